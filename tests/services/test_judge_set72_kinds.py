"""Kinds held-out set 72 found (Said, fiftieth part): who left told by a first name before a
firm ("Gareth has left Amberline …" of "Gareth Penhaligon"), a rise told with what was put
up between ("have put her membership up by £5 to £39"), and a supplier gone into
administration. Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_PEOPLE = ["Gareth Penhaligon", "Carys Mottram", "Idris Bowen", "Nia Pugh"]
_FIRMS = ["Amberline", "Halden Motors", "Pinfold Bowl"]


@settings(max_examples=50, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    firm=st.sampled_from(_FIRMS),
    then=st.sampled_from(["to drive for the bus company", "for a job in Leeds", ""]),
)
def test_who_left_by_a_first_name_not_the_firm_they_left(
    people: list[str], firm: str, then: str
) -> None:
    """ "Gareth has left Amberline to drive for the bus company. Carys Mottram teaches the
    automatic pupils now.": Gareth Penhaligon is who left, never the firm named after
    "left"; the card's firm and car stay as said."""
    was, now = people
    card = f"{was} teaches {firm}'s automatic pupils in the white Yaris."
    note = f"{was.split()[0]} has left {firm} {then}".strip() + f". {now} teaches them now."
    verdict = relate(note, card, 0.6, 140)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (was, now), verdict
    assert verdict.derived is None or firm in verdict.derived, verdict


@settings(max_examples=50, deadline=None)
@given(
    was=st.integers(20, 60),
    by=st.integers(1, 9),
    what=st.sampled_from(["her membership", "the monthly fee", "it", "our subs"]),
    how=st.sampled_from(["put", "bumped", "pushed"]),
)
def test_a_rise_with_what_was_put_up_between(was: int, by: int, what: str, how: str) -> None:
    """ "Fitzroy Leisure have put her membership up by £5 to £39 a month": a rise from the
    card's £34, the old value named by the rise."""
    card = f"Aurélie's gym membership at Fitzroy Leisure is £{was} a month."
    note = f"Fitzroy Leisure have {how} {what} up by £{by} to £{was + by} a month."
    verdict = relate(note, card, 0.7, 200)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (f"£{was}", f"£{was + by}"), verdict


@settings(max_examples=30, deadline=None)
@given(
    fate=st.sampled_from(["administration", "receivership", "liquidation"]),
    firms=st.sampled_from([("Tollard", "Lockett & Sons"), ("Brierley", "Hollybank Growers")]),
)
def test_a_supplier_gone_into_administration(fate: str, firms: tuple[str, str]) -> None:
    """ "Tollard's tannery went into administration in March, so since April … from Lockett
    & Sons": what happened to the old supplier, then what holds since."""
    old, new = firms
    card = f"Cobbold & Daughter get their sole leather from {old}'s tannery in Walsall."
    note = (
        f"{old}'s tannery went into {fate} in March, so since April Cobbold & Daughter have "
        f"ordered their sole leather from {new}."
    )
    verdict = relate(note, card, 0.7, 60)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (old, new), verdict
