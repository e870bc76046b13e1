"""A name both statements write is no other name, and a takeover told beside where the one
who handed over went replaces that one (Said, forty-fourth part; held-out set 67).
Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

# Words that open a sentence capitalised and are read as a name there, though they are
# polar or common words ("Public sessions at …").
_OPENERS = ["Public", "Private", "Open", "Remote", "Manual", "Optional"]
_THINGS = [
    "sessions at {place} are for ages {n} and over",
    "classes at {place} take {n} people",
    "lockers at {place} cost {n} pounds a week",
]
_PLACES = ["Blackmoor Ice Arena", "Ferncombe Leisure Centre", "Tarn Lido", "Hollin Hall"]


@settings(max_examples=40, deadline=None)
@given(
    opener=st.sampled_from(_OPENERS),
    thing=st.sampled_from(_THINGS),
    place=st.sampled_from(_PLACES),
    values=st.lists(st.integers(2, 19), min_size=2, max_size=2, unique=True),
    days=st.sampled_from([3, 40, 210]),
)
def test_a_name_both_write_is_no_other_name(
    opener: str, thing: str, place: str, values: list[int], days: int
) -> None:
    old = f"{opener} {thing.format(place=place, n=values[0])}."
    new = f"{opener} {thing.format(place=place, n=values[1])}."
    verdict = relate(new, old, None, days)
    # Two values for one slot and no cue: a contradiction, both kept, never "about another
    # name" because the opening word is read as one.
    assert verdict.kind == "contradiction", (old, new, verdict)


_CLUBS = [("Sandpiper Fencing Club", "Sandpiper"), ("Harbour Rowing Club", "Harbour")]
_GROUPS = ["beginners' course", "junior squad", "Thursday class"]
_OLD = [("Malachy", "Burke"), ("Greta", "Lindqvist"), ("Tomas", "Novak")]
_NEW = [("Ingrid", "Solberg"), ("Rohan", "Mehta")]
_WENT = [
    "is concentrating on the competition squad",
    "has moved to the Saturday session",
    "is looking after the veterans now",
]
_WHERE = ["in the St Oswald's school gym", "at St Jude's church hall", "in the main hall"]


@settings(max_examples=60, deadline=None)
@given(
    club=st.sampled_from(_CLUBS),
    group=st.sampled_from(_GROUPS),
    old=st.sampled_from(_OLD),
    new=st.sampled_from(_NEW),
    went=st.sampled_from(_WENT),
    where=st.sampled_from(_WHERE),
)
def test_a_takeover_replaces_the_one_told_as_handing_over(
    club: tuple[str, str],
    group: str,
    old: tuple[str, str],
    new: tuple[str, str],
    went: str,
    where: str,
) -> None:
    card = f"The {group} at {club[0]} is run by {' '.join(old)} on Monday evenings {where}."
    note = f"{' '.join(new)} has taken over the {club[1]} {group}; {old[0]} {went}."
    verdict = relate(note, card, 0.7, 90)
    # The holder the note names as gone elsewhere is the one replaced: never a saint's name
    # in the card's place, never a day that clause gives for where they went.
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps == ((" ".join(old), " ".join(new)),), verdict
    if verdict.derived:
        assert " ".join(new) in verdict.derived and old[1] not in verdict.derived
        assert where in verdict.derived and "Monday evenings" in verdict.derived


def test_a_takeover_hands_nothing_from_one_the_card_does_not_make_its_holder() -> None:
    card = (
        "The junior squad at Harbour Rowing Club is run by Malachy Burke, with Greta "
        "Lindqvist helping."
    )
    note = (
        "Ingrid Solberg has taken over the Harbour junior squad; Greta is staying on as a helper."
    )
    verdict = relate(note, card, 0.7, 90)
    assert ("Greta Lindqvist", "Ingrid Solberg") not in verdict.swaps, verdict


@settings(max_examples=30, deadline=None)
@given(
    verb=st.sampled_from(["Asked", "Rang", "Phoned", "Emailed", "Texted", "Paid", "Reminded"]),
    who=st.sampled_from(["Sinead Byrne", "Ana Costa", "Tomasz Nowak", "Priya Shah"]),
    rest=st.sampled_from(["about Friday's inspection.", "to sign off the scaffold.", "£40."]),
)
def test_a_verb_opening_a_note_is_no_word_of_the_name_after_it(
    verb: str, who: str, rest: str
) -> None:
    from bowerbird.services.mentions import mentions

    names = [m.norm for m in mentions(f"{verb} {who} {rest}") if m.kind == "name"]
    assert who.lower() in names, names
