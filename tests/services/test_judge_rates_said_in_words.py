"""Rates and speeds said in words (Said, fifty-sixth part): "twenty-five kilometres an
hour" is 25 km/h, "eighty-five pounds an hour per sheet" is £85 for an hour of a sheet.
Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.mentions import mentions

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen".split()
_ONES += "fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_words(n: int) -> str:
    """``n`` (0-99) as written in words: 85 -> "eighty-five"."""
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")


_CLUBS = ["Fairlight Hill", "Carn Dhu", "Westerby Edge"]
_UNITS = [("km/h", "kilometres an hour"), ("mph", "miles an hour"), ("kph", "kilometers an hour")]


@settings(max_examples=40, deadline=None)
@given(
    club=st.sampled_from(_CLUBS),
    unit=st.sampled_from(_UNITS),
    speed=st.integers(min_value=11, max_value=60),
)
def test_a_speed_said_in_words_is_the_speed_written_short(
    club: str, unit: tuple[str, str], speed: int
) -> None:
    short, words = unit
    card = f"{club} Paragliding Club: no launching when the wind is stronger than {speed} {short}."
    said_as = "At {c} the club won't let anyone launch in wind above {n} {w}."
    note = said_as.format(c=club, n=number_words(speed), w=words)
    said = {m.kind for m in mentions(note)}
    assert "speed" in said, (note, said)
    assert relate(note, card, 0.7, 14).kind in RESTATED, (card, note)
    other = said_as.format(c=club, n=number_words(speed + 7), w=words)
    assert relate(other, card, 0.7, 14).kind not in RESTATED, (card, other)


_RINKS = ["Kelso Curling Rink", "Braehead Ice Rink", "Dundrennan Curling Club"]
_PERIODS = [("an hour", "for an hour"), ("a day", "for a day"), ("a week", "for a week")]


@settings(max_examples=40, deadline=None)
@given(
    rink=st.sampled_from(_RINKS),
    period=st.sampled_from(_PERIODS),
    price=st.integers(min_value=21, max_value=99),
    other=st.sampled_from(_PERIODS),
)
def test_a_price_an_hour_per_thing_is_a_rate(
    rink: str, period: tuple[str, str], price: int, other: tuple[str, str]
) -> None:
    short = rink.split()[0] + " " + rink.split()[-1].lower()
    card = f"Hiring a sheet of ice {period[1]} at {rink} costs £{price}."
    note = f"{short} charges {number_words(price)} pounds {period[0]} per sheet."
    assert relate(note, card, 0.77, 14).kind in RESTATED, (card, note)
    if other != period:
        # Another period is another price: never the card said again.
        note = f"{short} charges {number_words(price)} pounds {other[0]} per sheet."
        assert relate(note, card, 0.77, 14).kind not in RESTATED, (card, note)
