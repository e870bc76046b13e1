"""Prefixes and identifiers in a query (seed 001 §7.3): ``pay*`` and a word only begun
("paym") find the memories holding the words they begin; an identifier the index splits into
words ("vega-7", "v2.3.1", "ERR_0x8007045D") ranks the memory holding it whole first, even
beside memories that repeat its parts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bowerbird import Bower

NOTES = [
    "The payment service retries failed charges three times.",
    "Vega-7 is the codename of the new GPU cluster.",
    # Its parts again and again, never together: a bag of words prefers this one.
    "Rack 7 holds vega nodes and 7 vega switches; 7 racks of vega, vega and 7 more.",
    "Upgrade the agent to v2.3.1 before Friday.",
    "Release v2 has 3 known bugs and 1 fix; v2 of 3, v2 of 1, see v2 notes 3 and 1.",
    "Error ERR_0x8007045D means the backup disk is full.",
    "The office router sits at 10.0.4.17 behind the printer.",
    "Router 10 on floor 4 has 17 ports; 10 of them and 4 of those, 0 free, 17 total.",
]


@pytest.fixture
def bower(home: Path) -> Bower:
    bower = Bower(home)  # function-scoped: the suite's Postgres run gives each home its index
    for note in NOTES:
        bower.curate(note, verbatim=True)
    return bower


@pytest.mark.parametrize(
    ("asked", "expected"),
    [
        ("pay*", "payment service"),
        ("paym", "payment service"),
        ("what about paym retries", "payment service"),
        ("vega-7", "Vega-7 is the codename"),
        ("v2.3.1", "Upgrade the agent"),
        ("ERR_0x8007045D", "backup disk is full"),
        ("10.0.4.17", "office router"),
    ],
)
@pytest.mark.parametrize("fast", [True, False])
def test_a_prefix_or_identifier_finds_its_memory_first(
    bower: Bower, asked: str, expected: str, fast: bool
) -> None:
    hits = bower.query(asked, fast=fast, use_cache=False).results
    assert hits and expected in hits[0].content, [h.content for h in hits]


def test_a_prefix_nothing_begins_finds_nothing_and_short_words_are_not_prefixes(
    bower: Bower,
) -> None:
    assert bower.query("zqx*", fast=True, use_cache=False).results == []
    # "cod" is no prefix of "codename": a short unknown word is left as it is.
    assert bower.query("cod", fast=True, use_cache=False).results == []
