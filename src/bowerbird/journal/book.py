"""``Bower.journal``: plain markdown memory beside the typed memories (seed 002).

Writing a daily log entry, the session-start bundle, reading a journal file's lines, and what
is indexed. Search needs nothing here: ``Bower.query`` ranks journal chunks with memories.
Storage rules (sources, chunking, reconciliation) are in ``storage/layers/journal.py``; the layout
and the decisions in docs/journal.md.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..services.secrets.redact import redact_keeping_lines
from ..storage.autosync import AutoSync
from ..storage.files.lines import MAX_LINES, FileLines, file_lines
from ..storage.layers import journal as storage
from ..storage.store import Store
from .entries import JournalEntry, append_entry
from .session import SessionStart, session_start


class Journal:
    """The journal of one home, with the folders of ``[files] paths``."""

    def __init__(
        self, store: Store, sync: AutoSync, embed_due: Callable[[list[str]], None]
    ) -> None:
        # ``embed_due`` is the facade's catch-up (embed what a write left pending): a
        # callable, so the journal never imports the facade that holds it.
        self._store = store
        self._sync = sync
        self._embed_due = embed_due

    def write(self, text: str, *, when: datetime | None = None) -> JournalEntry:
        """Append a timestamped entry to today's daily log (created if need be), then index
        it so the next search finds it. Credentials follow ``[secrets] policy``."""
        entry = append_entry(self._store, text, when)
        with self._store.lock.hold():  # the journal only: no scan of the whole tree
            storage.reconcile(self._store)
        self._embed_due([])  # embedded now: a few chunks at most
        return entry

    def start(
        self,
        *,
        shared: bool = False,
        budget_tokens: int | None = None,
        now: datetime | None = None,
    ) -> SessionStart:
        """MEMORY.md with today's and yesterday's logs as a ``<memory-context>`` block within
        ``budget_tokens`` (``[files] start_budget``); ``shared`` leaves MEMORY.md out."""
        return session_start(
            self._store.settings, shared=shared, budget_tokens=budget_tokens, now=now
        )

    def get(
        self, rel_path: str, start_line: int | None = None, lines: int | None = None
    ) -> FileLines:
        """Lines of a journal or ``[files] paths`` file (seed 002's ``memory_get``): from
        ``start_line`` (1-based), ``lines`` of them. Paths outside those folders are refused."""
        if lines is not None and not 1 <= lines <= MAX_LINES:
            raise UsageError(
                f"lines {lines} is outside 1..{MAX_LINES}", hint="Ask for fewer lines."
            )
        if start_line is not None and start_line < 1:
            raise UsageError(f"start_line {start_line} is below 1", hint="Lines count from 1.")
        name, target = storage.resolve(self._store.settings, rel_path)
        end = None if lines is None else (start_line or 1) + lines - 1
        shown = file_lines(target, name, start_line, end)
        if self._store.settings.secrets.policy == "allow":
            return shown
        # As the index keeps it: a line written into the file by hand is shown redacted.
        return dataclasses.replace(shown, text=redact_keeping_lines(shown.text))

    def files(self) -> list[dict[str, Any]]:
        """Every indexed file (``<source>/<path>``) with its size, chunks and any error:
        each source's MEMORY.md first, then the rest newest name first (daily logs by day)."""
        self._sync.due()
        index = self._store.index
        counts = index.chunk_counts()
        rows = sorted(index.journal_files().values(), key=lambda r: r.path, reverse=True)
        rows.sort(key=lambda r: (r.path.split("/", 1)[0], not r.path.endswith("/MEMORY.md")))
        return [
            {"path": r.path, "bytes": r.size, "chunks": counts.get(r.path, 0), "error": r.error}
            for r in rows
        ]

    def chunks(self, rel_path: str) -> list[dict[str, Any]]:
        """The chunks one file is searched by: lines, heading, words (``[]`` when the file
        is not indexed)."""
        self._sync.due()
        return [
            {
                "ref": c.ref,
                "start_line": c.start_line,
                "end_line": c.end_line,
                "heading": c.heading,
                "words": c.words,
            }
            for c in self._store.index.chunks_of(rel_path)
        ]

    def roots(self) -> list[Path]:
        """The folders indexed as plain markdown (the journal first; ones missing included)."""
        return [source.root for source in storage.sources(self._store.settings)]

    def sources(self) -> list[dict[str, Any]]:
        """Each indexed folder: its name, where it is, its files, chunks and unreadable files."""
        self._sync.due()
        index = self._store.index
        files = index.journal_files()
        counts = index.chunk_counts()
        out = []
        for source in storage.sources(self._store.settings):
            mine = {p: r for p, r in files.items() if p.startswith(source.name + "/")}
            out.append(
                {
                    "name": source.name,
                    "root": str(source.root),
                    "exists": source.root.is_dir(),
                    "files": len(mine),
                    "chunks": sum(counts.get(p, 0) for p in mine),
                    "errors": [{"path": p, "reason": r.error} for p, r in mine.items() if r.error],
                }
            )
        return out
