"""Index back ends. SQLite is the embedded default; Postgres comes with the scale-out work."""

from .sqlite import FileRow, SearchFilters, SqliteIndex

__all__ = ["FileRow", "SearchFilters", "SqliteIndex"]
