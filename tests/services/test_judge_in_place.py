"""One part of a longer card changed (Said, twenty-fourth part): a name put where the card
writes another ("Update: Gareth does the Tuesday school run now" of "Sunita does the Tuesday
school run for Maisie and Otis, and …"; "…now orders its vaccines from Centaur" of "…orders
its drugs from A, its vaccines from B and its diets from C"), a price with what it is the
price of ("62p each"), one predicate of a list said of a subject with an aside ("Orla, the
part-time helper, does …, is paid …, and has …"), a chat interjection opening a note ("ugh,
…"). What is carried is the card's words, never a list item's value said of another item.
Generated cases: the kind, not a suite's sentences.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate

_PEOPLE = ["Sunita", "Gareth", "Imogen", "Tobias", "Wenna"]
_KIDS = [("Maisie", "Otis"), ("Ada", "Rory"), ("Nell", "Hugo")]
_RUNS = ["Tuesday school run", "Friday swimming lift", "Monday football pick-up"]


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    kids=st.sampled_from(_KIDS),
    run=st.sampled_from(_RUNS),
    similarity=st.floats(0.3, 0.6),
)
def test_a_new_name_where_the_card_writes_one_of_several_replaces_that_one(
    people: list[str], kids: tuple[str, str], run: str, similarity: float
) -> None:
    was, now = people
    card = f"{was} does the {run} for {kids[0]} and {kids[1]}, and the kit goes in on Thursdays."
    note = f"Update: {now} does the {run} now."
    verdict = relate(note, card, similarity, 30.0)
    assert verdict.kind == "correction" and verdict.swaps == ((was, now),), verdict
    assert verdict.named_old  # the note says nothing else: taken at a low similarity
    carried = carry(note, card, (was,))
    assert carried.lost == () and carried.rest == "The kit goes in on Thursdays.", carried


_SUPPLIERS = ["Covetrus", "MWI", "Centaur Services", "Royal Canin", "Henry Schein"]


@settings(max_examples=40, deadline=None)
@given(
    firms=st.lists(st.sampled_from(_SUPPLIERS), min_size=4, max_size=4, unique=True),
    practice=st.sampled_from(["Greywell Vets", "Ashby Vets", "Northgate Vets"]),
)
def test_a_list_item_changed_never_leaves_its_words_beside_the_next_items_value(
    firms: list[str], practice: str
) -> None:
    drugs, vaccines, diets, new = firms
    card = (
        f"{practice} orders its drugs from {drugs}, its vaccines from {vaccines} and its "
        f"prescription diets from {diets}."
    )
    note = f"{practice.split()[0]} now orders its vaccines from {new}."
    verdict = relate(note, card, 0.62, 40.0)
    assert verdict.kind == "correction" and verdict.swaps == ((vaccines, new),), verdict
    carried = carry(note, card, (vaccines,))
    # Never "Its vaccines and its prescription diets from <diets>": vaccines from nobody
    # named, or from the diets' supplier.
    assert not re.search(r"vaccines\s+and", carried.rest), carried
    for sentence in re.split(r"(?<=\.)\s+", carried.rest):
        assert not ("vaccines" in sentence and diets in sentence), carried


@settings(max_examples=40, deadline=None)
@given(
    firm=st.sampled_from(["BoxMonk", "Parcelly", "Wrapstar"]),
    prices=st.sampled_from([("62p", "71p"), ("£1.10", "£1.25"), ("48p", "55p")]),
    rate=st.sampled_from(["each", "a box", "per box", "apiece"]),
    opening=st.sampled_from(["ugh, ", "argh, ", "oops, ", ""]),
)
def test_a_price_goes_with_what_it_is_the_price_of(
    firm: str, prices: tuple[str, str], rate: str, opening: str
) -> None:
    card = (
        f"{firm} supplies the mailer boxes at {prices[0]} {rate}, delivery takes five working "
        "days, and the minimum order is 200 boxes."
    )
    note = f"{opening}{firm} have put the mailers up again: {prices[1]} a box now"
    verdict = relate(note, card, 0.6, 120.0)
    assert verdict.kind == "correction" and verdict.swaps == ((prices[0], prices[1]),), verdict
    carried = carry(note, card, (prices[0],))
    assert f"{firm} supplies the mailer boxes." in carried.rest, carried
    assert rate not in carried.rest.split(".")[0], carried


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Orla", "Bethan", "Kasia"]),
    role=st.sampled_from(["the part-time helper", "our weekend packer"]),
    days=st.sampled_from([("Tuesdays", "Wednesdays"), ("Mondays", "Fridays")]),
    pay=st.sampled_from(["£12.60", "£13.15"]),
)
def test_one_predicate_of_a_list_said_of_a_subject_with_an_aside_is_replaced_alone(
    who: str, role: str, days: tuple[str, str], pay: str
) -> None:
    card = (
        f"{who}, {role}, does the packing on {days[0]}, is paid {pay} an hour, and has her "
        "own key to the unit."
    )
    note = f"Update: {who} does the packing on {days[1]} now."
    verdict = relate(note, card, 0.55, 30.0)
    assert verdict.kind == "correction", verdict
    carried = carry(note, card, tuple(before for before, _ in verdict.swaps))
    assert carried.lost == (), carried
    assert f"{who}, {role}, is paid {pay} an hour." in carried.rest, carried
    assert f"{who}, {role}, has her own key to the unit." in carried.rest, carried
    assert days[0] not in carried.rest, carried


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(["Bracken Hollow", "Tern Cottage", "Curlew Barn"]),
    prices=st.sampled_from([("£145", "£160"), ("£98", "£110")]),
    sleeps=st.sampled_from(["sleeps five", "sleeps 6", "seats twelve"]),
)
def test_a_predicate_after_a_comma_before_a_count_stands_with_its_subject(
    place: str, prices: tuple[str, str], sleeps: str
) -> None:
    card = (
        f"{place} costs {prices[0]} a night in high season, {sleeps}, and dogs are welcome "
        "for a £25 fee."
    )
    note = f"As of 1 January 2027, {place} is {prices[1]} a night in high season."
    carried = carry(note, card, (prices[0],))
    assert carried.lost == (), carried
    assert f"{place} {sleeps}." in carried.rest, carried


@settings(max_examples=30, deadline=None)
@given(
    car=st.sampled_from(["Volvo", "Skoda", "Fiesta"]),
    excess=st.sampled_from([("£250", "£400"), ("£100", "£150")]),
    other=st.sampled_from(["breakdown cover is included", "windscreen cover is free"]),
)
def test_a_clause_with_its_own_subject_after_and_stands_as_written(
    car: str, excess: tuple[str, str], other: str
) -> None:
    card = (
        f"The {car} is insured with Lanterne, the policy number is LN-730214, the voluntary "
        f"excess is {excess[0]} and {other}."
    )
    note = f"The voluntary excess on the {car}'s insurance has gone up to {excess[1]}."
    carried = carry(note, card, (excess[0],))
    assert carried.lost == (), carried
    assert other[0].upper() + other[1:] + "." in carried.rest, carried
    assert excess[0] not in carried.rest, carried
