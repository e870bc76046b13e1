"""Where a statement's verb is, and whether a word there states rather than names
("is open", "the open day").
"""

from __future__ import annotations

import re

from ..mentions import VERBS
from ..text import STOPWORDS, plain_letters

# Words that are a state only in "is on", "switched off for…", never as "on Fridays".
# Polar words that are also a thing's kind ("a walk-in fridge", "the drop-in centre"):
# polar only as a state, a word of the thing elsewhere.
_KIND_TOO = frozenset("walk-in walkin drop-in".split())
_CONTEXTUAL = (
    frozenset("on off open closed fine ok okay live yes no true false".split()) | _KIND_TOO
)
_STATE_BEFORE = frozenset(
    "is are was were be been stays stay remains remain turned switched set left kept".split()
)
_STATE_AFTER = frozenset(
    "for in by across everywhere globally during until from since and but to at".split()
)


def _state_word(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` ("on", "off", "fine") states a state: after "is"/"turned" and at
    the clause's end or before "for…" ("the flag is on for staff")."""
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    # ("defaults to off", "set to on": the state a thing is put in.)
    # (Any word after it but an article: "set to on the 5th" is a date.)
    if before == "to" and i > 1 and words[i - 2] in _PUT_TO:
        return after not in ("the", "a", "an", "my", "our", "their", "his", "her", "its")
    # (How one gets in holds for a time or a day: "is walk-in only on Saturdays".)
    also = _STATE_AFTER_KIND if words[i] in _KIND_TOO else frozenset()
    # (Open or shut on a day: "is closed on Mondays".)
    also = also | {"on", "every", "now"} if words[i] in ("open", "closed") else also
    return before in _STATE_BEFORE and (not after or after in _STATE_AFTER | also)


_STATE_AFTER_KIND = frozenset("only on now every again except unless".split())


_PUT_TO = frozenset(
    "default defaults defaulted set flipped switched turned changed reverted back".split()
)


_AFTER_VERB = frozenset(
    "on in at to for from with by into onto the a an his her their its our my every each "
    "about after before during until behind beside beneath opposite outside inside".split()
)


_AUXILIARIES = frozenset("is are was were has have had will can must should".split())


def _be_after(words: list[str], at: int) -> int | None:
    """Where "are"/"were" follows ``at`` in the same clause (before any word that opens
    another: "and", "when", "that", …), or ``None``: the verb a plural noun in -s takes
    ("charges £65 …, is shut on …" is a verb, its subject singular)."""
    for j in range(at + 1, len(words)):
        if words[j] in ("is", "was"):
            return None
        if words[j] in ("are", "were"):
            return j
        if words[j] in _OPENS_CLAUSE or words[j].endswith((",", ";", ":")):
            return None
    return None


_OPENS_CLAUSE = frozenset(
    "and but or when while if because since that which who whose where unless until so".split()
)


# Adverbs between "'ve" and its verb ("we've just moved", "they've finally put").
_HAVE_ADVERBS = frozenset(
    "just already always never now also finally only recently still actually".split()
)


def verb_at(words: list[str]) -> int | None:
    """Where a statement's verb is: the first word of ``VERBS``, else the first word in -s
    followed by a preposition or an article ("The user's wife swims on Mondays"), or a past
    tense after a word that is not an article ("…on the north replica reached 40 s")."""
    # A passive told with "got" after a bare noun phrase ("map scans got bumped to 600 dpi"):
    # its words are nouns, whatever verbs they may also be ("map", "scans").
    passive = next(
        (
            j
            for j in range(1, min(len(words) - 1, 5))
            if words[j] in ("got", "get", "gets") and words[j + 1].endswith(("ed", "en"))
        ),
        None,
    )
    if passive is not None and all(
        w not in STOPWORDS or w in ("the", "our", "their", "my", "your") for w in words[:passive]
    ):
        return passive
    known = next(
        (
            i
            for i, w in enumerate(words)
            # A verb's form right before "are"/"is" is a noun ("the VAT returns are …"), as
            # is one in -s before its clause's "are" ("Bug reports for the game … are …").
            if w in VERBS
            and not (0 < i < len(words) - 1 and words[i + 1] in _AUXILIARIES)
            and not (i > 0 and w.endswith("s") and _be_after(words, i) is not None)
            # (Opening the clause too, right before its "are": "maps are scanned at 400 dpi".)
            and not (i == 0 and w.endswith("s") and words[1:2] in (["are"], ["were"]))
            # So is one right before a verb in -s ("the club run meets", "the data store
            # holds"): the second is the verb.
            and not (
                0 < i < len(words) - 1
                and w not in _AUXILIARIES
                and not w.endswith("s")
                and words[i + 1] in VERBS
                and words[i + 1].endswith("s")
                and words[i + 1] not in _AUXILIARIES
            )
        ),
        None,
    )
    # "they've put summer camp up to £95", "we've moved …": the word after "'ve" (past its
    # adverbs) is the verb, whatever else it may be.
    have = next(
        (
            j
            for i, w in enumerate(words[: known if known is not None else len(words)])
            if w.endswith(("'ve", "’ve"))
            for j in [
                next((k for k in range(i + 1, len(words)) if words[k] not in _HAVE_ADVERBS), -1)
            ]
            if j > 0
        ),
        None,
    )
    if have is not None:
        return have
    for i, w in enumerate(words[: known if known is not None else len(words)]):
        if i < 1 or words[i - 1] in STOPWORDS:
            continue
        if (
            w.endswith("s")
            and not w.endswith(("ss", "us", "is", "'s"))
            and (i + 1 == len(words) or words[i + 1] in _AFTER_VERB)
        ):
            # A plural noun before the clause's own "are"/"is" is its subject ("Bug reports
            # for the game Emberfall are tracked in …").
            be = _be_after(words, i)
            return be if be is not None else i  # "…swims on Mondays", "…changes [weekly]"
        if w.endswith("ed") and len(w) > 4:
            return i
    return known


# Where a plain verb the lexicon lacks goes next ("leave from", "go on", "stop at").
_WHERE_TO = frozenset("from to at on in into onto with by for through over off out up down".split())


def plain_verb_at(words: list[str]) -> int | None:
    """Where a verb in its plain form that ``VERBS`` lacks is, read by what stands around it:
    after a plural noun and before where it goes ("the Santa specials leave from Draycott
    Junction", "buses stop at the gate", "tickets go on sale"); else ``None``. ``words`` as
    written: a name in -s is no plural ("the Leeds office on 1 January")."""
    return next(
        (
            i + 1
            for i, (noun, verb, where) in enumerate(zip(words, words[1:], words[2:], strict=False))
            if noun.endswith("s")
            and noun.islower()
            and verb.islower()
            and not noun.endswith(("ss", "us", "is", "'s", "’s"))
            and noun not in STOPWORDS
            and verb not in STOPWORDS
            and not verb.endswith(("s", "ed"))
            and where in _WHERE_TO
        ),
        None,
    )


def verb_after_name(words: list[str]) -> int | None:
    """Where the verb is when a statement, as written (not lowercased), opens with a name of
    two or more capitalised words and the next word is lowercase in -s ("Greaves Forge burns
    coke …"), whatever list holds it; else ``None``. ``verb_at`` reads lowercased words and
    cannot see the name."""
    at = 0
    while at < len(words) and words[at][:1].isupper():
        at += 1
    if at < 2 or at >= len(words):
        return None
    w = words[at]
    if w.islower() and w.endswith("s") and not w.endswith(("ss", "us", "is", "'s", "’s")):
        return at
    return None


def _has_verb(text: str) -> bool:
    return any(w in VERBS for w in re.findall(r"[a-z']+", plain_letters(text.lower())))
