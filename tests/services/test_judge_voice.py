"""One person in two voices (services/judge/voice.py): a note saved as the user said it ("I
take sertraline every morning") and the same fact as an assistant saved it ("The user takes
sertraline every morning") are one statement; another value in either voice is still
another value. Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.judge.voice import in_voice_of

# (verb as "I" says it, as said of "the user", what follows, values of its slot)
_FACTS = [
    ("take", "takes", "{v} of sertraline every morning", ["50 mg", "75 mg", "100 mg"]),
    ("watch", "watches", "the match at the {v} on Sundays", ["Red Lion", "Crown", "Swan"]),
    ("study", "studies", "Spanish at the {v} twice a week", ["library", "college", "café"]),
    ("have", "has", "a season ticket for the {v}", ["north stand", "east stand", "paddock"]),
    ("carry", "carries", "an EpiPen in the {v}", ["blue pouch", "red bag", "glovebox"]),
    ("prefer", "prefers", "an {v} on long flights", ["aisle seat", "exit row", "upper deck"]),
]


@settings(max_examples=60, deadline=None)
@given(
    fact=st.sampled_from(_FACTS),
    value=st.integers(0, 2),
    other=st.integers(0, 2),
    first_is_old=st.booleans(),
    assistant=st.sampled_from(["The user", "User"]),
)
def test_i_and_the_user_are_one_person(
    fact: tuple[str, str, str, list[str]],
    value: int,
    other: int,
    first_is_old: bool,
    assistant: str,
) -> None:
    base, third, rest, values = fact
    mine = f"I {base} {rest.format(v=values[value])}."
    theirs = f"{assistant} {third} {rest.format(v=values[value])}."
    old, new = (mine, theirs) if first_is_old else (theirs, mine)
    said = relate(new, old, 0.85, 30.0)
    assert said.kind in RESTATED, (old, new, said)
    if other == value:
        return
    changed = f"{assistant} {third} {rest.format(v=values[other])}."
    if first_is_old:
        old, new = mine, changed
    else:
        old, new = changed, mine
    # Another value in the other voice: two values for one slot, never the same statement.
    assert relate(new, old, 0.85, 30.0).kind in ("contradiction", "distinct"), (old, new)


@settings(max_examples=40, deadline=None)
@given(old=st.sampled_from([50, 75, 100]), new=st.sampled_from([25, 125, 150]))
def test_a_card_derived_across_voices_keeps_the_cards_words(old: int, new: int) -> None:
    base, third = "take", "takes"
    card = f"I {base} {old} mg of sertraline every morning."
    note = f"Actually the user {third} {new} mg of sertraline every morning, not {old} mg."
    verdict = relate(note, card, 0.85, 30.0)
    assert verdict.kind == "correction"
    if verdict.derived is not None:  # the card's words, the note's value; never its voice
        assert verdict.derived == card.replace(f"{old} mg", f"{new} mg")


def test_a_note_in_both_voices_or_of_we_is_read_as_written() -> None:
    card = "I take sertraline every morning."
    for note in ("The user told me to book it.", "We use Postgres 16.", "User prefers tea."):
        if "me" in note or "We" in note:
            assert in_voice_of(note, card) == note
    assert in_voice_of("User prefers tea.", card) == "I prefer tea."
    assert in_voice_of("I'm vegetarian and my partner is vegan.", "The user prefers tea.") == (
        "The user is vegetarian and the user's partner is vegan."
    )


@settings(max_examples=40, deadline=None)
@given(
    fact=st.sampled_from(_FACTS),
    value=st.integers(0, 2),
    other=st.integers(1, 2),
    opening=st.sampled_from([("The user", "User"), ("The team", "Team"), ("User", "The user")]),
)
def test_an_article_said_by_one_only_hides_no_other_value(
    fact: tuple[str, str, str, list[str]], value: int, other: int, opening: tuple[str, str]
) -> None:
    # "The user studies Spanish at the college" / "User studies Spanish at the library":
    # the article is how it was said; the place is another value for one slot.
    _, third, rest, values = fact
    changed = values[(value + other) % 3]
    old = f"{opening[0]} {third} {rest.format(v=values[value])}."
    new = f"{opening[1]} {third} {rest.format(v=changed)}."
    assert relate(new, old, 0.9, 30.0).kind not in RESTATED, (old, new)


@settings(max_examples=30, deadline=None)
@given(
    days=st.integers(7, 120), thing=st.sampled_from(["staging API key", "root token", "VPN cert"])
)
def test_one_word_in_another_form_is_no_other_value(days: int, thing: str) -> None:
    # "The staging API key rotates" / "Staging API keys are rotated": plural and passive.
    card = f"The {thing} rotates every {days} days."
    note = f"{thing[0].upper()}{thing[1:]}s are rotated every {days} days."
    assert relate(note, card, 0.95, 5.0).kind in RESTATED


@settings(max_examples=30, deadline=None)
@given(
    n=st.integers(0, 9),
    heading=st.sampled_from(["Rose care", "Garden jobs", "Plant care"]),
    verb=st.sampled_from(["water", "feed", "prune"]),
)
def test_a_heading_is_no_label_of_a_value(n: int, heading: str, verb: str) -> None:
    # "Rose care: water the roses…": a heading says what it is about. Read as a value's
    # label, it made "Garden note 0: the roses … need water." one statement with it, and a
    # dream merged five numbered notes into it.
    card = f"{heading}: {verb} the roses by the shed daily."
    note = f"Garden note {n}: the roses by the shed need {verb}ing."
    assert relate(note, card, 0.9).kind not in RESTATED
