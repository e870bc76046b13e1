"""Two things each named by its own identifier (a version, a host, a ticket, a dated
event), and a new value said of the identifier a note is about.
"""

from __future__ import annotations

import re

from ...mentions import Mention, is_date_norm, same_date
from ...statement import MISWRITTEN, Statement
from ...text import STOPWORDS
from ...values import SLOT_WORDS as _KIND_WORDS
from ..names import _names_of, _only_names, _same_things, _untitled
from ..units import _same_value
from ..values import _IT_IS, _shape
from ..verdict import Verdict
from ..words import _alike, _from_when, _holds, _same_identifier, _tokens
from .verb import _named_things, _subject_names, _verb_start

# A price said of one unit of what is bought ("the electricity unit rate is 24.5p").
_PER_UNIT = re.compile(r"(?i)\bunit\s+(?:rate|price|cost|charge)s?\b")

# A thing brought to a new version: "upgraded to 29.0.4", "bumped the SDK to 1.20".
_UPGRADED = re.compile(
    r"(?i)\b(?:upgraded|updated|bumped|downgraded|patched|rolled\s+back|moved|migrated)\b"
    r"[^.;]{0,40}?\bto\s+(?P<to>[^,;]{1,40})"
)


def _identified_apart(n: Statement, o: Statement) -> Verdict | None:
    """Identifiers name things: "Release 2.4 …" / "Release 2.10 …", "Host db-07 …" / "Host
    db-09 …", "On 2026-02-09 the backup failed …" / "On 2026-03-16 …" are statements about
    two things, whatever else they share — unless the note says the old one's identifier is
    wrong ("Actually it is host web-13, not web-3"). None when they do not say so."""
    named_n, named_o = _named_things(n), _named_things(o)
    # A date both give names the same event, whether or not a cue let it count as one
    # ("Follow-up on the 19 Jan PM2 break: it turned out…").
    named_n |= {
        m.norm for m in n.values if m.kind == "date" and any(same_date(m.norm, d) for d in named_o)
    }
    named_o |= {
        m.norm for m in o.values if m.kind == "date" and any(same_date(m.norm, d) for d in named_n)
    }
    # An identifier the other writes out in words is the same thing ("Y8" / "Year 8").
    named_n, named_o = (
        frozenset(x for x in named_n if x in named_o or not _in_words(x, o.text)),
        frozenset(x for x in named_o if x in named_n or not _in_words(x, n.text)),
    )
    rejected = {r.norm for r in n.rejected if isinstance(r, Mention)}
    moved_from = {m.norm for m in n.values if n.change and _holds(n.change[0], m.raw)}
    # (Not one said after "it's": "It's Studio A for …, I had it wrong" gives a value.)
    subject_ids = frozenset(
        m.norm for m in n.values if m.norm in named_n and _IT_IS.search(n.text[: m.start]) is None
    )
    other = _another_of_its_kind(subject_ids, o, rejected | moved_from)
    if other is not None:
        # "Ward 40's top-up …" of "…shadow the Ward 4 pharmacist …": the card speaks of
        # another of the things the note's subject numbers, wherever it writes it.
        return Verdict("distinct", f"about another thing ({other})")
    if not named_n or not named_o or _same_things(named_n, named_o):
        return None
    # A note naming the card's thing by its identifier and no date is about that thing; the
    # card's date is when it happens ("Appeal hearing for 25/0883: 9 September, …" / "the
    # 25/0883 appeal will be heard in the Council Chamber").
    # (Not when the card opens with its date: "On 18 February turbine T30 tripped …" names
    # an event by its day, and "T30 has a bat-curtailment mode" is not about that event.)
    undated_n, undated_o = _undated(named_n), _undated(named_o)
    if (
        undated_n == named_n
        and undated_n
        and _same_things(undated_n, undated_o)
        and not _dated_first(o, named_o)
    ):
        return None
    if _tails(rejected, named_o) or (n.change and _holds(o.text, n.change[0])):
        return None
    if (
        undated_n
        and undated_n <= {m.norm for m in o.values}
        and any(_words_in(phrase, o.text) for phrase in n.rejected_words)
    ):
        # The card's thing named by its identifier, and words of the card said wrong
        # ("Correction on INC-2291: …, not the provider's certificate" of "On 2026-04-09 the
        # checkout API failed because the payment provider's webhook certificate expired;
        # … INC-2291"): that thing, whatever its date.
        return None
    if MISWRITTEN.search(n.text) and _one_miswritten(named_n - named_o, named_o - named_n):
        # "the licence number is AQ-2213-K - I had two digits swapped" of "…licence is
        # AQ-2231-K": the card's identifier written wrong, told so, not another thing.
        return None
    upgraded = _UPGRADED.search(n.text)
    if upgraded and any(_holds(upgraded["to"], m.raw) for m in n.values if m.norm in named_n):
        # "nextcloud upgraded to 29.0.4" of "Nextcloud 28.0.6 runs …": a new version of the
        # thing the card names, told as such — not another thing.
        return None
    shown = f"{', '.join(sorted(named_o))} / {', '.join(sorted(named_n))}"
    return Verdict("distinct", f"about another thing ({shown})")


def _tails(rejected: set[str], named: frozenset[str]) -> bool:
    """Whether a rejected value is one of ``named``, or its tail after a label ("3.9" of
    "rank-v3.9": "we rolled back 3.9")."""
    return any(
        x == r or (x.endswith(r) and not re.match(r"[\d.]", x[-len(r) - 1]))
        for r in rejected
        for x in named
    )


def _one_miswritten(new: frozenset[str], old: frozenset[str]) -> bool:
    """Whether the one identifier in ``new`` is the one of its shape in ``old`` written a
    little wrong: one or two characters changed, or two neighbours swapped."""
    if len(new) != 1:
        return False
    (a,) = new
    alike = [b for b in old if _shape(b) == _shape(a) and len(b) == len(a)]
    if len(alike) != 1:
        return False
    b = alike[0]
    differ = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    swapped = len(differ) == 2 and differ[1] == differ[0] + 1 and a[differ[0]] == b[differ[1]]
    return 0 < len(differ) <= 2 and (swapped or len(differ) == 1 or len(a) >= 6)


def _another_of_its_kind(named: frozenset[str], o: Statement, rejected: set[str]) -> str | None:
    """The card's numbered thing of the kind one of ``named`` is ("ward 4" for the note's
    "ward 40"), when the card never writes the note's own and the note does not say the
    card's is wrong: as "card's / note's", else None."""
    held = {m.norm for m in o.values}
    for thing in sorted(named):
        kind, _, which = thing.partition(" ")
        if not which or " " in which or thing in held:
            continue
        others = sorted(
            m.norm
            for m in o.values
            if m.kind == "identifier"
            and m.norm.partition(" ")[0] == kind
            and m.norm != thing
            and m.norm not in rejected
        )
        if others:
            return f"{others[0]} / {thing}"
    return None


def _coded_words(text: str) -> frozenset[str]:
    """The words of ``text`` with a digit or an inner hyphen ("k8s-worker-07",
    "10.20.3.47", "web-app"), lowercased, as written."""
    words = re.findall(r"[\w@./+-]*(?:\d|\w-\w)[\w@./+-]*", text)
    return frozenset(w.lower().rstrip(".,;:") for w in words)


def _words_in(phrase: str, text: str) -> bool:
    """Whether every content word of ``phrase`` is a word of ``text`` ("provider's
    certificate" of "the payment provider's webhook certificate")."""
    words = [w for w in re.findall(r"[\w'’-]+", phrase.lower()) if w not in STOPWORDS]
    said = set(re.findall(r"[\w'’-]+", text.lower()))
    return bool(words) and all(w in said for w in words)


def _dated_first(s: Statement, named: frozenset[str]) -> bool:
    """Whether the first of the things ``s`` names is a date."""
    first = min((m for m in s.values if m.norm in named), key=lambda m: m.start, default=None)
    return first is not None and first.kind == "date"


def _undated(named: frozenset[str]) -> frozenset[str]:
    """The things named, besides dates."""
    return frozenset(x for x in named if not is_date_norm(x))


def _in_words(identifier: str, text: str) -> bool:
    """Whether ``text`` writes ``identifier`` as a word and its number ("Year 8" for "Y8",
    "Priority 1" for "P1"), not as the identifier itself."""
    letters = re.sub(r"[^a-z]", "", identifier.lower())
    return any(
        len(m[1]) > len(letters) and _same_identifier(identifier, f"{m[1]}{m[2]}")
        for m in re.finditer(r"\b([A-Za-z]{2,})[\s-](\d+)\b", text)
    )


# A note written as a heading, then what is said of it ("Hawkridge falconry centre: vet is …").
_HEADED = re.compile(r"^[^:.;]{3,60}:\s")


def _new_value_of_its_subject(n: Statement, o: Statement, card: Statement) -> bool:
    """Whether ``n`` is a short change told of the subject of ``o`` (a part of ``card``): it
    has a cue, its subject is that part's (every word of it said in the card, and some of
    it, or its names, in the part), and it gives one value in place of the part's one
    value of that kind (written alike). A short note beside a long card shares few of its
    words ("the printer's IP changed to …" against the card's model, place and address), so
    word overlap alone reads it as about something else. A word that names the value's
    kind ("time", "price") is how the note names the slot, not another thing."""
    # (Not how often it is counted, "an hour", nor when the change holds from, "As of June".)
    ours = [
        m
        for m in n.values
        if m.kind != "name"
        and not m.kind.startswith("every:")
        and not _from_when(n.text, m.start)
        and not (m.kind == "identifier" and m.norm in _subject_ids(n))  # what it is about
        # (Nor the value it says is gone, "(we rolled back 3.14)", nor one the card holds
        # alike: "prod" of "the production ranking model" names which model.)
        and not any(isinstance(r, Mention) and r.start == m.start for r in n.rejected)
        and not any(v.kind == m.kind and _same_value(v, m) for v in o.values)
    ]
    if not n.cue or len(ours) != 1:
        return False
    if any(
        isinstance(r, Mention)
        and r.kind == ours[0].kind
        and not any(
            v.kind == r.kind and (_same_value(v, r) or v.norm.endswith(r.norm)) for v in o.values
        )
        for r in n.rejected
    ):
        # It says which value it replaces, and the card holds another: "now 19 May rather
        # than 26 May" corrects a card of 26 May, not one of 12 May.
        return False
    # ("Hiring St Oswin's hall is £21 an hour": what is done with the thing, not another.)
    kind_words = _KIND_WORDS.get(ours[0].kind.split(":")[0], frozenset())
    subject = {t for t in n.subject if t not in kind_words and not t.endswith("ing")}
    if subject != n.subject and _PER_UNIT.search(n.text):
        subject.discard("unit")  # "the unit rate", "unit price": a price's slot, one unit's

    names = _subject_names(n)
    # A part said of "it" is said of the card's subject.
    pronoun = re.match(r"(?:it|they|this)\b", o.text, re.I)
    theirs = o.subject or (card.subject if pronoun else frozenset())
    if not theirs and _HEADED.match(o.text):
        # A card written as a heading and its items ("St Elwyn lifeboat: weekly exercise
        # Thursdays 19:00, …") has no verb to end a subject: its words name what it is of.
        theirs = o.terms
    ids = _subject_ids(n)
    if subject:
        # (Alike, not equal: "map scans" of "maps are scanned".)
        about = any(_alike(t, u) for t in subject for u in theirs) and all(
            any(_alike(t, u) for u in card.terms) for t in subject
        )
    elif ids:
        about = _said_of_its_id(n, o)
    elif _IT_IS.search(n.text):
        # "misread the porto listing - it's €131/night": "it" is the thing the opening
        # names, loosely; one word of it the card says is enough beside the one value.
        about = any(_alike(t, u) for t in n.terms for u in card.terms)
    else:
        about = bool(names) and not names & _only_names(n, o)
    # (A date may say more exactly the month a card gives: "due in March" / "14 April".)
    kinds = {ours[0].kind, "month"} if ours[0].kind == "date" else {ours[0].kind}
    held = [
        m
        for m in o.values
        if m.kind in kinds and (m.kind != "identifier" or _shape(m.raw) == _shape(ours[0].raw))
    ]
    if subject and len(held) > 1:
        # Of several values of its kind, the one the card names by the note's subject
        # ("…tickets are £14 and concessions £10" / "concessions have gone up to £11").
        named = [m for m in held if _named_before(o, m, subject)]
        if len(named) == 1:
            about, held = True, named
    if not about:
        return False
    return len(held) == 1 and not _same_value(held[0], ours[0])


def _named_before(s: Statement, value: Mention, subject: set[str]) -> bool:
    """Whether the words right before ``value`` in ``s`` (since the value of its kind before
    it: a name between them is said of the same thing) name each of ``subject``."""
    start = max(
        (m.end for m in s.values if m.end <= value.start and m.kind == value.kind), default=0
    )
    words = _tokens(s.text[start : value.start])
    return bool(words) and all(any(_alike(t, w.lower()) for w in words) for t in subject)


def _subject_ids(s: Statement) -> frozenset[str]:
    """The identifiers said before the verb: what the statement is about ("TP1329 now
    leaves at 06:55" is about the flight, whatever other words a card says of it)."""
    verb = _verb_start(s)
    # (Not one right after "is": "the licence number is AQ-2213-K" gives it as the value.)
    return frozenset(
        m.norm
        for m in s.values
        if m.kind in _IDS
        and m.start < verb
        and not re.search(r"\b(?:is|are|was|were)\s+$", s.text[: m.start], re.I)
    )


# (A school year group names its group as an identifier does: "Y10 girls' netball".)
_IDS = frozenset({"identifier", "group"})


def _said_of_its_id(n: Statement, o: Statement) -> bool:
    """Whether the note's subject is identifiers all of which the card names."""
    ids = _subject_ids(n)
    return bool(ids) and ids <= {m.norm for m in o.values if m.kind in _IDS}


def _named_apart(n: Statement, o: Statement, values: tuple[str, ...]) -> bool:
    """Whether the two name different things before their verbs ("The Pellham Scrabble Club
    has moved…" / "The Pellham Bridge Club meets…"), neither name being one of the change's
    ``values`` (a takeover names the old holder in one subject, the new in the other)."""
    sn, so = _subject_names(n), _subject_names(o)
    if not (sn and so) or sn & so:
        return False
    if sn <= _names_of(o) or all(_holds(o.text, m) for m in sn):
        # What the note is about, the card names too ("…for the game Emberfall"; "Japanese
        # class" of "Japanese 2 (Genki II) …", a name the card writes in a longer one).
        return False
    said = {v.lower() for v in values} | {_untitled(v).lower() for v in values}  # "Mr Okafor"
    if any(name in said for name in sn | so):
        return False
    # "Nethercott Pharmacy" is "Nethercott Village Pharmacy" said short: its words are all
    # in the longer name.
    return not any(
        a in b
        or b in a
        or set(a.split()) <= set(b.split())
        or set(b.split()) <= set(a.split())
        or _said_short(a, b)
        for a in sn
        for b in so
    )


def _said_short(a: str, b: str) -> bool:
    """Whether one name is the other said short, word by word from the first: the same
    first word, then each word the start of one of the other's in order ("Greywell Vets" /
    "Greywell Veterinary Clinic", "St Anne's Med Centre" / "St Anne's Medical Centre")."""
    short, long = sorted((a.split(), b.split()), key=len)
    if len(short) < 2 or short[0] != long[0]:
        return False
    rest = iter(long[1:])
    return all(
        any(len(w.rstrip("s")) >= 3 and u.startswith(w.rstrip("s")) for u in rest)
        for w in short[1:]
    )


def _names_held(n: Statement, o: Statement) -> bool:
    """Whether ``n`` names its subject and the card names each of those names: who made a
    change ("The Emberfall team migrated bug tracking from …") is said of what the card is
    about ("Bug reports for the game Emberfall are …"), however the two subjects read."""
    names = _subject_names(n)
    return bool(names) and names <= _names_of(o)
