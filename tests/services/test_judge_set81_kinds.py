"""Counts, heat and names told in a story (Said, fifty-eighth part): dozens are numbers, a
temperature in Fahrenheit is the one in Celsius, a name written short is the name and a
sibling name sharing a word is another thing, a rhythm a story never counts is no
difference, and a thing described as corrected is no change. Generated cases: the kind,
not set 81's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import read

from .test_judge_rates_said_in_words import number_words


def _numbers(text: str) -> set[str]:
    return {m.norm for m in mentions(text) if m.kind == "number"}


@settings(max_examples=40, deadline=None)
@given(dozens=st.integers(1, 8), digits=st.booleans())
def test_dozens_are_numbers(dozens: int, digits: bool) -> None:
    said = f"{dozens if digits else number_words(dozens)} dozen"
    assert _numbers(f"The choir has {said} singers.") == {str(12 * dozens)}
    assert _numbers(f"The choir has {number_words(12 * dozens)} singers.") == {str(12 * dozens)}
    weeks = {m.norm for m in mentions("Restoring one takes half a dozen weeks.")}
    assert weeks == {m.norm for m in mentions("Restoring one takes six weeks.")}
    for half in ("a half dozen", "a half-dozen", "half-dozen", "half a dozen"):
        assert _numbers(f"£2.50 for {half} eggs at the gate") == {"6"}, half


_WORKS = ["Pentreath Fudge Kitchen", "Saltash Rock Works", "Carbis Toffee House"]


@settings(max_examples=40, deadline=None)
@given(celsius=st.sampled_from(range(100, 250, 5)), works=st.sampled_from(_WORKS))
def test_fahrenheit_in_a_kitchen_is_celsius(celsius: int, works: str) -> None:
    fahrenheit = celsius * 9 // 5 + 32
    card = f"{works} boils its sugar to {celsius} °C before it goes onto the slab."
    jotted = f"{works.lower()} - sugar boiled to {fahrenheit}F"
    assert relate(jotted, card, 0.7, 14).kind in RESTATED, jotted
    hotter = f"{works.lower()} - sugar boiled to {fahrenheit + 18}F"
    assert relate(hotter, card, 0.7, 14).kind not in RESTATED
    # Which one, however hot: a flat, a gate.
    assert not any(m.kind == "celsius" for m in mentions("Flat 1C is hot in summer."))


_PEOPLE = ["Alys", "Morwenna", "Jago"]


@settings(max_examples=40, deadline=None)
@given(
    works=st.sampled_from(_WORKS),
    person=st.sampled_from(_PEOPLE),
    hours=st.integers(2, 9),
)
def test_a_name_written_short_in_a_story_is_the_name(works: str, person: str, hours: int) -> None:
    short = works.split()[0]
    card = f"{works} leaves each batch to set for {number_words(hours)} hours."
    story = (
        f"Watched {person} at {short} turn out a batch; it sets for {hours} hours, and "
        "any less and it cracks on the knife."
    )
    assert relate(story, card, 0.7, 14).kind in RESTATED, story
    sibling = f"{short} Sweet Shop leaves each batch to set for {number_words(hours)} hours."
    assert relate(sibling, card, 0.7, 14).kind == "distinct"


_FARMS = ["Cowlam Fields", "Treloyhan Orchard", "Polgooth Nursery"]
_OPENING = [
    ("quarter past eight", "8.15am"),
    ("half past seven", "7.30am"),
    ("ten past nine", "9.10am"),
]


@settings(max_examples=40, deadline=None)
@given(farm=st.sampled_from(_FARMS), time=st.sampled_from(_OPENING), who=st.sampled_from(_PEOPLE))
def test_a_morning_told_opens_when_every_morning_does(
    farm: str, time: tuple[str, str], who: str
) -> None:
    card = f"{farm} opens at {time[0]} every morning in the season."
    story = f"We were first in the queue at {farm} when {who} opened up at {time[1]}."
    assert relate(story, card, 0.7, 14).kind in RESTATED, story
    later = f"We were first in the queue at {farm} when {who} opened up at 11.45am."
    assert relate(later, card, 0.7, 14).kind not in RESTATED


@settings(max_examples=30, deadline=None)
@given(thing=st.sampled_from(["address", "invoice", "timetable", "price list"]))
def test_a_thing_described_as_corrected_is_no_change(thing: str) -> None:
    assert not read(f"A customer asked why a corrected {thing} still pointed to the old one.").cue
    assert read(f"We corrected the {thing} to the new figures.").cue


_KIN = ["her mother", "his uncle", "her aunt", "their grandad", "his sister"]
_HOLDERS = [("Oriel", "Fairhurst"), ("Melchior", "Kellaway"), ("Tegwen", "Rosser")]
_DUTIES = [
    ("the gold-leaf work", "the gilding"),
    ("the Saturday climbing", "the Saturday climbing"),
]


@settings(max_examples=40, deadline=None)
@given(
    kin=st.sampled_from(_KIN),
    holder=st.sampled_from(_HOLDERS),
    duty=st.sampled_from(_DUTIES),
    other=st.sampled_from(["Maudie", "Audley", "Cerys"]),
)
def test_taken_over_from_a_relative_named_by_first_name(
    kin: str, holder: tuple[str, str], duty: tuple[str, str], other: str
) -> None:
    first, family = holder
    card = f"At {family}'s yard {duty[0]} is done by {first} {family}."
    note = f"{other} has taken over {duty[1]} at {family}'s from {kin} {first}."
    verdict = relate(note, card, 0.6, 120)
    assert verdict.kind == "correction" and verdict.swaps == ((f"{first} {family}", other),)
    # Someone else handed over: not the card's holder, no change to the card.
    elsewhere = f"{other} has taken over {duty[1]} at {family}'s from {kin} Wilfrid."
    assert relate(elsewhere, card, 0.6, 120).kind != "correction"
