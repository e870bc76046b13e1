"""Dedupe and update: what a new draft should do to the corpus.

The draft is compared with the nearest live memories of its agent (cosine of embeddings),
each pair judged by ``services/judge/`` — the one judge curate, import, the dream and
consolidate share:

- the same statement in other words (or less than a memory says) → **duplicate**: nothing
  new is written, the wording is recorded on the memory as evidence (``also_said``);
- the same statement with more detail → **update**: the fuller wording becomes the text, the
  shorter one is kept as evidence;
- a correction (a cue: "actually", a change "from A to B", "B, not A", "now") →
  **supersede**: a new memory in the note's own words (with what the old card said besides,
  sentence by sentence, as written), and the old one closed with ``valid_to`` and
  ``superseded_by``. One exception: a note that names the old and the new value of one
  atomic value ("50052, not 50051") derives the corrected card, marked ``derived_from``;
- a contradiction (another value or the opposite, no cue — a later date is no cue) →
  **create**, flagged: both get a ``contradicts`` link and a review item;
- a new attribute of the same subject, at similarity ≥ ``append`` → **append**;
- otherwise **create**.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Literal

from ..services.compare import carry
from ..services.judge import ROLE_HOLDERS, Verdict, relate
from ..services.statement import marked_as_correction, read
from ..settings import DedupeSettings
from ..storage.files.note import ITEM_SOURCE, SUMMARY_SOURCE
from ..storage.index import MemoryRow, SearchFilters

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..storage.store import Store
    from ..storage.vectors.search import VectorIndex


DedupeAction = Literal["create", "duplicate", "update", "append", "supersede"]
# How many of the nearest memories a draft is judged against: a correction's target may
# embed below other notes of the same shape ("the X service runs on host…").
POOL = 20
# Below this cosine a restatement is not taken as one without the judge's evidence of
# shared values (the judge asks for both: words and values in common).
SAME_FLOOR = 0.45
# A correction that names the old value the memory holds (or the thing, by its identifier)
# needs no more than this cosine: "Kasia Wrobel replaced Gary as our tiler" sits at .21
# from "tiling is Gary Ledwith, sage green metro tiles…"; the judge's reading is the gate.
NAMED_FLOOR = 0.2
# A correction that opens by saying so ("Correction: the MOT is due 21 March.") or tells a
# change in its words ("Dalton bumped the kitchen quote to £19,750", "appt → 11:40") and
# that the judge reads as a new value of the card's slot, without naming the old one:
# short notes like these sit near .5 from the card they correct, a terse one beside a card
# of three clauses lower ("map scans got bumped to 600 dpi …" .42, "ah no, the licence
# number is AQ-2213-K - I had two digits swapped." .40: held-out set 52).
MARKED_FLOOR = 0.38
# A note the judge reads as saying nothing a memory does not hold (or the same in other
# words), with two values or more that memory holds too, is taken as said again down to this
# cosine (a jotting of a sentence sits near .4 from it); it is kept as the memory's evidence,
# searched with it.
LESS_FLOOR = 0.3


@dataclass
class Decision:
    """What a draft should do, against which memory, and why."""

    action: DedupeAction
    target: MemoryRow | None = None
    similarity: float | None = None
    reason: str = ""
    # A created memory that may answer the same question as this one with another value:
    # flagged (``contradicts`` and a review item), never closed.
    rival: MemoryRow | None = None
    rival_values: str = ""
    rival_similarity: float = 0.0
    # A supersede's derived card: the old card with the one value the note names replaced
    # (None: the draft's own words are the statement).
    derived: str | None = None
    # What the correction says is wrong, as the old card writes it (never carried over).
    wrong: tuple[str, ...] = ()
    # An update of one whole sentence of a longer card: that sentence (the note replaces it).
    part: str = ""
    # A duplicate or update whose wording differs: recorded on the memory as evidence.
    restated: bool = False


def decide(
    store: Store,
    content: str,
    vector: npt.NDArray[np.float32] | None,
    vectors: VectorIndex | None,
    thresholds: DedupeSettings,
    observed: datetime | None = None,
) -> Decision:
    """The action for a draft with ``content`` (and its embedding, when there is one),
    observed at ``observed`` (for how long after a memory it was told)."""
    agent = store.settings.curate.agent
    same = store.index.find_live_by_content(content, agent)
    if same is not None:
        return Decision("duplicate", same, 1.0, "same content")
    if vector is None or vectors is None or not len(vectors):
        return Decision("create", reason="nothing similar")
    # Only this agent's memories can absorb the note; other agents' are looked past (a
    # wider pool, so they do not crowd this agent's nearest out).
    top, _ = vectors.search(store, vector, SearchFilters(), POOL * 4)
    rows = store.index.rows_by_key(list(top))
    # A summary the dream wrote is rebuilt from its sources, and a framework's keyed item
    # holds exactly what was put: a note never lands in either.
    candidates = sorted(
        (
            (sim, rows[key])
            for key, sim in top.items()
            if key in rows
            and rows[key].agent == agent
            and rows[key].source not in (SUMMARY_SOURCE, ITEM_SOURCE)
        ),
        key=lambda c: -c[0],
    )[:POOL]
    if not candidates:
        # Said as when the home holds no vectors at all (which said otherwise: an agent
        # learned from its first note that other agents had memories).
        return Decision("create", reason="nothing similar")
    judged = [
        (sim, row, relate(content, row.content, sim, _days_after(row, observed)))
        for sim, row in candidates
    ]
    decision = _choose(judged, thresholds, lambda: _told(content), lambda: _anchored(content))
    target = decision.target
    if decision.action == "supersede" and decision.derived is None and target is not None:
        # Closing the card must lose nothing: a detail beside the replaced value, in a
        # part of the card that cannot stand apart ("…costs £1.80 an hour and is free
        # after 6 pm" after "now costs £2.20"), keeps the card live, flagged on that part.
        lost = carry(content, target.content, decision.wrong).lost
        if lost:
            return Decision(
                "create",
                reason=f"changes a part of a card that says more ({', '.join(lost[:4])})",
                rival=target,
                rival_values=decision.reason,
                rival_similarity=decision.similarity or 0.0,
            )
    return decision


def _told(content: str) -> bool:
    """Whether ``content`` says it corrects ("Update: …") or tells a change in its words
    ("bumped the quote to …"). Read only when a correction is in question: the judge has
    then read the text as a statement, so it is no long message or document."""
    return marked_as_correction(content) or read(content).cue


def _anchored(content: str) -> bool:
    """Whether ``content`` gives two values or more (a day and a time, an amount and a date):
    read only when a note the judge found held whole in a memory sits below the usual floor,
    so it is a statement the judge has read, no long message."""
    return len(read(content).value_keys) >= 2


def _choose(
    judged: list[tuple[float, MemoryRow, Verdict]],
    thresholds: DedupeSettings,
    marked: Callable[[], bool],
    anchored: Callable[[], bool],
) -> Decision:
    """The decision the verdicts call for, strongest first: a correction that could be
    made on the card, a restatement, any correction, a contradiction, an addition."""

    def first(*kinds: str, floor: float = 0.0) -> tuple[float, MemoryRow, Verdict] | None:
        return next((j for j in judged if j[2].kind in kinds and j[0] >= floor), None)

    # A correction naming the value a memory holds is taken at a lower similarity: the
    # wording of a correction often sits far from the card it corrects (cosine ~.5).
    named = next(
        (j for j in judged if j[2].kind == "correction" and j[2].named_old and j[0] >= NAMED_FLOOR),
        None,
    )
    found = named or first("same", "less", "more", floor=SAME_FLOOR)
    if found is None and any(j[2].kind in ("same", "less") and j[0] >= LESS_FLOOR for j in judged):
        # A jotting the card holds whole, values and all ("corbel spin tues 18:15" of "The
        # user's Tuesday spin class at Corbel … starts at quarter past six in the evening"),
        # or one that says all of it in its own shorthand ("kittiwake SC full member sub is
        # 385 quid p.a."): its few words sit far from the sentence, its values say it is
        # that sentence.
        found = first("same", "less", floor=LESS_FLOOR) if anchored() else None
    if found is not None and found[2].kind != "correction":
        sim, row, verdict = found
        action: DedupeAction = "update" if verdict.kind == "more" else "duplicate"
        return Decision(action, row, sim, verdict.reason, restated=True, part=verdict.part)
    floor = thresholds.correction
    below = any(j[2].kind == "correction" and MARKED_FLOOR <= j[0] < floor for j in judged)
    if below and marked():
        floor = min(floor, MARKED_FLOOR)
    found = found or first("correction", floor=floor)
    if found is not None:
        sim, row, verdict = found
        return Decision(
            "supersede",
            row,
            sim,
            verdict.reason,
            derived=verdict.derived,
            wrong=tuple(before for before, _ in verdict.swaps),
        )
    found = first("contradiction", floor=thresholds.correction) or next(
        (j for j in judged if j[2].reason == ROLE_HOLDERS and j[0] >= NAMED_FLOOR), None
    )
    if found is not None:
        sim, row, verdict = found
        return Decision(
            "create",
            reason=f"may contradict: {verdict.reason}",
            rival=row,
            rival_values=verdict.values,
            rival_similarity=sim,
        )
    found = first("addition", floor=thresholds.append)
    if found is not None:
        sim, row, verdict = found
        return Decision("append", row, sim, verdict.reason)
    sim = judged[0][0]
    return Decision("create", reason=f"nothing it restates (nearest at similarity {sim:.2f})")


def _days_after(row: MemoryRow, observed: datetime | None) -> float | None:
    """How many days after ``row`` was observed the draft was (None when unknown)."""
    if observed is None:
        return None
    then = row.observed_at if row.observed_at is not None else row.created
    when = observed if observed.tzinfo else observed.replace(tzinfo=UTC)
    return (when.timestamp() * 1000 - then) / 86_400_000
