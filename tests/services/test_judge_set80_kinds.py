"""Measures said in other units and words (Said, fifty-seventh part): a share of a mile is
its yards, a wheel's turns a minute are its rpm, a clock time said in words is the time a
jotting writes on the 24-hour clock, a weekday written short before what happens that day
is the day. Generated cases: the kind, not set 80's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions

from .test_judge_rates_said_in_words import number_words

_SHARES = [("a quarter", 0.25, "¼"), ("half", 0.5, "½"), ("three quarters", 0.75, "¾")]
_PLACES = ["Penwithick Ropery", "Carrow Mill Lade", "Gunnislake Quay"]


def _lengths(text: str) -> set[str]:
    return {m.norm for m in mentions(text) if m.kind == "length"}


@settings(max_examples=40, deadline=None)
@given(share=st.sampled_from(_SHARES), place=st.sampled_from(_PLACES))
def test_a_share_of_a_mile_is_its_yards(share: tuple[str, float, str], place: str) -> None:
    words, part, sign = share
    yards = round(1760 * part)
    card = f"{place}'s towpath runs for {words} of a mile."
    jotted = f"{place.lower()}: towpath {yards} yds end to end"
    symbol = f"Walked the towpath at {place} today - a {sign} mile, start to finish."
    assert _lengths(card) == _lengths(jotted) == _lengths(symbol) != set(), (card, jotted)
    assert relate(jotted, card, 0.7, 14).kind in RESTATED
    other = f"{place.lower()}: towpath {yards + 110} yds end to end"
    assert relate(other, card, 0.7, 14).kind not in RESTATED


_WHEELS = ["Ashcombe Mill's waterwheel", "The Tregony mill wheel", "Harlyn Forge's trip hammer"]


@settings(max_examples=40, deadline=None)
@given(wheel=st.sampled_from(_WHEELS), n=st.integers(3, 19), told=st.sampled_from(range(3)))
def test_turns_a_minute_are_rpm(wheel: str, n: int, told: int) -> None:
    card = f"{wheel} turns at {number_words(n)} revolutions a minute."
    note = [
        f"{wheel.lower()} ~{n} rpm at normal river level",
        f"Counted {wheel.lower()} going round: {number_words(n)} times a minute.",
        f"{wheel} turns {n} times per minute.",
    ][told]
    rhythm = {m.norm for m in mentions(card) if m.kind == "every:duration"}
    assert rhythm == {m.norm for m in mentions(note) if m.kind == "every:duration"} != set()
    other = f"{wheel.lower()} ~{n + 2} rpm at normal river level"
    assert relate(other, card, 0.7, 14).kind not in RESTATED


_SITES = ["Tansley Fold Donkey Sanctuary", "Pendower Walled Garden", "Rosemullion Lido"]
_TIMES = [("half past four", "16:30", "4.30pm"), ("quarter to three", "14:45", "2.45pm"),
          ("half past five", "17:30", "5.30pm")]  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(site=st.sampled_from(_SITES), time=st.sampled_from(_TIMES))
def test_a_time_in_words_is_the_time_on_the_24_hour_clock(
    site: str, time: tuple[str, str, str]
) -> None:
    words, clock, pm = time
    card = f"The {site} closes to visitors at {words}."
    short = " ".join(site.split()[:2])
    for note in (
        f"We were walked to the gate at {short} at {pm} on the dot, because that's when the "
        "animals come in for their evening feed.",
        f"{site.lower()}: last visitors out {clock}",
    ):
        assert relate(note, card, 0.62, 14).kind in RESTATED, note
    hour, minute = clock.split(":")
    later = f"{site.lower()}: last visitors out {int(hour) + 1}:{minute}"
    assert relate(later, card, 0.62, 14).kind not in RESTATED


@settings(max_examples=30, deadline=None)
@given(
    day=st.sampled_from([("sun", "sunday"), ("sat", "saturday"), ("fri", "friday")]),
    what=st.sampled_from(["concerts", "lessons", "matches", "services"]),
)
def test_a_weekday_written_short_before_what_happens_then(day: tuple[str, str], what: str) -> None:
    short, full = day
    said = {(m.kind, m.norm) for m in mentions(f"bandstand - {short} {what} 14:45")}
    assert ("day", full) in said
    # A word, not a day, with no time after it ("fri" is no other word).
    if short != "fri":
        out = f"put the {short} loungers out by the pool"
        assert ("day", full) not in {(m.kind, m.norm) for m in mentions(out)}


def test_a_month_written_short_beside_a_weekday() -> None:
    said = {(m.kind, m.norm) for m in mentions("good aug saturday = approx 1,200 quid")}
    assert ("month", "8") in said
    assert not [m for m in mentions("contract ends nov") if m.kind == "month"]


_EVENTS = [("concerts", "start"), ("car boot sale", "starts"), ("parkrun", "starts"),
           ("farmers' market", "opens"), ("pub quiz", "starts")]  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(
    events=st.lists(st.sampled_from(_EVENTS), min_size=2, max_size=2, unique=True),
    place=st.sampled_from(["Pavilion Gardens", "Trelissick Green", "Hayle Towans"]),
    time=st.sampled_from(_TIMES),
)
def test_two_things_at_one_place_and_time_stay_two(
    events: list[tuple[str, str]], place: str, time: tuple[str, str, str]
) -> None:
    """The same measure of the same named place is no one statement when each opens with a
    thing the other never names."""
    first, second = events
    card = f"The Sunday {first[0]} at {place} {first[1]} at {time[2]}."
    note = f"The Sunday {second[0]} at {place} {second[1]} at {time[2]}."
    assert relate(note, card, 0.7, 14).kind not in RESTATED, (card, note)


@settings(max_examples=30, deadline=None)
@given(rpm=st.integers(1000, 30000))
def test_rpm_with_thousands_written_either_way(rpm: int) -> None:
    plain = {m.norm for m in mentions(f"The centrifuge spins at {rpm} rpm.") if m.kind != "name"}
    grouped = {
        m.norm for m in mentions(f"the centrifuge spins at {rpm:,} rpm.") if m.kind != "name"
    }
    assert plain == grouped != set()
