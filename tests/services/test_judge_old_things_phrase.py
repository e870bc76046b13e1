"""What a replaced name's phrase holds (Said, fifty-first part): what a possessive name owns
and where its source is ("from Van Damme's wholesale", "from Tollard's tannery in Walsall",
"from Acme in Leeds") go to history with the name when a note switches or loses that
source; they are no detail that keeps the old card live. A detail beside the phrase (how
often, on which day) still is. Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate

_SOURCES = ["Tollard", "Van Damme", "Brierley", "Ostwald", "Penrose"]
_NEW = ["Lockett & Sons", "Hollybank Growers", "Marlow Farm", "Quayside Supply"]
_OWNS = ["'s tannery", "'s wholesale", "'s mill", "'s dairy", "'s nursery", ""]
_PLACES = ["", " in Walsall", " in Northampton", " in West Bromwich"]
_SHOPS = [("Cobbold & Daughter", "their sole leather"), ("Wren & Willow", "its cut flowers")]
_ASIDES = [
    "the shop van is a grey Kangoo",
    "heels are done while you wait",
    "Greer does the wedding consultations",
]


def _notes(shop: str, goods: str, old: str, new: str, owns: str) -> list[str]:
    """Three ways a source's change is told: a switch with its reason, what happened to the
    old source then what holds since, a "no longer … now"."""
    return [
        f"{shop} switched {goods} from {old} to {new} because {old} kept shorting the orders.",
        f"{old}{owns} went into administration in March, so since April {shop} have ordered "
        f"{goods} from {new}.",
        f"{shop} switched from {old} to {new} for {goods} last month.",
    ]


@settings(max_examples=60, deadline=None)
@given(
    old=st.sampled_from(_SOURCES),
    new=st.sampled_from(_NEW),
    owns=st.sampled_from(_OWNS),
    place=st.sampled_from(_PLACES),
    shop=st.sampled_from(_SHOPS),
    aside=st.sampled_from(_ASIDES),
    told=st.integers(0, 2),
)
def test_the_old_sources_phrase_goes_with_it(
    old: str,
    new: str,
    owns: str,
    place: str,
    shop: tuple[str, str],
    aside: str,
    told: int,
) -> None:
    """The card closes whole: nothing of it is lost, and its other clause stands as written."""
    name, goods = shop
    card = f"{name} get {goods} from {old}{owns}{place}; {aside}."
    note = _notes(name, goods, old, new, owns)[told]
    verdict = relate(note, card, 0.7, 120)
    assert verdict.kind == "correction", (card, note, verdict)
    wrong = tuple(before for before, _ in verdict.swaps)
    carried = carry(note, card, wrong)
    assert carried.lost == (), (card, note, carried)
    assert aside.lower() in carried.rest.lower(), (card, note, carried)
    assert old not in carried.rest, (card, note, carried)


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(_SOURCES),
    new=st.sampled_from(_NEW),
    owns=st.sampled_from(_OWNS),
    day=st.sampled_from(["every Monday", "on Thursdays", "delivered on Fridays"]),
)
def test_a_detail_beside_the_phrase_is_still_lost(old: str, new: str, owns: str, day: str) -> None:
    """Guard: the day the old source delivered is said of the order, not of the source; the
    card stays live (flagged) rather than lose it."""
    card = f"Cobbold & Daughter get their sole leather from {old}{owns} {day}."
    note = (
        f"{old}{owns} went into administration in March, so since April Cobbold & Daughter "
        f"have ordered their sole leather from {new}."
    )
    verdict = relate(note, card, 0.7, 120)
    assert verdict.kind == "correction", (card, note, verdict)
    carried = carry(note, card, tuple(before for before, _ in verdict.swaps))
    said = f"{carried.rest} {' '.join(carried.lost)}".lower()
    assert day.split()[-1].lower() in said, (card, note, carried)
