"""Paraphrases held-out set 73 found (Said, fifty-first part): a length glued to "m" beside
the same length in words ("cragbox lead wall: 12m" / "… is 12 metres high"), "a week's
hire" as a span (not "every week"), a verb's "-ing" without its "e" ("tune" / "tuning").
Each restates; another number is never the same. Generated cases: the kind, not a suite's
sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_SAME = ("same", "less", "more")


@settings(max_examples=50, deadline=None)
@given(
    metres=st.integers(3, 40),
    other=st.integers(3, 40),
    what=st.sampled_from(["lead wall", "bouldering cave", "slipway", "mast"]),
    place=st.sampled_from(["Cragbox", "Dabchick Wharf", "Hartsmere"]),
)
def test_a_length_glued_to_m(metres: int, other: int, what: str, place: str) -> None:
    card = f"The {what} at {place} is {metres} metres high."
    note = f"{place.lower()} {what}: {metres}m"
    assert relate(note, card, 0.75, 7).kind in _SAME, (card, note)
    assert relate(card, note, 0.75, 7).kind in _SAME, (note, card)
    if other != metres:
        differs = f"{place.lower()} {what}: {other}m"
        assert relate(differs, card, 0.75, 7).kind not in _SAME, (card, differs)


@settings(max_examples=40, deadline=None)
@given(
    span=st.sampled_from(["week", "month", "day", "fortnight"]),
    price=st.integers(100, 2000),
    berths=st.sampled_from(["two", "four", "six"]),
)
def test_a_spans_hire_is_how_long(span: str, price: int, berths: str) -> None:
    """ "A week's hire … is £1,240" / "…, one week: 1240 pounds": one span, one price."""
    card = f"A {span}'s hire of a {berths}-berth boat from Dabchick Wharf is £{price:,}."
    found = [m.kind for m in mentions(card) if m.raw.lower() == f"a {span}"]
    assert found and not found[0].startswith("every:"), (card, mentions(card))
    note = f"dabchick wharf {berths}-berth, one {span}: {price} pounds"
    assert relate(note, card, 0.77, 14).kind in _SAME, (card, note)
    assert [m.kind for m in mentions(f"costs £5 a {span}")][-1].startswith("every:")


@settings(max_examples=40, deadline=None)
@given(
    verb=st.sampled_from([("tune", "tuning"), ("service", "servicing"), ("shoe", "shoeing")]),
    price=st.integers(40, 120),
)
def test_a_verb_and_its_ing_without_the_e(verb: tuple[str, str], price: int) -> None:
    base, ing = verb
    card = f"Tobias Quenby charges £{price} to {base} an upright piano."
    note = f"Booked Quenby for the upright again: a {ing} is £{price}, cash or bank transfer."
    assert relate(note, card, 0.6, 21).kind in _SAME, (card, note)
