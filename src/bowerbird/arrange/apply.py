"""Applying a dream's changes: a snapshot first, then one function per kind of change, each
file write recorded in the snapshot's journal before it happens (``rollback.py`` undoes them).

Every change re-reads its memories from their files and checks it still applies (a memory
superseded meanwhile is left alone). Each write is a normal store write: file, index, audit
line, under the home lock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..errors import NotFoundError, UsageError
from ..services.compare import carried_over, content_terms
from ..services.judge import RESTATED, relate
from ..services.statement import read
from ..services.text import keywords
from ..storage.files.note import SUMMARY_SOURCE, Memory, Relation, render, with_restatement
from ..storage.history import audit, snapshots
from ..storage.layers.journal import add_to_memory_file
from ..storage.store import Store
from .change import Change
from .hierarchy import TOPIC
from .rollback import Journal, journal

Progress = Callable[[int, int], None]
Tag = dict[str, Any]


@dataclass
class Ctx:
    """What every write of one change carries: its audit details and the dream's journal."""

    tag: Tag
    journal: Journal | None


def _save(store: Store, memory: Memory, action: str, ctx: Ctx, **details: Any) -> None:
    if ctx.journal is not None:  # recorded first: a kill after this line is undoable
        store.stamp(memory)  # the bytes recorded are the bytes saved
        ctx.journal.record(
            store, memory.id, memory.path, render(memory).encode("utf-8"), ctx.tag["change"]
        )
    store.save(memory, [audit.event(memory.id, f"dream:{action}", **details, **ctx.tag)])


def _fold_access(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    (m,) = mems
    last = datetime.fromisoformat(d["last"])
    changed = m.with_changes(access_count=int(d["count"]), last_accessed=last)
    _save(store, changed, "fold_access", ctx, count=d["count"])
    return True


def _merge(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    survivor, others = mems[0], mems[1:]
    if any(o.superseded_by for o in others):
        return False
    # Only restatements merge (re-judged here: a merge approved from the review queue may
    # have been planned by older rules, or the texts changed since).
    if any(relate(o.content, survivor.content).kind not in RESTATED for o in others):
        return False
    # The survivor takes the most complete statement of them (most values, then most
    # content words), never a concatenation of copies; the other wordings are evidence
    # (``also_said``, searchable), and each of the others stays on disk, closed.
    content = max(
        [survivor.content, *(o.content for o in others)],
        key=lambda text: (len(read(text).values), len(content_terms(text)), len(text)),
    )
    merged_from = sorted({*survivor.extra.get("merged_from", []), *(o.id for o in others)})
    noted = survivor
    for member in [survivor, *others]:
        for said in [*member.also_said, {"text": member.content, "source": member.source}]:
            at = member.observed_at or member.created
            noted = with_restatement(noted.with_changes(content=content), said["text"], at,
                                     str(said.get("source", member.source)))  # fmt: skip
    extra = {**noted.extra, "merged_from": merged_from}
    tags = sorted({*survivor.tags, *(t for o in others for t in o.tags)})
    keywords = list(dict.fromkeys([*survivor.keywords, *(k for o in others for k in o.keywords)]))
    linked = {(r.type, r.target) for r in survivor.relations}
    relations = survivor.relations + [
        Relation("supersedes", o.id, 1.0, "dream")
        for o in others
        if ("supersedes", o.id) not in linked
    ]
    _save(
        store,
        survivor.with_changes(
            extra=extra,
            tags=tags,
            keywords=keywords[:12],
            relations=relations,
            updated=now,
            content=content,
        ),
        "merged",
        ctx,
        absorbed=[o.id for o in others],
    )
    for o in others:
        _save(store, o.closed_by(survivor.id, now, now), "merged_into", ctx, into=survivor.id)
    return True


def _supersede(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    winner = next(m for m in mems if m.id == d["winner"])
    loser = next(m for m in mems if m.id == d["loser"])
    if loser.superseded_by or winner.superseded_by:
        return False
    # Both ends record the contradiction; the winner keeps why it won.
    has = {(r.type, r.target) for r in winner.relations}
    rel = [
        *winner.relations,
        *(
            Relation(kind, loser.id, 1.0, "dream")
            for kind in ("supersedes", "contradicts")
            if (kind, loser.id) not in has  # flagged at curate time already
        ),
    ]
    why = [*winner.extra.get("resolved", []), {"loser": loser.id, "why": ctx.tag["reason"]}]
    # Per fact, as a curated correction: the winner's own words, with the loser's other
    # statements carried over as they were written; or, for a note naming the old and the
    # new value of one atomic value, the loser's card with that value replaced, marked
    # derived, the note kept beside it.
    verdict = relate(winner.content, loser.content)
    said = winner
    if verdict.kind == "correction" and verdict.derived:
        content, rest = f"{verdict.derived}\n\n{winner.content}", ""
        said = winner.with_changes(
            extra={**said.extra, "derived_from": {"memory": loser.id, "note": winner.content}}
        )
    else:
        wrong = tuple(before for before, _ in verdict.swaps)
        rest = carried_over(winner.content, loser.content, wrong)
        content = f"{winner.content}\n\n{rest}" if rest else winner.content
    _save(
        store,
        said.with_changes(
            relations=rel,
            supersedes=loser.id,
            updated=now,
            content=content,
            extra={**said.extra, "resolved": why},
        ),
        "supersedes",
        ctx,
        loser=loser.id,
        carried=bool(rest),
    )
    closed = loser.closed_by(winner.id, now, now)
    if ("contradicts", winner.id) not in {(r.type, r.target) for r in closed.relations}:
        closed.relations = [*closed.relations, Relation("contradicts", winner.id, 1.0, "dream")]
    _save(store, closed, "superseded", ctx, by=winner.id)
    return True


def _link(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    a, b = mems
    kind = str(d.get("type", "related_to"))  # plans queued before edges were typed
    for x, y in ((a, b), (b, a)):
        if (kind, y.id) not in {(r.type, r.target) for r in x.relations}:
            edge = Relation(kind, y.id, float(d.get("strength", 1.0)), "dream")
            _save(store, x.with_changes(relations=[*x.relations, edge]), "linked", ctx, to=y.id)
    return True


def _reweigh(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    (m,) = mems
    key = (str(d["type"]), str(d["target"]))
    if key not in {(r.type, r.target) for r in m.relations}:
        return False  # removed by hand since the plan was made
    weight = float(d["strength"])
    kept = []
    for r in m.relations:
        if (r.type, r.target) != key:
            kept.append(r)
        elif weight > 0:
            kept.append(Relation(r.type, r.target, weight, r.origin))
    action = "reweighed" if weight > 0 else "unlinked"
    _save(store, m.with_changes(relations=kept), action, ctx, to=key[1], strength=weight)
    return True


def _synthesize(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    sources = [m.id for m in mems]
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
        relations=[Relation("related_to", t, 1.0, "dream") for t in sources],
        extra={"sources": sources},
        agent=mems[0].agent,  # the sources' agent (pairs never cross agents)
    )
    pattern.id = store.allocate_id(pattern.title, f"{pattern.content}\x00{now.isoformat()}")
    pattern.path = store.tree.new_path(pattern, None)
    _save(store, pattern, "synthesized", ctx, sources=sources)
    return True


def _summarize(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    """Write a summary (new, or rewritten in place under its id), or archive one whose
    cluster is gone. Its sources are only read: a summary never changes what it covers."""
    if d.get("retire"):
        (gone,) = mems
        retired = gone.with_changes(maturity="archived", updated=now)
        _save(store, retired, "archived", ctx, previous_maturity=gone.maturity)
        return True
    old: Memory | None
    try:
        old = store.read(str(d["id"]))
    except NotFoundError:
        old = None
    when = datetime.fromisoformat(str(d["observed_at"]))
    summary = Memory(
        id=str(d["id"]),
        type="context",
        title=str(d["title"]),
        content=str(d["content"]),
        created=old.created if old else now,
        updated=now,
        importance=0.5,
        keywords=keywords(str(d["content"])),
        source=SUMMARY_SOURCE,
        # Extractive: every sentence is a member's own; worded by an LLM: checked, not quoted.
        confidence=0.8 if d.get("wording") == "llm" else 1.0,
        agent=str(d["agent"]),
        valid_from=when,
        observed_at=when,
        extra={
            "level": int(d["level"]),
            "covers": list(d["covers"]),
            **({"wording": "llm", "basis": str(d["basis"])} if d.get("wording") == "llm" else {}),
        },
    )
    summary.path = old.path if old else store.tree.new_path(summary, TOPIC)
    _save(store, summary, "summarized", ctx, level=d["level"], covers=len(d["covers"]))
    return True


def _set_maturity(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    (m,) = mems
    action = "archived" if d["to"] == "archived" else "promoted"
    changed = m.with_changes(maturity=d["to"], updated=now)
    _save(store, changed, action, ctx, previous_maturity=m.maturity)
    return True


def _memory_md(store: Store, mems: list[Memory], d: Tag, now: datetime, ctx: Ctx) -> bool:
    """An approved addition to MEMORY.md (the person's file: only ever from the review
    queue). Its memories must still be live: a forgotten one is not written there."""
    if any(m.maturity == "archived" or m.superseded_by for m in mems):
        return False

    def journal_lines(path: str, lines: list[str]) -> None:
        if ctx.journal is not None:  # undoing this approval takes the line out again
            ctx.journal.record_lines(mems[0].id, path, lines, ctx.tag["change"])

    path, wrote = add_to_memory_file(
        store.settings, str(d["to"]), [str(d["line"])], before_write=journal_lines
    )
    if wrote:
        events = [audit.event(m.id, "dream:memory_md", path=path, **ctx.tag) for m in mems]
        with store.index.write() as tx:
            audit.append(store.audit_path, tx, events)
    return wrote


_APPLY = {
    "fold_access": _fold_access,
    "merge": _merge,
    "supersede": _supersede,
    "link": _link,
    "reweigh": _reweigh,
    "summarize": _summarize,
    "synthesize": _synthesize,
    "promote": _set_maturity,
    "archive": _set_maturity,
    "memory_md": _memory_md,
}


def apply_change(
    store: Store, change: Change, now: datetime, snapshot: str | None, journal: Journal | None
) -> bool:
    """Carry out one change (the caller holds the lock). False when it no longer applies."""
    try:
        mems = [store.read(t) for t in change.targets]
    except NotFoundError:
        return False
    apply = _APPLY.get(change.kind)
    if apply is None:  # pragma: no cover - plans come from plan() or the review queue
        raise UsageError(f"unknown change kind {change.kind!r}")
    tag = {"snapshot": snapshot, "change": change.id, "reason": change.reason}
    return apply(store, mems, change.data, now, Ctx(tag, journal))


def checkpoint(store: Store, summary: dict[str, int], agent: str | None = None) -> str:
    """A snapshot with no change applied yet: the rollback point for writes a dream makes
    outside ``apply_all`` (the daily logs' promotions, ``rollback.journal_writes``)."""
    with store.lock.hold():
        manifest = {"summary": summary, "agent": agent or "*"}
        snap = snapshots.take(store.home, store.tree.root, manifest)
        snapshots.prune(store.home, store.settings.dream.snapshot_keep)
    return snap.name


def apply_all(
    store: Store,
    changes: list[Change],
    now: datetime,
    summary: dict[str, int],
    progress: Progress | None = None,
    *,
    agent: str | None = None,
) -> tuple[str, list[str]]:
    """Snapshot, then apply ``changes`` in order; returns the snapshot name and applied ids.
    The snapshot names whose changes they are (``agent``; ``*`` for every agent's)."""
    applied = []
    with store.lock.hold():
        manifest = {"summary": summary, "agent": agent or "*"}
        snap = snapshots.take(store.home, store.tree.root, manifest)
        snapshots.mark_pending(store.home, snap)
        with journal(snap.path) as j:
            for n, change in enumerate(changes, start=1):
                if apply_change(store, change, now, snap.name, j):
                    applied.append(change.id)
                if progress:
                    progress(n, len(changes))
        snapshots.update_manifest(snap, applied=len(applied), changes=applied)
        snapshots.clear_pending(store.home)
        snapshots.prune(store.home, store.settings.dream.snapshot_keep)
    return snap.name, applied
