"""The SQLite ``IndexWriter``: ``SqlWriter`` over one connection inside ``BEGIN IMMEDIATE`` …
``COMMIT``."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from .sql_writer import SqlWriter


class SqliteWriter(SqlWriter):
    """``IndexWriter`` over one SQLite connection."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        return int(self.conn.execute(sql, params).rowcount)

    def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self.conn.executemany(sql, rows)

    def _rebuild_search(self) -> None:
        for table in ("memories_fts", "journal_fts", "messages_fts"):
            self.conn.execute(f"INSERT INTO {table}({table}) VALUES ('rebuild')")

    def optimize_search(self) -> None:
        """Merge each full-text index into one segment, dropping deleted entries."""
        for table in ("memories_fts", "journal_fts", "messages_fts"):
            self.conn.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
