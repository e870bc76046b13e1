"""The checks a derived card must pass before it is written (issue 60's marked exception):
it says only what the card or the note says, keeps no value the note says is not so, shows
no seam of a swap, and puts no new place where the card said where in the old one. A card
that fails any of them is not derived; the note's own words are the statement.
"""

from __future__ import annotations

import re

from ..mentions import MONTH_WORD, WEEKDAY_WORD
from ..mentions import mentions as mentions_of
from ..statement import names_over
from ..text import STOPWORDS, stem_set
from .words import _from_when, _written_in

# Where in a place ("upstairs at Café Lumen", "round the back of the Red Lion"): said of
# that place, never of one put in its place.
_WHERE_IN = re.compile(
    r"\b(?:upstairs|downstairs|outside|inside|behind|opposite|beside|above|below|next\s+door|"
    r"(?:next\s+to|in\s+front\s+of|round\s+the\s+back\s+of|at\s+the\s+back\s+of|"
    r"on\s+the\s+\w+\s+floor\s+of))\s+(?:(?:at|in|of)\s+)?(?:the\s+)?$",
    re.I,
)


# A place told by what it is beside ("the field behind the Shepherd's Crook").
_BESIDE = re.compile(r"\s(?:behind|beside|opposite|next\s+to|near)\s", re.I)


def _told_beside(value: str) -> bool:
    """Whether ``value`` is a place told by what it is beside: two things in one phrase, no
    one value a swap may put another in place of."""
    return _BESIDE.search(value) is not None


def _where_in_it(card: str, value: str) -> bool:
    """Whether ``card`` says where in ``value`` (a place) something is, right before it."""
    at = card.lower().find(value.lower())
    return at > 0 and _WHERE_IN.search(card[:at]) is not None


# Where a named thing is ("Tiedemann's in Hamburg", "the Plough at Wickham"): the place
# after it is said of that thing.
_NAMED_THEN_PLACED = re.compile(
    r"(?P<name>\b[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*)*?)(?:'s|’s)?\s+(?:in|at|near|outside)\s+"
    r"(?:the\s+)?$"
)


def _placed_of_another(card: str, note: str, value: str) -> bool:
    """Whether the note gives ``value`` (a place put in) as where a thing it names is, one
    the card does not name ("we order them from Tiedemann's in Hamburg now" of a card's "a
    family workshop in Lauscha"): the thing changed, not its place, and a card that moved
    the old thing would say what nobody said."""
    at = note.find(value)
    if at <= 0 or not value[:1].isupper():
        return False
    placed = _NAMED_THEN_PLACED.search(note[:at])
    if placed is None:
        return False
    named = [w for w in re.findall(r"[A-Za-z]{2,}", placed["name"]) if w.lower() not in STOPWORDS]
    return bool(named) and not all(_written_in(card, w) for w in named)


def _doubled(derived: str, card: str, note: str) -> bool:
    """Whether a word stands twice within three words of itself in ``derived`` where
    neither the card nor the note writes it so: the seam of a swap ("on second Saturday
    of the month each month")."""

    def close_pairs(text: str) -> set[str]:
        # (Within one stretch of words: "room: the garden room", "coffee beans - Sable
        # Coffee Co" are a label and its value.)
        return {
            w
            for part in re.split(r"[:;,.()]|\s[-–—]\s", text.lower())
            for words in [re.findall(r"[a-z]+", part)]
            for i, w in enumerate(words)
            if len(w) >= 3 and w not in STOPWORDS and w in words[i + 1 : i + 4]
        }

    return bool(close_pairs(derived) - close_pairs(card) - close_pairs(note))


# A person spoken of again: a pronoun that says who they are as well as that they are.
_PRONOUN = re.compile(r"\b(?:he|him|his|himself|she|her|hers|herself)\b", re.I)
_CALENDAR = re.compile(rf"(?:{WEEKDAY_WORD}|{MONTH_WORD})\.?$", re.I)


def _spoken_of_again(card: str, value: str) -> bool:
    """Whether ``card`` speaks of ``value`` (someone named) again after naming it, by a
    pronoun with no other name between: "Tom Reyes runs the quiz himself" holds Tom twice,
    and a swap would say "himself" of whoever took over. The old value would not stand
    once in the card, so none is derived."""
    at = card.lower().find(value.lower())
    if at < 0 or not value[:1].isupper() or any(c.isdigit() for c in value):
        return False
    for pronoun in _PRONOUN.finditer(card, at + len(value)):
        between = card[at + len(value) : pronoun.start()]
        named = [
            w
            for w in re.findall(r"\b[A-Z][\w'’-]*", between)
            if w.lower() not in STOPWORDS and not _CALENDAR.match(w)
        ]
        # (Someone named between is whom it speaks of: "for Maisie and her brother".)
        return not named
    return False


def _kept_what_ended(derived: str, note: str) -> bool:
    """Whether ``derived`` still names what the note says is over ("Harries Agricultural
    in Lampeter shut for good, so … from Tivyside …"; "Nobody from Haddeley stands at
    Bridgnorth market any more; …"): a card that keeps it says something the note ends."""
    return any(_written_in(derived, name) for name in names_over(note))


# Values that name which thing (compared as written), not an amount of a unit.
_NAMING_KINDS = frozenset({"identifier", "name", "date", "time", "day", "month", "environment"})


# Values that say when: a day, a date, a time, a month.
_WHEN = frozenset({"date", "time", "day", "month"})


def _told_otherwise(derived: str, note: str, put: list[str]) -> bool:
    """Whether a derived card keeps a value the note says is not so ("not on Mondays"), or
    gives a day, date, time or month where the note's own value of that kind is nowhere in it
    ("at 10:00 on Mondays" from "at 10:00 on Tuesdays, not 9:30"): a card is never derived
    against the note. (A range keeps its other end: "open 7 till 3 pm".)"""
    told: dict[str, set[tuple[str, str]]] = {}
    for m in mentions_of(note):
        # ("As of 1 August …": when the change holds from, no value of the card's.)
        if m.kind in _WHEN and not _from_when(note, m.start):
            told.setdefault(m.kind, set()).add(m.key)
    kept: dict[str, set[tuple[str, str]]] = {}
    for m in mentions_of(derived):
        kept.setdefault(m.kind, set()).add(m.key)
        if any(_written_in(value, m.raw) for value in put):
            continue  # a value the note puts in
        negated = rf"(?i)\bnot\s+(?:(?:on|at|in|by|from|until|till|the)\s+)?{re.escape(m.raw)}"
        said = rf"(?i)(?<![\w-]){re.escape(m.raw)}(?![\w-]|[.,]\d)"
        rejected = list(re.finditer(negated + r"(?![\w-]|[.,]\d)", note))
        # ("Mondays and Wednesdays, not Mondays and Tuesdays": said so as well, it stays.)
        if rejected and len(re.findall(said, note)) <= len(rejected):
            return True
    return any(
        kind in kept and not any(_same_day(a, b) for a in kept[kind] for b in keys)
        for kind, keys in told.items()
    )


def _same_day(kept: tuple[str, str], told: tuple[str, str]) -> bool:
    """Whether a value the card keeps is one the note tells: the same, or a date whose day
    the note gives alone ("the 25th" of "25 Nov")."""
    return kept == told or (
        kept[0] == told[0] == "date" and told[1].startswith("00-") and kept[1][-3:] == told[1][-3:]
    )


def _kind_kept(identifier: str, said: set[tuple[str, str]], card: str) -> bool:
    """Whether a designated identifier ("room g4") is the card's kind word ("…in room K12")
    before the letter or number said alone ("g4")."""
    kind, _, which = identifier.partition(" ")
    return (
        bool(which)
        and ("identifier", which) in said
        and re.search(rf"\b{re.escape(kind)}\s+\w", card, re.I) is not None
    )


def _only_said(derived: str, card: str, note: str) -> bool:
    """Whether every value and word of a derived card is one the card or the note says: a
    splice may choose between what was said, never say something new."""
    said = {m.key for m in mentions_of(card)} | {m.key for m in mentions_of(note)}
    # A bare number the note gives keeps the card's unit ("300, not 200" of "200 MB").
    # ("145.575, not .375" of "145.375 MHz": a decimal read as an identifier is as bare.)
    bare = {
        m.raw for m in mentions_of(note) if m.kind == "number" or re.fullmatch(r"\d+\.\d+", m.raw)
    }
    # A bare hour of the card read as a time beside the new end ("open 7 till 3 pm"): the
    # same digits, read with their range.
    hours = {m.raw for m in mentions_of(card) if m.kind == "number"}
    # A day the note gives alone, in the card's own date ("the 25th" in "18 Nov" → "25 Nov").
    days = {k[1][-3:] for k in said if k[0] == "date" and k[1].startswith("00-")}
    card_dates = {k[1][:-3] for k in said if k[0] == "date" and not k[1].startswith("00-")}
    for m in mentions_of(derived):
        if m.kind == "date" and m.key[1][-3:] in days and m.key[1][:-3] in card_dates:
            continue
        if m.kind == "identifier" and _retagged(m.raw, card, note):
            continue
        if m.kind == "identifier" and _kind_kept(m.key[1], said, card):
            continue  # "room G4": the card's "room", the note's "G4"
        amount = re.match(r"[^\d]*([\d.,]+)", m.raw)
        measured = m.kind not in _NAMING_KINDS  # "14B" is a room, not 14 of a unit
        if m.kind == "time" and m.raw in hours:
            continue
        if m.key not in said and not (measured and amount and amount.group(1).rstrip(".,") in bare):
            return False
    # Nothing said twice over by the splice ("6 USD per kg per kg").
    doubled = re.search(r"\b([\w'’-]+(?:\s+[\w'’-]+){0,4})\s+\1\b", derived, re.I)
    if doubled and doubled.group(0).lower() not in f"{card} {note}".lower():
        return False

    def words(text: str) -> frozenset[str]:
        # Digits are values, checked above ("3:30pm" is the card's "3:30 pm").
        found = re.findall(r"[^\W\d_][\w'’-]*", text.lower())
        # (An article may change with its noun: "a 12-hour TTL" → "an 8-hour TTL".)
        # (Nor is a possessive's "'s" a word: the note's "Gwen's covering" names Gwen.)
        return stem_set(
            [
                re.sub(r"['’]s$", "", w).strip("'’-")
                for w in found
                if not any(c.isdigit() for c in w) and w not in STOPWORDS
            ]
        )

    return words(derived) <= words(f"{card} {note}")


def _retagged(tag: str, card: str, note: str) -> bool:
    """Whether ``tag`` is a tag of the card's ("ranker-v7") with the last part the note
    says alone ("v17"), as ``_tag_swapped`` writes it."""
    name, _, part = tag.rpartition("-")
    return (
        bool(name and part)
        and re.search(rf"(?<![\w.-]){re.escape(name)}-[a-z]+\d", card, re.I) is not None
        and re.search(rf"(?<![\w.-]){re.escape(part)}(?![\w-]|\.\w)", note, re.I) is not None
    )
