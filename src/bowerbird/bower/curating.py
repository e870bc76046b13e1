"""``Bower.curate``: a note judged against the home and stored, then what follows a write —
a possible contradiction queued for a human, a shared copy refreshed, the memories the note
wrote embedded. Without an embedder (or when it fails) the note is compared by exact content
only, and the result says so."""

from __future__ import annotations

import time
from collections.abc import Callable

from ..arrange import review
from ..arrange.change import possible_contradiction
from ..errors import BowerError, ConfigError
from ..gather.curate import CurateOptions, CurateResult
from ..gather.curate import curate as gather_curate
from ..gather.extract import Extractor
from ..storage.autosync import AutoSync
from ..storage.store import Store
from .catchup import CatchUp


def curate(
    store: Store,
    sync: AutoSync,
    catch_up: CatchUp,
    extractor: Callable[[], Extractor | None],
    refresh_shares: Callable[[], object],
    text: str,
    opts: CurateOptions,
) -> CurateResult:
    """Store ``text`` as ``opts`` say: redacted, extracted, each memory created, merged or
    superseding (``gather/curate.py``), with what a write sets off after it."""
    started = time.perf_counter()
    sync.due()
    notes: list[str] = []
    embedder = None
    try:
        embedder = catch_up.state().embedder
    except BowerError as exc:
        notes.append(f"compared by exact content only ({exc.message})")
    llm = None if opts.verbatim else extractor()
    # A memory edited by hand has no current vector until something embeds it: compared
    # without one, a correction of it was stored beside it (the background embed decided
    # which came first). A few pending texts are embedded before comparing; a bulk
    # import's thousands are left to the catch-up.
    if embedder is not None:
        catch_up.few_pending(notes)
    matrix = catch_up.state().vectors
    try:
        result = gather_curate(store, text, opts, extractor=llm, embedder=embedder, vectors=matrix)
    except ConfigError as exc:
        if embedder is None:
            raise
        # The embedder failed (endpoint down, model missing): store by exact dedupe only.
        notes.append(f"compared by exact content only ({exc.message})")
        result = gather_curate(store, text, opts, extractor=llm)
    result.notes[:0] = notes
    rivals = [
        possible_contradiction(a.memory.id, a.rival.memory, a.rival.values, a.rival.similarity)
        for a in result.actions
        if a.rival is not None
    ]
    if rivals and not opts.dry_run:  # which of two rival answers stands: a human decides
        why = "a new memory may contradict a live one: which one stands?"
        review.queue(store.settings.home, rivals, why)
    if result.is_update and not opts.dry_run:
        refresh_shares()  # a shared memory updated or superseded: its copy follows
    if result.memories and not opts.dry_run:
        # What this note wrote (created, updated, appended, superseding): found by id, not
        # by an anti-join of every memory; anything else pending waits for a query's
        # catch-up or the next embed run.
        written = {m.id for m in result.memories}
        catch_up.quietly(result.notes, store.settings.embed.inline_limit, written)
    result.took_ms = round((time.perf_counter() - started) * 1000, 3)
    return result
