"""A price said of its slot ("rent", "fee", "charge") and a change opened by the event
it dates from ("As of the March AGM, …", Said thirty-fourth part): the slot word is no
other subject, and the opening is when, not what — so a new value after it corrects the
card, and without the opening the two values contradict. Its near miss: "from the
<event> room …" (no comma) is a place, and another thing's price stays apart. Generated
cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_SLOT = st.sampled_from(["rent", "fee", "price", "charge"])
_THING = st.sampled_from(
    [("full plot", "allotments"), ("half plot", "gardens"), ("mooring", "marina"),
     ("studio", "workshops"), ("locker", "pool")]
)  # fmt: skip
_PLACE = st.sampled_from(["Brookfield", "Hollins Lane", "Ardmore", "Kessock"])
_EVENT = st.sampled_from(
    ["March AGM", "spring meeting", "new contract", "autumn term", "annual review", "renewal"]
)


@settings(max_examples=60, deadline=None)
@given(slot=_SLOT, thing=_THING, place=_PLACE, event=_EVENT, old=st.integers(20, 90),
       rise=st.integers(1, 15))  # fmt: skip
def test_a_new_price_after_an_event_opening_corrects_the_card(
    slot: str, thing: tuple[str, str], place: str, event: str, old: int, rise: int
) -> None:
    card = f"{thing[0].capitalize()} {slot} at {place} {thing[1]} is £{old} a year."
    note = f"As of the {event}, a {thing[0]} at {place} costs £{old + rise} a year."
    verdict = relate(note, card)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps == ((f"£{old}", f"£{old + rise}"),), verdict
    # Without the opening, the two values for one slot contradict (no cue, nothing closes).
    bare = f"A {thing[0]} at {place} costs £{old + rise} a year."
    assert relate(bare, card).kind == "contradiction", (card, bare)
    # Another thing's price is another slot.
    other = "shed" if thing[0] != "shed" else "greenhouse"
    apart = f"As of the {event}, a {other} at {place} costs £{old + rise} a year."
    assert relate(apart, card).kind == "distinct", (card, apart)
