"""A supplier switched by name derives the card whatever stands beside the supplier, and two
things priced at one place stay two (Said, forty-sixth part; held-out set 67). Generated
cases: the kind, not a suite's sentences.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_FIRMS = ["Pane & Frame", "Holt Joinery", "Brightwater Roofing", "Marsh & Sons"]
_TRADES = ["glaziers", "joiners", "roofers", "plumbers"]
_STREETS = ["Mill Street", "Tanner Row", "Quay Lane", "Castle Hill"]
# (the card's "for their …" phrase, the note's word for the same supply)
_SUPPLIES = [
    ("sealed units", "sealed-unit"),
    ("timber", "timber"),
    ("roof tiles", "roof-tile"),
    ("copper pipe", "copper-pipe"),
]
_OLD = ["Brightpane", "Kestrel", "Harbour", "Ardent"]
_NEW = ["Northlight", "Selwyn", "Corrie", "Pellow"]
_KINDS = ["Glass", "Supplies", "Trade", "Merchants"]


@settings(max_examples=40, deadline=None)
@given(
    firm=st.sampled_from(_FIRMS),
    trade=st.sampled_from(_TRADES),
    street=st.sampled_from(_STREETS),
    supply=st.sampled_from(_SUPPLIES),
    old=st.sampled_from(_OLD),
    new=st.sampled_from(_NEW),
    kinds=st.lists(st.sampled_from(_KINDS), min_size=2, max_size=2, unique=True),
    days=st.sampled_from(["Tuesdays and Thursdays", "Mondays", "weekday mornings"]),
)
def test_a_supplier_switched_by_name_derives_the_card(
    firm: str,
    trade: str,
    street: str,
    supply: tuple[str, str],
    old: str,
    new: str,
    kinds: list[str],
    days: str,
) -> None:
    card = (
        f"{firm}, the {trade} on {street}, use {old} {kinds[0]} for their {supply[0]} and do "
        f"fitting on {days}."
    )
    note = (
        f"{firm} switched their {supply[1]} supplier from {old} to {new} {kinds[1]} because "
        f"{old} kept missing delivery dates."
    )
    verdict = relate(note, card, None, 120)
    assert verdict.kind == "correction", (card, note, verdict)
    # The one value the note names, swapped where the card says it: the clause's verb after
    # the appositive ("…, use") and the phrase the note says too ("for their …") stay.
    assert verdict.derived == card.replace(f"{old} {kinds[0]}", f"{new} {kinds[1]}"), verdict
    # What the note says the supplier is for, it must say: a phrase it never gives is the
    # old supplier's own, and the note's words stand alone.
    other = note.replace(f"their {supply[1]} supplier", "their paint supplier")
    assert relate(other, card, None, 120).derived is None, other


_SLOTS = ["rent", "fee", "charge"]
_HIRED = [("full plot", "allotments"), ("mooring", "marina"), ("studio", "workshops")]
_OTHERS = ["shed", "greenhouse", "storage cage", "parking bay"]
_PLACES = ["Hollins Lane", "Brookfield", "Kessock Point", "Ardmore"]


@settings(max_examples=60, deadline=None)
@given(
    slot=st.sampled_from(_SLOTS),
    hired=st.sampled_from(_HIRED),
    other=st.sampled_from(_OTHERS),
    place=st.sampled_from(_PLACES),
    prices=st.lists(st.integers(5, 9000), min_size=2, max_size=2, unique=True),
    opening=st.sampled_from(["", "As of the renewal, ", "From April, "]),
)
def test_two_things_priced_at_one_place_stay_two(
    slot: str, hired: tuple[str, str], other: str, place: str, prices: list[int], opening: str
) -> None:
    # Prices of every length: where the name falls in the sentence says nothing of which
    # thing it is about.
    card = f"{hired[0].capitalize()} {slot} at {place} {hired[1]} is £{prices[0]} a year."
    note = f"{opening}a {other} at {place} costs £{prices[1]} a year."
    note = note[0].upper() + note[1:]
    verdict = relate(note, card, None, 30)
    assert verdict.kind == "distinct", (card, note, verdict)


_APPS = ["Snipbook", "Clinicly", "Rotawise", "Bookwell"]
_CHANNELS = [("SMS appointment reminders", "SMS reminders"), ("booking emails", "emails")]
_PROVIDERS = [("Textlocal", "Twilio"), ("Mailgun", "Postmark"), ("Esendex", "Vonage")]
_LEADS = ["24 hours", "two days", "48 hours", "an hour"]


@settings(max_examples=40, deadline=None)
@given(
    app=st.sampled_from(_APPS),
    channel=st.sampled_from(_CHANNELS),
    providers=st.sampled_from(_PROVIDERS),
    lead=st.sampled_from(_LEADS),
    when=st.sampled_from(["before", "after"]),
)
def test_a_provider_switched_keeps_how_long_before(
    app: str, channel: tuple[str, str], providers: tuple[str, str], lead: str, when: str
) -> None:
    old, new = providers
    card = f"{app} sends its {channel[0]} through {old}, {lead} {when} each appointment."
    note = (
        f"We switched {app}'s {channel[1]} from {old} to {new} because {old} kept throttling "
        "us at peak times."
    )
    verdict = relate(note, card, None, 140)
    assert verdict.kind == "correction", (card, note, verdict)
    # How long before is said of the sending, whoever sends: it stays with the new provider.
    assert verdict.derived == card.replace(old, new), verdict


_SELLERS = ["Carrick", "Brora", "Skerray", "Lochan"]
_BODY_WORDS = ["Seaweed Co-op", "Smokehouse Ltd", "Growers Trust", "Fish Company"]
_GOODS = [("dried dulse", "100 g"), ("smoked kelp", "50 g"), ("sea spaghetti", "200 g")]


@settings(max_examples=40, deadline=None)
@given(
    seller=st.sampled_from(_SELLERS),
    body=st.sampled_from(_BODY_WORDS),
    goods=st.sampled_from(_GOODS),
    prices=st.lists(st.integers(2, 30), min_size=2, max_size=2, unique=True),
)
def test_a_name_said_short_loses_nothing_of_the_card(
    seller: str, body: str, goods: tuple[str, str], prices: list[int]
) -> None:
    from bowerbird.services.compare import carry

    card = f"{seller} {body} sells {goods[0]} at £{prices[0]} per {goods[1]}."
    note = f"As of the spring harvest, {seller}'s {goods[0]} is £{prices[1]} per {goods[1]}."
    verdict = relate(note, card, 0.8, 77)
    assert verdict.kind == "correction", (card, note, verdict)
    # "Carrick's" names the card's "Carrick Seaweed Co-op": the rest of the name is no
    # detail the card would lose by closing.
    assert carry(note, card, tuple(w for w, _ in verdict.swaps)).lost == (), (card, note)
    # A detail the note does not say is still lost ("on Saturdays").
    fuller = card[:-1] + " on Saturdays at the harbour."
    assert carry(note, fuller, tuple(w for w, _ in verdict.swaps)).lost, fuller
