"""Kinds held-out set 70 found (Said, forty-eighth part): a verb right after a name that no
list knows ("Greaves Forge burns coke …"), a subject held by someone new ("My physio is
Bethan Lloyd now"), a question answered "no" ("Q: … still on Tuesdays? A: no - Thursdays
now"), a change told as scaling ("scaled the cluster up to 6 workers"), and values read as
said: "twice a minute", "interval = 30s", a "pager test" that is no test environment.
Generated cases: the kind, not a suite's sentences."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.judge import relate
from bowerbird.services.mentions import mentions

_BODIES = ["Greaves Forge", "Millbrook Bakery", "Oakhurst Farm", "Tarn Brewery", "Ashby Mill"]
_VERBS = [("burns", "burn"), ("grinds", "grind"), ("smokes", "smoke"), ("mills", "mill")]
_OBJECTS = ["coke", "charcoal", "oak", "beech", "rye", "spelt", "peat", "coal"]
_PLACES = [
    ("in the teaching hearths", "The teaching hearths"),
    ("in the back kilns", "The back kilns"),
]


@settings(max_examples=60, deadline=None)
@given(
    body=st.sampled_from(_BODIES),
    verb=st.sampled_from(_VERBS),
    objects=st.lists(st.sampled_from(_OBJECTS), min_size=2, max_size=2, unique=True),
    place=st.sampled_from(_PLACES),
)
def test_a_verb_after_a_name_ends_the_subject(
    body: str, verb: tuple[str, str], objects: list[str], place: tuple[str, str]
) -> None:
    """ "Greaves Forge burns coke in the teaching hearths" / "The teaching hearths at Greaves
    Forge burn charcoal": two things for one slot, never the same statement — also when the
    body's name starts with the object's word ("Oakhurst" / "oak")."""
    (said, base), (was, now), (where, place_first) = verb, objects, place
    card = f"{body} {said} {was} {where}."
    note = f"{place_first} at {body} {base} {now}."
    verdict = relate(note, card, None, 180)
    assert verdict.kind in ("contradiction", "correction"), (card, note, verdict)
    again = f"{place_first} at {body} {base} {was}."
    assert relate(again, card, None, 180).kind in ("same", "less", "more"), (card, again)


_ROLES = ["physio", "dentist", "accountant", "optician", "solicitor"]
_PEOPLE = ["Lorcan Hale", "Bethan Lloyd", "Priya Shah", "Tom Reeve", "Ines Duarte"]
_TAILS = ["", " at the Eastfield clinic", " at Ledger & Co; I go every other Friday"]
_NOW = ["My {role} is {who} now.", "My {role} is now {who}."]


@settings(max_examples=60, deadline=None)
@given(
    role=st.sampled_from(_ROLES),
    other=st.sampled_from(_ROLES),
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=2, unique=True),
    tail=st.sampled_from(_TAILS),
    now=st.sampled_from(_NOW),
)
def test_a_subject_held_by_someone_new(
    role: str, other: str, people: list[str], tail: str, now: str
) -> None:
    """ "My physio is Bethan Lloyd now" of "My physio is Lorcan Hale …": the new holder in
    the old one's place (two people share no words, however little else the note says);
    another role's holder is another thing."""
    was, who = people
    card = f"My {role} is {was}{tail}."
    verdict = relate(now.format(role=role, who=who), card, None, 60)
    assert verdict.kind == "correction", (card, now, verdict)
    assert verdict.swaps and verdict.swaps[0] == (was, who), verdict
    if other != role:
        elsewhere = relate(now.format(role=other, who=who), card, None, 60)
        assert elsewhere.kind == "distinct", (card, other, elsewhere)
    # Without a cue, a second holder is no change.
    plain = relate(f"My {role} is {who}.", card, None, 60)
    assert plain.kind != "correction", plain


_DAYS = ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays"]
_GROUPS = [
    ("The Little Tadworth Players rehearse the panto", "are panto rehearsals"),
    ("The Saltness crew trains at the boathouse", "is crew training"),
    ("Our book group meets in the back room", "does book group meet"),
]


@settings(max_examples=50, deadline=None)
@given(
    group=st.sampled_from(_GROUPS),
    days=st.lists(st.sampled_from(_DAYS), min_size=2, max_size=2, unique=True),
    answer=st.sampled_from(["A: no - {day} now", "A: no, {day} now", "no - it's {day} now"]),
)
def test_a_question_answered_no_rejects_what_it_asked(
    group: tuple[str, str], days: list[str], answer: str
) -> None:
    """ "Q: are panto rehearsals still on Tuesdays? A: no - Thursdays now": Tuesdays is no
    more, Thursdays in its place; answered "yes", nothing changes."""
    (card_opening, asked), (was, now) = group, days
    card = f"{card_opening} on {was} from 7:30 pm."
    note = f"Q: {asked} still on {was}? {answer.format(day=now)}, same time and place."
    verdict = relate(note, card, 0.6, 35)
    assert verdict.kind == "correction", (card, note, verdict)
    assert verdict.swaps and verdict.swaps[0] == (was, now), verdict
    yes = f"Q: {asked} still on {was}? A: yes, still {was}."
    assert relate(yes, card, 0.6, 35).kind != "correction", yes


@settings(max_examples=40, deadline=None)
@given(
    counts=st.lists(st.integers(min_value=2, max_value=9), min_size=2, max_size=2, unique=True),
    how=st.sampled_from(
        ["We scaled the {x} up to {n} workers.", "The {x} was scaled down to {n} workers."]
    ),
    thing=st.sampled_from(["Airflow cluster", "render farm", "Celery pool"]),
)
def test_a_change_told_as_scaling(counts: list[int], how: str, thing: str) -> None:
    """ "We scaled the Airflow cluster up to 6 workers" of "… runs 3 workers": a change."""
    before, after = counts
    card = f"The {thing} runs {before} workers."
    verdict = relate(how.format(x=thing, n=after), card, None, 60)
    assert verdict.kind == "correction", (card, verdict)


@settings(max_examples=40, deadline=None)
@given(
    count=st.sampled_from([("twice", 2), ("three times", 3), ("4 times", 4)]),
    unit=st.sampled_from([("minute", 60), ("second", 1), ("hour", 3600)]),
)
def test_times_per_a_short_unit(count: tuple[str, int], unit: tuple[str, int]) -> None:
    """ "twice a minute" is every 30 seconds, as "twice a day" is every 12 hours."""
    (said, n), (name, seconds) = count, unit
    found = mentions(f"Each sensor sends a reading {said} a {name}.")
    rhythm = [m for m in found if m.kind.startswith("every:")]
    assert rhythm and abs(float(rhythm[0].norm) - seconds / n) < 1e-3, found


def test_an_interval_written_with_an_equals_sign_is_how_often() -> None:
    for text in ("sensor reporting interval = 30s", "interval=5 min", "backup interval: 6 hours"):
        kinds = [m.kind for m in mentions(text)]
        assert any(k.startswith("every:") for k in kinds), (text, kinds)


@settings(max_examples=40, deadline=None)
@given(
    thing=st.sampled_from(["pager", "fire alarm", "generator", "maths", "smoke", "load"]),
    form=st.sampled_from(["The {t} test is on Mondays.", "Saltness {t} test: Mondays, 19:00."]),
)
def test_a_test_of_a_thing_is_no_environment(thing: str, form: str) -> None:
    """ "the pager test" is a check of the pager; "deploy to test" and "the test cluster" are
    the test environment."""
    assert not [m for m in mentions(form.format(t=thing)) if m.kind == "environment"]
    for env in ("Deploy to test first.", "The test cluster is down.", "staging and test"):
        assert any(m.kind == "environment" for m in mentions(env)), env
