"""Terse forms of what a fuller note says (services/, Said eighteenth part): a duration glued
to its unit's letter ("90d", "6mo", "2y"), a name cut to its capitals ("Tarn Bay SC"), and
the same capitals beside another name kept apart. Generated cases: the kind, not the
sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
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
