from rest_framework.pagination import LimitOffsetPagination, PageNumberPagination


class PageNumberWithSize(PageNumberPagination):
    """`?page=2&page_size=10`: the admin chooses how many records a page holds."""

    page_size_query_param = 'page_size'
    max_page_size = 500


class LimitOffset(LimitOffsetPagination):
    """`?limit=10&offset=10`, for the API under /api-limit-offset/."""

    max_limit = 500
