"""What a clause still says without the value a change replaced (services/remainder.py).

The kind, not examples: clauses are generated from random subjects, verbs, values and
details in either order; the remainder must leave out every word of the replaced value, keep
every word of the detail, and add nothing (its words are the clause's, in their order)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.remainder import without_value

_MONTHS = ["January", "March", "June", "September", "November"]
_NOUNS = ["meeting", "workshop", "review", "class", "clinic", "rehearsal", "briefing"]
_ADJECTIVES = ["quarterly", "weekly", "open", "monthly", "annual", "evening"]
_VERBS = ["is", "meets", "runs", "is held", "takes place"]
_PLACES = ["office", "hall", "library", "studio", "annex"]
_names = st.sampled_from(["Leeds", "Arches", "Harbour", "Kingsway", "Tamsin", "Orchard", "Fenwick"])


@st.composite
def _phrases(draw: st.DrawFn) -> tuple[str, str]:
    """(a phrase, the value in it as written) of one of several kinds."""
    kind = draw(st.sampled_from(["date", "place", "time", "length", "person"]))
    if kind == "date":
        value = f"{draw(st.integers(1, 28))} {draw(st.sampled_from(_MONTHS))}"
        return f"on {value}", value
    if kind == "place":
        value = draw(_names)
        return f"at the {value} {draw(st.sampled_from(_PLACES))}", value
    if kind == "time":
        value = f"{draw(st.integers(7, 11))}:{draw(st.sampled_from(['00', '15', '30']))}"
        return f"at {value}", value
    if kind == "length":
        value = f"{draw(st.integers(20, 90))} minutes"
        return f"for {value}", value
    value = f"{draw(_names)} {draw(_names)}"
    return f"with {value}", value


def _words(text: str) -> list[str]:
    return re.findall(r"[\w:'-]+", text.lower())


def _in_order(small: list[str], big: list[str]) -> bool:
    rest = iter(big)
    return all(any(w == b for b in rest) for w in small)


@settings(max_examples=150, deadline=None)
@given(
    adjective=st.sampled_from(_ADJECTIVES),
    noun=st.sampled_from(_NOUNS),
    verb=st.sampled_from(_VERBS),
    changed=_phrases(),
    detail=_phrases(),
    changed_first=st.booleans(),
)
def test_the_remainder_leaves_the_value_out_keeps_the_detail_and_adds_nothing(
    adjective: str,
    noun: str,
    verb: str,
    changed: tuple[str, str],
    detail: tuple[str, str],
    changed_first: bool,
) -> None:
    (phrase, value), (kept, kept_value) = changed, detail
    if set(_words(value)) & set(_words(kept)):
        return  # one value said twice: not the kind tested here
    if changed_first and phrase.startswith("at the") and kept.startswith(("at the", "on the")):
        return  # "at the Leeds office at the Arches office": the second says where the first is
    first, second = (phrase, kept) if changed_first else (kept, phrase)
    clause = f"The {adjective} {noun} {verb} {first} {second}"
    rest = without_value(clause, [value])
    assert rest is not None, clause
    assert rest.endswith(".")
    said = _words(rest)
    assert _in_order(said, _words(clause)), (clause, rest)  # nothing added or moved
    assert not set(_words(value)) & set(said), (clause, rest)
    assert all(w in said for w in _words(kept)), (clause, rest)
    assert kept_value.lower() in rest.lower()


@settings(max_examples=60, deadline=None)
@given(name=_names, other=_names, noun=st.sampled_from(_NOUNS), place=_phrases())
def test_a_value_in_the_subject_leaves_no_clause(
    name: str, other: str, noun: str, place: tuple[str, str]
) -> None:
    who = f"{name} {other}"
    assert without_value(f"{who} runs the {noun} {place[0]}", [who]) is None


def test_a_qualifier_of_a_narrowed_clause_is_never_left_out() -> None:
    # Leaving "on Mondays" out of what is closed, or "only" out, would say more than was said.
    assert without_value("The library is closed on Mondays in winter", ["Mondays"]) is None
    assert without_value("Refunds are only approved by Olu in finance", ["Olu"]) is None
    assert without_value("The bar does not open on Sundays at noon", ["Sundays"]) is None


def test_a_value_that_is_the_whole_predicate_leaves_no_clause() -> None:
    assert without_value("Each employee's print quota is 500 pages a month", ["500"]) is None
    assert without_value("The mobile app is built with React Native 0.74", ["React Native"]) is None
    assert (
        without_value("The Fenmarsh bird count is on Saturday 24 January", ["24 January"]) is None
    )
    # A value inside a noun phrase ("the number 12 bus") cannot go without its noun.
    assert without_value("Maya takes the number 12 bus to school", ["12"]) is None


def test_the_phrase_goes_whole_and_the_cut_leaves_nothing_dangling() -> None:
    cases = [
        (
            "Customer refunds are approved by Olu in finance within 5 working days",
            "Olu",
            "Customer refunds are approved within 5 working days.",
        ),
        (
            "The counter is open 10 am to 2 pm, Monday to Friday",
            "2 pm",
            "The counter is open Monday to Friday.",
        ),
        (
            "The podcast is hosted by Marisol Quint, recorded on Tuesdays in studio B",
            "Marisol Quint",
            "The podcast is recorded on Tuesdays in studio B.",
        ),
        (
            "Telemetry is downlinked through the Kirkby Fell ground station on S-band",
            "Kirkby Fell",
            "Telemetry is downlinked on S-band.",
        ),
        (
            "Mill, PM2 sheet break on 19 January: blamed on a worn doctor blade",
            "doctor blade",
            "Mill, PM2 sheet break on 19 January.",
        ),
        (
            "The workshop runs on Thursdays, 18:00-21:00, at the Arches unit",
            "Thursdays",
            "The workshop runs 18:00-21:00, at the Arches unit.",
        ),
        (
            "The database host is db-prod-3.internal on port 5433",
            "5433",
            "The database host is db-prod-3.internal.",
        ),
    ]
    for clause, value, rest in cases:
        assert without_value(clause, [value], "It now shuts at 1 pm (still opens at 10).") == rest


def test_a_range_goes_whole_only_when_the_note_gives_its_other_end_again() -> None:
    clause = "The clinic is open from 8 am to 6 pm on weekdays"
    # "opens at 9 am instead of 8 am" says nothing of 6 pm: leaving the range out loses it.
    assert without_value(clause, ["8 am"], "It now opens at 9 am instead of 8 am.") is None
    assert without_value(clause, ["8 am"], "It opens at 9 am and closes at 6 pm.") is None
    assert without_value(clause, ["8 am"], "It now opens at 9 am, still closing at 6 pm.") == (
        "The clinic is open on weekdays."
    )


_THINGS = ["order", "membership", "delivery", "subscription", "booking", "contract"]
_PARTICIPLES = [
    ("delivered by", "7 am to the back door"),
    ("paid by", "standing order"),
    ("sent to", "the Leeds office"),
    ("collected from", "the side gate"),
]


@settings(max_examples=80, deadline=None)
@given(
    owner=_names,
    thing=st.sampled_from(_THINGS),
    amount=st.integers(11, 900),  # ("7 am" is in an aside: a value said twice is refused)
    counted=st.sampled_from(["loaves", "boxes", "a month", "a year", "crates every Friday"]),
    aside=st.sampled_from(_PARTICIPLES),
)
def test_a_predicate_value_goes_to_its_comma_and_the_participle_after_it_stays(
    owner: str, thing: str, amount: int, counted: str, aside: tuple[str, str]
) -> None:
    """A value that is the predicate, followed by a participle said of the subject ("…is
    40 loaves every Friday, delivered by 7 am"): the predicate goes to its comma, and the
    participle's words stay, in order; nothing is added."""
    value = f"£{amount}" if counted.startswith("a ") else str(amount)
    clause = f"The {owner} {thing} is {value} {counted}, {aside[0]} {aside[1]}"
    rest = without_value(clause, [value], f"The {owner} {thing} is now {amount + 1} {counted}.")
    assert rest == f"The {owner} {thing} is {aside[0]} {aside[1]}."
    # Without a participle after it, the value is all the clause says: no clause is left.
    assert without_value(f"The {owner} {thing} is {value} {counted}", [value]) is None
    # A present participle is no such aside ("is £38,500, including the dormer").
    assert (
        without_value(f"The {owner} {thing} is {value} {counted}, including VAT", [value]) is None
    )


@settings(max_examples=60, deadline=None)
@given(
    who=_names,
    noun=st.sampled_from(_NOUNS),
    day=st.integers(1, 28),
    month=st.sampled_from(_MONTHS),
    weekday=st.sampled_from(["Monday", "Tuesday", "Friday", ""]),
    participle=st.sampled_from(["starting", "beginning", "finishing", "opening"]),
)
def test_a_participle_left_with_nothing_goes_with_its_value(
    who: str, noun: str, day: int, month: str, weekday: str, participle: str
) -> None:
    """ ", starting on Monday 20 April" with the date cut leaves no bare "starting"."""
    date = f"{day} {month}"
    when = f"{weekday} {date}".strip()
    clause = f"{who} Joinery are fitting the {noun}, {participle} on {when}"
    assert without_value(clause, [date]) == f"{who} Joinery are fitting the {noun}."


@settings(max_examples=60, deadline=None)
@given(
    model=st.sampled_from(
        ["HP LaserJet M404", "Brother HL-L2350", "a Synology DS220", "an Epson ET-2850"]
    ),
    octet=st.integers(2, 250),
    noun=st.sampled_from(["IP address", "address", "static IP"]),
)
def test_an_identifier_with_its_noun_and_article_goes_whole(
    model: str, octet: int, noun: str
) -> None:
    """ "…is an HP LaserJet M404 with the IP address 10.0.4.21": the phrase back to its
    preposition goes; the model (a name before the phrase, not the value's own) stays."""
    ip = f"10.0.4.{octet}"
    clause = f"The second-floor printer is {model} with the {noun} {ip}"
    assert without_value(clause, [ip], f"The printer's IP changed to 10.0.9.{octet}.") == (
        f"The second-floor printer is {model}."
    )


@settings(max_examples=60, deadline=None)
@given(
    noun=st.sampled_from(_NOUNS),
    word=st.sampled_from(["due", "open", "free", "closed", "busy"]),
    changed=_phrases(),
)
def test_a_copula_left_with_one_word_is_no_clause(
    noun: str, word: str, changed: tuple[str, str]
) -> None:
    """ "The booster is due in March" without "in March" would say it is due now."""
    phrase, value = changed
    assert without_value(f"The {noun} is {word} {phrase}", [value]) is None
