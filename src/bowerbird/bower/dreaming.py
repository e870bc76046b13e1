"""``Bower.dream`` and the passes run alone (``prune``, ``consolidate``): plan, snapshot and
apply over this agent's memories (or every agent's), then what a whole dream adds — the
daily logs' promotions under the same rollback point — and what any applied dream sets off:
shared copies refreshed, changed memories embedded."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any

from ..arrange.change import DreamReport, change_kinds
from ..errors import UsageError
from ..gather.curate import CurateResult
from ..journal.promotion import promote
from ..settings import section_with
from ..storage.store import Store
from ..storage.sync import Progress
from .catchup import CatchUp


def dream(
    store: Store,
    sync: Callable[[], object],
    catch_up: CatchUp,
    curate: Callable[..., CurateResult],
    refresh_shares: Callable[[], object],
    *,
    dry_run: bool,
    if_idle_minutes: float | None,
    kinds: Iterable[str] | None,
    overrides: dict[str, Any] | None,
    progress: Progress | None,
    agent: str | None,
) -> DreamReport:
    """One dream of ``agent``'s memories (every agent's with ``None``), after the options
    are checked and the index synced (``sync``)."""
    from ..arrange import dream as arrange_dream  # planning code: loaded when dreaming
    from ..arrange.synthesize import make_synthesizer

    settings = store.settings
    chosen = change_kinds(kinds)  # a typo is refused before anything runs
    dreaming = section_with("dream", settings.dream, overrides or {}, "option")
    sync()
    synthesizer, privacy_note = make_synthesizer(settings.llm)
    notes = [privacy_note] if privacy_note else []
    report = arrange_dream.run(
        store,
        catch_up.matrix(notes),
        dreaming,
        dry_run=dry_run,
        if_idle_minutes=if_idle_minutes,
        kinds=chosen,
        progress=progress,
        synthesizer=synthesizer,
        agent=agent,
    )
    report.notes.extend(notes)
    if chosen is None and not report.busy:  # a whole dream also reads the daily logs
        from ..arrange.apply import checkpoint
        from ..arrange.rollback import journal_writes

        def rollback_point() -> None:  # a dream that applied nothing has none yet
            if not report.snapshot:
                report.snapshot = checkpoint(store, {"promote": 1}, agent)

        written = promote(curate, store, report, datetime.now(UTC), rollback_point)
        if written and report.snapshot:  # rolling the dream back undoes them too
            journal_writes(store, report.snapshot, written, "promote")
    if not report.dry_run and not report.busy:
        # A merge, a supersession, an archive or a hand edit since may change or end what
        # a share copied.
        refresh_shares()
    if report.applied or report.promoted:
        catch_up.quietly(report.notes)
    return report


def prune_overrides(threshold: float) -> dict[str, Any]:
    """``[dream]`` overrides of ``Bower.prune`` (the archive pass alone), checked."""
    if not 0 <= threshold <= 1:  # NaN fails too
        raise UsageError(
            f"the prune threshold must be within 0..1 (got {threshold})",
            hint="e.g. 0.05: archive what decayed below a twentieth of full importance.",
        )
    return {"prune_threshold": threshold}


def consolidate_overrides(similarity: float) -> dict[str, Any]:
    """``[dream]`` overrides of ``Bower.consolidate`` (merge and synthesis alone), checked."""
    if not 0.5 <= similarity <= 1:
        raise UsageError(
            f"the merge similarity must be within 0.5..1 (got {similarity})",
            hint="e.g. 0.95: merge only near-copies.",
        )
    return {"merge_similarity": similarity}
