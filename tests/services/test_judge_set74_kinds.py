"""Kinds held-out set 74 found (Said, fifty-second part). Generated cases: the kind, not a
suite's sentences.

- What happened, told by a verb and its particle ("the login servers fell over", "the deal
  fell through", "fell on a Monday"), is an event: no cue of a change, so two such events on
  two dates are two things, and neither closes the other."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate
from bowerbird.services.statement import read

_SYSTEMS = ["the EU login servers", "the checkout", "the payroll run", "the booking site"]
_EVENTS = ["fell over", "fell apart", "fell through", "fell down"]
_CAUSES = [
    "because the auth cache filled up",
    "because a bad config was pushed",
    "during a DDoS on the auth endpoint",
    "after the database ran out of disk",
    "because a certificate had expired",
]
_DAYS = [(3, "February"), (17, "February"), (3, "March"), (21, "April"), (9, "June")]


@settings(max_examples=80, deadline=None)
@given(
    system=st.sampled_from(_SYSTEMS),
    event=st.sampled_from(_EVENTS),
    causes=st.lists(st.sampled_from(_CAUSES), min_size=2, max_size=2, unique=True),
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
    days_apart=st.sampled_from([0.0, 3.0, 30.0]),
)
def test_an_event_told_by_its_particle_is_no_change(
    system: str, event: str, causes: list[str], days: list[tuple[int, str]], days_apart: float
) -> None:
    """Two dated events of one thing: two things, neither a correction of the other."""
    (d1, m1), (d2, m2) = days
    old = f"On {d1} {m1} {system} {event} {causes[0]}."
    new = f"On {d2} {m2} {system} {event} {causes[1]}."
    assert not read(new).cue, new
    verdict = relate(new, old, 0.85, days_apart)
    assert verdict.kind not in ("correction", "same", "more", "contradiction"), (old, new, verdict)


@settings(max_examples=40, deadline=None)
@given(
    thing=st.sampled_from(["Membership", "Attendance", "The waiting list", "Ticket sales"]),
    verb=st.sampled_from(["fell to", "has fallen to", "rose to", "fell from 60 to"]),
    value=st.integers(min_value=11, max_value=99),
)
def test_a_value_that_fell_is_still_a_change(thing: str, verb: str, value: int) -> None:
    """The guard of the kind above: "fell to 40" still says a value moved."""
    assert read(f"{thing} {verb} {value} this spring.").cue


_PRESSES = [("Heidelberg", "Vandercook"), ("Adana", "Columbian"), ("Albion", "Heidelberg")]
_SETTERS = ["Jessamy Kitto", "Rowan Pettigrew", "Maud Ferriday"]
_STUDIOS = ["the Furrow Press", "the Quire Studio", "Inkwell Letterpress"]


@settings(max_examples=60, deadline=None)
@given(
    presses=st.sampled_from(_PRESSES),
    setter=st.sampled_from(_SETTERS),
    studio=st.sampled_from(_STUDIOS),
    via=st.sampled_from(["go through the", "are run on the", "are printed on the"]),
)
def test_asked_whether_a_thing_is_still_used_somewhere(
    presses: tuple[str, str], setter: str, studio: str, via: str
) -> None:
    """A Q/A naming its subject before "still" and the thing asked about after a
    preposition, answered "no" with the new thing after a preposition too: the thing asked
    about is what is replaced, and the card's other clause (with its own subject) stands."""
    was, now = presses
    card = (
        f"{studio[0].upper()}{studio[1:]} prints its commissions on a {was} press, "
        f"and {setter} sets the type by hand."
    )
    note = (
        f"Q: is {studio} still printing commissions on the {was}? A: no - the old press went "
        f"to a museum in March; all commissions {via} {now} now."
    )
    verdict = relate(note, card, 0.65, 70)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (was, now), verdict
    carried = carry(note, card, tuple(b for b, _ in verdict.swaps))
    assert carried.lost == (), carried
    assert carried.rest == f"{setter} sets the type by hand.", carried


_SERVICES = [
    ("The Corrawick Valley Railway's Santa specials", "the Corrawick Santa specials"),
    ("The Bramley Steam Railway's dining trains", "the Bramley dining trains"),
    ("Harbour Ferries' evening sailings", "the Harbour evening sailings"),
]
_STATIONS = ["Draycott Junction", "Lanyon Road", "Pellow Halt", "Quayside"]


@settings(max_examples=60, deadline=None)
@given(
    service=st.sampled_from(_SERVICES),
    stations=st.lists(st.sampled_from(_STATIONS), min_size=2, max_size=2, unique=True),
    verbs=st.sampled_from([("leave", "start"), ("depart", "leave"), ("run", "go")]),
    opening=st.sampled_from(["These days", "Nowadays", "From this winter"]),
    month=st.sampled_from(["September", "October", "June"]),
)
def test_a_place_told_anew_with_another_verb_keeps_the_other_clause(
    service: tuple[str, str],
    stations: list[str],
    verbs: tuple[str, str],
    opening: str,
    month: str,
) -> None:
    """ "…specials leave from Draycott Junction, and tickets go on sale in September", then
    "These days … start from Lanyon Road": the place is replaced, the verb with it (the note
    gives the predicate in its own words); the other clause stands as written, and nothing
    is left ending on the verb whose place was cut."""
    (full, short), (was, now) = service, stations
    old_verb, new_verb = verbs
    card = f"{full} {old_verb} from {was}, and tickets go on sale in {month}."
    note = f"{opening} {short} {new_verb} from {now}."
    verdict = relate(note, card, 0.65, 300)
    assert verdict.kind == "correction", (card, note, verdict)
    carried = carry(note, card, tuple(b for b, _ in verdict.swaps))
    assert carried.lost == (), (card, note, carried)
    assert carried.rest == f"Tickets go on sale in {month}.", (card, note, carried)


@settings(max_examples=40, deadline=None)
@given(
    thing=st.sampled_from(
        ["Gloamreach's weekly maintenance window", "The darkroom's open session"]
    ),
    days=st.lists(
        st.sampled_from(["Mondays", "Tuesdays", "Wednesdays", "Thursdays"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    hours=st.sampled_from(["06:00-08:00 UTC", "18:00-21:00", "9am-1pm"]),
    same=st.sampled_from(["same hours", "same times", "usual hours", None]),
)
def test_a_day_moved_keeps_its_hours_only_when_told(
    thing: str, days: list[str], hours: str, same: str | None
) -> None:
    """A day told with its hours, moved to another day: with "same hours" the hours stand
    as written; without, they are lost with the day (the card is not closed on them)."""
    was, now = days
    card = f"{thing} is {was} {hours}, announced on Discord two days ahead."
    note = f"As of 1 September, {thing[0].lower()}{thing[1:]} moves to {now}" + (
        f", {same}." if same else "."
    )
    verdict = relate(note, card, 0.75, 120)
    assert verdict.kind == "correction", (card, note, verdict)
    carried = carry(note, card, tuple(b for b, _ in verdict.swaps))
    if same:
        assert carried.lost == (), carried
        assert hours in carried.rest and was not in carried.rest, carried
    else:
        assert carried.lost, carried


@settings(max_examples=60, deadline=None)
@given(
    place=st.sampled_from(["Brockwater", "Glenmorrow", "Tallis"]),
    kind=st.sampled_from(["Trout Hatchery", "Fish Farm", "Brewery"]),
    what=st.sampled_from(["incubation troughs", "hatching tanks", "fermenters"]),
    degrees=st.integers(min_value=4, max_value=30),
)
def test_a_number_glued_to_c_beside_degrees_is_one_temperature(
    place: str, kind: str, what: str, degrees: int
) -> None:
    """ "brockwater incubation water: 8C" jotted, "At Brockwater Trout Hatchery the … are
    held at 8 °C" written out (either first): one temperature, one statement — not a code
    "8C" beside a temperature, nor a hatchery the jotting never named."""
    jotted = f"{place.lower()} {what.split()[0]} water: {degrees}C"
    written = f"At {place} {kind} the {what} are held at {degrees} °C."
    for new, old in ((written, jotted), (jotted, written)):
        verdict = relate(new, old, 0.65, 7)
        assert verdict.kind in ("same", "more", "less"), (old, new, verdict)
    other = f"At {place} {kind} the {what} are held at {degrees + 3} °C."
    assert relate(other, jotted, 0.65, 7).kind not in ("same", "more", "less")


@settings(max_examples=40, deadline=None)
@given(
    audience=st.sampled_from(
        ["For new on-call folk:", "For anyone new -", "For new joiners:", "FYI for new staff:"]
    ),
    team=st.sampled_from(["Gloamreach", "Tarnside", "Silverpoint"]),
    every=st.sampled_from([("every other week", "once every two weeks"), ("weekly", "every week")]),
)
def test_who_a_note_is_told_to_is_not_its_subject(
    audience: str, team: str, every: tuple[str, str]
) -> None:
    """ "For new on-call folk: the … servers are patched once every two weeks" says what
    "The … ops team patches the live servers every other week" says: who the note is for is
    how it is told."""
    card = f"The {team} ops team patches the live game servers {every[0]}."
    note = f"{audience} the {team} game servers are patched {every[1]}."
    assert read(note).told.startswith("the "), read(note).told
    verdict = relate(note, card, 0.8, 21)
    assert verdict.kind in ("same", "more", "less"), (card, note, verdict)


@settings(max_examples=40, deadline=None)
@given(
    school=st.sampled_from(
        [("Hazelmere Riding School", "Hazelmere"), ("Pellow Sailing Club", "Pellow")]
    ),
    price=st.sampled_from([("£38", "thirty-eight quid"), ("£45", "forty-five pounds")]),
    paid=st.sampled_from(["paid at the yard office", "paid in cash at the stable door"]),
)
def test_a_body_said_by_its_first_word_is_no_word_the_note_lacks(
    school: tuple[str, str], price: tuple[str, str], paid: str
) -> None:
    """ "A half-hour private lesson at Hazelmere Riding School is £38" then "Rang Hazelmere
    about a private lesson for half an hour: thirty-eight quid, paid at the yard office":
    the school said by its first word; the note says the card's statement (and more)."""
    (full, short), (figure, words) = school, price
    card = f"A half-hour private lesson at {full} is {figure}."
    note = f"Rang {short} about a private lesson for half an hour: {words}, {paid}."
    verdict = relate(note, card, 0.69, 28)
    assert verdict.kind in ("same", "more"), (card, note, verdict)


_CHANGED_CAUSES = [
    "because a column was renamed upstream",
    "after the API key was rotated",
    "because the provider switched its endpoint",
    "due to a schema that was changed overnight",
    "because the disk was replaced with a smaller one",
]


@settings(max_examples=80, deadline=None)
@given(
    system=st.sampled_from(["the orders DAG", "the nightly backup", "the payroll export"]),
    verb=st.sampled_from(["failed", "fell over", "stalled"]),
    causes=st.lists(
        st.sampled_from(_CAUSES + _CHANGED_CAUSES), min_size=2, max_size=2, unique=True
    ),
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
)
def test_a_change_given_as_the_cause_leaves_the_event_its_date(
    system: str, verb: str, causes: list[str], days: list[tuple[int, str]]
) -> None:
    """ "On 20 January the orders DAG failed because a column was renamed upstream": the
    renaming is why it failed, not a change of the card's date — two dated failures are two
    things, and no sentence is derived (one had been: the later date with the earlier cause)."""
    (d1, m1), (d2, m2) = days
    old = f"On {d1} {m1} {system} {verb} {causes[0]}."
    new = f"On {d2} {m2} {system} {verb} {causes[1]}."
    verdict = relate(new, old, 0.85, 14)
    assert verdict.kind == "distinct" and verdict.derived is None, (old, new, verdict)


# Set 75's kinds (its first run: 48/60 at c8fff50, none lost).


@settings(max_examples=40, deadline=None)
@given(
    band=st.sampled_from(
        [("Pan Jumbie Steel Orchestra", "Pan Jumbie"), ("Kestle Brass Band", "Kestle")]
    ),
    opener=st.sampled_from(["Booking", "Hiring", "Calling"]),
    fee=st.integers(min_value=120, max_value=900),
)
def test_a_gerund_opening_a_note_is_no_word_of_the_name_after_it(
    band: tuple[str, str], opener: str, fee: int
) -> None:
    """ "Booking Pan Jumbie to play at a wedding costs 450 pounds": "Booking" opens the clause;
    the name is "Pan Jumbie", the band's name said short."""
    full, short = band
    note = f"{opener} {short} to play at a wedding costs {fee} pounds, travel included."
    assert short.lower() in read(note).names, read(note).names
    card = f"{full} charge £{fee} for a wedding set."
    assert relate(note, card, 0.77, 14).kind in ("same", "more", "less")


@settings(max_examples=40, deadline=None)
@given(
    price=st.sampled_from(["3.50", "12.99", "0.75"]),
    each=st.sampled_from(["each", "a letter", "per letter"]),
)
def test_a_price_written_without_its_sign_is_the_same_price(price: str, each: str) -> None:
    """ "yeldham & pask - incised letters 3.50 each" of "… charge £3.50 a letter …": the
    card's price with its sign left off; another figure is another price."""
    card = f"Yeldham & Pask charge £{price} a letter for hand-cut lettering on a headstone."
    note = f"yeldham & pask - incised letters {price} {each}"
    assert relate(note, card, 0.7, 14).kind in ("same", "more", "less")
    other = f"{float(price) + 1:.2f}"
    assert relate(f"yeldham & pask - incised letters {other} {each}", card, 0.7, 14).kind not in (
        "same",
        "more",
        "less",
    )


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(
        st.sampled_from(["Hal Dunstan", "Mo Akinde", "Petra Lusk", "Ifan Rowe"]),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    things=st.sampled_from(["bells", "boots", "whistle"]),
)
def test_hanging_up_ones_boots_is_leaving(people: list[str], things: str) -> None:
    """ "Hal Dunstan has hung up his bells after eleven seasons as squire. Mo Akinde leads
    the side now.": a leaver and who holds it now, so the card's holder is replaced and its
    other clause stands."""
    was, now = people
    card = (
        f"{was} is squire of Wychbold Morris, and the side's bells and baldrics are kept in "
        "the vestry at St Cuthman's."
    )
    note = (
        f"{was} has hung up his {things} after eleven seasons as squire. {now} leads the side now."
    )
    verdict = relate(note, card, 0.69, 150)
    assert verdict.kind == "correction" and verdict.swaps[0] == (was, now), verdict
    carried = carry(note, card, (was,))
    assert carried.lost == (), carried
