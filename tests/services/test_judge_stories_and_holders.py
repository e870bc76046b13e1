"""Who a card speaks of twice, a clause told by a verb with a particle, a story's length
in other units, a compound word opening a sentence (Said, fifty-ninth part): a card that
names its holder and then speaks of them again ("runs the quiz himself") is not derived
with another holder's name; a clause of its own after ", and the firm grinds out …" stands
apart, so it outlives the part a correction closes; "about 366 metres" in a story is the
card's four hundred yards; "Self-hire punts …" names no one; "pyo" is the card's
pick-your-own; a titled person takes a titled person's place; "have left from Granary Quay"
is where punts set off, no one leaving; who "withdrew as" a role left it, and "Catriona
Maule from Moffat" took it, not Moffat. Generated cases: the kind, not the sentences of the sets."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare.carry import carry
from bowerbird.services.judge import RESTATED, relate
from bowerbird.services.judge.voice import initials_spelt
from bowerbird.services.mentions import mentions
from bowerbird.services.statement import LEAVING, card_parts

_PEOPLE = [("Tom", "Reyes"), ("Melchior", "Kellaway"), ("Ines", "Okafor"), ("Bryn", "Tate")]
_NEW = ["Priya Shah", "Audley Marsh", "Cerys Penhale"]
_DUTIES = ["runs the Thursday quiz", "does the Saturday climbing", "keeps the club's books"]
_AGAIN = [
    "{duty} {self}",
    "{duty}, and {pos} notes go on the board",
    "{duty}. {subj} also picks the prizes",
]
_PRONOUNS = {
    "he": {"self": "himself", "pos": "his", "subj": "He"},
    "she": {"self": "herself", "pos": "her", "subj": "She"},
}


@settings(max_examples=60, deadline=None)
@given(
    holder=st.sampled_from(_PEOPLE),
    new=st.sampled_from(_NEW),
    duty=st.sampled_from(_DUTIES),
    again=st.sampled_from(_AGAIN),
    pronoun=st.sampled_from(sorted(_PRONOUNS)),
)
def test_a_holder_spoken_of_again_is_not_swapped(
    holder: tuple[str, str], new: str, duty: str, again: str, pronoun: str
) -> None:
    old = " ".join(holder)
    card = f"{old} " + again.format(duty=duty, **_PRONOUNS[pronoun]) + "."
    note = f"Correction: {new} {duty}, not {old}."
    verdict = relate(note, card, 0.7, 30)
    assert verdict.kind == "correction", (card, note, verdict)
    # The pronoun would be said of whoever took over: no card is derived.
    assert verdict.derived is None, verdict.derived
    # Someone named between is whom the pronoun speaks of: the holder stands once.
    other = f"{old} {duty} for Maisie and {_PRONOUNS[pronoun]['pos']} brother."
    derived = relate(note, other, 0.7, 30).derived
    assert derived == f"{new} {duty} for Maisie and {_PRONOUNS[pronoun]['pos']} brother.", derived


_THINGS = ["firm", "yard", "warden", "crew", "office"]
_PARTICLE_VERBS = ["grinds out", "locks up", "signs off", "hands back", "sends over"]


@settings(max_examples=60, deadline=None)
@given(
    holder=st.sampled_from(_PEOPLE),
    thing=st.sampled_from(_THINGS),
    verb=st.sampled_from(_PARTICLE_VERBS),
    pounds=st.integers(5, 400),
)
def test_a_clause_told_by_a_verb_and_its_particle_stands_apart(
    holder: tuple[str, str], thing: str, verb: str, pounds: int
) -> None:
    old = " ".join(holder)
    second = f"the {thing} {verb} the stumps for £{pounds} each."
    card = f"{old} does the climbing on Saturday jobs, and {second}"
    assert card_parts(card) == [f"{old} does the climbing on Saturday jobs", second]
    # What the correction leaves standing is that clause, as written.
    note = f"Priya Shah has taken over the Saturday climbing from {holder[0]}."
    kept = carry(note, card, (old,))
    assert kept.lost == () and kept.rest == second[0].upper() + second[1:], kept
    # A noun and a list are no clause: "the tools, gloves and ropes".
    listed = f"{old} brings the saws, and the ropes and harnesses for £{pounds}."
    assert len(card_parts(listed)) == 1


_FELLS = ["Ravensgill", "Thornmoor", "Keldhead"]
_HANDLERS = ["Torrin", "Maelor", "Ysolde"]


@settings(max_examples=60, deadline=None)
@given(
    fell=st.sampled_from(_FELLS),
    handler=st.sampled_from(_HANDLERS),
    yards=st.integers(15, 90).map(lambda n: n * 10),
    about=st.sampled_from(["about ", "roughly ", ""]),
)
def test_a_length_converted_in_a_story_is_the_cards(
    fell: str, handler: str, yards: int, about: str
) -> None:
    card = f"At the {fell} trials the outrun on the open course is {yards} yards."
    metres = round(yards * 0.9144)
    story = (
        f"Stood by the post at {fell} while {handler}'s young bitch made her outrun, "
        f"{about}{metres} metres up the fell, and she ran wide enough not to unsettle the sheep."
    )
    assert relate(story, card, 0.6, 28).kind in RESTATED
    # Three metres more is another length, not the card's rounded.
    longer = story.replace(f"{metres} metres", f"{metres + 3} metres")
    assert relate(longer, card, 0.6, 28).kind not in RESTATED


_COMPOUNDS = ["Self-hire", "Long-stay", "Half-price", "Pick-your-own", "Walk-in"]


@settings(max_examples=40, deadline=None)
@given(compound=st.sampled_from(_COMPOUNDS), pounds=st.integers(3, 60))
def test_a_compound_opening_a_sentence_is_no_name(compound: str, pounds: int) -> None:
    text = f"{compound} punts at Mossbank cost £{pounds} an hour."
    assert [m.norm for m in mentions(text) if m.kind == "name"] == ["mossbank"]
    # A double name is written with a capital on each side of its hyphen.
    assert "mary-jane" in {m.norm for m in mentions("Mary-Jane runs the kiosk.")}


# (a thing's words as a card writes them, the first letters a jotting writes for them)
_SPELT = [
    ("pick-your-own", "pyo"),
    ("heat recovery tank", "HRT"),
    ("walk-in clinic", "wic"),
]


@settings(max_examples=60, deadline=None)
@given(
    spelt=st.sampled_from([s for s in _SPELT if s[1].isalpha()]),
    place=st.sampled_from(["Cowlam Fields", "Brackley Farm", "Ostley Grange"]),
    hour=st.integers(7, 10),
    minutes=st.sampled_from([0, 15, 30, 45]),
)
def test_initials_stand_for_the_cards_words(
    spelt: tuple[str, str], place: str, hour: int, minutes: int
) -> None:
    words, initials = spelt
    card = f"{place} {words} opens at {hour}:{minutes:02d} every morning in the season."
    jotted = f"{place.split()[0].lower()} {initials} - gates open {hour:02d}:{minutes:02d}"
    assert relate(jotted, card, 0.7, 14).kind in RESTATED, jotted
    later = f"{place.split()[0].lower()} {initials} - gates open {hour + 1:02d}:{minutes:02d}"
    assert relate(later, card, 0.7, 14).kind not in RESTATED
    # A word of its own is no initials: "cat" never stands for "Cats are tidy".
    assert "cat" in initials_spelt("the cat sat by the gate", "Cats are tidy animals.")


_STAFF = [("Mr", "Okonedo"), ("Dr", "Hallam"), ("Mrs", "Penrose")]
_NEWCOMERS = [("Ms", "Brock"), ("Dr", "Vasquez"), ("Mr", "Tregear")]
_CLINICS = ["Rosewarne", "Quarry Hill", "Eastfield"]


@settings(max_examples=60, deadline=None)
@given(
    staff=st.sampled_from(_STAFF),
    newcomer=st.sampled_from(_NEWCOMERS),
    clinic=st.sampled_from(_CLINICS),
    cue=st.sampled_from(
        ["These days {} sees", "Nowadays {} sees", "Since the summer, {} has seen"]
    ),
)
def test_a_titled_person_takes_a_titled_persons_place(
    staff: tuple[str, str], newcomer: tuple[str, str], clinic: str, cue: str
) -> None:
    card = (
        f"Berenice has physiotherapy on her knee with {' '.join(staff)} at the {clinic} "
        "clinic, and she does her exercises with a band every evening."
    )
    note = f"{cue.format('Berenice')} {' '.join(newcomer)} for her knee physio."
    verdict = relate(note, card, 0.6, 200)
    assert verdict.kind == "correction" and verdict.swaps == ((staff[1], newcomer[1]),), verdict
    # The place is no one's title: a clinic named anew is not put in the person's place.
    moved = f"{cue.format('Berenice')} the team at the Tolvean clinic for her knee physio."
    assert all(before != staff[1] for before, _ in relate(moved, card, 0.6, 200).swaps)
    # Nor is a titled person who does something else with the card's person in it.
    club = f"{cue.format('Berenice')} {' '.join(newcomer)} at the book club on Fridays."
    assert relate(club, card, 0.5, 200).kind != "correction"


def test_where_a_thing_sets_off_from_is_no_one_leaving() -> None:
    card = "Mossbank's chauffeured punts leave from the Mill Steps."
    note = "Since June, Mossbank's chauffeured punts have left from Granary Quay."
    assert relate(note, card, 0.7, 100).swaps == (("Mill Steps", "Granary Quay"),)
    assert not LEAVING.search("She has physiotherapy on her left knee.")
    assert LEAVING.search("Tomasz has left the firm.")


_JUDGES = ["Iestyn Meredith", "Carys Lloyd", "Hamish Orr"]
_SUCCESSORS = ["Catriona Maule", "Ewan Petrie", "Morag Baird"]
_HOMES = ["Moffat", "Hawick", "Selkirk"]


@settings(max_examples=60, deadline=None)
@given(
    judge=st.sampled_from(_JUDGES),
    successor=st.sampled_from(_SUCCESSORS),
    home=st.sampled_from(_HOMES),
    item=st.integers(1, 6),
    withdrew=st.sampled_from(["has had to withdraw as", "withdrew as", "has withdrawn as"]),
)
def test_who_withdrew_and_who_from_where_took_it(
    judge: str, successor: str, home: str, item: int, withdrew: str
) -> None:
    card = (
        f"The judge for the open class at the trials this year is {judge}, and entries close "
        "a fortnight before the trial."
    )
    note = (
        f"{item}. {judge} {withdrew} open-class judge after a knee operation; "
        f"{successor} from {home} has agreed to judge it."
    )
    verdict = relate(note, card, 0.6, 90)
    assert verdict.kind == "correction" and verdict.swaps == ((judge, successor),), verdict
