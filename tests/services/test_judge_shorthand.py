"""A fact said again in shorthand (services/, Said thirty-first part): a name written short
("Pinewick Vets" / "Pinewick Veterinary Surgery", "Kittiwake SC", "pinewick") is the same
name, while another name with the same first word is another thing; "18u" is 18 units, "385
quid p.a." a yearly sum, "- weds rehearsal" a Wednesday. Generated cases: the kind, not the
sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.statement import read

# Invented first words: a name's own word, no English one.
_FIRST = st.builds(
    lambda a, b: (a + b).capitalize(),
    st.sampled_from(["pine", "thistle", "copper", "kitti", "brack", "hal", "wren", "marl"]),
    st.sampled_from(["wick", "down", "kettle", "wake", "enford", "yard", "stow", "combe"]),
)
# A kind of place written out, and how a note shortens it.
_KINDS = [
    ("Veterinary Surgery", "Vets"),
    ("Sailing Club", "SC"),
    ("Astronomical Society", "AS"),
    ("Community Orchestra", "Orch"),
    ("Dental Practice", "Dental"),
]
_OTHER_KINDS = ["Farm Shop", "Garden Centre", "Cricket Club", "Bakery"]


@settings(max_examples=40, deadline=None)
@given(first=_FIRST, kind=st.sampled_from(_KINDS), fee=st.integers(12, 480))
def test_a_name_written_short_is_the_same_name(first: str, kind: tuple[str, str], fee: int) -> None:
    full, short = kind
    card = f"A standard booking at {first} {full} costs £{fee}."
    for note in (
        f"{first} {short}: a standard booking is {fee} quid",
        f"{first.lower()} - standard booking costs {fee} GBP",
    ):
        verdict = relate(note, card)
        assert verdict.kind in RESTATED, (note, verdict)
        assert relate(card, note).kind in RESTATED


@settings(max_examples=40, deadline=None)
@given(
    first=_FIRST,
    kind=st.sampled_from(_KINDS),
    other=st.sampled_from(_OTHER_KINDS),
    fee=st.integers(12, 480),
)
def test_another_name_with_the_same_first_word_is_another_thing(
    first: str, kind: tuple[str, str], other: str, fee: int
) -> None:
    card = f"A standard booking at {first} {kind[0]} costs £{fee}."
    note = f"A standard booking at {first} {other} costs £{fee}."
    assert relate(note, card).kind == "distinct"
    assert relate(card, note).kind == "distinct"


@settings(max_examples=30, deadline=None)
@given(units=st.integers(2, 60), who=st.sampled_from(["Oma", "Grandad", "Aunt Vera"]))
def test_a_dose_in_u_is_that_many_units(units: int, who: str) -> None:
    assert ("number", str(units)) in read(f"{who}'s bedtime Lantus dose: {units}u").value_keys
    card = f"{who} injects {units} units of Lantus at bedtime."
    assert relate(f"{who}'s bedtime Lantus dose: {units}u", card).kind in RESTATED
    assert relate(f"{who}'s bedtime Lantus dose: {units + 1}u", card).kind not in RESTATED
    # A server's height in capitals stays its name.
    assert ("identifier", "2u") in read("The NAS is a 2U box.").value_keys


@settings(max_examples=30, deadline=None)
@given(
    amount=st.integers(40, 2000),
    word=st.sampled_from(["quid", "pounds"]),
    per=st.sampled_from(["p.a.", "pa"]),
)
def test_a_yearly_sum_after_a_currencys_word(amount: int, word: str, per: str) -> None:
    keys = read(f"the full member sub is {amount} {word} {per}").value_keys
    assert ("every:months", "12") in keys


@settings(max_examples=30, deadline=None)
@given(first=_FIRST, day=st.sampled_from(["weds", "tues", "thurs"]))
def test_a_short_weekday_after_a_names_dash_is_a_day(first: str, day: str) -> None:
    keys = read(f"{first} Orchestra - {day} rehearsal starts at 7:30pm").value_keys
    assert any(k[0] == "day" for k in keys)
    # Between two days it is one end of a span, no day alone.
    assert not any(k[0] == "day" for k in read(f"open {day}-sat from 9").value_keys)


_ROLES = ["commodore", "chair", "treasurer", "skipper", "conductor", "registrar"]
_PEOPLE = ["Mireille", "Gunnar", "Odile", "Tomasz", "Ayodele", "Brannagh"]


@settings(max_examples=40, deadline=None)
@given(
    first=_FIRST,
    role=st.sampled_from(_ROLES),
    old=st.sampled_from(_PEOPLE),
    new=st.sampled_from(_PEOPLE),
)
def test_a_role_said_without_the_is_one_slot(first: str, role: str, old: str, new: str) -> None:
    """ "Mireille is commodore of Saltmarsh YC" / "Saltmarsh YC's commodore is Gunnar": two
    holders of one role, flagged — never two facts side by side, never one closing the
    other without a cue."""
    if old == new:
        return
    card = f"{old} is {role} of {first} Club."
    assert relate(f"{first} Club's {role} is {new}.", card).kind == "contradiction"
    assert relate(f"{first} Club's {role} is {old}.", card).kind in RESTATED


@settings(max_examples=30, deadline=None)
@given(
    team=_FIRST,
    tools=st.sampled_from([("memoQ", "Trados"), ("Trados", "memoQ"), ("iMovie", "Premiere")]),
)
def test_a_product_named_in_lower_case_with_a_capital_inside_is_a_name(
    team: str, tools: tuple[str, str]
) -> None:
    old, new = tools
    assert old.lower() in read(f"{team}'s translators all work in {old}.").names
    verdict = relate(f"{team}'s translators work in {new}.", f"{team}'s translators work in {old}.")
    assert verdict.kind == "contradiction"


@settings(max_examples=30, deadline=None)
@given(amount=st.integers(1, 12), unit=st.sampled_from(["°C", "°F", "%", "‰"]))
def test_a_measure_after_at_is_no_clock(amount: int, unit: str) -> None:
    """ "measured at 1 °C": an hour alone after "at" is a clock only when nothing is
    measured by it."""
    keys = read(f"The cold room is measured at {amount} {unit}.").value_keys
    assert not any(kind == "time" for kind, _ in keys), keys
    assert any(kind == "time" for kind, _ in read(f"the backup runs at {amount}.").value_keys)


@settings(max_examples=30, deadline=None)
@given(
    club=_FIRST,
    counts=st.sampled_from([("board", "Division"), ("table", "League")]),
    n=st.integers(1, 4),
)
def test_one_number_counting_other_things_is_two_facts(
    club: str, counts: tuple[str, str], n: int
) -> None:
    first, second = counts
    card = f"{club} A are captained by Ruth Hale and play in {second} {n}."
    assert relate(f"Ruth Hale plays {first} {n} for {club} A.", card).kind == "distinct"
    assert relate(f"{club} A - {second} {n}, captain Ruth Hale.", card).kind in RESTATED


@settings(max_examples=30, deadline=None)
@given(
    rhythms=st.lists(
        st.sampled_from(["weekly", "monthly", "every quarter", "yearly", "every fortnight"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    crew=_FIRST,
)
def test_how_often_in_weeks_and_in_months_is_one_slot(rhythms: list[str], crew: str) -> None:
    """ "tested weekly" / "tested monthly": two values of how often, never one held in the
    other (a rhythm in months is no detail a rhythm in weeks may leave unsaid)."""
    was, now = rhythms
    card = f"The {crew} brigade's breathing-apparatus sets are tested {was}."
    note = f"The {crew} brigade's breathing-apparatus sets are tested {now}."
    assert relate(note, card).kind == "contradiction"


@settings(max_examples=30, deadline=None)
@given(
    first=_FIRST,
    unit=st.sampled_from(["dpi", "fps", "rpm", "bpm", "psi"]),
    n=st.integers(20, 4000),
    other=st.integers(1, 9),
)
def test_a_measure_glued_to_its_unit_word_is_the_number(
    first: str, unit: str, n: int, other: int
) -> None:
    # "600dpi" is 600 as "600 dpi" is: said again in shorthand, the same; another number
    # glued the same way is another value, never the same.
    card = f"The {first} Archive digitises its parish registers at {n} {unit}."
    note = f"{first.lower()} archive - parish registers scanned @ {n}{unit}"
    assert [m.kind for m in read(note).values] != ["identifier"]
    assert relate(note, card, 0.8, 14.0).kind in RESTATED
    changed = f"{first.lower()} archive - parish registers scanned @ {n + other * 10}{unit}"
    assert relate(changed, card, 0.8, 14.0).kind not in RESTATED


@settings(max_examples=30, deadline=None)
@given(
    tenths=st.integers(20, 400),
    written=st.sampled_from(["{n}kWh", "{n} kWh", "{n} kilowatt-hours", "{n} KWH"]),
    other=st.integers(1, 9),
)
def test_energy_in_kilowatt_hours_is_one_measure(tenths: int, written: str, other: int) -> None:
    # A battery's capacity in kWh however written is one amount (not "13" and a name
    # "kWh"); another amount of it is another value.
    n = f"{tenths / 10:g}"
    card = f"The capacity of the Okafor house battery is {n} kWh."
    note = "okafor house battery capacity: " + written.format(n=n)
    assert [m.kind for m in read(note).values] == ["energy"]
    assert relate(note, card, 0.8, 14.0).kind in RESTATED
    changed = "okafor house battery capacity: " + written.format(n=f"{(tenths + other) / 10:g}")
    assert relate(changed, card, 0.8, 14.0).kind not in RESTATED


# (a verb that gives a quantity, the slot word a terse note labels it with, a unit)
_SLOTS = [
    ("holds", "capacity", "litres"),
    ("stores", "capacity", "kWh"),
    ("weighs", "weight", "kg"),
    ("reaches", "speed", "knots"),
    ("measures", "length", "metres"),
]


@settings(max_examples=40, deadline=None)
@given(
    first=_FIRST,
    thing=st.sampled_from(["tank", "battery", "boat", "trailer", "cask"]),
    slot=st.sampled_from(_SLOTS),
    n=st.integers(2, 900),
    other=st.integers(1, 50),
)
def test_a_verb_and_the_label_of_its_slot_say_one_thing(
    first: str, thing: str, slot: tuple[str, str, str], n: int, other: int
) -> None:
    # "The tank holds 40 litres" / "tank capacity: 40 litres": the verb and the label name
    # one slot, so the same amount is the same statement (not "holds / capacity" read as two
    # values of it), another amount is another value, and a label naming no slot of the
    # amount ("colour: 40 litres") is no restatement.
    verb, label, unit = slot
    card = f"The {first} {thing} {verb} {n} {unit}."
    for note in (
        f"{first.lower()} {thing} {label}: {n} {unit}",
        f"{first} {thing} {label}: {n}{unit}",
    ):
        assert relate(note, card, 0.85, 14.0).kind in RESTATED
        assert relate(card, note, 0.85, 14.0).kind in RESTATED
    changed = f"{first.lower()} {thing} {label}: {n + other} {unit}"
    assert relate(changed, card, 0.85, 14.0).kind not in RESTATED
    unnamed = f"{first.lower()} {thing} deposit: {n} {unit}"
    assert relate(unnamed, card, 0.85, 14.0).kind not in RESTATED


@settings(max_examples=40, deadline=None)
@given(
    first=_FIRST,
    thing=st.sampled_from(["broadband contract", "invoice", "van lease", "insurance policy"]),
    day=st.integers(1, 28),
    month=st.integers(1, 12),
    pounds=st.integers(20, 4000),
)
def test_a_label_naming_the_slot_of_the_same_value_says_no_more(
    first: str, thing: str, day: int, month: int, pounds: int
) -> None:
    # "…contract end date: 14/03/2027" of "…contract ends on 14 March 2027", "…invoice
    # total price: £1,200" of "…invoice is £1,200": the label names the value's slot, the
    # terse note is evidence on the card (never the fuller wording that replaces it), and a
    # label naming another slot ("late fee") is no restatement.
    months = "January February March April May June July August September October November December"
    name = months.split()[month - 1]
    card = f"The {first} {thing} ends on {day} {name} 2027."
    note = f"{first.lower()} {thing} end date: {day:02d}/{month:02d}/2027"
    assert relate(note, card, 0.8, 14.0).kind in ("less", "same")
    card = f"The {first} {thing} is £{pounds:,}."
    for label in ("total", "price", "total price"):
        note = f"{first.lower()} {thing} {label}: £{pounds:,}"
        assert relate(note, card, 0.8, 14.0).kind in ("less", "same")
    assert relate(f"{first.lower()} {thing} late fee: £{pounds:,}", card, 0.8, 14.0).kind not in (
        "less",
        "same",
        "more",
    )


@settings(max_examples=60, deadline=None)
@given(
    whole=st.integers(0, 12),
    part=st.sampled_from([("1/2", "½", 0.5), ("1/4", "¼", 0.25), ("3/4", "¾", 0.75)]),
    unit=st.sampled_from([("hours", 60, "minutes"), ("kg", 1000, "g"), ("litres", 1000, "ml")]),
    slash=st.booleans(),
)
def test_a_fraction_before_a_unit_is_its_part_of_one(
    whole: int, part: tuple[str, str, float], unit: tuple[str, int, str], slash: bool
) -> None:
    # "1 1/2 hours" is 90 minutes and "½ kg" 500 g: never "2 hours" (the denominator read
    # as the amount) beside a stray number; said in the smaller unit, the same statement.
    written, vulgar, share = part
    name, factor, small = unit
    amount = (
        f"{whole} {written}" if slash and whole else written if slash else f"{whole or ''}{vulgar}"
    )
    note = f"pinewick walk: {amount} {name}"
    found = read(note).values
    assert len(found) == 1 and found[0].kind != "number"
    card = f"The Pinewick walk takes {round((whole + share) * factor)} {small}."
    assert relate(note, card, 0.8, 14.0).kind in RESTATED
    other = f"The Pinewick walk takes {round((whole + share + 1) * factor)} {small}."
    assert relate(note, other, 0.8, 14.0).kind not in RESTATED
