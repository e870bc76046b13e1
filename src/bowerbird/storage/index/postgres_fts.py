"""Keyword search on Postgres, scored like FTS5's ``bm25()``.

Postgres's own ranking (``ts_rank``) is not BM25: it has no document frequency, so a common
word counts as much as a rare one, and fusion reads the keyword strength as an absolute
signal (``bm25 / (bm25 + 5)``). So Postgres picks candidates — the GIN index finds every row
matching any term, ``ts_rank`` keeps the best few times the pool — and BM25 scores them from
what the ``tsvector`` holds: each lexeme's positions with their weight letter (a column), the
row's length in words, document frequencies counted with the GIN index. With the same
``k1``/``b`` and column weights as FTS5, scores land on the scale fusion was tuned on.

A query term is ANDed lexemes (``to_tsvector`` of the term: "rate-limit" is two), matched
as one unit, like an FTS5 phrase; terms are ORed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .base import SearchFilters
from .rows import MessageRow
from .sqlite_messages import MESSAGE_COLUMNS

_K1, _B = 1.2, 0.75
# Weight letter → FTS5 column weight (memories: title A=3, tags B=2, keywords C=2, content
# D=1; chunks: heading B=2, text D=1; messages: content D=1).
LETTER_WEIGHTS = {"A": 3.0, "B": 2.0, "C": 2.0, "D": 1.0}
# Candidates ts_rank hands to BM25, per result wanted (it orders differently).
_WIDEN = 3


def _quote(lexeme: str) -> str:
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


class PgSearch:
    """The full-text methods of ``PostgresIndex`` (which supplies ``_tuples``, counts and
    ``_filter_sql``)."""

    if TYPE_CHECKING:  # supplied by PostgresIndex and the shared reads

        def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...
        def _filter_sql(self, f: SearchFilters) -> tuple[str, list[Any]]: ...
        def generation(self) -> int: ...
        def memory_count(self) -> int: ...
        def chunk_count(self) -> int: ...

    _pg_cache: tuple[int, dict[tuple[str, str], Any]] = (-1, {})
    _lexeme_cache: dict[str, list[str]]

    # ------------------------------------------------------------ query text

    def _lexemes(self, terms: list[str]) -> dict[str, list[str]]:
        """Each term's lexemes under the ``bower`` configuration (terms with none dropped);
        remembered, since the configuration never changes under a running process."""
        known = self._lexeme_cache
        missing = [t for t in dict.fromkeys(terms) if t not in known]
        if missing:
            if len(known) > 20_000:
                known.clear()
            rows = self._tuples(
                "SELECT t, tsvector_to_array(to_tsvector('bower', t)) FROM unnest(?::text[]) AS t",
                (missing,),
            )
            known.update((str(t), list(lex)) for t, lex in rows)
        return {t: known[t] for t in terms if known.get(t)}

    @staticmethod
    def _tsquery(lexemes: list[list[str]]) -> str:
        return " | ".join("(" + " & ".join(_quote(x) for x in group) + ")" for group in lexemes)

    def _cached(self, kind: str, key: str, compute: Any) -> Any:
        """Per-generation memo (document frequencies, average lengths)."""
        generation = self.generation()
        if self._pg_cache[0] != generation or len(self._pg_cache[1]) > 4096:
            self._pg_cache = (generation, {})
        known = self._pg_cache[1]
        if (kind, key) not in known:
            known[(kind, key)] = compute()
        return known[(kind, key)]

    def _df(self, table: str, lexemes: list[str]) -> int:
        query = self._tsquery([lexemes])
        return int(
            self._cached(
                table,
                query,
                lambda: self._tuples(
                    f"SELECT count(*) FROM {table} WHERE fts @@ ?::tsquery", (query,)
                )[0][0],
            )
        )

    def _avg_words(self, table: str) -> float:
        value = self._cached(
            table,
            "avgdl",
            lambda: self._tuples(f"SELECT coalesce(avg(words), 0) FROM {table}")[0][0],
        )
        return max(1.0, float(value))

    # ------------------------------------------------------------ BM25

    def _bm25(
        self,
        table: str,
        alias: str,
        terms: list[str],
        limit: int,
        where: str,
        params: list[Any],
        total: int,
    ) -> list[tuple[int, float]]:
        """``(rowid, BM25)`` of the rows of ``table`` matching any term, best ``limit``."""
        lexemes = self._lexemes(terms)
        if not lexemes:
            return []
        query = self._tsquery(list(lexemes.values()))
        wanted = sorted({x for group in lexemes.values() for x in group})
        # One round trip: the candidates Postgres ranks best, with their wanted lexemes.
        rows = self._tuples(
            f"WITH picked AS (SELECT {alias}.rowid, {alias}.words, {alias}.fts FROM {table} "
            f"{alias} WHERE {alias}.fts @@ ?::tsquery{where} "
            f"ORDER BY ts_rank({alias}.fts, ?::tsquery, 1) DESC LIMIT ?) "
            "SELECT p.rowid, p.words, u.lexeme, u.weights FROM picked p "
            "CROSS JOIN LATERAL unnest(p.fts) AS u WHERE u.lexeme = ANY(?)",
            (query, *params, query, limit * _WIDEN, wanted),
        )
        keys = sorted({int(r[0]) for r in rows})
        if not keys:
            return []
        words: dict[int, int] = {}
        freq: dict[int, dict[str, float]] = {}
        for key, length, lexeme, letters in rows:
            words[key] = int(length or 0)
            weighted = sum(LETTER_WEIGHTS.get(str(w), 1.0) for w in letters or ("D",))
            freq.setdefault(key, {})[lexeme] = weighted
        avg = self._avg_words(table)
        idf = {}
        for term, group in lexemes.items():
            df = self._df(table, group)
            # As FTS5: a term in more than half the rows is worth almost nothing (and a
            # count taken a write later than ``total`` must not go negative).
            idf[term] = math.log(max(1.0 + 1e-6, (total - df + 0.5) / (df + 0.5)))
        scored = []
        for key in keys:
            have = freq.get(key, {})
            norm = _K1 * (1 - _B + _B * words.get(key, 0) / avg)
            score = 0.0
            for term, group in lexemes.items():
                # A term of several lexemes counts as often as its rarest part (a phrase).
                tf = min((have.get(x, 0.0) for x in group), default=0.0)
                if tf:
                    score += idf[term] * tf * (_K1 + 1) / (tf + norm)
            scored.append((key, score))
        scored.sort(key=lambda kv: (-kv[1], kv[0]))
        return scored[:limit]

    def _holders(
        self, table: str, terms: list[str], keys: list[int], total: int
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        """``term_stats`` over ``table``: per term its document frequency and which of
        ``keys`` hold it (all of its lexemes)."""
        lexemes = self._lexemes(terms)
        wanted = sorted({x for group in lexemes.values() for x in group})
        present: dict[int, set[str]] = {}
        if keys and wanted:
            rows = self._tuples(
                f"SELECT t.rowid, u.lexeme FROM {table} t CROSS JOIN LATERAL unnest(t.fts) AS u "
                "WHERE t.rowid = ANY(?) AND u.lexeme = ANY(?)",
                (keys, wanted),
            )
            for key, lexeme in rows:
                present.setdefault(int(key), set()).add(str(lexeme))
        stats: dict[str, tuple[int, set[int]]] = {}
        for term in terms:
            group = lexemes.get(term)
            if not group:
                stats[term] = (0, set())
                continue
            holders = {k for k, have in present.items() if all(x in have for x in group)}
            stats[term] = (self._df(table, group), holders)
        return total, stats

    # ------------------------------------------------------------ the Index methods

    def search_keywords(
        self, terms: list[str], limit: int, filters: SearchFilters
    ) -> list[tuple[int, float]]:
        if not terms:
            return []
        where, params = self._filter_sql(filters)
        return self._bm25("memories", "m", terms, limit, where, params, self.memory_count())

    def prefix_keys(self, prefix: str, limit: int) -> list[int]:
        group = self._lexemes([prefix]).get(prefix)
        if not group or len(group) != 1:
            return []
        rows = self._tuples(
            "SELECT rowid FROM memories WHERE fts @@ ?::tsquery LIMIT ?",
            (_quote(group[0]) + ":*", limit),
        )
        return [int(r[0]) for r in rows]

    def document_frequency(self, term: str) -> int:
        group = self._lexemes([term]).get(term)
        return self._df("memories", group) if group else 0

    def term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        return self._holders("memories", terms, keys, self.memory_count())

    def search_chunks(
        self, terms: list[str], limit: int, since_ms: int | None, until_ms: int | None
    ) -> list[tuple[int, float]]:
        if not terms:
            return []
        where, params = "", list[Any]()
        if since_ms is not None:
            where, params = where + " AND c.about >= ?", [*params, since_ms]
        if until_ms is not None:
            where, params = where + " AND c.about < ?", [*params, until_ms]
        return self._bm25("journal_chunks", "c", terms, limit, where, params, self.chunk_count())

    def chunk_term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        return self._holders("journal_chunks", terms, keys, self.chunk_count())

    def search_messages(
        self, terms: list[str], agent: str | None, limit: int
    ) -> list[tuple[MessageRow, float]]:
        if not terms:
            return []
        where, params = ("", []) if agent is None else (" AND m.agent = ?", [agent])
        total = int(self._tuples("SELECT count(*) FROM messages")[0][0])
        scored = self._bm25("messages", "m", terms, limit, where, params, total)
        if not scored:
            return []
        rows = self._tuples(
            f"SELECT {MESSAGE_COLUMNS} FROM messages m WHERE m.rowid = ANY(?)",
            ([k for k, _ in scored],),
        )
        by_key = {int(r[0]): MessageRow(*r) for r in rows}
        return [(by_key[k], s) for k, s in scored if k in by_key]
