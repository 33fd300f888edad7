"""
The same viewsets under four prefixes, one per way an admin meets Django REST framework:

- /api/               PageNumberPagination (?page=&page_size=), open to all
- /api-limit-offset/  LimitOffsetPagination (?limit=&offset=), open to all
- /api-token/         token authentication (Authorization: Token ...), sign-in required
- /api-session/       session authentication with CSRF protection, sign-in required

plus /api-token/token/ (DRF's obtain_auth_token) and /api-session/{login,logout,me}/.
"""
from django.urls import include, path
from rest_framework import permissions
from rest_framework.authentication import SessionAuthentication, TokenAuthentication
from rest_framework.authtoken.views import obtain_auth_token
from rest_framework.routers import DefaultRouter

from blog import views
from blog.pagination import LimitOffset

VIEWSETS = {
    'posts': views.PostViewSet,
    'comments': views.CommentViewSet,
    'tags': views.TagViewSet,
}


def router(**settings):
    """A router of the blog's viewsets, each with these attributes overridden."""
    routes = DefaultRouter()
    for name, viewset in VIEWSETS.items():
        variant = type(f'{viewset.__name__}Variant', (viewset,), settings) if settings else viewset
        routes.register(name, variant, basename=name)
    return routes


signed_in = {'permission_classes': [permissions.IsAuthenticated]}

urlpatterns = [
    path('api/', include(router().urls)),
    path('api-limit-offset/', include(router(pagination_class=LimitOffset).urls)),
    path('api-token/token/', obtain_auth_token),
    path('api-token/me/', views.me),
    path(
        'api-token/',
        include(router(authentication_classes=[TokenAuthentication], **signed_in).urls),
    ),
    path('api-session/login/', views.session_login),
    path('api-session/logout/', views.session_logout),
    path('api-session/me/', views.me),
    path(
        'api-session/',
        include(router(authentication_classes=[SessionAuthentication], **signed_in).urls),
    ),
]
