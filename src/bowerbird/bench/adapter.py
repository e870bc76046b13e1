"""The harness adapter of ``../shared/bench/PROTOCOL.md``: drive bowerbird as an agent would.

>>> store = BowerStore()                                   # doctest: +SKIP
>>> store.add("D1:3", "Caroline: I went to a support group.", "2023-05-08T13:56:00Z",
...           {"session": 1, "speaker": "Caroline"})
>>> store.finalize()
>>> store.search("What did Caroline attend?", k=5)
['D1:3']
>>> store.close()

Each ``add`` becomes one verbatim memory (``type: context``) whose ``observed_at`` is
``created_at``; memories that share ``meta["session"]`` (or ``meta["thread"]``) are linked in
order with ``follows`` relations, as ``bower ingest`` does for a transcript. ``finalize``
writes and embeds them in batches (and, with ``dream=True``, runs ``bower dream``); ``search``
is ``Bower.query`` at the shipped defaults, asking for ``k`` results as a user asks for more
(``limit``), and returns the ids given to ``add``. ``results`` gives each result with the ids
it covers (the protocol's ``covers``): a merged memory the ids it absorbed, a summary of the
dream's hierarchy its members; ``search`` lays them out one id per slot; ``answer`` says too
whether the answer marked nothing clearly relevant (the abstention benchmark).
"""

from __future__ import annotations

import dataclasses
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import UNKNOWN_NOTE, Bower, ImportRecord, QueryResult, grade_answer, parse_time


def _when(value: Any) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    return parse_time(str(value), "created_at")


class BowerStore:
    """One isolated store (one scope of the protocol). A fresh temporary home by default."""

    def __init__(
        self,
        home: str | Path | None = None,
        *,
        overrides: dict[str, dict[str, Any]] | None = None,
        fast: bool = False,
        dream: bool = False,
    ) -> None:
        self._temp = None if home is not None else tempfile.mkdtemp(prefix="bower-bench-")
        settings: dict[str, dict[str, Any]] = {
            # Benchmark questions are not agent reads: recording them as accesses would make
            # each answer depend on the questions asked before it.
            "query": {"track_access": False},
            # Nothing edits the tree behind our back during a run.
            "sync": {"interval_s": 3600.0},
        }
        for section, values in (overrides or {}).items():
            settings.setdefault(section, {}).update(values)
        self.bower = Bower(home or self._temp, overrides=settings)
        self.fast = fast
        self.dream = dream
        self._pending: list[ImportRecord] = []
        self._external: dict[str, str] = {}
        self._last: QueryResult | None = None  # the last answer, for ``weak_under``

    def add(
        self, mem_id: str, text: str, created_at: Any = None, meta: dict[str, Any] | None = None
    ) -> None:
        """Queue one memory; it is written by ``finalize`` (or the next ``search``)."""
        meta = dict(meta or {})
        thread = meta.get("thread", meta.get("session"))
        self._pending.append(
            ImportRecord(
                text=text,
                type="context",
                source="import:bench",
                observed_at=_when(created_at),
                thread=None if thread is None else str(thread),
                extra={"external_id": str(mem_id)},
            )
        )

    def finalize(self) -> None:
        """Write and embed everything queued."""
        if not self._pending:
            return
        records, self._pending = self._pending, []
        ids = self.bower.import_records(records)
        for memory_id, record in zip(ids, records, strict=True):
            self._external[memory_id] = str(record.extra["external_id"])
        if self.dream:
            self.bower.dream()

    def search(self, query: str, k: int = 10, query_time: Any = None) -> list[str]:
        """The ids given to ``add``, best first (at most ``k``, at most the query limit): each
        result's covered ids in turn, one slot each."""
        found: list[str] = []
        for covered in self.results(query, k, query_time):
            found.extend(i for i in covered if i not in found)
        return found[: self._limit(k)]

    def results(self, query: str, k: int = 10, query_time: Any = None) -> list[list[str]]:
        """The results best first, each as the ids given to ``add`` that it covers: a memory
        its own id — and, after a dream, the ids a merged memory absorbed or a pattern cites;
        a level-1 summary the members in its ``covers`` (a higher level covers summaries,
        which are no ids of ``add``, so it covers none)."""
        return self.answer(query, k, query_time)[0]

    def answer(
        self, query: str, k: int = 10, query_time: Any = None
    ) -> tuple[list[list[str]], bool]:
        """``results``, and whether the answer says nothing is clearly relevant (no result,
        or every one marked weak: what ``bower context`` and the MCP tools go by)."""
        self.finalize()
        result = self.bower.query(
            query, limit=self._limit(k), fast=self.fast, now=_when(query_time)
        )
        self._last = result
        out: list[list[str]] = []
        for hit in result.results:
            memory = self.bower.get(hit.id) if self.dream else None
            extra = {} if memory is None else memory.extra
            own = [] if hit.source == "summary" else [hit.id]
            covered = [*own, *extra.get("merged_from", []), *extra.get("sources", [])]
            covered += extra.get("covers", []) if hit.source == "summary" else []
            out.append(list(dict.fromkeys(e for i in covered if (e := self._external.get(i)))))
        return out, result.weak

    def weak_under(self, settings: Sequence[Mapping[str, Any]]) -> list[bool]:
        """Whether the last ``answer`` would say nothing is clearly relevant under each of
        ``settings`` (``[query]`` thresholds of ``grade_answer``), its hits as ranked: the
        trade table of ``bench recall``. An answer naming no one the home knows stays weak."""
        result = self._last
        if result is None:
            return []
        if not result.results or any(n.startswith(UNKNOWN_NOTE) for n in result.notes):
            return [True] * len(settings)
        verdicts = []
        for values in settings:
            hits = [dataclasses.replace(hit) for hit in result.results]
            grade_answer(
                dataclasses.replace(self.bower.settings.query, **values),
                result.query,
                hits,
                missing=result.unheard,
            )
            verdicts.append(all(hit.weak for hit in hits))
        return verdicts

    def context_used(self, query: str, query_time: Any = None) -> bool:
        """Whether ``bower context`` (its defaults) puts any memory in a prompt for ``query``."""
        self.finalize()
        return bool(self.bower.context(query, now=_when(query_time)).included)

    def _limit(self, k: int) -> int:
        return max(1, min(k, self.bower.settings.query.max_limit))

    def ids(self) -> list[str]:
        """Bowerbird's ids of the memories written so far, in the order they were added."""
        return list(self._external)

    def close(self) -> None:
        """Release the store (and delete its temporary home, if it made one)."""
        self.bower.close()
        if self._temp is not None:
            shutil.rmtree(self._temp, ignore_errors=True)
            self._temp = None
