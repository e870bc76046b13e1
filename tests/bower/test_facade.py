"""The sealed facade: options as one object or as keywords, typed results with one shape."""

from __future__ import annotations

from pathlib import Path

import pytest

from bowerbird import (
    Bower,
    CurateOptions,
    Explanation,
    Forgotten,
    HistoryEvent,
    MemorySummary,
    QueryOptions,
    UsageError,
)


def test_options_object_and_keywords_are_the_same_call(bower: Bower) -> None:
    made = bower.curate("The billing service runs on Postgres 16.", CurateOptions(tags=("db",)))
    again = bower.curate("The billing service runs on Postgres 16.", tags=["db"])
    assert made.created and again.duplicate_of == made.created[0]
    as_object = bower.query("billing postgres", QueryOptions(limit=3, use_cache=False))
    as_keywords = bower.query("billing postgres", limit=3, use_cache=False)
    assert [h.id for h in as_object.results] == [h.id for h in as_keywords.results]
    assert as_object.results[0].tags == ["db"]
    block = bower.context("billing postgres", QueryOptions(limit=1), budget_tokens=200)
    assert block.included == [made.created[0]]


def test_unknown_or_invalid_options_are_usage_errors(bower: Bower) -> None:
    with pytest.raises(UsageError, match=r"unknown option.*limitt") as info:
        bower.query("x", limitt=3)
    assert "limit" in info.value.hint
    with pytest.raises(UsageError, match="type 'opinion'"):
        bower.curate("x", type="opinion")
    with pytest.raises(UsageError, match="priority"):
        CurateOptions(priority="urgent")  # type: ignore[arg-type]
    with pytest.raises(UsageError, match="limit 0"):
        bower.query("x", limit=0)


def test_read_results_are_typed(bower: Bower, home: Path) -> None:
    first = bower.curate("The staging key rotates every 90 days.").created[0]
    bower.curate("Actually, the staging key rotates every 30 days.")
    history = bower.history(first)
    assert all(isinstance(e, HistoryEvent) for e in history)
    assert [e.action for e in history] == ["created", "superseded"]
    story = bower.explain(first)
    assert isinstance(story, Explanation) and story.live and story.live != first
    assert story.to_dict()["superseded_chain"] == [first, story.live]
    listing = bower.memories("recent", limit=5)
    assert [m.id for m in listing] == [story.live]  # the superseded one is not live
    assert isinstance(listing[0], MemorySummary) and listing[0].to_dict()["created"].endswith("Z")
    lines = bower.read_lines(listing[0].path, 1, 2)
    assert lines.text.splitlines() == ["---", f"id: {story.live}"]
    gone = bower.forget(story.live)
    assert isinstance(gone, Forgotten) and gone.to_dict()["maturity"] == "archived"
    assert bower.restore(story.live).maturity == "draft"
