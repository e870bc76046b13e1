"""A limit told from either side is one statement; another limit, another side or another
thing bounded is not (issue 60: paraphrases of a rule).

Generated families, never the listed sentences: the thing, its place, the number and the
wording of each side are drawn at random.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.judge.limits import limits
from bowerbird.services.mentions.read import mentions
from bowerbird.services.statement import read

_PLACES = st.sampled_from(
    ["Redgate Raceway", "Southmead Tool Library", "Eastbrook Food Bank", "Hollin Lido"]
)
# How a least is said outright, and how it is said by denying what lies under it.
_LEAST = st.sampled_from(
    [
        "At {place}, {who} have to be at least {n} {unit}.",
        "{place} rule: {who} must be {n} {unit} or over.",
        "{place}: min. {n} {unit} for {who}.",
    ]
)
_DENIED_UNDER = st.sampled_from(
    [
        "Nobody under {n} {unit} is let on as one of the {who} at {place}.",
        "{place} never takes {who} under {n} {unit}.",
        "No one below {n} {unit} goes out with the {who} at {place}, no exceptions.",
    ]
)
_UNITS = st.sampled_from([("cm", 100, 180), ("kg", 30, 90), ("years old", 8, 21)])


@settings(max_examples=25, deadline=None)
@given(place=_PLACES, said=_LEAST, denied=_DENIED_UNDER, unit=_UNITS, data=st.data())
def test_a_least_told_by_denying_what_lies_under_it_is_the_same_limit(
    place: str, said: str, denied: str, unit: tuple[str, int, int], data: st.DataObject
) -> None:
    name, low, high = unit
    n = data.draw(st.integers(low, high))
    who = "junior riders"
    card = said.format(place=place, who=who, n=n, unit=name)
    note = denied.format(place=place, who=who, n=n, unit=name)
    assert relate(note, card, 0.6, 7).kind in RESTATED
    # Another number is another limit; the other side is another rule.
    other = denied.format(place=place, who=who, n=n + 2, unit=name)
    assert relate(other, card, 0.6, 7).kind not in RESTATED
    over = note.replace(" under ", " over ").replace(" below ", " above ")
    assert relate(over, card, 0.6, 7).kind not in RESTATED


@settings(max_examples=15, deadline=None)
@given(
    place=_PLACES,
    things=st.sampled_from([("power tools", "the pottery wheel"), ("kayaks", "the rope swing")]),
    age=st.integers(12, 21),
    verb=st.sampled_from(["borrow", "use", "take out"]),
)
def test_an_age_group_denied_is_the_least_age(
    place: str, things: tuple[str, str], age: int, verb: str
) -> None:
    thing, other_thing = things
    card = f"At {place}, {thing} are for members aged {age} and over only."
    note = f"Under-{age}s can't {verb} {thing} from {place}."
    assert relate(note, card, 0.7, 14).kind in RESTATED
    # The same limit on another thing is another rule.
    apart = f"Under-{age}s can't {verb} {other_thing} from {place}."
    assert relate(apart, card, 0.7, 14).kind not in RESTATED
    # A story's own value beside the bound ("a lad of …") is no second measure of it.
    story = (
        f"Had to turn away a lad of {age - 2} at {place} today - {thing} only go out to "
        f"over-{age}s, no exceptions."
    )
    assert relate(story, card, 0.7, 14).kind in RESTATED


@settings(max_examples=20, deadline=None)
@given(
    low=st.integers(1, 9),
    span=st.integers(2, 9),
    thing=st.sampled_from(["vaccine fridge", "reptile tank", "wine cellar"]),
    place=st.sampled_from(["Allerby dispensary", "Kettlehill stores", "the Orme Street lab"]),
)
def test_a_range_told_by_its_two_denied_ends(low: int, span: int, thing: str, place: str) -> None:
    high = low + span
    card = f"The {thing} in the {place} has to stay between {low} and {high} degrees Celsius."
    note = f"{place} {thing} must never go below {low} or above {high} degrees"
    assert relate(note, card, 0.8, 7).kind in RESTATED
    wider = f"{place} {thing} must never go below {low} or above {high + 1} degrees"
    assert relate(wider, card, 0.8, 7).kind not in RESTATED


def test_which_side_a_bound_is_on() -> None:
    def sides(text: str) -> list[tuple[str, float]]:
        return sorted((x.side, x.number) for x in limits(read(text)))

    assert sides("below 2 or above 8 degrees is never allowed") == [("least", 2), ("most", 8)]
    assert sides("Riders must be 140 cm or taller.") == [("least", 1.4)]
    assert sides("Bags of 23 kg max.") == [("most", 23000)]  # (in grams)
    assert sides("The lift takes 6 people.") == []


@settings(max_examples=10, deadline=None)
@given(n=st.integers(5, 17), m=st.integers(1, 3))
def test_an_age_group_in_digits_names_a_group_never_seconds(n: int, m: int) -> None:
    (found,) = mentions(f"The under-{n}s train on Tuesdays.")[:1]
    assert (found.kind, found.norm) == ("identifier", f"under-{n}")
    assert mentions(f"under {n} minutes")[0].kind == "duration"
    # Two squads are two things: no value of one replaces the other's.
    card = f"The under-{n}s train on Tuesdays at 17:00 on pitch 2."
    note = f"The under-{n + m}s train on Tuesdays at 18:00 on pitch 2."
    assert relate(note, card, 0.9, 7).kind not in ("correction", "contradiction")


@settings(max_examples=10, deadline=None)
@given(
    tag=st.sampled_from(["[WhatsApp]", "[SMS]", "(Slack)", "[Signal message]"]),
    sender=st.sampled_from(["Dilwen", "Mags", "Coach Ife"]),
    price=st.sampled_from([("£3.50", "three pounds fifty"), ("£4", "four pounds")]),
)
def test_a_chat_export_line_is_what_its_sender_said(
    tag: str, sender: str, price: tuple[str, str]
) -> None:
    card = f"Training subs at Cranleigh Comets netball club are {price[0]} a session."
    note = f"{tag} {sender}: reminder comets subs are {price[1]} per session, cash pls"
    assert relate(note, card, 0.47, 7).kind in RESTATED
