"""Kinds held-out sets 75 and 76 found (Said, fifty-third part). Generated cases: the kind,
not a suite's sentences.

- A place or body named with "of" inside it ("Forest of Dean", "Isle of Wight", "Bank of
  England") is one name: a correction that says it is wrong names one value, not two.
- A correction that gives the new value with a noun of its own ("Kilkenny limestone, not
  Forest of Dean sandstone") swaps the card's value and its noun whole: the derived card
  says "Kilkenny limestone", never "Kilkenny sandstone"."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_HEADS = ["Forest", "Isle", "Vale", "Bank", "University", "Church", "Museum", "Lake"]
_TAILS = ["Dean", "Wight", "Glamorgan", "England", "Leeds", "Scotland", "Avalon", "Bute"]


@settings(max_examples=60, deadline=None)
@given(head=st.sampled_from(_HEADS), tail=st.sampled_from(_TAILS), the=st.booleans())
def test_a_place_named_with_of_is_one_name(head: str, tail: str, the: bool) -> None:
    """ "Forest of Dean" is one name; the words either side are not two names."""
    name = f"{head} of {'the ' if the else ''}{tail}"
    text = f"The order was sent to {name} on Tuesday."
    names = [m.norm for m in mentions(text) if m.kind == "name"]
    assert name.lower() in names, (text, names)
    assert head.lower() not in names and tail.lower() not in names, (text, names)


def test_a_person_of_a_body_is_still_a_person() -> None:
    """The guard: "of" after a person's name does not glue them to where they work."""
    names = [m.norm for m in mentions("We met Ana of Hatch Studios in May.") if m.kind == "name"]
    assert "ana" in names and "hatch studios" in names, names


_THINGS = [
    ("The Hallbrook headstone", "is to be cut from", "and fixed in Holy Rood churchyard"),
    ("The Marlow fireplace", "is carved from", "and goes in the front parlour"),
    ("The Ashdown memorial bench", "is made from", "and stands by the bowling green"),
]
_OLD = [
    ("Forest of Dean", "sandstone"),
    ("Purbeck", "marble"),
    ("Isle of Portland", "stone"),
    ("Carrara", "marble"),
]
_NEW = [("Kilkenny", "limestone"), ("Hopton Wood", "limestone"), ("Caithness", "flagstone")]


@settings(max_examples=60, deadline=None)
@given(
    thing=st.sampled_from(_THINGS),
    old=st.sampled_from(_OLD),
    new=st.sampled_from(_NEW),
    month=st.sampled_from(["October", "March", "June"]),
)
def test_a_correction_with_its_own_noun_swaps_the_noun_too(
    thing: tuple[str, str, str], old: tuple[str, str], new: tuple[str, str], month: str
) -> None:
    """The derived card says the new value with the note's noun and keeps every other word
    of the card; the old noun is never said of the new value."""
    subject, verb, rest = thing
    card = f"{subject} {verb} {old[0]} {old[1]} {rest} in {month}."
    told = f"{subject[0].lower()}{subject[1:]}"
    note = f"Correction: {told} is {new[0]} {new[1]}, not {old[0]} {old[1]}."
    verdict = relate(note, card, 0.7, 1.0)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.derived == card.replace(f"{old[0]} {old[1]}", f"{new[0]} {new[1]}"), (
        card,
        note,
        verdict,
    )


def test_a_correction_of_the_name_alone_keeps_the_noun() -> None:
    """The guard: "Kilkenny, not Forest of Dean" leaves the card's own noun in place."""
    card = "The Hallbrook headstone is cut from Forest of Dean sandstone and fixed in May."
    note = "Correction: the Hallbrook headstone stone is from Kilkenny, not Forest of Dean."
    verdict = relate(note, card, 0.7, 1.0)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is None or "Kilkenny sandstone" in verdict.derived, verdict


_PEOPLE = ["Clemency", "Euphemia", "Marguerite", "Tobias", "Anselm"]
# (verb in the card, verb in the note, the thing, the card's preposition, the note's)
_HAD = [
    ("collects her repeat prescriptions", "gets her prescriptions", "from", "from"),
    ("does Pilates", "goes to Pilates", "in", "at"),
    ("buys her bread", "gets her bread", "from", "from"),
    ("takes his swimming lessons", "has his swimming lessons", "at", "at"),
    ("plays badminton", "plays badminton", "in", "at"),
]
_OLD_PLACES = ["Kinloch Pharmacy", "the church hall", "the Corn Exchange", "Ashby Leisure Centre"]
_NEW_PLACES = ["the Boots on Wellgate", "the studio on Saddler Row", "the Mill Street baths"]
_CUES = ["These days", "Nowadays", "Since the summer,", "Now"]


@settings(max_examples=80, deadline=None)
@given(
    who=st.sampled_from(_PEOPLE),
    had=st.sampled_from(_HAD),
    old_place=st.sampled_from(_OLD_PLACES),
    new_place=st.sampled_from(_NEW_PLACES),
    cue=st.sampled_from(_CUES),
    rest=st.sampled_from(["", " on Monday evenings", " with her friend Rosalba"]),
)
def test_the_place_of_one_thing_told_anew_whatever_the_verb(
    who: str,
    had: tuple[str, str, str, str],
    old_place: str,
    new_place: str,
    cue: str,
    rest: str,
) -> None:
    """With a cue, the same someone and the same thing at another place: a correction of
    the place (nothing derived), whatever verb each says it with."""
    card_verb, note_verb, card_prep, note_prep = had
    card = f"{who} {card_verb} {card_prep} {old_place}{rest}."
    note = f"{cue} {who} {note_verb} {note_prep} {new_place}."
    verdict = relate(note, card, 0.7, 200.0)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.derived is None, verdict


@settings(max_examples=40, deadline=None)
@given(
    had=st.sampled_from(_HAD),
    old_place=st.sampled_from(_OLD_PLACES),
    new_place=st.sampled_from(_NEW_PLACES),
)
def test_another_someone_at_another_place_is_no_correction(
    had: tuple[str, str, str, str], old_place: str, new_place: str
) -> None:
    """The guard: another person doing the same thing elsewhere corrects nothing."""
    card_verb, note_verb, card_prep, note_prep = had
    card = f"Clemency {card_verb} {card_prep} {old_place}."
    note = f"These days Tobias {note_verb} {note_prep} {new_place}."
    verdict = relate(note, card, 0.7, 200.0)
    assert verdict.kind != "correction", (card, note, verdict)


_WRAPPERS = [
    "Pasted from the club secretary's email: ",
    "Forwarded from the treasurer: ",
    "From the members' newsletter: ",
    "Copied from Anthea's message: ",
]
_GREETINGS = ["", "Dear members, ", "Hi all, ", "Hello everyone - "]
_SIGN_OFFS = ["", " Best wishes, Anthea", " Thanks, Rob", " Kind regards, Margery Quill"]
_FEES = [("visitors' green fee", "a session"), ("junior subscription", "a year")]


@settings(max_examples=80, deadline=None)
@given(
    wrapper=st.sampled_from(_WRAPPERS),
    greeting=st.sampled_from(_GREETINGS),
    sign_off=st.sampled_from(_SIGN_OFFS),
    fee=st.sampled_from(_FEES),
    amounts=st.lists(st.integers(min_value=4, max_value=60), min_size=2, max_size=2, unique=True),
)
def test_a_pasted_message_is_read_for_what_it_says(
    wrapper: str, greeting: str, sign_off: str, fee: tuple[str, str], amounts: list[int]
) -> None:
    """A message pasted in with its greeting and signature: its words tell the change (the
    sender's name and "Dear" are no names of the card's)."""
    what, per = fee
    old, new = amounts
    card = f"Thornleigh Croquet Club charges a {what} of £{old} {per}; play is on Wednesdays."
    said = f"from 1 May the {what} will be £{new} {per} rather than £{old}."
    opening = said[0] if greeting else said[0].upper()
    note = f'{wrapper}"{greeting}{opening}{said[1:]}{sign_off}"'
    verdict = relate(note, card, 0.6, 40.0)
    assert verdict.kind == "correction", (card, note, verdict)
    assert (f"£{old}", f"£{new}") in verdict.swaps, verdict
