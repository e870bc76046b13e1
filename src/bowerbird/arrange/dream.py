"""Dream: arrange the corpus offline — a plan of changes, a snapshot, then the changes.

``plan.py`` proposes (one function per pass); ``apply.py`` carries out. Changes under
``review_below`` confidence go to the review queue (``<home>/review/*.json``, which survives a
deleted index). If the destructive share (memories merged away, superseded or archived)
exceeds ``max_change_share`` of the live corpus, nothing is applied and the whole plan waits
for review. Otherwise a snapshot is taken and the plan applied (``storage/history/snapshots.py``).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from ..errors import BowerError
from ..services.timeparse import utcnow
from ..services.values import values
from ..settings import DreamSettings
from .apply import apply_all
from .change import Change, ChangeKind, DreamReport
from .hierarchy import basis
from .plan import plan
from .review import drop_rejected, queue
from .rollback import repair

if TYPE_CHECKING:
    from ..storage.store import Store
    from ..storage.vectors.search import VectorIndex
    from .synthesize import LLMSynthesizer


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


def _density(live: int, edges: int, changes: list[Change]) -> dict[str, float]:
    """Edges per live memory now, and as the plan would leave it (a link writes an edge at
    each end; a re-weighing to 0 drops one)."""
    added = 2 * sum(1 for c in changes if c.kind == "link")
    dropped = sum(1 for c in changes if c.kind == "reweigh" and not c.data["strength"])
    planned = edges + added - dropped
    return {
        "memories": live,
        "edges_before": edges,
        "density_before": round(edges / max(1, live), 3),
        "edges": planned,
        "density": round(planned / max(1, live), 3),
    }


def run(
    store: Store,
    vectors: VectorIndex | None,
    settings: DreamSettings,
    *,
    dry_run: bool = False,
    if_idle_minutes: float | None = None,
    kinds: set[ChangeKind] | None = None,
    now: datetime | None = None,
    progress: Callable[[int, int], None] | None = None,
    synthesizer: LLMSynthesizer | None = None,
    agent: str | None = None,
) -> DreamReport:
    """Plan, then (unless ``dry_run``) queue low-confidence changes and apply the rest.

    ``kinds`` restricts the plan (``bower prune`` = archive, ``bower consolidate`` = merge and
    synthesize); ``settings`` may differ from the home's ``[dream]`` for this run. ``agent``:
    whose memories it arranges (``None``: every agent's); its snapshot says so, and only that
    agent (or an all-agents caller) may roll it back.
    """
    started = time.perf_counter()
    now = now or utcnow()
    report = DreamReport([], dry_run=dry_run)
    if not dry_run:
        with store.lock.hold():
            report.repaired = repair(store)
            # Housekeeping: vectors of texts no memory has any more (changed 30+ days ago).
            cutoff = int((now - timedelta(days=30)).timestamp() * 1000)
            with store.index.write() as tx:
                dropped = tx.prune_vectors(cutoff)
        if dropped:
            report.notes.append(f"dropped {dropped} vectors of texts no memory uses any more")
    if if_idle_minutes is not None:
        log = store.audit_path
        idle = time.time() - log.stat().st_mtime if log.exists() else float("inf")
        if idle < if_idle_minutes * 60:
            report.stopped = f"last write {idle / 60:.1f} min ago (< {if_idle_minutes:g} min)"
            report.busy = True
            return report
    changes = plan(store, vectors, settings, now, agent, _asker(synthesizer, report))
    if synthesizer is None:
        # A pattern says in a sentence what its sources share; without an LLM no rule here
        # can write one, and a list of the sources' titles says nothing they do not.
        changes = [c for c in changes if c.kind != "synthesize"]
    if kinds is not None:
        changes = [c for c in changes if c.kind in kinds]
    changes, rejected = drop_rejected(store, changes)
    if rejected:
        report.notes.append(f"left out {rejected} change(s) a reviewer rejected before")
    report.plan = changes
    live = len(store.index.live_ids())
    edges = store.index.counts().relations
    report.graph = _density(live, edges, changes)
    if dry_run or not changes:
        report.took_ms = (time.perf_counter() - started) * 1000
        return report
    # Only what would apply unreviewed counts: a change waiting for a human removes nothing.
    unreviewed = [c for c in changes if c.confidence >= settings.review_below]
    share = len(_destructive(unreviewed)) / max(1, live)
    if share > settings.max_change_share:
        report.stopped = (
            f"the plan would remove or rewrite {share:.0%} of {live} memories "
            f"(limit {settings.max_change_share:.0%}); every change is queued for review"
        )
        report.queued = queue(store.home, changes, report.stopped)
        report.took_ms = (time.perf_counter() - started) * 1000
        return report
    threshold = settings.review_below
    low = [c for c in changes if c.confidence < threshold]
    auto = [c for c in changes if c.confidence >= threshold]
    if synthesizer is not None:
        unwritten = _write_patterns(
            store, [c for c in auto if c.kind == "synthesize"], synthesizer, report
        )
        auto = [c for c in auto if c not in unwritten]
        _word_summaries(store, [c for c in auto if c.kind == "summarize"], synthesizer, report)
    report.queued = queue(store.home, low, f"confidence below {threshold}")
    if auto:
        summary: dict[str, int] = dict(sorted(Counter(c.kind for c in auto).items()))
        report.snapshot, report.applied = apply_all(
            store, auto, now, summary, progress, agent=agent
        )
        after = store.index.counts().relations
        report.graph.update(edges=after, density=round(after / max(1, live), 3))
    report.took_ms = (time.perf_counter() - started) * 1000
    return report


def _asker(
    synthesizer: LLMSynthesizer | None, report: DreamReport
) -> Callable[[str, str], tuple[str, str] | None] | None:
    """The judge's second opinion from the local model (None without one); a failed call
    answers nothing, and the report says so once."""
    if synthesizer is None:
        return None
    failed: list[str] = []

    def ask(newer: str, older: str) -> tuple[str, str] | None:
        if failed:
            return None  # one failure is enough: the model is down for this dream
        try:
            return synthesizer.relate(newer, older)
        except BowerError as exc:
            failed.append(exc.message)
            report.notes.append(f"{exc.message}; the rules alone judged the remaining pairs")
            return None

    return ask


def _written_values(text: str) -> set[str]:
    """The values ``text`` writes with digits ("3 nodes", "v2", "10:00"; not "one setup")."""
    lowered = text.lower()
    return {
        v for v in values(text).all if v.split(" ")[0] in lowered and any(c.isdigit() for c in v)
    }


def _word_summaries(
    store: Store, changes: list[Change], synthesizer: LLMSynthesizer, report: DreamReport
) -> None:
    """Let the LLM word each summary about to be written, checked against what it covers
    like a pattern; a failed call or a value none of the sources states keeps the extractive
    text (a summary is always written). ``basis`` keeps the extractive text's hash, so the
    next dream sees the summary unchanged while its members are."""
    refused = 0
    for change in changes:
        if change.data.get("retire"):
            continue
        extractive = str(change.data["content"])
        head, _, quoted = extractive.partition("\n")
        try:
            notes = _covered_texts(store, change) if change.data["level"] == 1 else [quoted]
            title, content = synthesizer.summarize(notes)
        except BowerError as exc:
            report.notes.append(f"{exc.message}; summary {change.data['id']} kept extractive")
            continue
        if _written_values(f"{title} {content}") - _written_values(" ".join([*notes, head])):
            refused += 1
            continue
        change.data.update(
            title=title,
            content=f"{head}\n{content}",
            wording="llm",
            basis=basis(extractive),
        )
    if refused:
        report.notes.append(
            f"{refused} summar{'y' if refused == 1 else 'ies'} worded by the LLM stated a value "
            "none of its sources does; kept extractive"
        )


def _covered_texts(store: Store, change: Change) -> list[str]:
    """The texts a level-1 summary covers, the quoted (most central) first, at most 15."""
    covers = [str(i) for i in change.data["covers"]]
    text = str(change.data["content"])
    ordered = sorted(covers, key=lambda i: f"({i})" not in text)
    return [store.read(i).content for i in ordered[:15]]


def _write_patterns(
    store: Store, changes: list[Change], synthesizer: LLMSynthesizer, report: DreamReport
) -> list[Change]:
    """Let the LLM word each pattern, checked against its sources: a pattern stating a value
    (a number, a name with digits) that none of them states is refused. Returns the changes
    left unwritten (a failed call, a refused text): they are not applied."""
    unwritten = []
    for change in changes:
        try:
            notes = [store.read(t).content for t in change.targets]
            title, content = synthesizer.write(notes)
        except BowerError as exc:
            report.notes.append(f"{exc.message}; no pattern written")
            unwritten.append(change)
            continue
        invented = _written_values(f"{title} {content}") - _written_values(" ".join(notes))
        if invented:
            report.notes.append(
                f"a pattern stated {', '.join(sorted(invented))}, which none of its sources "
                "does; not written"
            )
            unwritten.append(change)
            continue
        sources = "\n".join(f"- {t}" for t in change.targets)
        change.data.update(title=title, content=f"{content}\n\nSources:\n{sources}")
    return unwritten
