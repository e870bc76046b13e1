"""Temporal expressions resolve to the right half-open UTC ranges, around month and year ends."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bowerbird.services.timeparse import asks_earliest, find_range, find_ranges


def d(y: int, m: int, day: int) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


CASES = [
    # (now, text, start, end)
    (d(2026, 1, 1), "yesterday", d(2025, 12, 31), d(2026, 1, 1)),
    (d(2025, 12, 31), "tomorrow", d(2026, 1, 1), d(2026, 1, 2)),
    (d(2026, 1, 15), "last month", d(2025, 12, 1), d(2026, 1, 1)),
    (d(2025, 12, 15), "next month", d(2026, 1, 1), d(2026, 2, 1)),
    (d(2024, 3, 31), "last month", d(2024, 2, 1), d(2024, 3, 1)),
    (d(2026, 1, 2), "last year", d(2025, 1, 1), d(2026, 1, 1)),
    (d(2026, 1, 1), "last week", d(2025, 12, 22), d(2025, 12, 29)),  # Thursday; weeks on Monday
    (d(2026, 1, 1), "this week", d(2025, 12, 29), d(2026, 1, 5)),
    (d(2026, 1, 1), "3 days ago", d(2025, 12, 29), d(2025, 12, 30)),
    (d(2026, 3, 1), "a month ago", d(2026, 2, 1), d(2026, 3, 1)),
    (d(2026, 1, 1), "on friday", d(2025, 12, 26), d(2025, 12, 27)),
    (d(2026, 1, 2), "last friday", d(2025, 12, 26), d(2025, 12, 27)),  # today is Friday
    (d(2026, 1, 1), "next monday", d(2026, 1, 5), d(2026, 1, 6)),
    (d(2026, 1, 1), "last weekend", d(2025, 12, 27), d(2025, 12, 29)),
    (d(2026, 3, 10), "in May", d(2025, 5, 1), d(2025, 6, 1)),  # most recent May that began
    (d(2026, 5, 10), "in May", d(2026, 5, 1), d(2026, 6, 1)),
    (d(2026, 1, 1), "in May 2023", d(2023, 5, 1), d(2023, 6, 1)),
    (d(2026, 1, 1), "on 8 May, 2023", d(2023, 5, 8), d(2023, 5, 9)),
    (d(2026, 1, 1), "May 8th, 2023", d(2023, 5, 8), d(2023, 5, 9)),
    (d(2026, 1, 1), "Dec 2024", d(2024, 12, 1), d(2025, 1, 1)),
    (d(2026, 1, 1), "2024-02-29", d(2024, 2, 29), d(2024, 3, 1)),
    (d(2026, 1, 1), "during 2019", d(2019, 1, 1), d(2020, 1, 1)),
]


@pytest.mark.parametrize(("now", "text", "start", "end"), CASES)
def test_expressions_resolve(now: datetime, text: str, start: datetime, end: datetime) -> None:
    found = find_range(f"what happened {text}?", now)
    assert found is not None, text
    assert (found.start, found.end) == (start, end)
    assert found.contains(start) and not found.contains(end)


def test_no_expression_and_impossible_dates() -> None:
    now = d(2026, 1, 1)
    assert find_range("why did we move to fargate", now) is None
    assert find_range("the 2023-02-30 incident", now) is None  # no such day
    assert find_range("you may want to deploy", now) is None  # "may" the verb


def test_several_expressions_in_order() -> None:
    found = find_ranges("between last month and yesterday", d(2026, 1, 15))
    assert [r.phrase for r in found] == ["last month", "yesterday"]


@given(
    st.text(max_size=200),
    st.datetimes(min_value=datetime(1900, 1, 1), max_value=datetime(2200, 1, 1)),
)
def test_never_raises(text: str, now: datetime) -> None:
    for r in find_ranges(text, now):
        assert r.start < r.end


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("What deadline did I set for the initial deployment?", True),
        ("How many entries did I say my dataset had at the start?", True),
        ("Which versions was I using when I first described my setup?", True),
        ("What was my original plan?", True),
        ("How did they initially meet?", True),
        ("Is this my first time with hyperbolas?", True),
        ("Why did Jon decide to start his dance studio?", False),
        ("Prove that the sum of the first n odd numbers is n squared.", False),
        ("What is Joanna beginning to do?", False),
        ("What is my current deadline?", False),
    ],
)
def test_questions_about_the_beginning_are_recognised(text: str, asks: bool) -> None:
    assert asks_earliest(text) is asks
