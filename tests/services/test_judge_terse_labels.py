"""Terse notes that label a value (Said, fifty-first part): a role by its initials before a
dash ("calderbrook choir MD - Rupert Ashdale" of "…'s musical director is Fenella
Cairncross"), a value whose only new word names its slot ("stratum kafka retention: 3
days" of "…topics keep messages for 7 days"; "Bramwell radio - tune to 106.4 FM" of
"…broadcasts on 104.6 FM"): another value for the same thing, flagged. The same value
restates. Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate

_PEOPLE = ["Fenella Cairncross", "Rupert Ashdale", "Morag Lindqvist", "Tobias Venn"]
_BODIES = ["Calderbrook Community Choir", "Hartsmere Bee Association", "Skerrow Ferries"]
_ROLES = [("musical director", "MD"), ("general manager", "GM"), ("head coach", "HC")]


@settings(max_examples=60, deadline=None)
@given(
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    body=st.sampled_from(_BODIES),
    role=st.sampled_from(_ROLES),
    dash=st.sampled_from([" - ", " – ", ": "]),
)
def test_a_role_by_its_initials(
    people: list[str], body: str, role: tuple[str, str], dash: str
) -> None:
    """Two holders of one role, the note terse: flagged both ways round; the same holder
    restates."""
    was, now = people
    words, caps = role
    card = f"{body}'s {words} is {was}."
    short = f"{body.split()[0]} {body.split()[-1]}".lower()  # "calderbrook choir"
    note = f"{short} {caps}{dash}{now}"
    for a, b in ((note, card), (card, note)):
        assert relate(a, b, 0.62, 2).kind == "contradiction", (b, a, relate(a, b, 0.62, 2))
    again = f"{short} {caps}{dash}{was}"
    assert relate(again, card, 0.62, 2).kind in ("same", "less"), (card, again)


@settings(max_examples=60, deadline=None)
@given(
    owner=st.sampled_from(["Stratum", "Tallyho", "Meridian"]),
    store=st.sampled_from(["Kafka topics", "nightly snapshots", "audit logs"]),
    days=st.lists(st.integers(2, 30), min_size=2, max_size=2, unique=True),
    label=st.sampled_from(["retention", "TTL", "kept for"]),
)
def test_how_long_kept_by_its_slots_word(
    owner: str, store: str, days: list[int], label: str
) -> None:
    """ "…keep messages for 7 days" / "…retention: 3 days": one slot, two values."""
    was, now = days
    card = f"{owner}'s {store} are kept for {was} days."
    note = f"{owner.lower()} {store.split()[0].lower()} {label}: {now} days"
    assert relate(note, card, 0.7, 4).kind == "contradiction", (card, note)
    same = f"{owner.lower()} {store.split()[0].lower()} {label}: {was} days"
    assert relate(same, card, 0.7, 4).kind in ("same", "less"), (card, same)


@settings(max_examples=40, deadline=None)
@given(
    station=st.sampled_from(["Bramwell Community Radio", "Harbour Radio", "Skerry Radio"]),
    mhz=st.lists(
        st.sampled_from(["104.6", "106.4", "97.2", "88.9"]), min_size=2, max_size=2, unique=True
    ),
)
def test_a_station_on_another_frequency(station: str, mhz: list[str]) -> None:
    """ "104.6 FM" is 104.6 MHz, a frequency, not an identifier of another thing."""
    was, now = mhz
    card = f"{station} broadcasts on {was} FM."
    note = f"{station.split()[0]} radio - tune to {now} FM"
    assert relate(note, card, 0.75, 4).kind == "contradiction", (card, note)
    same = f"{station} is on {was} MHz."
    assert relate(same, card, 0.8, 4).kind in ("same", "less", "more"), (card, same)
