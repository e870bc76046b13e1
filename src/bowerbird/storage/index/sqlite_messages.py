"""Raw conversation messages: ``message_files`` and ``messages`` (reads for every SQL
``Index``, writes for ``SqlWriter``). Search here is SQLite's ``messages_fts``; the Postgres
back end overrides it."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from .fts import fts_match
from .rows import FileRow, MessageRow, SessionRow
from .sqlite_journal import FILE_UPSERT, JournalWrites

MESSAGE_COLUMNS = "m.rowid, m.id, m.path, m.session, m.agent, m.role, m.content, m.at, m.n"


def _agent(agent: str | None) -> tuple[str, list[Any]]:
    return ("", []) if agent is None else (" AND m.agent = ?", [agent])


class MessageReads:
    """Message reads for a SQL back end (which supplies ``_tuples`` and ``AGENTS``, the
    comma-joined distinct agents of a group)."""

    AGENTS = "group_concat(DISTINCT m.agent)"

    def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError  # pragma: no cover - provided by SqliteIndex

    def message_files(self) -> dict[str, FileRow]:
        rows = self._tuples(
            "SELECT path, mtime_ns, size, sha256, NULL, error, indexed_ns FROM message_files"
        )
        return {r[0]: FileRow(*r) for r in rows}

    def stored_keys(self, agent: str, keys: Sequence[str]) -> dict[str, str]:
        found: dict[str, str] = {}
        unique = list(dict.fromkeys(keys))
        for start in range(0, len(unique), 500):  # within any back end's parameter limit
            part = unique[start : start + 500]
            marks = ", ".join("?" * len(part))
            sql = (
                "SELECT write_key, id FROM messages "
                f"WHERE agent = ? AND write_key IN ({marks}) ORDER BY at, n"
            )
            for key, message_id in self._tuples(sql, (agent, *part)):
                found.setdefault(str(key), str(message_id))
        return found

    def last_message(self) -> tuple[str, int] | None:
        rows = self._tuples("SELECT session, at FROM messages ORDER BY at DESC, rowid DESC LIMIT 1")
        return (str(rows[0][0]), int(rows[0][1])) if rows else None

    def search_messages(
        self, terms: list[str], agent: str | None, limit: int
    ) -> list[tuple[MessageRow, float]]:
        if not terms:
            return []
        where, params = _agent(agent)
        sql = (
            f"SELECT {MESSAGE_COLUMNS}, -bm25(messages_fts) AS strength FROM messages_fts "
            "JOIN messages m ON m.rowid = messages_fts.rowid "
            f"WHERE messages_fts MATCH ?{where} ORDER BY strength DESC LIMIT ?"
        )
        rows = self._tuples(sql, (fts_match(terms), *params, limit))
        return [(MessageRow(*r[:-1]), float(r[-1])) for r in rows]

    def session_messages(self, session: str, agent: str | None) -> list[MessageRow]:
        where, params = _agent(agent)
        sql = (
            f"SELECT {MESSAGE_COLUMNS} FROM messages m WHERE m.session = ?{where} "
            "ORDER BY m.at, m.n"
        )
        return [MessageRow(*r) for r in self._tuples(sql, (session, *params))]

    def sessions(self, agent: str | None) -> list[SessionRow]:
        where, params = _agent(agent)
        sql = (
            f"SELECT m.session, {self.AGENTS}, min(m.at), max(m.at), count(*) "
            f"FROM messages m WHERE TRUE{where} GROUP BY m.session ORDER BY min(m.at)"
        )
        return [
            SessionRow(s, sorted(str(a).split(",")), int(first), int(last), int(n))
            for s, a, first, last, n in self._tuples(sql, params)
        ]


class MessageWrites(JournalWrites):
    """Message writes for ``SqlWriter``."""

    def put_message_file(self, row: FileRow, messages: list[MessageRow] | None) -> None:
        self._run(
            FILE_UPSERT.format(table="message_files"),
            (row.path, row.mtime_ns, row.size, row.sha256, row.error, time.time_ns()),
        )
        if messages is None:
            return
        self._run("DELETE FROM messages WHERE path = ?", (row.path,))
        self._many(
            "INSERT INTO messages(id, path, session, agent, role, content, at, n, write_key) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET "
            "path = excluded.path, session = excluded.session, agent = excluded.agent, "
            "role = excluded.role, content = excluded.content, at = excluded.at, n = excluded.n, "
            "write_key = excluded.write_key",
            [
                (
                    m.id,
                    row.path,
                    m.session,
                    m.agent,
                    m.role,
                    m.content,
                    m.at,
                    m.n,
                    m.write_key or None,
                )
                for m in messages
            ],
        )

    def delete_message_file(self, path: str) -> None:
        self._run("DELETE FROM messages WHERE path = ?", (path,))
        self._run("DELETE FROM message_files WHERE path = ?", (path,))
