"""A role's holder who retired, told with who holds it now ("Dr Sorensen has retired, so my
GP at Linthorpe is Dr Hallam now"): the new holder in place of the one who left, never the
role's own word or the place read as the one replaced (Said, forty-seventh part; held-out
set 69). Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_ROLES = ["GP", "dentist", "vet", "optician", "physio"]
_PLACES = ["Linthorpe", "Marton", "Acklam", "Nunthorpe"]
_PEOPLE = ["Sorensen", "Hallam", "Okafor", "Brierley", "Mistry"]
_LEFT = ["has retired", "has left", "has moved on"]
_OPENINGS = ["", "Also, ", "Busy week: took the car in for new tyres. Also, "]


@settings(max_examples=50, deadline=None)
@given(
    role=st.sampled_from(_ROLES),
    place=st.sampled_from(_PLACES),
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    left=st.sampled_from(_LEFT),
    opening=st.sampled_from(_OPENINGS),
    then=st.sampled_from(
        ["so my {role} at {place} is Dr {now} now", "and Dr {now} is now my {role}"]
    ),
)
def test_a_holder_who_retired_is_replaced_by_the_one_named(
    role: str, place: str, people: list[str], left: str, opening: str, then: str
) -> None:
    was, now = people
    card = f"My {role} is Dr {was} at {place} Surgery, and my check-ups are booked for October."
    told = then.format(role=role, place=place, now=now)
    note = f"{opening}Dr {was} {left}, {told}."
    verdict = relate(note, card, 0.6, 150)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0][1].endswith(now), verdict
    assert was in verdict.swaps[0][0], verdict
    # Told when ("retired in June"), the holder is over: the card closes all the same.
    dated = note.replace(f" {left},", " retired in June,")
    assert relate(dated, card, 0.6, 150).kind == "correction", dated
