"""The reads every SQL back end shares (``SqliteIndex``, ``PostgresIndex``): plain SQL that
both SQLite and Postgres accept once ``?`` marks are the driver's. What differs — full-text
search, a memory's folder, tag filters — is a method or a fragment each back end supplies.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..files.note import ITEM_SOURCE, SUMMARY_FOLDER
from .base import ListOrder, SearchFilters, iter_chunks
from .rows import (
    CachedAnswer,
    FileRow,
    IndexCounts,
    MemoryRow,
    Tally,
)
from .sql_links import LIVE_SQL as _LIVE
from .sql_links import LinkReads
from .sql_vectors import VectorReads

ROW_COLUMNS = (
    "m.rowid, m.id, m.type, m.title, m.content, m.path, m.maturity, m.tags, m.source, "
    "m.created, m.updated, m.access_time, m.observed_at, m.importance, m.decay_rate, "
    "m.superseded_by, m.words, m.agent, m.access_count, m.confidence, m.keywords"
)
_ORDERS: dict[str, str] = {
    "recent": "m.created DESC, m.rowid DESC",
    "important": "m.importance DESC, m.created DESC",
    "oldest": "m.rowid",
}


def _row(r: Sequence[Any]) -> MemoryRow:
    return MemoryRow(*r)


class MemoryReads(VectorReads, LinkReads):
    """The memory side of ``Index`` in portable SQL; a back end supplies ``_tuples``, the
    full-text methods, ``FOLDER`` (a memory's first directory), ``TAG`` (one tag test) and
    ``META`` (the caller's ``metadata`` of a memory's frontmatter, as JSON text, or NULL)."""

    FOLDER = ""
    # A memory in a folder (its first directory; the folder is the first parameter): the
    # expression, and where the back end can, a range of paths an index can seek.
    IN_FOLDER = ""

    @staticmethod
    def _folder_bounds(folder: str) -> list[str]:
        """The range parameters ``IN_FOLDER`` takes after the folder (none by default)."""
        return []

    META = "NULL"

    @property
    def _columns(self) -> str:
        """A ``MemoryRow``'s columns: ``ROW_COLUMNS`` and the caller's metadata."""
        return f"{ROW_COLUMNS}, {self.META}"

    # One tag test (one parameter, the tag): a back end answers it from an index of tags,
    # not by reading every memory's list (~150 ms a tag at 100K; broad questions guess several).
    TAG = ""
    _count_cache: tuple[int, int] | None = None
    _agents_cache: tuple[int, dict[str, int]] | None = None
    _tally_cache: tuple[int, dict[str | None, Tally]] | None = None
    _counts_cache: tuple[Any, IndexCounts] | None = None

    def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError  # pragma: no cover - provided by the back end

    def _scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        rows = self._tuples(sql, params)
        return rows[0][0] if rows else None

    # ------------------------------------------------------------ bookkeeping

    def get_meta(self, key: str) -> str | None:
        value = self._scalar("SELECT value FROM meta WHERE key = ?", (key,))
        return None if value is None else str(value)

    def generation(self) -> int:
        return int(self.get_meta("generation") or 0)

    def schema_versions(self) -> list[str]:
        return [r[0] for r in self._tuples("SELECT name FROM schema_version ORDER BY version")]

    # ------------------------------------------------------------ files

    def file_rows(self, paths: Sequence[str] | None = None) -> dict[str, FileRow]:
        sql = "SELECT path, mtime_ns, size, sha256, memory_id, error, indexed_ns FROM files"
        if paths is None:
            return {r[0]: FileRow(*r) for r in self._tuples(sql)}
        out: dict[str, FileRow] = {}
        wanted = list(paths)
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            marks = ", ".join("?" for _ in part)
            for r in self._tuples(f"{sql} WHERE path IN ({marks})", part):
                out[r[0]] = FileRow(*r)
        return out

    def bad_files(self) -> list[tuple[str, str]]:
        return [
            (r[0], r[1])
            for r in self._tuples(
                "SELECT path, error FROM files WHERE error IS NOT NULL ORDER BY path"
            )
        ]

    # ------------------------------------------------------------ memories

    def memory_path(self, memory_id: str) -> str | None:
        value = self._scalar("SELECT path FROM memories WHERE id = ?", (memory_id,))
        return None if value is None else str(value)

    def memory_count(self) -> int:
        """Number of memories, from the counts triggers keep; cached per generation."""
        generation = self.generation()
        if self._count_cache is None or self._count_cache[0] != generation:
            total = self._scalar("SELECT coalesce(sum(n), 0) FROM memory_tally")
            self._count_cache = (generation, int(total))
        return self._count_cache[1]

    def live_ids(self) -> dict[int, str]:
        return dict(self._tuples(f"SELECT m.rowid, m.id FROM memories m WHERE {_LIVE}"))

    def list_live(
        self,
        order: ListOrder,
        limit: int,
        offset: int = 0,
        filters: SearchFilters | None = None,
        folder: str | None = None,
    ) -> tuple[list[MemoryRow], int]:
        filters = filters or SearchFilters()
        where, params = self._filter_sql(filters)
        if folder:
            where += f" AND {self.IN_FOLDER}"
            params += [folder, *self._folder_bounds(folder)]
        total = self._live_total(filters, folder)
        if total is None:
            total = int(self._scalar(f"SELECT count(*) FROM memories m WHERE TRUE {where}", params))
        if total == 0 or offset >= total:
            return [], total  # nothing to page through (no sort of every memory to find it)
        sql = (
            f"SELECT {self._columns} FROM memories m WHERE TRUE {where} "
            f"ORDER BY {_ORDERS[order]} LIMIT ? OFFSET ?"
        )
        return [_row(r) for r in self._tuples(sql, (*params, limit, offset))], total

    def top_keys(self, order: ListOrder, limit: int, filters: SearchFilters) -> list[int]:
        where, params = self._filter_sql(filters)
        sql = f"SELECT m.rowid FROM memories m WHERE TRUE {where} ORDER BY {_ORDERS[order]} LIMIT ?"
        return [int(r[0]) for r in self._tuples(sql, (*params, limit))]

    def _live_total(self, filters: SearchFilters, folder: str | None) -> int | None:
        """How many live memories of an agent (or a folder of them) there are, from the
        cached tally — a count at 100K memories scans the table — or ``None`` when other
        filters apply."""
        plain = replace(filters, agent=None)
        if not plain.is_default or plain.include_archived or plain.include_superseded:
            return None
        tally = self.tally(filters.agent)
        if not folder:  # as the listing treats it: no folder filter
            return sum(tally.live_by_type.values())
        return tally.live_by_folder.get(folder, 0)

    def folders(self) -> dict[str, int]:
        sql = f"SELECT {self.FOLDER}, count(*) FROM memories m WHERE {_LIVE} GROUP BY 1 ORDER BY 1"
        return {str(name): int(n) for name, n in self._tuples(sql)}

    def agents(self) -> dict[str, int]:
        """Cached per generation: every query asks (no agent filter in a one-agent home)."""
        generation = self.generation()
        if self._agents_cache is None or self._agents_cache[0] != generation:
            rows = self._tuples(
                "SELECT agent, sum(n) FROM memory_tally GROUP BY 1 HAVING sum(n) > 0 ORDER BY 1"
            )
            self._agents_cache = (generation, {str(a): int(n) for a, n in rows})
        return dict(self._agents_cache[1])

    def rows_by_key(self, keys: list[int]) -> dict[int, MemoryRow]:
        return {row.key: row for row in self._rows_where("m.rowid", keys)}

    def rows_by_id(self, ids: list[str]) -> dict[str, MemoryRow]:
        return {row.id: row for row in self._rows_where("m.id", ids)}

    def _rows_where(self, column: str, values: list[Any]) -> list[MemoryRow]:
        """Memory rows whose ``column`` is one of ``values`` (in chunks: SQLite caps the
        parameters of one statement)."""
        out: list[MemoryRow] = []
        for chunk in iter_chunks(values, 500):
            marks = ", ".join("?" for _ in chunk)
            sql = f"SELECT {self._columns} FROM memories m WHERE {column} IN ({marks})"
            out.extend(_row(r) for r in self._tuples(sql, chunk))
        return out

    def find_live_by_content(self, content: str, agent: str | None = None) -> MemoryRow | None:
        mine = "" if agent is None else " AND m.agent = ?"
        # By the head of the text (an expression index), then the whole text here: SQLite
        # would rewrite the head's test away given `content = ?` beside it, and read every
        # memory's text instead (~0.4 s at 100K).
        rows = self._tuples(
            f"SELECT {self._columns} FROM memories m WHERE substr(m.content, 1, 64) = ? "
            f"AND {_LIVE}{mine}",
            (content[:64],) if agent is None else (content[:64], agent),
        )
        # A framework's keyed item (gather/items.py) is no duplicate a note could land in.
        return next(
            (r for r in map(_row, rows) if r.content == content and r.source != ITEM_SOURCE),
            None,
        )

    def file_count(self) -> int:
        return int(self._scalar("SELECT count(*) FROM files"))

    def _stamp(self) -> Any:
        """What must be unchanged for a cached count to hold: the generation (bumped by every
        change to a memory or a relation), the file totals and the audit log's last entry (a
        file that does not parse, an audit entry: no memory changed). SQLite has a cheaper
        stamp: any commit to the file at all."""
        sql = "SELECT files, bytes, (SELECT max(id) FROM audit_log) FROM file_totals"
        return (self.generation(), *self._tuples(sql)[0])

    def counts(self) -> IndexCounts:
        """Cached until ``_stamp`` changes: `bower status` asks on every call, and at 100K
        memories the scans cost ~0.3 s, which a resident answering status after status (or
        the dashboard) need not pay again for an index nobody changed."""
        stamp = self._stamp()
        if self._counts_cache is None or self._counts_cache[0] != stamp:
            self._counts_cache = (stamp, self._counts())
        return copy.deepcopy(self._counts_cache[1])

    def _counts(self) -> IndexCounts:
        """From the tables triggers keep (``memory_tally``, ``file_totals``): a few rows,
        whatever the home's size."""
        by_type: dict[str, int] = {}
        by_maturity: dict[str, int] = {}
        superseded = micros = 0
        for kind, maturity, replaced, n, importance in self._tuples(
            "SELECT type, maturity, superseded, n, importance_micros FROM memory_tally WHERE n > 0"
        ):
            by_type[str(kind)] = by_type.get(str(kind), 0) + int(n)
            by_maturity[str(maturity)] = by_maturity.get(str(maturity), 0) + int(n)
            superseded += int(n) if replaced else 0
            micros += int(importance)
        memories = sum(by_type.values())
        files, file_bytes = self._tuples("SELECT files, bytes FROM file_totals")[0]
        return IndexCounts(
            memories=memories,
            by_type=dict(sorted(by_type.items())),
            by_maturity=dict(sorted(by_maturity.items())),
            superseded=superseded,
            relations=int(self._scalar("SELECT count(*) FROM relations")),
            audit_events=int(self._scalar("SELECT count(*) FROM audit_log")),
            files=int(files),
            file_bytes=int(file_bytes),
            by_agent=self.agents(),
            avg_importance=round(micros / 1_000_000 / memories, 4) if memories else 0.0,
        )

    def tally(self, agent: str | None = None) -> Tally:
        """Cached per generation (a dashboard asks on every page; at 100K memories the scan
        costs ~0.3 s, and any change to a memory or a relation bumps the generation)."""
        generation = self.generation()
        if self._tally_cache is None or self._tally_cache[0] != generation:
            self._tally_cache = (generation, {})
        cached = self._tally_cache[1]
        if agent not in cached:
            cached[agent] = self._tally(agent)
        return copy.deepcopy(cached[agent])

    def _tally(self, agent: str | None) -> Tally:
        args = () if agent is None else (agent,)
        rows = self._tuples(
            "SELECT type, maturity, superseded, folder, n FROM memory_tally "
            f"WHERE n > 0{'' if agent is None else ' AND agent = ?'}",
            args,
        )
        tally = Tally({}, {}, {}, 0, 0, 0)
        for kind, maturity, replaced, folder, n in rows:
            if replaced:
                tally.superseded += int(n)
            elif maturity == "archived":
                tally.archived += int(n)
            else:
                for counted, key in (
                    (tally.live_by_type, str(kind)),
                    (tally.live_by_maturity, str(maturity)),
                    (tally.live_by_folder, str(folder)),
                    *([(tally.summaries_by_type, str(kind))] if folder == SUMMARY_FOLDER else []),
                ):
                    counted[key] = counted.get(key, 0) + int(n)
        # A relation is its source memory's (it lives in that memory's file). Read from the
        # relations' side: a join read from the agent's memories costs their number.
        mine = "" if agent is None else " AND m.agent = ?"
        tally.relations = int(
            self._scalar(
                "SELECT count(*) FROM relations r WHERE EXISTS "
                f"(SELECT 1 FROM memories m WHERE m.id = r.source_id{mine})",
                args,
            )
        )
        return tally

    def allowed_keys(self, filters: SearchFilters) -> list[int]:
        where, params = self._filter_sql(filters)
        return [
            r[0] for r in self._tuples(f"SELECT m.rowid FROM memories m WHERE TRUE {where}", params)
        ]

    def audit_for(self, memory_id: str) -> list[dict[str, Any]]:
        rows = self._tuples(
            "SELECT action, timestamp, details FROM audit_log WHERE memory_id = ? ORDER BY id",
            (memory_id,),
        )
        return [{"action": a, "timestamp": t, "details": json.loads(d)} for a, t, d in rows]

    def cached_answers(self, generation: int) -> list[CachedAnswer]:
        rows = self._tuples(
            "SELECT key, options, terms, model, vector, result FROM query_cache "
            "WHERE generation = ? ORDER BY created_ms",
            (generation,),
        )
        return [
            CachedAnswer(
                key,
                options,
                json.loads(terms),
                model,
                None if vector is None else bytes(vector),
                json.loads(result),
            )
            for key, options, terms, model, vector, result in rows
        ]

    def _filter_sql(self, f: SearchFilters) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if not f.include_archived:
            clauses.append("m.maturity != 'archived'")
        if not f.include_superseded:
            clauses.append("m.superseded_by IS NULL")
        if f.types:
            clauses.append(f"m.type IN ({', '.join('?' for _ in f.types)})")
            params.extend(f.types)
        if f.maturities:
            clauses.append(f"m.maturity IN ({', '.join('?' for _ in f.maturities)})")
            params.extend(f.maturities)
        if f.agent:
            clauses.append("m.agent = ?")
            params.append(f.agent)
        for tag in f.tags:
            clauses.append(self.TAG)
            params.append(tag)
        if f.since_ms is not None:
            clauses.append("coalesce(m.observed_at, m.created) >= ?")
            params.append(f.since_ms)
        if f.until_ms is not None:
            clauses.append("coalesce(m.observed_at, m.created) < ?")
            params.append(f.until_ms)
        return "".join(f" AND {c}" for c in clauses), params
