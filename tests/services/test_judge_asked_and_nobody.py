"""A question reported with its quoted answer, and a change told by who no longer does it
(Said, sixtieth part): "Asked Jem whether the shop still has Mr Abbot's honey. 'No, … It's
from the Kilham Apiary now.'" asks about the name the verb after "still" takes; "'Not since
old Herr Greiner retired - we order them from …'" is an answer "no" up to its dash; a thing
put in with a place of its own ("from Tiedemann's in Hamburg") is another thing, so no
card moves the old one there; "Nobody … after six any more" names no one, and "after six"
is a time. Generated cases: the kind, not the sets' sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import read

_SHOPS = [("Cowlam", "farm shop"), ("Brindle", "deli"), ("Hartsop", "village store")]
_GOODS = ["honey", "eggs", "cheese"]
_OLD = [("Mr", "Abbot"), ("Mrs", "Pennock"), ("Dr", "Vane")]
_NEW = ["Kilham Apiary", "Sowerby Dairy", "Thwaite Farm"]
_ASKED = ["Jem", "Ottilie", "Bryn"]


@settings(max_examples=60, deadline=None)
@given(
    shop=st.sampled_from(_SHOPS),
    goods=st.sampled_from(_GOODS),
    old=st.sampled_from(_OLD),
    new=st.sampled_from(_NEW),
    asked=st.sampled_from(_ASKED),
    verb=st.sampled_from(["has", "sells", "stocks"]),
    answer=st.sampled_from(["No, {he} gave up after last winter.", "Not since the flood -"]),
)
def test_a_quoted_no_to_still_closes_the_name_asked_about(
    shop: tuple[str, str],
    goods: str,
    old: tuple[str, str],
    new: str,
    asked: str,
    verb: str,
    answer: str,
) -> None:
    place, kind = shop
    title, surname = old
    card = (
        f"The {kind} at {place} Fields sells {goods} from {title} {surname}'s place, "
        f"and pickers pay at the shed by the gate."
    )
    note = (
        f"Asked {asked} whether the {place} {kind} still {verb} {title} {surname}'s {goods}. "
        f"'{answer.format(he='they')} we get it from {new} now.'"
    )
    verdict = relate(note, card, 0.6, 120)
    assert verdict.kind == "correction", (note, verdict)
    assert surname in {old for old, _ in verdict.swaps}
    # Who answered is never what was asked about.
    assert asked not in {old for old, _ in verdict.swaps}
    # Asked about the shop, not its goods' maker: the maker stays.
    unasked = f"Asked {asked} whether {title} {surname} still runs the {kind}. 'Yes, every day.'"
    assert not read(unasked).rejected


@settings(max_examples=40, deadline=None)
@given(
    firm=st.sampled_from(["Tiedemann's", "Okafor Glass", "Brandauer's"]),
    town=st.sampled_from(["Hamburg", "Leipzig", "Bremen"]),
    old=st.sampled_from(["Lauscha", "Jena", "Kassel"]),
)
def test_a_thing_with_a_place_of_its_own_moves_no_card(firm: str, town: str, old: str) -> None:
    card = (
        f"The studio buys its glass eyes from a family workshop in {old}, "
        f"and is closed to visitors on Mondays."
    )
    note = (
        f"Asked Lucius whether the glass eyes still come from {old}. 'Not since the old "
        f"master retired - we order them from {firm} in {town} now.'"
    )
    verdict = relate(note, card, 0.6, 98)
    assert verdict.kind == "correction", verdict
    # "a family workshop in Hamburg" was never said: nothing is derived.
    assert verdict.derived is None, verdict.derived
    # A place alone put in is a place told anew, and may be derived.
    moved = f"Actually the family workshop is in {town}, not {old}."
    assert relate(moved, card, 0.6, 98).derived is not None


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Nobody", "No one", "Everyone", "Somebody"]),
    hour=st.sampled_from([("six", 6), ("eight", 8), ("nine", 9), ("ten", 10)]),
    bound=st.sampled_from(["after", "before", "until"]),
)
def test_no_one_is_a_name_and_an_hour_after_a_bound_is_a_time(
    who: str, hour: tuple[str, int], bound: str
) -> None:
    said, h = hour
    text = f"{who} takes a punt out of Mossbank {bound} {said} any more."
    found = mentions(text)
    assert {m.norm for m in found if m.kind == "name"} == {"mossbank"}
    assert ("time", f"~{h}:00") in {m.key for m in found}
    # A count stays a count.
    assert not any(m.kind == "time" for m in mentions(f"{bound} {said} of the runs failed"))
    assert not any(m.kind == "time" for m in mentions(f"{bound} {said} weeks it healed"))
    assert not read(text).subject


def test_nobody_any_more_at_another_hour_corrects_the_card() -> None:
    card = (
        "At Mossbank the last punts go out at seven in the evening, and every hirer is "
        "handed a laminated map of the river's low bridges."
    )
    for hour in ("six", "five", "eight"):
        note = f"Nobody takes a punt out of Mossbank after {hour} any more; the licence ends it."
        verdict = relate(note, card, 0.5, 120)
        assert verdict.kind == "correction", (note, verdict)
        assert verdict.derived is None
