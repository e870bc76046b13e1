"""A change told by what happened to the old value, then what holds since (Said,
forty-ninth part; held-out sets 67, 68 and 69): "Belcolade stopped supplying small shops in
March, so since April … from Callebaut", "Royal Mail lost two parcels, so since then … by
DPD", "… that's our Saturday pitch now, Ashby market closed for good". Generated cases: the
kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import Mention
from bowerbird.services.statement import read

_FIRMS = ["Belcolade", "Halden Mills", "Royal Mail", "Tarrant Dairy", "Kestrel Couriers"]
_SHOPS = [
    ("Cacao & Co buys its {thing} from {firm}", "Cacao & Co's {thing} has come from {firm}"),
    ("The Rye House gets its {thing} from {firm}", "the Rye House's {thing} has come from {firm}"),
    ("Tolley's sends its {thing} by {firm}", "Tolley's {thing} has gone by {firm}"),
]
_THINGS = ["couverture", "flour", "parcels", "milk"]
_FATES = [
    "stopped supplying small shops in March",
    "closed for good in March",
    "lost two of our orders in March",
    "went bust in the spring",
    "pulled out of the area last month",
]
_SINCE = ["so since April", "so since then", "so from this month"]
_TAILS = ["; the truffles are hand-rolled on Tuesdays", ", and every order is logged by Priya"]


@settings(max_examples=80, deadline=None)
@given(
    firms=st.lists(st.sampled_from(_FIRMS), min_size=2, max_size=2, unique=True),
    shop=st.sampled_from(_SHOPS),
    thing=st.sampled_from(_THINGS),
    fate=st.sampled_from(_FATES),
    since=st.sampled_from(_SINCE),
    tail=st.sampled_from(_TAILS),
)
def test_what_happened_to_a_name_then_what_holds_since_is_a_change(
    firms: list[str], shop: tuple[str, str], thing: str, fate: str, since: str, tail: str
) -> None:
    """The name that stopped, closed or failed is the old value; the name the other clause
    gives is the new one, and the card's other clause stays as said."""
    (old, new), (said, now) = firms, shop
    card = said.format(thing=thing, firm=old) + tail + "."
    note = f"{old} {fate}, {since} {now.format(thing=thing, firm=new)}."
    verdict = relate(note, card, 0.6, 90)
    assert verdict.kind == "correction", (card, note, verdict)
    # (A firm gone bust is over, told as it was before: the card closes, its other clause
    # carried as said, the note the new statement.)
    over = "bust" in fate and verdict.swaps[:1] == ((old, ""),) and verdict.derived is None
    assert over or (verdict.swaps and verdict.swaps[0] == (old, new)), verdict
    assert verdict.derived is None or (
        old not in verdict.derived and tail.strip(",; ") in verdict.derived
    ), verdict


@settings(max_examples=60, deadline=None)
@given(
    firms=st.lists(st.sampled_from(_FIRMS), min_size=2, max_size=2, unique=True),
    shop=st.sampled_from(_SHOPS),
    thing=st.sampled_from(_THINGS),
    # (A firm gone bust is over, and one pulled out has left, whatever follows: other
    # rules, as before.)
    fate=st.sampled_from(_FATES[:3]),
)
def test_what_happened_alone_or_to_a_name_still_used_is_no_change(
    firms: list[str], shop: tuple[str, str], thing: str, fate: str
) -> None:
    """Without a clause saying what holds since, or where the note names the same firm as
    what holds since, nothing is rejected: no correction of the card's firm."""
    (old, new), (said, now) = firms, shop
    card = said.format(thing=thing, firm=old) + "."
    alone = relate(f"{old} {fate}.", card, 0.6, 90)
    assert not any(a == old for a, _ in alone.swaps), alone
    # (The firm had a bad month, and is still the one used, beside another.)
    kept = f"{old} {fate}, so since April {now.format(thing=thing, firm=old)} and {new}."
    verdict = relate(kept, card, 0.6, 90)
    assert not any(a == old for a, _ in verdict.swaps), (kept, verdict)


def test_a_verb_between_the_name_and_what_happened_is_no_fate() -> None:
    """ "Aled visits shops that closed …": what closed is the shops, not Aled."""
    card = "Aled drives the Reading Rover on Thursdays."
    note = "Aled visits shops that closed in March, so since April Bryn drives on Thursdays."
    verdict = relate(note, card, 0.6, 90)
    assert not any(a == "Aled" for a, _ in verdict.swaps), verdict


_CHATTER = [
    "Mad Saturday at {body} - two drivers off sick, the card machine froze twice, and ",
    "Long week. The van's MOT is booked, I finally sent off the tax return, and ",
    "",
]
_SUPPLIERS = ["Caputo", "Molino Grassi", "Shipton Mill", "Gilchesters"]


@settings(max_examples=60, deadline=None)
@given(
    body=st.sampled_from(["Forno Nove", "The Rye House", "Cacao & Co"]),
    suppliers=st.lists(st.sampled_from(_SUPPLIERS), min_size=2, max_size=2, unique=True),
    chatter=st.sampled_from(_CHATTER),
    since=st.sampled_from(["since", "now that"]),
    comma=st.sampled_from(["", ","]),
)
def test_since_what_happened_then_what_holds_in_passing(
    body: str, suppliers: list[str], chatter: str, since: str, comma: str
) -> None:
    """ "…, and since Caputo stopped supplying us we've been making the dough with Molino
    Grassi flour. Must reorder pizza boxes.": told after "since", what happened to the
    card's supplier is what the rest holds since — inside a longer note, with or without a
    comma before the rest."""
    old, new = suppliers
    card = f"{body} makes its dough with {old} flour, proves it for 48 hours and fires with oak."
    opening = chatter.format(body=body)
    said = f"{since} {old} stopped supplying us{comma} we've been making the dough with {new} flour"
    note = (opening + said if opening else said[0].upper() + said[1:]) + ". Must reorder boxes."
    verdict = relate(note, card, 0.6, 120)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (old, new), verdict
    assert verdict.derived is None or (
        old not in verdict.derived and "48 hours" in verdict.derived
    ), verdict


_ROLES = ["physio", "dentist", "accountant"]
_PEOPLE = ["Lorcan Hale", "Bethan Lloyd", "Priya Shah", "Tom Reeve"]
_WENT = ["moved to Glasgow", "retired", "left the practice", "went part-time"]


@settings(max_examples=60, deadline=None)
@given(
    role=st.sampled_from(_ROLES),
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    went=st.sampled_from(_WENT),
    chatter=st.sampled_from(_CHATTER[1:]),
)
def test_a_new_holder_after_what_happened_to_the_old(
    role: str, people: list[str], went: str, chatter: str
) -> None:
    """ "since Lorcan moved to Glasgow my physio is Bethan Lloyd now": the names of what
    happened are not what the statement is about; the role has a new holder."""
    was, who = people
    card = f"My {role} is {was} at the Eastfield clinic; I go every other Friday."
    said = f"since {was.split()[0]} {went} my {role} is {who} now - same clinic, same slots"
    note = (chatter + said if chatter else said[0].upper() + said[1:]) + "."
    verdict = relate(note, card, 0.6, 120)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (was, who), verdict


_PLACES = ["Red Cow", "Scout Hut", "Royal Oak", "Village Hall"]


@settings(max_examples=40, deadline=None)
@given(
    places=st.lists(st.sampled_from(_PLACES), min_size=2, max_size=2, unique=True),
    answer=st.sampled_from(["A: no - it's the {} now", "A: no, we use the {} now"]),
)
def test_a_question_answered_no_rejects_the_place_it_asked_about(
    places: list[str], answer: str
) -> None:
    """ "Q: do we still basket at the Red Cow on Fridays? A: no - it's the scout hut …":
    the name asked after "still … at" is the old value; a name before "still" is who is
    asked about, never rejected."""
    was, now = places
    card = f"The homing society baskets the birds at the {was} on Friday nights from 7 pm."
    note = f"Q: do we still basket at the {was} on Fridays? {answer.format(now)}, same time."
    verdict = relate(note, card, 0.6, 70)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0][0] == was, verdict
    asked_of = read(f"Q: does the {was} still take the birds on Fridays? A: no - Mondays now.")
    assert not any(isinstance(r, Mention) and r.norm == was.lower() for r in asked_of.rejected)
    assert any(isinstance(r, Mention) and r.norm == "friday" for r in asked_of.rejected)


_FAVOURITES = [
    ("ice cream", "flavour", ["pistachio", "salted caramel", "mint choc chip"]),
    ("tea", "blend", ["Earl Grey", "lapsang souchong", "English breakfast"]),
    ("paint for the hall", "colour", ["sage green", "navy", "off-white"]),
]


@settings(max_examples=60, deadline=None)
@given(
    favourite=st.sampled_from(_FAVOURITES),
    picks=st.lists(st.integers(0, 2), min_size=2, max_size=2, unique=True),
    sort_in_note=st.booleans(),
)
def test_a_noun_of_what_sort_before_the_verb_is_the_same_slot(
    favourite: tuple[str, str, list[str]], picks: list[int], sort_in_note: bool
) -> None:
    """ "The user's favourite ice cream is pistachio" / "… ice cream flavour is salted
    caramel": one slot, two values — a contradiction, whichever says "flavour"; the same
    value said with it is the same statement, or more of it."""
    thing, sort, values = favourite
    was, now = (values[i] for i in picks)
    said = f"{thing} {sort}" if sort_in_note else thing
    card_said = thing if sort_in_note else f"{thing} {sort}"
    card = f"The user's favourite {card_said} is {was}."
    verdict = relate(f"The user's favourite {said} is {now}.", card, 0.8, 200)
    assert verdict.kind == "contradiction", (card, now, verdict)
    again = relate(f"The user's favourite {said} is {was}.", card, 0.9, 200)
    assert again.kind in ("same", "more", "less"), (card, again)


def test_a_make_and_a_model_are_two_slots() -> None:
    """ "Our office printer is a Brother" / "Our office printer model is an HL-L2350DW": the
    make and the model, both true."""
    verdict = relate(
        "Our office printer model is an HL-L2350DW.", "Our office printer is a Brother."
    )
    assert verdict.kind != "contradiction", verdict
