"""Fills an empty database with the blog fixture (the demo API's seed) and a staff user."""
import json
from pathlib import Path

from django.contrib.auth.models import User
from django.core.management.base import BaseCommand
from django.db import transaction

from blog.models import Comment, Post, Tag

FIXTURE = Path(__file__).resolve().parents[4] / 'fixtures' / 'blog.json'


class Command(BaseCommand):
    help = 'Loads e2e-backends/fixtures/blog.json and creates the user admin / admin-password.'

    @transaction.atomic
    def handle(self, *args, **options):
        data = json.loads(FIXTURE.read_text())
        Tag.objects.bulk_create(Tag(**tag) for tag in data['tags'])
        for record in data['posts']:
            values = {key: value for key, value in record.items() if key != 'tags'}
            post = Post.objects.create(**values)
            post.tags.set(int(tag) for tag in record['tags'])
        Comment.objects.bulk_create(
            Comment(
                id=comment['id'],
                created_at=comment['created_at'],
                author_name=comment['author']['name'],
                body=comment['body'],
                post_id=int(comment['post_id']),
            )
            for comment in data['comments']
        )
        User.objects.create_user(
            'admin', password='admin-password', first_name='Ada', last_name='Admin', is_staff=True
        )
        self.stdout.write(
            f"Seeded {len(data['posts'])} posts, {len(data['comments'])} comments, "
            f"{len(data['tags'])} tags."
        )
