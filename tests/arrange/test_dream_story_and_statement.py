"""A story of what happened (an episode) that gives a statement's own measure of its one
named thing is that statement said again: a dream joins them whatever the days between,
and two episodes stay two events (Said, sixtieth part, set 84's paraphrases). The real
model: how far apart the wordings sit (cosine ~.4) is what is tested."""

from __future__ import annotations

import os
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bowerbird import Bower, ImportRecord

from .test_dream_measured import _live

_CUTOFFS = [("quarter to eight in the evening", "7.45pm"), ("half past six", "6.30pm")]


def _dreamed(records: list[ImportRecord]) -> list[str]:
    """The live texts of a fresh home (the shipped model) after ``records`` and a dream."""
    home = Path(tempfile.mkdtemp())
    os.environ["BOWERBIRD_EMBED_PROVIDER"] = "default"
    try:
        overrides = {"sync": {"interval_s": 0}, "dream": {"max_change_share": 1}}
        with Bower(home, overrides=overrides) as bower:
            bower.import_records(records)
            bower.dream()
    finally:
        os.environ["BOWERBIRD_EMBED_PROVIDER"] = "fake"
    return _live(home)


@pytest.mark.parametrize(("said", "story"), _CUTOFFS)
def test_a_story_giving_the_statements_measure_is_one_memory(said: str, story: str) -> None:
    start = datetime(2026, 3, 2, tzinfo=UTC)
    card = f"Cawdor Heath Aeromodellers: flying at Hob Hill has to finish by {said}."
    told = (
        f"Got a telling-off from the farmer at Hob Hill for still flying at {story} last "
        "night - that's the cut-off, because his cattle come down to the trough after that."
    )
    live = _dreamed(
        [
            ImportRecord(card, type="fact", observed_at=start),
            ImportRecord(told, type="context", observed_at=start + timedelta(days=28)),
        ]
    )
    assert sum("Hob Hill" in text for text in live) == 1, live
    # Two episodes that say so are two events, each kept.
    again = told.replace("last night", "on Sunday")
    live = _dreamed(
        [
            ImportRecord(told, type="context", observed_at=start),
            ImportRecord(again, type="context", observed_at=start + timedelta(days=28)),
        ]
    )
    assert sum("Hob Hill" in text for text in live) == 2, live
