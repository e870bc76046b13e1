"""Typed results of the facade's own methods (the motions' results live with the motions).

Every result has one ``to_dict()``: the CLI envelope's ``data``, the MCP tool result and the
HTTP body are all that one form, so the same result never has two shapes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from ..arrange.change import DreamReport, ReviewItem
from ..services.timeparse import format_time
from ..storage.files.note import Memory, Relation
from ..storage.history.erase import Erased
from ..storage.index import IndexCounts, Tally


@dataclass
class Status:
    """What ``bower status`` reports."""

    home: str
    tree: str
    index: str
    counts: IndexCounts
    index_bytes: int
    schema: list[str]
    unparsable: list[dict[str, str]] = field(default_factory=list)
    recovered_from: str | None = None
    embeddings: dict[str, Any] = field(default_factory=dict)
    arrange: dict[str, Any] = field(default_factory=dict)
    journal: dict[str, Any] = field(default_factory=dict)
    exists: bool = True  # False: no home there yet (``absent``)
    # The process answering the home's commands (bower/resident.py), if one runs.
    server: dict[str, Any] | None = None
    # Seed 004's five layers, counted alike on every surface: live memories (what recall can
    # return; ``memories`` counts every file kept), raw messages and their sessions, session
    # summaries, profiles and their attributes, and the journal's files.
    layers: dict[str, int] = field(default_factory=dict)
    # Live memories (what recall can return) by state, and per agent: what "memories" means
    # on every surface; ``counts`` is every memory file the index holds (its health).
    live: Tally | None = None
    live_by_agent: dict[str, int] = field(default_factory=dict)

    @classmethod
    def absent(cls, home: str) -> Status:
        """The status of a home that does not exist yet: empty, healthy, nothing pending."""
        counts = IndexCounts(0, {}, {}, 0, 0, 0)
        return cls(home, f"{home}/tree", f"{home}/index.db", counts, 0, [], exists=False)

    @property
    def healthy(self) -> bool:
        """Every tree file is indexed or reported as unparsable."""
        return self.counts.memories + len(self.unparsable) == self.counts.files

    def to_dict(self) -> dict[str, Any]:
        """Seed 001's ``StatusResponse`` first (``db_path`` is the home: ``--db-path`` names
        it), then ours."""
        c = self.counts
        live = self.live or Tally({}, {}, {}, 0, 0, 0)
        return {
            # Live memories, summaries included: what the dashboard, `memory_list`'s total
            # and a listing count (an archived or superseded file is kept, not counted).
            "total_memories": live.live,
            "total_size_bytes": c.file_bytes + self.index_bytes,
            "avg_importance": c.avg_importance,
            "index_healthy": self.healthy,
            "db_path": self.home,
            "vector_index_tier": self.embeddings.get("search") or "none",
            "home": self.home,
            "exists": self.exists,
            "paths": {"tree": self.tree, "index": self.index},
            "memories": live.live,
            "by_type": live.kinds(),  # the dream's summaries apart: "summaries"
            "summaries": live.summaries,
            "by_maturity": dict(sorted(live.live_by_maturity.items())),
            "by_agent": self.live_by_agent,
            "archived": live.archived,
            "superseded": live.superseded,
            "kept_memories": c.memories,  # every memory file, archived and superseded too
            "relations": c.relations,
            "audit_events": c.audit_events,
            "tree_files": c.files,
            "tree_bytes": c.file_bytes,
            "index_bytes": self.index_bytes,
            "vectors": self.embeddings,
            "arrange": self.arrange,
            "journal": self.journal,
            "server": self.server,
            "layers": self.layers,
            "health": {
                "ok": self.healthy,
                "schema": self.schema,
                "unparsable": self.unparsable,
                "recovered_from": self.recovered_from,
            },
        }


@dataclass
class BatchResult:
    """What ``ingest`` (a transcript) or ``curate_batch`` (a JSONL file) stored."""

    created: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    messages: int | None = None  # transcripts: messages read
    turns: int | None = None  # transcripts: turns curated (not with verbatim)
    notes: int | None = None  # note files: lines read
    duplicates: int | None = None  # note files: notes already known
    skipped: int | None = None  # transcripts: messages ingested before (the same transcript)
    # transcripts: the numbers of JSONL lines that are no JSON object (skipped, not fatal)
    unreadable: list[int] | None = None
    # a live transcript's follow stopped by its time budget: what is left is read next time
    more: bool | None = None
    # transcripts: messages cut at [limits] message_bytes (a log pasted into the chat)
    cut: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"created": self.created, "updated": self.updated}
        keys = ("messages", "turns", "notes", "duplicates", "skipped", "unreadable", "more", "cut")
        for key in keys:
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        return data


@dataclass
class ImportReport:
    """What ``Bower.import_file`` read from an export and what it became.

    ``already`` counts items an earlier import of this agent stored (re-importing adds
    nothing); ``skipped`` counts what was left out by reason, ``examples`` names where (the
    first 20); ``redacted`` counts credentials redacted from what was stored.
    """

    format: str
    source: str
    conversations: int = 0
    messages: int = 0
    kept: int = 0
    facts: int = 0
    created: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    duplicates: int = 0
    already: int = 0
    links: int = 0
    redacted: int = 0
    history: int = 0  # a restore's audit lines (``explain``'s history)
    review: int = 0  # a restore's review items, waiting or rejected
    ledger: int = 0  # a restore's import-ledger lines
    skipped: dict[str, int] = field(default_factory=dict)
    examples: list[dict[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    took_ms: float = 0.0

    def skip(self, where: str, why: str) -> None:
        """Count one item left out (the first 20 are named)."""
        self.skipped[why] = self.skipped.get(why, 0) + 1
        if len(self.examples) < 20:
            self.examples.append({"where": where, "why": why})

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "source": self.source,
            "conversations": self.conversations,
            "messages": self.messages,
            "kept": self.kept,
            "facts": self.facts,
            "created": self.created,
            "updated": self.updated,
            "duplicates": self.duplicates,
            "already": self.already,
            "links": self.links,
            "redacted": self.redacted,
            **(
                {"history": self.history, "review": self.review, "ledger": self.ledger}
                if self.format == "bowerbird"
                else {}
            ),
            "skipped": dict(sorted(self.skipped.items(), key=lambda kv: -kv[1])),
            "examples": self.examples,
            **({"notes": self.notes} if self.notes else {}),
            "took_ms": self.took_ms,
        }


@dataclass
class Exported:
    """What ``Bower.export`` wrote: where, in which format, for which agent (None: every
    one), and how many records of each kind."""

    path: str
    format: str
    agent: str | None
    memories: int = 0
    messages: int = 0
    files: int = 0  # profiles, journal files and review items
    history: int = 0  # audit and import-ledger lines
    bytes: int = 0

    def count(self, kind: str) -> None:
        """One more record of ``kind`` written."""
        if kind == "memory":
            self.memories += 1
        elif kind == "message":
            self.messages += 1
        elif kind in ("audit", "ledger"):
            self.history += 1
        else:
            self.files += 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "format": self.format,
            "agent": self.agent,
            "memories": self.memories,
            "messages": self.messages,
            "files": self.files,
            "history": self.history,
            "bytes": self.bytes,
        }


@dataclass
class HistoryEvent:
    """One audit event of a memory."""

    action: str
    timestamp: int  # Unix ms
    details: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        at = datetime.fromtimestamp(self.timestamp / 1000, tz=UTC)
        return {
            "action": self.action,
            "at": format_time(at),
            "timestamp": self.timestamp,
            "details": self.details,
        }


@dataclass
class Explanation:
    """A memory's life: its state now, its history, and where a superseded one went."""

    memory: Memory
    history: list[HistoryEvent]
    superseded_chain: list[str]
    live: str | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "memory": self.memory.to_dict(),
            "history": [e.to_dict() for e in self.history],
            "superseded_chain": self.superseded_chain,
            "live": self.live,
        }


@dataclass
class MemorySummary:
    """One line of a listing (``Bower.list``)."""

    id: str
    type: str
    title: str
    path: str
    importance: float
    maturity: str
    created: datetime
    tags: list[str] = field(default_factory=list)
    # When it was said (a note curated today about March was said in March), if known.
    observed_at: datetime | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": self.type,
            "title": self.title,
            "path": self.path,
            "importance": self.importance,
            "maturity": self.maturity,
            "created": format_time(self.created),
            "observed_at": format_time(self.observed_at) if self.observed_at else None,
            "tags": self.tags,
        }


@dataclass(frozen=True)
class Browse:
    """Which memories a listing shows (``Bower.browse``): all filters are optional."""

    order: str = "recent"  # recent | important | oldest
    limit: int = 20
    offset: int = 0
    types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    maturities: tuple[str, ...] = ()  # e.g. ("archived",): what can be restored
    folder: str | None = None  # a category: the first directory of the tree path
    include_archived: bool = False
    include_superseded: bool = False
    agent: str | None = None  # whose memories ("*": every agent's; None: the facade's own)


@dataclass
class MemoryPage:
    """One page of a listing, with how many memories match in all."""

    memories: list[MemorySummary]
    total: int
    offset: int
    limit: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "memories": [m.to_dict() for m in self.memories],
            "total": self.total,
            "offset": self.offset,
            "limit": self.limit,
        }


@dataclass
class Rejected:
    """Review-queue changes dropped by ``Bower.reject``."""

    rejected: list[str]

    def to_dict(self) -> dict[str, Any]:
        return {"rejected": self.rejected}


@dataclass
class Forgotten:
    """A memory archived (``deleted`` False, recoverable) or deleted for good."""

    memory: Memory
    deleted: bool
    erased: Erased | None = None  # with ``deleted``: every copy of its text that went

    def to_dict(self) -> dict[str, Any]:
        erased = self.erased.to_dict() if self.erased else None
        return {
            "id": self.memory.id,
            "path": self.memory.path,
            "deleted": self.deleted,
            "maturity": "deleted" if self.deleted else self.memory.maturity,
            "snapshot_copies": erased["snapshot_copies"] if erased else 0,
            "erased": erased,
        }


@dataclass
class Linked:
    """An association added (``bower link``) or removed (``bower unlink``)."""

    source: Memory
    target: str
    edges: list[Relation]  # the edge written, or every edge removed
    changed: bool
    removed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source.id,
            "target": self.target,
            "action": "unlinked" if self.removed else "linked",
            "changed": self.changed,
            "edges": [
                {"type": e.type, "weight": e.strength, "origin": e.origin or None}
                for e in self.edges
            ],
            "relations": len(self.source.relations),
        }


@dataclass
class Checkup:
    """What ``bower doctor`` found and did: databases that failed SQLite's quick check,
    where they were moved, and the memories indexed afterwards."""

    damaged: list[str]
    moved: list[str]
    memories: int
    unparsable: int
    # Files the home could not read ({path, reason}): ``problems`` hide content until fixed,
    # ``warnings`` are skipped lines of logs (a torn last line after a kill is one).
    problems: list[dict[str, str]] = field(default_factory=list)
    warnings: list[dict[str, str]] = field(default_factory=list)
    # Paths of the home (itself first) other users may read, write or enter.
    exposed: list[str] = field(default_factory=list)
    home: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "home": self.home,
            "exposed": self.exposed,
            "damaged": self.damaged,
            "moved": self.moved,
            "memories": self.memories,
            "unparsable": self.unparsable,
            "problems": self.problems,
            "warnings": self.warnings,
            "ok": not self.damaged and not self.problems,
        }


def _done(report: DreamReport, kind: str) -> int:
    """Changes of ``kind`` the report applied (in a dry run: planned)."""
    applied = set(report.applied)
    return sum(1 for c in report.plan if c.kind == kind and (report.dry_run or c.id in applied))


@dataclass
class Pruned:
    """What ``Bower.prune`` did: seed 001's ``{pruned, remaining}`` (in a dry run: what
    would be archived, and what would remain), then the dream's report."""

    report: DreamReport
    live_before: int

    def to_dict(self) -> dict[str, Any]:
        pruned = _done(self.report, "archive")
        return {
            "pruned": pruned,
            "remaining": self.live_before - pruned,
            **self.report.to_dict(),
        }


@dataclass
class Consolidated:
    """What ``Bower.consolidate`` did: seed 001's ``{merged, patterns_created}``, then the
    dream's report."""

    report: DreamReport

    def summary(self) -> dict[str, Any]:
        """What the audit trail keeps of it."""
        return {"merged": _done(self.report, "merge"), "snapshot": self.report.snapshot}

    def to_dict(self) -> dict[str, Any]:
        return {
            "merged": _done(self.report, "merge"),
            "patterns_created": _done(self.report, "synthesize"),
            **self.report.to_dict(),
        }


@dataclass
class Warmed:
    """What ``Bower.warm`` did: seed 001's ``{newly_cached, total}`` (memories with a
    current vector)."""

    newly_cached: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        return {"newly_cached": self.newly_cached, "total": self.total}


@dataclass
class Maintained:
    """What ``Bower.maintenance`` did: a whole dream, then the texts embedded that lacked a
    vector and the sessions summarised that no longer fit a history."""

    report: DreamReport
    embedded: int = 0
    summarised: int = 0
    profiled: int = 0  # profile attributes learned from important facts (facts_extract)

    def summary(self) -> dict[str, Any]:
        """What the audit trail keeps of it."""
        return {
            "applied": len(self.report.applied),
            "snapshot": self.report.snapshot,
            "embedded": self.embedded,
            "summarised": self.summarised,
            "profiled": self.profiled,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.report.to_dict(),
            "embedded": self.embedded,
            "summarised": self.summarised,
            "profiled": self.profiled,
        }


@dataclass
class ReviewQueue:
    """The changes a dream queued for a human decision (``Bower.review``)."""

    pending: list[ReviewItem]

    def __iter__(self) -> Iterator[ReviewItem]:
        return iter(self.pending)

    def __len__(self) -> int:
        return len(self.pending)

    def to_dict(self) -> dict[str, Any]:
        return {"pending": [item.to_dict() for item in self.pending]}


@dataclass
class Agents:
    """The agents of a home with their memory counts, and the one this view reads as."""

    current: str
    counts: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        return {
            "current": self.current,
            "agents": [{"agent": a, "memories": n} for a, n in self.counts.items()],
        }


@dataclass
class Counts:
    """What one agent's home holds (every agent's when ``agent`` is ``None``), counted one
    way on every surface: ``memories`` are the live ones (neither archived nor superseded),
    the number a listing of memories totals; ``relations`` are those held in the counted
    memories' files; sessions and messages leave set-aside ones out."""

    agent: str | None
    memories: int
    archived: int
    superseded: int
    by_type: dict[str, int]
    by_maturity: dict[str, int]
    relations: int
    folders: dict[str, int]  # live memories by the first directory of their path
    summaries: int  # live memories in the tree's summaries/ folder (the dream's hierarchy)
    sessions: int
    messages: int
    session_summaries: int
    review_pending: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "agent": self.agent or "*",
            "memories": self.memories,
            "archived": self.archived,
            "superseded": self.superseded,
            "by_type": self.by_type,
            "by_maturity": self.by_maturity,
            "relations": self.relations,
            "folders": self.folders,
            "summaries": self.summaries,
            "sessions": self.sessions,
            "messages": self.messages,
            "session_summaries": self.session_summaries,
            "review_pending": self.review_pending,
        }


@dataclass
class Reembedded:
    """What ``Bower.reembed`` found (and, unless ``dry_run``, embedded): the texts without a
    vector of the configured model — all of them after a model change."""

    model: str | None
    memories_pending: int
    journal_pending: int
    embedded: int = 0
    dry_run: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "memories_pending": self.memories_pending,
            "journal_pending": self.journal_pending,
            "embedded": self.embedded,
            "dry_run": self.dry_run,
        }
