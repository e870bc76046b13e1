"""One statement written two ways (services/judge/, Said fifteenth part): a date whose
day-and-month order is not written, an identifier spelled out in words, and two wordings of
the same values that each add a word or two of their own. Generated cases: the kind, not
the sentences of a suite.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry, conjuncts
from bowerbird.services.judge import relate
from bowerbird.services.judge.verdict import RESTATED
from bowerbird.services.mentions import mentions, same_date
from bowerbird.services.statement import read

_MONTHS = (
    "January February March April May June July August September October November December"
).split()

# ---------------------------------------------------------------- dates, order unsaid


def test_a_slashed_date_with_both_numbers_under_thirteen_is_either_reading() -> None:
    assert ("date", "~2026-06-12") in read("Leaves on 06/12/2026.").value_keys
    assert same_date("~2026-06-12", "2026-06-12")
    assert same_date("~2026-06-12", "2026-12-06")
    assert not same_date("~2026-06-12", "2026-06-13")
    # One writer keeps one order: 06/12 and 12/06, both slashed, are two days.
    assert not same_date("~2026-06-12", "~2026-12-06")
    assert not same_date("~2026-06-12", "2027-06-12")
    assert same_date("~2026-06-12", "12-06", years=False)
    assert not same_date("0.10.0", "1.10.0")  # versions, not dates
    # A day the month cannot be (25/12) was always one reading; a fraction is no date.
    assert ("date", "2026-12-25") in read("On 25/12/2026.").value_keys
    assert not any(k == "date" for k, _ in read("Add 3/4 cup of oats.").value_keys)
    assert ("duration", "86400") in read("The line is staffed 24/7.").value_keys


@settings(max_examples=60, deadline=None)
@given(
    first=st.integers(1, 12),
    second=st.integers(1, 12),
    year=st.integers(2024, 2030),
    group=st.integers(5, 11),
    month_first=st.booleans(),
)
def test_a_date_written_either_way_is_the_same_event(
    first: int, second: int, year: int, group: int, month_first: bool
) -> None:
    assume(first != second)
    month, day = (first, second) if month_first else (second, first)
    slashed = f"The Y{group} museum trip leaves school on {first:02d}/{second:02d}/{year}."
    for plain in (
        f"The Y{group} museum trip leaves school on {day} {_MONTHS[month - 1]} {year}.",
        f"The Y{group} museum trip leaves school on {year}-{month:02d}-{day:02d}.",
    ):
        for a, b in ((plain, slashed), (slashed, plain)):
            verdict = relate(a, b, 0.9, 3)
            assert verdict.kind in ("same", "more", "less"), (a, b, verdict)
    # Another day of the same shape is another trip, never the same statement.
    other_day = day % 28 + 1
    assume(other_day not in (first, second))
    other = f"The Y{group} museum trip leaves school on {other_day} {_MONTHS[month - 1]} {year}."
    assert relate(other, slashed, 0.9, 3).kind not in ("same", "more", "less")
    # Both slashed, in the two orders: two days, as one writer meant them.
    swapped = f"The Y{group} museum trip leaves school on {second:02d}/{first:02d}/{year}."
    assert relate(swapped, slashed, 0.9, 3).kind not in ("same", "more", "less")


# ---------------------------------------------------------------- identifiers in words

_SPELLED = st.sampled_from(
    [("Y{n}", "Year {n}"), ("P{n}", "Priority {n}"), ("U{n}", "Under {n}"),
     ("Gr{n}", "Grade {n}")]
)  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(spelled=_SPELLED, n=st.integers(2, 14), place=st.sampled_from(["Eden Project", "Tate"]))
def test_an_identifier_spelled_out_in_words_names_the_same_thing(
    spelled: tuple[str, str], n: int, place: str
) -> None:
    short, long = (form.format(n=n) for form in spelled)
    card = f"{short} {place} coach: 2026-06-19, 07:15 departure."
    note = f"The {long} trip to the {place} leaves at 7:15 am on 19 June 2026."
    verdict = relate(note, card, 0.8, 5)
    assert not verdict.reason.startswith("about another thing"), verdict
    # Another number spelled out is another group: still told apart.
    other = (
        f"The {spelled[1].format(n=n + 1)} trip to the {place} leaves at 7:15 am on 19 June 2026."
    )
    assert relate(other, card, 0.8, 5).kind not in ("same", "more", "less")
    # The identifier written as itself after its word ("Incident INC-101") is no spelling.
    incident = f"The INC-{n}01 postmortem action was to add expiry alerts."
    assert relate(
        incident, f"Incident INC-{n}02 on 4 January: checkout was down.", 0.8, 5
    ).kind == ("distinct")


# ---------------------------------------------------------------- the same values, reworded

_DOSES = st.sampled_from(
    [("Give {who} {ml} ml of {drug} every {h} hours.",
      "{who}'s {drug} dose is {ml} mL, {h} hours apart, with water."),
     ("{who} takes {ml} ml of {drug} every {h} hours.",
      "{who} is on {ml} mL of {drug} at {h}-hour intervals, day and night.")]
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(
    shapes=_DOSES,
    who=st.sampled_from(["Kofi", "Ines", "Tomasz", "Aiyana"]),
    drug=st.sampled_from(["amoxicillin", "ibuprofen", "paracetamol"]),
    ml=st.sampled_from([2.5, 5, 7.5, 10]),
    hours=st.sampled_from([4, 6, 8, 12]),
)
def test_two_wordings_of_one_dose_are_one_statement_never_glued(
    shapes: tuple[str, str], who: str, drug: str, ml: float, hours: int
) -> None:
    short, longer = (s.format(who=who, drug=drug, ml=f"{ml:g}", h=hours) for s in shapes)
    # Either order: the wording with more of its own words is the statement, the other its
    # evidence — never an addition appended to the card.
    assert relate(longer, short, 0.86, 20).kind == "more", (short, longer)
    assert relate(short, longer, 0.86, 20).kind in ("same", "less"), (longer, short)
    # Another drug, another dose or another interval is another statement.
    other = shapes[0].format(who=who, drug="cetirizine", ml=f"{ml:g}", h=hours)
    assert relate(other, short, 0.86, 20).kind not in ("same", "more", "less")
    other = shapes[1].format(who=who, drug=drug, ml=f"{ml + 1:g}", h=hours)
    assert relate(other, short, 0.86, 20).kind not in ("same", "more", "less")


_IN_PLACE = st.sampled_from(
    [("{who} {v} {n} ml of {t} every {h} hours.", "{who} {v} {n} ml {t} every {h} hours."),
     ("The {who} cluster {v} {t} on {n} nodes, patched every {h} hours.",
      "The {who} cluster {v} {t} on {n} nodes, patched every {h} hours."),
     ("{who}'s team {v} {t} for {n} users at {h}:00.",
      "{who}'s team {v} {t} for {n} users at {h}:00.")]
)  # fmt: skip
_THINGS = ["amoxicillin", "cetirizine", "Postgres", "Redis", "Kafka", "oak", "walnut", "Jira"]


@settings(max_examples=60, deadline=None)
@given(
    shapes=_IN_PLACE,
    who=st.sampled_from(["Kofi", "Ines", "Tomasz", "Aiyana"]),
    verbs=st.sampled_from(
        [("takes", "gets"), ("uses", "runs"), ("has", "keeps"), ("uses", "uses")]
    ),
    things=st.lists(st.sampled_from(_THINGS), min_size=2, max_size=2, unique=True),
    n=st.integers(2, 40),
    h=st.integers(2, 12),
    sim=st.sampled_from([0.75, 0.85, 0.93]),
)
def test_one_thing_said_in_place_of_another_is_never_the_same_statement(
    shapes: tuple[str, str],
    who: str,
    verbs: tuple[str, str],
    things: list[str],
    n: int,
    h: int,
    sim: float,
) -> None:
    # Every value shared, the verb maybe reworded: the word in the other's place is another
    # thing, so the note is never dropped as a restatement of the card (nor the card of it).
    card = shapes[0].format(who=who, v=verbs[0], t=things[0], n=n, h=h)
    note = shapes[1].format(who=who, v=verbs[1], t=things[1], n=n, h=h)
    for a, b in ((note, card), (card, note)):
        assert relate(a, b, sim, 20).kind not in ("same", "more", "less"), (b, a)


@settings(max_examples=40, deadline=None)
@given(
    surname=st.sampled_from(["Haddad", "Okafor", "Lindqvist", "Nakamura", "Ferreira"]),
    titles=st.sampled_from([("Mr", "Mrs"), ("Mrs", "Mr"), ("Mr", "Ms"), ("Miss", "Mr")]),
    shape=st.sampled_from(
        ["{t} {s} takes {d} 20 mg once daily at night{more}.",
         "{t} {s} is booked into room 12 on Friday{more}.",
         "The pharmacy delivers {d} to {t} {s} every Monday{more}."]
    ),
    drug=st.sampled_from(["atorvastatin", "metformin"]),
    more=st.sampled_from(["", ", as prescribed by Dr Osei", " (confirmed by phone)"]),
)  # fmt: skip
def test_a_man_and_a_woman_of_one_name_are_two_people(
    surname: str, titles: tuple[str, str], shape: str, drug: str, more: str
) -> None:
    card = shape.format(t=titles[0], s=surname, d=drug, more=more)
    note = shape.format(t=titles[1], s=surname, d=drug, more="")
    for a, b in ((note, card), (card, note)):
        assert relate(a, b, 0.95, 14).kind == "distinct", (b, a)
    # Saying which of the two it is, is a correction told of both: still read.
    told = f"Correction: it is {titles[1]} {surname}, not {titles[0]} {surname}."
    assert relate(told, card, 0.8, 3).kind != "distinct"


def test_words_of_its_own_each_way_never_leave_the_detail_as_evidence_only() -> None:
    # "…includes breakfast" may be a detail: the wording that says it stays the statement
    # (the fuller, or both said), never evidence of the other.
    card = "For the Porto trip the user booked Casa do Rio from 9 to 12 May."
    note = "User's Porto stay at Casa do Rio, 9-12 May, includes breakfast."
    assert relate(note, card, 0.9, 10).kind in ("more", "addition")
    assert relate(card, note, 0.9, 10).kind in ("same", "addition")


# ---------------------------------------------------------------- set 24's kinds: changes told


@settings(max_examples=40, deadline=None)
@given(
    cue=st.sampled_from(["edit: ", "revised: ", "Strike that, ", "Edit - "]),
    prices=st.tuples(st.integers(20, 40), st.integers(5, 18), st.integers(2, 4)),
    item=st.sampled_from([("T-shirts", "tote bags"), ("hoodies", "posters")]),
)
def test_a_note_marked_as_an_edit_corrects_the_one_price_it_names(
    cue: str, prices: tuple[int, int, int], item: tuple[str, str]
) -> None:
    first, second, up = prices
    card = f"Autumn tour merch prices: {item[0]} ${first}, {item[1]} ${second}."
    note = f"{cue}{item[0]} are ${first + up} on the autumn tour"
    verdict = relate(note, card, 0.78, 6)
    assert verdict.kind == "correction" and verdict.swaps == ((f"${first}", f"${first + up}"),)
    kept = carry(note, card, tuple(old for old, _ in verdict.swaps))
    assert f"${second}" in kept.rest and f"${first}" not in kept.rest and not kept.lost
    # Without its mark, another price for the same thing is a contradiction, closing nothing.
    plain = f"{item[0]} are ${first + up} on the autumn tour"
    assert relate(plain, card, 0.78, 6).kind == "contradiction"


@settings(max_examples=40, deadline=None)
@given(
    mantissa=st.sampled_from(["3", "2.5", "1", "7.5"]),
    exponent=st.integers(2, 6),
)
def test_a_number_in_scientific_notation_is_its_decimal(mantissa: str, exponent: int) -> None:
    decimal = format(Decimal(mantissa).scaleb(-exponent).normalize(), "f")
    one = read(f"run-067 uses a peak learning rate of {mantissa}e-{exponent}.")
    other = read(f"Peak LR on run-067: {decimal}")
    assert one.value_keys == other.value_keys, (one.value_keys, other.value_keys)
    assert read("the e2e tests pass on 5e3a9").value_keys.isdisjoint(other.value_keys)


@settings(max_examples=40, deadline=None)
@given(day=st.integers(1, 31), month=st.integers(1, 12))
def test_a_day_of_the_month_in_words_is_that_date(day: int, month: int) -> None:
    assume(day <= 28 or month != 2)
    words = (
        "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
        "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
        "twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth "
        "twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first"
    ).split()
    name = _MONTHS[month - 1]
    said = {("date", f"{month:02d}-{day:02d}")}
    assert said <= read(f"The hearing is on the {words[day - 1]} of {name}.").value_keys
    assert said <= read(f"The hearing is on {name} {words[day - 1]}.").value_keys
    assert said <= read(f"The hearing is on {day} {name}.").value_keys
    # "the second Saturday of the month" is monthly, as "of each month" is.
    assert ("every:months", "1") in read(
        f"Talks are on the {words[day % 4]} Monday of the month."
    ).value_keys


@settings(max_examples=30, deadline=None)
@given(
    opens=st.sampled_from([("10 am", "11 am"), ("9 am", "noon")]),
    closes=st.sampled_from([("4 pm", "5 pm"), ("5 pm", "6 pm")]),
    day=st.sampled_from(["Saturdays", "Sundays"]),
)
def test_both_ends_of_an_opening_told_again_replace_both(
    opens: tuple[str, str], closes: tuple[str, str], day: str
) -> None:
    card = f"The Hollin Ridge tasting room is open {opens[0]} to {closes[0]} on {day}."
    note = (
        f"Going forward the Hollin Ridge tasting room opens at {opens[1]} on {day} and "
        f"closes at {closes[1]}."
    )
    verdict = relate(note, card, 0.9, 30)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((opens[0], opens[1]), (closes[0], closes[1])), verdict
    assert not carry(note, card, tuple(old for old, _ in verdict.swaps)).lost


@settings(max_examples=30, deadline=None)
@given(
    room=st.integers(2, 19),
    named=st.sampled_from(["the Garden Room", "the Long Room", "the Oak Room"]),
    what=st.sampled_from(["Blithe Spirit rehearsals", "Choir practice"]),
)
def test_a_numbered_place_left_for_a_named_one_is_a_move(room: int, named: str, what: str) -> None:
    card = (
        f"{what} are in Room {room} at St Jude's church hall on Tuesday evenings; the stage "
        "manager is Marnie."
    )
    note = f"{what} are no longer in Room {room} — it's {named} at St Jude's now."
    verdict = relate(note, card, 0.84, 10)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps[0][0] == f"Room {room}", verdict
    kept = carry(note, card, tuple(old for old, _ in verdict.swaps))
    assert "Marnie" in kept.rest and not kept.lost
    assert not any(k == "environment" for k, _ in read(card).value_keys)  # a theatre's stage


@settings(max_examples=30, deadline=None)
@given(
    prices=st.tuples(st.integers(12, 20), st.integers(5, 10)),
    who=st.sampled_from(["concessions", "children", "students"]),
)
def test_a_new_value_of_one_of_a_cards_values_is_read_by_what_names_it(
    prices: tuple[int, int], who: str
) -> None:
    full, reduced = prices
    card = (
        "The Importance of Being Earnest runs 18-21 November at the Maltings Playhouse; "
        f"full-price tickets are £{full} and {who} £{reduced}."
    )
    note = (
        "Notes from Tuesday's production meeting: the box office opens on 12 October, "
        f"{who} have gone up to £{reduced + 1}, and the get-in is on Sunday 15 November."
    )
    verdict = relate(note, card, 0.58, 10)
    assert verdict.kind == "correction" and verdict.swaps == ((f"£{reduced}", f"£{reduced + 1}"),)
    kept = carry(note, card, tuple(old for old, _ in verdict.swaps))
    assert f"£{full}" in kept.rest and f"£{reduced}." not in kept.rest and not kept.lost


@settings(max_examples=30, deadline=None)
@given(
    people=st.permutations(["Tomasz", "Odile", "Priya"]),
    doing=st.sampled_from(["is directing", "is coaching", "is running"]),
)
def test_two_people_doing_one_role_are_a_contradiction(people: list[str], doing: str) -> None:
    old = f"{people[0]} {doing} the Brackley Players' spring production."
    new = f"{people[1]} {doing} the Brackley Players' spring production."
    assert relate(new, old, 0.7, 3).kind == "contradiction"


def test_a_note_naming_a_cards_thing_without_its_date_is_about_that_thing() -> None:
    card = "- Appeal hearing for 25/0883 (Orchard Street flats): 9 September, Committee Room 2"
    note = "The 25/0883 appeal papers went to the inspector."
    assert not relate(note, card, 0.6, 3).reason.startswith("about another thing")
    other = "The 25/0838 appeal papers went to the inspector."
    assert relate(other, card, 0.6, 3).reason.startswith("about another thing")
    # A card that opens with its day names an event by it: a note about the thing in
    # general is not about that event.
    event = "On 18 February turbine T30 tripped on fault code 118."
    general = "T30 has a bat-curtailment mode from May to September."
    assert relate(general, event, 0.9, 3).reason.startswith("about another thing")


# ---------------------------------------------------------------- one amount, two units

_CONVERSIONS = st.sampled_from(
    [("lb", "kg", lambda x: x * 0.45359237), ("°F", "°C", lambda x: (x - 32) * 5 / 9),
     ("ft", "m", lambda x: x * 0.3048), ("mph", "km/h", lambda x: x * 1.609344),
     ("oz", "g", lambda x: x * 28.349523125), ("miles", "km", lambda x: x * 1.609344)]
)  # fmt: skip


@settings(max_examples=80, deadline=None)
@given(
    conversion=_CONVERSIONS,
    amount=st.integers(12, 400),
    decimals=st.integers(0, 1),
    thing=st.sampled_from(["The cold room at Hollin Ridge", "Pepper the beagle", "Gate 7"]),
)
def test_an_amount_converted_to_another_unit_is_the_same_value(
    conversion: tuple[str, str, object], amount: int, decimals: int, thing: str
) -> None:
    unit, other, convert = conversion
    exact = convert(amount)  # type: ignore[operator]
    converted = round(exact, decimals)
    assume(converted >= 1)
    # Rounded no coarser than the amount was said: "12 lb" is "5.4 kg", not "5 kg" (a
    # rounding that loses the card's own precision stays two values, both kept).
    its_step = convert(amount + 1) - exact  # type: ignore[operator]
    assume(abs(converted - exact) <= min(10**-decimals, its_step) / 2)
    card = f"{thing} is measured at {amount} {unit}."
    note = f"{thing} is measured at {converted:.{decimals}f} {other}."
    for a, b in ((note, card), (card, note)):
        assert relate(a, b, 0.9, 14).kind in ("same", "more", "less"), (b, a)
    # Off by more than its last digit says is another amount: never dropped as the same.
    off = converted + 3 * 10**-decimals + 0.02 * abs(converted)
    other_note = f"{thing} is measured at {off:.{decimals}f} {other}."
    for a, b in ((other_note, card), (card, other_note)):
        assert relate(a, b, 0.9, 14).kind not in ("same", "more", "less"), (b, a)


# ---------------------------------------------------------------- set 25's kinds

_CODES = st.from_regex(r"[A-Z]{2}[1-9][0-9]{2}", fullmatch=True)


@settings(max_examples=40, deadline=None)
@given(codes=st.lists(_CODES, min_size=2, max_size=2, unique=True), hh=st.integers(6, 21))
def test_table_rows_whose_first_cells_differ_are_two_things(codes: list[str], hh: int) -> None:
    def table(code: str, at: str, who: str) -> str:
        return f"Roster wk 11\n| flight | dep | captain |\n|---|---|---|\n| {code} | {at} | {who} |"

    card = table(codes[0], f"{hh:02d}:20", "Capt. R. Okafor")
    note = table(codes[1], f"{hh:02d}:35", "Capt. H. Lindqvist")
    assert relate(note, card, 0.93, 0).kind == "distinct"
    # The same row's thing with another time is about that thing.
    same_thing = table(codes[0], f"{hh:02d}:50", "Capt. R. Okafor")
    assert relate(same_thing, card, 0.95, 0).kind not in ("distinct", "addition")


@settings(max_examples=40, deadline=None)
@given(
    price=st.integers(5, 60),
    place=st.sampled_from(["Cragside", "the Boulder Barn", "Northwall"]),
    asked=st.sampled_from(["> Quick q - how much is a day pass at {p}?\n", "Hi all,\n", ""]),
    after=st.sampled_from([" See you Saturday!\nInes", "\nThanks,\nTomasz", " Cheers!", ""]),
)
def test_what_a_message_says_around_a_restatement_adds_nothing(
    price: int, place: str, asked: str, after: str
) -> None:
    card = f"{place}: adult day pass £{price}, shoe hire extra."
    note = f"{asked.format(p=place)}It's {price} pounds for an adult day pass at {place}.{after}"
    assert relate(note, card, 0.62, 14).kind in ("same", "less"), note
    # Another price, so wrapped, is still another price.
    other = note.replace(f"It's {price} pounds", f"It's {price + 3} pounds")
    assert relate(other, card, 0.62, 14).kind not in ("same", "less", "more")
    # A statement that opens like a greeting is a statement: it says more.
    more = f"{asked.format(p=place)}It's {price} pounds for an adult day pass at {place}. "
    more += f"Best value is the ten-visit card at £{price * 8}."
    assert relate(more, card, 0.62, 14).kind not in ("same", "less"), more


@given(hour=st.integers(1, 11), word=st.booleans())
def test_a_time_in_words_with_am_or_pm_is_that_time(hour: int, word: bool) -> None:
    from bowerbird.services.mentions import mentions

    spelled = "one two three four five six seven eight nine ten eleven".split()[hour - 1]
    said = f"scrims start at {spelled if word else hour} pm on weekdays"
    assert ("time", f"{hour + 12}:00") in {m.key for m in mentions(said)}
    quarter = f"the group meets every morning at {spelled} and quarter by the lift"
    assert ("time", f"~{hour}:15") in {m.key for m in mentions(quarter)}


@settings(max_examples=40, deadline=None)
@given(
    opening=st.sampled_from(
        ["To clarify, ", "Revised figure: ", "update to yesterday's note: ", "Clarification: "]
    ),
    old=st.integers(100, 140),
    step=st.integers(2, 9),
    thing=st.sampled_from(["Harper-Osei wedding", "Lindqvist christening"]),
)
def test_a_correction_opened_by_its_mark_names_the_card_it_corrects(
    opening: str, old: int, step: int, thing: str
) -> None:
    card = f"{thing}, 6 June: {old} guests confirmed, venue is Larkfield Barn."
    note = f"{opening}{thing.split()[0]} guest count is {old + step}, not {old}."
    verdict = relate(note, card, 0.44, 1)
    assert verdict.kind == "correction", (note, verdict)
    assert (str(old), str(old + step)) in verdict.swaps


@settings(max_examples=30, deadline=None)
@given(
    names=st.lists(st.sampled_from(["Sable", "Kettu", "Drago", "Mireu"]), min_size=2,
                   max_size=2, unique=True),
    form=st.sampled_from(["is not {a} anymore, it's {b}", "isn't {a} any more - it's {b} now"]),
)  # fmt: skip
def test_not_x_any_more_its_y_rejects_x_for_y(names: list[str], form: str) -> None:
    card = f"Valorant roster: IGL is {names[0]}, bootcamp before Katowice is in Berlin."
    note = "Valorant IGL " + form.format(a=names[0], b=names[1]) + "."
    verdict = relate(note, card, 0.69, 40)
    assert verdict.kind == "correction" and (names[0], names[1]) in verdict.swaps


def test_a_clause_is_not_cut_at_a_word_written_short() -> None:
    from bowerbird.services.statement import clauses

    assert clauses("min. guaranteed pressure: 1.5 bar (approx. 22 psi)") == [
        "min. guaranteed pressure: 1.5 bar (approx. 22 psi)"
    ]
    assert not read("Cut-off 16:30, no exceptions without mgr approval.").negated
    assert read("Depot B gate code 4471# → 9023#").change == ("4471", "9023")


@given(
    n=st.integers(1, 9),
    unit=st.sampled_from([("hours", 3600), ("days", 86400), ("weeks", 604800)]),
    spelled=st.booleans(),
)
def test_and_a_half_is_half_a_unit_more(n: int, unit: tuple[str, int], spelled: bool) -> None:
    from bowerbird.services.mentions import mentions

    words = "one two three four five six seven eight nine".split()
    said = f"The drive takes {words[n - 1] if spelled else n} and a half {unit[0]}."
    assert ("duration", f"{(n + 0.5) * unit[1]:.6g}") in {m.key for m in mentions(said)}
    single = f"The repair took a {unit[0][:-1]} and a half."
    assert ("duration", f"{1.5 * unit[1]:.6g}") in {m.key for m in mentions(single)}
    # "a day pass", "a night flight": a kind of thing, no time and no rhythm.
    thing = f"An adult {unit[0][:-1]} pass costs £{n + 10}."
    assert not any("duration" in m.kind for m in mentions(thing))
    assert ("every:duration", "86400") in {m.key for m in mentions("Give 5 ml a day now.")}


@given(
    start=st.integers(1, 8),
    length=st.integers(1, 3),
    said=st.sampled_from(
        ["between {a} and {b} pm", "{a} to {b} pm", "{a}-{b}pm", "{a} till {b} pm"]
    ),
)  # fmt: skip
def test_an_afternoon_span_said_in_words_is_its_two_times(
    start: int, length: int, said: str
) -> None:
    from bowerbird.services.mentions import mentions

    end = start + length
    text = "The co-op delivers veg boxes on Thursdays " + said.format(a=start, b=end) + "."
    keys = {m.key for m in mentions(text)}
    assert {("time", f"{start + 12}:00"), ("time", f"{end + 12}:00")} <= keys, keys
    assert not any(k == "number" for k, _ in keys)


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["Gareth Pryce", "Ines Duarte", "Tomasz Wójcik"]),
    old=st.from_regex(r"9[0-9]{5}", fullmatch=True),
    new=st.from_regex(r"9[0-9]{5}", fullmatch=True),
    role=st.sampled_from(["landlord", "plumber", "dentist"]),
)
def test_a_number_named_by_the_word_number_is_the_cards_slot(
    who: str, old: str, new: str, role: str
) -> None:
    assume(old != new)
    card = f"My {role} {who}'s mobile is 07700 {old}; he prefers texts to calls."
    note = f"{who}'s mobile number has changed to 07700 {new}."
    verdict = relate(note, card, 0.65, 100)
    assert verdict.kind == "correction", verdict
    assert (f"07700 {old}", f"07700 {new}") in verdict.swaps


@given(old=st.integers(7, 11), new=st.integers(1, 5))
def test_its_now_y_names_y_alone(old: int, new: int) -> None:
    note = f"Mrs Delacroix no longer wants Comet walked at {old} am; it's now {new} pm."
    assert read(note).change == (f"{old} am", f"{new} pm")


@given(part=st.sampled_from([("half", 0.5), ("quarter", 0.25)]), unit=st.sampled_from(
    [("hour", 3600), ("day", 86400)]), join=st.sampled_from(["-", " "]))  # fmt: skip
def test_a_part_of_one_unit_of_time_is_that_long(
    part: tuple[str, float], unit: tuple[str, int], join: str
) -> None:
    from bowerbird.services.mentions import mentions

    said = f"Piano with Amara: Thursday, 16:30, {part[0]}{join}{unit[0]} slot."
    assert ("duration", f"{part[1] * unit[1]:.6g}") in {m.key for m in mentions(said)}


@given(
    noun=st.sampled_from(["club run", "data store", "school run", "night shift"]),
    verb=st.sampled_from(["meets", "starts", "holds", "ends"]),
    who=st.sampled_from(["The Lewes Wheelers'", "The Harbour", "Our"]),
)
def test_a_noun_that_is_also_a_verb_before_the_verb_is_the_subjects(
    noun: str, verb: str, who: str
) -> None:
    from bowerbird.services.statement import verb_at

    words = f"{who} Sunday {noun} {verb} at 8:30 and covers about 60 km".lower().split()
    at = verb_at(words)
    assert at is not None and words[at] == verb, words
    assert verb_at("the shop is run by ana".split()) == 2


@given(year=st.integers(2024, 2030), old=st.integers(100, 140), step=st.integers(2, 9))
def test_a_value_the_correction_writes_as_the_card_does_is_not_lost(
    year: int, old: int, step: int
) -> None:
    period = f"{year}/{(year + 1) % 100:02d}"
    card = f"Leakage target for {period} is {old} Ml/d; Dana reports progress every quarter."
    note = f"Revised figure: the {period} leakage target is {old - step} Ml/d."
    assert relate(note, card, 0.87, 14).kind == "correction"
    carried = carry(note, card, (f"{old} Ml",))
    assert carried.lost == () and "Dana reports progress every quarter." in carried.rest


# ------------------------------------------------------- one value told in parts, rejected

_AMOUNTS = (("half a", 0.5), ("one", 1), ("two", 2), ("three", 3))
_RHYTHMS = ("once a day", "twice a day", "three times a day", "every 6 hours", "weekly")


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(["Pepper", "Biscuit", "Mr Okafor", "Grandad", "Luna"]),
    drug=st.sampled_from(["carprofen", "metformin", "gabapentin", "cetirizine"]),
    amounts=st.lists(st.sampled_from(_AMOUNTS), min_size=2, max_size=2, unique=True),
    rhythms=st.lists(st.sampled_from(_RHYTHMS), min_size=2, max_size=2, unique=True),
    detail=st.sampled_from(["with food", "after breakfast", "crushed into jam"]),
)
def test_a_dose_rejected_whole_derives_the_card_with_both_of_its_parts(
    name: str, drug: str, amounts: list[tuple[str, float]], rhythms: list[str], detail: str
) -> None:
    (was, _), (now, _) = amounts
    assume(was not in rhythms[0])  # "three tablets … three times a day": which "three"?
    unit = "tablet" if was == "half a" else "tablets"
    new_unit = "tablet" if now in ("half a", "one") else "tablets"
    card = f"{name} gets {was} {unit} of {drug} {rhythms[0]} {detail}."
    note = (
        f"actually the vet says {name} should get {now} {new_unit} of {drug} {rhythms[1]}, "
        f"not {was} {unit} {rhythms[0]}"
    )
    verdict = relate(note, card, 0.85, 1.0)
    assert verdict.kind == "correction", verdict
    # Both parts of the dose are put in their places; the card's detail stays as written,
    # and nothing of the old dose is said.
    assert verdict.derived is not None, verdict
    assert verdict.derived.startswith(f"{name} gets {now} ")
    assert f"{drug} {rhythms[1]} {detail}." in verdict.derived
    assert rhythms[0] not in verdict.derived.replace(rhythms[1], "")


@settings(max_examples=30, deadline=None)
@given(
    hour=st.sampled_from([("9:30", "10:00"), ("8:15", "8:45"), ("14:00", "15:30")]),
    days=st.sampled_from([("Mondays", "Tuesdays"), ("Fridays", "Thursdays")]),
)
def test_two_values_rejected_apart_derive_nothing(
    hour: tuple[str, str], days: tuple[str, str]
) -> None:
    """Two rejections, each its own ("not 9:30, and not on Mondays either"), are two
    corrections: which card they make together is read, not said."""
    card = f"The standup is at {hour[0]} on {days[0]} in the Birch room."
    note = (
        f"Actually the standup is at {hour[1]} instead of {hour[0]}, and on {days[1]} "
        f"instead of {days[0]}."
    )
    verdict = relate(note, card, 0.85, 1.0)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is None, verdict


# ------------------------------------------------- a correction of one part of a longer card

_DAYS = ("Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays")


@settings(max_examples=30, deadline=None)
@given(
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
    times=st.sampled_from([("9:30", "10:00"), ("8:15", "8:45"), ("14:00", "15:30")]),
    room=st.sampled_from(["the Birch room", "room 4.12", "the Long Gallery"]),
)
def test_a_day_the_correction_gives_anew_is_said_by_no_live_card(
    days: list[str], times: tuple[str, str], room: str
) -> None:
    """ "…at 10:00 on Tuesdays, not 9:30" of "…at 9:30 on Mondays in the Birch room": the
    Mondays go with the correction, in no derived card and in nothing carried."""
    (was_day, now_day), (was, now) = days, times
    card = f"The design standup is at {was} on {was_day} in {room}."
    for note in (
        f"Correction: the design standup is at {now} on {now_day}, not {was}.",
        f"Correction: the design standup is at {now} on {now_day}, not {was}, and not on "
        f"{was_day}.",
    ):
        verdict = relate(note, card, 0.72, 1.0)
        assert verdict.kind == "correction", verdict
        assert verdict.derived is None or was_day not in verdict.derived, verdict
        kept = carry(note, card, tuple(a for a, _ in verdict.swaps))
        assert was_day not in kept.rest and was not in kept.rest, kept


@settings(max_examples=30, deadline=None)
@given(
    was=st.integers(8, 11),
    now=st.integers(1, 4),
    dog=st.sampled_from(["Comet", "Pickle", "Juno"]),
    owner=st.sampled_from(["Mrs Delacroix", "Mr Abara", "Dr Fenn"]),
)
def test_a_time_no_longer_wanted_names_the_old_value(
    was: int, now: int, dog: str, owner: str
) -> None:
    """ "no longer wants … at 11 am; it's now 1 pm" names the old value and the new: the
    card is derived, its other clauses as written (no one left a place)."""
    card = (
        f"I walk {owner}'s greyhound, {dog}, at {was} am on weekdays; the house key is in the "
        "lockbox by the back gate."
    )
    note = f"{owner} no longer wants {dog} walked at {was} am; it's now {now} pm."
    verdict = relate(note, card, 0.5, 60.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(f"{was} am", f"{now} pm"), verdict


@settings(max_examples=30, deadline=None)
@given(
    code=st.sampled_from(["GEO2210", "HIS1104", "the fieldwork report"]),
    share=st.integers(10, 60),
    via=st.sampled_from(["Moodle", "Turnitin", "the school office"]),
    listed=st.booleans(),
)
def test_each_predicate_of_one_subject_stands_after_another_is_corrected(
    code: str, share: int, via: str, listed: bool
) -> None:
    """ "…is due on 12 March, is worth 40% and goes in through Moodle": a new date leaves the
    other two predicates standing, each with its subject, never "is due and …"."""
    subject = f"The {code} essay" if not code.startswith("the") else code.capitalize()
    rest = f", is worth {share}% of the module, and goes in through {via}"
    card = f"{subject} is due on 12 March{rest if listed else f' and is worth {share}%'}."
    kept = carry(
        f"Checked again: {subject.lower()} is actually due on 19 March.", card, ("12 March",)
    )
    assert kept.lost == (), kept
    assert f"{subject} is worth {share}%" in kept.rest, kept
    assert "12 March" not in kept.rest and "is due" not in kept.rest, kept


@settings(max_examples=20, deadline=None)
@given(
    club=st.sampled_from(
        ["The Lewes Wheelers' Sunday club run", "The Hove Harriers' Tuesday track session"]
    ),
    was=st.sampled_from(["the Cliffe Bridge", "the old pavilion"]),
    now=st.sampled_from(["the station forecourt", "the leisure centre car park"]),
)  # fmt: skip
def test_a_move_of_a_thing_named_whole_names_the_card(club: str, was: str, now: str) -> None:
    """A note that names the card's thing in the card's words and says where it moved
    names the card it changes (so it is taken however far its embedding sits)."""
    card = f"{club} meets at {was} at 8:30 am and covers about 60 km."
    verdict = relate(f"{club} meeting point has moved to {now}.", card, 0.54, 70.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.swaps == ((was, now),), verdict


@settings(max_examples=30, deadline=None)
@given(
    was=st.sampled_from(["3.45", "2.30", "10.15"]),
    now=st.sampled_from(["4.15", "1.50", "11.05"]),
    team=st.sampled_from(["Y10 girls' netball", "U14 boys' rugby", "Y8 hockey"]),
    rival=st.sampled_from(["St Columba's", "Kings Priory", "Heathside"]),
)
def test_a_clock_written_with_a_point_is_a_time_where_it_is_told_as_one(
    was: str, now: str, team: str, rival: str
) -> None:
    """ "Wed 4 Feb, 3.45 start" / "starts at 4.15, not 3.45": a time (not a version), put
    in its place with the card's date before it and its other items after it."""
    assert ("time", "~" + was.replace(".", ":").lstrip("0")) in {
        (m.kind, m.norm) for m in read(f"{team} v {rival}: {was} start.").values
    }
    # A version stays a version however it is moved or ended: "from 3.10 to 3.12".
    for version in (
        f"The app is pinned at {was}.",
        f"Python was upgraded from {was} to {now}.",
        f"Support ends {was}.",
        f"Deprecated from {was} onwards.",
    ):
        assert all(m.kind in ("identifier", "name") for m in read(version).values), version
    shop = read(f"The shop is open from {was} to {now}.")
    assert [m.kind for m in shop.values] == ["time", "time"], shop
    card = f"{team} v {rival}: Wed 4 Feb, {was} start, away at {rival}."
    note = f"Correction: the {team} match against {rival} starts at {now}, not {was}."
    verdict = relate(note, card, 0.63, 1.0)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"{was} start", f"{now} start"), verdict


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["Lena", "Tomasz", "Ana Ruiz"]),
    tool=st.sampled_from([("memoQ", "9.12"), ("Wordfast", "8"), ("OmegaT", "v6.0.1")]),
    new_tool=st.sampled_from(["Trados Studio", "Phrase"]),
    verb=st.sampled_from(["translates", "works", "drafts"]),
)
def test_a_thing_switched_takes_its_version_and_leaves_each_other_predicate(
    who: str, tool: tuple[str, str], new_tool: str, verb: str
) -> None:
    """A switch "from memoQ to Trados" of "X translates in memoQ 9.12, keeps a glossary for
    each client, and invoices monthly": the old thing's version goes with it (never
    "X translates 9.12"), and the other predicates stand, each with its subject."""
    name, version = tool
    card = (
        f"{who} {verb} in {name} {version}, keeps a separate glossary for each client, and "
        "invoices at the end of every month."
    )
    note = f"{who} migrated from {name} to {new_tool} in September."
    verdict = relate(note, card, 0.43, 200.0)
    assert verdict.kind == "correction" and verdict.swaps == ((name, new_tool),), verdict
    kept = carry(note, card, (name,))
    assert version not in kept.rest and name not in kept.rest, kept
    assert f"{who} keeps a separate glossary for each client." in kept.rest, kept
    assert f"{who} invoices at the end of every month." in kept.rest, kept
    assert kept.lost == (), kept


@settings(max_examples=30, deadline=None)
@given(
    was=st.integers(2, 12),
    now=st.integers(13, 27),
    month=st.sampled_from(["March", "June", "October"]),
    trade=st.sampled_from(
        [
            ("tiled", "Cotswold Tile Co", "The bathroom tiling"),
            ("plastered", "Smooth Walls Ltd", "The bathroom plastering"),
        ]
    ),
)
def test_a_date_has_no_phrase_of_its_own_after_its_comma(
    was: int, now: int, month: str, trade: tuple[str, str, str]
) -> None:
    """ "…starting 9 March, with 60x60 grey porcelain": what the preposition opens is said
    of the work, so "not on 9 March but on 16 March" derives the card with it."""
    done, firm, work = trade
    assume(now != 14)  # the house number: a day the card already says
    card = (
        f"The bathroom at 14 Orchard Row is being {done} by Craig from {firm}, starting "
        f"{was} {month}, with 60x60 grey porcelain."
    )
    note = f"{work} starts not on {was} {month} but on {now} {month} - Craig's last job overran."
    verdict = relate(note, card, 0.4, 14.0)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"{was} {month}", f"{now} {month}"), verdict


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(["Duncan Reid", "Graham Pike", "Dr Nia Evans"]),
    new=st.sampled_from(["Amira Haddad", "Bev Lomax", "Tom Okoro"]),
    aside=st.sampled_from(["(also at Fellside Vets) ", "(from the Kendal branch) ", ""]),
    place=st.sampled_from(["Low Fold Farm", "Tarn Bay Sailing Club"]),
)
def test_a_takeover_with_an_aside_after_the_name_is_a_change(
    old: str, new: str, aside: str, place: str
) -> None:
    assume(old != new)
    card = f"{place}'s vet is {old} at Fellside Vets; the herd's TB test is due in October."
    note = f"{new} {aside}has taken over as {place}'s vet from {old}, who retired in March."
    verdict = relate(note, card, 0.54, 49.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.swaps == ((old, new),), verdict


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["Sue in the club office", "Priya", "The secretary"]),
    how=st.sampled_from(["corrected me:", "put me right:", "corrected us -"]),
    old=st.sampled_from(["Graham Pike", "Ann Moss"]),
    new=st.sampled_from(["Bev Lomax", "Raj Patel"]),
)
def test_who_corrected_it_is_the_source_and_the_cue(who: str, how: str, old: str, new: str) -> None:
    """ "Sue … corrected me: the race officer … is Bev Lomax": Sue is who said so (no name
    of the statement), and saying so is a correction."""
    card = f"{old} is race officer for the Sunday series at Tarn Bay; first gun is at 10:30."
    note = f"{who} {how} the Sunday series race officer at Tarn Bay is {new}."
    said = read(note)
    assert said.cue and not any(w.lower() in " ".join(said.names) for w in ("sue", "priya"))
    verdict = relate(note, card, 0.4, 3.0)
    assert verdict.kind == "correction" and verdict.swaps == ((old, new),), verdict


@settings(max_examples=30, deadline=None)
@given(
    year=st.integers(1, 13),
    other=st.integers(1, 13),
    forms=st.lists(st.sampled_from(["Year {}", "Yr {}", "Y{}", "Year{}"]), min_size=2, max_size=2),
)
def test_a_school_year_written_short_is_the_same_group(
    year: int, other: int, forms: list[str]
) -> None:
    """ "Year 7", "Yr 7" and "Y7" name one year group; "Year 7" and "Year 8" two."""
    a, b = (f.format(year) for f in forms)
    assert (
        read(f"The {a} PE kit is navy.").value_keys == read(f"The {b} PE kit is navy.").value_keys
    )
    if other != year:
        c = forms[1].format(other)
        assert (
            read(f"The {a} PE kit is navy.").value_keys
            != read(f"The {c} PE kit is navy.").value_keys
        )
    card = f"The {a} PE kit at Ashcombe High is a navy polo shirt, black shorts and white socks."
    note = f"Ashcombe Y{year} PE uniform = navy polo, black shorts, white socks."
    verdict = relate(note, card, 0.8)
    assert verdict.kind in ("same", "less"), verdict


@settings(max_examples=30, deadline=None)
@given(
    cents=st.integers(5, 95),
    sign=st.sampled_from([("€", "EUR"), ("$", "USD"), ("€", "€")]),
    client=st.sampled_from(["Fischer & Co", "Lindqvist AB"]),
)
def test_a_sum_in_cents_or_after_its_code_is_the_sum_with_its_sign(
    cents: int, sign: tuple[str, str], client: str
) -> None:
    """ "11 cents a word", "€0.11 per word" and "EUR 0.11/word" are one rate; "12 cents" is
    another."""
    symbol, code = sign
    sum_ = f"{cents / 100:.2f}"
    card = f"Lena charges {client} {symbol}{sum_} per word for German to English."
    coded = f"Rate card, {client}: {code} {sum_}/word, German-English."
    assert relate(coded, card, 0.68).kind in ("same", "less"), coded
    as_cents = read(f"She gets {cents} cents a word.").values
    assert [(m.kind, float(m.norm)) for m in as_cents] == [("money:cent", cents / 100)]
    other = f"Rate card, {client}: {code} {(cents + 1) / 100:.2f}/word, German-English."
    assert relate(other, card, 0.68).kind not in ("same", "less", "more"), other


@given(n=st.integers(2, 12), unit=st.sampled_from(["weeks", "months"]))
def test_an_interval_is_how_often(n: int, unit: str) -> None:
    """ "recall interval 6 months" is "every 6 months", not a length of time."""
    assert (
        read(f"Recall interval {n} {unit}.").value_keys
        == read(f"Patients are recalled every {n} {unit}.").value_keys
    )


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


@settings(max_examples=30, deadline=None)
@given(
    days=st.lists(st.sampled_from(_WEEKDAYS), min_size=2, max_size=3, unique=True),
    play=st.sampled_from(["The Winter's Tale", "The Merchant's House", "Hobson's Choice"]),
    extra=st.booleans(),
)
def test_a_rhythm_the_weekdays_already_say_adds_nothing(
    days: list[str], play: str, extra: bool
) -> None:
    """ "twice a week, Tuesdays and Thursdays" says what "on Tuesday and Thursday evenings"
    does; "three times a week" beside two weekdays says another thing. A title's "The" and
    its possessive are no new name."""
    count = {2: "twice", 3: "three times"}[len(days)]
    listed = " and ".join(f"{d}s" for d in days)
    card = f"Rehearsals for the Kestrel Players' '{play.removeprefix('The ')}' are on " + (
        " and ".join(days) + " evenings from 7.30."
    )
    note = f"The Kestrel Players rehearse {play} {count} a week, {listed}, starting at half seven."
    verdict = relate(note, card, 0.82)
    assert verdict.kind in ("same", "less", "more"), verdict
    if extra:
        wrong = {2: "three times", 3: "twice"}[len(days)]
        other = note.replace(f"{count} a week", f"{wrong} a week")
        assert relate(other, card, 0.82).kind not in ("same", "less", "more")


@settings(max_examples=20, deadline=None)
@given(
    was=st.sampled_from([("9:30", "half nine"), ("10:00", "ten"), ("8:30", "half eight")]),
    now=st.integers(1, 4),
    chair=st.integers(2, 30),
)
def test_a_time_said_before_its_noun_takes_no_article_into_the_card(
    was: tuple[str, str], now: int, chair: int
) -> None:
    """ "put him on the 1 pm slot": the card says "at 1 pm", never "at the 1 pm"."""
    written, said = was
    card = (
        "Mr. Achterberg dialyses at the Riverside renal unit on Mondays, Wednesdays and "
        f"Fridays at {written}, in chair {chair}."
    )
    note = f"mr achterberg isn't on {said} anymore, riverside have put him on the {now} pm slot"
    verdict = relate(note, card, 0.54, 20.0)
    assert verdict.kind == "correction", verdict
    assert verdict.derived in (None, card.replace(f"at {written}", f"at {now} pm")), verdict


@settings(max_examples=20, deadline=None)
@given(
    brand=st.sampled_from(["ZWO", "Canon", "Atik"]),
    old=st.sampled_from(["ASI294MC", "EOS R6", "Horizon II"]),
    new=st.sampled_from(["QHY268M", "Moravian C3-61000"]),
)
def test_a_model_replaced_by_another_keeps_no_word_of_the_old(
    brand: str, old: str, new: str
) -> None:
    """ "the ASI294MC has been replaced by a QHY268M" of "…is a ZWO ASI294MC": no card says
    "ZWO QHY268M" (the old model's brand is the old thing's)."""
    card = f"The observatory's main imaging camera is a {brand} {old} on the 8-inch refractor."
    verdict = relate(f"fyi the {old} has been replaced by a {new}.", card, 0.45, 30.0)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is None or f"{brand} {new}" not in verdict.derived, verdict


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["Beatriz Lomba", "Tomasz", "Ana Ruiz"]),
    was=st.sampled_from(["Linguaviva", "the Kestrel Academy"]),
    now=st.sampled_from(["the Palavra Institute", "Northgate College"]),
    verb=st.sampled_from(["translates", "illustrates", "edits", "proofreads"]),
    whose=st.sampled_from(["children's", "her sister's", "their", "his"]),
)
def test_a_second_predicate_before_a_possessive_stands_after_the_first_is_replaced(
    who: str, was: str, now: str, verb: str, whose: str
) -> None:
    """ "…teaches Portuguese at Linguaviva and translates children's picture books in her
    spare time": a verb the reader does not know, in -s before a possessive, opens a second
    predicate of the same subject. After "has left Linguaviva — now teaches at …" it stands,
    with its subject, as it was written."""
    card = f"{who} teaches Portuguese at {was} and {verb} {whose} picture books in the evenings."
    assert conjuncts(card) == [
        f"{who} teaches Portuguese at {was}",
        f"{who} {verb} {whose} picture books in the evenings.",
    ]
    note = f"{who} has left {was} - now teaches Portuguese at {now}."
    kept = carry(note, card, (was,))
    assert kept.rest == f"{who} {verb} {whose} picture books in the evenings.", kept
    assert kept.lost == (), kept


@settings(max_examples=40, deadline=None)
@given(
    when=st.sampled_from(["This season", "This year", "Next term", "This spring"]),
    team=st.sampled_from(["Velomarsh", "Harbour Wheelers", "Kestrel"]),
    old=st.sampled_from(["Shimano", "Campagnolo"]),
    new=st.sampled_from(["SRAM Red", "SRAM Force"]),
    rest=st.sampled_from(["; Bruno is the team mechanic.", ".", ", and the vans are Fords."]),
)
def test_a_change_opened_by_when_it_holds_is_the_cards_change(
    when: str, team: str, old: str, new: str, rest: str
) -> None:
    # "This season Velomarsh switched from Shimano to SRAM Red groupsets": "this season"
    # says when, and is no word of what the note is about.
    card = f"Team {team} rides Ribble Endurance frames with {old} Dura-Ace groupsets{rest}"
    note = f"{when} {team} switched from {old} to {new} groupsets."
    verdict = relate(note, card, 0.6, 90)
    assert verdict.kind == "correction", verdict
    assert verdict.derived is None or new in verdict.derived


@settings(max_examples=40, deadline=None)
@given(
    new=st.sampled_from(["Ramipril 2.5 mg", "Losartan 50 mg", "Bisoprolol"]),
    old=st.sampled_from(["amlodipine", "lisinopril", "atenolol"]),
    role=st.sampled_from(["the user's morning tablet", "Mum's evening tablet"]),
)
def test_a_new_thing_that_has_replaced_an_old_one_in_lower_case_is_a_change(
    new: str, old: str, role: str
) -> None:
    # "Ramipril 2.5 mg has replaced amlodipine as the user's morning tablet": the old one
    # written in lower case, as drugs and products often are, is still the one replaced.
    said = read(f"{new} has replaced {old} as {role}.")
    assert said.change == (old, new) and said.cue


@settings(max_examples=40, deadline=None)
@given(
    verb=st.sampled_from(
        ["agreed to push", "is pushing", "will push", "are bringing", "agreed to bring"]
    ),
    what=st.sampled_from(["the full-draft deadline", "the brew day", "Amara's viva"]),
    day=st.integers(2, 27),
)
def test_a_change_of_day_told_in_any_tense_is_a_cue(verb: str, what: str, day: int) -> None:
    # "Dr Quayle agreed to push the deadline back to 5 February", "we're bringing the brew
    # day forward to 4 September": a change told as such, whatever the verb's form.
    way = "back" if "push" in verb else "forward"
    assert read(f"Dr Quayle {verb} {what} {way} to {day} February.").cue


@settings(max_examples=40, deadline=None)
@given(
    place=st.sampled_from(["Cooper's Yard", "Millbrook", "the Anchor"]),
    extra=st.sampled_from(["summer", "autumn", "annual"]),
    event=st.sampled_from(["beer festival", "cider fair", "open day"]),
    lead=st.sampled_from(["just confirming", "Just confirming that", "To confirm:"]),
    day=st.integers(2, 27),
)
def test_a_confirmation_of_the_card_says_nothing_of_another_thing(
    place: str, extra: str, event: str, lead: str, day: int
) -> None:
    # "just confirming the Cooper's Yard beer festival is June 13th" after "The Cooper's
    # Yard summer beer festival is on Saturday 13 June": the confirming is how it is told;
    # the festival is the card's, said with a word fewer.
    card = f"The {place} {extra} {event} is on {day} June."
    note = f"{lead} the {place} {event} is June {day}."
    assert relate(note, card, 0.9, 20).kind in RESTATED
    # Another day is still another value of the card's slot, never the card restated.
    other = f"{lead} the {place} {event} is June {day + 1}."
    assert relate(other, card, 0.9, 20).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(
    unit=st.sampled_from(["flat", "unit", "room"]),
    n=st.integers(1, 9),
    house=st.integers(10, 99),
    street=st.sampled_from(["Rosebery Terrace", "Mossley Road", "Quay Street"]),
    rent=st.integers(500, 1500),
)
def test_a_subject_said_with_more_of_where_it_is_is_the_same_thing(
    unit: str, n: int, house: int, street: str, rent: int
) -> None:
    # "The tenant in Flat 2 at 14 Rosebery Terrace pays £875 a month" / "Rosebery Terrace,
    # flat 2 - rent is 875 pounds per month": the house number says more of where flat 2
    # is; it names no other flat.
    card = f"The tenant in {unit.title()} {n} at {house} {street} pays £{rent} a month in rent."
    note = f"{street}, {unit} {n} - rent is {rent} pounds per month."
    assert relate(note, card, 0.8, 20).kind in RESTATED
    # Another flat of the street is another thing, whatever the rent.
    other = f"{street}, {unit} {n + 100} - rent is {rent} pounds per month."
    assert relate(other, card, 0.8, 20).kind == "distinct"


@settings(max_examples=40, deadline=None)
@given(
    what=st.sampled_from(["hygiene inspection", "dentist appt", "boiler service visit"]),
    day=st.integers(1, 12),
)
def test_a_day_written_as_numbers_after_what_is_booked_is_that_day(what: str, day: int) -> None:
    # "Ashvale fridge - hygiene inspection 3/3": numbers right after what is booked are its
    # day (either reading when they differ); "the score was 3/3" stays a fraction.
    found = [m for m in mentions(f"Ashvale fridge - {what} {day}/{day}") if m.kind == "date"]
    assert [m.norm for m in found] == [f"{day:02d}-{day:02d}"]
    assert not [m for m in mentions(f"The quiz score was {day}/{day}.") if m.kind == "date"]


_PER = {"day": 86400, "week": 604800, "month": 2592000}


@settings(max_examples=60, deadline=None)
@given(
    count=st.integers(1, 6),
    times=st.sampled_from(["{n}x", "{n} x", "{n}×"]),
    unit=st.sampled_from(["day", "week"]),
    way=st.sampled_from(["a {u}", "per {u}", "/{u}", " {u}ly"]),
)
def test_a_count_jotted_with_an_x_is_how_often(count: int, times: str, unit: str, way: str) -> None:
    # "2x daily", "3 x a week", "2x/day": as often as "twice a day", "three times a week".
    said = times.format(n=count) + ("" if way.startswith("/") else " ") + way.format(u=unit)
    said = said.replace("dayly", "daily").replace("  ", " ")
    found = [m for m in mentions(f"knee exercises: {said}, physio's orders") if m.kind != "name"]
    assert [(m.kind, Decimal(m.norm)) for m in found] == [
        ("every:duration", Decimal(_PER[unit]) / count)
    ], found
    words = {1: "once", 2: "twice"}.get(count, f"{count} times")
    plain = [m for m in mentions(f"knee exercises {words} a {unit}") if m.kind != "name"]
    assert [Decimal(m.norm) for m in plain] == [Decimal(m.norm) for m in found]


@settings(max_examples=40, deadline=None)
@given(
    det=st.sampled_from(["the", "a", "my", "our", "this"]),
    adj=st.sampled_from(["last", "new", "blue", "old", "other"]),
    hours=st.integers(8, 14),
)
def test_one_after_a_word_that_picks_it_is_no_count(det: str, adj: str, hours: int) -> None:
    # "at least 12 h of rest since the last one": "one" stands for a duty, it counts none —
    # read as 1 it was a value the other wording of the rule lacked.
    found = mentions(f"The crew get {hours} h of rest since {det} {adj} one.")
    assert [m.kind for m in found] == ["duration"], found
    assert [m.norm for m in mentions(f"The crew get {hours} h of rest and one spare day.")][
        -1
    ] == "1"


@settings(max_examples=30, deadline=None)
@given(
    env=st.sampled_from(["Staging", "Production", "Prod", "Dev"]),
    what=st.sampled_from(["Postgres", "database", "Redis cache"]),
)
def test_an_environments_possessive_names_the_environment(env: str, what: str) -> None:
    # "Staging's Postgres is version 15": the staging environment's, as "the staging
    # database runs PostgreSQL 15" says; "Dev's taken over the rota" is someone called Dev.
    kinds = {m.kind for m in mentions(f"{env}'s {what} is version 15.")}
    assert "environment" in kinds
    assert "environment" not in {m.kind for m in mentions(f"{env}'s taken over the rota.")}


@settings(max_examples=40, deadline=None)
@given(day=st.integers(0, 9), other=st.integers(1, 30))
def test_a_value_written_twice_in_a_subject_is_not_within_one_written_once(
    day: int, other: int
) -> None:
    # "day 0 note 0: …" / "day 0 note 6: …" (a chat's numbered lines): the second 0 is
    # another note's number, so the two are two things — a set of values would read {0}
    # within {0, 6} and merge them (a killed import then kept one of them twice).
    topic = "the climbing gym moved its opening to 7am."
    card = f"day {day} note {day}: {topic}"
    note = f"day {day} note {day + other}: {topic}"
    assert relate(note, card, 0.95, 0).kind == "distinct"
    assert relate(card, note, 0.95, 0).kind == "distinct"


@settings(max_examples=40, deadline=None)
@given(
    hour=st.integers(1, 11),
    thing=st.sampled_from(["Gitea server", "wiki database", "build cache"]),
    each=st.sampled_from(["Each night", "Every night", "Nightly,"]),
    as_word=st.booleans(),
)
def test_an_hour_after_at_is_a_clock_said_less_exactly(
    hour: int, thing: str, each: str, as_word: bool
) -> None:
    """ "at eleven the server gets backed up" gives the card's "11 pm" without its half of
    the day: one statement in two wordings (the card's exact time kept), never two values;
    and "at eleven people" counts people, no clock."""
    words = "one two three four five six seven eight nine ten eleven".split()
    said = words[hour - 1] if as_word else str(hour)
    card = f"The {thing} is backed up at {hour} pm every night."
    note = f"{each} at {said} the {thing} gets backed up."
    assert relate(note, card).kind in ("same", "less")
    assert [m.kind for m in mentions(f"We seat them at {said} people a table.")] == ["number"]
