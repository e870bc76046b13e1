"""The last rules of the table: the same values said again — with someone more named, with
more words, with nothing new, reworded, in part — or another object after the same verb;
and the same values paired otherwise, which is no restatement."""

from __future__ import annotations

import re
from collections import Counter

from ..mentions import Mention, same_time
from ..statement import Statement, read, verb_after_name, verb_at
from ..text import STOPWORDS, common_word, stem_set
from .changes import (
    _CHANGED,
    _subject_said,
)
from .derive import _correction
from .holders import _left_names
from .names import _proper, _surface
from .pair import _Pair
from .subjects import (
    _after_verb,
    _second_predicate,
)
from .units import _in_units_of
from .values import (
    _anchored,
    _raw,
)
from .verdict import Kind, Verdict
from .words import (
    _alike,
    _extra_terms,
    _kinds_named,
    _verb_terms,
)

# 5. The same values: said again, or said with more.


def _repaired(p: _Pair) -> Verdict | None:
    """The same values, each said of another thing ("an A in maths and a B in French" /
    "a B in maths and an A in French"; "Alice is 34 and Bob is 36" / "… 36 … 34"): two
    words trade the values they go with, so one statement does not restate the other."""
    said, held = (Counter(m.key for m in s.values if m.kind != "name") for s in (p.n, p.o))
    # (Of one kind: a day said twice, "Wednesday afternoon shift … her Wednesdays back",
    # takes no place of a time the note leaves unsaid.)
    in_place = [
        (extra, lacking)
        for extra in said - held
        for lacking in held - said
        if extra[0] == lacking[0]
    ]
    if said.keys() <= held.keys() and in_place:
        # One of the card's values said twice, another not at all ("an A* in maths and an
        # A* in French" / "an A* in maths and an A in French"): one was said otherwise.
        extra, lacking = in_place[0]
        return Verdict(
            "contradiction", f"another value said in its place ({lacking[1]} / {extra[1]})"
        )
    ours, theirs = _held_by(p.n), _held_by(p.o)
    if ours is None or theirs is None or set(ours.values()) != set(theirs.values()):
        return None
    kinds = {m.norm: m.kind for m in (*p.n.values, *p.o.values)}
    moved = {w: (theirs[w], ours[w]) for w in ours.keys() & theirs.keys() if ours[w] != theirs[w]}
    # (Two values of one kind: "£7.99" and "50 L" trade no places with their words.)
    moved = {w: pair for w, pair in moved.items() if kinds[pair[0]] == kinds[pair[1]]}
    traded = sorted(
        (a, b) for a in moved for b in moved if a < b and moved[a] == (moved[b][1], moved[b][0])
    )
    if not traded:
        return None
    a, b = traded[0]
    return Verdict(
        "contradiction",
        f"the same values paired otherwise ({a}: {moved[a][0]} / {moved[a][1]}; "
        f"{b}: {moved[b][0]} / {moved[b][1]})",
    )


def _holder_changed(p: _Pair) -> Verdict | None:
    """A note in the card's own words that tells who holds a slot now: someone the card
    names said to have left it ("maureen's stopped doing tuesdays, priti's covering them" of
    "Tues am: Maureen. Ask Priti for the till key."), or one name put with a value the card
    gives another name ("gareth does the tuesday school run now" of "The school run on
    Tuesdays is done by Sunita; Gareth does Fridays"). Never the same statement said again:
    a change (with a cue) or a contradiction, and no card is derived."""
    n, o = p.n, p.o
    left = _left_names(p.whole_new, o)  # (leaving words are a change's cue themselves)
    if left:
        return Verdict("correction", f"says {', '.join(sorted(left))} no longer does it")
    names = [m for m in n.values if m.kind == "name"]
    values = [m for m in n.values if m.kind != "name"]
    if len(names) != 1 or not values or len(o.clauses) < 2:
        return None
    name = names[0].norm

    def holds(clause: str, m: Mention) -> bool:
        return any(m.key == c.key for c in read(clause).values)  # ("Tuesdays" / "tuesday")

    own = [c for c in o.clauses if name in {m.norm for m in read(c).values if m.kind == "name"}]
    # (The card pairs the name with another value of the kind: "Gareth does Fridays".)
    kinds = {m.kind for m in values}
    if (
        len(own) != 1
        or any(holds(own[0], m) for m in values)
        or not any(c.kind in kinds for c in read(own[0]).values)
    ):
        return None
    others = [
        c
        for c in o.clauses
        if c != own[0]
        and all(holds(c, m) for m in values)
        and any(m.kind == "name" and m.norm != name for m in read(c).values)
    ]
    if len(others) != 1:
        return None
    reason = f"{names[0].raw} now holds what the card gives another"
    return Verdict("correction" if p.changes else "contradiction", reason)


_JOINED = re.compile(r"[,;:()]|\b(?:and|but|while|whereas|or)\b", re.I)


def _held_by(s: Statement) -> dict[str, str] | None:
    """Each content word of ``s`` with the value it stands nearest to (in words), for a
    statement of two or more values each said once; None for any other."""
    values = sorted((m for m in s.values if m.kind != "name"), key=lambda m: m.start)
    norms = [m.norm for m in values]
    if len(values) < 2 or len(set(norms)) != len(norms):
        return None
    words = [
        w
        for w in re.finditer(r"[^\W\d_][\w'’-]*", s.text)
        if w.group(0).lower() not in STOPWORDS
        and not any(m.start <= w.start() < m.end for m in values)
    ]
    held: dict[str, str] = {}
    for w in words:
        word = w.group(0).lower()

        def apart(m: Mention, w: re.Match[str] = w) -> tuple[bool, int]:
            """Whether a clause ends between this word and the value ``m`` (", and Bob is
            36": Bob goes with 36), then the words written between them."""
            gap = s.text[m.end : w.start()] if w.start() >= m.end else s.text[w.end() : m.start]
            return _JOINED.search(gap) is not None, len(gap.split())

        nearest = sorted(values, key=apart)
        if len(nearest) > 1 and apart(nearest[0]) == apart(nearest[1]):
            continue  # as near one as the other: it goes with neither
        for stem in stem_set([word]):
            held[stem] = nearest[0].norm
    return held


def _names_someone_more(p: _Pair) -> Verdict | None:
    """The same values and someone the card does not name ("…filed every quarter by our
    accountant, Gwen Ellis, through Xero"): more is said, not the same."""
    if _proper(p.n, p.new_names) and p.n_in_o and p.o_in_n:
        if p.extra_o:
            return Verdict("addition", f"adds {', '.join(sorted(p.new_names))}")
        return Verdict("more", f"the same statement, with {', '.join(sorted(p.new_names))}")
    return None


def _fuller(p: _Pair) -> Verdict | None:
    """All the card said, and more — even one word more ("…twice a day" → "…twice a day
    with food"): the fuller wording wins, the shorter is kept as evidence."""
    if p.n_in_o and p.o_in_n and not p.extra_o and p.extra_n and not _vaguer(p.n, p.o):
        if p.extra_n <= _kinds_named(p.n):
            # Only the name of a value's slot ("…contract end date: 14/03/2027" of "…ends
            # on 14 March 2027"): the same value labelled, nothing more said.
            return Verdict("less", "says nothing it does not already hold")
        return Verdict("more", "the same statement with more said")
    return None


def _vaguer(n: Statement, o: Statement) -> bool:
    """Whether ``n`` gives a clock without its half of the day ("at eleven") where ``o``
    says which ("at 11 pm"): the same time, said less exactly, is no fuller wording."""
    return any(m.kind == "time" and m.norm.startswith("~") for m in n.values) and any(
        m.kind == "time" and not m.norm.startswith("~") for m in o.values
    )


# Above this cosine, two wordings of the same values, each with a word or three of its own,
# are one statement (see ``_few_words_each``).
REWORDED_SIMILARITY = 0.8


def _few_words_each(p: _Pair) -> Verdict | None:
    """The same values, each wording with a word or three the other lacks, close in meaning
    ("…5 ml of amoxicillin every eight hours" / "…dose is 5 mL, three times a day, 8 hours
    apart"): one statement said twice — the wording with more words of its own is kept, the
    other as its evidence — never two sentences glued into one card. Not when what follows
    the verb differs (one slot, two things)."""
    if not (p.n.value_keys and p.o.value_keys and p.n_in_o and p.o_in_n):
        return None
    if (p.similarity or 0.0) < REWORDED_SIMILARITY or p.new_names or p.old_names:
        return None
    # As many words each way, neither is the fuller: one may hold a detail the other lacks
    # ("…includes breakfast"), so both stay said.
    fewer, more = sorted((len(p.extra_n), len(p.extra_o)))
    if not (1 <= fewer <= 2 and fewer < more <= 3):
        return None
    if _else_of_that_thing(p, p.extra_n, p.extra_o):
        return None
    # The wording kept as evidence only may differ by how it says it, its verb ("give" /
    # "dose"): a word of what it is about ("amoxicillin") would leave what is live.
    fuller, other = (p.n, p.o) if len(p.extra_n) > len(p.extra_o) else (p.o, p.n)
    if _extra_terms(other, fuller) - _its_verb(other):
        return None
    told_apart = _other_object(p.n, p.o, p.whole_old, p.whole_new, p.changes)
    if told_apart is not None:
        return told_apart
    if fuller is p.n:
        return Verdict("more", "the same values, said with more words")
    return Verdict("same", "the same values in fewer words of its own")


# Above this cosine, two one-statement wordings of the same values, each with words of its
# own (up to ``EACH_REWORDED_WORDS``) and no name the other lacks, are one statement said
# in two ways (see ``_each_reworded``).
EACH_REWORDED_SIMILARITY = 0.7
UNANCHORED_SIMILARITY = 0.85
EACH_REWORDED_WORDS = 6


def _each_reworded(p: _Pair) -> Verdict | None:
    """The same values, each wording with words of its own, close in meaning and naming no
    one the other does not ("Mum has 10 mg of donepezil at bedtime" / "…the user's mother
    takes ten milligrams of donepezil each night before she goes to bed"): one statement
    said twice. The wording with more words of its own is the statement, the other its
    evidence (``also_said``, searchable): nothing is dropped and no two wordings are glued
    into one card. Not when either says more than one thing, nor when what follows the
    verb differs (one slot, two things)."""
    n, o = p.n, p.o
    # A rhythm or a weekday alone anchors nothing: "Leo has school dinners every day" /
    # "Leo takes a packed lunch … every day" share only how often.
    measured = {kind for kind, _ in n.value_keys if not kind.startswith("every") and kind != "day"}
    if not (p.n_in_o and p.o_in_n and p.extra_n and p.extra_o) or p.new_names or p.old_names:
        return None
    # Without a value to anchor it, only wordings very close in meaning are one statement
    # ("…would rather sing alto than soprano" / "Given the choice, Orla picks alto parts…").
    if (p.similarity or 0.0) < (EACH_REWORDED_SIMILARITY if measured else UNANCHORED_SIMILARITY):
        return None
    if n.value_keys and not measured:
        return None
    if len(p.whole_new.clauses) > 1 or len(p.whole_old.clauses) > 1:
        return None
    if max(len(p.extra_n), len(p.extra_o)) > EACH_REWORDED_WORDS:
        return None
    if _else_of_that_thing(p, p.extra_n, p.extra_o):
        return None  # "gpu-n4 - owner: genomics group" / "… belongs to the climate group"
    told_apart = _other_object(n, o, p.whole_old, p.whole_new, p.changes)
    if told_apart is not None:
        return told_apart
    if len(p.extra_n) >= len(p.extra_o):
        return Verdict("more", "the same values, each said in its own words: the fuller wording")
    return Verdict("same", "the same values, each said in its own words")


# Words a sentence opens with that read as a name and name no one ("Nobody is let in …").
_NO_ONE = frozenset({"nobody", "no one", "everyone", "everybody", "anyone", "someone", "user"})


def _one_thing_reworded(p: _Pair, whole: bool = True) -> Verdict | None:
    """The same measures said of one named thing in other words ("Carnsew Harps charges
    £140 to restring a lever harp" / "Got a quote from Carnsew Harps …: a complete set of
    new strings, fitted, comes to a hundred and forty pounds"): one statement, however far
    apart the wordings. Asked only where the rules found nothing that tells them apart.
    The wording with more words of its own is the statement, the other its evidence. Said
    by one in its opening, with a reason or what follows from it after ("Each appointment
    at Hollyhock runs for three-quarters of an hour, so parents should pay for an hour in
    the car park"), the longer is the fuller statement. Not ``whole``: only so."""
    n, o = p.whole_new, p.whole_old
    if whole and _one_thing(n, o):
        if _else_of_that_thing(p, p.extra_n, p.extra_o):
            return None
        if _other_object(p.n, p.o, p.whole_old, p.whole_new, p.changes) is not None:
            return None
        # (Never fuller where the card names a day the note does not: "…starts at quarter
        # past seven on Tuesday evenings" / a story of the class "got going at 7.15pm".)
        days_n = {m.key for m in n.values if m.kind in ("day", "environment")}
        unsaid_day = any(m.kind in ("day", "environment") and m.key not in days_n for m in o.values)
        if len(p.extra_n) > len(p.extra_o) and not unsaid_day:
            said = "the same measures of one named thing, in more words of its own"
            return Verdict("more", said, measured=True)
        said = "the same measures of one named thing, in other words"
        return Verdict("same", said, measured=True)
    readings: tuple[tuple[bool, Kind, str], ...] = (
        (True, "more", "and more said after"),
        (False, "less", "the card saying more"),
    )
    for new_opens, kind, said in readings:
        opening = _opening_part(n if new_opens else o)
        if opening is None:
            continue
        new, old = (opening, o) if new_opens else (n, opening)
        if _one_thing(new, old) and _other_object(new, old, old, new, False) is None:
            return Verdict(kind, f"the same measures of one named thing, {said}", measured=True)
    return None


# Where a statement's reason begins: ", because …".
_WHY = re.compile(r",\s+because\s", re.I)


# A reason that ends where what happened is told: "…emailed support because the app
# wouldn't download the pack: her cache was full at …".
_WHY_THEN = re.compile(r"\s+because\s[^:;.]{3,120}(?=:\s)", re.I)


def _without_why(s: Statement) -> Statement:
    """``s`` read without its ", because …" and a "because …" the story goes on from after
    a colon (itself when it gives none)."""
    text = _WHY_THEN.sub("", s.text, count=1)
    why = _WHY.search(text)
    if why:
        text = text[: why.start()] + "."
    return read(text) if text != s.text else s


def _one_thing(n: Statement, o: Statement) -> bool:
    """Whether ``n`` and ``o`` give the same measures of one named thing: every value but
    the names the same on both sides (how often as a span: "every 15 minutes" / "@ 15 min
    intervals"), at least one of them a measure; a name one says written in the other (in
    any case: "brockhurst: saddle fit check 2x a year"), and neither naming something the
    other never writes; neither denying or turning what the other says, nor telling a
    change."""
    if _cue_of_its_own(n, o) or _cue_of_its_own(o, n):
        return False
    # (Why it is so is no measure of the thing, nor its "never": "…twelve pounds a foot,
    # because a tree that size has had ten years in the ground".)
    n, o = _without_why(n), _without_why(o)
    if n.negated != o.negated or n.polarity != o.polarity:
        return False
    # (A part of a note is read as written: its measures in the card's units, as the
    # whole pair's are.)
    n = _in_units_of(n, o)
    measures_n, measures_o = _rhythm_alone(n, o), _rhythm_alone(o, n)
    measures_n = _times_as(_one_alone(measures_n, measures_o), measures_o)
    measures_o = _times_as(_one_alone(measures_o, measures_n), measures_n)
    measures_n = _price_unsaid(measures_n, measures_o, n)
    measures_o = _price_unsaid(measures_o, measures_n, o)
    if not any(kind == "environment" for kind, _ in measures_n):
        # (Nor is where the card says it runs a measure the note must repeat: "…for live
        # council captions" / a spot-check of the captions; the card stays the text.)
        measures_o = frozenset(key for key in measures_o if key[0] != "environment")
    # (A note may measure more of what it tells, in kinds the card never measures: "Rhosyn
    # told him it is twelve pounds for every foot" of a seven-foot tree.)
    more = measures_n - measures_o
    if not measures_o or not (
        measures_n == measures_o
        or (measures_o < measures_n and not {k for k, _ in more} & {k for k, _ in measures_o})
    ):
        return False
    if not any(_a_measure(kind, norm) for kind, norm in measures_o) and not _counted_alike(n, o):
        return False
    words_n, words_o = _words_of(n.text), _words_of(o.text)
    names_n, names_o = _name_words(n), _name_words(o)
    if not (names_n & words_o or names_o & words_n):
        return False
    if _two_subjects(n, o):
        return False
    return not (_unwritten(n, o, words_o) and _unwritten(o, n, words_n))


# What a statement sets a thing against ("rather than the day it arrives", "instead of
# by post"): up to the end of its clause.
_SET_AGAINST = re.compile(r"\s*\b(?:rather\s+than|instead\s+of)\s+(?P<what>[^,.;:!?]+)", re.I)


def _cue_of_its_own(s: Statement, other: Statement) -> bool:
    """Whether ``s`` tells a change or a correction that may be of ``other``: a thing set
    against what ``other`` never says ("…charged on the day it's packed rather than the day
    it arrives", beside "…costs £18.50 a week") tells none."""
    if not s.cue:
        return False
    words = _words_of(other.text)
    text = s.text
    for found in reversed(list(_SET_AGAINST.finditer(text))):
        against = {w for w in _words_of(found["what"]) if w not in STOPWORDS}
        if not against or stem_set(list(against)) & stem_set(list(words)):
            return True
        text = text[: found.start()] + text[found.end() :]
    return text == s.text or read(text).cue


def _unwritten(s: Statement, other: Statement, words: set[str]) -> bool:
    """Whether ``s`` gives a name of which ``words`` (``other``'s) write no word, or only a
    word it shares with another name ``other`` gives ("Brook Studios" / "Brook Hall": two
    places). A name written short ("Saltwick" for "Saltwick Rock Works", "the Gullstone
    lot") is written."""
    theirs = [_own_words(name) for name in _names(other)]
    mine = _words_of(s.text)
    for name in _names(s):
        own = _own_words(name)
        if not own or own <= words:
            continue
        # A sibling: a name of the other's sharing a word, each with a word of its own
        # (not one this statement writes too: "Lowmoor's Robinson trap" of "the Lowmoor Moth
        # Group runs its Robinson trap" is the group's trap).
        sibling = any(t & own and t - own - mine and own - t for t in theirs)
        if not own & words or sibling:
            return True
    return False


def _names(s: Statement) -> list[str]:
    """The names ``s`` gives, but those of no one in particular; a name written after
    another's "'s" is one name with it ("Quennell's Taxidermy": a firm, written short as
    "Quennell's")."""
    named = [m for m in s.values if m.kind == "name" and m.norm.lower() not in _NO_ONE]
    out: list[str] = []
    prev: Mention | None = None
    for m in named:
        if prev is not None and re.fullmatch(r"['’]s\s+", s.text[prev.end : m.start]):
            out[-1] = f"{out[-1]} {m.norm}"
        else:
            out.append(m.norm)
        prev = m
    return out


def _own_words(name: str) -> set[str]:
    """A name's words, lower case, without the small words between them."""
    return {w for w in _words_of(name) if w not in STOPWORDS}


_OPENS_WITH_SUBJECT = re.compile(r"(?i)(?:the|a|an|our|their|its|this|that|these|those)\s")
# A story's opening: someone unnamed and what they did once ("A parent grumbled that …", "A
# new volunteer asked why …", "A customer rang …").
_SOMEONE_DID = re.compile(
    r"(?i)an?\s+(?:[a-z]+\s+){0,2}?(?:[a-z]{3,}ed|rang|told|said|came|got|went|took|brought|"
    r"sent|wrote|saw|found)\s+(?:(?:that|why|how|if|whether|to|us|me|him|her|them|the|a|an)\b|"
    # ("A walker emailed Waymarker support because …": whom they told, by name.)
    r"(?-i:[A-Z])[\w'’-]+)"
)


def _two_subjects(n: Statement, o: Statement) -> bool:
    """Whether each statement opens with its subject, a thing the other never writes ("The
    Sunday car boot sale at …" / "The Sunday concerts at …"): two things of one place and
    time. (A note told by what happened, "Stood on the gallery …", opens with no subject.)"""
    if not (n.subject and o.subject) or n.subject & o.subject:
        return False
    if not (_OPENS_WITH_SUBJECT.match(n.text) and _OPENS_WITH_SUBJECT.match(o.text)):
        return False
    if _SOMEONE_DID.match(n.text) or _SOMEONE_DID.match(o.text):
        return False  # "A parent grumbled that …": who told of one occasion, no subject
    said_n, said_o = stem_set(list(_words_of(n.text))), stem_set(list(_words_of(o.text)))
    return bool(n.subject - said_o) and bool(o.subject - said_n)


# Where a statement's opening ends and a reason, or what follows from it, begins: ", so
# …", ", which is why …", ", because …", ", and …", "; …".
_AFTER_OPENING = re.compile(
    r"\s*(?:,\s*(?:and\s+|but\s+)?(?=(?:so|which|because|as|since|and|but)\b)|;\s*)", re.I
)


def _opening_part(s: Statement) -> Statement | None:
    """``s``'s opening, read alone, when a reason or a consequence follows it; else None."""
    cut = _AFTER_OPENING.search(s.text)
    if cut is None or len(s.text[: cut.start()].split()) < 3:
        return None
    return read(s.text[: cut.start()] + ".")


def _rhythm_alone(s: Statement, other: Statement) -> frozenset[tuple[str, str]]:
    """``s``'s measures less an "every day" or "every week" the other never counts, and a
    weekday said once where the other names none: a note told by what happened one morning
    ("…when Jem opened up at 8.15am") says the time the card says happens "every morning",
    not how often."""
    mine = _measures(s)
    theirs = {kind for kind, _ in other.value_keys}
    if "day" not in theirs:
        # (Nor is the one day a story happened, "…every ewe they clipped on Tuesday", a
        # value the other, which names no day, would give; nor the week it implied.)
        days = [m for m in s.values if m.kind == "day"]
        once = {m.norm for m in days if not m.raw.lower().endswith("s")}
        mine = frozenset(key for key in mine if not (key[0] == "day" and key[1] in once))
        weekly = any(m.kind.endswith("duration") and m.norm == _WEEK for m in s.values)
        if days and all(m.norm in once for m in days) and not weekly:
            mine = mine - {("duration", _WEEK)}
    if "daypart" not in theirs:
        # ("…toast a butt at the cooperage this morning": when it happened, once.)
        mine = mine - {
            ("daypart", m.norm)
            for m in s.values
            if m.kind == "daypart"
            and re.search(
                r"\b(?:this|that|yesterday|tomorrow|last|\w+day)\s+$",
                s.text[: m.start] + m.raw[: -len(m.raw.split()[-1])],
            )
        }
    if any(kind.endswith("duration") for kind, _ in other.value_keys):
        return mine
    return frozenset(
        (kind, norm) for kind, norm in mine if not (kind == "duration" and norm in (_DAY, _WEEK))
    )


def _one_alone(
    mine: frozenset[tuple[str, str]], theirs: frozenset[tuple[str, str]]
) -> frozenset[tuple[str, str]]:
    """``mine`` less a "one" where the other side counts nothing: "a ¼ mile under one roof"
    counts no thing the card measures."""
    if ("number", "1") in mine and not any(kind == "number" for kind, _ in theirs):
        return mine - {("number", "1")}
    return mine


def _times_as(
    mine: frozenset[tuple[str, str]], theirs: frozenset[tuple[str, str]]
) -> frozenset[tuple[str, str]]:
    """``mine`` with a clock time said either way ("half past four", "~4:30") put as the
    other side writes it ("16:30") where it may be that time."""
    told = [norm for kind, norm in theirs if kind == "time"]
    return frozenset(
        (kind, next((t for t in told if same_time(norm, t)), norm) if kind == "time" else norm)
        for kind, norm in mine
    )


def _price_unsaid(
    mine: frozenset[tuple[str, str]], theirs: frozenset[tuple[str, str]], said: Statement
) -> frozenset[tuple[str, str]]:
    """``mine`` (the values of ``said``) with a price said without its currency, as the other
    side's one price of that amount: "the gym took its 42.50" (pounds and pence), "eighteen
    fifty comes out of her account" (spoken so) of "£42.50", "£18.50". Else ``mine``."""
    prices = [(kind, norm) for kind, norm in theirs if kind.startswith("money:")]
    if len(prices) != 1 or any(kind.startswith("money:") for kind, _ in mine):
        return mine
    kind, amount = prices[0]
    value = float(amount)
    for key in mine:
        if key[0] == "identifier" and re.fullmatch(r"\d+\.\d\d", key[1]) and float(key[1]) == value:
            return (mine - {key}) | {(kind, amount)}
    numbers = [(k, v) for k, v in mine if k == "number"]
    for pounds in numbers:
        for pence in numbers:
            if pence == pounds and sum(m.key == pence for m in said.values) < 2:
                continue  # (one number is not both: "twenty-two twenty" is no £20.20)
            if 10 <= float(pence[1]) < 100 and float(pounds[1]) + float(pence[1]) / 100 == value:
                return (mine - {pounds, pence}) | {(kind, amount)}
    return mine


def _measures(s: Statement) -> frozenset[tuple[str, str]]:
    """``s``'s values but its names, how often read as the span it repeats at."""
    return frozenset((kind.removeprefix("every:"), norm) for kind, norm in s.value_keys)


# Values that say which one, or when in the week, rather than how much: two statements of
# one subject often share them and little else ("board one" / "Division 1", "on Mondays").
_NO_MEASURE = frozenset(
    {"number", "identifier", "day", "month", "daypart", "environment", "group", "range"}
)
_DAY, _WEEK = "86400", "604800"


def _counted_alike(n: Statement, o: Statement) -> bool:
    """Whether ``n`` and ``o`` count one thing by one number: "sixty scarecrows" / "the
    scarecrow trail …: three score of them". The noun after each count is the same word,
    or one side says none ("of them") and the other's noun is written on that side too. A
    count of other things ("sixty volunteers") is no measure of the card's."""

    def counted(s: Statement) -> dict[str, str | None]:
        out: dict[str, str | None] = {}
        for m in s.values:
            if m.kind == "number":
                # (A noun in small letters: "2 Quarry Lane" is a house, no count.)
                # (Or things a name says whose: "six Medlock trams", "half a dozen Medlock
                # trams".)
                after = re.match(r"\s+(?:of\s+)?([a-z][\w'’-]*)", s.text[m.end :]) or re.match(
                    r"\s+(?:[A-Z][\w'’-]*\s+){1,2}([a-z][\w'’-]*s)\b", s.text[m.end :]
                )
                if after is None and re.match(r"\s+[A-Z]", s.text[m.end :]):
                    continue
                word = after.group(1) if after else None
                if word in _DOERS:
                    word = _DOING  # "once twenty-four have signed in": a count of who does
                out[m.norm] = None if word in (None, "them", "those", "these", "it") else word
        return out

    ours, theirs = counted(n), counted(o)
    for number in ours.keys() & theirs.keys():
        mine, other = ours[number], theirs[number]
        if _DOING in (mine, other):
            # Who does, counted, beside what the other counts: one count where the two share
            # a word that names no one ("Tuesday session" / "Tuesday open sessions").
            word = other if mine == _DOING else mine
            shared = (n.terms & o.terms) - stem_set(list(_name_words(n) | _name_words(o)))
            if word != _DOING and shared:
                return True
        elif mine and other:
            if stem_set([mine]) == stem_set([other]):
                return True
        elif mine or other:
            word, side = (mine, o) if mine else (other, n)
            if word and stem_set([word]) & stem_set(list(_words_of(side.text))):
                return True
    return False


# The words after a count that say it counts who does something ("twenty-four have signed
# in", "a dozen were turned away"), not a thing of its own.
_DOERS = frozenset({"have", "had", "has", "are", "were", "is", "was", "can", "could", "will"})
_DOING = "<who does>"


def _a_measure(kind: str, norm: str) -> bool:
    """Whether a value (as ``_measures`` keys it) says how much, how long or when in
    particular: a sum, a clock time, a span, a length, a date — not a bare number, which
    one, a weekday, nor "every day" or "every week"."""
    if kind == "number" and norm[:1] in "+-":
        return True  # "+1.5": a signed amount (a lens's strength), never which one
    if kind in _NO_MEASURE:
        return False
    return not (kind == "duration" and norm in (_DAY, _WEEK))


def _words_of(text: str) -> set[str]:
    """The words of ``text``, lower case, a possessive's "'s" apart ("Cosimo's")."""
    return set(re.findall(r"[\w&-]+", text.lower()))


def _name_words(s: Statement) -> set[str]:
    """The words of the names ``s`` gives, lower case, but words of no one in particular;
    the name it is told by too ("According to Brockhurst, …": the saddler is the subject)."""
    return {w for name in _names(s) for w in _own_words(name)}


def _its_verb(s: Statement) -> set[str]:
    """The terms of ``s`` that are its verb: a known verb, the word where its verb stands
    ("The user flies to…"), or the first word of a statement with no subject ("Give…")."""
    from ..text import stem_set

    words = [w.lower() for w in re.findall(r"[\w'’-]+", s.text)]
    at = verb_at(words)
    said = [words[at]] if at is not None and not re.search(r"\d", words[at]) else []
    if words and not s.subject:
        said.append(words[0])
    return _verb_terms(s) | set(stem_set(said))


def _much_more(p: _Pair) -> Verdict | None:
    """The same values and much more said ("…a five-year warranty" → "…covers only the
    first owner and needs the original receipt"). What the card alone says by its verb is
    said again by the note's ("collected" / "emptied")."""
    extra_n, extra_o = p.extra_n, p.extra_o
    if p.n_in_o and p.o_in_n and len(extra_n) >= 3 and len(extra_n) > len(extra_o) + 1:
        # (A name the card gives and the note does not is no statement said again: "…is
        # protected with the DPS" / "…is registered with mydeposits".)
        # (Nor is a name the note says by its first word: "Rang Hazelmere about …" of
        # "… at Hazelmere Riding School".)
        if extra_o - _verb_terms(p.o) - p.old_called or p.old_names:
            # (Unless what the card alone words is its wording of the same measures of its
            # one named thing: "…bandstand start at 2.45pm" / "…struck up at quarter to
            # three, as it does every Sunday, and every deckchair was taken".)
            reworded = _one_thing_reworded(p)
            if reworded is not None and reworded.kind == "more":
                return reworded
            return Verdict("addition", "says it again and adds more")
        return Verdict("more", "the same statement with more said")
    return None


def _nothing_more(p: _Pair) -> Verdict | None:
    """Every word the note says, the card says ("Alder St café guest wifi: AlderGuest"
    after "The guest Wi-Fi network at the Alder Street café is called AlderGuest")."""
    if p.n_in_o and p.o_in_n and not p.extra_n and p.overlap >= 0.6:
        return Verdict("less", "says nothing it does not already hold")
    return None


def _reworded(p: _Pair) -> Verdict | None:
    """The same values, a word or two changed: the same statement — unless a second
    predicate says more ("…and carries an EpiPen") or the object after the verb differs."""
    n, o, extra_n, extra_o = p.n, p.o, p.extra_n, p.extra_o
    if not (p.n_in_o and p.o_in_n):
        return None
    # One verb in two forms is no word of its own ("we keep them" / "are kept").
    extra_n, extra_o = _other_forms(extra_n, extra_o), _other_forms(extra_o, extra_n)
    # Without a value to anchor it, a rewording changes a word or two; a note with more
    # words of its own says something more ("…mostly in the mornings after standup").
    worded_alike = len(extra_n) <= 1 and len(extra_o) <= 2
    if not (
        (_anchored(n.value_keys, o.value_keys, extra_n, extra_o) and p.overlap >= 0.3)
        or (
            p.overlap >= 0.6
            and (worded_alike or (len(extra_n) <= 2 and (p.similarity or 0.0) >= 0.9))
        )
    ):
        return None
    if _else_at_that_time(p, extra_n, extra_o):
        return Verdict("distinct", "something else done as often or on the same day")
    if _else_of_that_thing(p, extra_n, extra_o):
        return None  # "gpu-n4 - owner: genomics group" / "… belongs to the climate group"
    if _places_apart(n, o):
        return None  # "…talks are at St Luke's church hall" / "…are held in Penhill library"
    if len(extra_n) >= 2 and _second_predicate(n):
        if extra_o:
            return Verdict("addition", "says it again and adds something")
        return Verdict("more", "the same statement with more said")
    told_apart = _other_object(n, o, p.whole_old, p.whole_new, p.changes)
    if told_apart is not None:
        return told_apart
    return Verdict("same", "the same statement in other words")


def _places_apart(n: Statement, o: Statement) -> bool:
    """Whether each says where, after its verb ("at …", "in …"), in words the other never
    says: two places for one thing, not one statement reworded — whatever values both
    give ("monthly"). Two wordings of one place share a word of it, or are the same
    statement only by a reading this rule leaves to the rules after it."""
    said_n, said_o = _place(n), _place(o)
    if not said_n or not said_o:
        return False

    def unsaid(words: set[str], s: Statement) -> set[str]:
        return {w for w in words if not any(_alike(w, t) for t in s.terms)}

    new_only, old_only = unsaid(said_n, o), unsaid(said_o, n)
    return bool(new_only and old_only) and (new_only == said_n or old_only == said_o)


def _placed_apart(p: _Pair) -> Verdict | None:
    """One thing said to be in two places, with no cue: the card's subject (every word of
    one subject said by the other, at least two), a verb that says where a thing is ("are",
    "is kept", "hangs", "meets"), and right after it a place in words the other never says
    ("…talks are at St Luke's church hall" / "…talks are held in Penhill library"). Which
    holds is not said: a contradiction, both kept."""
    n, o = p.n, p.o
    if p.changes or n.cue or o.cue or n.change is not None or o.change is not None:
        return None
    if p.differing or n.negated != o.negated or not (_placed(n) and _placed(o)):
        return None
    if not (_within_words(n.subject, o) or _within_words(o.subject, n)):
        return None
    if len({t for t in n.subject if any(_said_short(t, u) for u in o.subject)}) < 2:
        return None
    if not _places_apart(n, o):
        return None
    # (A name either gives alone is the place's, "St Luke's", never the one it is about.)
    if not all(_after_verb(n, _raw(n, m)) for m in p.new_names) or not all(
        _after_verb(o, _raw(o, m)) for m in p.old_names
    ):
        return None
    return Verdict(
        "contradiction", "another place for the same thing", values=f"{o.text} / {n.text}"
    )


def _within_words(subject: frozenset[str], s: Statement) -> bool:
    """Whether every word of ``subject`` is one ``s`` says, in full or shortened."""
    return bool(subject) and all(any(_said_short(t, u) for u in s.terms) for t in subject)


def _said_short(a: str, b: str) -> bool:
    """Two stemmed words that are one, or one the other's opening ("soc" / "societi")."""
    short, long = sorted((a, b), key=len)
    return _alike(a, b) or (len(short) >= 3 and long.startswith(short))


# Verbs that say where a thing is (the verb, or a passive's participle after "is"/"are").
_WHERE_VERBS = frozenset(
    """is are was were held kept stored hangs hang hung lives live sits sit meets meet
    located based housed happen happens""".split()
)
# What may stand between the verb and its participle ("is now kept", "are usually held").
_WHERE_AFTER = frozenset("be now usually normally always".split())


def _placed(s: Statement) -> bool:
    """Whether ``s`` says where its subject is right after a verb of place: the verb (and
    its participle) then, at most three words on, a place."""
    tokens = list(re.finditer(r"[\w'’-]+", s.text))
    words = [t.group(0).lower() for t in tokens]
    at = verb_at(words)
    if at is None or words[at] not in _WHERE_VERBS | _WHERE_AFTER:
        return False
    end = at + 1
    while end < len(words) and words[end] in _WHERE_VERBS | _WHERE_AFTER and end - at < 3:
        end += 1
    found = _PLACE_AFTER.search(s.text, tokens[end - 1].end())
    if found is None:
        return False
    # Right after the verb (or after where on it: "hangs on the hook inside the
    # polytunnel"); "is written in Kotlin", "runs 6 pods in production" say no place.
    opening = found.group(0).split()[0].lower()
    if opening not in words[end : end + 4]:
        return False
    between = words[end : words.index(opening, end)]
    return not between or between[0] in ("on", "by", "near", "at", "in", "up", "down", "over")


# Where a place is said: after "at" or "in" (or where in it), to the end of its phrase.
_PLACE_AFTER = re.compile(
    r"\b(?:at|in|inside|behind|under|beside|outside)\s+"
    r"(?P<place>(?:the\s+)?[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){0,4}?)"
    r"(?=\s*(?:[,;.()—–]|\s-\s|$)|\s+(?:on|every|each|from|for|with|at|in|by|to|and|but|so|"
    r"because|since|when|until|till|before|after)\b)",
    re.I,
)


def _place(s: Statement) -> set[str]:
    """The content words (stemmed) of the place ``s`` says after its verb, none when it
    says none (or says it before its verb)."""
    tokens = list(re.finditer(r"[\w'’-]+", s.text))
    at = verb_at([t.group(0).lower() for t in tokens])
    if at is None:
        return set()
    found = _PLACE_AFTER.search(s.text, tokens[at].end())
    if found is None:
        return set()
    # (A word with a digit is a value, "B2.07": compared as values, not as a place's words.)
    words = [w.lower() for w in re.findall(r"[^\W\d_][\w-]*", found["place"])]
    return set(
        stem_set(
            [
                w
                for w in words
                if w not in STOPWORDS and w not in ("st", "s") and not any(c.isdigit() for c in w)
            ]
        )
    )


# Above this cosine, one identifier's two wordings are one statement said again.
SAID_AGAIN_SIMILARITY = 0.75


def _else_of_that_thing(p: _Pair, extra_n: set[str], extra_o: set[str]) -> bool:
    """Whether the only values both give are identifiers — which thing, not what is said
    of it — and each says words of its own the other never does, two or more on one side
    ("gpu-n4 - owner: genomics group" / "gpu-n4 belongs to the climate modelling group"):
    not one statement said twice, whatever the next rules make of it."""
    shared = p.n.value_keys & p.o.value_keys
    if not shared or any(kind != "identifier" for kind, _ in shared):
        return False
    # (Close in meaning, the words are one statement's: "IT-3062: the B12 printer jams on
    # double-sided jobs" / "IT-3062 (B12 printer jamming on duplex)".)
    if p.similarity is not None and p.similarity >= SAID_AGAIN_SIMILARITY:
        return False
    if p.n.value_keys != p.o.value_keys:
        return False
    # Which thing: the identifier opens both (a phone number or an address said last is
    # what each tells, "Call Dave on 07700 900123" / "Dave's number is 07700 900123").
    if not all(_opens(s, shared) for s in (p.n, p.o)):
        return False
    return bool(extra_n) and bool(extra_o) and max(len(extra_n), len(extra_o)) >= 2


def _opens(s: Statement, keys: frozenset[tuple[str, str]]) -> bool:
    """Whether every value of ``keys`` is first written in the first third of ``s``."""
    first: dict[tuple[str, str], int] = {}
    for m in s.values:
        first.setdefault(m.key, m.start)
    return all(first.get(k, len(s.text)) < max(len(s.text) // 3, 12) for k in keys)


def _else_at_that_time(p: _Pair, extra_n: set[str], extra_o: set[str]) -> bool:
    """Whether the only values both give say how often or on which day, and each puts its
    own words where the other's stand ("Leo walks the dog every morning" / "Leo feeds the
    cat every morning"): two things done then, both true — never one said twice."""
    rhythms = {
        k for k in p.n.value_keys & p.o.value_keys if k[0].startswith("every") or k[0] == "day"
    }
    if not rhythms or (p.n.value_keys & p.o.value_keys) - rhythms:
        return False
    own_n, own_o = extra_n - _its_verb(p.n), extra_o - _its_verb(p.o)
    return bool(own_n and own_o) and _put_in_place(p.n, p.o, own_n, own_o)


def _named_in_place(p: _Pair) -> Verdict | None:
    """The one word each says of its own stands where the other's does and is no word of
    the language's common stock ("mtg w/ tidewater every other tue 10am" / "mtg w/ marlowe
    every tue 10am"): two names said in lower case — two things, whatever the values."""
    own_n, own_o = set(p.extra_n) - _its_verb(p.n), set(p.extra_o) - _its_verb(p.o)
    if len(own_n) != 1 or len(own_o) != 1 or not _put_in_place(p.n, p.o, own_n, own_o):
        return None
    said = [
        w
        for s, own in ((p.n, own_n), (p.o, own_o))
        for w in re.findall(r"[\w'’-]+", s.text)
        if stem_set([w.lower()]) & own
    ]
    # (A capitalised name is read as a name, and compared as one, elsewhere: "Thornhill" /
    # "Eastfield" holding one slot are two values of it.)
    if not said or any(not w.islower() or common_word(w) for w in said):
        return None
    return Verdict("distinct", f"about another name said in lower case ({' / '.join(said)})")


def _other_forms(words: frozenset[str] | set[str], other: frozenset[str] | set[str]) -> set[str]:
    """``words`` less those that are another form of an irregular verb ``other`` holds
    ("keep" beside "kept", "hold" beside "held")."""
    from ..text import verb_stems

    theirs = verb_stems(list(other))
    return {w for w in words if not verb_stems([w]) & theirs}


def _detail_added(p: _Pair) -> Verdict | None:
    """The card's values within the note's, not the other way: more detail (an addition
    when the card's own words are not all there)."""
    if p.o_in_n and not p.n_in_o:
        if p.extra_o:
            return Verdict("addition", "adds detail to the same subject")
        return Verdict("more", "the same statement with more detail")
    return None


def _part_of_it(p: _Pair) -> Verdict | None:
    """The note's values and words all in the card: less. (A state the card does not
    say is a word of its own: "…is walk-in on Fridays" is not part of "booked a table for
    Friday".)"""
    # (Not "on", whose words are prepositions too, "is on 4 March"; nor "always", how
    # often a card's "on race days" holds anyway.)
    said = {axis for axis, _ in p.n.polarity} - {"on", "always"}
    stated = said <= {axis for axis, _ in p.o.polarity}
    if p.n_in_o and not p.o_in_n and not p.extra_n and stated:
        return Verdict("less", "part of what it already says")
    return None


def _other_values(p: _Pair) -> Verdict | None:
    """Other values each ("note 0 about topic 0" / "note 1 about topic 1"): other facts."""
    if p.n.value_keys and p.o.value_keys and not p.n_in_o and not p.o_in_n:
        keys_n, keys_o = p.n.value_keys, p.o.value_keys
        priced_n, priced_o = _price_unsaid(keys_n, keys_o, p.n), _price_unsaid(keys_o, keys_n, p.o)
        if (priced_n != keys_n and priced_n & keys_o) or (priced_o != keys_o and priced_o & keys_n):
            return None  # ("eighteen fifty comes out of her account": the card's £18.50)
        return Verdict("distinct", "other values")
    return None


def _changed_told_as_one(p: _Pair) -> Verdict | None:
    """ "The book swap has moved to the village hall" after "…is held in the church porch":
    a change of what the card says of the same subject, told as one. What else the card
    said is carried over as written (or the card stays, flagged)."""
    if _CHANGED.search(p.n.text) and p.n.subject and _subject_said(p.n, p.o):
        return Verdict("correction", "a change of the same subject, told as one")
    return None


def _another_object(p: _Pair) -> Verdict | None:
    """The same values, and what is said after the verb differs: one slot, two things."""
    if p.n.value_keys != p.o.value_keys:
        return None
    return _other_object(p.n, p.o, p.whole_old, p.whole_new, p.changes)


def _other_object(
    n: Statement, o: Statement, whole_old: Statement, whole_new: Statement, changes: bool
) -> Verdict | None:
    """ "…will vent through the side wall" / "…vents out through the roof": the word that
    differs is what is said of it, after the verb — two values for one slot (a correction
    with a cue, else a contradiction). None when the two differ otherwise."""
    extra_n, extra_o = _extra_terms(n, o), _extra_terms(o, n)
    if not _objects_differ(n, o, extra_n, extra_o):
        return None
    # Name the words put in place of each other, not a verb reworded beside them.
    extra_n = extra_n - _verb_terms(n) or extra_n
    extra_o = extra_o - _verb_terms(o) or extra_o
    said = f"{' '.join(sorted(extra_o))} / {' '.join(sorted(extra_n))}"
    if changes:
        return _correction(whole_old, whole_new, [], f"{said} now")
    return Verdict("contradiction", f"another thing for the same slot ({said})", values=said)


def _put_in_place(n: Statement, o: Statement, own_n: set[str], own_o: set[str]) -> bool:
    """Whether each statement's own words stand where the other's do, between the same words
    on both sides ("5 ml of X every 8 hours" / "5 ml Y every 8 hours"): one thing said in
    place of another, not the same values worded otherwise, whatever values they share."""
    from difflib import SequenceMatcher

    from ..text import stem_set

    def tokens(s: Statement) -> list[str]:
        return [w.lower() for w in re.findall(r"[\w'’-]+", s.text)]

    tn, to = tokens(n), tokens(o)
    blocks = SequenceMatcher(a=to, b=tn, autojunk=False).get_opcodes()
    for at, (tag, o1, o2, n1, n2) in enumerate(blocks):
        if tag != "replace" or at in (0, len(blocks) - 1):
            continue
        if blocks[at - 1][0] != "equal" or blocks[at + 1][0] != "equal":
            continue
        # One word for one word ("of cetirizine" / "amoxicillin"); a longer span put for
        # another is a rewording ("target is to answer" / "SLA").
        put, taken = _content_words(tn[n1:n2]), _content_words(to[o1:o2])
        if len(put) == len(taken) == 1 and stem_set(put) <= own_n and stem_set(taken) <= own_o:
            return True
    return False


def _content_words(words: list[str]) -> list[str]:
    from ..text import STOPWORDS

    return [w for w in words if w not in STOPWORDS]


def _objects_differ(n: Statement, o: Statement, extra_n: set[str], extra_o: set[str]) -> bool:
    """Whether each says a word the other lacks, none a verb, each after its verb: what the
    statement says of its subject differs ("through the side wall" / "through the roof")."""
    own_n, own_o = extra_n - _verb_terms(n), extra_o - _verb_terms(o)
    if not (own_n and own_o):
        return False
    # One word put in place of another tells two things apart whatever else is reworded (its
    # verb) and whatever values both give; otherwise only words that are not verbs do, and
    # not under the same values ("targets API level 34" / "SDK: API 34").
    if not _put_in_place(n, o, own_n, own_o):
        if own_n != extra_n or own_o != extra_o:
            return False
        if n.value_keys and n.value_keys == o.value_keys:
            return False

    def after(s: Statement, words: list[str]) -> bool:
        tokens = list(re.finditer(r"[\w'’-]+", s.text))
        lowered = [t.group(0).lower() for t in tokens]
        # A modal, or a word in -s before a particle ("will vent", "vents out"), is a verb
        # no list need hold.
        at = verb_at(lowered) or next(
            (
                i
                for i, w in enumerate(lowered)
                if i
                and (
                    w in ("will", "would", "can", "could", "should", "must", "may")
                    or (w.endswith("s") and lowered[i + 1 : i + 2] in (["out"], ["up"], ["off"]))
                )
            ),
            None,
        )
        # A word in -s right after a name that opens the statement is its verb, whatever
        # list holds it ("Greaves Forge burns coke in …"), not a plural noun further on.
        named = verb_after_name([t.group(0) for t in tokens])
        if named is not None and (not at or named < at):
            at = named
        if not at:
            return False
        verb = tokens[at].start()
        # Each word where it first stands as a word ("oak", not the start of "Oakhurst").
        lowered_text = s.text.lower()

        def first(w: str) -> int:
            word = re.escape(w.lower())
            m = re.search(rf"(?<![\w'’-]){word}(?![\w'’-])", lowered_text)
            return m.start() if m else lowered_text.find(w.lower())

        return all(first(w) > verb for w in words)

    return after(n, _surface(n, own_n)) and after(o, _surface(o, own_o))
