"""Changes passed on as messages (Said, sixty-third part, set 87's corrections): a forwarded
SMS or a voicemail read as what it says, with its sender, greeting, fillers and goodbye left
out; a ticket comment's frame and its "closing this -"; a calendar invite's "Location:"
field; a receipt whose "New … rate from June" tells the change of the price another line
gives; "X sold the Fabia" (what is over is what was sold); one of a card's several times
told apart by the words beside it ("last orders"). What the card said besides is carried as
written, with the old thing's own words going with it. Never so without a cue, for another
thing, or when a line says the value still holds. Generated cases: the kind, not the set's
sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate
from bowerbird.services.statement import card_parts

_SHOPS = ["Cod Almighty", "The Golden Haddock", "Batter Days", "Frying Nemo"]
_PEOPLE = ["Dimitra", "Margot Liddicoat", "Olwen", "Kizzy Orrin", "Tobias"]
_SUPPLIERS = [
    ("Hartop & Sons", "Hartops"),
    ("Pellow Brothers", "Pellows"),
    ("Quayle & Co", "Quayles"),
]
_NEW_SUPPLIERS = ["Northsea Direct", "Brixham Fish Sales", "Humber Seafoods"]
_TOWNS = ["Fleetwood", "Grimsby", "Whitby", "Peterhead"]
_MESSAGES = ["Forwarded SMS from {who}", "Voicemail from {who}, 9.14am", "Text from {who}"]


def _kind(note: str, card: str) -> str:
    return relate(note, card, 0.6, 60).kind


@settings(max_examples=15, deadline=None)
@given(
    shop=st.sampled_from(_SHOPS),
    who=st.sampled_from(_PEOPLE),
    frame=st.sampled_from(_MESSAGES),
    old=st.sampled_from(_SUPPLIERS),
    new=st.sampled_from(_NEW_SUPPLIERS),
    town=st.sampled_from(_TOWNS),
)
def test_a_message_passed_on_tells_a_supplier_changed_with_why_first(
    shop: str, who: str, frame: str, old: tuple[str, str], new: str, town: str
) -> None:
    card = (
        f"{shop} buys its fish from {old[0]} in {town}, and the mushy peas are soaked overnight "
        f"in the back kitchen."
    )
    said = f"{old[1]} have sold their boats, so from Monday our fish comes from {new}."
    hello = f"Hi, it's {who.split()[0]} here. Er, just to say"
    note = f'{frame.format(who=who)}: "{hello} {said} Bye!"'
    verdict = relate(note, card, 0.6, 60)
    assert verdict.kind == "correction" and verdict.derived is None
    assert verdict.swaps == ((f"{old[0]} in {town}", new),)
    # Read as the message says it: the same verdict as the message alone.
    assert _kind(said, card) == "correction"
    # No reason naming the old supplier: whose fish "our" is stays unsaid, nothing closes.
    assert _kind(f"From Monday our fish comes from {new}.", card) != "correction"


@settings(max_examples=12, deadline=None)
@given(
    who=st.sampled_from(_PEOPLE),
    ticket=st.sampled_from(["TC-812", "OPS-4471", "#2231"]),
    every=st.sampled_from([("fifteen", "five"), ("thirty", "ten"), ("twenty", "two")]),
    opening=st.sampled_from(["closing this - ", "resolving this - ", "fyi - ", ""]),
)
def test_a_ticket_comment_is_read_as_what_it_says(
    who: str, ticket: str, every: tuple[str, str], opening: str
) -> None:
    card = (
        f"Tallycount's people-counting sensors upload their counts every {every[0]} minutes, "
        f"and each sensor's battery is swapped every eighteen months."
    )
    note = (
        f"Comment on {ticket} ({who}): {opening}all the sensors now push counts every "
        f"{every[1]} minutes, the firmware flag is set on the whole fleet."
    )
    verdict = relate(note, card, 0.6, 60)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((f"every {every[0]} minutes", f"every {every[1]} minutes"),)
    # A frame naming what the card names tells what the message is about: kept, so a
    # subject only the frame gives still names the card's thing.
    framed = f"Email from {who} at Tallycount: the go-live of the sensors is next week."
    assert relate(framed, card, 0.6, 60).kind != "correction"


@settings(max_examples=12, deadline=None)
@given(
    club=st.sampled_from(["Pellingham Park Pickleball Club", "Ashby Badminton Club"]),
    item=st.sampled_from(["drop-in", "court hire", "coaching"]),
    prices=st.sampled_from([("£5", "£6.50"), ("£8", "£9"), ("£12", "£10.50")]),
    month=st.sampled_from(["June", "September", "March"]),
)
def test_a_receipt_tells_the_new_price_by_its_other_line(
    club: str, item: str, prices: tuple[str, str], month: str
) -> None:
    card = (
        f"A {item} session at {club} costs {prices[0]}, and paddles can be borrowed from the "
        f"blue crate by the door."
    )
    lines = f"Receipt - {club}, 19/06\n{item.capitalize()} session x1   {prices[1]}\nPaid by card"
    note = f"{lines}\n*New {item} rate from {month}, to cover the hall hire increase*"
    verdict = relate(note, card, 0.6, 60)
    assert verdict.kind == "correction" and verdict.swaps == ((prices[0], prices[1]),)
    assert "blue crate" in carry(note, card, (prices[0],)).rest
    # The receipt alone tells no change: two prices for one session, nothing closes.
    assert _kind(lines, card) == "contradiction"
    # A line that says the value still holds takes no cue from another line.
    still = f"{item.capitalize()} now costs {prices[1]}; it still runs in the main hall."
    assert relate(still, f"The {item} session runs in the sports hall.", 0.6, 60).kind != (
        "correction"
    )


@settings(max_examples=12, deadline=None)
@given(
    town=st.sampled_from(["Marlbridge", "Kettering", "Wolsham"]),
    new=st.sampled_from(["Marlbridge Leisure Centre", "the Corn Hall", "St Anne's School gym"]),
    field=st.sampled_from(["Location", "Venue", "Where"]),
)
def test_an_updated_invite_gives_the_new_place_in_its_field(
    town: str, new: str, field: str
) -> None:
    card = (
        f"{town}'s election count is held in the Assembly Rooms on Castle Street, and counting "
        f"agents collect their passes from the front desk."
    )
    body = f"{town} election count - Thu 7 May, 22:00 until late. {field}: {new}, main hall."
    verdict = relate(f"Calendar invite (updated): {body}", card, 0.6, 60)
    assert verdict.kind == "correction" and verdict.derived is None
    assert verdict.swaps == (("the Assembly Rooms on Castle Street", new),)
    assert carry(body, card, ("the Assembly Rooms on Castle Street",)).rest == (
        "Counting agents collect their passes from the front desk."
    )
    # Not updated: an invite is no cue, two places for one count stay both.
    assert relate(f"Calendar invite: {body}", card, 0.6, 60).kind != "correction"


@settings(max_examples=12, deadline=None)
@given(
    who=st.sampled_from(["Roswitha", "Priya", "Helga"]),
    car=st.sampled_from([("Skoda", "Fabia"), ("Ford", "Fiesta"), ("Vauxhall", "Corsa")]),
    colour=st.sampled_from(["silver", "dark blue", "red"]),
    month=st.sampled_from(["April", "October"]),
)
def test_what_someone_sold_is_over_not_who_sold_it(
    who: str, car: tuple[str, str], colour: str, month: str
) -> None:
    card = (
        f"{who} drives a {colour} {car[0]} {car[1]}, and her parking permit for the bay behind "
        f"the flats renews every {month}."
    )
    note = (
        f"{who} sold the {car[1]} on Saturday to a lad from her work; the car she drives now is "
        f"a blue Honda Jazz."
    )
    verdict = relate(note, card, 0.6, 60)
    assert verdict.kind == "correction"
    assert dict(verdict.swaps).keys() >= {f"{car[0]} {car[1]}"}
    assert who not in dict(verdict.swaps)
    # The permit lives on as written; the old car's colour went with the car.
    kept = carry(note, card, tuple(before for before, _ in verdict.swaps))
    assert kept.rest == f"Her parking permit for the bay behind the flats renews every {month}."
    assert kept.lost == ()


@settings(max_examples=12, deadline=None)
@given(
    shop=st.sampled_from(_SHOPS),
    times=st.sampled_from(
        [("a quarter to nine", "9.30pm"), ("half past eight", "9pm"), ("9pm", "8.15pm")]
    ),
)
def test_one_of_several_times_is_told_apart_by_the_words_beside_it(
    shop: str, times: tuple[str, str]
) -> None:
    card = (
        f"{shop} opens at half past eleven, closes between two and five in the afternoon, and "
        f"takes last orders at {times[0]}."
    )
    note = f"Sticky note on the till at {shop}: LAST ORDERS NOW {times[1]} - D."
    verdict = relate(note, card, 0.6, 60)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((times[0].removeprefix("a "), times[1]),) or verdict.swaps == (
        (times[0], times[1]),
    )


@settings(max_examples=10, deadline=None)
@given(
    people=st.sampled_from(["counting agents", "volunteers", "junior members", "the stewards"]),
    verb=st.sampled_from(["collect their passes from", "sign their names at"]),
    place=st.sampled_from(["the front desk", "the side door"]),
)
def test_clauses_of_their_own_after_and_are_parts_of_a_card(
    people: str, verb: str, place: str
) -> None:
    parts = card_parts(f"The count is held in the Assembly Rooms, and {people} {verb} {place}.")
    assert parts == ["The count is held in the Assembly Rooms", f"{people} {verb} {place}."]
    owned = "Pat drives a red Ford Fiesta, and her parking permit for the bay behind the flats"
    assert len(card_parts(f"{owned} renews every April.")) == 2
    # A second predicate of one subject is no clause of its own.
    assert len(card_parts("She bakes bread, and makes cakes for the fair.", dashes=True)) == 1
    assert len(card_parts("The van delivers paraffin, and checks tyres every week.")) == 1


@settings(max_examples=10, deadline=None)
@given(
    who=st.sampled_from(["Ezra", "Callum", "Idris"]),
    dog=st.sampled_from(["Bramble", "Pip", "Mungo"]),
    park=st.sampled_from(["Harrow Park", "Lyme Common", "the Old Rec"]),
    rhythm=st.sampled_from(["twice a day", "every morning", "three times a week"]),
)
def test_what_runs_through_a_replaced_place_is_no_word_of_it(
    who: str, dog: str, park: str, rhythm: str
) -> None:
    card = f"{who} walks {dog}, his spaniel, {rhythm} around {park}."
    note = f"These days {who} walks {dog} around the Copse Lane fields instead."
    assert carry(note, card, (park,)).rest == f"{who} walks {dog}, his spaniel, {rhythm}."


@settings(max_examples=10, deadline=None)
@given(
    org=st.sampled_from(["Marrick Omnibus", "Fellside Choir", "Ashby Allotment"]),
    role=st.sampled_from(["treasurer", "secretary", "chair"]),
    names=st.sampled_from([("Pradeep Sengupta", "Sheila Cleasby"), ("Ann Oduya", "Tom Rix")]),
    source=st.sampled_from(["(per the website)", "(from the newsletter)", ""]),
)
def test_another_holder_of_the_role_jotted_is_a_contradiction(
    org: str, role: str, names: tuple[str, str], source: str
) -> None:
    card = f"{names[0]} is the {role} of the {org} Society."
    note = f"{org.lower()} {role} = {names[1]} {source}".strip()
    assert relate(note, card, 0.7, 3).kind == "contradiction"
    # No word of whose role it is: another holder of some other body's role, maybe.
    assert relate(f"{names[1]}, {role}", card, 0.7, 3).kind != "contradiction"


@settings(max_examples=10, deadline=None)
@given(
    body=st.sampled_from(["Kimbleford Twinning Association", "Ashby Bowls Club"]),
    fees=st.sampled_from([("£15", "£18"), ("£20", "£24")]),
    heading=st.sampled_from(["New fees agreed at the March AGM", "New subs from April"]),
)
def test_a_table_under_a_heading_that_tells_a_change(
    body: str, fees: tuple[str, str], heading: str
) -> None:
    card = f"Household membership of the {body} is {fees[0]} a year."
    table = f"| Membership | Per year |\n|---|---|\n| Household | {fees[1]} |\n| Under-25 | £5 |"
    verdict = relate(f"{heading}, from the newsletter:\n{table}", card, 0.6, 60)
    assert verdict.kind == "correction" and verdict.swaps == ((fees[0], fees[1]),)
    # The table alone tells no change.
    assert relate(f"From the newsletter:\n{table}", card, 0.6, 60).kind != "correction"


@settings(max_examples=10, deadline=None)
@given(
    span=st.sampled_from(
        [
            ("thirteen months", "a year and a month", "a year and two months"),
            ("27 months", "two years and three months", "two years and one month"),
            ("eight days", "a week and a day", "a week and three days"),
        ]
    ),
)
def test_a_span_in_two_units_is_their_sum(span: tuple[str, str, str]) -> None:
    card = f"Tallycount keeps the hourly footfall counts for {span[0]}."
    note = f"Tallycount keeps the hourly footfall counts for {span[1]}."
    assert relate(note, card, 0.7, 7).kind in ("same", "less", "more")
    other = f"Tallycount keeps the hourly footfall counts for {span[2]}."
    assert relate(other, card, 0.7, 7).kind not in ("same", "less", "more")


@settings(max_examples=10, deadline=None)
@given(
    body=st.sampled_from(["Marrick Omnibus", "Fellside Tramway Trust"]),
    shed=st.sampled_from([("the tram shed", "Goose Lane"), ("the old depot", "Mill Street")]),
    unit=st.sampled_from(["Unit 4", "the Thornaby Park sheds"]),
    day=st.sampled_from(["Tuesdays", "Thursday evenings"]),
)
def test_a_move_never_leaves_a_day_and_leaves_a_place_whole(
    body: str, shed: tuple[str, str], unit: str, day: str
) -> None:
    card = (
        f"The {body} Society keeps its buses in {shed[0]} on {shed[1]}, and volunteer work "
        f"nights are on {day}."
    )
    note = f"{body} has moved the whole fleet to {unit} - the lease on the {shed[1]} shed ran out."
    assert all(day not in before for before, _ in relate(note, card, 0.6, 90).swaps)
    # Where a place stands is part of it: the whole place is what a move leaves.
    held = f"The {body} buses are kept in {shed[0]} on {shed[1]}."
    verdict = relate(f"The {body} buses have moved to {unit}.", held, 0.6, 90)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((f"{shed[0]} on {shed[1]}", unit),)
