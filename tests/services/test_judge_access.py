"""How one gets in — come along ("walk-in", "drop-in") or book first ("by appointment only",
"bookings only") — is one slot with two sides (Said, thirty-eighth part; held-out set 60).
Two notes giving the two sides of it for one place and day are never one statement said
twice: without a cue they contradict each other, with one the later corrects the earlier;
a note that says such a state is never "part of" a card that does not. Generated cases:
the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_PLACES = ["Brookfield Surgery", "the Ashgrove pharmacy", "Snips on Mill Lane", "the town hall"]
_SERVICES = ["flu clinic", "blood test clinic", "passport check", "beginners' session"]
_DAYS = ["Monday", "Wednesday", "Saturday", "Sunday"]
_WALK = ["walk-in", "drop-in"]
_BOOK = ["by appointment only", "appointments only", "bookings only"]


@settings(max_examples=40, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    service=st.sampled_from(_SERVICES),
    day=st.sampled_from(_DAYS),
    walk=st.sampled_from(_WALK),
    book=st.sampled_from(_BOOK),
    booked_first=st.booleans(),
    similarity=st.floats(0.55, 0.9),
)
def test_the_two_ways_in_for_one_place_are_two_values_of_one_slot(
    place: str,
    service: str,
    day: str,
    walk: str,
    book: str,
    booked_first: bool,
    similarity: float,
) -> None:
    ways = [
        f"The {day} {service} at {place} is {walk}.",
        f"The {day} {service} at {place} is {book}.",
    ]
    old, new = ways[::-1] if booked_first else ways
    assert relate(new, old, similarity, 3).kind == "contradiction", (old, new)
    told = new.replace(" is ", " is now ", 1)
    assert relate(told, old, similarity, 3).kind == "correction", (old, told)


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    service=st.sampled_from(_SERVICES),
    day=st.sampled_from(_DAYS),
    walk=st.sampled_from(_WALK),
    book=st.sampled_from(_BOOK),
    similarity=st.floats(0.5, 0.9),
)
def test_a_way_in_told_in_other_words_is_never_the_same_statement(
    place: str, service: str, day: str, walk: str, book: str, similarity: float
) -> None:
    # Other words around the two sides ("The user was told …"): whatever else the judge
    # makes of it, the two are not one statement, and neither holds the other.
    old = f"{place}'s {day} {service} is {walk}."
    new = f"The user was told the {service} at {place} on {day} is {book}."
    for a, b in ((old, new), (new, old)):
        assert relate(b, a, similarity, 3).kind not in ("same", "less", "more"), (a, b)


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    day=st.sampled_from(_DAYS),
    walk=st.sampled_from(_WALK),
    hour=st.integers(6, 9),
)
def test_a_state_the_card_does_not_say_is_not_part_of_it(
    place: str, day: str, walk: str, hour: int
) -> None:
    card = f"I booked a table at {place} for {day} at {hour}."
    note = f"{place} is {walk} only on {day}s."
    assert relate(note, card, 0.6, 3).kind != "less", (card, note)
