"""A role told as a label of a named body ("Treasurer of Kilbride Pipe Band: Isla") holds one
person, as "Morag is Kilbride Pipe Band's treasurer" does: two holders two days apart
contradict, another body's holder is another slot (Said, forty-sixth part; held-out set 69).
Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_ROLES = ["treasurer", "secretary", "chair", "captain", "coach"]
_BODIES = ["Kilbride Pipe Band", "Hollin Bowls Club", "Marsh Lane Allotments", "Tarn Rowing Club"]
_PEOPLE = ["Morag", "Isla", "Eilidh", "Fergus", "Ruaridh", "Catriona"]


@settings(max_examples=40, deadline=None)
@given(
    role=st.sampled_from(_ROLES),
    bodies=st.lists(st.sampled_from(_BODIES), min_size=2, max_size=2, unique=True),
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    connective=st.sampled_from(["of", "for"]),
)
def test_a_role_labelled_of_a_named_body_holds_one_person(
    role: str, bodies: list[str], people: list[str], connective: str
) -> None:
    card = f"{people[0]} is {bodies[0]}'s {role}."
    note = f"{role.capitalize()} {connective} {bodies[0]}: {people[1]}."
    verdict = relate(note, card, None, 2)
    # No cue: both live, flagged — never "about another name".
    assert verdict.kind == "contradiction", (card, note, verdict)
    # The same holder told as a label is no rival.
    again = f"{role.capitalize()} {connective} {bodies[0]}: {people[0]}."
    assert relate(again, card, None, 2).kind not in ("contradiction", "correction", "distinct")
    # Another body's holder is another slot.
    other = f"{role.capitalize()} {connective} {bodies[1]}: {people[1]}."
    assert relate(other, card, None, 2).kind == "distinct", (card, other)
