"""Kinds held-out set 73 found (Said, fifty-first part): a Q/A that asks whether someone
still does a thing somewhere, answered with who took it over and when the first one left
(the place is not what the answer rejects, a feast is when, not who); a business said by
its first word ("the Meadowcroft home visits" of "Meadowcroft Mobile Vets' home visits")
and a plural said as one ("skerrow ferry" of "Skerrow Ferries"), no detail lost. Generated
cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate

_PEOPLE = ["Jess Pilbeam", "Marcus Oduwole", "Ailsa Craig", "Tomasz Wrona"]
_PLACES = ["Cragbox", "the Drill Hall", "Hartsmere"]
_WHEN = ["at Easter", "at Christmas", "in May", "after half term"]
_WHY = ["went back to uni", "went travelling", "moved on", "retired"]


@settings(max_examples=60, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    place=st.sampled_from(_PLACES),
    when=st.sampled_from(_WHEN),
    why=st.sampled_from(_WHY),
)
def test_asked_whether_someone_still_does_it(
    people: list[str], place: str, when: str, why: str
) -> None:
    """The one asked about is replaced by who took it over; the place stays as said."""
    was, now = people
    card = f"The Tuesday youth club at {place} is run by {was}; it costs £9 a session."
    first = was.split()[0]
    note = (
        f"Q: is {first} still running the Tuesday youth club at {place}? "
        f"A: no - {now} took it over {when} when {first} {why}."
    )
    verdict = relate(note, card, 0.7, 90)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (was, now), verdict


_BUSINESSES = [
    ("Meadowcroft Mobile Vets", "Meadowcroft"),
    ("Kinloch Pharmacy", "Kinloch"),
    ("Pennine Motors", "Pennine"),
]


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(
        st.sampled_from(["Harriet Bellweather", "Kofi Ampadu", "Ines Marr"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    business=st.sampled_from(_BUSINESSES),
)
def test_a_business_said_by_its_first_word(people: list[str], business: tuple[str, str]) -> None:
    """After "Dr X has moved … Dr Y does the <first word> home visits now", the card's
    business name is no detail left behind: the card closes, its other clause stands."""
    was, now = people
    name, short = business
    card = f"Dr {was} does {name}' home visits; the van carries a portable X-ray."
    note = (
        f"Dr {was.split()[-1]} has moved to a practice in Truro. "
        f"Dr {now} does the {short} home visits now."
    )
    verdict = relate(note, card, 0.7, 150)
    assert verdict.kind == "correction", (card, note, verdict)
    carried = carry(note, card, tuple(before for before, _ in verdict.swaps))
    assert carried.lost == (), (card, note, carried)
    assert "portable X-ray" in carried.rest, carried


@settings(max_examples=40, deadline=None)
@given(
    fares=st.lists(st.integers(20, 40), min_size=2, max_size=2, unique=True),
    line=st.sampled_from(["Skerrow Ferries", "Dalby Buses", "Tolland Railways"]),
)
def test_a_plural_said_as_one(fares: list[int], line: str) -> None:
    """ "skerrow ferry car+driver return £32" of "… on Skerrow Ferries is £28": the card's
    name said in the singular, nothing of it lost."""
    was, now = fares
    card = f"A return for a car and driver on {line} is £{was}; bikes travel free."
    one = line.lower().rstrip("s")
    one = one[:-2] + "y" if one.endswith("ie") else one
    note = f"{one} car+driver return £{now} from april, bikes still free"
    verdict = relate(note, card, 0.7, 30)
    assert verdict.kind == "correction", (card, note, verdict)
    carried = carry(note, card, tuple(before for before, _ in verdict.swaps))
    assert carried.lost == (), (card, note, carried)
