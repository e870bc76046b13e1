"""A place or a means told anew with a cue, in other verbs than the card's (Said,
sixty-second part, set 86's corrections): "These days Petroc loads the trailer at Harbour
Yard" of "…the trailer is loaded at the boathouse"; "…'s flight leaves from Exeter now" of
"… flies to Trieste … from Newquay"; "the kit has gone up to the office" of "… keeps its
kit in the kitchen"; "These days the pages come through X - the Y contract ran out" of
"… is paged through Y". The place changes, nothing is derived, and the card's other
statements are carried as said. Never so for another subject, another thing placed, another
doing, or without a cue. Generated cases: the kind, not the set's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate

_CLUBS = ["Penmorvah", "Tregellas", "Lanyon", "Carnsew", "Polwithen"]
_PEOPLE = ["Petroc", "Morwenna", "Jago", "Tamsin", "Kerensa"]
_THINGS = ["trailer", "kayak rack", "safety boat", "spare paddles"]
_YARDS = ["Harbour Yard", "the Quay Street garage", "Wheal Rose depot", "the old net loft"]
_SHEDS = ["the Porthkellis boathouse", "the Trewint barn", "the chapel car park"]
_TOOLS = [("PagerDuty", "Grafana OnCall"), ("Opsgenie", "incident.io"), ("VictorOps", "Squadcast")]
_TOWNS = [("Newquay", "Exeter"), ("Bristol", "Cardiff"), ("Norwich", "Stansted")]


def _swapped(note: str, card: str) -> tuple[tuple[str, str], ...] | None:
    verdict = relate(note, card, 0.5, 90)
    return verdict.swaps if verdict.kind == "correction" and verdict.derived is None else None


@settings(max_examples=15, deadline=None)
@given(
    club=st.sampled_from(_CLUBS),
    who=st.sampled_from(_PEOPLE),
    thing=st.sampled_from(_THINGS),
    was=st.sampled_from(_SHEDS),
    now=st.sampled_from(_YARDS),
)
def test_a_thing_loaded_elsewhere_these_days_is_the_place_told_anew(
    club: str, who: str, thing: str, was: str, now: str
) -> None:
    card = (
        f"On club paddles the {club} {thing} is loaded at {was}, and everyone signs the float "
        f"plan before launching."
    )
    note = f"These days {who} loads the {club} {thing} at {now} - the lease ran out at Easter."
    assert _swapped(note, card) == ((was, now),)
    # What else the card said lives on as said.
    assert carry(note, card, (was,)).rest == "Everyone signs the float plan before launching."
    # Without a cue, two places for one thing: nothing closes.
    plain = f"{who} loads the {club} {thing} at {now}."
    assert relate(plain, card, 0.5, 90).kind != "correction"
    # Another club's thing is another thing.
    other = next(c for c in _CLUBS if c != club)
    assert _swapped(note.replace(club, other), card) is None


@settings(max_examples=15, deadline=None)
@given(
    club=st.sampled_from(_CLUBS),
    kit=st.sampled_from(["first-aid kit", "lost property box", "spare keys"]),
    room=st.sampled_from(["the office on the landing", "the back store room", "the attic"]),
    moved=st.sampled_from(["has gone up to", "has moved to", "has been moved to"]),
)
def test_a_thing_gone_somewhere_else_is_the_place_told_anew(
    club: str, kit: str, room: str, moved: str
) -> None:
    card = (
        f"{club} keeps its {kit} in the ground-floor kitchen, and parents sign children in on "
        f"the clipboard by the front door."
    )
    note = f"The {club} {kit} {moved} {room}, out of reach of the little ones."
    assert _swapped(note, card) == (("the ground-floor kitchen", room),)
    # Another thing moving is not the card's thing moving: the kit's place stays.
    assert relate(f"The {club} piano {moved} {room}.", card, 0.5, 90).kind != "correction"


@settings(max_examples=12, deadline=None)
@given(club=st.sampled_from(_CLUBS), tools=st.sampled_from(_TOOLS))
def test_a_means_told_anew_with_the_old_one_ended_is_the_means_replaced(
    club: str, tools: tuple[str, str]
) -> None:
    was, now = tools
    card = f"{club}'s SRE on-call is paged through {was}, and the rota hands over on Mondays."
    note = f"These days the pages come through {now} - the {was} contract ran out in June."
    assert _swapped(note, card) == ((was, now),)
    # Without the old one said to have ended, a note that names no thing of the card's is
    # about something else.
    bare = f"These days the pages come through {now}."
    assert relate(bare, card, 0.5, 90).kind != "correction"


@settings(max_examples=12, deadline=None)
@given(
    who=st.sampled_from(["Eulalie", "Morwenna", "Tamsin"]),
    towns=st.sampled_from(_TOWNS),
    city=st.sampled_from(["Trieste", "Lisbon", "Bergen"]),
)
def test_a_flight_from_another_airport_now_is_the_airport_told_anew(
    who: str, towns: tuple[str, str], city: str
) -> None:
    was, now = towns
    card = f"{who} flies to {city} on 14 May from {was}, and she has asked for an aisle seat."
    note = (
        f"{who}'s {city} flight leaves from {now} now - the airline dropped the route from her "
        f"local airport."
    )
    assert _swapped(note, card) == ((was, now),)
    # Someone else's flight is theirs.
    other = next(p for p in ("Eulalie", "Morwenna", "Tamsin") if p != who)
    assert _swapped(note.replace(who, other), card) is None


@settings(max_examples=12, deadline=None)
@given(who=st.sampled_from(_PEOPLE), town=st.sampled_from(["Wakefield", "Scarborough", "Leeds"]))
def test_someone_who_moved_is_no_place_of_what_they_do(who: str, town: str) -> None:
    # The card's place is where the role is done, and the note moves the person: the words
    # between the card's verb and its place ("the dock manager", "the acts") are not the
    # note's.
    # (That the person moved may still close the card; the depot is never put in its place.)
    card = f"{who} Rao is the dock manager at the Corvane depot."
    swaps = _swapped(f"These days {who} Rao has moved to the {town} site.", card) or ()
    assert not any(was == "the Corvane depot" for was, _ in swaps)
    card = f"Councillor {who} introduces the acts at the bandstand concerts."
    note = f"Councillor {who} has moved to {town} to be near his daughter."
    swaps = _swapped(note, card) or ()
    assert not any(was == "the bandstand concerts" for was, _ in swaps)


@settings(max_examples=12, deadline=None)
@given(
    days=st.sampled_from([("Tuesday", "Thursday"), ("Monday", "Friday")]),
    rooms=st.sampled_from([("Room 4", "Room 9"), ("the annexe", "the main hall")]),
)
def test_another_days_class_or_another_doing_is_never_the_place_told_anew(
    days: tuple[str, str], rooms: tuple[str, str]
) -> None:
    card = f"The {days[0]} class meets in {rooms[0]}."
    note = f"These days the {days[1]} class meets in {rooms[1]}."
    assert relate(note, card, 0.5, 90).kind != "correction"
    # Written in one thing, run on another: two doings, not one place.
    card = "The receipts service is written in Go."
    assert relate("The receipts service now runs on host app-24.", card, 0.5, 90).kind not in (
        "correction",
    )


@settings(max_examples=12, deadline=None)
@given(
    town=st.sampled_from(["Marlbridge", "Otterbury", "Keswick"]),
    store=st.sampled_from(
        ["the new secure store on the second floor of the Civic Centre", "the old court cells"]
    ),
)
def test_a_thing_kept_somewhere_gone_up_to_a_long_place_is_the_place_told_anew(
    town: str, store: str
) -> None:
    card = (
        f"Between elections, {town}'s ballot boxes are kept in the basement strongroom at the "
        f"Civic Centre, and the deputy returning officer holds the only key."
    )
    note = f"{town}'s ballot boxes have gone up to {store}, because the damp was rotting the seals."
    assert _swapped(note, card) == (("the basement strongroom at the Civic Centre", store),)
    # Gone over to someone is no place of how faults are reported: another doing.
    card = f"Street-lighting faults in {town} are reported on the council's FixMyLamp page."
    note = f"{town}'s street-light repairs went over to Brightpath Electrical in March."
    assert not any(was == "the council's FixMyLamp page" for was, _ in _swapped(note, card) or ())
