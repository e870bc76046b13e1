"""Who a card speaks of twice, and a clause told by a verb with a particle (Said,
fifty-ninth part): a card that names its holder and then speaks of them again ("runs the
quiz himself") is not derived with another holder's name, and a clause of its own after
", and the firm grinds out …" stands apart, so it outlives the part a correction closes.
Generated cases: the kind, not the sentences of the sets."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.compare.carry import carry
from bowerbird.services.judge import relate
from bowerbird.services.statement import card_parts

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
