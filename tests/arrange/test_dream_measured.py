"""A dream joins two wordings of one measure of one named thing however far apart their
words sit (cosine ~.35-.5 with the shipped model: a jotting, a note told with a reason),
and never two things that share a measure (Said, fifty-sixth part). The real model: how
far the wordings sit is what is tested."""

from __future__ import annotations

import os
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bowerbird import Bower, ImportRecord
from bowerbird.storage.files.parsing import parse

_SPANS = [
    ("45 minutes", "three-quarters of an hour"),
    ("30 minutes", "half an hour"),
    ("90 minutes", "an hour and a half"),
]


def _live(home: Path) -> list[str]:
    """The live memories' texts, read from the tree (the source of truth)."""
    texts = []
    for path in sorted((home / "tree").rglob("*.md")):
        memory = parse(path.read_bytes(), str(path.relative_to(home / "tree")))
        if memory.source != "summary" and not memory.superseded_by:
            texts.append(memory.content)
    return texts


def _dreamed(notes: list[str]) -> list[str]:
    """The live texts of a fresh home (the shipped model) after ``notes``, a week apart,
    are imported and a dream has run."""
    home = Path(tempfile.mkdtemp())
    os.environ["BOWERBIRD_EMBED_PROVIDER"] = "default"
    try:
        # (A home of two notes: the guard rail on the share a dream may change is lifted.)
        overrides = {"sync": {"interval_s": 0}, "dream": {"max_change_share": 1}}
        with Bower(home, overrides=overrides) as bower:
            start = datetime(2026, 3, 2, tzinfo=UTC)
            bower.import_records(
                [
                    ImportRecord(text, observed_at=start + timedelta(days=7 * i))
                    for i, text in enumerate(notes)
                ]
            )
            bower.dream()
    finally:
        os.environ["BOWERBIRD_EMBED_PROVIDER"] = "fake"
    return _live(home)


@pytest.mark.parametrize(("short", "words"), _SPANS)
def test_one_measure_told_far_apart_is_one_memory(short: str, words: str) -> None:
    card = f"Therapy sessions at the Hollyhock Speech Clinic last {short}."
    note = (
        f"Each appointment at Hollyhock runs for {words}, so parents should pay for the "
        "car park for longer than that."
    )
    live = _dreamed([card, note])
    told = [text for text in live if "Hollyhock" in text]
    # One statement, the fuller wording live; the other kept as its evidence.
    assert len(told) == 1, live
    # Another clinic's sessions of the same length are another fact, never joined.
    other = f"Each appointment at the Brackenfield clinic runs for {words}, so book ahead."
    live = _dreamed([card, other])
    assert sum("Hollyhock" in text for text in live) == 1, live
    assert sum("Brackenfield" in text for text in live) == 1, live
