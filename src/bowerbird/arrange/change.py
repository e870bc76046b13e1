"""What a dream proposes: ``Change`` objects (a kind, targets, a reason, a confidence and the
data applying it needs), and the ``DreamReport`` of a run."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, cast, get_args

from ..errors import UsageError

# The one definition of what a dream may change; the CLI, HTTP and MCP take these names.
ChangeKind = Literal[
    "fold_access",
    "merge",
    "supersede",
    "link",
    "reweigh",
    "summarize",
    "synthesize",
    "promote",
    "archive",
    "memory_md",
]
CHANGE_KINDS: tuple[ChangeKind, ...] = get_args(ChangeKind)


def change_kinds(kinds: Iterable[str] | None) -> set[ChangeKind] | None:
    """``kinds`` checked against ``CHANGE_KINDS`` (``None``: every kind). A typo is a
    ``UsageError`` naming it, never a dream that silently plans nothing."""
    if kinds is None:
        return None
    asked = set(kinds)
    unknown = sorted(asked.difference(CHANGE_KINDS))
    if unknown:
        raise UsageError(
            f"unknown change kind{'s' if len(unknown) > 1 else ''}: {', '.join(unknown)}",
            f"Use any of: {', '.join(CHANGE_KINDS)}.",
        )
    return cast(set[ChangeKind], asked)


@dataclass
class Change:
    """One proposed change. ``data`` holds what applying it needs."""

    kind: ChangeKind
    targets: list[str]
    reason: str
    confidence: float
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        key = json.dumps([self.kind, self.targets, self.data.get("to")], sort_keys=True)
        return hashlib.sha256(key.encode()).hexdigest()[:10]

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "targets": self.targets,
            "reason": self.reason,
            "confidence": round(self.confidence, 3),
            "data": self.data,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Change:
        """A change read back from a file (the review queue): ``ValueError`` unless it is
        one a dream could have proposed."""
        targets = list(d["targets"])
        if d["kind"] not in CHANGE_KINDS or not all(isinstance(t, str) for t in targets):
            raise ValueError(f"not a change: kind {d['kind']!r}, targets {targets!r}")
        if not isinstance(d["data"], dict):
            raise ValueError("a change's data must be a mapping")
        return cls(d["kind"], targets, str(d["reason"]), float(d["confidence"]), d["data"])


@dataclass
class ReviewItem:
    """A change waiting in the review queue, with when and why it was queued."""

    change: Change
    queued: str
    why: str

    @property
    def id(self) -> str:
        return self.change.id

    def to_dict(self) -> dict[str, Any]:
        return {**self.change.to_dict(), "queued": self.queued, "why": self.why}


def possible_contradiction(winner: str, loser: str, values: str, similarity: float) -> Change:
    """A review item for two live memories that may answer one question with different
    values (``services/answers.py``): approving it closes ``loser`` in favour of ``winner``
    (the newer). Never applied without a human — confidence 0.5 is below any review bar."""
    return Change(
        "supersede",
        [winner, loser],
        f"may answer the same question with another value ({values})",
        0.5,
        {"winner": winner, "loser": loser, "similarity": round(similarity, 3)},
    )


@dataclass
class DreamReport:
    """What a dream (or an approval) planned, queued and applied."""

    plan: list[Change]
    applied: list[str] = field(default_factory=list)
    queued: list[str] = field(default_factory=list)
    snapshot: str | None = None
    dry_run: bool = False
    stopped: str | None = None  # why nothing was applied (guard rail, idle check)
    busy: bool = False  # stopped because the home was written to too recently (--if-idle)
    repaired: str | None = None  # the snapshot restored after an interrupted dream
    took_ms: float = 0.0
    notes: list[str] = field(default_factory=list)
    # Statements of recent daily logs kept as typed memories (``bower/promotion.py``).
    promoted: list[dict[str, Any]] = field(default_factory=list)
    # The association graph among the memories arranged: edges per memory, before the
    # plan and after it (``arrange/associations.density``).
    graph: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kinds = Counter(c.kind for c in self.plan)
        return {
            "dry_run": self.dry_run,
            "stopped": self.stopped,
            "repaired": self.repaired,
            "snapshot": self.snapshot,
            "summary": dict(sorted(kinds.items())),
            "applied": len(self.applied),
            "queued_for_review": self.queued,
            "plan": [c.to_dict() for c in self.plan],
            "promoted": self.promoted,
            "graph": self.graph,
            "notes": self.notes,
            "took_ms": round(self.took_ms, 1),
        }


@dataclass
class RollbackReport:
    """What undoing a dream did (or, with ``dry_run``, would do): files given their earlier
    bytes back, files the dream created and that were removed, and conflicts — memories
    changed after the dream, left alone unless forced."""

    snapshot: str
    dry_run: bool = False
    forced: bool = False
    restored: list[dict[str, Any]] = field(default_factory=list)
    removed: list[dict[str, Any]] = field(default_factory=list)
    conflicts: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "snapshot": self.snapshot,
            "dry_run": self.dry_run,
            "forced": self.forced,
            "restored": self.restored,
            "removed": self.removed,
            "conflicts": self.conflicts,
            "notes": self.notes,
        }
