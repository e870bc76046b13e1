"""Terse forms of what a fuller note says (services/, Said eighteenth part): a duration glued
to its unit's letter ("90d", "6mo", "2y"), a name cut to its capitals ("Tarn Bay SC"), and
the same capitals beside another name kept apart. Generated cases: the kind, not the
sentences of a suite.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import read

_SUBJECTS = ["Staff passwords", "Guest wifi vouchers", "Audit logs", "Draft invoices"]
_PLACES = ["Tarn Bay", "Ashcombe", "Kendal Vale", "Low Fold", "Marsh End"]
_KINDS = [
    ("Sailing Club", "SC"),
    ("Football Club", "FC"),
    ("Athletic Club", "AC"),
    ("Rowing Club", "RC"),
    ("Cricket Club", "CC"),
]


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(2, 400),
    unit=st.sampled_from([("d", "days", "duration"), ("mo", "months", "months")]),
    subject=st.sampled_from(_SUBJECTS),
)
def test_a_number_glued_to_its_units_letter_is_that_many(
    n: int, unit: tuple[str, str, str], subject: str
) -> None:
    short, word, kind = unit
    terse = read(f"{subject} policy: expiry {n}{short}.")
    full = read(f"{subject} expire after {n} {word}.")
    said = [v for k, v in full.value_keys if k == kind]
    assert [v for k, v in terse.value_keys if k == kind] == said
    assert not any(k == "identifier" for k, _ in terse.value_keys)


def test_only_a_lower_case_letter_against_its_number_is_a_unit() -> None:
    assert [m.kind for m in mentions("Printed in 3D.")] == ["identifier"]
    assert "months" in [m.kind for m in mentions("Logs are kept 2y.")]
    assert not any(m.kind in ("months", "duration") for m in mentions("He is 5 y old."))


@settings(max_examples=40, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    kind=st.sampled_from(_KINDS),
    other=st.sampled_from(_KINDS),
    hour=st.integers(5, 9),
)
def test_a_name_cut_to_its_capitals_is_the_same_name(
    place: str, kind: tuple[str, str], other: tuple[str, str], hour: int
) -> None:
    full, letters = kind
    said = f"At {place} {full}, all boats must be off the water by {hour}:30 pm on weekdays."
    same = f"{place} {letters} weekday rule: boats ashore by {hour + 12}:30."
    assert relate(same, said).kind in ("same", "less", "more")
    # Another club of the same place, by its own capitals: never one statement.
    if other[1] != letters:
        apart = f"{place} {other[1]} weekday rule: boats ashore by {hour + 12}:30."
        assert relate(apart, said).kind == "distinct"


def test_a_place_kind_inside_a_name_is_no_designated_place() -> None:
    assert next(m.kind for m in mentions("Tarn Bay SC meets on Fridays.")) == "name"
    assert ("identifier", "bay c") in [(m.kind, m.norm) for m in mentions("Park in Bay C.")]
    assert ("identifier", "gate b") in [(m.kind, m.norm) for m in mentions("The Main Gate B.")]


# ---------------------------------------------------------------- a list told again

_DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday".split()


@settings(max_examples=50, deadline=None)
@given(
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
    new=st.sampled_from(_DAYS),
    which=st.integers(0, 1),
    way=st.sampled_from(
        ["Rhian's days were {short}, now {list}.", "Rhian now works {list}, not {old}."]
    ),
)
def test_a_list_with_one_member_changed_is_derived_whole_as_the_note_says_it(
    days: list[str], new: str, which: int, way: str
) -> None:
    assume(new not in days)
    old_list = f"{days[0]}s and {days[1]}s"
    changed = [*days]
    changed[which] = new
    new_list = f"{changed[0]}s and {changed[1]}s"
    card = f"The hygienist, Rhian Morgan, works {old_list}; the practice phone is 0113 496 0582."
    short = "/".join(d[:3] for d in days)
    note = way.format(short=short, list=new_list, old=old_list)
    verdict = relate(note, card, 0.6)
    assert verdict.kind == "correction"
    # Only the member that changed is wrong: the one kept is no rejected value.
    assert [b for b, _ in verdict.swaps] == [f"{days[which]}s"]
    assert verdict.derived == card.replace(old_list, new_list)


def test_was_then_now_rejects_only_a_value_said_alone() -> None:
    rejected = read("Check-in was at 3 pm, now 4 pm.").rejected
    assert [getattr(r, "norm", r) for r in rejected] == ["15:00"]
    assert read("He was promoted in June, now leads the team.").rejected == ()
    # A member of another list that changes nothing of the card stays apart.
    verdict = relate("Alice and Bob sit at desk 4.12.", "Carol and Dan sit at desk 5.01.")
    assert verdict.kind != "correction"


@settings(max_examples=30, deadline=None)
@given(
    kin=st.sampled_from(["wife", "husband", "son", "daughter", "mum", "dad", "flatmate"]),
    day=st.sampled_from(_DAYS),
    other=st.sampled_from(_DAYS),
)
def test_a_person_named_by_kin_in_one_subject_only_is_another_person(
    kin: str, day: str, other: str
) -> None:
    theirs = f"The user's {kin} swims on {day}s at 7 am."
    mine = f"The user's swimming days have changed from {other}s to {day}s and Fridays."
    assert relate(mine, theirs, 0.75).kind == "distinct"
    assert relate(f"The user swims on {other}s at 7 am.", theirs, 0.85).kind == "distinct"


def test_a_value_rejected_alone_stays_rejected_when_named_again() -> None:
    note = (
        "From this month the bakery buys its rye flour from Ashcombe Organic instead of "
        "Hollins Mill, because Hollins Mill dropped its organic line."
    )
    assert [getattr(r, "norm", r) for r in read(note).rejected] == ["hollins mill"]
    verdict = relate(note, "The bakery gets its rye flour from Hollins Mill.", 0.7)
    assert verdict.kind == "correction"
    assert verdict.swaps == (("Hollins Mill", "Ashcombe Organic"),)


_TABLES = ["orders", "order_items", "customers", "customer_events", "payments", "refunds"]
_COLUMNS = ["order_date", "shipped_date", "created_at", "event_day", "paid_on"]


@settings(max_examples=40, deadline=None)
@given(
    tables=st.lists(st.sampled_from(_TABLES), min_size=2, max_size=2, unique=True),
    columns=st.lists(st.sampled_from(_COLUMNS), min_size=2, max_size=2, unique=True),
)
def test_names_in_code_are_compared_as_written(tables: list[str], columns: list[str]) -> None:
    one = f"In the warehouse, fct_{tables[0]} is partitioned by {columns[0]}."
    other = f"In the warehouse, fct_{tables[1]} is partitioned by {columns[1]}."
    assert relate(other, one, 0.94).kind == "distinct"  # another table, however alike
    terse = f"fct_{tables[0]}: partitioned on {columns[0]}."
    assert relate(terse, one, 0.85).kind in ("same", "less", "more")
    fixed = f"Correction: fct_{tables[0]} is partitioned by {columns[1]}, not {columns[0]}."
    verdict = relate(fixed, one, 0.8)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((columns[0], columns[1]),)


@settings(max_examples=30, deadline=None)
@given(minutes=st.integers(4, 9), seconds=st.sampled_from([0, 15, 30, 45]))
def test_a_pace_is_one_value_however_written(minutes: int, seconds: int) -> None:
    clock = {
        m.kind: m.norm for m in mentions(f"My easy runs should be at {minutes}:{seconds:02d}/km.")
    }
    assert clock == {"pace": f"{minutes * 60 + seconds:g}"}
    if seconds == 0:
        said = mentions(f"The easy-run pace target is {minutes} minutes per kilometre.")
        assert [(m.kind, m.norm) for m in said] == [("pace", f"{minutes * 60:g}")]


@settings(max_examples=30, deadline=None)
@given(thousands=st.integers(5, 20), unit=st.sampled_from(["miles", "km"]))
def test_thousands_written_with_k_keep_their_unit(thousands: int, unit: str) -> None:
    terse = {m.kind: m.norm for m in mentions(f"Allowance: {thousands}k {unit} per year.")}
    full = {m.kind: m.norm for m in mentions(f"It allows {thousands},000 {unit} a year.")}
    assert terse == full


@settings(max_examples=30, deadline=None)
@given(easy=st.integers(5, 7), tempo=st.integers(4, 5), was=st.sampled_from([0, 10, 15]))
def test_a_bare_clock_beside_a_pace_is_a_pace(easy: int, tempo: int, was: int) -> None:
    card = f"half training: easy runs at {easy}:{was:02d}/km, tempo at {tempo}:50/km."
    note = f"coach says my easy pace should be {easy}:{was + 30:02d}/km not {easy}:{was:02d}"
    verdict = relate(note, card, 0.5)
    assert verdict.kind == "correction"
    assert verdict.derived == card.replace(f"{easy}:{was:02d}/km", f"{easy}:{was + 30:02d}/km")


def test_may_capitalised_inside_a_sentence_is_the_month() -> None:
    assert ("month", "5") in [(m.kind, m.norm) for m in mentions("It went up to £1,395 in May.")]
    assert not any(m.kind == "month" for m in mentions("May I ask when it opens?"))
    assert not any(m.kind == "month" for m in mentions("The fee may go up."))
