"""What is said after the verb: a preference the other way round, the card's own object
said again by a note that changes something else.
"""

from __future__ import annotations

import re

from ...statement import Statement
from ...text import STOPWORDS, plain_letters, stem_set
from ...values import SLOT_WORDS as _KIND_WORDS
from ..names import _KIN
from ..words import relate_words

_PREFERS = re.compile(
    r"\bprefers?\s+(?P<a>[^.;,]+?)\s+(?:over|to|rather than|instead of)\s+(?P<b>[^.;,]+)", re.I
)


def _preference_reversed(n: Statement, o: Statement) -> bool:
    """Whether one prefers X over Y and the other Y over X."""
    x, y = _PREFERS.search(n.text), _PREFERS.search(o.text)
    if x is None or y is None:
        return False
    same = relate_words(x["a"], y["b"]) and relate_words(x["b"], y["a"])
    return same and not relate_words(x["a"], y["a"])


# Someone changed something to a value: "Memory clinic have put grandad's donepezil up to
# 10mg" is about the donepezil, not the clinic.
_CHANGED_OBJECT = re.compile(
    r"(?i)\b(?:put|raised|lowered|increased|reduced|upped|bumped|changed|cut|dropped|"
    r"mov(?:e|es|ed|ing)|push(?:es|ed|ing)?|bring(?:s|ing)?|brought)\s+"
    r"(?P<what>(?:[\w'’/-]+\s+){0,3}?[\w'’/-]+)\s+(?:(?:up|down|back|forward)\s+)?to\s+\S"
)
# Words that name when a thing happens, not the thing: "push the full-draft deadline back
# to 5 February" changes the card's "full draft … by 15 January".
# (Nor does how often it happens: "moved its weekly meeting to Monday evenings".)
_WHEN_SLOT = frozenset(
    "deadline date day time slot start weekly monthly daily fortnightly usual regular".split()
)


def _object_said(n: Statement, o: Statement) -> bool:
    """Whether ``n`` tells a change of a thing (the object of its verb) whose every word the
    card says, with a value the card gives one of its kind."""
    found = _CHANGED_OBJECT.search(n.text)
    if found is None or not _object_is_the_cards(n, o, found):
        return False
    kinds = {m.kind for m in o.values}
    return any(m.kind in kinds for m in n.values if m.start > found.end("what"))


def _object_is_the_cards(n: Statement, o: Statement, found: re.Match[str]) -> bool:
    """Whether the thing a change names (``found``'s "what") is the card's: every word of it
    the card says in some form — or, with an identifier the card gives, one word."""
    said = set(re.findall(r"[a-z][a-z-]*", plain_letters(o.text.lower())))
    to = [m for m in n.values if m.start > found.end("what")]
    when = any(m.kind in ("date", "time", "day", "month") for m in to)
    # Nor do the words that name the slot of the new value's kind ("bumped the ballet term
    # fee to £96" of a card whose ballet "is £84 a term").
    slots = frozenset().union(*(_KIND_WORDS.get(m.kind.split(":")[0], frozenset()) for m in to))
    words = [
        w
        for w in re.findall(r"[a-z][a-z-]*", found["what"].lower().replace("'s", ""))
        if w not in STOPWORDS
        and w not in _KIN
        and not (when and w in _WHEN_SLOT)
        and not (w in slots or stem_set([w]) & slots)
    ]
    # ("full-draft" is the card's "full draft".)
    split = [w.split("-") for w in words]
    words = [
        part
        for w, parts in zip(words, split, strict=True)
        for part in (parts if w not in said and all(p in said for p in parts) else [w])
    ]
    # (A word is said in any of its forms: "its weekly meeting" of a troop that "meets".)
    stems = stem_set(list(said))

    def is_said(word: str) -> bool:
        return word in said or bool(stem_set([word]) & stems)

    # An identifier the card gives says which thing the object is; the words beside it
    # say what kind of thing ("bumped the 24/0113 committee hearing to 26 March" of the
    # card of application 24/0113 "goes to the planning committee on 12 March").
    by_id = any(
        m.kind == "identifier"
        and found.start("what") <= m.start < found.end("what")
        and any(k.kind == "identifier" and k.norm == m.norm for k in o.values)
        for m in n.values
    )
    told = all(is_said(w) for w in words) or (by_id and any(is_said(w) for w in words))
    return bool(words) and told
