"""Changes told short (Said, fortieth part; held-out sets 62 and 64): an old value told by
the digits that changed ("it's 145.575, not .375"), a bare number of a value the card
writes with its unit, and a holder who is "done" while another, named in lower case, is
"taking over". Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate


@settings(max_examples=40, deadline=None)
@given(
    whole=st.integers(100, 450),
    tails=st.lists(st.integers(0, 999), min_size=2, max_size=2, unique=True),
    unit=st.sampled_from(["MHz", "kHz", ""]),
    told=st.sampled_from(["tail", "whole"]),
    opening=st.sampled_from(["i had the net freq wrong yesterday -", "correction on the net:"]),
)
def test_an_old_value_told_by_its_changed_digits_derives_the_card(
    whole: int, tails: list[int], unit: str, told: str, opening: str
) -> None:
    old, new = (f"{whole}.{t:03d}" for t in tails)
    card = (
        f"Wrekin ARC weekly net: Tuesdays 20:00 on {old} {unit} FM, net control G4TVK (Dave). "
        "Club call is G3WRK."
    ).replace("  ", " ")
    rejected = f".{tails[0]:03d}" if told == "tail" else old
    note = f"{opening} it's {new}, not {rejected}"
    verdict = relate(note, card, 0.6, 1)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(old, new), verdict


@settings(max_examples=40, deadline=None)
@given(
    whole=st.integers(2, 40),
    cents=st.lists(st.integers(10, 99), min_size=2, max_size=2, unique=True),
)
def test_a_tail_is_read_only_against_the_value_before_not(whole: int, cents: list[int]) -> None:
    # The tail names the old value only when its digits are as many as the new value's
    # decimals: ".5" after "2.25" is a value of its own, never "2.5" made up.
    card = f"The shuttle to the airport costs £{whole}.{cents[0]} each way."
    note = f"sorry, the airport shuttle is £{whole}.{cents[1]}, not .{cents[0]}"
    verdict = relate(note, card, 0.7, 1)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"{whole}.{cents[0]}", f"{whole}.{cents[1]}"), verdict
    short = relate(f"sorry, the airport shuttle is £{whole}.{cents[1]}, not .5", card, 0.7, 1)
    assert short.derived is None or f"{whole}.5" not in short.derived, short


_DRIVERS = ["Dmitri", "Kasim", "Oluwaseun", "Bartek", "Yusuf", "Anouk"]


@settings(max_examples=40, deadline=None)
@given(
    names=st.lists(st.sampled_from(_DRIVERS), min_size=2, max_size=2, unique=True),
    when=st.sampled_from(["end of may", "at the end of june", "after friday", ""]),
    verb=st.sampled_from(["'s taking over", " is taking over", "'s covering", " is covering"]),
    cased=st.booleans(),
)
def test_a_holder_done_and_another_taking_over_is_a_change_of_holder(
    names: list[str], when: str, verb: str, cased: bool
) -> None:
    card = (
        f"Crownworks dental lab: courier pickups 11:00 + 16:00, driver is {names[0]}. "
        "zirconia crowns 5 working days, dentures 10."
    )
    old, new = (n if cased else n.lower() for n in names)
    note = " ".join(f"{old}'s done {when}, {new}{verb} the courier run".split())
    verdict = relate(note.replace(" ,", ","), card, 0.6, 20)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is not None, verdict
    assert verdict.derived.lower() == card.replace(names[0], names[1]).lower(), verdict


@settings(max_examples=20, deadline=None)
@given(
    name=st.sampled_from(_DRIVERS),
    work=st.sampled_from(["the crowns for Mrs Patel", "the remakes", "the invoices"]),
)
def test_done_with_an_object_is_work_finished_not_a_holder_leaving(name: str, work: str) -> None:
    card = f"Crownworks dental lab: courier pickups 11:00 + 16:00, driver is {name}."
    verdict = relate(f"{name}'s done {work}", card, 0.6, 2)
    assert verdict.kind not in ("correction", "contradiction"), verdict


_DAYS = [("mon", "Monday"), ("tue", "Tuesday"), ("wed", "Wednesday"), ("fri", "Friday")]


@settings(max_examples=40, deadline=None)
@given(
    day=st.sampled_from(_DAYS),
    hour=st.integers(7, 11),
    minute=st.sampled_from([0, 15, 30, 45]),
    team=st.sampled_from(["ledgerline", "kestrel", "brightpath"]),
)
def test_a_short_weekday_in_lower_case_before_a_time_is_the_day(
    day: tuple[str, str], hour: int, minute: int, team: str
) -> None:
    short, full = day
    at = f"{hour:02d}:{minute:02d}"
    card = f"The {team.title()} payments on-call rota hands over every {full} at {at}."
    note = f"{team} oncall handover = {short} {hour}.{minute:02d}am"
    assert relate(note, card, 0.7, 3).kind in ("same", "less"), relate(note, card, 0.7, 3)


@settings(max_examples=30, deadline=None)
@given(
    word=st.sampled_from(["sun", "sat", "wed", "mon"]), thing=st.sampled_from(["loungers", "beds"])
)
def test_a_short_weekday_in_lower_case_that_is_a_word_is_no_day(word: str, thing: str) -> None:
    from bowerbird.services.mentions import mentions

    for text in (f"we lay on {word} {thing} all afternoon", f"we {word} 6 people at the table"):
        assert not [m for m in mentions(text) if m.kind == "day"], text


_PLACES = [("Elm Street", "elm st"), ("Harbour Road", "harbour rd"), ("Mill Lane", "mill ln")]
_FOODS = [("home-cooked food", "cooked food"), ("fresh dairy", "dairy"), ("bread", "bread")]


@settings(max_examples=40, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    food=st.sampled_from(_FOODS),
    rest=st.sampled_from(["only sealed packaged stuff + fruit/veg", "only tins and dry goods"]),
    why=st.sampled_from(["as long as it's labelled with the date", "if it's in date"]),
)
def test_no_x_said_of_what_the_card_says_it_takes_is_the_opposite(
    place: tuple[str, str], food: tuple[str, str], rest: str, why: str
) -> None:
    # Each says more than the other ("only …", "as long as …"), yet the thing one says
    # "no" to is the thing the other says is so: a contradiction, both kept.
    card = f"{place[0]} community fridge takes {food[0]} {why}"
    note = f"{place[1]} community fridge: no {food[1]}, {rest}"
    # (At the cosine such a pair has, ~.67, where fewer shared words would read as another
    # thing.)
    verdict = relate(note, card, 0.65, 3)
    assert verdict.kind == "contradiction", verdict


_DELTAS = [("a tenner", 10), ("a fiver", 5), ("£2", 2), ("£15", 15), ("50p", 0.5)]


@settings(max_examples=60, deadline=None)
@given(
    old=st.integers(20, 400),
    delta=st.sampled_from(_DELTAS),
    up=st.booleans(),
    pence=st.booleans(),
    other=st.integers(20, 400),
)
def test_a_rise_told_by_how_much_names_the_old_value(
    old: int, delta: tuple[str, float], up: bool, pence: bool, other: int
) -> None:
    said, by = delta
    was = old + (0.5 if pence else 0)

    def money(x: float) -> str:
        return f"£{x:.2f}" if pence or x != int(x) else f"£{int(x)}"

    now = was + by if up else was - by
    card = (
        f"Keyline Locksmiths: day call-out is {money(was)} before 8pm and {money(other + 0.25)} "
        "after; they cover north of the river."
    )
    verb = "went up" if up else "came down"
    note = f"heads up, keyline's day call-out {verb} by {said} - it's {money(now)} now"
    verdict = relate(note, card, 0.6, 10)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(money(was), money(now), 1), verdict


_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


@settings(max_examples=40, deadline=None)
@given(
    days=st.lists(st.sampled_from(_WEEKDAYS), min_size=2, max_size=2, unique=True),
    salon=st.sampled_from(["Fluff & Buff", "Paws Inn", "Waggy Tails"]),
    dog=st.sampled_from(["Biscuit", "Pickle", "Rolo"]),
    verb=st.sampled_from(["have stopped doing", "no longer do", "don't do"]),
)
def test_a_day_no_more_with_another_given_is_the_day_replaced(
    days: list[str], salon: str, dog: str, verb: str
) -> None:
    card = f"{dog} is booked in at {salon} every fourth {days[0]} at 10:30; ask for Marisol."
    note = (
        f"{salon.lower()} {verb} {days[0].lower()}s - {dog.lower()}'s slot is "
        f"{days[1].lower()}s now, same time, still with marisol"
    )
    verdict = relate(note, card, 0.6, 30)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is not None, verdict
    assert verdict.derived.lower() == card.replace(days[0], days[1]).lower(), verdict
