"""A mass spread over an area (Said, fifty-first part): "10 grams of salt per square metre"
and "20 g/m² of salt" give one slot two values, "10 g/m²" says the first again; a weight
alone ("a 2 kg bag") stays a weight. Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_STUFF = ["salt", "grit", "seed", "fertiliser", "lime"]
_WHO = ["Ketterby's gritters", "The Holm Lane crew", "Our groundsman"]


def _long(n: int, stuff: str, how: str) -> str:
    return f"{n} grams of {stuff} {how}"


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(5, 60),
    other=st.integers(5, 60),
    stuff=st.sampled_from(_STUFF),
    who=st.sampled_from(_WHO),
    how=st.sampled_from(["per square metre", "a square metre", "per m2", "per sq m"]),
    short=st.sampled_from(["g/m²", "g/m2", "gsm"]),
)
def test_a_rate_spread_per_area_is_one_slot(
    n: int, other: int, stuff: str, who: str, how: str, short: str
) -> None:
    """Said long and short: the same number restates, another contradicts."""
    card = f"On a precautionary run {who} spread {_long(n, stuff, how)}."
    same = f"Precautionary run: {n} {short} of {stuff}."
    found = [m for m in mentions(card) if m.kind == "mass-per-area"]
    assert [m.norm for m in found] == [str(n)], (card, found)
    assert relate(same, card, 0.8, 4).kind in ("same", "more", "less"), (card, same)
    if other != n:
        differs = f"Precautionary run: {other} {short} of {stuff}."
        verdict = relate(differs, card, 0.8, 4)
        assert verdict.kind == "contradiction", (card, differs, verdict)


@settings(max_examples=30, deadline=None)
@given(kg=st.integers(1, 25), stuff=st.sampled_from(_STUFF))
def test_a_weight_alone_is_a_weight(kg: int, stuff: str) -> None:
    """Guard: a bag's weight, or a weight a week, is no spread over an area."""
    for text in (f"a {kg} kg bag of {stuff} a week", f"{kg} kg of {stuff} per load"):
        kinds = {m.kind for m in mentions(text)}
        assert "mass" in kinds and "mass-per-area" not in kinds, (text, kinds)
