"""What a statement is about: its values, its words, and the words before its verb, past
how it is told (a reminder's lead-in, an opening cue, where the news came from, from when).
Cutting a card into its statements asks it too (``parts``), so it stands below ``read``.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..mentions import TITLES, Mention, mentions
from ..text import STOPWORDS, plain_letters, stem_set
from .change import _unhyphen
from .cues import _POLAR, MISWRITTEN
from .rejects import _FILLERS, _OPENING, OPENING_CUE
from .told import _REMINDER, _SINCE, _SOURCE, HAPPENED_FIRST
from .verbs import verb_after_name, verb_at

_WORDS = re.compile(r"[a-z][a-z'’-]*[a-z]|[a-z]")
_SURELY_VERBS = frozenset({"is", "was", "has", "does", "goes"})


def _words_outside(text: str, values: tuple[Mention, ...]) -> list[str]:
    """The lowercased words of ``text`` outside its values."""
    chars = list(text)
    for m in values:
        if m.kind != "name":
            chars[m.start : m.end] = [" "] * (m.end - m.start)
    # Accented letters as their plain ones ("Café" is the word "cafe", typed either way),
    # as every reader of words in the judge takes them.
    plain = plain_letters("".join(chars).lower()).replace("’", "'")
    plain = re.sub(r"'s\b", "", plain)
    # A polar state said in two words is one word ("run by hand" / "run automatically").
    plain = _TWO_WORD_STATES.sub(lambda m: m[0].replace(" ", "-"), plain)
    # "these days" is "nowadays": when it holds, no days of its own.
    plain = re.sub(r"\bthese days\b", "nowadays", plain)
    return _WORDS.findall(plain)


_TWO_WORD_STATES = re.compile(
    r"\bby hand\b|\bin person\b|\bby appointment\b|\bno appointment\b|"
    r"\b(?:appointments?|bookings?) only\b"
)


def _content(word: str) -> bool:
    return (
        word not in STOPWORDS
        and word not in _FILLERS
        # ("opens" says a state and is a verb of the statement too, as before it was polar.)
        and (word not in _POLAR or word == "opens")
        and (word not in TITLES)
        and (word not in {"not", "no", "never", "longer"})
        # ("Nobody takes a punt out …": no one named, what they do is the subject.)
        and word not in _NO_ONE_NAMED
    )


_NO_ONE_NAMED = frozenset("nobody noone everyone everybody someone somebody anyone anybody".split())


# A change's verb opening a note ("Swapped A for B", "Switched the CI to …"): the note has no
# subject of its own.
_CHANGED_FIRST = frozenset(
    "swapped switched replaced ditched dropped traded upgraded downgraded migrated "
    # (told as an instruction: "Swap Aula 2 for Nuevo Prisma in …")
    "swap switch replace".split()
)


_IS_DOING = re.compile(
    r"[\w-]['’]s\s+(?P<verb>[a-z]+ing)\s+"
    r"(?:over|up|in|out|off|back|on|the|a|an|his|her|their|them|it|this|that|our|my)\b"
    # ("we're training at …", "I'm taking …": after "'re" or "'m", always the verb.)
    r"|\b(?:we|you|they|i)['’](?:re|m)\s+(?P<doing>[a-z]+ing)\b",
    re.I,
)
# A question someone asked, opening a note: "A coach party asked why …", "A customer rang
# Loveday to ask why …".
_ASKED_WHY = re.compile(
    r"\s*(?:[\w'’-]+\s+){1,4}?(?:asked|rang\s+[\w'’-]+\s+to\s+ask|wanted\s+to\s+know)\s+"
    r"(?:(?:me|us|him|her|them)\s+)?(?:why|whether|if|how)\s+",
    re.I,
)
_SAME_AS = re.compile(r"\b(?:(?:the\s+)?same\s+as|just\s+like|like\s+in)\s+(?:in\s+|on\s+)?$", re.I)


@dataclass(frozen=True)
class About:
    """What ``subject_of`` reads of a statement."""

    values: tuple[Mention, ...]  # its values, less one another thing shares or a miswriting's
    words: tuple[str, ...]  # its words outside its values, lowercased (cached: never a list)
    told: int  # how many of ``words`` only say how it is told (a lead-in, a source)
    source: re.Match[str] | None  # an opening that says where the news came from
    subject: frozenset[str]  # content words before its verb, stemmed


# A chat line's stamp, in brackets: "[10:03]", "[10:03 am]".
_CHAT_STAMP = re.compile(r"\[\d{1,2}[:.]\d{2}(?:\s?[ap]m)?\]", re.I)


@functools.lru_cache(maxsize=4096)
def subject_of(text: str) -> About:
    """What ``text`` is about, past how it is told (cached, as ``read`` is)."""
    # What another thing shares ("…is version 15, same as production") names that thing,
    # not a second value of this one.
    # (Nor is "two" of "I had two digits swapped" a value: it says how one was wrong.)
    miswritten = [(w.start(), w.end()) for w in MISWRITTEN.finditer(text)]
    values = tuple(
        m
        for m in mentions(text)
        # ("the same as every year": how often, said again, no other thing's value.)
        if (not _SAME_AS.search(text[: m.start]) or m.kind.startswith("every:"))
        and not any(a <= m.start < b for a, b in miswritten)
        # (Nor a chat log's stamp, "[10:03] Katja: …": when a line was sent.)
        and not _CHAT_STAMP.fullmatch(text, max(0, m.start - 1), min(len(text), m.end + 1))
    )
    words = _words_outside(text, values)
    # A reminder's lead-in ("Quick reminder:", "Don't forget that …") says nothing itself.
    reminder = _REMINDER.match(text)
    told = len(_words_outside(reminder.group(0), ())) if reminder else 0
    # Nor does a correction's opening cue ("Scratch that:", "Turns out …").
    opened = OPENING_CUE.match(text)
    told = max(told, len(_words_outside(opened.group(0), ())) if opened else 0)
    # Nor an opening that says from when ("As of this month", "From 1 April") or where the
    # news came from ("per the email from TAP,").
    # (Or what happened before it, "since Lorcan moved to Glasgow my physio is …": the
    # names in it are no more what the statement is about than a source's.)
    source = _SOURCE.match(text) or HAPPENED_FIRST.match(text)
    framing = _SINCE.match(text) or source
    told = max(
        told, len(_words_outside(framing.group(0), mentions(framing.group(0)))) if framing else 0
    )
    verb = verb_at(words)
    # A name of two capitalised words or more, then a word in -s no list holds ("Tarbolt
    # Sails puts two rows of …"): that word is the verb, what comes before it the subject —
    # where the verb found later is as unsure, a word in -s itself ("… reef points"), not
    # one that is surely the verb ("Brook Farm Shop eggs now come from …").
    written = re.findall(r"[\w'’-]+", text)
    after_name = verb_after_name(written)
    unsure = verb is None or (words[verb].endswith("s") and words[verb] not in _SURELY_VERBS)
    if after_name is not None and verb != 0 and unsure:
        said = written[after_name].lower()
        before = words[: verb if verb is not None else len(words)]
        verb = words.index(said) if said in before else verb
    # "Kasim's taking over the courier run": "'s" before a word in -ing with its particle or
    # object after it is "is", and the -ing word the verb (the possessive's "'s" is cut
    # from ``words``). ("Kasim's painting of the harbour" is a painting.)
    doing = _IS_DOING.search(text)
    doing_word = doing and (doing["verb"] or doing["doing"]).lower()
    if doing_word and doing_word in words[: verb if verb is not None else len(words)]:
        verb = words.index(doing_word)
    named = {
        w for m in values if m.kind == "name" for w in _WORDS.findall(plain_letters(m.raw.lower()))
    }
    # An opening cue ("Scratch that:", "Sorry, …:") is how it is said, not what it is about.
    opening = _OPENING.match(text)
    # Nor is an opening that says a value is wrong ("Ignore the …", "Scratch the …").
    # Nor a reminder's lead-in ("Reminder that …", "Don't forget: …", "Just so you know, …").
    # (The longest: "Note from the committee email:" is a source, not the cue "Note".)
    leads = [
        re.match(r"\s*(?:(?:ignore|scratch)\s+the|no more)\s+", text, re.I),
        reminder,
        opened,
        framing,
        # ("A customer rang Loveday to ask why …": who asked, not what it is about.)
        _ASKED_WHY.match(text),
    ]
    lead = max((m for m in leads if m is not None), key=lambda m: m.end(), default=None)
    said = opening.group(0) if opening else lead.group(0) if lead else ""
    skip = len(_words_outside(said, mentions(said))) if said else 0
    if skip and verb is not None and verb < skip:
        # The verb of the opening ("Brightwater called -") is not the statement's.
        after = verb_at(words[skip:])
        verb = None if after is None else skip + after
    if skip < len(words) and words[skip] in _CHANGED_FIRST:
        verb = skip  # "Swapped Lily's Kitchen for …": told with no subject, the user's own
    subject = stem_set(
        [_unhyphen(w) for w in words[skip : verb or 0] if _content(w) and w not in named]
    )
    return About(values, tuple(words), told, source, subject)
