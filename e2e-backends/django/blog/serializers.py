from rest_framework import serializers

from .models import Comment, Post, Tag


class TagSerializer(serializers.ModelSerializer):
    class Meta:
        model = Tag
        fields = ['id', 'name', 'published']


class PostSerializer(serializers.ModelSerializer):
    class Meta:
        model = Post
        fields = [
            'id',
            'title',
            'teaser',
            'body',
            'published_at',
            'views',
            'average_note',
            'category',
            'subcategory',
            'tags',
            'pictures',
            'backlinks',
            'cover',
        ]


class AuthorSerializer(serializers.Serializer):
    """The comment's author as the demo API nests it: `{"name": "..."}`."""

    name = serializers.CharField(source='author_name', max_length=100)


class CommentSerializer(serializers.ModelSerializer):
    author = AuthorSerializer(source='*')
    post_id = serializers.PrimaryKeyRelatedField(source='post', queryset=Post.objects.all())

    class Meta:
        model = Comment
        fields = ['id', 'created_at', 'author', 'body', 'post_id']
