"""A card's parts after one of them changes, and one slot told twice (services/, Said
eighteenth part): a list of three clauses keeps the two the note leaves true, a predicate
cut from its list keeps its whole subject, "in April" is when a new amount holds, "I had it
wrong" corrects, and one subject, verb and object with two places after it is one slot.
Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import card_parts, carry
from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import read

_PLACES = ["Marrow & Thread", "Slipway Pottery", "Coldwell Plumbing", "Oakhurst Tree Care"]
_SUPPLIERS = ["Harlow Mills", "Fennick Brothers", "Dunmore Textiles", "Pike Supplies"]
_MONTHS = "January February March April May June July September October".split()


@settings(max_examples=40, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    old=st.sampled_from(_SUPPLIERS),
    new=st.sampled_from(_SUPPLIERS),
    days=st.integers(2, 9),
)
def test_a_list_of_clauses_keeps_each_clause_the_note_leaves_true(
    place: str, old: str, new: str, days: int
) -> None:
    if old == new:
        return
    card = (
        f"At {place}, bookcloth comes from {old}, thesis bindings are turned round in "
        f"{days} working days, and the guillotine is serviced every spring."
    )
    assert len(card_parts(card)) == 3
    note = f"We've dropped {old} for {new} as {place}'s bookcloth supplier."
    kept = carry(note, card, (old,))
    assert kept.lost == ()
    assert f"hesis bindings are turned round in {days} working days" in kept.rest
    assert old not in kept.rest


@settings(max_examples=40, deadline=None)
@given(
    day=st.integers(1, 27),
    month=st.sampled_from(_MONTHS),
    hour=st.integers(9, 11),
    building=st.sampled_from(["Kemp Building", "Aldous Hall", "Main Library"]),
)
def test_a_predicate_cut_from_its_list_keeps_its_whole_subject(
    day: int, month: str, hour: int, building: str
) -> None:
    card = (
        f"Halbrook's Medicine open day is on Saturday {day} {month}, starts at {hour}:00 in "
        f"the {building}, and booking closes a week before."
    )
    note = f"The Medicine open day at Halbrook has changed to Saturday {day + 1} {month}."
    kept = carry(note, card, (f"{day} {month}",))
    assert kept.lost == ()
    assert f"Halbrook's Medicine open day starts at {hour}:00 in the {building}." in kept.rest
    # A participle after an amount is said of it, never cut from it with a subject.
    fee = "Dad's care home fees are £1,340 a week, paid by direct debit on the 1st."
    assert all("fees paid" not in part for part in carry("Fees went up.", fee, ("£1,340",)).rest)


@settings(max_examples=40, deadline=None)
@given(
    old=st.integers(900, 1500),
    rise=st.integers(5, 120),
    month=st.sampled_from(_MONTHS),
)
def test_when_a_new_amount_holds_is_no_place_of_its_own(old: int, rise: int, month: str) -> None:
    card = f"The care home fees are £{old:,} a week, paid by direct debit on the 1st."
    note = f"The weekly fee went up from {old} pounds to £{old + rise:,} in {month}."
    verdict = relate(note, card, 0.8)
    assert verdict.kind == "correction"
    assert verdict.derived == card.replace(f"£{old:,}", f"£{old + rise:,}")


@settings(max_examples=30, deadline=None)
@given(
    letters=st.lists(st.sampled_from("ABCDEF"), min_size=2, max_size=2, unique=True),
    room=st.sampled_from(["Studio", "Room", "Hall", "Lab"]),
    wrong=st.sampled_from(["I had it wrong", "I got that wrong", "my mistake"]),
)
def test_a_note_that_says_it_had_it_wrong_corrects_a_lettered_room(
    letters: list[str], room: str, wrong: str
) -> None:
    card = f"The Grade 2 ballet class is on Saturdays at 10:30 in {room} {letters[0]}."
    note = f"It's {room} {letters[1]} for the Grade 2 ballet class, {wrong}."
    assert read(note).cue
    assert [m.kind for m in mentions(f"in {room} {letters[0]}")] == ["identifier"]
    verdict = relate(note, card, 0.6)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((f"{room} {letters[0]}", f"{room} {letters[1]}"),)


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["Mrs Achterberg", "Mr Okafor", "Priya Nair"]),
    what=st.sampled_from(["teaches piano", "runs the choir", "holds a surgery"]),
    first=st.sampled_from(["her front room on Hollin Lane", "the annexe behind Bell Street"]),
    second=st.sampled_from(["the small hall at St Jude's church", "Kelham Community Centre"]),
)
def test_one_subject_verb_and_object_with_two_places_is_one_slot(
    who: str, what: str, first: str, second: str
) -> None:
    older = f"{who} {what} from {first}."
    newer = f"{who} {what} from {second}."
    assert relate(newer, older, 0.85).kind == "contradiction"
    # With a cue, the newer replaces it.
    assert relate(f"{who} now {what} from {second}.", older, 0.85).kind == "correction"


def test_charged_separately_is_not_included() -> None:
    included = "Clay at Slipway Pottery is included in the monthly studio membership."
    apart = "Clay at Slipway Pottery is charged separately from the monthly studio membership."
    assert relate(apart, included, 0.9).kind == "contradiction"


@settings(max_examples=30, deadline=None)
@given(n=st.integers(10, 80))
def test_miles_per_hour_is_a_speed(n: int) -> None:
    said = {m.kind: m.norm for m in mentions(f"Stops climbing if gusts go above {n} mph.")}
    told = {m.kind: m.norm for m in mentions(f"Stops climbing if gusts top {n} miles per hour.")}
    assert said == told == {"speed": said["speed"]}


@settings(max_examples=30, deadline=None)
@given(
    start=st.integers(7, 10),
    end=st.integers(14, 17),
    moved=st.integers(1, 2),
    which=st.sampled_from(["start", "end"]),
)
def test_one_end_of_a_between_range_named_by_the_note_is_derived(
    start: int, end: int, moved: int, which: str
) -> None:
    card = (
        f"Osprey deploys are allowed between {start}:00 and {end}:00 UK time, need a green canary."
    )
    if which == "end":
        note = f"Osprey deploys are allowed only until {end - moved}:00, not until {end}:00."
        want = card.replace(f"and {end}:00", f"and {end - moved}:00")
    else:
        note = f"Osprey deploys now start at {start + moved}:00, not {start}:00."
        want = card.replace(f"between {start}:00", f"between {start + moved}:00")
    verdict = relate(note, card, 0.7)
    assert verdict.kind == "correction"
    assert verdict.derived == want
    if which == "end":
        # The range is one value of the card: never carried cut at its "and".
        assert "between" not in carry(note, card, (f"{end}:00",)).rest


@settings(max_examples=30, deadline=None)
@given(
    role=st.sampled_from(["admissions tutor for History", "safeguarding lead", "site manager"]),
    names=st.sampled_from([("Felicity Amadi", "Tomasz Wrona"), ("Ruth Okoye", "Sam Patel")]),
)
def test_the_new_holder_of_a_role_named_before_is_a_change(
    role: str, names: tuple[str, str]
) -> None:
    old, new = names
    card = f"Halbrook's {role} is Dr {old}."
    verdict = relate(f"The new {role} at Halbrook is Dr {new}.", card, 0.75)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((old, new),)
    # Without "new", two holders of one role, both kept; a new hire holds no role before.
    assert relate(f"The {role} at Halbrook is Dr {new}.", card, 0.75).kind == "contradiction"
    assert relate(f"The new hire at Halbrook is Dr {new}.", card, 0.75).kind != "correction"


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(["Crooked Spoon", "Red Lion", "Blue Door"]),
    noun=st.sampled_from(["café", "pub", "bakery"]),
    host=st.sampled_from(["Lena", "Tom", "Priya"]),
    home=st.sampled_from(["house", "flat", "garden"]),
)
def test_a_place_named_with_its_noun_is_swapped_whole_for_the_notes_place(
    place: str, noun: str, host: str, home: str
) -> None:
    card = f"Book club this month is at the {place} {noun} on Thursday at 7:30 pm."
    note = f"Scratch that - book club this month is at {host}'s {home}, not the {place}."
    verdict = relate(note, card, 0.6)
    assert verdict.kind == "correction"
    assert verdict.derived == f"Book club this month is at {host}'s {home} on Thursday at 7:30 pm."


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(["1.26", "1.24.4", "3.2"]),
    new=st.sampled_from(["2.1.3", "2.0.2"]),
    lib=st.sampled_from(["numpy", "pyarrow", "scipy"]),
)
def test_an_upgrade_carries_no_pin_without_its_version_and_no_reason_of_the_old(
    old: str, new: str, lib: str
) -> None:
    card = (
        f"We pinned {lib} to {old} in the ingestion service because pandas 2.1 broke on "
        f"{lib} 2.0; the service runs on Python 3.11."
    )
    note = (
        f"{lib.capitalize()} in the ingestion service was bumped to {new} now pandas supports it."
    )
    verdict = relate(note, card, 0.9)
    assert verdict.kind == "correction"
    assert verdict.swaps == ((old, new),)
    kept = carry(note, card, (old,))
    assert kept.lost == ()
    assert kept.rest == "The service runs on Python 3.11."  # never "We pinned numpy in …"


def test_a_plural_noun_before_its_verb_opens_a_clause_of_its_own() -> None:
    card = "The queue is capped at 500 jobs per worker, and alerts go to #ops."
    assert card_parts(card) == ["The queue is capped at 500 jobs per worker", "alerts go to #ops."]
    assert carry("The queue cap is now 800 jobs per worker, not 500.", card, ("500",)).rest == (
        "Alerts go to #ops."
    )


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Dev", "Marta", "Ines"]),
    does=st.sampled_from(["runs the mash", "cleans the kettle", "logs the gravity"]),
    day=st.integers(2, 20),
)
def test_a_statement_after_a_colon_outlives_the_day_before_it(
    who: str, does: str, day: int
) -> None:
    # "Next brew day is 9 September: Dev runs the mash and the wort goes into FV3" after
    # the brew day moved: who runs the mash is a statement of its own, kept as written.
    card = (
        f"Next Ridgeback IPA brew day at Hollowhill is {day} September: {who} {does} and "
        "the wort goes into fermenter FV3."
    )
    note = f"We're bringing the Ridgeback brew day forward to {day - 1} September."
    verdict = relate(note, card, 0.6, 30)
    kept = carry(note, card, tuple(before for before, _ in verdict.swaps))
    assert kept.lost == (), kept
    assert kept.rest.startswith(f"{who} {does}."), kept
    # A heading's colon opens what it heads: a roster is one statement.
    assert (
        len(card_parts(f"Roster for SK 207 on {day} June: Captain {who} Arden.", dashes=True)) == 1
    )


@settings(max_examples=30, deadline=None)
@given(
    count=st.integers(20, 5000),
    noun=st.sampled_from(["copies", "leaflets", "boxes"]),
    verb=st.sampled_from(["go out", "get posted", "are sent"]),
)
def test_a_clause_opened_by_a_count_is_a_statement_of_its_own(
    count: int, noun: str, verb: str
) -> None:
    # ", and 250 copies go out each month": a count opens a clause with its own verb, so a
    # new print run leaves who prints it standing; a list of counts stays one statement.
    card = (
        "The newsletter is printed by Kingfisher Press at 9p a copy, "
        f"and {count} {noun} {verb} each month."
    )
    assert card_parts(card) == [
        "The newsletter is printed by Kingfisher Press at 9p a copy",
        f"{count} {noun} {verb} each month.",
    ]
    assert len(card_parts(f"We ordered {count} chairs, 4 tables and 2 lamps.")) == 1


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["Redis", "Postgres", "Memcached"]),
    other=st.sampled_from(["Feast", "Envoy", "Kong"]),
    new=st.sampled_from(["Bigtable", "DynamoDB", "Valkey"]),
    what=st.sampled_from(["Online features", "Session tokens", "Cart items"]),
)
def test_the_name_a_note_rejects_is_the_one_replaced(
    old: str, other: str, new: str, what: str
) -> None:
    # "…on Bigtable instead of Redis now" of "…served from Redis via Feast": Redis is
    # replaced, never Feast, the card's other name the note leaves unsaid.
    card = f"{what} are served from {old} via {other}, refreshed hourly."
    note = f"{what} are on {new} instead of {old} now."
    verdict = relate(note, card, 0.6, 30)
    assert verdict.kind == "correction", verdict
    assert all(before == old for before, _ in verdict.swaps) and verdict.swaps, verdict
    assert verdict.derived is None or (
        new in verdict.derived and old not in verdict.derived and other in verdict.derived
    ), verdict


_GIVEN = ["Nils", "Rhona", "Priya", "Tove", "Osric", "Maren", "Idris", "Luca"]
_FAMILY = ["Arden", "Sim", "Lal", "Lind", "Okafor", "Brandt", "Quist", "Vela"]


@settings(max_examples=40, deadline=None)
@given(
    people=st.permutations(range(8)),
    rank=st.sampled_from(["Captain", "Skipper", "Coach", "Foreman"]),
    flight=st.sampled_from(["SK 207", "BA 117", "Run 12", "Shift 4"]),
    day=st.integers(1, 27),
)
def test_a_roster_holder_stood_down_is_replaced_in_the_roster(
    people: list[int], rank: str, flight: str, day: int
) -> None:
    """A roster names each holder after their role; a note naming the new holder with the
    card's rank and who was stood down derives the roster with that one name changed, the
    other holders kept (no item of the roster read as the old holder's apposition)."""
    a, b, c, d = (f"{_GIVEN[i]} {_FAMILY[(i + 3) % 8]}" for i in people[:4])
    card = (
        f"Roster for {flight} on {day} June: {rank} {a}, first officer {b}, cabin crew {c}; "
        f"report at 06:10 in the crew room."
    )
    note = f"Make that {rank} {d} on {flight} on {day} June; {a} has been stood down."
    verdict = relate(note, card)
    assert verdict.kind == "correction"
    assert verdict.derived == card.replace(f"{rank} {a}", f"{rank} {d}")


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Amara", "Jonas", "Keiko", "Femi"]),
    thing=st.sampled_from(["full draft", "lit review", "methods chapter"]),
    old=st.integers(1, 27),
    new=st.integers(1, 27),
    verb=st.sampled_from(["push", "pushed", "move", "moved"]),
)
def test_a_deadline_moved_is_the_cards_date_for_that_thing(
    who: str, thing: str, old: int, new: int, verb: str
) -> None:
    """ "push <thing> deadline back to <date>" names the card's thing and its date's slot: a
    change of the card's date, never another subject."""
    card = (
        f"{who}'s thesis plan: {thing} to her supervisor Dr. Quayle by {old} January, viva "
        f"expected in June."
    )
    hyphened = thing.replace(" ", "-")
    note = f"Dr. Quayle agreed to {verb} {who}'s {hyphened} deadline back to {new} February."
    assert relate(note, card).kind == "correction"


@settings(max_examples=40, deadline=None)
@given(
    team=st.sampled_from(["Velomarsh", "Harrowgate RC", "Kestrel Wheelers"]),
    verb=st.sampled_from(["rides", "races", "uses", "runs"]),
    frame=st.sampled_from(["Ribble Endurance", "Canyon Aeroad", "Giant TCR"]),
    old=st.sampled_from(["Shimano", "Campagnolo"]),
    new=st.sampled_from(["SRAM", "Rotor"]),
    mechanic=st.sampled_from(["Bruno", "Aoife", "Kwame"]),
)
def test_a_switched_things_clause_keeps_what_else_its_verb_said(
    team: str, verb: str, frame: str, old: str, new: str, mechanic: str
) -> None:
    """ "<team> rides <Name> frames with <old> groupsets": a word in -s right before a name
    is the clause's verb, so the switched thing's phrase leaves "…rides <Name> frames"
    standing, and nothing is lost."""
    card = (
        f"Team {team} {verb} {frame} frames with {old} Ultra groupsets; {mechanic} is the "
        f"team mechanic."
    )
    note = f"This season {team} switched from {old} to {new} Red groupsets."
    kept = carry(note, card, (f"{old} Ultra",))
    assert kept.lost == ()
    assert f"Team {team} {verb} {frame} frames." in kept.rest
    assert old not in kept.rest


@settings(max_examples=40, deadline=None)
@given(
    town=st.sampled_from(["Tarnmouth", "Wexley", "Brockhurst"]),
    things=st.sampled_from(["aircraft", "the ambulances", "hire bikes"]),
    verb=st.sampled_from(["de-iced", "washed", "checked over"]),
    prep=st.sampled_from(["on", "in", "at"]),
    places=st.sampled_from(
        [("their parking stands", "the pad by taxiway C"), ("the north yard", "bay 4 of the depot")]
    ),
    cue=st.sampled_from(["These days", "Nowadays", "Currently"]),
    crew=st.sampled_from(["two Vestergaard trucks", "the night shift", "Kessler Services"]),
)
def test_a_place_told_anew_with_a_cue_closes_the_cards_place_only(
    town: str,
    things: str,
    verb: str,
    prep: str,
    places: tuple[str, str],
    cue: str,
    crew: str,
) -> None:
    """The card's subject (its words in any order), its verb and another place after the
    same preposition, with a cue that it holds now: a correction of the place, and what the
    card said beside it ("by <crew>") is carried without the old place."""
    was, now = places
    card = f"At {town} {things} are {verb} {prep} {was} by {crew} every morning."
    note = f"{cue} {things} at {town} are {verb} {prep} {now}."
    verdict = relate(note, card)
    assert verdict.kind == "correction" and verdict.derived is None
    kept = carry(note, card, tuple(a for a, _ in verdict.swaps))
    assert kept.lost == ()
    assert f"by {crew}" in kept.rest and was not in kept.rest
    # Without the cue, two places for one slot close nothing.
    assert (
        relate(f"{things[:1].upper()}{things[1:]} at {town} are {verb} {prep} {now}.", card).kind
        != "correction"
    )


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["Brennock", "Calder", "Oxley"]),
    kind=st.sampled_from(["Gases", "Gas Supplies", "Industrial"]),
    new=st.sampled_from(["Harlin Gas Supplies", "Morrow Cylinders"]),
    day=st.sampled_from(["Mondays", "Thursdays"]),
)
def test_a_supplier_named_short_is_cut_whole_from_what_is_carried(
    old: str, kind: str, new: str, day: str
) -> None:
    """ "…, not Brennock" of a card's "delivered by Brennock Gases on Mondays": the card's
    whole name goes, and the rest of the clause is kept (nothing of the name left behind,
    no detail lost)."""
    card = (
        f"The taproom's spare CO2 cylinders are kept in the cage in the back corridor and are "
        f"delivered by {old} {kind} on {day}."
    )
    note = f"Scratch that: the CO2 cylinders come from {new}, not {old}."
    kept = carry(note, card, (old,))
    assert kept.lost == ()
    assert day in kept.rest and old not in kept.rest and kind not in kept.rest


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["classic room", "standard cabin", "twin berth"]),
    new=st.sampled_from(["club room", "deluxe cabin", "solo berth"]),
    verb=st.sampled_from(["cancelled", "canceled", "scrapped"]),
    took=st.sampled_from(["booked", "got", "reserved"]),
    day=st.integers(1, 27),
)
def test_a_booking_cancelled_for_another_is_a_change_of_it(
    old: str, new: str, verb: str, took: str, day: int
) -> None:
    """ "cancelled the <old> on the sleeper and booked a <new> instead" names the card's
    booking and its replacement: a correction, the card derived with that one value."""
    card = (
        f"The Caledonian Sleeper to Fort William on {day} April is booked in a {old}; the "
        f"user will hire bikes from Offbeat Bikes on arrival."
    )
    note = f"{verb} the {old} on the sleeper and {took} a {new} instead"
    verdict = relate(note, card)
    assert verdict.kind == "correction"
    assert verdict.derived == card.replace(old, new)


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["Declan", "Kirsty Gallagher", "Tomasz Wren"]),
    new=st.sampled_from(["Saoirse", "Rhiannon", "Ola Brandt"]),
    why=st.sampled_from(
        ["is out as callout coordinator,", "'s out on maternity leave -", "is out for the season,"]
    ),
)
def test_one_out_and_another_who_took_over_is_a_change_of_holder(
    old: str, new: str, why: str
) -> None:
    """ "<old> is out as <role>, <new> took over" / "<old>'s out on leave - <new> took over":
    the card's holder replaced, derived with the new name alone (no role of the old holder's,
    such as "nurse", said of the new)."""
    card = (
        f"At Thistledown Vets, nurse {old} runs the Wednesday dental list, and the ultrasound "
        f"machine lives in consult room 2."
    )
    apart = "" if why.startswith("'") else " "
    note = f"{old.split()[0]}{apart}{why} {new} took over the Wednesday dental list."
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    assert verdict.derived == card.replace(f"nurse {old}", new)


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["Daleside", "Harrow Leisure", "Kelso"]),
    new=st.sampled_from(["Northbrook Arena", "the Corn Hall", "Upton Dome"]),
    be=st.sampled_from(["isn't", "is not", "wasn't"]),
)
def test_isnt_at_one_but_at_another_names_both(old: str, new: str, be: str) -> None:
    """ "The regional isn't at Daleside but at Northbrook Arena": the card's place is
    rejected and its replacement named (contracted or not), a correction; what else the card
    said is carried, the old place's whole name cut."""
    card = (
        f"Gearhounds regional comp: {old} Sports Centre, 21-22 March; load-in Friday 4pm; drive "
        f"team captain is Ines."
    )
    note = f"The Gearhounds' regional {be} at {old} but at {new} - venue swap announced today."
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    kept = carry(note, card, tuple(a for a, _ in verdict.swaps))
    assert kept.lost == () and old not in kept.rest and "Ines" in kept.rest
