"""What a change's reason says is not what the note says, and places told otherwise (Said,
sixtieth part, set 83's kinds): "Since September, … opens on Sunday mornings, because the
hall is let … on Saturdays" changes the card's Saturday; "…from Kellock Nursery in
Perthshire, because the paperwork for Danish plants …" names one new supplier; "we're
training at …, not the Shepherd's Crook field" rejects the card's "field behind the
Shepherd's Crook"; "as the Red Cross team has disbanded" ends the card's team; "£10 on the
gate" goes with its price; "the pickers sleep in the old huts" is a clause of its own.
Generated cases: the kind, not the set's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate
from bowerbird.services.statement import card_parts, read

_MONTHS = ["September", "April", "March", "October"]
_DAYS = ["Monday", "Tuesday", "Thursday", "Saturday", "Sunday"]
_PLACES = ["Pennyfield Toy Library", "Ashgrove Repair Cafe", "Hobb Lane Pantry"]


@settings(max_examples=60, deadline=None)
@given(
    month=st.sampled_from(_MONTHS),
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
    place=st.sampled_from(_PLACES),
)
def test_a_day_said_only_in_the_reason_is_not_the_notes(
    month: str, days: list[str], place: str
) -> None:
    was, now = days
    card = f"{place} is open for borrowing on {was} mornings."
    note = (
        f"Since {month}, {place} has opened on {now} mornings, because the church hall is "
        f"let to a dance school on {was}s."
    )
    verdict = relate(note, card, 0.7, 180)
    assert verdict.kind == "correction", (note, verdict)
    assert (was, now) in verdict.swaps
    assert not read(f"Since {month}, {place} has opened on {now} mornings.").subject


_COUNTRIES = [("Denmark", "Danish"), ("Norway", "Norwegian"), ("Poland", "Polish")]
_NURSERIES = [("Kellock Nursery", "Perthshire"), ("Brae Trees", "Angus"), ("Ochil Plants", "Fife")]


@settings(max_examples=60, deadline=None)
@given(
    country=st.sampled_from(_COUNTRIES),
    nursery=st.sampled_from(_NURSERIES),
    month=st.sampled_from(_MONTHS),
    farm=st.sampled_from(["Nettlecombe", "Harrowgate", "Cleeve"]),
)
def test_a_new_supplier_with_its_place_replaces_the_cards_place(
    country: tuple[str, str], nursery: tuple[str, str], month: str, farm: str
) -> None:
    land, people = country
    name, county = nursery
    card = (
        f"{farm} buys its Nordmann seedlings from a nursery in {land}, and Rhosyn delivers "
        f"trees within ten miles of the farm for £8."
    )
    note = (
        f"Since {month}, {farm}'s Nordmann seedlings have come from {name} in {county}, "
        f"because the paperwork for {people} plants got too much."
    )
    verdict = relate(note, card, 0.7, 100)
    assert verdict.kind == "correction", (note, verdict)
    # (The country alone, or the card's whole place around it: "a nursery in Denmark".)
    assert verdict.swaps and verdict.swaps[0][0] in (land, f"a nursery in {land}"), verdict
    # Nobody said the farm buys from "a nursery in <the new supplier>".
    assert verdict.derived is None, verdict.derived


@settings(max_examples=40, deadline=None)
@given(
    pub=st.sampled_from(["Shepherd's Crook", "Black Bull", "Plough"]),
    centre=st.sampled_from(["Hollinbank Riding Centre", "Marsh Lane Barn", "Kestrel Farm"]),
    day=st.sampled_from(["Tuesday", "Friday"]),
    contraction=st.sampled_from(["we're", "they're"]),
)
def test_a_place_rejected_the_other_way_round_is_the_cards(
    pub: str, centre: str, day: str, contraction: str
) -> None:
    card = (
        f"Whinmoor Agility Club trains on the field behind the {pub}, and the club's chair "
        f"is Thandiwe Kearsley."
    )
    note = (
        f"From next {day} {contraction} training at {centre}'s outdoor arena, not the {pub} "
        f"field, because the pub has sold that field for housing."
    )
    verdict = relate(note, card, 0.6, 90)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.swaps and pub in verdict.swaps[0][0]
    # A place told by what it is beside is no one value: nothing derived.
    assert verdict.derived is None
    assert not read(note).subject - {"arena", "outdoor", "train", "field", "pub"}


@settings(max_examples=40, deadline=None)
@given(
    team=st.sampled_from(["Red Cross", "St Andrew's", "Lowland Rescue"]),
    ended=st.sampled_from(["has disbanded", "has been dissolved", "was wound up"]),
    new=st.sampled_from(["Strathard Mountain Rescue", "Glen Ambulance Volunteers"]),
)
def test_a_team_disbanded_is_over(team: str, ended: str, new: str) -> None:
    card = (
        f"First aid at the Glenmorvern Highland Games is covered by the {team} team from "
        f"Aberfeldy, and cars park in the field behind the distillery."
    )
    note = f"First aid this year will be covered by {new}, as the {team} team {ended}."
    verdict = relate(note, card, 0.6, 60)
    assert verdict.kind == "correction", (note, verdict)
    assert verdict.derived is None or team not in verdict.derived


@settings(max_examples=40, deadline=None)
@given(
    price=st.integers(5, 40),
    how=st.sampled_from(["on the gate", "per head", "at the door"]),
)
def test_how_a_price_was_paid_goes_with_it(price: int, how: str) -> None:
    card = f"An adult ticket for the Glenmorvern Highland Games is £{price} {how}."
    note = f"From this summer, adult tickets for the Glenmorvern Highland Games are £{price + 4}."
    assert carry(note, card, (f"£{price}",)).lost == ()
    # A detail of its own, told apart, still stands.
    longer = card.removesuffix(".") + ". The car park opens at nine."
    assert "car park opens at nine" in carry(note, longer, (f"£{price}",)).rest.lower()


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["pickers", "volunteers", "handlers", "instructors"]),
    verb=st.sampled_from(["sleep", "wait", "meet", "gather"]),
    where=st.sampled_from(["in the old huts", "by the gate", "at the barn"]),
)
def test_people_and_what_they_do_somewhere_is_a_clause(who: str, verb: str, where: str) -> None:
    card = f"Crowsfoot Hop Farm sells its crop to Coddington Brewery, and the {who} {verb} {where}."
    assert len(card_parts(card, dashes=True)) == 2, card_parts(card, dashes=True)
    # A noun they qualify is no verb: one part.
    for noun in ("market", "centre"):
        listed = f"Crowsfoot sells hops to the brewery, and the growers {noun} in Ledbury."
        assert len(card_parts(listed, dashes=True)) == 1, listed
