"""Recall as users get it: nothing hidden by a score floor, and an answer that says so when
nothing in the home is clearly relevant (``weak``), which ``context`` and the MCP tools obey.
Also the words of a question: possessives, how it asks, a word's family, and broad questions
about a facet of a person found by meaning. Real shipped model, real SQLite."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower
from bowerbird.mcp.tools import lean
from bowerbird.retrieve import relevance
from bowerbird.retrieve.relevance import names
from bowerbird.services.text import query_terms, search_terms

FACTS = [
    "Tomasz has coeliac disease and cannot eat gluten.",
    "Tomasz has a standing appointment with an osteopath for his shoulder.",
    "Tomasz uses an inhaler before running.",
    "Tomasz goes bouldering at the climbing wall on Thursdays.",
    "Tomasz plays bass guitar in a covers band.",
    "Tomasz's sister is called Halina.",
    "Tomasz works night shifts at the sorting depot.",
    "Tomasz rents a flat in Gdansk.",
    "Tomasz's car is a grey Skoda Octavia.",
    "The team picked Grafana over Kibana because Renata knows PromQL.",
    "Renata runs the on-call rota.",
    "Renata is based in Wroclaw.",
    "Renata wants code reviews within one working day.",
]


@pytest.fixture
def facts(home: Path) -> Bower:
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    for fact in FACTS:
        bower.curate(fact, verbatim=True)
    return bower


def _top(bower: Bower, question: str, n: int) -> list[str]:
    return [h.content for h in bower.query(question, use_cache=False).results[:n]]


def test_names_are_the_capitalised_words_inside_a_sentence() -> None:
    assert names("What did Renata say about Grafana on Monday?") == ["renata", "grafana"]
    assert names("When is Halina's birthday in March?") == ["halina"]
    assert names("Renata? Who is she.") == []  # first of its sentence: no telling capital
    assert names("What Port Does The Staging Database Use") == []  # title case says nothing


def test_a_question_about_someone_the_home_never_met_is_weak(facts: Bower) -> None:
    result = facts.query("Where does Bartholomew keep his climbing shoes?")
    assert result.results, "the closest memories are still returned"
    assert result.weak and all(h.weak for h in result.results)
    assert any("bartholomew" in n for n in result.notes)
    block = facts.context("Where does Bartholomew keep his climbing shoes?")
    assert block.text == "" and not block.included and block.weak
    small = lean(result)
    assert small["weak"] is True and all(h["weak"] for h in small["results"])
    # A name the home knows is answered, and the answer is not weak.
    known = facts.query("Which day does Tomasz go bouldering?")
    assert not known.weak and "Thursdays" in known.results[0].content
    assert not known.results[0].weak and "weak" not in lean(known)
    assert facts.context("Which day does Tomasz go bouldering?").included


def test_nothing_is_dropped_unless_a_floor_is_asked_for(facts: Bower) -> None:
    everything = facts.query("Which day does Tomasz go bouldering?", limit=50)
    assert len(everything.results) == len(FACTS)  # no default floor hides a memory
    floored = facts.query("Which day does Tomasz go bouldering?", limit=50, min_score=0.3)
    assert 0 < len(floored.results) < len(FACTS)
    assert all(h.score >= 0.3 for h in floored.results)


def test_a_possessive_and_the_asking_words_are_not_searched() -> None:
    assert search_terms("What do I know about Renata?") == ["renata"]
    assert search_terms("Tell me everything about the depot") == ["depot"]
    assert search_terms("What is the user's car?") == ["user", "car"]
    assert query_terms("Tomasz's sister isn't here") == ["tomasz", "sister"]
    assert search_terms("Who knows PromQL?") == ["knows", "promql"]  # a content verb stays


def test_facts_about_a_person_outrank_a_memory_that_says_they_know_something(
    facts: Bower,
) -> None:
    result = facts.query("What do I know about Renata?", use_cache=False).results
    assert all("Renata" in h.content for h in result[:4])
    assert "knows" not in result[0].content  # "know" is how it asks, not what about
    assert len({h.why["coverage"] for h in result[:4]}) == 1  # each holds every word asked


def test_a_word_finds_its_family(facts: Bower) -> None:
    # "osteopathy" is in no memory and begins no word of one (Porter stems it apart from
    # "osteopath"): its family, less an ending, finds the osteopath by keywords.
    result = facts.query("Does Tomasz get osteopathy?", use_cache=False)
    best = result.results[0]
    assert "osteopath" in best.content and best.why["bm25"] > 0


def test_a_broad_question_about_a_facet_finds_its_members_by_meaning(facts: Bower) -> None:
    health = _top(facts, "What do I know about Tomasz's health?", 3)
    assert {"coeliac", "osteopath", "inhaler"} <= {
        w for t in health for w in ("coeliac", "osteopath", "inhaler") if w in t
    }, health
    pastimes = _top(facts, "What are Tomasz's hobbies?", 2)
    assert all("bouldering" in t or "bass guitar" in t for t in pastimes), pastimes


def test_a_replaced_statement_follows_its_replacement_not_the_noise(facts: Bower) -> None:
    # With no floor, everything a question reaches is listed: a superseded memory asked for
    # must come right after what replaced it, not under every unrelated memory.
    old = facts.curate("Renata's team tracks errors with Bugsnag.").created[0]
    new = facts.curate("Renata's team switched error tracking from Bugsnag to Honeybadger.")
    assert new.updated == [old] and new.primary is not None, new.actions
    hits = facts.query("Which error tracker does Renata's team use?", include_superseded=True)
    ids = [h.id for h in hits.results]
    assert ids[:2] == [new.primary.id, old], [h.content for h in hits.results[:3]]


# ---------------------------------------------------------------- issue 61: what is asked

# Attributes of a person a home may or may not hold: (what is asked, a note stating it).
_ATTRIBUTES = [
    ("What is {p}'s favourite food?", "{p}'s favourite food is grilled aubergine."),
    ("Which instrument does {p} play?", "{p} plays the cello in a string quartet."),
    ("Where did {p} grow up?", "{p} grew up in a fishing village near Porto."),
    ("What is {p}'s dog called?", "{p}'s dog is called Biscuit."),
    ("Which football club does {p} support?", "{p} supports the football club Boavista."),
]
_OTHER = [
    "{p} leads the mobile team.",
    "{p} prefers async standups over video calls.",
    "{p} is on holiday from 3 to 14 March.",
    "{p}'s daughter starts school in September.",
]


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    person=st.sampled_from(["Lena", "Oskar", "Ines", "Tobias", "Marguerite"]),
    said=st.sampled_from(range(len(_ATTRIBUTES))),
    asked_of=st.sampled_from(range(len(_ATTRIBUTES))),
)
def test_a_known_name_is_not_an_answer_to_what_was_never_said(
    tmp_path_factory: pytest.TempPathFactory, person: str, said: int, asked_of: int
) -> None:
    # A home that knows someone answers a question about them with what it holds of the
    # thing asked, and marks every hit weak when it holds nothing of it: the name alone
    # is not relevance (Lena's favourite food, never said, in a home of notes about Lena).
    home = tmp_path_factory.mktemp("asked")
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    try:
        for note in [*_OTHER, _ATTRIBUTES[said][1]]:
            bower.curate(note.format(p=person), verbatim=True)
        question = _ATTRIBUTES[asked_of][0].format(p=person)
        answer = bower.query(question, use_cache=False)
        if said == asked_of:
            assert not answer.weak and answer.results[0].content == _ATTRIBUTES[said][1].format(
                p=person
            )
        else:
            assert answer.weak, [(h.content, h.score) for h in answer.results[:3]]
            # The note names what was asked, in the question's own words: what none of the
            # first hits says anything of, or what no memory mentions at all.
            (note,) = [n for n in answer.notes if "nothing clearly relevant" in n]
            told = re.split(r" of | mentions ", note)[-1].split(", ")
            assert told and all(w in question.lower() for w in told), (note, question)
    finally:
        bower.close()


def test_a_memory_that_shares_no_word_but_stands_out_in_meaning_is_not_weak(home: Path) -> None:
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    for note in [
        "I'm vegetarian and I avoid dairy when I can.",
        "The team lunch is on Fridays at the Italian place downstairs.",
        "The Android app targets API level 34.",
        "Our error tracking uses Sentry.",
        "The design review happens on Thursdays at 14:00.",
    ]:
        bower.curate(note, verbatim=True)
    answer = bower.query("What are my dietary restrictions?", use_cache=False)
    first = answer.results[0]
    assert "vegetarian" in first.content and not first.weak and not answer.weak
    assert all(h.weak for h in answer.results[1:])


@pytest.mark.parametrize(
    ("one", "other", "did"),
    [
        ("Melanie", "Caroline", "camped at the lake"),
        ("Tobias", "Ines", "bought the blue kayak"),
        ("Marguerite", "Oskar", "ran the Lisbon half marathon"),
    ],
)
def test_a_memory_about_the_one_named_outranks_one_that_mentions_them(
    home: Path, one: str, other: str, did: str
) -> None:
    # Two lines of the same words, each opening with its speaker: asked about one of them,
    # that one's own line comes first, and asked about the other, the other's. Words and
    # meaning alone rank the pair the same way for both questions, so one of the two
    # questions would be answered with the wrong person's line.
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    bower.curate(f"{one}: {other} and I {did}.", verbatim=True)
    bower.curate(f"{other}: {one} and I {did}.", verbatim=True)
    for asked_of in (one, other):
        top = bower.query(f"Who has {asked_of} been out with lately?", use_cache=False).results[0]
        assert top.content.startswith(f"{asked_of}:") and top.why["subject"] > 0, top.content


# ---------------------------------------------------------------- issue 61: never heard of

# Things a home may or may not have heard of: (how a question asks about it, the word no
# memory holds when the note is left out, a note saying it).
_UNHEARD = [
    (
        "How many times has {p} taken the turtles to the vet?",
        "turtles",
        "{p} takes the turtles to the vet every spring.",
    ),
    (
        "Where does {p} keep the kayak over winter?",
        "kayak",
        "{p} keeps the kayak in the garage over winter.",
    ),
    (
        "Who taught {p} to bake sourdough?",
        "sourdough",
        "{p} learned to bake sourdough from a neighbour.",
    ),
    (
        "Which marathon did {p} run in under four hours?",
        "marathon",
        "{p} ran the Porto marathon in under four hours.",
    ),
]
# Names a question may use beside the person's: a pet, a place, a project.
_STRANGERS = ["Seraphim", "Quillon", "Brackenford", "Ostrava"]


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    person=st.sampled_from(["Lena", "Oskar", "Ines", "Tobias", "Marguerite"]),
    which=st.sampled_from(range(len(_UNHEARD))),
    heard=st.booleans(),
)
def test_a_question_asking_what_no_memory_mentions_is_weak(
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
    person: str,
    which: int,
    heard: bool,
) -> None:
    # The home knows the person well; the question asks about a thing no memory mentions.
    # The memories about the person are what is closest, and none of them is an answer.
    # The same question once a note says it is answered by that note, not marked. (A home
    # this small hears too few words for the rule: it is read here as a large one.)
    monkeypatch.setattr(relevance, "UNHEARD_HOME", 1)
    question, word, note = (part.format(p=person) for part in _UNHEARD[which])
    home = tmp_path_factory.mktemp("unheard")
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    try:
        for other in [*_OTHER, *(a[1] for a in _ATTRIBUTES[:3])]:
            bower.curate(other.format(p=person), verbatim=True)
        if heard:
            bower.curate(note, verbatim=True)
        answer = bower.query(question, use_cache=False)
        if heard:
            assert not answer.weak and answer.results[0].content == note, answer.notes
            assert word not in answer.unheard
        else:
            assert answer.weak, [(h.content, h.score) for h in answer.results[:3]]
            assert word in answer.unheard
            (told,) = [n for n in answer.notes if "nothing clearly relevant" in n]
            assert word in told.rsplit(" mentions ", 1)[-1].split(", "), told
            assert not bower.context(question).included
    finally:
        bower.close()


def test_a_small_home_hears_too_few_words_to_tell_what_it_never_heard(home: Path) -> None:
    # "Which database did the team pick for Harbor?" of a home of a dozen notes, one saying
    # "chose PostgreSQL": "database" and "pick" are a way of asking, not a thing unheard.
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    for other in [*_OTHER, *(a[1] for a in _ATTRIBUTES)]:
        bower.curate(other.format(p="Lena"), verbatim=True)
    bower.curate("Lena's team chose PostgreSQL over MongoDB for Harbor.", verbatim=True)
    answer = bower.query("Which database did Lena's team pick for Harbor?", use_cache=False)
    assert answer.unheard == [] and not answer.weak
    assert "PostgreSQL" in answer.results[0].content


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    person=st.sampled_from(["Lena", "Oskar", "Ines", "Tobias"]),
    stranger=st.sampled_from(_STRANGERS),
    heard=st.booleans(),
)
def test_a_question_naming_what_the_home_never_met_is_weak_beside_a_known_name(
    tmp_path_factory: pytest.TempPathFactory, person: str, stranger: str, heard: bool
) -> None:
    # "For how long has Lena had Seraphim?" of a home that knows Lena but never names a
    # Seraphim: the known name does not make Lena's memories an answer.
    home = tmp_path_factory.mktemp("stranger")
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    try:
        for other in [*_OTHER, *(a[1] for a in _ATTRIBUTES)]:
            bower.curate(other.format(p=person), verbatim=True)
        said = f"{person} has looked after {stranger} since the spring."
        if heard:
            bower.curate(said, verbatim=True)
        answer = bower.query(f"For how long has {person} had {stranger}?", use_cache=False)
        if heard:
            assert not answer.weak and answer.results[0].content == said
        else:
            assert answer.weak and all(h.weak for h in answer.results)
            assert any(n.endswith(stranger.lower()) for n in answer.notes), answer.notes
    finally:
        bower.close()
