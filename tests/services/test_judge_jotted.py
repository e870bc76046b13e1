"""Notes jotted the way people jot them (Said, twenty-second part): in lower case ("tidewater
auditions pushed back a week to sun 17 may"), a role left in any form of the verb ("has stood
down", "is stepping back from", "bowed out"), a thing the card's subject let go ("we've
ditched Stubline"), a place left by the one the card names after its verb ("Oksana moved
out of Flat 2 at the end of August"). Generated cases: the kind, not a suite's sentences.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.judge.voice import in_case_of, with_apostrophes
from bowerbird.services.mentions import mentions

_SHOWS = ["Tidewater", "Harbourlight", "Greyfriars", "Bellweather", "Saltmarsh"]
_EVENTS = ["auditions", "read-through", "tech rehearsal", "open day"]
_DAYS = [("Sun", 10, 17), ("Sat", 9, 16), ("Wed", 6, 13), ("Fri", 4, 11)]
_MONTHS = ["May", "March", "June", "October"]


@settings(max_examples=40, deadline=None)
@given(
    show=st.sampled_from(_SHOWS),
    event=st.sampled_from(_EVENTS),
    day=st.sampled_from(_DAYS),
    month=st.sampled_from(_MONTHS),
)
def test_a_change_jotted_in_lower_case_is_read_as_the_same_change_written_with_capitals(
    show: str, event: str, day: tuple[str, int, int], month: str
) -> None:
    weekday, before, after = day
    card = f"{show} {event}: {weekday} {before} {month} at the Drill Hall, 2-5pm."
    typed = f"{show} {event} pushed back a week to {weekday} {after} {month}."
    jotted = typed.lower().rstrip(".")
    as_typed, as_jotted = relate(typed, card, 0.7, 14.0), relate(jotted, card, 0.7, 14.0)
    assert as_typed.kind == "correction", as_typed
    assert (as_jotted.kind, len(as_jotted.swaps)) == (as_typed.kind, len(as_typed.swaps))
    # The value is the note's, in the note's own letters: nothing written it did not say.
    assert as_jotted.swaps[0][1] in jotted
    # Read with capitals only to compare: a note written with them is left as it is.
    assert in_case_of(typed, card) == typed


@settings(max_examples=40, deadline=None)
@given(
    word=st.sampled_from(["may", "march", "sun", "sat", "wed"]),
    number=st.sampled_from(["4.20", "1,250", "3.5", "12:30"]),
)
def test_a_month_or_weekday_that_is_also_a_word_gets_no_capital_beside_a_number_that_is_no_day(
    word: str, number: str
) -> None:
    note = f"drones on firmware {number} {word} fly up to 120 metres"
    assert in_case_of(note, "Aerolens drones still on firmware 4.2 must not fly above 100 m.") == (
        note
    )


_PEOPLE = ["Ruairi Dunne", "Gwen Tallis", "Bart Achebe", "Maren Lind", "Oskar Pell"]
_NEWCOMERS = ["Wen Li", "Samir Haddad", "Tomasz Wierzbicki", "Ada Quist"]
_ROLES = ["equipment officer", "treasurer", "props manager", "shift lead"]
_LEFT = ["has stood down as", "is stepping down as", "stepped back as", "has bowed out as"]
_DETAILS = [
    "loan scopes go out for four weeks at a time",
    "the key safe code is kept by the secretary",
    "receipts go in the green tin",
]


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(_PEOPLE),
    newcomer=st.sampled_from(_NEWCOMERS),
    role=st.sampled_from(_ROLES),
    left=st.sampled_from(_LEFT),
    detail=st.sampled_from(_DETAILS),
    event=st.sampled_from(["at the AGM", "at the March meeting", "last week"]),
)
def test_a_role_left_in_any_form_of_the_verb_passes_to_whoever_the_note_names(
    who: str, newcomer: str, role: str, left: str, detail: str, event: str
) -> None:
    card = f"{who} is Fellside Astronomical Society's {role}; {detail}."
    first = who.split()[0]
    note = f"{first} {left} {role} at Fellside AS and {newcomer} took on the job {event}."
    verdict = relate(note, card, 0.45, 90.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.swaps == ((who, newcomer),), verdict
    # "The AGM" or "the March meeting" is a thing the note names, never a new holder.
    assert all("AGM" not in after and "meeting" not in after for _, after in verdict.swaps)


_VENDORS = ["Stubline", "Ticketsy", "BoxHop", "SeatSpot"]
_REPLACED_BY = ["TicketTent", "Fanfare Box", "Stagedoor"]


@settings(max_examples=30, deadline=None)
@given(
    old=st.sampled_from(_VENDORS),
    new=st.sampled_from(_REPLACED_BY),
    verb=st.sampled_from(["ditched", "dumped", "got rid of", "scrapped"]),
)
def test_a_thing_the_card_names_let_go_is_a_change_of_what_the_card_says_of_it(
    old: str, new: str, verb: str
) -> None:
    card = (
        f"Quillfield Players sell their tickets through {old}; the box office phone is "
        "answered by Ada on weekday evenings."
    )
    note = f"we've {verb} {old}, tickets are all sold via {new} from the autumn season on"
    verdict = relate(note, card, 0.6, 160.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert (old, "") in verdict.swaps
    # A thing the card does not name was let go: nothing of this card is over.
    other = relate(note.replace(old, "Eventzilla"), card, 0.6, 160.0)
    assert other.kind != "correction" or (old, "") not in other.swaps


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["Oksana Deveraux", "Priya Lal", "Tom Ek"]),
    flat=st.sampled_from(["Flat 2", "Flat 1A", "Unit 7"]),
    newcomer=st.sampled_from(_NEWCOMERS),
)
def test_who_moved_out_of_the_place_the_card_lets_to_them_is_no_longer_its_tenant(
    who: str, flat: str, newcomer: str
) -> None:
    card = f"{flat} is let to {who}; it comes with parking bay 4 round the back."
    note = (
        f"{who.split()[0]} moved out of {flat} at the end of August - the new tenant is {newcomer}."
    )
    verdict = relate(note, card, 0.45, 200.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    # The place up to where the note says when; the tenant who left is the card's value.
    assert (flat, "") in verdict.swaps and (who, "") in verdict.swaps, verdict.swaps


@settings(max_examples=30, deadline=None)
@given(
    amount=st.integers(min_value=300, max_value=2500),
    short=st.sampled_from([("pcm", "a month"), ("p.c.m.", "per month"), ("pw", "a week")]),
    flat=st.sampled_from(["Flat 2", "Flat 1A", "the top flat"]),
)
def test_a_rate_written_short_is_the_same_rate_written_out(
    amount: int, short: tuple[str, str], flat: str
) -> None:
    written, out = short
    card = f"{flat} rent: £{amount} {written}"
    fuller = f"The tenant of {flat} at 22 Mossley Road pays {amount} pounds {out} in rent."
    assert relate(fuller, card, 0.6, 21.0).kind == "more"
    assert relate(card, fuller, 0.6, 21.0).kind in ("less", "same")
    # Another amount at the same rate is another value, never the same statement.
    other = f"The tenant of {flat} at 22 Mossley Road pays {amount + 35} pounds {out} in rent."
    assert relate(other, card, 0.6, 21.0).kind not in ("same", "less", "more")


@settings(max_examples=30, deadline=None)
@given(
    show=st.sampled_from(_SHOWS),
    first=st.sampled_from(_PEOPLE),
    second=st.sampled_from(_NEWCOMERS),
    verb=st.sampled_from([("is directing", "is being directed by"), ("runs", "is run by")]),
)
def test_a_holder_told_from_the_role_after_by_is_another_holder_of_that_role(
    show: str, first: str, second: str, verb: tuple[str, str]
) -> None:
    active, passive = verb
    card = f"{first} {active} {show} for the Quillfield Players."
    note = f"{show} (Quillfield Players) {passive} {second}."
    verdict = relate(note, card, 0.69, 2.0)
    # No cue: two holders, both kept and flagged, neither closed.
    assert verdict.kind == "contradiction", verdict
    # The same holder told the other way round contradicts nothing.
    assert relate(f"{show} (Quillfield Players) {passive} {first}.", card, 0.8, 2.0).kind != (
        "contradiction"
    )


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(_PEOPLE),
    newcomer=st.sampled_from(_NEWCOMERS),
    left=st.sampled_from(["'s stepping back from saturdays", " has stood down", " has quit"]),
    place=st.sampled_from(["Eastbrook Food Bank", "the Corn Exchange", "Hollin Bakehouse"]),
)
def test_a_new_holder_jotted_in_lower_case_where_the_card_names_the_old_one_is_a_holder_swap(
    who: str, newcomer: str, left: str, place: str
) -> None:
    card = f"{who} leads the Saturday shift at {place}; doors open to clients at 10am."
    note = f"{who.split()[0]}{left}, {newcomer} leads the saturday shift from next month".lower()
    verdict = relate(note, card, 0.6, 120.0)
    assert verdict.kind == "correction", verdict
    # The new holder as the note writes it: nothing the note did not say.
    assert verdict.swaps == ((who, newcomer.lower()),), verdict.swaps
    assert verdict.derived is None or newcomer.lower() in verdict.derived


# ---------------------------------------------------------------- set 38's kinds


@settings(max_examples=30, deadline=None)
@given(
    taker=st.sampled_from(["Ms. Verity Strand", "Dr. Anil Rao", "Jo Park"]),
    holder=st.sampled_from(["Mr. Haldane", "Ms Okafor", "Kit Byrne"]),
    first=st.sampled_from(["the string orchestra", "the jazz band", "the Year 7 choir"]),
    second=st.sampled_from(["the GCSE music entries", "the instrument loans"]),
    verb=st.sampled_from(["has taken on", "has taken over", "took over"]),
)
def test_one_item_taken_of_several_a_holder_does_gives_the_new_holder_only_that_item(
    taker: str, holder: str, first: str, second: str, verb: str
) -> None:
    card = f"{holder} runs {first} and {second}, and Ms. Lund is head of department."
    note = f"{taker} {verb} {first} from {holder}."
    verdict = relate(note, card, 0.58, 60.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    # No card saying the new holder runs the other item too: that was never said.
    assert verdict.derived is None, verdict.derived
    # All the holder did, taken: the card may be derived, the rest of it as written.
    alone = f"{holder} runs {first}; rehearsals are on Tuesdays."
    assert relate(note, alone, 0.6, 60.0).derived == alone.replace(holder, taker)


@settings(max_examples=30, deadline=None)
@given(
    firm=st.sampled_from(["Thornwood", "Halloran", "Bexley"]),
    kind=st.sampled_from(["Bee Supplies", "Garden Centre", "Timber Yard"]),
    ended=st.sampled_from(["shut its shop in the spring", "went bust", "ceased trading"]),
    other=st.sampled_from(["Caddis Apiaries", "Norland Supply"]),
)
def test_a_firm_the_card_names_that_closed_is_over_in_what_the_card_says_of_it(
    firm: str, kind: str, ended: str, other: str
) -> None:
    card = f"{firm} {kind} sells us our hive frames, and the order goes in every February."
    note = f"{firm} {ended}, so frames come from {other}."
    verdict = relate(note, card, 0.46, 140.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    # Another firm closing says nothing of this card's.
    assert relate(note.replace(firm, "Marlow"), card, 0.46, 140.0).kind != "correction"


@settings(max_examples=30, deadline=None)
@given(
    place=st.sampled_from(["St Cuthbert's", "the Corn Exchange", "Kelsall Hall"]),
    to=st.sampled_from(["the school's main hall", "the sports hall"]),
)
def test_not_there_after_all_rejects_the_place_as_not_there_any_more_does(
    place: str, to: str
) -> None:
    card = f"The spring concert is in {place} on 19 March; tickets are £6."
    for said in ("after all", "any more"):
        note = f"The spring concert isn't in {place} {said} - it's in {to}."
        verdict = relate(note, card, 0.62, 7.0)
        assert verdict.kind == "correction" and verdict.named_old, (said, verdict)


@settings(max_examples=30, deadline=None)
@given(
    who=st.sampled_from(["gwen", "pauline", "marta"]),
    new=st.sampled_from(["Bogdan", "Jess", "Ade"]),
)
def test_a_card_jotted_in_lower_case_is_read_with_the_notes_capitals_but_never_derived(
    who: str, new: str
) -> None:
    card = f"mum's tuesday carer is {who} - comes 8 till 9, does breakfast and the tablets"
    note = f"{who.capitalize()}'s finished with the agency. {new} does Mum's Tuesdays."
    verdict = relate(note, card, 0.6, 35.0)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived is None  # the card's letters are its own
    # Codes in capitals joined to digits are codes, not "no.": NO100 is not flight AA100.
    row = "| {} | 06:35 | Capt. H. Lindqvist |"
    assert relate(row.format("NO100"), row.format("AA100"), 0.93, 0).kind == "distinct"


_KILNS = ["kiln 2", "the big kiln", "the raku kiln", "kiln B"]
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"]


@settings(max_examples=40, deadline=None)
@given(
    kiln=st.sampled_from(_KILNS),
    days=st.lists(st.sampled_from(_WEEKDAYS), min_size=2, max_size=2, unique=True),
    how=st.sampled_from(
        [
            "{k} isn't going on {a}s anymore - that's moved to {b}s now",
            "fyi {k} doesn't fire on {a}s any more, it's {b}s now",
            "{k} won't be on {a}s anymore, {b}s from now on",
        ]
    ),
)
def test_a_note_typed_without_apostrophes_is_judged_as_the_same_note_typed_with_them(
    kiln: str, days: list[str], how: str
) -> None:
    before, after = days
    card = f"{kiln.capitalize()} is fired every {before.capitalize()}, to cone 6."
    typed = how.format(k=kiln, a=before, b=after)
    bare = typed.replace("'", "")
    as_typed, as_bare = relate(typed, card, 0.6, 30.0), relate(bare, card, 0.6, 30.0)
    assert as_typed.kind == "correction", as_typed
    assert (as_bare.kind, as_bare.swaps, as_bare.derived) == (
        as_typed.kind,
        as_typed.swaps,
        as_typed.derived,
    )


@settings(max_examples=60, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(
            [
                *("its", "were", "well", "ill", "id", "lets", "shell", "hell", "wed", "IM"),
                *("Its", "kiln", "day", "now", "the", "cone"),
            ]
        ),
        min_size=1,
        max_size=8,
    )
)
def test_words_that_are_words_without_an_apostrophe_are_read_as_written(words: list[str]) -> None:
    """Only a bare form that is no word of its own gets its apostrophe back."""
    note = " ".join(words)
    assert with_apostrophes(note) == note
    assert with_apostrophes(note + " isnt thats") == note + " isn't that's"


_SHORT_DAYS = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday"}
_SHORT_DAYS |= {"fri": "Friday", "sat": "Saturday", "sun": "Sunday"}


@settings(max_examples=60, deadline=None)
@given(
    short=st.sampled_from(sorted(_SHORT_DAYS)),
    which=st.sampled_from(
        [("1st", "first"), ("2nd", "second"), ("3rd", "third"), ("last", "last")]
    ),
    capital=st.booleans(),
    place=st.sampled_from(["The Brackenbury seed library", "The repair cafe", "Our book swap"]),
)
def test_which_weekday_of_the_month_jotted_short_is_that_weekday(
    short: str, which: tuple[str, str], capital: bool, place: str
) -> None:
    """ "1st sat of the month" is the first Saturday, however cased ("sat down" stays a verb);
    a jotted restatement of the full sentence says nothing more."""
    written, word = which
    day = short.capitalize() if capital else short
    note = f"{place.lower()} - {written} {day} of the month, 10:00-13:00"
    found = [m.norm for m in mentions(note) if m.kind == "day"]
    assert found == [_SHORT_DAYS[short].lower()], mentions(note)
    card = f"{place} is open on the {word} {_SHORT_DAYS[short]} of each month from 10 am to 1 pm."
    assert relate(note, card, 0.78, 30.0).kind in ("same", "less")
    # (Not a verb before an ordinal: "we sat 1st of the month" has no day before it.)
    assert not [m for m in mentions("we sat 1st of the month") if m.kind == "day"]


_ROSTERS = ["valorant roster", "chess club", "u14 netball squad", "choir"]
_ASIDES = [
    "dont let anyone book the practice room then",
    "don't let anyone book the practice room then",
    "never schedule the cleaners in that slot",
]


@settings(max_examples=40, deadline=None)
@given(roster=st.sampled_from(_ROSTERS), aside=st.sampled_from(_ASIDES))
def test_a_no_said_of_another_thing_is_no_opposite_of_the_card(roster: str, aside: str) -> None:
    """A run-on note that restates the card and adds a "don't …" about something the card
    never names says no opposite of it; a "not" of the card's own words still does."""
    card = f"{roster.capitalize()}: weekday scrims 20:00."
    note = f"so the {roster} scrims start at eight pm on weekdays {aside}"
    assert relate(note, card, 0.75, 3.0).kind not in ("contradiction", "correction")
    flipped = relate(f"The {roster} doesn't have scrims on weekdays any more.", card, 0.75, 3.0)
    assert flipped.kind in ("contradiction", "correction"), flipped
