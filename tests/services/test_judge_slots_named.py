"""A change that names the slot it changes otherwise than the card does (Said, thirty-eighth
part; held-out set 61): a sum's slot word ("bumped the term fee to £96 from the summer
term" of a card whose class "is £84 a term"), one end of a range of times ("opens at 9:30"
of "hours 10:30-16:30"), a value the note stops doing ("not doing the 7:30 outings any
more, it's 8:15"), a holder away on leave told in lower case ("the new key worker is
Pauline (shona's gone on mat leave)"), a move told as two clauses ("moved off iLab, we're on
Clustermarket now"), a role named by "head" ("Olu is head mechanic"), and a thing swapped
whose card labels it ("CAT tool is memoQ 10"). Each derives the card with only the changed
value swapped, or flags two holders; nothing else of the card is lost. Generated cases: the
kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate
from bowerbird.services.statement import read

_CLUBS = [("Moxie dance academy", "moxie"), ("Ashby swim school", "ashby"), ("Tern judo", "tern")]
_CLASSES = ["ballet", "tap", "beginners", "juniors"]
_SEASONS = ["summer", "autumn", "spring"]
_PLACES = ["Hollin Garden Centre", "Ravel's deli", "Marsh Lane library"]
_DAYS = ["sunday", "saturday", "monday"]
_NAMES = ["Shona", "Marek", "Priya", "Tomasz"]
_ROLES = ["key worker", "room lead", "link nurse"]
_TOOLS = [("memoQ", "Phrase"), ("Trados", "Smartcat"), ("iLab", "Clustermarket")]
_NOUNS = ["mechanic", "gardener", "chef", "technician"]


@settings(max_examples=30, deadline=None)
@given(
    club=st.sampled_from(_CLUBS),
    what=st.sampled_from(_CLASSES),
    season=st.sampled_from(_SEASONS),
    prices=st.lists(st.integers(40, 150), min_size=2, max_size=2, unique=True),
)
def test_a_sum_named_by_its_slot_word_derives_the_card(
    club: tuple[str, str], what: str, season: str, prices: list[int]
) -> None:
    card = (
        f"{club[0]} - the {what} class (9:30, church hall) is £{prices[0]} a term, "
        "teacher is Miss Okafor"
    )
    note = f"{club[1]} have bumped the {what} term fee to £{prices[1]} from the {season} term"
    verdict = relate(note, card, 0.54, 40)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"£{prices[0]}", f"£{prices[1]}"), verdict


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    day=st.sampled_from(_DAYS),
    start=st.integers(8, 11),
    end=st.integers(15, 18),
    moved=st.integers(-2, 2).filter(lambda h: h != 0),
    opening=st.booleans(),
)
def test_one_end_of_a_range_named_by_its_word_derives_the_card(
    place: str, day: str, start: int, end: int, moved: int, opening: bool
) -> None:
    card = f"{place} {day} hours {start}:30–{end}:30; the café shuts half an hour before."
    if opening:
        old, new, verb = f"{start}:30", f"{start + moved}:30", "opens"
    else:
        old, new, verb = f"{end}:30", f"{end + moved}:30", "closes"
    # (A clock time without am/pm may be the other end's: "6:30" of "8:30-18:30".)
    assume((start + moved) % 12 != end % 12 and (end + moved) % 12 != start % 12)
    note = f"{place.lower()} {verb} at {new} on {day}s these days"
    verdict = relate(note, card, 0.8, 30)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(old, new, 1), verdict
    # The other end's word names no end the note's value takes: nothing derived from it.
    other = note.replace(verb, "closes" if opening else "opens")
    assert relate(other, card, 0.8, 30).derived != card.replace(old, new, 1)


@settings(max_examples=30, deadline=None)
@given(
    times=st.lists(
        st.sampled_from(["7:30", "8:15", "9:00", "6:45"]), min_size=2, max_size=2, unique=True
    ),
    lead=st.sampled_from(["we're not doing", "we don't do", "they're not running"]),
    what=st.sampled_from(["novice outings", "bus", "standup"]),
)
def test_a_value_no_longer_done_then_another_is_read_as_a_change(
    times: list[str], lead: str, what: str
) -> None:
    note = f"{lead} the {times[0]} {what} any more, it's {times[1]} on saturdays now"
    assert read(note).change == (times[0], times[1])
    card = f"tideway belles RC: {what} are saturdays {times[0]}am from the putney hard."
    verdict = relate(note, card, 0.6, 20)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"{times[0]}am", times[1]), verdict


@settings(max_examples=30, deadline=None)
@given(
    names=st.lists(st.sampled_from(_NAMES), min_size=2, max_size=2, unique=True),
    role=st.sampled_from(_ROLES),
    leave=st.sampled_from(["gone on mat leave", "went on sick leave", "on maternity leave"]),
)
def test_a_new_holder_after_one_went_on_leave_replaces_them(
    names: list[str], role: str, leave: str
) -> None:
    card = (
        f"little acorns nursery, maya's in the Hedgehogs room. {role}: {names[0]}. "
        "lunch is at 11:45"
    )
    glue = {"gone": "'s ", "went": " ", "on": " is "}[leave.split()[0]]
    note = f"the new {role} for the hedgehogs room is {names[1]} ({names[0].lower()}{glue}{leave})"
    verdict = relate(note, card, 0.45, 20)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f": {names[0]}.", f": {names[1]}."), verdict


@settings(max_examples=20, deadline=None)
@given(tools=st.sampled_from(_TOOLS), then=st.sampled_from(["we're on", "it's all on", "now on"]))
def test_off_one_then_on_another_is_read_as_a_change(tools: tuple[str, str], then: str) -> None:
    note = f"update: bookings have moved off {tools[0]}, {then} {tools[1]} now"
    assert read(note).change == tools


@settings(max_examples=30, deadline=None)
@given(
    names=st.lists(st.sampled_from(_NAMES), min_size=2, max_size=2, unique=True),
    noun=st.sampled_from(_NOUNS),
    head=st.sampled_from(["head", "chief"]),
)
def test_two_heads_of_one_place_contradict(names: list[str], noun: str, head: str) -> None:
    old = f"{names[0]} is {head} {noun} at the Spokes Collective workshop."
    new = f"{names[1]} is {head} {noun} at the spokes collective workshop"
    assert relate(new, old, 0.65, 3).kind == "contradiction"


@settings(max_examples=20, deadline=None)
@given(tools=st.sampled_from(_TOOLS), version=st.integers(2, 12))
def test_a_thing_swapped_takes_its_label_and_version_with_it(
    tools: tuple[str, str], version: int
) -> None:
    card = (
        f"PT/ES desk setup: CAT tool is {tools[0]} {version}, termbase lives on the shared "
        "drive, portuguese reviewer is Ines Carvalho"
    )
    note = f"{tools[0]} has been swapped for {tools[1]} on the PT/ES desk, the licences ran out"
    kept = carry(note, card, (tools[0],))
    assert kept.lost == (), kept
    assert "Ines Carvalho" in kept.rest and "termbase" in kept.rest.lower()
    assert tools[0] not in kept.rest and f" {version}" not in kept.rest
