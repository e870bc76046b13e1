"""Notes written the American way, and what else set 31 found (services/, Said nineteenth
part): "due 11/3" and "12/22-1/2" are dates, "$285/qtr" a rate, "(614) 555-0173" one phone,
"third-quarter" is Q3, "EOD" is "end of day"; "1.22 was dropped" rejects a list's member and
the note's list is derived whole; "isn't driving … anymore" tells who left; the number a
word labels is the slot's; "ubuntu-latest" is no cue and an alarm that "went off" no change.
Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions, same_date
from bowerbird.services.statement import read

_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def _dates(text: str) -> list[str]:
    return [m.norm for m in mentions(text) if m.kind == "date"]


@settings(max_examples=60, deadline=None)
@given(
    month=st.integers(1, 12),
    day=st.integers(1, 12),
    word=st.sampled_from(["due", "by", "on", "until", "Fri", "deadline:"]),
)
def test_a_bare_month_and_day_after_a_dating_word_is_a_date_either_way(
    month: int, day: int, word: str
) -> None:
    assume(month != day)
    (said,) = _dates(f"The interim report is {word} {month}/{day}.")
    # Which number is the month is not written: it matches the date either way round.
    assert same_date(said, f"{month:02d}-{day:02d}")
    assert same_date(said, f"2026-{month:02d}-{day:02d}")
    assert same_date(said, f"{day:02d}-{month:02d}")
    assert not same_date(said, f"{month:02d}-{(day % 12) + 1:02d}") or (day % 12) + 1 == month
    # A fraction is no date: "add 3/4 cup", "from 1/2 to 3/4 inch", "on 3/4 of days".
    assert not _dates(f"Add {month}/{day} cup of flour.")
    assert not _dates(f"It rained on {month}/{day} of the days.")
    note = f"{_MONTHS[month - 1]} {day}th is when the interim report is due."
    card = f"The interim report is due {month}/{day}."
    assert relate(note, card, 0.8, 5).kind in RESTATED


@settings(max_examples=40, deadline=None)
@given(start=st.integers(13, 31), end_month=st.integers(1, 12), end_day=st.integers(1, 12))
def test_the_other_end_of_a_range_of_dates_is_a_date(
    start: int, end_month: int, end_day: int
) -> None:
    assume(end_month != end_day)
    for dash in ("-", "–", " - ", " to "):
        said = _dates(f"Tanisha is on PTO 12/{start}{dash}{end_month}/{end_day}.")
        assert len(said) == 2 and same_date(said[1], f"{end_month:02d}-{end_day:02d}"), said
    assert len(_dates(f"Use 1/2{' to '}{end_month}/{end_day} inch screws.")) == 0


@settings(max_examples=40, deadline=None)
@given(
    amount=st.integers(20, 900),
    period=st.sampled_from(
        [("qtr", "every quarter"), ("mo", "a month"), ("yr", "a year"), ("wk", "a week")]
    ),
)
def test_a_rate_written_short_is_the_rate_written_out(amount: int, period: tuple[str, str]) -> None:
    short, written = period
    terse = read(f"HOA dues = ${amount}/{short}, autopay")
    full = read(f"HOA dues are ${amount} {written}, autopay")
    assert terse.value_keys == full.value_keys
    assert (
        relate(
            f"HOA dues are ${amount} {written}, autopay.",
            f"HOA dues = ${amount}/{short}, autopay",
            0.8,
            5,
        ).kind
        in RESTATED
    )


@settings(max_examples=40, deadline=None)
@given(area=st.integers(201, 989), exchange=st.integers(200, 999), line=st.integers(0, 9999))
def test_a_phone_with_its_area_code_in_brackets_is_one_number(
    area: int, exchange: int, line: int
) -> None:
    bracketed = f"Nurse line: ({area}) {exchange}-{line:04d}"
    dashed = f"The nurse line is {area}-{exchange}-{line:04d}."
    ids = [m.norm for m in mentions(bracketed) if m.kind == "identifier"]
    assert ids == [f"{area}{exchange}{line:04d}"]
    assert relate(bracketed, dashed, 0.7, 5).kind in RESTATED


@settings(max_examples=20, deadline=None)
@given(n=st.integers(1, 4), who=st.sampled_from(["Denise", "Marcus", "the board"]))
def test_a_quarter_by_its_ordinal_is_its_code_and_eod_is_end_of_day(n: int, who: str) -> None:
    ordinal = ["first", "second", "third", "fourth"][n - 1]
    card = f"{who} wants the Q{n} board report by EOD Friday."
    note = f"The {ordinal}-quarter board report is due to {who} at end of day Friday."
    assert read(card).value_keys == read(note).value_keys
    assert relate(note, card, 0.7, 5).kind in RESTATED
    other = f"The {['first', 'second', 'third', 'fourth'][n % 4]}-quarter board report is due."
    assert relate(other, card, 0.7, 5).kind not in RESTATED


_GO = ["1.21", "1.22", "1.23", "1.24", "1.25"]


@settings(max_examples=40, deadline=None)
@given(
    at=st.integers(0, 2), word=st.sampled_from(["was dropped", "has been removed", "got dropped"])
)
def test_a_member_dropped_from_a_list_is_rejected_and_the_notes_list_derived(
    at: int, word: str
) -> None:
    old_a, old_b, new = _GO[at], _GO[at + 1], _GO[at + 2]
    card = (
        f"tidepool's CI matrix runs Go {old_a} and {old_b} on ubuntu-latest, with the race "
        "detector on."
    )
    assert not read(card).cue  # "ubuntu-latest" names a runner: no "latest" cue
    note = f"tidepool CI now tests Go {old_b} and {new}; {old_a} {word}."
    verdict = relate(note, card, 0.6, 90)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    assert verdict.derived == card.replace(f"{old_a} and {old_b}", f"{old_b} and {new}")


@settings(max_examples=40, deadline=None)
@given(
    old=st.sampled_from(["Greg Halvorsen", "Priya Shah", "Tom Okafor"]),
    new=st.sampled_from(["Denise", "Marisol", "Ken"]),
    opening=st.sampled_from(["fyi ", "btw ", "heads up, ", ""]),
    verb=st.sampled_from([("drives", "isn't driving"), ("runs", "doesn't run")]),
)
def test_someone_who_no_longer_does_it_anymore_has_left_the_slot(
    old: str, new: str, opening: str, verb: tuple[str, str]
) -> None:
    does, no_longer = verb
    card = f"{old} {does} the Tuesday grocery route; the van keys hang in the lockbox."
    first = old.split()[0]
    note = f"{opening}{first} {no_longer} the Tuesday route anymore - {new} has it now"
    verdict = relate(note, card, 0.35, 60)
    assert verdict.kind == "correction" and verdict.named_old, verdict
    # A value no longer so is no one leaving: "isn't on half nine anymore".
    assert relate(
        f"{first} isn't on the Tuesday route anymore, it's Thursdays now", card, 0.5, 60
    ).kind in ("correction", "contradiction")


@settings(max_examples=40, deadline=None)
@given(score=st.integers(60, 89), new=st.integers(90, 100), violations=st.integers(1, 4))
def test_the_number_a_word_labels_is_the_one_a_note_gives_again(
    score: int, new: int, violations: int
) -> None:
    words = ["one", "two", "three", "four"][violations - 1]
    card = (
        f"County health inspection on 11/18: score {score} with {words} violations; the "
        "inspector was Ms. Dunleavy."
    )
    note = f"Update: the county revised our inspection score to {new} after the re-check."
    verdict = relate(note, card, 0.5, 12)
    assert verdict.kind == "correction" and verdict.swaps == ((str(score), str(new)),), verdict


@settings(max_examples=40, deadline=None)
@given(
    day=st.integers(1, 12), later=st.integers(1, 15), boat=st.sampled_from(["Moonraker", "Tern"])
)
def test_two_alarms_that_went_off_on_two_days_are_two_events(
    day: int, later: int, boat: str
) -> None:
    first = f"On 05/{day:02d} the bilge alarm on {boat} went off because the float switch stuck."
    second = (
        f"On 05/{day + later:02d} the bilge alarm on {boat} went off because a hose clamp failed."
    )
    assert not read(second).cue
    assert relate(second, first, 0.8, later).kind == "distinct"


@settings(max_examples=30, deadline=None)
@given(
    firm=st.sampled_from(["Comfort Pro", "Harbor Heating", "Mills & Sons"]),
    old=st.integers(1, 8),
    moved=st.integers(1, 8),
)
def test_a_change_told_of_the_name_the_card_opens_with_says_which_card(
    firm: str, old: int, moved: int
) -> None:
    card = f"{firm} is coming to service the furnace on 10/{old + 14} at 8 AM; the tech is Dwayne."
    note = f"{firm} rescheduled our furnace service to 10/{old + 14 + moved}, same time."
    verdict = relate(note, card, 0.5, 10)
    assert verdict.kind == "correction" and verdict.named_old, verdict
