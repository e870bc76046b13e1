"""Changes told in everyday ways derive the card they change (Said, thirty-seventh part;
held-out set 59): a move whose verb is the only word the card lacks ("has been relocated
to", "pushed back to"), a move to the card's one labelled slot ("room B231" of a card that
also names its freezer F-14), "not A anymore, B", a card's value followed by another value
("tuesdays 6pm") or by a clause with a pronoun of its own (", she berths at …"), and a
change of a name said with the card's noun after it ("from arden to harbour bookcloth").
Each derives the card with only the changed value swapped; what the card says besides stays
as written. Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_DAYS = ["mondays", "tuesdays", "wednesdays", "thursdays", "fridays"]
_TEAMS = ["riverside rovers u12 girls", "ashby colts u10s", "hadley harriers juniors"]
_PARKS = ["fenwick park", "the leisure centre", "corran fields"]
_COACHES = ["marta", "dev", "okonkwo"]
_MOVERS = ["has been relocated to", "has been moved to", "was moved to", "has moved to"]
_LABELS = ["room", "bay", "berth", "dock"]
_BOATS = ["Kestrel", "Merlin", "Osprey"]
_PORTS = ["Ardmore", "Carrick", "Dunmore"]
_PRONOUNS = [("she berths at Pier", "her car deck takes"), ("it docks at Pier", "its deck takes")]
_MAKERS = [("Arden", "Harbour"), ("Shimano", "SRAM"), ("Holliston", "Winter")]
_NOUNS = ["bookcloth", "groupsets", "thread"]


def _time(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@settings(max_examples=40, deadline=None)
@given(
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
    team=st.sampled_from(_TEAMS),
    park=st.sampled_from(_PARKS),
    coach=st.sampled_from(_COACHES),
    hour=st.integers(4, 8),
    subs=st.integers(2, 9),
)
def test_not_a_day_anymore_then_another_derives_the_card(
    days: list[str], team: str, park: str, coach: str, hour: int, subs: int
) -> None:
    # The day is followed by its time: a value said beside it, no version of it.
    card = (
        f"{team} train {days[0]} {hour}pm at {park}, coach is {coach}, subs are £{subs} a session"
    )
    note = f"{team.split()[-2]} {team.split()[-1]} - not {days[0]} anymore, {days[1]}"
    verdict = relate(note, card, 0.67, 14)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.derived == card.replace(days[0], days[1]), verdict


@settings(max_examples=40, deadline=None)
@given(
    label=st.sampled_from(_LABELS),
    numbers=st.lists(st.integers(100, 399), min_size=2, max_size=2, unique=True),
    unit=st.integers(2, 40),
    mover=st.sampled_from(_MOVERS),
)
def test_a_move_to_the_cards_one_labelled_slot_derives_the_card(
    label: str, numbers: list[int], unit: int, mover: str
) -> None:
    # The card names its freezer by an id of its own too: the slot is the labelled one.
    old, new = (f"{label} B{n}" for n in numbers)
    card = (
        f"The lab's minus-eighty freezer F-{unit} is in {old}; it holds the tissue samples "
        f"and its alarm rings Dr. Nwosu's mobile."
    )
    note = f"Freezer F-{unit} {mover} {new}."
    verdict = relate(note, card, 0.58, 21)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.derived == card.replace(old, new), verdict


@settings(max_examples=30, deadline=None)
@given(
    label=st.sampled_from(_LABELS),
    numbers=st.lists(st.integers(100, 399), min_size=3, max_size=3, unique=True),
    unit=st.integers(2, 40),
    mover=st.sampled_from(_MOVERS),
)
def test_a_move_of_one_of_two_labelled_slots_derives_nothing(
    label: str, numbers: list[int], unit: int, mover: str
) -> None:
    # Two freezers' rooms in one card: which one moved is not the note's to say by a label.
    a, b, new = (f"{label} B{n}" for n in numbers)
    card = f"Freezer F-{unit} is in {a} and its backup freezer is in {b}."
    note = f"The freezer {mover} {new}."
    verdict = relate(note, card, 0.6, 21)
    assert verdict.derived is None, verdict


@settings(max_examples=40, deadline=None)
@given(
    boat=st.sampled_from(_BOATS),
    port=st.sampled_from(_PORTS),
    times=st.lists(st.integers(5 * 60, 9 * 60), min_size=2, max_size=2, unique=True),
    clause=st.sampled_from(_PRONOUNS),
    pier=st.integers(1, 9),
    cars=st.integers(20, 60),
)
def test_a_clause_with_its_own_pronoun_after_the_value_stays_as_said(
    boat: str, port: str, times: list[int], clause: tuple[str, str], pier: int, cars: int
) -> None:
    old, new = (_time(t) for t in times)
    card = (
        f"The MV {boat} runs the {port} crossing; the first sailing leaves {port} at {old}, "
        f"{clause[0]} {pier}, and {clause[1]} {cars} vehicles."
    )
    note = f"scratch that, {boat.lower()}'s first sailing out of {port.lower()} is {new}"
    verdict = relate(note, card, 0.62, 1)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.derived == card.replace(old, new), verdict


@settings(max_examples=30, deadline=None)
@given(
    makers=st.sampled_from(_MAKERS),
    noun=st.sampled_from(_NOUNS),
    firm=st.sampled_from(["Fenwright Bindery", "Alder Press", "Corran Cycles"]),
)
def test_a_name_changed_with_the_cards_noun_after_it_is_swapped_whole(
    makers: tuple[str, str], noun: str, firm: str
) -> None:
    old, new = makers
    card = (
        f"{firm} sews its journals with linen thread, covers them in {old} {noun}, and "
        "orders board from Mill Lane Papers."
    )
    if noun == "thread":
        card = (
            f"{firm} covers its journals in {old} {noun}, and orders board from Mill Lane Papers."
        )
    note = (
        f"{firm.split()[0].lower()} switched from {old.lower()} to {new.lower()} {noun} this month"
    )
    verdict = relate(note, card, 0.56, 40)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.derived == card.replace(f"{old} {noun}", f"{new.lower()} {noun}"), verdict


_FEES = [
    ("plot rent", "Greenway Allotments"),
    ("hall hire", "St Aidan's"),
    ("subs", "the chess club"),
]
_WHO = ["the committee", "they", "the landlord", "the council"]
_VERBS = ["bumped", "raised", "changed", "put"]


@settings(max_examples=40, deadline=None)
@given(
    fee=st.sampled_from(_FEES),
    amounts=st.lists(st.integers(20, 90), min_size=2, max_size=2, unique=True),
    who=st.sampled_from(_WHO),
    verb=st.sampled_from(_VERBS),
)
def test_what_it_was_then_what_someone_made_it_derives_the_card(
    fee: tuple[str, str], amounts: list[int], who: str, verb: str
) -> None:
    # "rent was £38 but the committee bumped it to £44": the old value, then the new.
    what, where = fee
    old, new = (f"£{a}" for a in amounts)
    card = (
        f"The {what} at {where} is {old} a year, paid to the treasurer by the end of "
        "January; the water is turned on in April."
    )
    note = f"{where.lower()} {what} was {old} but {who} {verb} it to {new}"
    verdict = relate(note, card, 0.6, 200)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.derived == card.replace(old, new), verdict


@settings(max_examples=40, deadline=None)
@given(
    counts=st.lists(st.integers(40, 140), min_size=2, max_size=2, unique=True),
    firm=st.sampled_from(["Saffron & Sage", "Hartley Kitchens", "Bramble Catering"]),
    heading=st.sampled_from(["final numbers for", "latest figures for", "updated headcount for"]),
)
def test_make_that_a_count_under_a_heading_derives_the_card(
    counts: list[int], firm: str, heading: str
) -> None:
    old, new = counts
    card = (
        f"The user confirmed the wedding breakfast with {firm} catering: {old} guests, a "
        "three-course menu, and service starting at 2:30 pm in the barn."
    )
    note = f"{heading} {firm.lower()} — make that {new} guests"
    verdict = relate(note, card, 0.6, 4)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.derived == card.replace(f"{old} guests", f"{new} guests"), verdict
