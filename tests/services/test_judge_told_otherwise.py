"""Changes told in shapes the judge did not read (Said, twenty-first part): the new thing
first ("A Bruker Neo 600 has replaced the old Avance III"), a holder who left by first name
alone ("Gemma stepped down"), a name with particles ("Casa do Largo"), a schedule's cue
("From the autumn schedule on,"), a place left for another of its sort ("no longer in the
Fleet room - it's in the glass room"), and a subject's part of the day that the card's own
clock time says ("the morning conference" of one at 10:15). Generated cases: the kind, not
the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_MAKERS = [
    ("Bruker Avance III", "Bruker Neo"),
    ("Agilent 7890", "Agilent Intuvo"),
    ("Canon C5850", "Ricoh IM C4510"),
    ("Arista 7050", "Juniper QFX5120"),
    ("Epson EB-L610", "Sony VPL-PHZ61"),
]
_ROOMS = ["G.07", "B214", "Lab 3", "the annexe", "Studio 2"]
_DETAILS = [
    "it is booked through the FBS portal, two hours per slot at most",
    "keys are kept at reception",
    "the service contract runs until March",
]


@settings(max_examples=30, deadline=None)
@given(
    pair=st.sampled_from(_MAKERS), room=st.sampled_from(_ROOMS), detail=st.sampled_from(_DETAILS)
)
def test_a_new_thing_told_first_replacing_the_old_one_is_a_change_of_the_card(
    pair: tuple[str, str], room: str, detail: str
) -> None:
    old, new = pair
    card = f"{room} houses the department's main instrument, the {old} 400; {detail}."
    note = f"A {new} has replaced the old {old} in {room}."
    verdict = relate(note, card, 0.3, 120.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    # The old thing's qualifier ("400") would stay with the new: the note is the new
    # statement, nothing is written into the card.
    assert verdict.derived is None
    # Named whole and unqualified, the one value is put in its place.
    bare = card.replace(f"{old} 400", old)
    assert relate(note, bare, 0.3, 120.0).derived == bare.replace(old, new)
    # Someone replacing someone, or a thing replaced *with* another, is read as before.
    assert relate(f"We replaced the {old} with a {new}.", card, 0.3, 120.0).kind == "correction"


_FIRST = ["Gemma", "Tariq", "Sofia", "Bartek", "Nadia", "Oisin"]
_LAST = ["Hart", "Okafor", "Lindgren", "Moreau", "Castillo"]
_NEW = ["Rhys Okafor", "Amara Bello", "Jonas Weber", "Keiko Sato"]


@settings(max_examples=40, deadline=None)
@given(
    first=st.sampled_from(_FIRST),
    last=st.sampled_from(_LAST),
    new=st.sampled_from(_NEW),
    price=st.integers(3, 40),
    hour=st.integers(6, 11),
)
def test_a_holder_who_left_named_by_first_name_alone_is_replaced_in_the_card(
    first: str, last: str, new: str, price: int, hour: int
) -> None:
    card = (
        f"Riverside Rowing Club novice sessions: Saturdays {hour} am from the boathouse, "
        f"coached by {first} {last}, £{price} a go."
    )
    note = f"{new} is now the novice coach at Riverside; {first} stepped down at the end of June."
    verdict = relate(note, card, 0.55, 90.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(f"{first} {last}", new)
    # Closing the card without the derived one would lose its other details: they are at
    # risk, so nothing closes on the note alone.
    lost = carry(note, card, (f"{first} {last}",)).lost
    assert {f"{hour} am", f"£{price}"} <= set(lost)
    # Who left a place took along nothing said of the place ("left Fjordline").
    career = f"{first} {last} is a data engineer at Fjordline."
    assert carry(f"{first} no longer works at Fjordline.", career, ("Fjordline",)).lost == ()


_PARTICLES = ["do", "da", "de", "dos", "van", "von", "del"]


@settings(max_examples=40, deadline=None)
@given(
    a=st.sampled_from(["Casa", "Quinta", "Hotel", "Villa", "Palacio"]),
    particle=st.sampled_from(_PARTICLES),
    b=st.sampled_from(["Largo", "Rio", "Mar", "Sol", "Berg"]),
)
def test_a_name_with_a_particle_is_one_name_rejected_whole(a: str, particle: str, b: str) -> None:
    name = f"{a} {particle} {b}"
    assert [m.raw for m in mentions(f"We stay at {name} in Lisbon.") if m.kind == "name"] == [
        name,
        "Lisbon",
    ]
    card = f"Porto, 3-10 May: first four nights at {name}; flying out of Heathrow."
    note = f"For the first four nights we ended up going with Hotel Avenida instead of {name}."
    verdict = relate(note, card, 0.45, 30.0)
    assert verdict.kind == "correction", verdict
    assert [old for old, _ in verdict.swaps] == [name]


@settings(max_examples=30, deadline=None)
@given(
    season=st.sampled_from(["autumn", "spring", "winter", "new"]),
    kind=st.sampled_from(["schedule", "timetable", "rota", "programme"]),
    times=st.lists(
        st.sampled_from(["21:30", "22:15", "20:45", "23:00"]), min_size=2, max_size=2, unique=True
    ),
    edition=st.sampled_from(["Saturday", "Sunday", "weekday"]),
)
def test_from_a_new_schedule_on_is_a_change_not_a_contradiction(
    season: str, kind: str, times: list[str], edition: str
) -> None:
    was, now = times
    card = f"Print deadline for the {edition} edition: {was}."
    note = f"From the {season} {kind} on, the {edition} edition goes to print at {now}."
    assert relate(note, card, 0.84, 90.0).kind == "correction"
    # "deadline" names the slot the new time fills: closing the card loses nothing.
    assert carry(note, card, (was,)).lost == ()
    # Without the opening, the same two values are a contradiction to flag.
    plain = f"The {edition} edition goes to print at {now}."
    assert relate(plain, card, 0.84, 90.0).kind == "contradiction"


_SORTS = [("Fleet", "glass"), ("Blue", "Green"), ("Oak", "Garden"), ("North", "Boardroom side")]


@settings(max_examples=40, deadline=None)
@given(
    rooms=st.sampled_from(_SORTS),
    hour=st.integers(7, 11),
    part=st.sampled_from(["Morning", "Daily"]),
    beside=st.sampled_from(["next to the picture desk", "behind reception", "near the lifts"]),
)
def test_a_place_left_for_another_of_its_sort_derives_the_card(
    rooms: tuple[str, str], hour: int, part: str, beside: str
) -> None:
    was, now = rooms
    card = (
        f"The daily editorial conference is at {hour}:15 in the {was} room and is chaired "
        "by the deputy editor."
    )
    note = (
        f"{part} conference no longer happens in the {was} room - it's in the {now} room "
        f"{beside} now."
    )
    verdict = relate(note, card, 0.55, 30.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(f"{was} room", f"{now} room {beside}")
    # An evening conference is another one than the card's at {hour}:15.
    evening = note.replace(part, "Evening", 1)
    assert relate(evening, card, 0.55, 30.0).kind == "distinct"


@settings(max_examples=30, deadline=None)
@given(
    foods=st.sampled_from(
        [("Lily's Kitchen", "Royal Canin Renal"), ("Purina One", "Hills Science")]
    ),
    pet=st.sampled_from(["Miso", "Biscuit", "Pepper"]),
    verb=st.sampled_from(["Swapped", "Switched", "Ditched", "Replaced"]),
)
def test_a_change_told_with_no_subject_is_the_cards(
    foods: tuple[str, str], pet: str, verb: str
) -> None:
    old, new = foods
    card = f"{pet}, the user's four-year-old tabby, eats {old} wet food twice a day."
    link = "with" if verb == "Replaced" else "for"
    note = (
        f"{verb} {old} {link} {new} for {pet}, because the vet found early signs of kidney disease."
    )
    verdict = relate(note, card, 0.5, 200.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(["Sunita Rao", "Marek Nowak", "Ines Duarte"]),
    new=st.sampled_from(["Callum Reid", "Aoife Byrne", "Tomas Lind"]),
    site=st.sampled_from(["Wakefield", "Doncaster", "Hull"]),
    depot=st.sampled_from(["Leeds", "York", "Bradford"]),
)
def test_where_the_holder_went_is_no_new_holder(old: str, new: str, site: str, depot: str) -> None:
    card = f"{old} is the dock manager at Corvane's {depot} depot."
    note = (
        f"{old} has moved to the {site} site; from this week {new} is the {depot} depot's "
        "dock manager."
    )
    verdict = relate(note, card, 0.78, 80.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(old, new)


@settings(max_examples=30, deadline=None)
@given(
    times=st.lists(
        st.sampled_from(["22:41", "21:58", "23:10", "20:45"]), min_size=2, max_size=2, unique=True
    ),
    what=st.sampled_from(["parkrun PB", "5K personal best", "10K PB"]),
)
def test_a_new_record_replaces_the_old_one(times: list[str], what: str) -> None:
    was, now = times
    card = f"The user's {what} is {was}."
    assert relate(f"New {what} for the user: {now}, set on 8 March.", card, 0.67, 22.0).kind == (
        "correction"
    )
    assert relate(f"The user's {what} is {now}.", card, 0.9, 22.0).kind == "contradiction"


def test_a_subject_that_moved_leaves_its_cards_details_at_risk() -> None:
    # "We've left X" after "…has moved to Y": the club moved, no one left it; closing the
    # card would lose when it meets.
    card = "Our book club meets at The Crooked Spoon café on the first Thursday of each month."
    note = (
        "The book club has moved to the back room of Larkspur Books; we've left The Crooked "
        "Spoon because it got too noisy."
    )
    lost = carry(note, card, ("The Crooked Spoon café",)).lost
    assert "Thursday" in lost


@settings(max_examples=30, deadline=None)
@given(
    amounts=st.lists(st.integers(900, 2400), min_size=2, max_size=2, unique=True),
    month=st.sampled_from(["August", "March", "October"]),
    day=st.sampled_from(["1st", "15th", "28th"]),
)
def test_when_a_change_holds_from_is_no_value_told_against_the_card(
    amounts: list[int], month: str, day: str
) -> None:
    was, now = (f"£{a:,}" for a in amounts)
    card = (
        f"My rent for the Calloway Road flat is {was} a month, paid by standing order on the "
        f"{day}; the landlord is Ambrose Kettering."
    )
    note = (
        f"As of 1 {month} the landlord has bumped the Calloway Road rent to {now} a month, "
        f"up from {was}."
    )
    verdict = relate(note, card, 0.83, 180.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(was, now)
