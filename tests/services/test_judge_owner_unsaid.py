"""A change told without the owner the card's subject opens with (Said, fifty-first part):
"we moved push notifications over to Firebase Cloud Messaging" of "Voltcast's push
notifications go out through OneSignal" is the same thing, its owner understood; a note
naming another owner is another thing. Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_OWNERS = ["Voltcast", "Gridwise", "Tallyho", "Meridian Labs"]
_WHAT = ["push notifications", "password resets", "invoice emails", "SMS alerts"]
_VIA = ["go out through", "are sent through", "are delivered by"]
_PROVIDERS = ["OneSignal", "Firebase Cloud Messaging", "Postmark", "Twilio", "Mailgun"]


def _note(what: str, new: str, told: int) -> str:
    return [
        f"We moved {what} over to {new} last sprint.",
        f"we switched {what} to {new} this week",
        f"Standup, 14 Oct: Meenal is on the DST bug; since we moved {what} over to {new} "
        "the delivery rate is up; Jonty is off Friday.",
    ][told]


@settings(max_examples=60, deadline=None)
@given(
    owner=st.sampled_from(_OWNERS),
    what=st.sampled_from(_WHAT),
    via=st.sampled_from(_VIA),
    providers=st.lists(st.sampled_from(_PROVIDERS), min_size=2, max_size=2, unique=True),
    told=st.integers(0, 2),
)
def test_a_change_with_the_owner_unsaid(
    owner: str, what: str, via: str, providers: list[str], told: int
) -> None:
    """The note's provider in place of the card's."""
    was, now = providers
    card = f"{owner}'s {what} {via} {was}."
    note = _note(what, now, told)
    verdict = relate(note, card, 0.6, 100)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (was, now), verdict


@settings(max_examples=40, deadline=None)
@given(
    owners=st.lists(st.sampled_from(_OWNERS), min_size=2, max_size=2, unique=True),
    what=st.sampled_from(_WHAT),
    via=st.sampled_from(_VIA),
    providers=st.lists(st.sampled_from(_PROVIDERS), min_size=2, max_size=2, unique=True),
)
def test_another_owner_is_another_thing(
    owners: list[str], what: str, via: str, providers: list[str]
) -> None:
    """Guard: another owner's provider closes nothing of this owner's."""
    was, now = providers
    card = f"{owners[0]}'s {what} {via} {was}."
    note = f"{owners[1]}'s {what} {via} {now}."
    assert relate(note, card, 0.6, 100).kind != "correction", (card, note)
