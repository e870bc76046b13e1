"""Changes told across two clauses, moves told by who made them, spans in working days, and
a role's other holder jotted far apart in meaning (issue 60).

Generated families: the subject, the values, the people and the places are drawn at random.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.judge.pair import _Pair
from bowerbird.services.judge.rules.differ import _one_span_or_sum_of_one_thing
from bowerbird.services.mentions.read import mentions
from bowerbird.services.statement import read

_SPANS = st.sampled_from(
    [("one week", "a fortnight"), ("two weeks", "three weeks"), ("14 days", "21 days")]
)


@settings(max_examples=15, deadline=None)
@given(
    place=st.sampled_from(["Southmead Tool Library", "Ashby Toy Library", "the Hob Hill shed"]),
    spans=_SPANS,
    why=st.sampled_from(["", ", because members kept having to renew"]),
)
def test_no_longer_in_one_clause_now_in_the_next(
    place: str, spans: tuple[str, str], why: str
) -> None:
    old, new = spans
    card = f"{place} lends everything for {old}, and returns go in the green crate."
    note = f"{place} no longer does {old} loans: everything now goes out for {new}{why}."
    verdict = relate(note, card, 0.7, 14)
    assert verdict.kind == "correction"
    assert [a for _, a in verdict.swaps] == [new]
    # Without "now", the second clause says no value is so in its place.
    asked = f"{place} no longer does {old} loans: members asked for {new} loans at the AGM."
    assert relate(asked, card, 0.7, 14).kind != "correction"


@settings(max_examples=15, deadline=None)
@given(
    mover=st.sampled_from(["Zbigniew", "Aunt Halina", "Marek Nowak"]),
    keeper=st.sampled_from(["Wiktoria", "Ola", "Mrs Tkacz"]),
    verb=st.sampled_from(["roost", "sleep", "nest"]),
    places=st.sampled_from(
        [
            ("the coop beside the greenhouse", "the big walk-in run behind the shed"),
            ("the old stable", "the ark by the pond"),
        ]
    ),
)
def test_a_move_told_by_who_made_it_moves_the_thing_not_the_people(
    mover: str, keeper: str, verb: str, places: tuple[str, str]
) -> None:
    card = f"The Nowicki hens {verb} in {places[0]}, and {keeper} lets them out at first light."
    note = (
        f"Update: {mover} has moved the Nowicki hens into {places[1]} - that's where they "
        f"{verb} now."
    )
    verdict = relate(note, card, 0.7, 14)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((places[0], places[1]),)
    # Who moved them took no one's place.
    assert all(keeper not in before for before, _ in verdict.swaps)


@settings(max_examples=10, deadline=None)
@given(n=st.integers(2, 9), word=st.sampled_from(["working", "business"]))
def test_a_working_day_is_no_calendar_day(n: int, word: str) -> None:
    (said,) = mentions(f"{n} {word} days")
    (days,) = mentions(f"{n} days")
    (hours,) = mentions(f"{n * 24} hours")
    assert said.kind == days.kind == "duration"
    assert said.norm not in (days.norm, hours.norm)
    card = f"Repeat prescriptions at the Allerby dispensary need {n * 24} hours' notice."
    note = f"allerby dispensary wants {n} {word} days' notice for repeat prescriptions"
    assert relate(note, card, 0.8, 3).kind == "contradiction"


@settings(max_examples=10, deadline=None)
@given(
    role=st.sampled_from(["treasurer", "secretary", "chair"]),
    names=st.sampled_from([("Pradeep Sengupta", "Sheila Cleasby"), ("Ann Oduya", "Tom Rix")]),
    similarity=st.sampled_from([0.5, 0.55, 0.62]),
)
def test_a_jotted_holder_of_the_role_is_read_however_far_apart_in_meaning(
    role: str, names: tuple[str, str], similarity: float
) -> None:
    card = f"{names[0]} is the {role} of the Marrick Omnibus Preservation Society."
    note = f"marrick omnibus {role} = {names[1]} (per the website)"
    assert relate(note, card, similarity, 2).kind == "contradiction"
    other_body = f"fellside choir {role} = {names[1]} (per the website)"
    assert relate(other_body, card, similarity, 2).kind != "contradiction"


@settings(max_examples=15, deadline=None)
@given(
    place=st.sampled_from(["Southmead Tool Library", "Ashby Toy Library", "Kelda Repair Cafe"]),
    passing=st.sampled_from(["at the AGM", "at the Spring Fair", "in the Drill Hall"]),
    doctors=st.sampled_from([("Achterberg", "Lund"), ("Okafor", "Reyes")]),
)
def test_no_name_said_in_passing_takes_the_place_of_what_the_note_is_about(
    place: str, passing: str, doctors: tuple[str, str]
) -> None:
    card = f"{place} lends everything for one week, and returns go in the green crate."
    note = f"{place} no longer does one week loans: members asked for longer ones {passing}."
    verdict = relate(note, card, 0.7, 14)
    assert not any(before == place for before, _ in verdict.swaps)
    assert verdict.derived is None or verdict.derived.startswith(place)
    # Who took it on, in a clause of their own, still does.
    old, new = doctors
    told = relate(
        f"Dr {old} can't do Thursdays any more, Dr {new} covers them.",
        f"Dr {old} runs the Thursday clinic.",
        0.7,
        14,
    )
    assert told.kind == "correction" and told.swaps == ((old, new),)


@settings(max_examples=15, deadline=None)
@given(
    days=st.sampled_from([("Thursdays", "Wednesdays"), ("Mondays", "Fridays")]),
    verb=st.sampled_from([("make", "made"), ("bake", "baked"), ("smoke", "smoked")]),
    things=st.sampled_from(["sausages", "pies", "black puddings"]),
)
def test_no_longer_on_one_day_made_on_another_swaps_the_days_alone(
    days: tuple[str, str], verb: tuple[str, str], things: str
) -> None:
    old, new = days
    card = f"Ledgard & Daughters {verb[0]} their {things} on {old}, with pork from Wharfe Bank."
    note = (
        f"Ledgard's no longer {verb[0]} {things} on {old}; they're {verb[1]} on {new} now, "
        "so they've rested a night before market."
    )
    verdict = relate(note, card, 0.7, 70)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),)
    assert verdict.derived is None or f" on {new}, with" in verdict.derived


@settings(max_examples=15, deadline=None)
@given(
    stamp=st.sampled_from(
        ["[20:14] Hamish (Skyhooks committee)", "[09:02] Jo", "Hamish (treasurer)"]
    ),
    fees=st.sampled_from([("£60", "£75"), ("£40", "£45")]),
    why=st.sampled_from(
        ["pitch hire at Redcar Lane went up", "the Lowfield astro doubled its fee"]
    ),
)
def test_a_chat_line_tells_its_change_and_why_after_a_dash(
    stamp: str, fees: tuple[str, str], why: str
) -> None:
    card = f"Saltburn Skyhooks adult subs are {fees[0]} a year, paid to the treasurer."
    note = f"{stamp}: from now on adult subs are {fees[1]} a year - {why}"
    verdict = relate(note, card, 0.63, 180)
    assert verdict.kind == "correction" and verdict.swaps == ((fees[0], fees[1]),)
    # "Update:" opening a note is a cue, never a speaker.
    told = relate(f"Update: adult subs are {fees[1]} a year - {why}", card, 0.63, 180)
    assert told.kind == "correction"


@settings(max_examples=15, deadline=None)
@given(
    place=st.sampled_from(["Kagaribi", "Ramen Tanuki", "Ostrava Kitchen"]),
    dish=st.sampled_from(["chashu", "brisket", "lamb shoulder"]),
    spans=st.sampled_from([("three hours", "4 hrs"), ("90 minutes", "2 hours")]),
    after=st.sampled_from(["then chill overnight", "then slice cold", "no shortcuts"]),
)
def test_a_jotting_gives_another_span_of_the_same_thing(
    place: str, dish: str, spans: tuple[str, str], after: str
) -> None:
    card = f"{place}'s {dish} braises for {spans[0]}."
    note = f"{place.lower()} {dish} - braise {spans[1]}, {after}"
    assert relate(note, card, 0.65, 2).kind == "contradiction"
    # Another step of the same dish is another slot: this reading never says it is one
    # (a two-word name may share enough words for an older rule to flag it).
    rest = f"{place.lower()} {dish} - rest {spans[1]}, {after}"
    pair = _Pair(read(rest), read(card), 0.65, 2, read(card), read(rest))
    assert not _one_span_or_sum_of_one_thing(pair)


@settings(max_examples=15, deadline=None)
@given(
    child=st.sampled_from(["Tomasz", "Ffion", "Ade"]),
    sums=st.sampled_from([("£3", "£5"), ("£2.50", "£4")]),
    aside=st.sampled_from(["(agreed at the placement meeting)", "(per the care plan)"]),
)
def test_a_jotting_gives_another_sum_for_the_same_thing(
    child: str, sums: tuple[str, str], aside: str
) -> None:
    card = f"{child} gets {sums[0]} pocket money a week at the Achterbergs'."
    note = f"{child.lower()} pocket money = {sums[1]}/week {aside}"
    assert relate(note, card, 0.76, 3).kind == "contradiction"
    fare = f"{child.lower()} bus fare = {sums[1]}/week {aside}"
    assert relate(fare, card, 0.7, 3).kind != "contradiction"
