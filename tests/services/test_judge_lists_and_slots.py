"""A list's "and the …" is no clause of its own, and a place is no slot of a person (Said,
forty-third part; held-out set 66). Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate
from bowerbird.services.statement import card_parts

_STOPS = ["ferry terminal", "fish market", "bus station", "old quay", "hospital", "town hall"]
_RIDERS = ["Tomasz", "Ines", "Priya", "Declan", "Marta", "Oskar"]
_ROUNDS = ["Harbour Quarter", "Northgate", "Riverside", "Castle Hill"]


@settings(max_examples=40, deadline=None)
@given(
    stops=st.lists(st.sampled_from(_STOPS), min_size=2, max_size=2, unique=True),
    riders=st.lists(st.sampled_from(_RIDERS), min_size=2, max_size=2, unique=True),
    round_=st.sampled_from(_ROUNDS),
    hour=st.integers(6, 9),
    verb=st.sampled_from(["ridden", "run", "done"]),
)
def test_a_list_item_after_and_the_stays_with_its_list_and_nothing_is_lost(
    stops: list[str], riders: list[str], round_: str, hour: int, verb: str
) -> None:
    card = (
        f"Spoke & Satchel Couriers' {round_} round covers the {stops[0]} and the {stops[1]}, "
        f"starts with pick-ups at {hour}:30 am, and is {verb} by {riders[0]}."
    )
    # One sentence, one subject: "the {stops[1]}, starts …" has no verb of its own.
    assert card_parts(card) == [card]
    present = {"ridden": "rides", "run": "runs", "done": "does"}[verb]
    note = (
        f"{riders[1]} {present} Spoke & Satchel's {round_} round since {riders[0]} went "
        "over to the hospital contract."
    )
    carried = carry(note, card, (riders[0],))
    # What the round covers and when it starts stand; the verb of the replaced part is the
    # note's own ("ridden" is said by "rides"), no detail lost.
    assert carried.lost == (), carried
    assert stops[0] in carried.rest and stops[1] in carried.rest, carried
    assert f"{hour}:30 am" in carried.rest and riders[0] not in carried.rest, carried


def test_a_clause_with_its_own_subject_after_and_the_is_still_cut() -> None:
    assert card_parts("The allotment has 24 plots and the water is switched on in April.") == [
        "The allotment has 24 plots",
        "the water is switched on in April.",
    ]
    # (A pronoun is a subject whatever verb follows it.)
    # (A titled name opens a clause as a bare one does.)
    for title in ("Ms.", "Mr", "Dr.", "Mrs"):
        card = f"Mr. Haldane runs the string orchestra, and {title} Okafor is head of department."
        assert card_parts(card)[-1] == f"{title} Okafor is head of department.", card
    lease = "The Enyaq car lease is £389 a month, it's with Zenith, and it ends in March 2028."
    assert card_parts(lease) == [
        "The Enyaq car lease is £389 a month",
        "it's with Zenith, and it ends in March 2028.",
    ]


_PLACES = ["Rose & Crown", "Kings Arms", "Red Lion", "Old Bell"]
_MINUTERS = ["Olu", "Priya", "Gareth", "Siobhan"]
_FATES = ["is being turned into a parcel store", "is closed for repairs", "has been let"]


@settings(max_examples=40, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    who=st.sampled_from(_MINUTERS),
    fate=st.sampled_from(_FATES),
    verb=st.sampled_from(["takes the minutes", "keeps the accounts", "chairs"]),
    similarity=st.sampled_from([0.5, 0.6, 0.7]),
)
def test_a_new_meeting_place_never_replaces_the_person_who_does_a_job(
    place: str, who: str, fate: str, verb: str, similarity: float
) -> None:
    card = (
        "The user noted that the Calder Court Tenants' Association meets on the first Monday "
        f"of each month at 7 pm in the ground-floor community room, and that {who} {verb}."
    )
    note = (
        f"The ground-floor community room at Calder Court {fate}, so tenants' association "
        f"meetings are in the {place} function room from this month."
    )
    verdict = relate(note, card, similarity, 7)
    # Where the meetings are says nothing of who takes the minutes: no swap closes them.
    assert all(a != who for a, _ in verdict.swaps), verdict
    assert verdict.derived is None or who in verdict.derived, verdict


_MONTHS = ["January", "March", "September", "November"]
_SAYING = ["was saying", "is saying", "was telling me", "says", "mentioned that"]


@settings(max_examples=40, deadline=None)
@given(
    old=st.integers(5, 30),
    rise=st.integers(1, 9),
    month=st.sampled_from(_MONTHS),
    saying=st.sampled_from(_SAYING),
    who=st.sampled_from(["Ruth", "Anjali", "Moira"]),
    noun=st.sampled_from(["referrals", "reorganisation", "intake"]),
)
def test_a_count_told_in_reported_speech_corrects_a_labelled_line(
    old: int, rise: int, month: str, saying: str, who: str, noun: str
) -> None:
    card = (
        f"Caseload - {who} Adeyemi (SLT)\nSchool: Holm Lane Primary\n"
        f"Children on caseload: {old}\nSessions: Wednesday afternoons, library annexe\n"
        "Reports: due at the end of each half-term"
    )
    new = old + rise
    note = (
        f"{who} {saying} her Holm Lane caseload went up to {new} after the {month} {noun}, "
        "which is why she's asking the school for a second afternoon."
    )
    verdict = relate(note, card, 0.6, 30)
    # Who said it is no subject of the change; when it happened ("after the March intake")
    # is no second value: one count in place of the line's count.
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((str(old), str(new)),), verdict
    carried = carry(note, card, (str(old),))
    # The label's other word names the slot the note's "caseload" names: nothing lost.
    assert carried.lost == (), carried
    assert f": {old}" not in carried.rest and "Holm Lane Primary" in carried.rest, carried
