"""A temperature said without its symbol (Said, fifty-first part): in a sentence about heat
or the weather, "plus one degree", "minus two degrees", "under 1C" and "+1 °C" are one
value of one kind; without such words "1C" is a class or a flat and "90 degrees" a turn.
Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_SPELLED = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_HEAT = ["the forecast road temperature", "the overnight temp", "the weather forecast"]


def _said(n: int, how: int) -> str:
    sign = "minus " if n < 0 else "plus "
    k = abs(n)
    return [
        f"{sign}{_SPELLED[k]} degree{'s' if k != 1 else ''}",
        f"{'-' if n < 0 else ''}{k}C",
        f"{'-' if n < 0 else '+'}{k} °C",
        f"{sign}{k} degrees",
    ][how]


@settings(max_examples=80, deadline=None)
@given(
    n=st.sampled_from([-3, -2, -1, 1, 2, 3, 4, 5]),
    how=st.integers(0, 3),
    other=st.integers(0, 3),
    heat=st.sampled_from(_HEAT),
)
def test_a_temperature_without_its_symbol(n: int, how: int, other: int, heat: str) -> None:
    """Each wording is the same celsius value; two wordings of one rule restate it."""
    text = f"Holm grits whenever {heat} drops under {_said(n, how)}."
    found = [m for m in mentions(text) if m.kind == "celsius"]
    assert [float(m.norm) for m in found] == [float(n)], (text, mentions(text))
    again = f"holm gritting trigger = {heat} under {_said(n, other)}"
    assert relate(again, text, 0.8, 3).kind in ("same", "less", "more"), (text, again)


@settings(max_examples=30, deadline=None)
@given(k=st.integers(1, 9), what=st.sampled_from(["Class", "Flat", "Block"]))
def test_no_temperature_without_heat(k: int, what: str) -> None:
    """Guard: "Class 1C", "turn it 90 degrees" say no temperature."""
    for text in (f"{what} {k}C meets on Tuesdays.", f"Turn the valve {k * 10} degrees."):
        assert all(m.kind != "celsius" for m in mentions(text)), (text, mentions(text))


@settings(max_examples=30, deadline=None)
@given(n=st.integers(100, 1300), scale=st.sampled_from(["C", "Celsius"]))
def test_a_scale_in_words_needs_no_talk_of_heat(n: int, scale: str) -> None:
    """ "bisque fire tops out at 1,000 degrees C" is the kiln's "1000 °C" wherever it is."""
    card = f"Bisque firings in the Larkspur Pottery kiln peak at {n} °C."
    note = f"larkspur pottery - bisque fire tops out at {n:,} degrees {scale}"
    assert [m.kind for m in mentions(note)] == ["celsius"], mentions(note)
    assert relate(note, card, 0.7, 7).kind in ("same", "less", "more"), (card, note)
