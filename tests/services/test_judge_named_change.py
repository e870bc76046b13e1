"""A change that names the old thing and the new one in words of its own (services/, Said
thirty-second part): "…over to Gilchesters flour, no more Shipton Mill", "have renamed the
Loire Classic; it's called Loire Châteaux by Bike now", "going with Rationel instead,
Velfac's lead time was 14 weeks". Each names both values, so it is a correction of the card
that holds the old one — and a card derived from it says nothing of the old thing's own
(its product number stays with it). Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_MILLS = ["Shipton Mill", "Gilchesters Organics", "Wessex Mill", "Marriage's", "Doves Farm"]


@settings(max_examples=40, deadline=None)
@given(
    mills=st.lists(st.sampled_from(_MILLS), min_size=2, max_size=2, unique=True),
    number=st.integers(1, 9),
    water=st.integers(62, 85),
    loaf=st.sampled_from(["country loaf", "rye sourdough", "house bloomer"]),
    form=st.integers(0, 2),
)
def test_no_more_the_old_one_names_what_it_replaces(
    mills: list[str], number: int, water: int, loaf: str, form: int
) -> None:
    was, now = mills
    card = f"The microbakery's {loaf} uses {was} No. {number} flour at {water}% hydration."
    note = [
        f"User said they've moved the {loaf} over to {now} flour, no more {was}.",
        f"The {loaf} is on {now} flour now, no more {was}.",
        f"{loaf}: switched to {now} flour - no more {was}",
    ][form]
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    if verdict.derived is not None:
        assert now in verdict.derived and was not in verdict.derived, verdict
        # The old flour's number is the old flour's, never the new one's.
        assert f"No. {number}" not in verdict.derived, verdict


_TOURS = ["Loire Classic", "Loire Châteaux by Bike", "Alpine Explorer", "Tuscan Hills Ride"]


@settings(max_examples=40, deadline=None)
@given(
    tours=st.lists(st.sampled_from(_TOURS), min_size=2, max_size=2, unique=True),
    company=st.sampled_from(["Velovista", "Pedalwise", "Roue Libre"]),
    town=st.sampled_from(["Blois", "Tours", "Saumur"]),
    form=st.integers(0, 2),
)
def test_a_rename_names_the_old_name_and_the_new(
    tours: list[str], company: str, town: str, form: int
) -> None:
    was, now = tours
    card = f"{company}'s {was} tour starts in {town}, uses Orbea e-bikes and is guided by Sandrine."
    note = [
        f"{company} have renamed the {was}; it's called {now} now.",
        f"{company} renamed the {was} tour to {now}.",
        f"The {was} has been renamed {now}.",
    ][form]
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    if verdict.derived is not None:
        assert now in verdict.derived and was not in verdict.derived, verdict
        assert town in verdict.derived and "Sandrine" in verdict.derived


_MAKERS = ["Velfac", "Rationel", "Idealcombi", "Nordan"]


@settings(max_examples=40, deadline=None)
@given(
    makers=st.lists(st.sampled_from(_MAKERS), min_size=2, max_size=2, unique=True),
    weeks=st.integers(6, 20),
    form=st.integers(0, 1),
)
def test_going_with_another_instead_names_the_one_replaced(
    makers: list[str], weeks: int, form: int
) -> None:
    was, now = makers
    card = (
        f"Tiny house build notes: the trailer is 7.2 m long, {was} is making the windows, "
        "the composting loo is a Separett, and the roof is standing-seam steel."
    )
    note = [
        f"Change on the windows: going with {now} instead, {was}'s lead time was {weeks} weeks.",
        f"Windows: we're going with {now} instead - {was} quoted {weeks} weeks.",
    ][form]
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    if verdict.derived is not None:
        assert f"{now} is making the windows" in verdict.derived, verdict
        assert "Separett" in verdict.derived
