"""The viewsets of the blog, and JSON session views for an admin that signs in with a cookie."""
import django_filters
from django.contrib.auth import authenticate, login, logout
from django.views.decorators.csrf import ensure_csrf_cookie
from rest_framework import permissions, status, viewsets
from rest_framework.decorators import api_view, authentication_classes, permission_classes
from rest_framework.response import Response

from .models import Comment, Post, Tag
from .serializers import CommentSerializer, PostSerializer, TagSerializer


class PostViewSet(viewsets.ModelViewSet):
    queryset = Post.objects.all().prefetch_related('tags').order_by('-id')
    serializer_class = PostSerializer
    filterset_fields = {
        'id': ['exact', 'in'],
        'category': ['exact', 'in'],
        'subcategory': ['exact'],
        'published_at': ['exact', 'gte', 'lte'],
        'views': ['exact', 'gte', 'lte'],
        'tags': ['exact'],
    }
    search_fields = ['title', 'teaser', 'body']
    ordering_fields = '__all__'


class CommentFilter(django_filters.FilterSet):
    # The admin names the foreign key as the API sends it.
    post_id = django_filters.NumberFilter(field_name='post_id')

    class Meta:
        model = Comment
        fields = {'id': ['exact', 'in'], 'created_at': ['exact', 'gte', 'lte']}


class CommentViewSet(viewsets.ModelViewSet):
    queryset = Comment.objects.all().order_by('-id')
    serializer_class = CommentSerializer
    filterset_class = CommentFilter
    search_fields = ['body', 'author_name']
    ordering_fields = '__all__'


class TagViewSet(viewsets.ModelViewSet):
    queryset = Tag.objects.all().order_by('-id')
    serializer_class = TagSerializer
    filterset_fields = {'id': ['exact', 'in'], 'name': ['exact'], 'published': ['exact']}
    search_fields = ['name']
    ordering_fields = '__all__'


def identity(user):
    """Who is signed in, as the admin's permission rules read it."""
    return {
        'id': user.username,
        'fullName': user.get_full_name() or user.username,
        'roles': ['admin'] if user.is_staff else ['editor'],
    }


@api_view(['GET'])
@ensure_csrf_cookie
def me(request):
    """The signed-in user; sets the csrftoken cookie the admin sends back as X-CSRFToken."""
    if not request.user or not request.user.is_authenticated:
        return Response({'detail': 'Not signed in.'}, status=status.HTTP_401_UNAUTHORIZED)
    return Response(identity(request.user))


@api_view(['POST'])
@authentication_classes([])
@permission_classes([permissions.AllowAny])
def session_login(request):
    """Signs in with `{username, password}` and answers `{identity}`; the session is a cookie."""
    user = authenticate(
        request, username=request.data.get('username'), password=request.data.get('password')
    )
    if user is None:
        return Response(
            {'detail': 'Unknown username or wrong password.'}, status=status.HTTP_401_UNAUTHORIZED
        )
    login(request, user)
    return Response({'identity': identity(user)})


@api_view(['POST'])
@permission_classes([permissions.AllowAny])
def session_logout(request):
    logout(request)
    return Response(status=status.HTTP_204_NO_CONTENT)
