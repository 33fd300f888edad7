#!/usr/bin/env python3
"""The Django REST framework API of the e2e-backends suite: the blog's posts, comments and tags."""
import os
import sys

if __name__ == '__main__':
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'blog_api.settings')
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
