"""Notes as an agent saves them from chat (services/, Said nineteenth part, set 32): "£17
(not £16)" rejects, and a sum's sign never stays behind its cut number; "dr hallam" is a
name, and "dad's gp = dr hallam" another holder of the GP's role; "in the morning" and "at
bedtime" are two times of day; "v17" is "ranker-v17" said short; an arrow to a value is a
cue; a dash before a statement of its own parts what a correction leaves of a card.
Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import read

_DISHES = ["burger", "fish & chips", "veg risotto", "steak pie", "halloumi wrap"]


@settings(max_examples=40, deadline=None)
@given(
    at=st.integers(0, 2),
    prices=st.lists(st.integers(8, 30), min_size=3, max_size=3, unique=True),
    new=st.integers(31, 40),
)
def test_a_price_rejected_in_brackets_is_the_one_replaced(
    at: int, prices: list[int], new: int
) -> None:
    dishes = _DISHES[:3]
    card = "Menu prices: " + ", ".join(f"{d} £{p}" for d, p in zip(dishes, prices, strict=True))
    card += "."
    note = f"Correction — {dishes[at]} is £{new} (not £{prices[at]}), the printer got it wrong"
    verdict = relate(note, card, 0.56, 1.0)
    assert verdict.kind == "correction" and verdict.swaps == ((f"£{prices[at]}", f"£{new}"),)
    if verdict.derived is not None:
        assert verdict.derived == card.replace(f"£{prices[at]}", f"£{new}")
    # Whatever was read as replaced, no sum is left without its number ("fish & chips £.").
    for wrong in {f"£{p}" for p in prices}:
        assert "£." not in carry(note, card, (wrong,)).rest
        assert not any(t.endswith("£") for t in carry(note, card, (wrong,)).rest.split(","))


@settings(max_examples=40, deadline=None)
@given(
    title=st.sampled_from(["dr", "mrs", "mr", "ms"]),
    old=st.sampled_from(["Osei", "Adeyemi", "Brandt"]),
    new=st.sampled_from(["hallam", "okafor", "lindqvist"]),
    joined=st.sampled_from([" = ", " is "]),
)
def test_a_name_typed_in_lower_case_after_its_title_is_a_name(
    title: str, old: str, new: str, joined: str
) -> None:
    note = f"dad's gp{joined}{title} {new} (parkside)"
    assert new in {m.norm for m in mentions(note) if m.kind == "name"}
    card = f"Dad's GP is Dr {old} at Parkside Surgery."
    # Two doctors for one role: never the same statement (the newer one lost as evidence).
    assert relate(note, card, 0.72, 200.0).kind == "contradiction"
    assert not {m.norm for m in mentions("the dr said so") if m.kind == "name"}


@settings(max_examples=40, deadline=None)
@given(
    drug=st.sampled_from(["bisoprolol", "amlodipine", "sertraline"]),
    parts=st.sampled_from(
        [
            ("in the morning", "at bedtime"),
            ("at night", "in the morning"),
            ("at lunchtime", "in the evening"),
        ]
    ),
)
def test_two_times_of_day_are_two_values(drug: str, parts: tuple[str, str]) -> None:
    card = f"Dad takes his {drug} once a day, {parts[0]}."
    note = f"{drug} for dad: once daily {parts[1]}"
    assert relate(note, card, 0.84, 3.0).kind == "contradiction"
    # The same time of day said again is the same statement; a clock time's half of the day
    # ("ten to five in the morning") is the time's, no value of its own.
    assert relate(f"{drug} for dad: once daily {parts[0]}", card, 0.9, 3.0).kind in RESTATED
    assert not [
        m for m in mentions("We sign on at ten to five in the morning.") if m.kind == "daypart"
    ]


@settings(max_examples=40, deadline=None)
@given(
    model=st.sampled_from(["ranker", "embedder", "reranker"]),
    version=st.integers(2, 40),
    share=st.integers(1, 20),
)
def test_a_things_tag_said_short_is_the_thing(model: str, version: int, share: int) -> None:
    card = f"{model}-v{version} canary gets {share}% of traffic"
    assert relate(f"v{version} canary = {share + 5}% traffic", card, 0.84, 1.0).kind == (
        "contradiction"
    )
    assume(version != 7)
    # Another version of the thing is another thing, however alike.
    assert relate(f"{model}-v7 canary gets {share + 5}% of traffic", card, 0.95, 1.0).kind == (
        "distinct"
    )


@settings(max_examples=40, deadline=None)
@given(
    hour=st.integers(9, 11),
    moved=st.integers(1, 2),
    item=st.sampled_from(["BP diary", "repeat prescription list"]),
)
def test_an_arrow_to_a_value_corrects_and_a_dashed_instruction_stays(
    hour: int, moved: int, item: str
) -> None:
    card = f"Dad GP appt w/ Dr Osei tmrw {hour}:20 - bring his {item} pls"
    note = f"Dad's GP appt → {hour + moved}:40"
    assert read(note).cue and not read("The pipeline runs build -> test -> deploy.").cue
    verdict = relate(note, card, 0.5, 0.2)
    assert verdict.kind == "correction", verdict
    kept = carry(note, card, tuple(b for b, _ in verdict.swaps))
    assert item in kept.rest  # what to bring is its own statement, kept as written
    assert "pls" not in kept.lost


@settings(max_examples=40, deadline=None)
@given(
    area=st.integers(113, 199),
    number=st.integers(1_000_000, 9_999_999),
    days=st.sampled_from([("mon", "thu"), ("tues", "fri"), ("wed", "sat")]),
    count=st.integers(2, 128),
)
def test_chat_shorthand_reads_as_the_values_it_stands_for(
    area: int, number: int, days: tuple[str, str], count: int
) -> None:
    # A phone with its country code is the number dialled at home.
    home = f"greenacre phone no. 0{area} {number}"
    abroad = f"veg supplier Greenacre Produce: +44 {area} {str(number)[:3]} {str(number)[3:]}"
    ids = [{m.norm for m in mentions(t) if m.kind == "identifier"} for t in (home, abroad)]
    assert ids[0] == ids[1] == {f"0{area}{number}"}
    # "mon + thu" are two days; "b4 8am" is before eight, no code; "64x a100" a count.
    said = [m.norm for m in mentions(f"dairy delivers {days[0]} + {days[1]}, usually b4 8am")]
    assert len([d for d in said if d.endswith("day")]) == 2 and "b4" not in said
    assert (
        relate(
            f"gpu quota (ranking): {count}x a100", f"ranking team GPU quota = {count} A100s", 0.89
        ).kind
        in RESTATED
    )


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(["the back door", "the side gate", "the garage"]),
    new=st.sampled_from(["the front porch", "the shed", "the bins"]),
)
def test_a_thing_moved_with_where_it_was_in_brackets_is_moved_from_the_cards_place(
    old: str, new: str
) -> None:
    card = f"key safe is by {old} - carers have the code, spare key w/ Pat next door"
    note = f"key safe's been moved round to {new} (was by {old})"
    verdict = relate(note, card, 0.73, 40.0)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict
    # What the card said besides where it is stays, as written.
    assert carry(note, card, (old,)).rest.startswith("Carers have the code")


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(["Hartley's", "Brixham Catch", "Moor Lane"]),
    new=st.sampled_from(["Seaview Fisheries", "Harbour Fresh", "Quayside Fish"]),
    what=st.sampled_from(["fish", "veg", "meat"]),
)
def test_a_supplier_dropped_for_another_is_a_change(old: str, new: str, what: str) -> None:
    card = f"{what} comes from {old} - Marco (sous) checks it in and logs the temp"
    note = f"we've dropped {old}, {what} now from {new} (better prices)"
    verdict = relate(note, card, 0.51, 120.0)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict


@settings(max_examples=30, deadline=None)
@given(day=st.integers(1, 28), later=st.integers(1, 3), month=st.sampled_from(["Nov", "March"]))
def test_a_day_of_the_month_said_alone_is_the_cards_date_on_that_day(
    day: int, later: int, month: str
) -> None:
    def nth(d: int) -> str:
        return (
            f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"
        )

    card = f"EHO inspection booked for {day} {month}, inspector is Mr Brandt."
    note = f"Actually the EHO visit is the {nth(day + later)} not the {nth(day)}"
    verdict = relate(note, card, 0.32, 1.0)
    assert verdict.kind == "correction" and verdict.swaps[0][0] == f"{day} {month}", verdict
    # A day of every month is no date of one month: "rent on the 5th" / "serviced 2026-03-27".
    assert (
        relate(
            f"The Okafors pay their rent on the {nth(day)}.", "Boiler serviced 2026-03-27.", 0.9
        ).kind
        != "contradiction"
    )
