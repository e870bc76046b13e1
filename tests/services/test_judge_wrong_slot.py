"""A change put in the wrong slot (services/, Said thirty-second part): a derived card is a
fabrication when the judge reads the note's old value in a place of the card that holds
something else — "from room 3 to room 8" is no change of "miss three classes", "Ward 40's
top-up" is no statement about "the Ward 4 pharmacist", and "the key worker at Little Acorns
is Nadine" names Nadine, not Little Acorns, as the key worker. Generated cases: the kind,
not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_NUMBER_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine"]
_DESIGNATORS = ["room", "ward", "bay", "gate", "studio", "court"]


@settings(max_examples=40, deadline=None)
@given(
    count=st.integers(0, len(_NUMBER_WORDS) - 1),
    designator=st.sampled_from(_DESIGNATORS),
    to=st.integers(10, 60),
    thing=st.sampled_from(["Class A2.2", "The Tuesday yoga group", "Team Falcon"]),
)
def test_a_move_between_numbered_places_is_no_change_of_a_count(
    count: int, designator: str, to: int, thing: str
) -> None:
    word = _NUMBER_WORDS[count]
    card = f"Students who miss {word} classes in a row get a phone call from reception."
    note = f"{thing} has moved from {designator} {count + 2} to {designator} {to}."
    verdict = relate(note, card)
    assert verdict.kind != "correction", verdict
    assert verdict.derived is None


@settings(max_examples=40, deadline=None)
@given(
    designator=st.sampled_from(["Ward", "Bay", "Gate", "Studio"]),
    number=st.integers(2, 9),
    extra=st.integers(0, 9),
    days=st.sampled_from([("Wednesdays", "Tuesdays"), ("Mondays", "Fridays")]),
)
def test_a_numbered_subject_is_not_another_number_of_its_kind(
    designator: str, number: int, extra: int, days: tuple[str, str]
) -> None:
    was, now = days
    card = (
        f"Pharmacy students shadow the {designator} {number} pharmacist on {was[:-1]} afternoons."
    )
    note = f"{designator} {number}{extra}'s pharmacy top-up has moved from {was} to {now}."
    verdict = relate(note, card)
    assert verdict.kind == "distinct", verdict
    # The same numbered thing told of is still a change of the card.
    same = f"{designator} {number}'s pharmacy shadowing has moved from {was} to {now}."
    assert relate(same, card).kind == "correction"


_PEOPLE = ["Nadine", "Priyanka", "Orla", "Tamsin", "Beatrix", "Ifeoma", "Solveig"]
_PLACES = ["Little Acorns", "Bramble Hill", "Sunflower House", "Oak Tree Nursery"]


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    place=st.sampled_from(_PLACES),
    child=st.sampled_from(["Maisie", "Rufus", "Elodie"]),
    role=st.sampled_from(["key worker", "room leader", "SENCo contact"]),
)
def test_a_role_at_a_place_is_held_by_the_name_after_the_verb(
    people: list[str], place: str, child: str, role: str
) -> None:
    was, now = people
    card = f"{child}'s {role} at {place} is {was}; {child} naps at 12:30."
    note = f"{child}'s {role} has been swapped out, it's {now} now."
    verdict = relate(note, card)
    # Whatever the judge makes of it, no card puts the new holder where the place stands.
    if verdict.derived is not None:
        assert place in verdict.derived, verdict
        assert was not in verdict.derived, verdict
        assert now in verdict.derived, verdict
