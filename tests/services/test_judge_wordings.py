"""One statement written two ways (services/judge/, Said fifteenth part): a date whose
day-and-month order is not written, an identifier spelled out in words, and two wordings of
the same values that each add a word or two of their own. Generated cases: the kind, not
the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import same_date
from bowerbird.services.statement import read

_MONTHS = (
    "January February March April May June July August September October November December"
).split()

# ---------------------------------------------------------------- dates, order unsaid


def test_a_slashed_date_with_both_numbers_under_thirteen_is_either_reading() -> None:
    assert ("date", "~2026-06-12") in read("Leaves on 06/12/2026.").value_keys
    assert same_date("~2026-06-12", "2026-06-12")
    assert same_date("~2026-06-12", "2026-12-06")
    assert not same_date("~2026-06-12", "2026-06-13")
    # One writer keeps one order: 06/12 and 12/06, both slashed, are two days.
    assert not same_date("~2026-06-12", "~2026-12-06")
    assert not same_date("~2026-06-12", "2027-06-12")
    assert same_date("~2026-06-12", "12-06", years=False)
    assert not same_date("0.10.0", "1.10.0")  # versions, not dates
    # A day the month cannot be (25/12) was always one reading; a fraction is no date.
    assert ("date", "2026-12-25") in read("On 25/12/2026.").value_keys
    assert not any(k == "date" for k, _ in read("Add 3/4 cup of oats.").value_keys)
    assert ("duration", "86400") in read("The line is staffed 24/7.").value_keys


@settings(max_examples=60, deadline=None)
@given(
    first=st.integers(1, 12),
    second=st.integers(1, 12),
    year=st.integers(2024, 2030),
    group=st.integers(5, 11),
    month_first=st.booleans(),
)
def test_a_date_written_either_way_is_the_same_event(
    first: int, second: int, year: int, group: int, month_first: bool
) -> None:
    assume(first != second)
    month, day = (first, second) if month_first else (second, first)
    slashed = f"The Y{group} museum trip leaves school on {first:02d}/{second:02d}/{year}."
    for plain in (
        f"The Y{group} museum trip leaves school on {day} {_MONTHS[month - 1]} {year}.",
        f"The Y{group} museum trip leaves school on {year}-{month:02d}-{day:02d}.",
    ):
        for a, b in ((plain, slashed), (slashed, plain)):
            verdict = relate(a, b, 0.9, 3)
            assert verdict.kind in ("same", "more", "less"), (a, b, verdict)
    # Another day of the same shape is another trip, never the same statement.
    other_day = day % 28 + 1
    assume(other_day not in (first, second))
    other = f"The Y{group} museum trip leaves school on {other_day} {_MONTHS[month - 1]} {year}."
    assert relate(other, slashed, 0.9, 3).kind not in ("same", "more", "less")
    # Both slashed, in the two orders: two days, as one writer meant them.
    swapped = f"The Y{group} museum trip leaves school on {second:02d}/{first:02d}/{year}."
    assert relate(swapped, slashed, 0.9, 3).kind not in ("same", "more", "less")


# ---------------------------------------------------------------- identifiers in words

_SPELLED = st.sampled_from(
    [("Y{n}", "Year {n}"), ("P{n}", "Priority {n}"), ("U{n}", "Under {n}"),
     ("Gr{n}", "Grade {n}")]
)  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(spelled=_SPELLED, n=st.integers(2, 14), place=st.sampled_from(["Eden Project", "Tate"]))
def test_an_identifier_spelled_out_in_words_names_the_same_thing(
    spelled: tuple[str, str], n: int, place: str
) -> None:
    short, long = (form.format(n=n) for form in spelled)
    card = f"{short} {place} coach: 2026-06-19, 07:15 departure."
    note = f"The {long} trip to the {place} leaves at 7:15 am on 19 June 2026."
    verdict = relate(note, card, 0.8, 5)
    assert not verdict.reason.startswith("about another thing"), verdict
    # Another number spelled out is another group: still told apart.
    other = (
        f"The {spelled[1].format(n=n + 1)} trip to the {place} leaves at 7:15 am on 19 June 2026."
    )
    assert relate(other, card, 0.8, 5).kind not in ("same", "more", "less")
    # The identifier written as itself after its word ("Incident INC-101") is no spelling.
    incident = f"The INC-{n}01 postmortem action was to add expiry alerts."
    assert relate(
        incident, f"Incident INC-{n}02 on 4 January: checkout was down.", 0.8, 5
    ).kind == ("distinct")


# ---------------------------------------------------------------- the same values, reworded

_DOSES = st.sampled_from(
    [("Give {who} {ml} ml of {drug} every {h} hours.",
      "{who}'s {drug} dose is {ml} mL, {h} hours apart, with water."),
     ("{who} takes {ml} ml of {drug} every {h} hours.",
      "{who} is on {ml} mL of {drug} at {h}-hour intervals, day and night.")]
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(
    shapes=_DOSES,
    who=st.sampled_from(["Kofi", "Ines", "Tomasz", "Aiyana"]),
    drug=st.sampled_from(["amoxicillin", "ibuprofen", "paracetamol"]),
    ml=st.sampled_from([2.5, 5, 7.5, 10]),
    hours=st.sampled_from([4, 6, 8, 12]),
)
def test_two_wordings_of_one_dose_are_one_statement_never_glued(
    shapes: tuple[str, str], who: str, drug: str, ml: float, hours: int
) -> None:
    short, longer = (s.format(who=who, drug=drug, ml=f"{ml:g}", h=hours) for s in shapes)
    # Either order: the wording with more of its own words is the statement, the other its
    # evidence — never an addition appended to the card.
    assert relate(longer, short, 0.86, 20).kind == "more", (short, longer)
    assert relate(short, longer, 0.86, 20).kind in ("same", "less"), (longer, short)
    # Another drug, another dose or another interval is another statement.
    other = shapes[0].format(who=who, drug="cetirizine", ml=f"{ml:g}", h=hours)
    assert relate(other, short, 0.86, 20).kind not in ("same", "more", "less")
    other = shapes[1].format(who=who, drug=drug, ml=f"{ml + 1:g}", h=hours)
    assert relate(other, short, 0.86, 20).kind not in ("same", "more", "less")


def test_as_many_words_of_its_own_each_way_keeps_both_said() -> None:
    # "…includes breakfast" may be a detail: neither wording is the fuller one.
    card = "For the Porto trip the user booked Casa do Rio from 9 to 12 May."
    note = "User's Porto stay at Casa do Rio, 9-12 May, includes breakfast."
    assert relate(note, card, 0.9, 10).kind == "addition"
