"""A change of one value told tersely, beside a card of several (services/, Said
thirty-third part): a version "rolled back", a bare noun phrase with "got bumped to …", a
date's slot named "start" in a lower-case note that still capitalises its month, and an
identifier whose characters the note says were swapped. Each is a correction of the card's
one value of that kind; and each kind has its near miss that must stay apart (another
pool's model, a rollback that says when, a number that is not the card's one wrongly
written). Generated cases: the kind, not the sentences of a suite.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare import carry
from bowerbird.services.judge import relate


@settings(max_examples=40, deadline=None)
@given(
    minor=st.integers(2, 30),
    env=st.sampled_from([("production", "prod"), ("staging", "staging")]),
    thing=st.sampled_from(["ranking model", "embedding model", "fraud model"]),
    pool=st.integers(1, 9),
    day=st.sampled_from(["Sunday", "Monday", "Friday"]),
)
def test_a_version_rolled_back_is_the_old_value(
    minor: int, env: tuple[str, str], thing: str, pool: int, day: str
) -> None:
    card = (
        f"The {env[0]} {thing} is rank-v3.{minor}, served from the inf-prod-{pool} pool and "
        f"retrained every {day}."
    )
    note = f"Correction: {env[1]} {thing} is rank-v3.{minor + 1} (we rolled back 3.{minor})."
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((f"rank-v3.{minor}", f"rank-v3.{minor + 1}"),), verdict
    # A rollback that says how long it took names no value undone.
    incident = f"Incident on 3 March: the API returned 502s and was rolled back in {minor} minutes."
    later = f"Staging runs Postgres {minor}."
    assert relate(later, incident).kind == "distinct"


@settings(max_examples=40, deadline=None)
@given(
    dpi=st.sampled_from([300, 400, 600]),
    thing=st.sampled_from(
        [("maps", "map scans"), ("photos", "photo scans"), ("plans", "plan scans")]
    ),
    why=st.sampled_from(["after the funder review", "for the new viewer", ""]),
)
def test_a_noun_phrase_that_got_changed_is_its_subject(
    dpi: int, thing: tuple[str, str], why: str
) -> None:
    card = (
        f"Holloway Borough Archive digitisation spec: {thing[0]} are scanned at {dpi} dpi, "
        "saved as uncompressed TIFF, and named HBA-MAP-nnnn."
    )
    note = f"{thing[1]} got bumped to {dpi * 2} dpi {why}".strip()
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((str(dpi), str(dpi * 2)),), verdict


_MONTHS = ["March", "June", "September"]


@settings(max_examples=40, deadline=None)
@given(
    day=st.integers(1, 20),
    month=st.sampled_from(_MONTHS),
    company=st.sampled_from([("Pedalwise", "pedalwise"), ("Velovista", "velovista")]),
    tour=st.sampled_from([("Dolomites", "dolomites"), ("Pyrenees", "pyrenees")]),
    how=st.sampled_from(["got pushed back a week", "moved", "slipped a week"]),
)
def test_a_start_told_in_lower_case_is_the_date_of_the_card(
    day: int, month: str, company: tuple[str, str], tour: tuple[str, str], how: str
) -> None:
    card = (
        f"{company[0]}'s {tour[0]} tour departs on {day} {month} 2027 from Bolzano, with a "
        "maximum of 12 riders and a support van."
    )
    note = f"{company[1]} {tour[1]}: start {how}, now {day + 7} {month} 2027"
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((f"{day} {month} 2027", f"{day + 7} {month} 2027"),), verdict


def _swapped(code: str, at: int) -> str:
    return code[:at] + code[at + 1] + code[at] + code[at + 2 :]


@settings(max_examples=60, deadline=None)
@given(
    digits=st.text("0123456789", min_size=4, max_size=4).filter(lambda d: len(set(d)) == 4),
    at=st.integers(0, 2),
    cue=st.sampled_from(
        ["I had two digits swapped", "typo on my part", "I had the digits the wrong way round"]
    ),
    opening=st.sampled_from(["ah no, ", "", "Correction: "]),
)
def test_an_identifier_written_wrong_is_corrected_not_another(
    digits: str, at: int, cue: str, opening: str
) -> None:
    was, now = f"AQ-{digits}-K", f"AQ-{_swapped(digits, at)}-K"
    card = (
        f"Carrigeen Bay's aquaculture licence is {was}; the site covers 4.5 hectares and the "
        "licence is up for renewal in 2028."
    )
    note = f"{opening}the licence number is {now} - {cue}."
    verdict = relate(note, card)
    assert verdict.kind == "correction", verdict
    assert verdict.swaps == ((was, now),), verdict
    # Without the note saying it was written wrong, another number is another licence.
    plain = f"The licence number of the Kilkieran site is {now}."
    assert relate(plain, card).kind != "correction"


_BUYERS = ["Lir Seafoods", "Atlantic Shellfish Exports", "Connemara Fish Co", "Ostra Fresca"]


@settings(max_examples=40, deadline=None)
@given(
    buyers=st.lists(st.sampled_from(_BUYERS), min_size=2, max_size=2, unique=True),
    farm=st.sampled_from(["Carrigeen Bay", "Kinvara Farm", "Muckinish Oysters"]),
    trestles=st.integers(100, 900),
    grader=st.sampled_from(["Eamon", "Siobhan", "Padraig"]),
    opening=st.sampled_from(["We've stopped selling to", "We no longer sell to", "We dropped"]),
)
def test_a_change_told_by_we_is_said_of_the_named_subject(
    buyers: list[str], farm: str, trestles: int, grader: str, opening: str
) -> None:
    was, now = buyers
    card = (
        f"{farm} sells its oysters to {was} in Galway; the farm runs {trestles} trestles and "
        f"{grader} does the grading."
    )
    note = f"{opening} {was}. The whole harvest goes to {now} now."
    carried = carry(note, card, (was,))
    # "We" are the farm: closing its old buyer loses nothing, and the rest stands as said.
    assert carried.lost == (), carried
    assert f"{trestles} trestles" in carried.rest and grader in carried.rest, carried
    # Told of another subject, the farm's name is no word the note says.
    other = f"The co-op has stopped buying from {was}; it goes to {now} now."
    assert carry(other, card, (was,)).lost, carry(other, card, (was,))


@settings(max_examples=40, deadline=None)
@given(
    what=st.sampled_from(["Drill night", "Choir practice", "Band rehearsal", "Club night"]),
    place=st.sampled_from(["Ardmore brigade", "Hollin Street choir", "Nash Road band"]),
    days=st.permutations(["Monday", "Tuesday", "Wednesday", "Thursday"]),
    hour=st.integers(17, 21),
    minute=st.sampled_from(["00", "15", "30", "45"]),
    kept=st.sampled_from(["same time", "same time as before", "same time and place"]),
)
def test_same_time_keeps_the_card_s_clock(
    what: str, place: str, days: list[str], hour: int, minute: str, kept: str
) -> None:
    # "…got bumped to Wednesdays, same time": the card's clock stays as the note says, no
    # detail lost with the old day; without "same time" the clock is lost (flagged, not
    # closed), and "same day" keeps no clock.
    card = f"{what} for the {place} is {days[0]} at {hour}:{minute}."
    note = f"{place} {what.lower()} got moved to {days[1]}s, {kept}."
    assert relate(note, card, 0.7, 28.0).kind == "correction"
    assert carry(note, card, (days[0],)).lost == ()
    bare = f"{place} {what.lower()} got moved to {days[1]}s."
    assert carry(bare, card, (days[0],)).lost == (f"{hour}:{minute}",)
    other = f"{place} {what.lower()} got moved to {days[1]}s, same day count."
    assert carry(other, card, (days[0],)).lost == (f"{hour}:{minute}",)


@settings(max_examples=40, deadline=None)
@given(
    hour=st.integers(6, 9),
    minute=st.sampled_from(["10", "20", "40"]),
    later=st.sampled_from(["15", "25", "50"]),
    back=st.sampled_from(["15:35", "16:05", "17:20"]),
    thing=st.sampled_from(["school bus", "minibus", "shuttle"]),
)
def test_a_number_the_card_says_is_no_hour_said_again(
    hour: int, minute: str, later: str, back: str, thing: str
) -> None:
    # "route 7 pickup is now 7:50" of "The school bus (route 7) picks up … at 7:40 and drops
    # off at 15:35": the route's number is no "7" said again of 7:40, so 7:40 is the value
    # replaced — never 15:35, whose carry kept the old pickup time live as if still true.
    card = (
        f"The {thing} (route {hour}) picks up at Elm Road at {hour}:{minute}"
        f" and drops off at {back}."
    )
    note = f"Update: route {hour} pickup is now {hour}:{later}."
    verdict = relate(note, card, 0.7, 28.0)
    assert verdict.kind == "correction"
    assert [old for old, _ in verdict.swaps] == [f"{hour}:{minute}"]
    kept = carry(note, card, tuple(old for old, _ in verdict.swaps)).rest
    assert f"{hour}:{minute}" not in kept


@settings(max_examples=40, deadline=None)
@given(
    days=st.permutations(["Mondays", "Tuesdays", "Wednesdays", "Thursdays"]),
    hour=st.integers(17, 21),
    minute=st.sampled_from(["00", "15", "30"]),
    place=st.sampled_from(["St Elwyn lifeboat", "Hexham choir", "Marlow rugby club"]),
)
def test_a_day_cut_before_its_clock_leaves_the_clock_whole(
    days: list[str], hour: int, minute: str, place: str
) -> None:
    # "weekly exercise Thursdays 19:00, …" after "moved to Wednesday evenings, same time":
    # the clock after the day is no version the day carries ("Myriad 5.2"), so nothing
    # like "exercise :00" is ever left.
    card = f"{place}: weekly exercise {days[0]} {hour}:{minute}, coxswain Tamsin Rowe."
    note = f"Heads up: the {place} weekly exercise has moved to {days[1]}, same time."
    # (A card written as a heading and its items has no verb to end its subject: the note
    # is a change of it, however few of its words a short note shares.)
    assert relate(note, card, 0.64, 77.0).kind == "correction"
    rest = carry(note, card, (days[0],)).rest
    assert f" :{minute}" not in rest and not rest.startswith(":")
    if rest:
        assert f"{hour}:{minute}" in rest


@settings(max_examples=40, deadline=None)
@given(
    label=st.sampled_from(["tel", "phone", "mobile", "tel."]),
    old=st.integers(100000, 999999),
    new=st.integers(100000, 999999),
    who=st.sampled_from(["Dr Anwen Price of Tor Vets", "Sam Okafor at Brightwell Plumbing"]),
)
def test_a_bracketed_number_goes_whole_and_its_holder_stays(
    label: str, old: int, new: int, who: str
) -> None:
    # "vet is Dr Anwen Price of Tor Vets (tel 01822 614309); she does …" after "the number
    # for Dr Price … is 01822 640772 these days": the bracket is how to reach her, so who
    # the vet is stays live with what else the card said; the old number goes with the card.
    card = f"Hawkridge centre: contact is {who} ({label} 01822 {old}); she visits monthly."
    note = f"User says the number for {who} is 01822 {new} these days."
    if old == new:
        return
    kept = carry(note, card, (f"01822 {old}",))
    assert kept.lost == ()
    assert who in kept.rest and str(old) not in kept.rest and "(" not in kept.rest
