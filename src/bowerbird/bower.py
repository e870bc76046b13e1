"""The facade: ``Bower(home)`` is the one object every front end calls.

Each public method first reconciles the index with the tree (a stat scan when nothing changed),
then runs one motion. Methods raise ``BowerError`` subclasses; they never print.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from . import audit, gather, retrieve, vectors
from . import dream as dream_
from . import review as review_
from .config import Config, load_config
from .context import ContextBlock, render_context
from .embed import Embedder, make_embedder
from .errors import BowerError, ConfigError, NotFoundError
from .extract import Extractor
from .index import SearchFilters
from .index.sqlite import to_ms
from .memory import Memory, utcnow
from .store import Store
from .sync import Progress, SyncReport, reconcile


@dataclass
class Status:
    """What ``bower status`` reports."""

    home: str
    tree: str
    index: str
    counts: dict[str, Any]
    tree_files: int
    tree_bytes: int
    index_bytes: int
    schema: list[str]
    unparsable: list[dict[str, str]] = field(default_factory=list)
    recovered_from: str | None = None
    embeddings: dict[str, Any] = field(default_factory=dict)
    arrange: dict[str, Any] = field(default_factory=dict)

    @property
    def healthy(self) -> bool:
        indexed = self.counts["memories"] + len(self.unparsable)
        return bool(indexed == self.tree_files)

    def to_dict(self) -> dict[str, Any]:
        return {
            "home": self.home,
            "paths": {"tree": self.tree, "index": self.index},
            **self.counts,
            "tree_files": self.tree_files,
            "tree_bytes": self.tree_bytes,
            "index_bytes": self.index_bytes,
            "vectors": self.embeddings,
            "arrange": self.arrange,
            "health": {
                "ok": self.healthy,
                "schema": self.schema,
                "unparsable": self.unparsable,
                "recovered_from": self.recovered_from,
            },
        }


class Bower:
    """Long-term memory in one home directory.

    >>> with Bower("/tmp/demo-home") as bower:          # doctest: +SKIP
    ...     bower.curate("We moved off lambda to fargate because of cold starts.")
    ...     bower.query("why fargate?").results[0].title
    """

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        *,
        config: Config | None = None,
        overrides: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.config = config or load_config(Path(home) if home else None, overrides)
        self.store = Store(self.config)
        self.last_sync: SyncReport | None = None
        self._sync_interval = float(self.config.get("sync", "interval_s"))
        self._sync_gap = self._sync_interval
        self._synced_at: float | None = None
        self._retriever: retrieve.Retriever | None = None
        self._bg_guard = threading.Lock()
        self._init_lock = threading.Lock()
        self._extractor: Extractor | None = None
        self._extractor_built = False
        self._bg_sync: threading.Thread | None = None

    # ------------------------------------------------------------ lifecycle

    def __enter__(self) -> Bower:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Release the index connection and the query worker."""
        if self._bg_sync is not None:
            self._bg_sync.join()
        if self._retriever is not None:
            self._retriever.close()
        self.store.close()

    @property
    def retriever(self) -> retrieve.Retriever:
        """Query state (caches, vector matrix, embedder), built once even under threads."""
        with self._init_lock:
            if self._retriever is None:
                from .llm import make_reranker

                reranker = make_reranker(self.config.values["query"], self.config.values["llm"])
                self._retriever = retrieve.Retriever(
                    self.store,
                    lambda: make_embedder(self.config.values["embed"]),
                    reranker.order if reranker is not None else None,
                )
            return self._retriever

    @property
    def extractor(self) -> Extractor | None:
        """The LLM extractor when configured (``[curate] extractor``, ``[llm]``), else None."""
        with self._init_lock:
            if not self._extractor_built:
                from .llm import make_extractor

                self._extractor = make_extractor(
                    self.config.values["curate"], self.config.values["llm"]
                )
                self._extractor_built = True
            return self._extractor

    @property
    def embedder(self) -> Embedder | None:
        """The configured embedder (built on first use; the model loads on first embed)."""
        return self.retriever.embedder

    def embed(self, progress: Progress | None = None, limit: int | None = None) -> int:
        """Embed every memory that lacks a current vector (all of them after a model change)."""
        embedder = self.embedder
        if embedder is None:
            return 0
        return vectors.embed_pending(self.store, embedder, limit=limit, progress=progress)

    def _embed_inline(self, notes: list[str]) -> None:
        """Embed what a write left pending; a failing embedder leaves keyword search working."""
        try:
            self.embed(limit=int(self.config.get("embed", "inline_limit")))
        except BowerError as exc:
            notes.append(f"not embedded yet ({exc.message}); run `bower reindex` later")

    @property
    def home(self) -> Path:
        return self.config.home

    def sync(self, progress: Progress | None = None) -> SyncReport:
        """Reconcile the index with the tree (files added, edited, moved or deleted by hand)."""
        started = time.monotonic()
        self.last_sync = reconcile(self.store, progress=progress)
        self._synced_at = time.monotonic()
        # Scanning may take at most ~10% of the time: 100K files cost about a second, so a
        # big home is re-scanned every ~10 s however small [sync] interval_s is.
        took = self._synced_at - started
        self._sync_gap = self._sync_interval if took < 0.1 else max(self._sync_interval, 10 * took)
        return self.last_sync

    def _auto_sync(self, background: bool = False) -> None:
        """Sync before an operation, unless this instance scanned within ``sync.interval_s``.

        With ``background`` (queries in a long-lived process) a due re-scan runs on a worker
        thread and the query answers from the index as it is: a stat scan of 100K files takes
        about a second, which no query should wait for. The first sync, and every sync when
        ``interval_s`` is 0, happens inline.
        """
        due = (
            self._synced_at is None
            or self._sync_interval <= 0
            or time.monotonic() - self._synced_at >= self._sync_gap
        )
        if not due:
            return
        if not background or self._synced_at is None or self._sync_interval <= 0:
            self.sync()
            return
        with self._bg_guard:
            if self._bg_sync is not None and self._bg_sync.is_alive():
                return
            self._synced_at = time.monotonic()  # one scan per interval, not one per query
            self._bg_sync = threading.Thread(
                target=self._sync_quietly, name="bower-sync", daemon=True
            )
            self._bg_sync.start()

    def _sync_quietly(self) -> None:
        # A failed background scan is retried at the next interval, and any real problem
        # surfaces in the next inline sync (writes, status) with its proper error.
        with contextlib.suppress(BowerError, OSError):
            self.sync()

    # ------------------------------------------------------------ motions

    def curate(
        self,
        text: str,
        *,
        type: str | None = None,
        tags: list[str] | None = None,
        topic: str | None = None,
        source: str = "agent",
        priority: str | None = None,
        importance: float | None = None,
        observed_at: datetime | None = None,
        verbatim: bool = False,
        dry_run: bool = False,
    ) -> gather.CurateResult:
        """Store a note: secrets redacted, extracted into typed memories, each one created,
        merged into a similar memory or superseding the one it corrects (``gather.curate``)."""
        self._auto_sync()
        notes: list[str] = []
        embedder = None
        try:
            embedder = self.embedder
        except BowerError as exc:
            notes.append(f"compared by exact content only ({exc.message})")
        extractor = None if verbatim else self.extractor
        options: dict[str, Any] = {
            "memory_type": type,
            "tags": tags,
            "topic": topic,
            "source": source,
            "priority": priority,
            "importance": importance,
            "observed_at": observed_at,
            "verbatim": verbatim,
            "dry_run": dry_run,
            "extractor": extractor,
        }
        try:
            result = gather.curate(
                self.store, text, embedder=embedder, vectors=self.retriever.vectors, **options
            )
        except ConfigError as exc:
            if embedder is None:
                raise
            # The embedder failed (endpoint down, model missing): store by exact dedupe only.
            notes.append(f"compared by exact content only ({exc.message})")
            result = gather.curate(self.store, text, **options)
        result.notes[:0] = notes
        if result.created and not dry_run:
            self._embed_inline(result.notes)
        return result

    def sync_turn(
        self, user: str, assistant: str = "", *, observed_at: datetime | None = None
    ) -> list[gather.CurateResult]:
        """Remember what is worth keeping from one exchange (see ``turns.worth_remembering``).

        Returns one result per message that had something to keep (often none).
        """
        from .turns import worth_remembering

        results = []
        for role, text in (("user", user), ("assistant", assistant)):
            kept = worth_remembering(text or "", role)
            if kept:
                results.append(
                    self.curate(
                        " ".join(kept), source=f"conversation:{role}", observed_at=observed_at
                    )
                )
        return results

    def ingest(
        self,
        path: str | os.PathLike[str],
        *,
        verbatim: bool = False,
        observed_at: datetime | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> dict[str, Any]:
        """Curate a transcript (OpenAI-style messages, JSONL or JSON).

        Turn by turn through ``sync_turn``; with ``verbatim``, every user and assistant message
        is stored as given, linked in order (``follows``).
        """
        from .turns import pair_turns, read_transcript

        messages = read_transcript(Path(path))
        summary: dict[str, Any] = {"messages": len(messages), "created": [], "updated": []}
        if verbatim:
            records = [
                gather.ImportRecord(
                    f"{m.role}: {m.content}",
                    type="context",
                    source=f"transcript:{m.role}",
                    observed_at=observed_at,
                    thread=str(path),
                )
                for m in messages
                if m.role in ("user", "assistant") and m.content.strip()
            ]
            summary["created"] = self.import_records(records)
            return summary
        turns = pair_turns(messages)
        for n, (user, assistant) in enumerate(turns, start=1):
            for result in self.sync_turn(user, assistant, observed_at=observed_at):
                summary["created"] += result.created
                summary["updated"] += [
                    a.target for a in result.actions if a.action in ("updated", "appended")
                ]
            if progress:
                progress(n, len(turns))
        summary["turns"] = len(turns)
        return summary

    def curate_batch(
        self,
        path: str | os.PathLike[str],
        *,
        verbatim: bool = False,
        progress: Callable[[int, int], None] | None = None,
    ) -> dict[str, Any]:
        """Curate every note of a JSONL file: one ``{"text": ..., "tags": [...], "type": ...,
        "topic": ..., "source": ..., "observed_at": ...}`` per line (only ``text`` required).

        The file is checked completely before anything is written.
        """
        records = gather.read_note_lines(Path(path))
        if verbatim:
            ids = self.import_records(
                [gather.ImportRecord(**r) for r in records],
                progress=(lambda n: progress(n, len(records))) if progress else None,
            )
            return {"notes": len(records), "created": ids, "updated": [], "duplicates": 0}
        summary: dict[str, Any] = {"notes": len(records), "created": [], "updated": []}
        duplicates = 0
        for n, record in enumerate(records, start=1):
            result = self.curate(
                record["text"],
                type=record.get("type"),
                tags=record.get("tags"),
                topic=record.get("topic"),
                source=record.get("source", "import"),
                observed_at=record.get("observed_at"),
            )
            summary["created"] += result.created
            summary["updated"] += [a.target for a in result.actions if a.action != "created"]
            duplicates += sum(1 for a in result.actions if a.action == "duplicate")
            if progress:
                progress(n, len(records))
        summary["duplicates"] = duplicates
        return summary

    def import_records(
        self,
        records: list[gather.ImportRecord],
        *,
        progress: Callable[[int], None] | None = None,
        embed: bool = True,
    ) -> list[str]:
        """Store records verbatim in batches (see ``gather.import_records``), then embed them."""
        self._auto_sync()
        ids = gather.import_records(self.store, records, progress=progress)
        if embed:
            self.embed()
        return ids

    def query(
        self,
        text: str,
        *,
        limit: int | None = None,
        types: list[str] | None = None,
        tags: list[str] | None = None,
        agent: str | None = None,
        include_archived: bool = False,
        include_superseded: bool = False,
        since: datetime | None = None,
        until: datetime | None = None,
        min_score: float | None = None,
        fast: bool = False,
        use_cache: bool = True,
        now: datetime | None = None,
    ) -> retrieve.QueryResult:
        """Memories relevant to ``text``, best first, through the tiered cascade.

        ``fast`` is keyword only (never loads the embedding model); ``use_cache=False`` skips
        tiers 0-2; ``since``/``until`` restrict to memories observed in that window; ``now``
        is the time relative expressions in the query ("last week") are resolved against.
        """
        self._auto_sync(background=True)
        filters = SearchFilters(
            types=tuple(types or ()),
            tags=tuple(tags or ()),
            agent=agent,
            include_archived=include_archived,
            include_superseded=include_superseded,
            since_ms=to_ms(since),
            until_ms=to_ms(until),
        )
        options = retrieve.QueryOptions(
            limit=int(self.config.get("query", "limit")) if limit is None else limit,
            filters=filters,
            min_score=float(self.config.get("query", "min_score"))
            if min_score is None
            else min_score,
            fast=fast,
            use_cache=use_cache,
            now=now,
        )
        return self.retriever.query(text, options)

    def context(
        self, text: str, *, budget_tokens: int = 1000, **query_options: Any
    ) -> ContextBlock:
        """Memories for ``text`` rendered as a prompt block within ``budget_tokens``."""
        result = self.query(text, **query_options)
        return render_context(result, budget_tokens)

    def get(self, memory_id: str) -> Memory:
        """One memory, read from its file."""
        self._auto_sync()
        return self.store.read(memory_id)

    def history(self, memory_id: str) -> list[dict[str, Any]]:
        """Audit events of one memory, oldest first."""
        self._auto_sync()
        return self.store.index.audit_for(memory_id)

    def forget(self, memory_id: str, *, hard: bool = False) -> Memory:
        """Archive a memory (recoverable with ``restore``), or delete its file with ``hard``."""
        self._auto_sync()
        with self.store.lock.hold():
            memory = self.store.read(memory_id)
            if hard:
                self.store.delete(memory, [audit.event(memory.id, "deleted", path=memory.path)])
                return memory
            if memory.maturity == "archived":
                return memory
            archived = memory.with_changes(maturity="archived", updated=utcnow())
            return self.store.save(
                archived,
                [audit.event(memory.id, "archived", previous_maturity=memory.maturity)],
            )

    def restore(self, memory_id: str) -> Memory:
        """Undo ``forget``: bring an archived memory back to the maturity it had."""
        self._auto_sync()
        with self.store.lock.hold():
            memory = self.store.read(memory_id)
            if memory.maturity != "archived":
                return memory
            previous = "draft"
            for item in reversed(self.store.index.audit_for(memory_id)):
                if item["action"] == "archived":
                    previous = item["details"].get("previous_maturity", "draft")
                    break
            restored = memory.with_changes(maturity=previous, updated=utcnow())
            return self.store.save(
                restored, [audit.event(memory.id, "restored", maturity=previous)]
            )

    def reindex(
        self, progress: Progress | None = None, embed_progress: Progress | None = None
    ) -> SyncReport:
        """Rebuild the index from the tree alone, then (re-)embed: the embedding cache is
        kept, so only texts never embedded by the configured model cost a model call."""
        self.last_sync = reconcile(self.store, full=True, progress=progress)
        self._synced_at = time.monotonic()
        self.last_sync.embedded = self.embed(progress=embed_progress)
        return self.last_sync

    # ------------------------------------------------------------ arrange (dream)

    def _dream_vectors(self, notes: list[str]) -> Any:
        """The vector matrix, current for every memory (embedding what is pending first)."""
        try:
            embedder = self.embedder
            if embedder is None:
                return None
            self.embed()
            vectors = self.retriever.vectors
            vectors.refresh(self.store, embedder.fingerprint, self.store.index.generation())
            return vectors
        except BowerError as exc:
            notes.append(f"no similarity passes ({exc.message})")
            return None

    def dream(
        self,
        *,
        dry_run: bool = False,
        if_idle_minutes: float | None = None,
        kinds: set[str] | None = None,
        overrides: dict[str, Any] | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> dream_.DreamReport:
        """Arrange the corpus: plan, snapshot, apply (see ``dream.py``); ``dry_run`` only plans."""
        self.sync()
        notes: list[str] = []
        from .llm import make_synthesizer

        synthesizer, privacy_note = make_synthesizer(
            self.config.values["dream"], self.config.values["llm"]
        )
        if privacy_note:
            notes.append(privacy_note)
        report = dream_.run(
            self.store,
            self._dream_vectors(notes),
            dry_run=dry_run,
            if_idle_minutes=if_idle_minutes,
            kinds=kinds,
            overrides=overrides,
            progress=progress,
            synthesizer=synthesizer,
        )
        report.notes.extend(notes)
        return report

    def review(self) -> list[dict[str, Any]]:
        """Changes waiting for a human decision (from ``<home>/review``)."""
        return review_.pending_review(self.home)

    def approve(self, ids: list[str] | None = None) -> dream_.DreamReport:
        """Apply queued changes (all with ``None``), after a snapshot."""
        self.sync()
        changes = review_.take_from_review(self.home, ids)
        report = dream_.DreamReport(changes)
        if changes:
            summary = {"approved": len(changes)}
            report.snapshot, report.applied = dream_.apply_all(
                self.store, changes, utcnow(), summary
            )
        return report

    def reject(self, ids: list[str] | None = None) -> list[str]:
        """Drop queued changes (all with ``None``); the decision is kept in the audit log."""
        changes = review_.take_from_review(self.home, ids)
        with self.store.lock.hold(), self.store.index.write() as conn:
            audit.append(
                self.store.audit_path,
                conn,
                [
                    audit.event(t, "dream:rejected", change=c.id, kind=c.kind)
                    for c in changes
                    for t in c.targets
                ],
            )
        return [c.id for c in changes]

    def rollback(self, snapshot: str | None = None) -> dict[str, Any]:
        """Restore the tree of a snapshot (the newest by default); the index is rebuilt."""
        snap = dream_.rollback(self.store, snapshot)
        self._synced_at = time.monotonic()
        return snap.to_dict()

    def snapshots(self) -> list[dict[str, Any]]:
        """Snapshots taken by dreams, newest first, each with what its dream changed."""
        from . import snapshots

        return [s.to_dict() for s in snapshots.listing(self.home)]

    def explain(self, memory_id: str) -> dict[str, Any]:
        """A memory's life: its current state, its audit history, and where it went."""
        self._auto_sync()
        memory = self.store.read(memory_id)
        chain = [memory.id]
        current = memory
        while current.superseded_by and current.superseded_by not in chain:
            try:
                current = self.store.read(current.superseded_by)
            except NotFoundError:
                break
            chain.append(current.id)
        return {
            "memory": memory.to_dict(),
            "history": self.store.index.audit_for(memory_id),
            "superseded_chain": chain,
            "live": current.id if not current.superseded_by else None,
        }

    def status(self) -> Status:
        """Counts, sizes, paths and index health (always re-scans the tree first)."""
        self.sync()
        index = self.store.index
        # Just reconciled: the files table lists exactly the tree's files, no second scan.
        tree_files, tree_bytes = index.query("SELECT count(*), coalesce(sum(size), 0) FROM files")[
            0
        ]
        index_bytes = sum(
            p.stat().st_size
            for p in (
                self.config.index_path,
                self.config.index_path.with_name("index.db-wal"),
            )
            if p.exists()
        )
        return Status(
            home=str(self.home),
            tree=str(self.store.tree.root),
            index=str(self.config.index_path),
            counts=index.counts(),
            tree_files=int(tree_files),
            tree_bytes=int(tree_bytes),
            index_bytes=index_bytes,
            schema=index.schema_versions(),
            unparsable=[{"path": p, "reason": r} for p, r in index.bad_files()],
            recovered_from=index.recovered_from,
            embeddings=self._vector_status(),
            arrange=self._arrange_status(),
        )

    def _arrange_status(self) -> dict[str, Any]:
        """Review queue, snapshots, and a dream that did not finish (plain files: no index)."""
        from . import snapshots

        snaps = snapshots.listing(self.home)
        return {
            "review_pending": len(review_.pending_review(self.home)),
            "snapshots": len(snaps),
            "last_snapshot": snaps[0].name if snaps else None,
            "interrupted_dream": snapshots.pending(self.home),
        }

    def _vector_status(self) -> dict[str, Any]:
        provider = str(self.config.get("embed", "provider"))
        if provider == "none":
            return {"provider": provider, "model": None, "current": 0, "pending": 0}
        try:
            embedder = self.embedder
            model = embedder.fingerprint if embedder is not None else None
        except BowerError as exc:
            return {"provider": provider, "model": None, "error": exc.message}
        if model is None:  # pragma: no cover - provider none handled above
            return {"provider": provider, "model": None}
        current = self.store.index.count_embedded(model)
        return {
            "provider": provider,
            "model": model,
            "current": current,
            "pending": vectors.pending_count(self.store, model),
        }


__all__ = ["Bower", "NotFoundError", "Status"]
