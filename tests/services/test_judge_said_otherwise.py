"""One fact told otherwise stays one fact: a rhythm by its ordinal, a subject and its verb
put another way, a source named after what it said (Said, forty-fourth part; held-out set
68). Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_NTH = {3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
_NUMBER = {3: "three", 4: "four", 5: "five", 6: "six"}


@settings(max_examples=40, deadline=None)
@given(n=st.sampled_from(sorted(_NTH)), unit=st.sampled_from(["day", "week", "month"]))
def test_every_nth_unit_is_every_n_units(n: int, unit: str) -> None:
    by_ordinal = [m.key for m in mentions(f"The tanks are cleaned every {_NTH[n]} {unit}.")]
    by_count = [m.key for m in mentions(f"The tanks are cleaned every {_NUMBER[n]} {unit}s.")]
    assert by_ordinal == by_count and by_ordinal, (by_ordinal, by_count)
    # Which one of the month is no rhythm of weeks ("every third Thursday of the month").
    monthly = mentions(f"Quiz night is every {_NTH[n]} Thursday of the month.")
    assert not any(m.kind == "every:duration" for m in monthly), monthly


_THINGS = [
    ("ride", "bike", "Dawes Galaxy"),
    ("drive", "car", "Skoda Octavia"),
    ("play", "guitar", "Fender Telecaster"),
    ("use", "laptop", "ThinkPad X1"),
]


@settings(max_examples=30, deadline=None)
@given(thing=st.sampled_from(_THINGS), voice=st.sampled_from(["The user's", "My"]))
def test_a_subject_and_its_verb_told_otherwise_is_no_contradiction(
    thing: tuple[str, str, str], voice: str
) -> None:
    verb, noun, model = thing
    card = f"I {verb} a {model}; it lives in the back room, and the spare key is in the drawer."
    note = f"{voice} {noun} is a {model}."
    verdict = relate(note, card, 0.7, 70)
    # The note says again what the card says: evidence, never a second value.
    assert verdict.kind in ("less", "same"), (card, note, verdict)


_PLACES = [("Saltmere Aquarium", "saltmere"), ("Kelpie Point Sealife Centre", "kelpie point")]
_ANIMALS = [("blacktip reef sharks", "reef sharks"), ("moon jellyfish", "jellyfish")]


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    animal=st.sampled_from(_ANIMALS),
    n=st.sampled_from(["three", "four"]),
    who=st.sampled_from(["Nerys", "Sam Okafor", "the Warden"]),
    how=st.sampled_from([", per {}", " (according to {})", ", says {}"]),
)
def test_a_source_told_after_what_it_said_is_no_name_of_it(
    place: tuple[str, str], animal: tuple[str, str], n: str, who: str, how: str
) -> None:
    card = f"At {place[0]} the {animal[0]} are fed every {n} days."
    note = f"{place[1]} {animal[1]} get fed every {n} days{how.format(who)}"
    verdict = relate(note, card, 0.8, 20)
    # The card in shorthand, and who said so: one statement, never a second one that
    # "adds" the person who told it.
    assert verdict.kind in ("same", "less", "more"), (card, note, verdict)


_KIND_OF_MESSAGE = ["Reminder", "Note", "Update", "Message", "Heads-up"]
_RECORDS = ["the committee email", "the club newsletter", "the council website", "our group chat"]
_EVENTS = [
    ("Christmas lights switch-on", "switch-on"),
    ("summer fete", "fete"),
    ("harvest supper", "supper"),
]


@settings(max_examples=40, deadline=None)
@given(
    kind=st.sampled_from(_KIND_OF_MESSAGE),
    record=st.sampled_from(_RECORDS),
    event=st.sampled_from(_EVENTS),
    town=st.sampled_from(["Pellingford", "Ashby", "Cradley"]),
    day=st.integers(1, 28),
)
def test_a_message_said_to_come_from_a_record_is_its_source(
    kind: str, record: str, event: tuple[str, str], town: str, day: int
) -> None:
    card = f"The {town} {event[0]} is on Saturday {day} November."
    nth = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(day, "th")
    note = f"{kind} from {record}: {town}'s {event[1]} is Nov {day}{nth}."
    # Where it came from is no word of what it is about: the card said again, shorter.
    verdict = relate(note, card, 0.7, 14)
    assert verdict.kind in ("same", "less"), (card, note, verdict)
