"""Measures told another way, and stories that say a card again around them (Said,
sixty-first part, set 84's paraphrases): "minus twelve degrees" and "twelve below zero" are
-12 °C; "ninety-eight words in every hundred" is 98%; "eighteen fifty comes out of her
account" is the card's £18.50 whatever the story sets against something the card never says
("charged on the day it's packed rather than the day it arrives"); "once twenty-four have
signed in" counts who comes to the card's sessions of two dozen; a card's "live" is where it
runs, no measure a story must repeat; the weekday written against a date is the date's own,
so a story's other day ("come back on the Monday") is no value in its place. Generated
cases: the kind, not the set's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions

from .test_judge_rates_said_in_words import number_words

_SHOPS = ["Gelateria Dolcemare", "Frostwick Creamery", "Polar Scoop"]
_PLACES = ["Furzebrook Organics", "Tregarrick Farm", "Lowmoor Growers"]


def _keys(text: str) -> set[tuple[str, str]]:
    return {m.key for m in mentions(text)}


@settings(max_examples=60, deadline=None)
@given(cold=st.integers(2, 30))
def test_a_temperature_below_zero_said_in_words_is_celsius(cold: int) -> None:
    said = number_words(cold)
    assert ("celsius", f"-{cold}") in _keys(f"The cabinet is kept at minus {said} degrees.")
    assert ("celsius", f"-{cold}") in _keys(f"They reset it to {said} below zero on Monday.")
    assert ("celsius", f"-{cold}") in _keys(f"It dropped to {cold} degrees below freezing.")
    # A plain "twelve degrees" of nothing hot or cold is no temperature (an angle, a grade).
    assert not any(k == "celsius" for k, _ in _keys(f"The ramp turns {said} degrees."))


@settings(max_examples=60, deadline=None)
@given(share=st.integers(1, 99), noun=st.sampled_from(["words", "calls", "parcels", ""]))
def test_a_rate_per_hundred_is_a_percent(share: int, noun: str) -> None:
    counted = f" {noun}" if noun else ""
    text = f"The team aims to get {number_words(share)}{counted} in every hundred right."
    assert ("percent", str(share)) in _keys(text)
    assert ("percent", str(share)) in _keys(f"{share} out of a hundred patients were seen.")


@settings(max_examples=40, deadline=None)
@given(shop=st.sampled_from(_SHOPS), cold=st.integers(5, 25))
def test_a_visit_that_sets_the_cards_temperature_says_it_again(shop: str, cold: int) -> None:
    said = number_words(cold)
    card = f"{shop}'s display cabinet is kept at minus {said} degrees."
    story = (
        f"The fridge engineer reset {shop.split()[-1]}'s display cabinet to {said} below zero "
        f"on Monday, because any colder and the scoops won't go through the gelato."
    )
    assert relate(story, card, 0.7, 14).kind in RESTATED
    warmer = story.replace(f"to {said} below", f"to {number_words(cold - 3)} below")
    assert relate(warmer, card, 0.7, 14).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(place=st.sampled_from(_PLACES), pounds=st.integers(12, 29), pence=st.sampled_from([20, 50]))
def test_a_spoken_price_in_a_story_is_the_cards(place: str, pounds: int, pence: int) -> None:
    card = f"A standard veg box from {place} costs £{pounds}.{pence} a week."
    story = (
        f"A customer rang Loveday to ask why {number_words(pounds)} {number_words(pence)} comes "
        f"out of her account every Friday: that's the standard {place.split()[0]} box, charged "
        f"on the day it's packed rather than the day it arrives."
    )
    assert relate(story, card, 0.7, 14).kind in RESTATED
    # Set against the card's own words, "rather than" tells a change: no restatement.
    changed = story.replace("rather than the day it arrives", "rather than weekly")
    assert relate(changed, card, 0.7, 14).kind not in RESTATED
    # Another spoken price is another value, never the card again.
    other = story.replace(number_words(pounds), number_words(pounds + 2), 1)
    assert relate(other, card, 0.7, 14).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(cap=st.integers(12, 40), club=st.sampled_from(["Wharfside ABC", "Quayside Boxing"]))
def test_a_count_of_who_comes_is_the_cards_cap(cap: int, club: str) -> None:
    card = f"{club} caps its Tuesday open sessions at {number_words(cap)} boxers."
    story = (
        f"Had to send a lad home from {club.split()[0]}'s Tuesday session last night: once "
        f"{number_words(cap)} have signed in, Lenny shuts the book, because that's all the "
        f"ring can take."
    )
    assert relate(story, card, 0.6, 14).kind in RESTATED
    fewer = story.replace(f"once {number_words(cap)}", f"once {number_words(cap - 4)}")
    assert relate(fewer, card, 0.6, 14).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(share=st.integers(90, 99), team=st.sampled_from(["Captionry", "Subtitlr", "Wordloom"]))
def test_where_a_card_runs_is_no_measure_a_story_repeats(share: int, team: str) -> None:
    card = f"{team}'s accuracy target for live council captions is {share} per cent."
    story = (
        f"Ran the spot-check on last night's planning committee: {team} aims to get "
        f"{number_words(share)} words in every hundred right on council captions, because the "
        f"contract lets the council claw money back below that."
    )
    verdict = relate(story, card, 0.7, 14)
    # The card names where it runs and the story does not: the card stays the statement.
    assert verdict.kind == "same", verdict


@settings(max_examples=40, deadline=None)
@given(
    day=st.integers(1, 28),
    month=st.sampled_from(["March", "June", "September"]),
    weekday=st.sampled_from(["Saturday", "Sunday"]),
    other=st.sampled_from(["Monday", "Tuesday"]),
)
def test_a_weekday_against_a_date_is_the_dates_own(
    day: int, month: str, weekday: str, other: str
) -> None:
    card = f"FixPoint Mobiles is closed for its stock-take on {weekday} {day} {month}."
    story = (
        f"Told a customer to come back on the {other}, because FixPoint shuts for the "
        f"stock-take on {day} {month}."
    )
    assert relate(story, card, 0.6, 14).kind != "contradiction"
    # Another date is another value for the one slot, whatever weekday goes with it.
    moved = story.replace(f"on {day} {month}", f"on {day % 28 + 1} {month}")
    assert relate(moved, card, 0.6, 14).kind in ("contradiction", "distinct", "correction")
