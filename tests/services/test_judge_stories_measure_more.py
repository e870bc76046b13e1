"""A story that tells the card's measure again, with more it measures of its own (Said,
sixtieth part, set 83's paraphrases): "Rhosyn told him it is twelve pounds for every foot"
of a seven-foot tree is the card's "£12 a foot", and its "because … ten years in the
ground" is why, no measure; "the same as every year" keeps how often; "once it has been
silent" and "once no position has arrived" say one thing, the "no" the condition's; a
story that leaves out the card's day is the card in other words, never the fuller one.
Generated cases: the kind, not the set's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions

from .test_judge_rates_said_in_words import number_words

_FARMS = ["Nettlecombe", "Harrowgate", "Cleeve Barton"]
_TELLERS = ["Rhosyn", "Idris", "Morwenna"]


@settings(max_examples=60, deadline=None)
@given(
    farm=st.sampled_from(_FARMS),
    teller=st.sampled_from(_TELLERS),
    price=st.integers(6, 19),
    feet=st.integers(4, 9),
    years=st.integers(5, 12),
)
def test_a_story_measuring_more_of_other_kinds_says_the_card_again(
    farm: str, teller: str, price: int, feet: int, years: int
) -> None:
    card = f"{farm} Christmas Trees charges £{price} a foot for its Nordmann firs."
    story = (
        f"A man at {farm} tried to knock down the price of a {number_words(feet)}-foot "
        f"Nordmann, and {teller} told him it is {number_words(price)} pounds for every foot "
        f"of height, because a tree that size has had {number_words(years)} years in the ground."
    )
    verdict = relate(story, card, 0.6, 30)
    assert verdict.kind == "more", (story, verdict)
    # Another price of the card's kind is no retelling of it.
    priced = f"{farm} Christmas Trees charges £{price} a foot, and £{price + 3} for a net."
    assert relate(priced, card, 0.8, 30).kind not in ("same", "less")


@settings(max_examples=40, deadline=None)
@given(price=st.integers(40, 99), who=st.sampled_from(["Mina", "Ysolde", "Petra"]))
def test_the_same_as_every_year_keeps_how_often(price: int, who: str) -> None:
    card = f"{who}'s annual boiler service costs £{price}."
    story = (
        f"The gas engineer came to service {who}'s boiler this morning and she paid him "
        f"{number_words(price)} pounds, the same as every year, because she has been on his "
        f"books since he fitted it."
    )
    assert ("every:months", "12") in {m.key for m in mentions(story)}
    assert relate(story, card, 0.6, 30).kind in RESTATED


@settings(max_examples=40, deadline=None)
@given(seconds=st.sampled_from([(90, "a minute and a half"), (120, "two minutes")]))
def test_a_no_of_a_condition_denies_nothing(seconds: tuple[int, str]) -> None:
    count, said = seconds
    card = (
        f"Farebeacon's departure boards drop a bus from the display once no position has "
        f"arrived from it for {count} seconds."
    )
    story = (
        f"A passenger emailed to ask why her bus vanished from the Market Cross board: "
        f"Farebeacon takes a bus off the screen once it has been silent for {said}, because "
        f"a ghost bus that never comes is worse than no bus at all."
    )
    assert relate(story, card, 0.6, 30).kind in RESTATED
    # A "no" of the statement itself still denies.
    denied = f"Farebeacon's departure boards never drop a bus after {count} seconds."
    assert relate(denied, card, 0.8, 30).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(
    day=st.sampled_from(["Tuesday", "Thursday", "Monday"]),
    opener=st.sampled_from(["Took", "Brought"]),
    dog=st.sampled_from(["Sprocket", "Bramble", "Juniper"]),
)
def test_a_story_without_the_cards_day_is_not_the_fuller(day: str, opener: str, dog: str) -> None:
    card = (
        f"Whinmoor Agility Club's beginners' class starts at quarter past seven on {day} evenings."
    )
    story = (
        f"{opener} {dog} to his first beginners' session at Whinmoor: we turned up at seven "
        f"to walk the course, and the class itself got going at 7.15pm, once the floodlight "
        f"over the field had warmed up."
    )
    # The opener names no one.
    assert dog.lower() in {m.norm for m in mentions(story) if m.kind == "name"}
    assert not any(m.norm.startswith(opener.lower()) for m in mentions(story))
    verdict = relate(story, card, 0.6, 30)
    # One statement, and the card, which names the day, stays its text.
    assert verdict.kind == "same", (story, verdict)


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Mina", "Ysolde", "Petra"]),
    drug=st.sampled_from(["levothyroxine", "ramipril", "sertraline"]),
    doses=st.lists(st.sampled_from([25, 50, 75, 100, 125]), min_size=2, max_size=2, unique=True),
)
def test_one_amount_of_one_thing_told_otherwise_is_flagged(
    who: str, drug: str, doses: list[int]
) -> None:
    was, now = doses
    card = f"{who}'s {drug} dose is {was} micrograms a morning; her GP is Dr Nwankwo."
    note = f"{who} is on {now} micrograms of {drug}, taken first thing before breakfast."
    # No cue: both stand, flagged; never "other values" of other things, left silent.
    assert relate(note, card, 0.6, 240).kind == "contradiction"
    # Someone else's dose is another thing.
    other = f"Orson is on {now} micrograms of {drug}, taken first thing before breakfast."
    assert relate(other, card, 0.6, 240).kind != "contradiction"
