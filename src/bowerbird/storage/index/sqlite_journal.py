"""Indexed plain markdown: ``journal_files`` and ``journal_chunks`` (reads for every SQL
``Index``, writes for ``SqlWriter``). Full-text search here is SQLite's ``journal_fts``; the
Postgres back end overrides the two methods that use it."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from .base import iter_chunks
from .fts import fts_match, fts_phrase
from .rows import ChunkRow, ChunkText, FileRow, StoredVector, VectorKey

# bm25() weights of the FTS columns: the heading a chunk sits under, then its text.
CHUNK_BM25_WEIGHTS = (2.0, 1.0)
_CHUNK_COLUMNS = (
    "c.rowid, c.path, c.start_line, c.end_line, c.heading, c.text, c.text_hash, c.words, "
    "c.about, c.modified"
)


def _between(since_ms: int | None, until_ms: int | None) -> tuple[str, list[Any]]:
    clauses, params = "", []
    if since_ms is not None:
        clauses += " AND c.about >= ?"
        params.append(since_ms)
    if until_ms is not None:
        clauses += " AND c.about < ?"
        params.append(until_ms)
    return clauses, params


class JournalReads:
    """``JournalIndex`` for a SQL back end (which supplies ``_tuples`` and ``_scalar``)."""

    def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError  # pragma: no cover - provided by SqliteIndex

    def _scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        raise NotImplementedError  # pragma: no cover - provided by SqliteIndex

    def generation(self) -> int:
        raise NotImplementedError  # pragma: no cover - provided by the back end

    _chunk_count: tuple[int, int] | None = None

    def journal_files(self) -> dict[str, FileRow]:
        rows = self._tuples(
            "SELECT path, mtime_ns, size, sha256, NULL, error, indexed_ns FROM journal_files"
        )
        return {r[0]: FileRow(*r) for r in rows}

    def chunk_count(self) -> int:
        """Cached per generation (every query asks; adding or dropping a chunk bumps it)."""
        generation = self.generation()
        if self._chunk_count is None or self._chunk_count[0] != generation:
            count = int(self._scalar("SELECT count(*) FROM journal_chunks"))
            self._chunk_count = (generation, count)
        return self._chunk_count[1]

    def chunk_counts(self) -> dict[str, int]:
        rows = self._tuples("SELECT path, count(*) FROM journal_chunks GROUP BY path")
        return {str(path): int(n) for path, n in rows}

    def chunks_by_key(self, keys: list[int]) -> dict[int, ChunkRow]:
        out: dict[int, ChunkRow] = {}
        for part in iter_chunks(keys, 500):
            marks = ", ".join("?" for _ in part)
            sql = f"SELECT {_CHUNK_COLUMNS} FROM journal_chunks c WHERE c.rowid IN ({marks})"
            out.update((r[0], ChunkRow(*r)) for r in self._tuples(sql, part))
        return out

    def chunks_of(self, path: str) -> list[ChunkRow]:
        sql = (
            f"SELECT {_CHUNK_COLUMNS} FROM journal_chunks c WHERE c.path = ? ORDER BY c.start_line"
        )
        return [ChunkRow(*r) for r in self._tuples(sql, (path,))]

    def search_chunks(
        self, terms: list[str], limit: int, since_ms: int | None, until_ms: int | None
    ) -> list[tuple[int, float]]:
        if not terms:
            return []
        where, params = _between(since_ms, until_ms)
        join = "JOIN journal_chunks c ON c.rowid = journal_fts.rowid " if where else ""
        weights = ", ".join(str(w) for w in CHUNK_BM25_WEIGHTS)
        sql = (
            f"SELECT journal_fts.rowid, -bm25(journal_fts, {weights}) AS strength "
            f"FROM journal_fts {join}WHERE journal_fts MATCH ? {where} "
            "ORDER BY strength DESC LIMIT ?"
        )
        rows = self._tuples(sql, (fts_match(terms), *params, limit))
        return [(int(r[0]), float(r[1])) for r in rows]

    def chunk_term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        total = self.chunk_count()
        wanted = set(keys)
        stats: dict[str, tuple[int, set[int]]] = {}
        for term in terms:
            rows = self._tuples(
                "SELECT rowid FROM journal_fts WHERE journal_fts MATCH ?", (fts_phrase(term),)
            )
            found = {r[0] for r in rows}
            stats[term] = (len(found), found & wanted)
        return total, stats

    def chunk_keys_between(self, since_ms: int | None, until_ms: int | None) -> list[int]:
        where, params = _between(since_ms, until_ms)
        sql = f"SELECT c.rowid FROM journal_chunks c WHERE TRUE{where}"
        return [r[0] for r in self._tuples(sql, params)]

    def pending_chunks(self, model: str, limit: int | None = None) -> list[ChunkRow]:
        sql = (
            # One chunk per distinct text (the first), so a repeated text is embedded once;
            # of a file's chunks only those ``embeddable`` picks.
            f"SELECT {_CHUNK_COLUMNS} FROM journal_chunks c WHERE c.rowid IN "
            f"(SELECT min(d.rowid) FROM ({_EMBEDDABLE}) d WHERE NOT EXISTS (SELECT 1 FROM "
            "vec.vectors v WHERE v.content_hash = d.text_hash AND v.model = ?) "
            "GROUP BY d.text_hash) ORDER BY c.rowid"
        )
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [ChunkRow(*r) for r in self._tuples(sql, (model,))]

    def chunk_vectors(self, model: str) -> list[StoredVector]:
        rows = self._tuples(
            "SELECT c.rowid, v.vector, 0, c.text_hash, v.spans FROM journal_chunks c "
            "JOIN vec.vectors v ON v.content_hash = c.text_hash AND v.model = ? ORDER BY c.rowid",
            (model,),
        )
        return [StoredVector(*r) for r in rows]

    def chunk_vector_keys(self, model: str) -> list[VectorKey]:
        rows = self._tuples(
            "SELECT c.rowid, c.text_hash, 0 FROM journal_chunks c WHERE EXISTS "
            "(SELECT 1 FROM vec.vectors v WHERE v.content_hash = c.text_hash AND v.model = ?) "
            "ORDER BY c.rowid",
            (model,),
        )
        return [VectorKey(*r) for r in rows]


# The most chunks of one file that get a vector. A 3 MB log of 60,000 one-line sections was
# 60,000 chunks: five minutes of model time before a query could answer. Beyond this many,
# a file's vectors cover it at evenly spread chunks (the first among them) and every chunk
# stays findable by its words. 128 chunks is ~200 KB of prose, far above a MEMORY.md or a day's
# log; the worst case, 128 full chunks, is seconds (docs/journal.md).
VECTORS_PER_FILE = 128

# Each chunk's rowid and text hash, for the chunks of its file that get a vector: all of a file
# of at most VECTORS_PER_FILE, else the first of each of VECTORS_PER_FILE equal runs (the
# position i of n is taken when i * N / n moves to a new integer). Portable: SQLite and
# Postgres both divide integers towards zero.
_N = VECTORS_PER_FILE
_EMBEDDABLE = (
    "SELECT rowid, text_hash FROM (SELECT rowid, text_hash, "
    "row_number() OVER (PARTITION BY path ORDER BY start_line, rowid) - 1 AS i, "
    "count(*) OVER (PARTITION BY path) AS n FROM journal_chunks) s "
    f"WHERE n <= {_N} OR i = 0 OR i * {_N} / n > (i - 1) * {_N} / n"
)


def embeddable(counts: dict[str, int]) -> int:
    """How many chunks of files with ``counts`` chunks each get a vector."""
    return sum(min(n, VECTORS_PER_FILE) for n in counts.values())


# Upsert of a layer's file row (journal_files, message_files).
FILE_UPSERT = (
    "INSERT INTO {table}(path, mtime_ns, size, sha256, error, indexed_ns) "
    "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET mtime_ns = excluded.mtime_ns, "
    "size = excluded.size, sha256 = excluded.sha256, error = excluded.error, "
    "indexed_ns = excluded.indexed_ns"
)


class JournalWrites:
    """The journal half of ``IndexWriter`` for ``SqlWriter`` (which supplies ``_run`` and
    ``_many``)."""

    def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        raise NotImplementedError  # pragma: no cover - provided by the writer

    def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        raise NotImplementedError  # pragma: no cover - provided by the writer

    def put_journal_file(self, row: FileRow, chunks: list[ChunkText] | None, about_ms: int) -> None:
        self._run(
            FILE_UPSERT.format(table="journal_files"),
            (row.path, row.mtime_ns, row.size, row.sha256, row.error, time.time_ns()),
        )
        if chunks is None and row.error is None:
            return
        self._run("DELETE FROM journal_chunks WHERE path = ?", (row.path,))
        modified = row.mtime_ns // 1_000_000
        self._many(
            "INSERT INTO journal_chunks(path, start_line, end_line, heading, text, text_hash, "
            "words, about, modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    row.path,
                    c.start_line,
                    c.end_line,
                    c.heading,
                    c.text,
                    c.text_hash,
                    c.words,
                    about_ms,
                    modified,
                )
                for c in chunks or ()
            ],
        )

    def delete_journal_file(self, path: str) -> None:
        self._run("DELETE FROM journal_chunks WHERE path = ?", (path,))
        self._run("DELETE FROM journal_files WHERE path = ?", (path,))
