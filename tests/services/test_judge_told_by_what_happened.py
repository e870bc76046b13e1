"""Changes told by what happened to the old value (Said, forty-first part; held-out set 64):
a room said to be let, sold, closed or under repair while another is given, and a date put
off with "won't be ready until the 28th". Generated cases: the kind, not a suite's sentences.
"""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_ROOMS = ["Committee Room", "Orchard Room", "Garden Room", "Lecture Room", "Blue Room"]
_FATES = [
    "'s been let to a slimming group",
    " has been let to the pilates class",
    "'s being refurbished",
    " is being repaired",
    " is closed",
    "'s been closed for the winter",
]


@settings(max_examples=40, deadline=None)
@given(
    rooms=st.lists(st.sampled_from(_ROOMS), min_size=2, max_size=2, unique=True),
    fate=st.sampled_from(_FATES),
    lower=st.booleans(),
    then=st.sampled_from(["so we're in the {} from now on", "- we meet in the {} now"]),
)
def test_a_place_said_to_be_let_or_closed_is_the_old_value_when_another_is_given(
    rooms: list[str], fate: str, lower: bool, then: str
) -> None:
    card = (
        f"Harlow Chess Club meets on Thursday evenings in the {rooms[0]} at the library, "
        "7.00 for 7.15; subs £4."
    )
    # (Jotted in lower case, both rooms are: a note cased its own way is read as cased.)
    old, new = (r.lower() if lower else r for r in rooms)
    note = f"chess update - the library {old}{fate}, {then.format(new)}"
    verdict = relate(note, card, 0.5, 7)
    assert verdict.kind == "correction", verdict
    assert any(a.lower() == rooms[0].lower() for a, _ in verdict.swaps), verdict
    assert verdict.derived is None or rooms[0].lower() not in verdict.derived.lower(), verdict


def _nth(day: int) -> str:
    return {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}.get(day, "th")


@settings(max_examples=40, deadline=None)
@given(
    day=st.integers(1, 28),
    later=st.integers(1, 28),
    state=st.sampled_from(["ready", "delivered", "fitted", "finished"]),
    until=st.sampled_from(["until", "till"]),
    stop=st.sampled_from([".", ". Rang her, she's fine with it.", " - the supplier is late."]),
)
def test_a_date_put_off_with_wont_be_ready_until_is_a_new_date_not_a_negation(
    day: int, later: int, state: str, until: str, stop: str
) -> None:
    if day == later:
        return
    card = f"The Mensah bookcase is due to be {state} on {day} October; £300 paid, £120 due."
    note = f"the Mensah bookcase won't be {state} {until} the {later}{_nth(later)}{stop}"
    verdict = relate(note, card, 0.7, 7)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps and verdict.swaps[0][0] == f"{day} October", verdict
    assert verdict.derived is None or f" {day} October" not in verdict.derived, verdict


@settings(max_examples=30, deadline=None)
@given(day=st.integers(1, 31), after=st.sampled_from([".", ". Then", "!", ""]))
def test_a_day_of_the_month_before_a_full_stop_is_that_day(day: int, after: str) -> None:
    suffix = _nth(day)
    found = mentions(f"it won't be back until the {day}{suffix}{after}")
    assert [(m.kind, m.norm, m.raw) for m in found] == [
        ("date", f"00-{day:02d}", f"{day}{suffix}")
    ], found


@settings(max_examples=50, deadline=None)
@given(
    start=st.dates(min_value=date(2027, 1, 1), max_value=date(2027, 12, 31)),
    count=st.sampled_from([("a", 1), ("one", 1), ("two", 2), ("3", 3)]),
    unit=st.sampled_from([("day", 1), ("week", 7)]),
    back=st.booleans(),
    verb=st.sampled_from(["got {} {}", "has been {} {}", "was {} {}"]),
    called=st.sampled_from(["area championships are", "regional final is", "area contest is"]),
)
def test_a_date_moved_by_how_long_names_the_old_date(
    start: date, count: tuple[str, int], unit: tuple[str, int], back: bool, verb: str, called: str
) -> None:
    # The move lands on the card's date: the note names it, however it calls the event.
    days = count[1] * unit[1]
    new = start + timedelta(days=days if back else -days)
    said = f"{count[0]} {unit[0]}{'s' if count[1] > 1 else ''}"
    moved = verb.format("pushed back" if back else "brought forward", said)
    card = (
        f"Ellerton Brass: the {called} on {start.day} {start:%B} at the Guild Hall; "
        "test piece Kingdom of the Sea."
    )
    note = f"ellerton brass area contest {moved} to {new.day} {new:%B} (the hall was double booked)"
    verdict = relate(note, card, 0.6, 7)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps and verdict.swaps[0][0] == f"{start.day} {start:%B}", verdict


@settings(max_examples=40, deadline=None)
@given(
    station=st.from_regex(r"[A-Z]{2}-[0-9]{2}", fullmatch=True),
    days=st.lists(st.integers(1, 28), min_size=2, max_size=2, unique=True),
    months=st.lists(st.sampled_from(["January", "March", "May"]), min_size=2, max_size=2),
    off=st.sampled_from(
        [
            "went offline because the school switched its Wi-Fi off for a weekend",
            "went off air because the caretaker turned the power off overnight",
            "was down for a day",
        ]
    ),
)
def test_a_thing_switched_off_is_no_cue_between_two_dated_events(
    station: str, days: list[int], months: list[str], off: str
) -> None:
    # Two events of one station on two dates: each its own, none closes the other.
    card = f"{station} was recalibrated on {days[0]} {months[0]}."
    note = f"On {days[1]} {months[1]} {station} {off}."
    verdict = relate(note, card, 0.55, 40)
    assert verdict.kind not in ("correction", "contradiction", "same", "more"), verdict


_CAPTAINS = [("Becca", "Trewin"), ("Jonno", "Pascoe"), ("Mags", "Kerrow"), ("Deji", "Bello")]


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(st.sampled_from(_CAPTAINS), min_size=2, max_size=2, unique=True),
    verb=st.sampled_from(["Ignore what I said about", "Forget what I told you about"]),
    dash=st.sampled_from([" -", ":", ","]),
)
def test_a_name_taken_back_by_what_i_said_about_is_the_old_holder(
    people: list[tuple[str, str]], verb: str, dash: str
) -> None:
    (old_first, old_last), (new_first, new_last) = people
    card = (
        f"At Porthmeor SLSC, Sunday patrols are captained by {old_first} {old_last}; "
        "the patrol starts at 10:00."
    )
    holder = f"{new_first} {new_last}"
    note = f"{verb} {old_first}{dash} Sunday patrols at Porthmeor are captained by {holder}."
    verdict = relate(note, card, 0.6, 2)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is None or old_first not in verdict.derived, verdict


@settings(max_examples=40, deadline=None)
@given(
    prices=st.lists(st.integers(2, 40), min_size=2, max_size=2, unique=True),
    when=st.sampled_from(["this season", "this term", "this year"]),
    unit=st.sampled_from(["a litre", "a session", "an hour"]),
)
def test_a_value_said_for_this_season_is_a_new_value_of_the_slot(
    prices: list[int], when: str, unit: str
) -> None:
    card = (
        "Hollow Farm's cider press runs on Saturdays in the old barn; "
        f"pressing costs £{prices[0]} {unit}."
    )
    note = f"The user mentioned that pressing at Hollow Farm is £{prices[1]} {unit} {when}."
    verdict = relate(note, card, 0.6, 200)
    assert verdict.kind == "correction", verdict
    # Without it, two prices with no cue stay a contradiction: both kept.
    plain = relate(note.replace(f" {when}", ""), card, 0.6, 200)
    assert plain.kind == "contradiction", plain


@settings(max_examples=40, deadline=None)
@given(
    times=st.lists(
        st.sampled_from(["14:30", "15:45", "11:00", "16:15"]), min_size=2, max_size=2, unique=True
    ),
    slip=st.sampled_from(["was a typo on my part", "was my mistake", "was an error"]),
    called=st.sampled_from(["the Orrery Hall Outer Planets time", "the Outer Planets time"]),
)
def test_an_old_value_called_a_typo_is_rejected_however_the_show_is_named(
    times: list[str], slip: str, called: str
) -> None:
    card = (
        f"The Orrery Hall planetarium runs its 'Voyage to the Outer Planets' show at {times[0]} "
        "on Saturdays, narrated live by Dr. Anaya Bose; tickets are £7.50."
    )
    note = (
        f"Sorry - I got {called} wrong in my earlier note. It starts at {times[1]} on "
        f"Saturdays; {times[0]} {slip}."
    )
    verdict = relate(note, card, 0.53, 1)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(times[0], times[1]), verdict


@settings(max_examples=40, deadline=None)
@given(
    start=st.dates(min_value=date(2027, 1, 1), max_value=date(2027, 12, 31)),
    count=st.sampled_from([("a", 1), ("two", 2)]),
    unit=st.sampled_from([("day", 1), ("week", 7)]),
    then=st.sampled_from(
        ["so the lorry's rebooked for {}", "and the lorry is now on {}", "so we've moved it to {}"]
    ),
)
def test_a_date_slipped_by_how_long_names_the_old_date_in_the_next_clause(
    start: date, count: tuple[str, int], unit: tuple[str, int], then: str
) -> None:
    new = start + timedelta(days=count[1] * unit[1])
    said = f"{count[0]} {unit[0]}{'s' if count[1] > 1 else ''}"
    card = f"The Kessler move is booked for {start.day} {start:%B}: two crews and the lorry."
    note = f"Kessler job - their completion slipped {said}, " + then.format(f"{new.day} {new:%B}")
    verdict = relate(note, card, 0.7, 7)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps and verdict.swaps[0][0] == f"{start.day} {start:%B}", verdict


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(
        st.sampled_from(["Margaret", "Hilary", "Ngozi", "Pauline", "Ruth"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    day=st.sampled_from(["Monday", "Wednesday", "Friday"]),
    part=st.sampled_from(["afternoons", "mornings"]),
    cue=st.sampled_from(["going forward", "from now on"]),
)
def test_a_holder_who_wanted_her_days_back_is_the_old_holder(
    people: list[str], day: str, part: str, cue: str
) -> None:
    old, new = people
    card = (
        f"{old} covers the Willowmead reception desk on {day} {part}; the shift runs 1 to 5 pm "
        "and starts with signing the fire log."
    )
    note = (
        f"{new} has the {day} {part[:-1]} reception shift at Willowmead {cue} - "
        f"{old} wanted her {day}s back for the grandchildren."
    )
    verdict = relate(note, card, 0.6, 30)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is None or old not in verdict.derived, verdict


_ROLES = [
    ("led", "leads"),
    ("ridden", "rides"),
    ("coached", "coaches"),
    ("taught", "teaches"),
    ("driven", "drives"),
    ("run", "runs"),
    ("written", "writes"),
    ("kept", "keeps"),
]
_DUTIES = ["Crew B", "the Harbour round", "the under-12s", "the night bus", "the newsletter"]
_HOLDERS = ["Tomasz Wrona", "Gwen Tallis", "Ada Quist"]
_NEWCOMERS = ["Fern Achebe", "Ines Duarte", "Samir Haddad"]


@settings(max_examples=60, deadline=None)
@given(
    role=st.sampled_from(_ROLES),
    duty=st.sampled_from(_DUTIES),
    old=st.sampled_from(_HOLDERS),
    new=st.sampled_from(_NEWCOMERS),
    told=st.sampled_from(["now", "since {old} went over to another contract"]),
    more=st.sampled_from(["", ", starts at 7:30 am, and covers the docks"]),
)
def test_a_role_told_the_other_way_round_with_a_cue_puts_its_new_holder_in_place_of_the_old(
    role: tuple[str, str], duty: str, old: str, new: str, told: str, more: str
) -> None:
    """ "Fern leads crew B now" of "Crew B is led by Tomasz": the holder changed, whatever
    form the verb takes ("ridden" / "rides") and however far apart the names put the two
    notes; "since Tomasz went over to …" names who is replaced, not the card's subject."""
    done, does = role
    card = f"{duty[:1].upper()}{duty[1:]} is {done} by {old}{more}."
    note = f"{new} {does} {duty} {told.format(old=old)}."
    verdict = relate(note, card, 0.45, 60.0)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps[0] == (old, new)
    # Of another thing than the card's, the same verb is no change of its holder.
    other = relate(f"{new} {does} the parish magazine now.", card, 0.45, 60.0)
    assert other.kind != "correction", other
