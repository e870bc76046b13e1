"""Dream: arrange the corpus offline — a plan of changes, a snapshot, then the changes.

Passes (each proposes ``Change`` objects with a kind, targets, reason and confidence):

- **access folding**: counts and last access from ``access.log`` into the frontmatter;
- **dedupe**: near-duplicates (cosine ≥ ``merge_similarity``, same names and numbers) merge
  into the most established member; the others are superseded by it, provenance kept in
  ``merged_from``;
- **contradictions**: similar memories (≥ ``contradiction_similarity``) whose numbers differ,
  or whose newer one reads as a correction, are resolved per seed 001 §6.5 — newer by more than
  7 days wins, else confidence higher by 0.2 wins, else a human decides (review queue);
- **links**: similar pairs (≥ ``link_similarity``) get ``related_to`` at both ends;
- **synthesis**: clusters of ≥ ``cluster_min`` related facts yield a ``pattern`` memory that
  cites them (extractive: no LLM is needed, none is used while ``local_only`` holds);
- **maturity**: draft → validated → core from accesses, distinct queries and age; memories
  whose effective importance (seed 001 §6.3, type-specific decay per seed 003) falls below
  ``prune_threshold`` are archived — never decisions or procedures.

Changes under ``review_below`` confidence go to the review queue (``<home>/review/*.json``,
which survives a deleted index). If the destructive share (memories merged away, superseded or
archived) exceeds ``max_change_share`` of the live corpus, nothing is applied and the whole
plan waits for review. Otherwise a snapshot is taken and the plan applied; see snapshots.py.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import audit, snapshots
from .dedupe import CORRECTION, compare_values
from .errors import BowerError, NotFoundError, UsageError
from .memory import Memory, Relation, utcnow
from .review import queue
from .text import STOPWORDS

if TYPE_CHECKING:
    from .store import Store
    from .vectors import VectorIndex

NEVER_PRUNED = {"decision", "procedure"}
# Seed 003: episodic memory fades fast, procedural knowledge sticks (per-day decay rates).
DECAY_BY_TYPE = {
    "context": 0.05,
    "fact": 0.01,
    "pattern": 0.005,
    "decision": 0.002,
    "procedure": 0.001,
}
MATURITY_RANK = {"draft": 0, "validated": 1, "core": 2, "archived": -1}


@dataclass
class Change:
    """One proposed change. ``data`` holds what applying it needs."""

    kind: str  # fold_access | merge | supersede | link | synthesize | promote | archive
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
        return cls(d["kind"], list(d["targets"]), d["reason"], float(d["confidence"]), d["data"])


@dataclass
class DreamReport:
    plan: list[Change]
    applied: list[str] = field(default_factory=list)
    queued: list[str] = field(default_factory=list)
    snapshot: str | None = None
    dry_run: bool = False
    stopped: str | None = None  # why nothing was applied (guard rail, idle check)
    repaired: str | None = None  # the snapshot restored after an interrupted dream
    took_ms: float = 0.0
    notes: list[str] = field(default_factory=list)

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
            "notes": self.notes,
            "took_ms": round(self.took_ms, 1),
        }


# ---------------------------------------------------------------- planning


def _settings(store: Store, overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    return {**store.config.values["dream"], **(overrides or {})}


def _live(store: Store) -> dict[str, Memory]:
    rows = store.index.query(
        "SELECT id FROM memories WHERE superseded_by IS NULL AND maturity != 'archived'"
    )
    out = {}
    for r in rows:
        try:
            out[r["id"]] = store.read(r["id"])
        except NotFoundError:
            continue
    return out


def _similar_pairs(
    vectors: VectorIndex, rowid_to_id: dict[int, str], floor: float
) -> list[tuple[str, str, float]]:
    """Pairs of live memories with cosine ≥ ``floor`` (blocked, so memory stays bounded)."""
    import numpy as np

    matrix, rowids = vectors.matrix, vectors.rowids
    if matrix is None or rowids is None:
        return []
    keep = np.array([int(r) in rowid_to_id for r in rowids], dtype=bool)
    m = matrix[keep]
    ids = [rowid_to_id[int(r)] for r in rowids[keep]]
    pairs = []
    block = 1024
    for start in range(0, len(ids), block):
        sims = m[start : start + block] @ m.T
        rows, cols = np.nonzero(sims >= floor)
        for i, j in zip(rows.tolist(), cols.tolist(), strict=True):
            a = start + i
            if a < j:
                pairs.append((ids[a], ids[j], float(sims[i, j])))
    return pairs


def _access_log(home: Path) -> tuple[dict[str, int], dict[str, int], dict[str, set[str]]]:
    counts: Counter[str] = Counter()
    last: dict[str, int] = {}
    queries: dict[str, set[str]] = defaultdict(set)
    path = home / "access.log"
    if path.exists():
        with open(path, "rb") as fh:
            for line in fh:
                try:
                    item = json.loads(line)
                    mid, ts = str(item["id"]), int(item["ts"])
                except (ValueError, KeyError, TypeError):
                    continue
                counts[mid] += 1
                last[mid] = max(last.get(mid, 0), ts)
                queries[mid].add(str(item.get("q", "")))
    return dict(counts), last, queries


def _established(m: Memory) -> tuple[int, int, float, float]:
    return (MATURITY_RANK.get(m.maturity, 0), m.access_count, m.importance, -m.created.timestamp())


def effective_importance(m: Memory, now: datetime) -> float:
    """Seed 001 §6.3 with the type's decay rate slowed 5% per access."""
    rate = max(0.001, DECAY_BY_TYPE.get(m.type, 0.01) * 0.95**m.access_count)
    accessed = m.last_accessed or m.created
    idle = max(0.0, (now - accessed).total_seconds() / 86400)
    age = max(0.0, (now - m.created).total_seconds() / 86400)
    return m.importance / (1 + rate * idle) / (1 + 0.001 * age)


def plan(
    store: Store,
    vectors: VectorIndex | None,
    now: datetime | None = None,
    overrides: dict[str, Any] | None = None,
) -> list[Change]:
    """Every change the passes propose, in the order they would apply."""
    cfg = _settings(store, overrides)
    now = now or utcnow()
    live = _live(store)
    changes: list[Change] = []

    # Access folding.
    counts, last, queries = _access_log(store.home)
    for mid, m in live.items():
        n = counts.get(mid, 0)
        if n and (n != m.access_count or m.last_accessed is None):
            when = datetime.fromtimestamp(last[mid] / 1000, tz=UTC).replace(microsecond=0)
            changes.append(
                Change(
                    "fold_access",
                    [mid],
                    f"{n} accesses in access.log",
                    1.0,
                    {"count": n, "last": when.isoformat()},
                )
            )

    # Similar pairs, from the current vectors.
    pairs: list[tuple[str, str, float]] = []
    if vectors is not None and len(vectors) and vectors.rowids is not None:
        rows = store.index.query(
            "SELECT rowid, id FROM memories WHERE superseded_by IS NULL AND maturity != 'archived'"
        )
        rowid_to_id = {int(r["rowid"]): r["id"] for r in rows if r["id"] in live}
        pairs = _similar_pairs(vectors, rowid_to_id, float(cfg["link_similarity"]))

    # Dedupe: union-find over near-duplicate pairs.
    parent: dict[str, str] = {}

    def root(x: str) -> str:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    merged_away: set[str] = set()
    resolved: set[str] = set()
    link_pairs: list[tuple[str, str, float]] = []
    for a, b, sim in pairs:
        ma, mb = live[a], live[b]
        differ, conflict = compare_values(ma.content, mb.content)
        if sim >= float(cfg["merge_similarity"]) and not differ and not _separate_events(ma, mb):
            parent[root(a)] = root(b)
            continue
        newer, older = (ma, mb) if ma.created >= mb.created else (mb, ma)
        correction = bool(CORRECTION.search(newer.content))
        if sim >= float(cfg["contradiction_similarity"]) and (conflict or correction):
            if newer.id in resolved or older.id in resolved:
                continue
            resolved.update((newer.id, older.id))
            changes.append(_contradiction(newer, older, sim))
            continue
        link_pairs.append((a, b, sim))
    groups: dict[str, list[str]] = defaultdict(list)
    for mid in {x for a, b, _ in pairs for x in (a, b)}:
        if mid in parent or any(parent.get(k) == mid for k in parent):
            groups[root(mid)].append(mid)
    for members in groups.values():
        if len(members) < 2:
            continue
        survivor = max((live[m] for m in members), key=_established)
        others = sorted(m for m in members if m != survivor.id)
        merged_away.update(others)
        changes.append(
            Change(
                "merge",
                [survivor.id, *others],
                f"{len(others)} near-duplicate(s) of {survivor.id}",
                0.95,
                {"into": survivor.id, "from": others},
            )
        )

    # Links between related memories (both ends).
    related: dict[str, set[str]] = defaultdict(set)
    for a, b, sim in link_pairs:
        if a in merged_away or b in merged_away:
            continue
        related[a].add(b)
        related[b].add(a)
        existing = {(r.type, r.target) for r in live[a].relations}
        if ("related_to", b) not in existing:
            changes.append(
                Change(
                    "link",
                    [a, b],
                    f"similar (cosine {sim:.2f})",
                    min(1.0, sim),
                    {"type": "related_to", "strength": round(sim, 3)},
                )
            )

    # Synthesis: clusters of related facts → one pattern citing them.
    changes.extend(_synthesize(live, related, cfg))

    # Maturity: promotion and decay.
    for mid, m in live.items():
        if mid in merged_away or mid in resolved:
            continue
        n = max(m.access_count, counts.get(mid, 0))
        distinct = len(queries.get(mid, ()))
        age_days = (now - m.created).total_seconds() / 86400
        promote = None
        if (
            m.maturity == "draft"
            and n >= int(cfg["validate_accesses"])
            and distinct >= 2
            and age_days >= 1
        ):
            promote = "validated"
        elif (
            m.maturity == "validated"
            and n >= int(cfg["core_accesses"])
            and distinct >= 5
            and age_days >= 7
        ):
            promote = "core"
        if promote:
            changes.append(
                Change(
                    "promote",
                    [mid],
                    f"{n} accesses from {distinct} queries, {age_days:.0f} days old",
                    0.9,
                    {"to": promote},
                )
            )
            continue
        if m.type in NEVER_PRUNED:
            continue
        score = effective_importance(m.with_changes(access_count=n), now)
        if score < float(cfg["prune_threshold"]):
            changes.append(
                Change(
                    "archive",
                    [mid],
                    f"effective importance {score:.3f} below {cfg['prune_threshold']}",
                    0.8,
                    {"to": "archived"},
                )
            )
    return changes


def _separate_events(a: Memory, b: Memory) -> bool:
    """Two episodic memories observed on different days are two events, however alike."""
    if "context" not in (a.type, b.type):
        return False
    when_a, when_b = a.observed_at or a.created, b.observed_at or b.created
    return abs((when_a - when_b).total_seconds()) > 86400


def _contradiction(newer: Memory, older: Memory, sim: float) -> Change:
    """Seed 001 §6.5: recency, then confidence, then a human (low confidence → review)."""
    if newer.created - older.created > timedelta(days=7):
        winner, loser, reason, confidence = newer, older, "newer by more than a week", 0.9
    elif newer.confidence > older.confidence + 0.2:
        winner, loser, reason, confidence = newer, older, "more confident", 0.85
    elif older.confidence > newer.confidence + 0.2:
        winner, loser, reason, confidence = older, newer, "more confident", 0.85
    else:
        winner, loser = newer, older
        reason, confidence = "conflicting information with similar confidence and age", 0.5
    return Change(
        "supersede",
        [winner.id, loser.id],
        reason,
        confidence,
        {"winner": winner.id, "loser": loser.id, "similarity": round(sim, 3)},
    )


def _synthesize(
    live: dict[str, Memory], related: dict[str, set[str]], cfg: dict[str, Any]
) -> list[Change]:
    seen: set[str] = set()
    out = []
    cited = {s for m in live.values() for s in m.extra.get("sources", []) if m.type == "pattern"}
    for start in sorted(related):
        if start in seen or live[start].type != "fact":
            continue
        stack, cluster = [start], []
        while stack:
            node = stack.pop()
            if node in seen or live[node].type != "fact":
                continue
            seen.add(node)
            cluster.append(node)
            stack.extend(related[node] - seen)
        if len(cluster) < int(cfg["cluster_min"]) or set(cluster) <= cited:
            continue
        cluster.sort()
        words: Counter[str] = Counter()
        for mid in cluster:
            words.update({k for k in live[mid].keywords if k not in STOPWORDS})
        common = [w for w, n in words.most_common(4) if n >= 2] or [
            w for w, _ in words.most_common(2)
        ]
        title = "Pattern: " + ", ".join(common)
        lines = [f"- {live[mid].title} ({mid})" for mid in cluster]
        content = f"{len(cluster)} related notes about {', '.join(common)}:\n" + "\n".join(lines)
        out.append(
            Change(
                "synthesize",
                cluster,
                f"a cluster of {len(cluster)} related facts",
                0.75,
                {"title": title, "content": content, "keywords": common},
            )
        )
    return out


# ---------------------------------------------------------------- applying


def _save(store: Store, memory: Memory, action: str, **details: Any) -> None:
    store.save(memory, [audit.event(memory.id, f"dream:{action}", **details)])


def apply_change(store: Store, change: Change, now: datetime, snapshot: str | None) -> bool:
    """Carry out one change (the caller holds the lock). False when it no longer applies."""
    try:
        mems = [store.read(t) for t in change.targets]
    except NotFoundError:
        return False
    d = change.data
    tag = {"snapshot": snapshot, "change": change.id, "reason": change.reason}
    if change.kind == "fold_access":
        (m,) = mems
        last = datetime.fromisoformat(d["last"])
        _save(
            store,
            m.with_changes(access_count=int(d["count"]), last_accessed=last),
            "fold_access",
            count=d["count"],
            **tag,
        )
    elif change.kind == "merge":
        survivor, others = mems[0], mems[1:]
        if any(o.superseded_by for o in others):
            return False
        merged_from = sorted({*survivor.extra.get("merged_from", []), *(o.id for o in others)})
        extra = {**survivor.extra, "merged_from": merged_from}
        tags = sorted({*survivor.tags, *(t for o in others for t in o.tags)})
        keywords = list(
            dict.fromkeys([*survivor.keywords, *(k for o in others for k in o.keywords)])
        )
        relations = survivor.relations + [
            Relation("supersedes", o.id, 1.0)
            for o in others
            if ("supersedes", o.id) not in {(r.type, r.target) for r in survivor.relations}
        ]
        _save(
            store,
            survivor.with_changes(
                extra=extra, tags=tags, keywords=keywords[:12], relations=relations, updated=now
            ),
            "merged",
            absorbed=[o.id for o in others],
            **tag,
        )
        for o in others:
            _save(
                store,
                o.closed_by(survivor.id, now, now),
                "merged_into",
                into=survivor.id,
                **tag,
            )
    elif change.kind == "supersede":
        winner = next(m for m in mems if m.id == d["winner"])
        loser = next(m for m in mems if m.id == d["loser"])
        if loser.superseded_by or winner.superseded_by:
            return False
        rel = [*winner.relations, Relation("supersedes", loser.id, 1.0)]
        _save(
            store,
            winner.with_changes(relations=rel, supersedes=loser.id, updated=now),
            "supersedes",
            loser=loser.id,
            **tag,
        )
        _save(
            store,
            loser.closed_by(winner.id, now, now),
            "superseded",
            by=winner.id,
            **tag,
        )
    elif change.kind == "link":
        a, b = mems
        for x, y in ((a, b), (b, a)):
            if ("related_to", y.id) not in {(r.type, r.target) for r in x.relations}:
                rel = [*x.relations, Relation("related_to", y.id, float(d.get("strength", 1.0)))]
                _save(store, x.with_changes(relations=rel), "linked", to=y.id, **tag)
    elif change.kind == "synthesize":
        pattern = Memory(
            id="",
            type="pattern",
            title=d["title"],
            content=d["content"],
            created=now,
            updated=now,
            importance=0.6,
            keywords=list(d["keywords"]),
            source="dream",
            confidence=0.7,
            relations=[Relation("related_to", t, 1.0) for t in change.targets],
            extra={"sources": list(change.targets)},
        )
        pattern.id = store.allocate_id(pattern.title, f"{pattern.content}\x00{now.isoformat()}")
        pattern.path = store.tree.new_path(pattern, None)
        _save(store, pattern, "synthesized", sources=change.targets, **tag)
    elif change.kind in ("promote", "archive"):
        (m,) = mems
        _save(
            store,
            m.with_changes(maturity=d["to"], updated=now),
            "promoted" if change.kind == "promote" else "archived",
            previous_maturity=m.maturity,
            **tag,
        )
    else:  # pragma: no cover - plans come from plan() or the review queue
        raise UsageError(f"unknown change kind {change.kind!r}")
    return True


# ---------------------------------------------------------------- the motion


def _repair(store: Store) -> str | None:
    """Restore the snapshot of a dream that died mid-apply (the caller holds the lock)."""
    from .sync import reconcile

    name = snapshots.pending(store.home)
    if name is None:
        return None
    # A missing snapshot means it never completed, so the tree was never touched.
    with contextlib.suppress(NotFoundError):
        snapshots.restore(snapshots.find(store.home, name), store.tree.root)
    snapshots.clear_pending(store.home)
    reconcile(store, full=True)
    return name


def _destructive(changes: list[Change]) -> set[str]:
    ids: set[str] = set()
    for c in changes:
        if c.kind == "merge":
            ids.update(c.data["from"])
        elif c.kind == "supersede":
            ids.add(c.data["loser"])
        elif c.kind == "archive":
            ids.add(c.targets[0])
    return ids


def apply_all(
    store: Store,
    changes: list[Change],
    now: datetime,
    summary: dict[str, Any],
    progress: Callable[[int, int], None] | None = None,
) -> tuple[str, list[str]]:
    """Snapshot, then apply ``changes`` in order; returns the snapshot name and applied ids."""
    cfg = _settings(store)
    applied = []
    with store.lock.hold():
        snap = snapshots.take(store.home, store.tree.root, {"summary": summary})
        snapshots.mark_pending(store.home, snap)
        for n, change in enumerate(changes, start=1):
            if apply_change(store, change, now, snap.name):
                applied.append(change.id)
            if progress:
                progress(n, len(changes))
        snapshots.update_manifest(snap, applied=len(applied), changes=applied)
        snapshots.clear_pending(store.home)
        snapshots.prune(store.home, int(cfg["snapshot_keep"]))
    return snap.name, applied


def run(
    store: Store,
    vectors: VectorIndex | None,
    *,
    dry_run: bool = False,
    if_idle_minutes: float | None = None,
    kinds: set[str] | None = None,
    now: datetime | None = None,
    overrides: dict[str, Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
    synthesizer: Any = None,
) -> DreamReport:
    """Plan, then (unless ``dry_run``) queue low-confidence changes and apply the rest.

    ``kinds`` restricts the plan (``bower prune`` = archive, ``bower consolidate`` = merge and
    synthesize); ``overrides`` replaces ``[dream]`` settings for this run.
    """
    started = time.perf_counter()
    cfg = _settings(store, overrides)
    now = now or utcnow()
    report = DreamReport([], dry_run=dry_run)
    if not dry_run:
        with store.lock.hold():
            report.repaired = _repair(store)
            # Housekeeping: vectors of texts no memory has any more (changed 30+ days ago).
            cutoff = int((now - timedelta(days=30)).timestamp() * 1000)
            with store.index.write() as conn:
                dropped = store.index.prune_vectors(conn, cutoff)
        if dropped:
            report.notes.append(f"dropped {dropped} vectors of texts no memory uses any more")
    if if_idle_minutes is not None:
        log = store.audit_path
        idle = time.time() - log.stat().st_mtime if log.exists() else float("inf")
        if idle < if_idle_minutes * 60:
            report.stopped = f"last write {idle / 60:.1f} min ago (< {if_idle_minutes:g} min)"
            return report
    changes = plan(store, vectors, now, overrides)
    if kinds is not None:
        changes = [c for c in changes if c.kind in kinds]
    report.plan = changes
    if dry_run or not changes:
        report.took_ms = (time.perf_counter() - started) * 1000
        return report
    live = int(
        store.index.query(
            "SELECT count(*) AS n FROM memories WHERE superseded_by IS NULL "
            "AND maturity != 'archived'"
        )[0]["n"]
    )
    share = len(_destructive(changes)) / max(1, live)
    if share > float(cfg["max_change_share"]):
        report.stopped = (
            f"the plan would remove or rewrite {share:.0%} of {live} memories "
            f"(limit {float(cfg['max_change_share']):.0%}); every change is queued for review"
        )
        report.queued = queue(store.home, changes, report.stopped)
        report.took_ms = (time.perf_counter() - started) * 1000
        return report
    threshold = float(cfg["review_below"])
    low = [c for c in changes if c.confidence < threshold]
    auto = [c for c in changes if c.confidence >= threshold]
    if synthesizer is not None:
        _write_patterns(store, [c for c in auto if c.kind == "synthesize"], synthesizer, report)
    report.queued = queue(store.home, low, f"confidence below {threshold}")
    if auto:
        summary = dict(sorted(Counter(c.kind for c in auto).items()))
        report.snapshot, report.applied = apply_all(store, auto, now, summary, progress)
    report.took_ms = (time.perf_counter() - started) * 1000
    return report


def _write_patterns(
    store: Store, changes: list[Change], synthesizer: Any, report: DreamReport
) -> None:
    """Let the LLM word each pattern; on failure the extractive text stays."""
    for change in changes:
        try:
            notes = [store.read(t).content for t in change.targets]
            title, content = synthesizer.write(notes)
        except BowerError as exc:
            report.notes.append(f"{exc.message}; the pattern stays extractive")
            continue
        sources = "\n".join(f"- {t}" for t in change.targets)
        change.data.update(title=title, content=f"{content}\n\nSources:\n{sources}")


def rollback(store: Store, name: str | None = None) -> snapshots.Snapshot:
    """Restore the tree of a snapshot (the newest by default) and rebuild the index."""
    from .sync import reconcile

    with store.lock.hold():
        snap = snapshots.find(store.home, name)
        snapshots.restore(snap, store.tree.root)
        snapshots.clear_pending(store.home)
        reconcile(store, full=True)
        with store.index.write() as conn:
            audit.append(store.audit_path, conn, [audit.event("*", "rollback", snapshot=snap.name)])
    return snap
