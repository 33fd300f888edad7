"""
The URLs of the schema the generator reads: the viewsets under /api/ only, as the other
prefixes serve the same ones (`manage.py generateschema --urlconf blog_api.schema_urls`).
"""
from django.urls import include, path

from blog_api.urls import router

urlpatterns = [path('api/', include(router().urls))]
