"""Kinds held-out set 78 found (Said, fifty-fifth part): a thing named once for both sides
of "not" ("cream cloth, not tan"), "these days" as how a change is told, a drop-in no
longer held where the card says it is run, a question reported and answered in quotes, a
firm that shut and what followed ("so …"), a verb no list holds right after a name, a year
written "'29".
Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions

_MAKERS = ["Tarbolt Sails", "Quayside Canvas", "Penhallow Covers"]
_THINGS = [("genoa", "cloth"), ("sprayhood", "canvas"), ("cockpit cushions", "fabric")]
_COLOURS = ["tan", "cream", "navy", "grey", "white", "red"]


@settings(max_examples=40, deadline=None)
@given(
    maker=st.sampled_from(_MAKERS),
    thing=st.sampled_from(_THINGS),
    colours=st.lists(st.sampled_from(_COLOURS), min_size=2, max_size=2, unique=True),
    more=st.booleans(),
    lower=st.booleans(),
)
def test_a_thing_named_once_for_both_sides_of_not(
    maker: str, thing: tuple[str, str], colours: list[str], more: bool, lower: bool
) -> None:
    old, new = colours
    card = f"{maker} is making the new {thing[0]} from {old} {thing[1]}"
    card += ", and Innes is doing the hand-finishing." if more else "."
    note = f"{thing[0]} - {new} {thing[1]}, not {old}. owner changed his mind"
    note = note if lower else note[:1].upper() + note[1:]
    verdict = relate(note, card, 0.4, 1)
    # "not tan" is the card's "tan cloth": the colour is what was wrong, never the cloth.
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps == ((old, new),), verdict
    if verdict.derived:
        assert f"{new} {thing[1]}" in verdict.derived and f"{old} {thing[1]}" not in verdict.derived


_PEOPLE = ["Cosimo", "Ottilie", "Bram"]
_WAYS = ["drives", "cycles", "walks", "runs"]
_WHEN = [
    "These days {p} {w} to work.",
    "{p} {w} to work these days.",
    "At the moment {p} {w} to work.",
]


@settings(max_examples=40, deadline=None)
@given(
    person=st.sampled_from(_PEOPLE),
    ways=st.lists(st.sampled_from(_WAYS), min_size=2, max_size=2, unique=True),
    when=st.sampled_from(_WHEN),
)
def test_these_days_tells_how_a_change_is_said(person: str, ways: list[str], when: str) -> None:
    card = f"{person} {ways[0]} to work."
    note = when.format(p=person, w=ways[1])
    verdict = relate(note, card, 0.6, 300)
    # One word put for another, told as how it is now: never the card said again.
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps == ((ways[0], ways[1]),), verdict


_ORGS = ["Hollyhock", "Brackenfield Surgery", "Tamsett Library"]
_EVENTS = ["drop-in", "coffee morning", "carers' clinic"]
_RUNS = ["runs", "holds", "hosts"]


@settings(max_examples=40, deadline=None)
@given(
    org=st.sampled_from(_ORGS),
    event=st.sampled_from(_EVENTS),
    verbs=st.lists(st.sampled_from(_RUNS), min_size=2, max_size=2, unique=True),
)
def test_an_event_no_longer_held_where_the_card_says_it_is_run(
    org: str, event: str, verbs: list[str]
) -> None:
    card = f"{org} {verbs[0]} a free {event} for parents at the library on Saturday mornings."
    held = {"runs": "run", "holds": "hold", "hosts": "host"}[verbs[1]]
    note = f"{org} no longer {held}s its {event} at the library; parents can book a call instead."
    note = note.replace(f"{held}ss", f"{held}s")
    verdict = relate(note, card, 0.7, 100)
    assert verdict.kind == "correction", (card, note, verdict)


_SHOPS = ["Threapwood's", "Pennock & Daughters", "The Corner Larder"]
_SUPPLIERS = [("Stubbins Farm", "Lathom"), ("Ashby Mill", "Corrie"), ("Haddon Dairy", "Ruskin")]
_ASKED = ["Gwladys", "Marnie", "the manager"]


@settings(max_examples=40, deadline=None)
@given(
    shop=st.sampled_from(_SHOPS),
    suppliers=st.sampled_from(_SUPPLIERS),
    asked=st.sampled_from(_ASKED),
    answer=st.sampled_from(["Not since the bird flu", "No", "Not any more"]),
)
def test_a_question_reported_and_answered_in_quotes(
    shop: str, suppliers: tuple[str, str], asked: str, answer: str
) -> None:
    old, new = suppliers
    card = f"{shop} gets its eggs from {old}, and the potatoes come from a grower at Tarleton."
    note = (
        f"Asked {asked} whether the eggs still come from {old}. '{answer},' she said. "
        f"'They're from the {new} egg co-op now.'"
    )
    verdict = relate(note, card, 0.6, 120)
    # The name asked about is what was wrong; the one who answered replaces nothing.
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps == ((old, new),), verdict


_GARAGES = ["Gatenby Motors", "Ashcroft Autos", "Vellacott Garage"]


@settings(max_examples=30, deadline=None)
@given(
    garage=st.sampled_from(_GARAGES),
    why=st.sampled_from(["when the owner retired", "for good in March", "last spring"]),
)
def test_a_firm_that_shut_is_over(garage: str, why: str) -> None:
    card = f"Cosimo's Saab is serviced at {garage} every spring."
    note = f"{garage} shut {why}, so the Saab went to Haddow's Garage for its service."
    verdict = relate(note, card, 0.6, 100)
    # What followed ("so …") names the garage that replaces it.
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps[0][0] == garage and verdict.swaps[0][1].startswith("Haddow"), verdict


def test_a_business_closed_on_a_day_is_not_over() -> None:
    card = "Gatenby Motors services Cosimo's Saab every spring."
    note = "Gatenby Motors is closed on Mondays."
    assert relate(note, card, 0.6, 30).kind != "correction"


_VERBS = ["puts", "sews", "fits", "adds"]


@settings(max_examples=40, deadline=None)
@given(
    maker=st.sampled_from(_MAKERS),
    verb=st.sampled_from(_VERBS),
    counts=st.lists(st.sampled_from(["two", "three", "four"]), min_size=2, max_size=2, unique=True),
)
def test_a_verb_no_list_holds_after_a_name_ends_its_subject(
    maker: str, verb: str, counts: list[str]
) -> None:
    card = f"{maker} {verb} {counts[0]} rows of reef points in a cruising mainsail."
    note = f"{maker} {verb} {counts[1]} rows of reef points in a cruising mainsail."
    verdict = relate(note, card, 0.95, 2)
    # Two counts of one thing, no cue: a contradiction, not "another thing" named by its
    # count (the count is after the verb, not in the subject).
    assert verdict.kind == "contradiction", (card, note, verdict)


@settings(max_examples=30, deadline=None)
@given(
    day=st.integers(1, 28), month=st.sampled_from(["Aug", "March", "Oct"]), year=st.integers(26, 39)
)
def test_a_year_written_with_an_apostrophe(day: int, month: str, year: int) -> None:
    found = [
        m
        for m in mentions(f"runs out on {month} {day}th '{year}, so renew early")
        if m.kind == "date"
    ]
    assert len(found) == 1 and found[0].norm.startswith(f"20{year}-"), found
    card = f"Cosimo's passport is valid until {day} {month} 20{year}."
    note = f"Renewal reminder: Cosimo's passport runs out on {month} {day}th '{year}."
    assert relate(note, card, 0.8, 30).kind in RESTATED


_CARS = ["The Volvo V60", "The Fiat Panda", "The Skoda Octavia", "Mum's Honda Jazz"]
_DATES = ["3 September", "9 March", "14 June", "21 January"]


@settings(max_examples=40, deadline=None)
@given(
    cars=st.lists(st.sampled_from(_CARS), min_size=2, max_size=2, unique=True),
    dates=st.lists(st.sampled_from(_DATES), min_size=2, max_size=2, unique=True),
    joined=st.sampled_from(
        [", and its policy renews", ", and the policy renews", "; the policy renews"]
    ),
)
def test_a_part_said_of_each_of_two_named_things_is_its_own(
    cars: list[str], dates: list[str], joined: str
) -> None:
    card = f"{cars[0]} is insured with Lanterne{joined} on {dates[0]}."
    note = f"{cars[1]} is insured with Lanterne{joined} on {dates[1]}."
    verdict = relate(note, card, 0.9, 30)
    # Two cars, each its own policy: never one policy's two dates.
    assert verdict.kind == "distinct", (card, note, verdict)
