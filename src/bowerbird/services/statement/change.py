"""What a change says the old and the new are, as written: an arrow, a value moved by
an amount ("up a tenner"), a place taken instead, the words a note takes back.
"""

from __future__ import annotations

import datetime as dt
import re

from ..mentions import Mention, mentions
from ..text import STOPWORDS
from .rejects import _ANY_MORE_THEN, OPENING_CUE
from .verbs import _has_verb


def _arrow(text: str, values: tuple[Mention, ...]) -> tuple[str, str] | None:
    """(old, new) of "07:15 → 06:50", "£35 -> £42": two values of one kind either side of
    an arrow."""
    for m in re.finditer(r"\s*(?:→|->|=>)\s*", text):
        # (A unit may stand between a value and the arrow: "3.2 bar → 3.6 bar".)
        before = [
            v
            for v in values
            # (Or a mark written against it: "4471# → 9023#".)
            if v.end == m.start()
            or re.fullmatch(r"\s*[^\W\d_]{1,5}\.?|[#*]", text[v.end : m.start()])
        ]
        after = [v for v in values if v.start == m.end()]
        if before and after and before[0].kind == after[0].kind:
            return before[0].raw, after[0].raw
    return None


def _tail_of(value: Mention, m: re.Match[str]) -> Mention | None:
    """The value "not .375" rejects after ``value`` ("145.575"): its head, then the digits
    said (a value written as its changed end), or None where the words are no such tail."""
    tail = re.fullmatch(r"\s*(\.\d+)\s*", m["old"])
    head = re.fullmatch(r"(\D{0,2}\d+)\.\d+", value.raw)
    if tail is None or head is None or len(tail[1]) != len(value.raw) - len(head[1]):
        return None
    whole = [v for v in mentions(head[1] + tail[1]) if v.kind == value.kind]
    if len(whole) != 1 or whole[0].norm == value.norm:
        return None
    return Mention(value.kind, whole[0].norm, m.start("old"), m.end("old"), whole[0].raw)


# A day no more ("have stopped doing tuesdays", "no longer open on Mondays").
_STOPPED_DAY = re.compile(
    r"\b(?:stopped|stop|stops|no\s+longer|don['’]t|doesn['’]t)\s+"
    r"(?:doing|do|does|running|run|runs|opening|opens|open|taking\s+bookings)\s+(?:on\s+)?"
    r"(?P<day>[a-z]+days?)\b",
    re.I,
)
# A question answered "no" ("Q: are rehearsals still on Tuesdays? A: no - Thursdays now"):
# the question's value is no more, where the answer gives another of its kind.
ANSWERED_NO = re.compile(
    # (In a chat log, the answer is the next speaker's: "…2.14?\n[10:03] Katja: nope, …".)
    r"\?\s*(?:\[[^\]\n]{1,20}\]\s*)?(?:(?-i:[A-Z])[\w'’-]{1,20}\s*:\s*)?"
    r"['\"“‘]?\s*(?:(?:a|answer|reply)\s*[:\-–—]\s*)?(?:no|nope|not\s+any\s?more|not\s+any\s+longer|"
    r"no\s+longer|not\s+since\s+[^.;!?]{1,30}?(?=[.;!?]|\s[-–—]\s))\b\s*[,.:;\-–—]?\s*",
    re.I,
)
# A rise or a fall told by how much ("went up by a tenner", "has come down by £2", "put up
# by 50p"): with the value it is now, the value it was.
_RISEN_BY = re.compile(
    r"\b(?:(?P<up>(?:went|gone|goes|go|come|came)\s+up|"
    # ("have put her membership up by £5": what was put up, said between.)
    r"(?:been\s+put|put|pushed|bumped)\s+(?:[\w'’-]+\s+){0,3}?up|"
    r"raised|increased|rose|risen|upped)|(?P<down>(?:went|gone|goes|go|come|came|been\s+brought|"
    r"brought)\s+down|dropped|fell|fallen|cut|reduced|decreased|lowered))\s+by\s+"
    r"(?P<delta>a\s+(?:tenner|fiver|quid|pound)|£\s?\d+(?:\.\d\d)?|\$\d+(?:\.\d\d)?|€\d+(?:\.\d\d)?|"
    r"\d+\s*(?:quid|pounds?|p|pence)\b)",
    re.I,
)
_DELTA_WORDS = {"tenner": 10.0, "fiver": 5.0, "quid": 1.0, "pound": 1.0}


# A date moved by how long ("pushed back a week to 15 March", "brought the final forward
# two days to the 9th"): with the date it is now, the date it was.
_PUT_OFF_BY = re.compile(
    r"\b(?:(?P<back>(?:pushed|put|moved|set|knocked)\s+(?:[\w'’-]+\s+){0,3}?back|postponed|"
    r"delayed|slipped|slid)|(?:brought|moved|pulled)\s+(?:[\w'’-]+\s+){0,3}?forward)\s+"
    r"(?:(?:back\s+)?by\s+)?"
    r"(?P<n>[\w-]+)\s+(?P<unit>days?|weeks?|fortnights?)\b"
    # ("…slipped a week, so the lorry's rebooked for 21 May": the date later in the sentence.)
    r"(?:\s+(?:to|till|until)\s+(?:(?:the|on)\s+)?|[^.;!?]{0,60}?\b(?:for|to|on)\s+"
    r"(?:(?:the|on)\s+)?)(?=\d|[a-z]+\s+\d)",
    re.I,
)


def _date_before_move(by: re.Match[str], values: tuple[Mention, ...]) -> Mention | None:
    """The date a move ``by`` started from: the date right after it, less the move (more,
    when brought forward) as ``mentions`` reads its length, written "8 March"; None where
    no whole date follows."""
    now = [v for v in values if v.kind == "date" and v.start == by.end()]
    length = [
        v
        for v in values
        if v.kind.endswith("duration") and by.start("n") <= v.start < by.end("unit")
    ]
    if not now or not length or not re.fullmatch(r"(?:\d{4}-)?\d{2}-\d{2}", now[0].norm):
        return None
    said = now[0].norm.split("-")
    year = int(said[0]) if len(said) == 3 else 2001  # (a year with no 29 February)
    month, day = int(said[-2]), int(said[-1])
    if month == 0:
        return None  # "to the 15th": which month it moved from is unsaid
    days = round(float(length[0].norm) / 86400)
    moved = dt.date(year, month, day) - dt.timedelta(days=days if by["back"] else -days)
    raw = f"{moved.day} {moved.strftime('%B')}" + (f" {moved.year}" if len(said) == 3 else "")
    found = [v for v in mentions(raw) if v.kind == "date"]
    if len(found) != 1:
        return None
    return Mention("date", found[0].norm, by.start("n"), by.end("unit"), raw)


def _value_before_rise(by: re.Match[str], values: tuple[Mention, ...]) -> Mention | None:
    """The value a rise ``by`` started from: the one amount of money the note gives besides
    the rise, less the rise (more, for a fall), written as that amount is; None where the
    note gives no such amount, or several."""
    delta_said = by["delta"].lower()
    word = re.search(r"tenner|fiver|quid|pound", delta_said) if delta_said.startswith("a") else None
    if word is not None:
        delta = _DELTA_WORDS[word.group()]
    else:
        number = float(re.sub(r"[^\d.]", "", delta_said))
        delta = number / 100 if re.search(r"\d\s*(?:p|pence)$", delta_said) else number
    now = [
        v
        for v in values
        if v.kind.startswith("money:") and not by.start("delta") <= v.start < by.end("delta")
    ]
    if len(now) != 1:
        return None
    amount = re.search(r"\d[\d,]*(?:\.\d+)?", now[0].raw)
    if amount is None:
        return None
    new = float(amount.group().replace(",", ""))
    old = new - delta if by["up"] else new + delta
    if old <= 0:
        return None
    decimals = len(amount.group().partition(".")[2])
    written = f"{old:,.{decimals}f}" if "," in amount.group() else f"{old:.{decimals}f}"
    raw = now[0].raw[: amount.start()] + written + now[0].raw[amount.end() :]
    found = [v for v in mentions(raw) if v.kind == now[0].kind]
    if len(found) != 1:
        return None
    return Mention(now[0].kind, found[0].norm, by.start("delta"), by.end("delta"), raw)


def _place_instead(text: str, m: re.Match[str]) -> tuple[str, str] | None:
    """(the rejected place, the place said instead) for "meets in X rather than the back
    room of Y": a longer place phrase rejected whole, what replaces it the place the same
    clause names with "in"/"at" right before the cue. None otherwise."""
    cue = re.sub(r"^,\s*", "", m["cue"].lower())
    if cue not in ("rather than", "instead of", "not") or len(m["old"].split()) <= 3:
        return None
    but = re.match(r"\s*but\s+(?P<place>[^,;]+?)\s*(?:[,;]|\.(?!\d)|$)", text[m.end("old") :])
    if cue == "not" and but is not None:
        return _trim(m["old"]), _trim(but["place"])  # "not at X but at the Corn Exchange"
    said = re.search(r"\b(?:in|at)\s+(?P<place>[^,;.]+?)\s*,?\s*$", text[: m.start("cue")])
    if said is None:
        return None
    return _trim(m["old"]), _trim(said["place"])


# "the hotel adler bit", "the bit about the hotel adler": the words a note takes back.
_BIT = re.compile(
    r"^(?:(?:bit|part)\s+about\s+(?:the\s+)?(?P<about>.+)|(?P<words>.+?)\s+(?:bit|part)s?)$", re.I
)


class _Written:
    """A match found in ``_untitled(text)``, its groups read from ``text`` as written."""

    def __init__(self, text: str, m: re.Match[str]) -> None:
        self._text, self._m = text, m

    def __getitem__(self, group: str) -> str:
        start, end = self._m.span(group)
        return self._text[start:end] if start >= 0 else ""


def _as_written(text: str, m: re.Match[str] | None) -> _Written | None:
    return _Written(text, m) if m is not None else None


def _sharing_a_word(words: str, values: tuple[Mention, ...], after: int) -> str | None:
    """The one name said after ``after`` that shares a word with ``words`` (the new
    "Hotel Sonne" for "hotel adler"); ``None`` when none is, or more than one."""
    theirs = {w.lower() for w in words.split() if w.lower() not in STOPWORDS}
    found = [
        v.raw
        for v in values
        if v.kind == "name"
        and v.start >= after
        and theirs & {w.lower() for w in v.raw.split()}
        and v.raw.lower() != words.lower()
    ]
    return found[0] if len(found) == 1 else None


def _replacement(text: str, m: re.Match[str]) -> str:
    """The words a rejection puts in place of the rejected ones: as many words before ",
    not" ("O positive, not A positive"), or the words after "but" ("not A but B")."""
    size = len(m["old"].split())
    then = _ANY_MORE_THEN.match(text, m.end("old"))
    if then:
        return _trim(then["new"])
    if m["cue"].lower() == "not":
        after = re.match(r"\s*but\s+((?:[^,;.]|\.(?=\d))+)", text[m.end("old") :], re.I)
        return _trim(after.group(1)) if after else ""
    if re.match(r"(?:the|a|an)\s", m["old"], re.I):
        # "from the boating lake car park, not the bandstand": a thing said with its article
        # is replaced by the whole phrase the note opens with one.
        said = re.search(
            r".*\b(?:the|a|an)\s+(?P<what>[^,;.]+?)\s*,?\s*$", text[: m.start("cue")], re.I
        )
        if said and len(said["what"].split()) <= 6 and not _has_verb(said["what"]):
            return _trim(said["what"])
    before = re.findall(r"[\w'’.-]+", text[: m.start("cue")])
    return " ".join(before[-size:]) if before else ""


# "… no longer does one-week loans: everything now goes out for a fortnight": what the note
# says is no longer so, then in the next clause "now" and what is so instead.
_NO_LONGER_CLAUSE = re.compile(
    r"\bno\s+longer\b(?P<old>[^.;:—–]*?)\s*(?:[—–;:]|\s-\s)\s*"
    r"(?P<then>[^.;:—–]*?\bnow\b[^.;:—–]*)",
    re.I,
)


def no_longer_then_now(text: str) -> tuple[str, str] | None:
    """The value a note says is no longer so and the one it says is so now, each in its own
    clause and of one kind (never a name: who no longer does it is read elsewhere)."""
    found = _NO_LONGER_CLAUSE.search(text)
    if found is None:
        return None
    # One value each, whole: a day inside a rhythm ("every other Sunday" / "the last
    # Saturday") is a piece of it, and swapping the piece would say what nobody said.
    sides = []
    for part in (found["old"], found["then"]):
        said = [m for m in mentions(part) if m.kind != "name"]
        if len(said) != 1 or _QUALIFIED.search(part[: said[0].start]):
            return None
        sides.append(said[0])
    old, new = sides
    return (old.raw, new.raw) if old.kind == new.kind and old.norm != new.norm else None


# Words that make a value part of a longer one ("the last Saturday", "every other Sunday").
_QUALIFIED = re.compile(
    r"\b(?:last|first|second|third|fourth|other|alternate|every|each|next)\s+$", re.I
)


def value_for_value(old: str, new: str) -> tuple[str, str]:
    """(``old``, ``new``) with ``new`` cut to its one value of ``old``'s kind when ``old`` is
    that one value alone: "Thursdays" → "made on Wednesdays" (from "no longer make sausages
    on Thursdays; they're made on Wednesdays now") is a change to "Wednesdays", never to
    words of the verb around it."""
    said = [m for m in mentions(old) if m.kind != "name"]
    if len(said) != 1 or said[0].raw.strip() != old.strip():
        return old, new
    alike = [m for m in mentions(new) if m.kind == said[0].kind]
    return (old, alike[0].raw) if len(alike) == 1 else (old, new)


def _same_kind(old: str, new: str) -> bool:
    """Whether two phrases each give a value, of one kind ("Wednesdays" / "Thursdays")."""
    said, then = mentions(old), mentions(new)
    if {m.kind for m in said} & {m.kind for m in then}:
        return True
    # A numbered place and a named one of its sort ("Room 4" / "the Garden Room").
    sorts = {m.norm.split()[0] for m in said if m.kind == "identifier" and " " in m.norm}
    # Two of one sort, each by its own word ("the Fleet room" / "the glass room").
    head = re.findall(r"[^\W\d_]+", old.lower())[-1:]
    sorts |= {w for w in head if len(w) > 2 and w not in STOPWORDS and len(old.split()) > 1}
    return any(re.search(rf"\b{re.escape(w)}\b", new, re.I) for w in sorts)


def _after_dash(phrase: str) -> str:
    """What follows a note's heading dash ("Brightwell wedding — Olive Grove Kitchen")."""
    return re.split(r"\s[-–—]\s", phrase)[-1]


def _unhyphen(word: str) -> str:
    return word.replace("-", "")


def _trim(phrase: str) -> str:
    """A value as a change names it, without articles or prepositions around it."""
    words = phrase.strip().split()
    while words and words[0] in {
        "the",
        "a",
        "an",
        "on",
        "in",
        "at",
        "every",
        "by",
        "to",
        "with",
        "our",
        "their",
    }:
        words = words[1:]
    # ("…it's the Garden Room now": when, not part of the value.)
    while len(words) > 1 and words[-1].lower().strip(",.;:!") in {"now", "instead"}:
        words = words[:-1]
    return " ".join(words).strip(" ,.;:-")


def without_cue(text: str) -> str:
    """A correction as the statement it makes: "Actually the TTL is 8 hours." → "The TTL is
    8 hours." (nothing else is rewritten)."""
    rest = OPENING_CUE.sub("", text, count=1)
    if rest == text or not rest.strip():
        return text
    return rest[:1].upper() + rest[1:]
