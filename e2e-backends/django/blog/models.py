"""The blog of the demo API's seed: posts with tags, and comments on posts."""
from django.db import models

CATEGORIES = [('tech', 'Tech'), ('lifestyle', 'Lifestyle')]
SUBCATEGORIES = [
    ('computers', 'Computers'),
    ('gadgets', 'Gadgets'),
    ('fashion', 'Fashion'),
    ('health', 'Health'),
]


class Tag(models.Model):
    name = models.CharField(max_length=40, unique=True)
    published = models.BooleanField(default=False)


class Post(models.Model):
    title = models.CharField(max_length=100)
    teaser = models.CharField(max_length=300, blank=True)
    body = models.TextField(blank=True)
    published_at = models.DateField()
    views = models.PositiveIntegerField(default=0)
    average_note = models.FloatField()
    category = models.CharField(max_length=20, choices=CATEGORIES)
    subcategory = models.CharField(max_length=20, choices=SUBCATEGORIES)
    tags = models.ManyToManyField(Tag, blank=True, related_name='posts')
    # Required: the creation scenario of the e2e suite leaves it empty on purpose.
    pictures = models.JSONField()
    backlinks = models.JSONField(default=list, blank=True)
    cover = models.CharField(max_length=200, null=True, blank=True)


class Comment(models.Model):
    created_at = models.DateField()
    author_name = models.CharField(max_length=100)
    body = models.TextField()
    post = models.ForeignKey(Post, on_delete=models.CASCADE, related_name='comments')
