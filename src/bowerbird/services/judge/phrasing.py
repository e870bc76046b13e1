"""Where a value's phrase starts and ends inside a card: a place and its tail, a
role before a name, the end of a clause, what is said after a value. Asked only by
``derive``, to keep a derived card to what was said.
"""

from __future__ import annotations

import re

from ..mentions import TITLE_WORDS, VERBS
from ..mentions import mentions as mentions_of
from ..statement import Statement, read
from ..text import STOPWORDS
from .names import _title_before
from .words import _holds

# Words after which a change's new value has ended ("to NATS JetStream for order events"),
# or an aside in brackets begins ("to Wednesdays (same hours)").
_VALUE_END = re.compile(
    r"\s+(?:for|because|since|after|before|when|so|as|due|(?:this|next|last)\s+"
    # ("£7,450" and "2,49 €" are one value: thousands, or cents after a decimal comma.)
    r"(?:year|month|week|time|season|term))\b.*$|,(?!\d{3}\b|\d{2}(?!\d)).*$|\s*\(.*$",
    re.I,
)


def _ends_clause(s: Statement, value: str) -> bool:
    """Whether the new value, as the note writes it, is the whole of what it says there:
    what follows ends the clause, gives a reason or a time ("to April 4 because…"), or is
    the verb it is the subject of ("Owen took over…") — not more words of a place the reader
    cut short ("to the upstairs room at the Plough")."""
    if any(m.kind != "name" for m in read(value).values):
        return True  # a number, a date, an amount: read whole where it was found
    at = s.text.lower().find(value.strip().lower())
    if at < 0:
        return True  # written otherwise (a unit carried over): nothing cut short
    rest = s.text[at + len(value.strip()) :]
    follows = re.match(r"\s*(?P<word>[\w'’]+|[^\w\s]|$)", rest)
    word = (follows["word"] if follows else "").lower()
    if word in ("'s", "’s") and follows is not None:
        # "Gwen's covering tuesday mornings": "is", then the verb the name is the subject of.
        then = re.match(r"\s*([a-z]+)", rest[follows.end() :].lower())
        return then is not None and (then.group(1) in VERBS or then.group(1).endswith("ing"))
    return (
        word in ("", ".", ";", ",", "!", "?", ")", "(")  # "(was …)": the old value, after
        or word in _AFTER_A_VALUE
        or word in VERBS
        or _third_person(word)  # "Jodie Marr replaces …": the verb its subject is
    )


# Words that may follow a change's new value without being part of it.
_AFTER_A_VALUE = frozenset(
    "because since as due for so in on last this next yesterday today tomorrow "
    "from starting until instead rather not now is are was were has have will".split()
)


# A place's words before the value it names: "in the back room of (the) ", "at (the) ".
_PLACE_OPENING = re.compile(
    r"\b(?:in|at|from)\s+(?P<phrase>(?:the\s+)?(?:[\w'’-]+\s+){1,3}(?:of|at)\s+(?:the\s+)?|the\s+|)$"
)


# What a card says of its place after the value, to the clause's end: "on the fourth floor".
_PLACE_TAIL = re.compile(r"(?P<tail>(?:\s+(?:on|of|at|in)\s+(?:the\s+)?[\w'’ -]+?)?)\s*(?:[.;,]|$)")


def _place_phrase(left: str, right: str) -> tuple[int, int] | None:
    """Where the place holding a value begins (in ``left``) and ends (in ``right``): a
    place phrase opened by "in"/"at" that ends its clause or where a time said of the event
    begins ("… of Pageturner Books on the first Monday"). None when the value stands alone
    to its clause's end (the plain swap reads it) or something else follows it."""
    opening = _PLACE_OPENING.search(left)
    if opening is None:
        return None
    if _said_when(right):
        return opening.start("phrase"), 0
    tail = _place_before_time(right) or _PLACE_TAIL.match(right)
    if tail is None:
        return None
    words = opening.group("phrase").removeprefix("the ") + tail.group("tail")
    if not words.strip():
        return None
    timed = any(
        m.kind in ("date", "time", "day", "month") or m.kind.startswith("every:")
        for m in mentions_of(tail.group("tail"))
    )
    if timed or any(w.lower() in VERBS for w in words.split()):
        return None  # "… on 14 August": a time said of the event
    return opening.start("phrase"), tail.end("tail")


def _place_before_time(right: str) -> re.Match[str] | None:
    """The place words after a value up to a time said of the event ("… in Ellery Park at
    10 am"): a match whose ``tail`` group is them, or None."""
    for cut in re.finditer(r"\s+(?=(?:at|on|from|every|until)\s)", right):
        if _said_when(right[cut.start() :]):
            # (Or the place's own noun after its name: "the Crooked Spoon café".)
            found = re.fullmatch(
                r"(?P<tail>\s+(?:on|of|at|in)\s+(?:the\s+)?[\w'’ -]+|\s+[a-zà-ÿ][\w'’-]*)",
                right[: cut.start()],
            )
            if found and found["tail"].split()[0].lower() not in VERBS:
                return found
            return None
    return None


def _place_said(new: Statement, after: str) -> str:
    """The note's place for ``after`` as the note writes it: its article and the place words
    that follow it to its clause's end ("the reading room at Elmstead Library"); "" when the
    note goes on with more than a place."""
    full = _to_clause_end(new, after)
    at = new.text.lower().find(full.lower())
    if at < 0 or any(w.lower() in VERBS for w in full.split()):
        return ""
    article = re.search(r"\b(the|a|an)\s+$", new.text[:at], re.I)
    return f"{article.group(1).lower()} {full}" if article else full


def _given_names(left: str, after: str) -> str:
    """The words of a name right before the old value that the new value opens with too
    ("Siobhan " before "Murphy", new "Siobhan Murray"): "" when there are none."""
    words = after.split()
    for n in range(len(words) - 1, 0, -1):
        given = " ".join(words[:n])
        if given[:1].isupper() and re.search(rf"(?<!\w){re.escape(given)}\s+$", left):
            return given
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return ""  # one word for a full name: whose given name it keeps is a guess
    # A full name for a full name: the card's run of name words before the old one (not a
    # title, not a sentence's first word).
    run = re.search(r"(?:(?<=\s)[A-Z][a-z'’-]+\s+)+$", " " + left)
    if run is None:
        return ""
    opening = left[: max(0, run.start() - 1)]
    if re.search(r"(?:^|[.!?]\s+)$", opening) and not _title_before(opening):
        return ""  # a sentence's first word ("Ask Ana Alvarez…"), unless a title's
    names = run.group(0).split()
    while names and names[0].lower().rstrip(".") in TITLE_WORDS:
        names.pop(0)
    return " ".join(names)


def _role_before(left: str) -> str:
    """The words of a role written right before a name ("by pharmacy technician "), as
    ``left`` ends: lower-case nouns after a preposition or a verb, "" if none."""
    found = re.search(
        # (Or after a comma: "At Thistledown Vets, nurse Kirsty …".)
        r"(?:\b(?:by|to|from|with|for|under|is|are|was)\s+|,\s*)((?:[a-z][\w-]*\s+){1,3})$",
        left,
    )
    if found is None:
        return ""
    words = found.group(1).split()
    if any(
        w in STOPWORDS or w.endswith(("ed", "ing")) or w.rstrip(".") in TITLE_WORDS for w in words
    ):
        return ""
    if found.group(0).startswith(",") and words[0] in VERBS:
        return ""  # "Pane & Frame, the glaziers on Mill Street, use …": the clause's verb
    return found.group(1)


def _ends_with_kind(text: str, kinds: set[str]) -> bool:
    """Whether ``text`` ends with a value of one of ``kinds`` (a capitalised word for a name)."""
    if "name" in kinds and re.search(r"[A-Z][\w'’-]*\s*$", text):
        return True
    return any(m.kind in kinds and not text[m.end :].strip() for m in mentions_of(text))


def _starts_with_kind(text: str, kinds: set[str]) -> bool:
    """Whether ``text`` starts with a value of one of ``kinds``."""
    if "name" in kinds and re.match(r"[A-Z]", text):
        return True
    return any(m.kind in kinds and m.start == 0 for m in mentions_of(text))


def _unnamed(s: Statement, text: str) -> str:
    """``text`` (a start of ``s``) with the names it holds blanked ("Crumb & Co", "Spoke and
    Chain" are one name each)."""
    chars = list(text)
    for m in s.values:
        if m.kind == "name":
            for i in range(m.start, min(m.end, len(chars))):
                chars[i] = " "
    return "".join(chars)


def _trim_article(phrase: str) -> str:
    return re.sub(r"^(?:the|a|an|our|their)\s+", "", phrase.strip().lower())


def _said_after(new: Statement, value: str) -> str | None:
    """What the note says right after ``value`` (None when it does not write it so)."""
    at = new.text.lower().find(value.lower())
    return new.text[at + len(value) :] if at >= 0 else None


# Words after a possessive that say when, not whose thing: "the crossing is Gordon's now".
_WHEN_WORDS = frozenset("now too then again instead nowadays today".split())


def _to_clause_end(new: Statement, after: str) -> str:
    """``after`` with the place words the note says right after it, to its clause's end
    ("upstairs room" → "upstairs room at the Plough"); as it was when the note goes on with
    a reason, a time or another clause."""
    then = _said_after(new, after)
    if then is None:
        return after
    owned = re.match(r"(['’]s\s+[a-zà-ÿ][\w-]*)(?=\s*(?:[.;,]|$))", then)
    if owned and owned.group(1).split()[-1].lower() not in VERBS | _WHEN_WORDS:
        return after + owned.group(1)  # "Lena's house": the place is hers (not "…'s now")
    rest = re.match(r"(\s+(?:at|in|on|of)\s+[^.;,]+?)\s*(?:[.;]|$)", then)
    if rest is None or _VALUE_END.search(rest.group(1)):
        return after
    if any(m.kind in ("date", "time", "day", "month") for m in mentions_of(rest.group(1))):
        return after  # "to April 4 on a Friday": a time said of the event, not the place
    return after + rest.group(1)


def _place_unsaid(new: Statement, after: str, card: str) -> bool:
    """Whether the note says where or of what the new value is ("April 4 at the Hilton")
    in words the card does not hold: a swap of the value alone would drop them."""
    then = _said_after(new, after)
    if then is None:
        return False
    rest = re.match(r"\s+(?:at|in|of)\s+([^.;,]+)", then)
    if rest is None or _VALUE_END.search(" " + rest.group(1)):
        return False
    # (Read where it stands, after its preposition: "May" opening a text is no month.)
    when = ("date", "month", "day", "time")
    if any(m.start == rest.start(1) and m.kind in when for m in mentions_of(then)):
        return False  # "to £1,395 in April": when the new value holds, not where
    place = _FROM_NOW_ON.sub("", rest.group(1).strip())
    if _holds(card, place):
        return False
    # (The card's place said short: "at the hospice shop" of "at the hartley hospice
    # charity shop" — every word of it the card's.)
    words = [w for w in re.findall(r"[\w'’-]+", place.lower()) if w not in STOPWORDS]
    said = set(re.findall(r"[\w'’-]+", card.lower()))
    return not (words and all(w in said for w in words))


# When a change holds from, said after its place ("… at the hospice shop from now on").
_FROM_NOW_ON = re.compile(
    r"\s+(?:from\s+now\s+on|from\s+(?:this|next)\s+\w+(?:\s+on)?|now|these\s+days|"
    r"going\s+forward)\s*$",
    re.I,
)


def _stands_alone(left: str, right: str) -> bool:
    """Whether a value stands on its own in a card: what follows it ends the clause, joins
    another ("and …", "; …") or is the verb it is the subject of — not a version or number of
    its own ("React Native 0.74"), a phrase about it ("at Acme as a data engineer"), a
    possessive ("St Mary's") — and no longer name runs into it from the left."""
    if re.search(r"(?:\d|[A-Z][\w.'-]*)\s*$", left) and left.strip():
        return False  # part of a longer name or number ("St Mary", "LH 1140")
    follows = re.match(r"\s*(?P<word>[\w'’]+|[^\w\s]|$)", right)
    word = follows["word"] if follows else ""
    if word == "" or word in ".;,!?)":
        return True
    lowered = word.lower()
    if word[0].isupper():
        return False
    # A verb it is the subject of ("Ruth maintains…"), or a joining word.
    return lowered in ("and", "but", "or", "so") or lowered in VERBS or _third_person(lowered)


def _said_alike(new: Statement, after: str, right: str) -> bool:
    """Whether what follows the old value in the card is what the note says of the new one
    too: the same next word ("the Eastgate depot" / "the Harlow Road depot"), or a time
    said of the event, not of the thing ("at the Old Mill Hotel on 14 August")."""
    follows = re.match(r"\s*(\w+)", right)
    if follows is None:
        return False
    word = follows.group(1).lower()
    told = _said_after(new, after)
    then = re.match(r"\s*(\w+)", told) if told is not None else None
    if then is not None and then.group(1).lower() == word:
        # The same next word, and the rest of the card's phrase said of the new value too
        # ("the Harlow Road depot"; not "as a warehouse supervisor" → "as operations manager").
        phrase = _NOUN_PHRASE.match(right)
        return phrase is None or _holds(new.text, phrase.group(0).strip())
    return _said_when(right)


def _what_changed(new: Statement, before: str, right: str) -> bool:
    """Whether the word after the old value in the card is the thing the note says changed
    ("a Square till" / "switched its till from Square to SumUp"): the new value takes the
    old one's place before it."""
    follows = re.match(r"\s*([a-z][\w-]*)\b", right)
    if follows is None:
        return False
    word = re.escape(follows.group(1))
    return (
        re.search(rf"\b{word}\s+from\s+(?:the\s+)?{re.escape(before)}\b", new.text, re.I)
        is not None
    )


def _said_when(right: str) -> bool:
    """Whether ``right`` opens with a time said of the event ("on 14 August", "at 7 pm")."""
    when = re.match(r"\s*(?:on|at|in|from|until|by|every)\s+(?:the\s+)?(.{0,24})", right, re.I)
    if when is None:
        return False
    said = mentions_of(when.group(1))
    # A range ("on 14-15 May") opens with its first day, a number.
    return any(
        m.kind in ("date", "time", "day", "month")
        and (
            m.start == 0
            or re.fullmatch(r"\d{1,2}(?:\s*[-–]\s*|\s+(?:to|and)\s+)", when.group(1)[: m.start])
            or re.fullmatch(
                r"(?:(?:first|second|third|fourth|last|other)\s+)+", when.group(1)[: m.start]
            )
        )
        for m in said
    )


# The words after a value up to the next preposition: the rest of its noun phrase.
_NOUN_PHRASE = re.compile(
    r"\s*[\w'-]+(?:\s+(?!(?:at|in|on|from|to|for|by|with|as|of|and|or|but|is|are|was|were|has|"
    r"have)\b)[\w'-]+)*"
)


def _third_person(word: str) -> bool:
    """A word that reads as a verb said of someone ("maintains", "coordinates")."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


_PARTS = re.compile(
    r"(?<=[.!?;])\s+|,\s+and\s+(?=(?:the|a|an|our|their|its|his|her|we|they|he|she|it)\b)|;\s*",
    re.I,
)
