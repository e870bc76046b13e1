"""What a statement is about: the words and values before its verb, the identifier a note
is about, two subjects that name two things (a word apart, a floor apart, a name apart). The
rules ask these before any value is compared: another thing is never a correction.
"""

from __future__ import annotations

import re
from collections import Counter

from ..answers import other_subjects
from ..mentions import VERBS, Mention, is_date_norm, same_date
from ..statement import MISWRITTEN, MOVED_TO, Statement, read, verb_at
from ..text import STOPWORDS, plain_letters, stem_set
from ..values import SLOT_WORDS as _KIND_WORDS
from .names import _KIN, _names_of, _only_names, _role, _same_things, _untitled
from .values import _IT_IS, _same_value, _shape
from .verdict import Verdict
from .words import (
    DAYPART,
    _alike,
    _extra_terms,
    _flipped,
    _from_when,
    _holds,
    _kinds_named,
    _same_identifier,
    _slugged,
    _tag_of,
    _tokens,
    _within,
    relate_words,
)

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


def _subject_names(s: Statement) -> frozenset[str]:
    """The names a statement gives before its verb (which thing it is about: "Riverside
    Vet's number…"), not those it says of it ("…with a 12-hour TTL")."""
    verb = _known_verb(s)
    if verb is None:  # (without a verb a list knows, a name that opens in the first half)
        middle = len(s.text) // 2
        return frozenset(m.norm for m in s.values if m.kind == "name" and m.start < middle)
    return frozenset(m.norm for m in s.values if m.kind == "name" and m.end <= verb)


def _verb_start(s: Statement) -> int:
    """Where a statement's verb starts (the first word is never it, nor a word inside a
    value, nor a label right before an identifier); without one, its middle."""
    verb = _known_verb(s)
    return verb if verb is not None else len(s.text) // 2


def _known_verb(s: Statement) -> int | None:
    """Where the first verb a list knows starts, or None."""
    spans = [(m.start, m.end) for m in s.values]
    return next(
        (
            m.start()
            for m in re.finditer(r"[a-z']+", plain_letters(s.text.lower()))
            if m.group(0) in VERBS
            and m.start() > 0
            and not any(a <= m.start() < b for a, b in spans)
            and not any(a == m.end() + 1 for a, _ in spans)  # "host web-3": a label
        ),
        None,
    )


def _named_things(s: Statement) -> frozenset[str]:
    """The identifiers a statement is about, as written: those before its verb (a version, a
    host, a ticket, a room) and a date it opens with or gives before its verb (which event).
    Without a verb any reader knows, those in its first half."""
    verb = _known_verb(s)
    end = len(s.text) // 2 if verb is None else verb
    out = set()
    rows = _first_cells(s.text)
    for m in s.values:
        if m.kind == "identifier" and any(a <= m.start and m.end <= b for a, b in rows):
            out.add(m.norm)  # a table row's first cell says which thing the row is about
            continue
        # (Without a known verb, a value that opens in the first half: "Release 2.10
        # shipped.")
        if (m.end if verb is not None else m.start) > end:
            continue
        # A date is which event, unless the note says it changed ("As of 2026-06-01, …").
        if m.kind == "identifier" or (m.kind == "date" and not s.cue):
            out.add(m.norm)
    return frozenset(out)


# A markdown table's row ("| BA117 | 08:20 | Capt. R. Okafor |") and its first cell; the
# header row is the one above the "|---|" line.
_ROW = re.compile(r"^[ \t]*\|(?P<cell>[^|\n]*)\|.*$", re.M)
_RULE_ROW = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}", re.M)


def _first_cells(text: str) -> list[tuple[int, int]]:
    """Where the first cell of each data row of a markdown table in ``text`` stands."""
    if "|" not in text or not _RULE_ROW.search(text):
        return []
    rows = list(_ROW.finditer(text))
    out = []
    for at, row in enumerate(rows):
        header = at + 1 < len(rows) and _RULE_ROW.match(rows[at + 1].group(0)) is not None
        if header or _RULE_ROW.match(row.group(0)):
            continue
        out.append((row.start("cell"), row.end("cell")))
    return out


def _subject_values_differ(n: Statement, o: Statement) -> bool:
    """Whether the values before each one's verb differ ("Shard 7 runs…" / "Shard 39 runs…"):
    a kind both give with other values. One said only by one ("The Wednesday tutorial for
    MA2104…" / "the MA2104 tutorial…") is more said of the same thing."""
    sn, so = _subject_values(n), _subject_values(o)
    kinds = {k for k, _ in sn} & {k for k, _ in so}
    for kind in kinds:
        ours, theirs = {v for k, v in sn if k == kind}, {v for k, v in so if k == kind}
        if kind == "identifier" and all(
            any(_tag_of(a, b) or a == b or _slugged(a, b) for b in theirs) for a in ours
        ):
            continue  # "v17 canary" / "ranker-v17 canary": one thing's tag, said short
        # Each with a value of the kind the other lacks ("Shard 7" / "Shard 39"): two
        # things. All of one's within the other's, as often as written ("flat 2" / "Flat 2
        # at 14 Rosebery Terrace"): the same thing, one wording saying more of where it is —
        # never "day 0 note 0" / "day 0 note 6" (a 0 the other does not write twice).
        if ours != theirs and (kind == "identifier" or not _counted_within(n, o, kind)):
            return True
    return False


def _counted_within(n: Statement, o: Statement, kind: str) -> bool:
    """Whether the values of ``kind`` before one's verb are all among the other's, each as
    often as it is written there."""
    cn = Counter(v for k, v in _subject_value_list(n) if k == kind)
    co = Counter(v for k, v in _subject_value_list(o) if k == kind)
    return cn <= co or co <= cn


def _subject_values(s: Statement) -> frozenset[tuple[str, str]]:
    return frozenset(_subject_value_list(s))


def _subject_value_list(s: Statement) -> list[tuple[str, str]]:
    """The values before the statement's verb, each as often as it is written ("day 0 note
    0" gives 0 twice)."""
    # (A verb's word that is a month is no verb: "£171 a month from may". A date's "May"
    # still ends what the subject names — "We're viewing 14 Birchfield Road on Saturday 9
    # May" / "… 41 Birchfield Road …" are told apart by it; left as it was.)
    said = [(m.start, m.end) for m in s.values if m.kind == "month"]
    words = list(re.finditer(r"[a-z']+", plain_letters(s.text.lower())))
    verb = next(
        (
            m.start()
            for i, m in enumerate(words)
            if (
                m.group(0) in VERBS
                # ("they've put summer camp up to £95": the word after "'ve" is the verb.)
                or (i > 0 and words[i - 1].group(0).endswith("'ve"))
            )
            and not any(a <= m.start() < b for a, b in said)
        ),
        None,
    )
    if verb is None:
        return []
    # Names are compared on their own; a month, date or time before the verb says when
    # ("As of June, a dozen eggs cost…"), not which thing.
    when = ("name", "month", "date", "time")
    return [
        m.key
        for m in s.values
        if m.end <= verb and m.kind not in when and not m.kind.startswith("every:")
    ]


_AND_VERB = re.compile(
    r"(?:\band|,|;|\bwhich|\bwho)\s+(?:also\s+)?(?:(?:the|a|an|our|their|its|his|her)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?P<verb>[a-z]+s|has|is|are|was|keeps|needs)\b"
)


def _second_predicate(s: Statement) -> bool:
    """Whether a statement says a second thing of its subject ("…is allergic to peanuts and
    carries an EpiPen", "…; it also…")."""
    for m in _AND_VERB.finditer(s.text):
        verb = m["verb"]
        after = re.match(r"\s+([a-z]+)", s.text[m.end() :])
        if verb in VERBS or (
            verb.endswith("s")
            and not verb.endswith(("ss", "us", "is"))
            and after is not None
            and after.group(1)
            in (
                "a",
                "an",
                "the",
                "his",
                "her",
                "their",
                "its",
                "our",
                "to",
                "in",
                "on",
                "at",
                "for",
                "with",
            )
        ):
            return True
    return len(s.clauses) > 1


def _after_verb(s: Statement, phrase: str) -> bool:
    """Whether ``phrase`` is written after the statement's verb (in what it says, not in
    what it is about)."""
    at = s.text.lower().find(phrase.lower())
    verbs = [
        m.start()
        for m in re.finditer(r"[a-z']+", plain_letters(s.text.lower()))
        if m.group(0) in VERBS
    ]
    if not verbs:  # a verb no list knows ("We invoice … in USD"): the second half says
        return at > len(s.text) // 2
    return at >= 0 and verbs[0] < at


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


# Words that name a person by how they are related: one subject with one, the other
# without, are about two people (stemmed as subjects are).
_PEOPLE_WORDS = frozenset(
    stem_set(
        [
            *_KIN,
            *"""wife husband partner son daughter mother father brother sister boss colleague
            flatmate roommate""".split(),
        ]
    )
)


def _kin_apart(a: Statement, b: Statement) -> bool:
    """Whether ``a``'s subject names a person by how they are related ("the user's wife")
    that ``b`` never mentions, and neither names anyone (a name may be that person)."""
    if a.names or b.names:
        return False
    kin = a.subject & _PEOPLE_WORDS
    return bool(kin) and not any(_alike(k, t) for k in kin for t in b.terms)


def _unsourced(s: Statement, other: Statement) -> str:
    """``s`` as told, without who told it ("Per the producer, …", "The user said …") when
    the other statement says no word of that source ("Rosewood rang: Walter is fourth on
    their list" is about Rosewood's list: its source stays)."""
    lead = s.text[: s.source]
    if s.source and not stem_set(re.findall(r"[a-z]+", lead.lower())) & other.terms:
        return s.text[s.source :]
    return s.told


def _other_subjects(n: Statement, o: Statement) -> bool:
    """Whether each names, before its verb, something the other never mentions ("the
    payments database…" / "the orders database…"; "the web team's channel" / "the data
    team's"): two things, however alike the rest. A word of one subject that the other
    says anywhere ("the daily standup is…" / "…holds its stand-up…") is shared."""
    if _kin_apart(n, o) or _kin_apart(o, n):
        return True  # "the user's wife swims…" / "the user's swimming days…": two people
    if _object_said(n, o):
        return False
    # Every identifier of each the other gives too, and every value of one the other's
    # ("Kubernetes node k8s-worker-07 has the internal IP 10.20.3.47" / "The seventh worker
    # …, k8s-worker-07, sits at 10.20.3.47"): the identifiers say which thing, whatever
    # words each puts before its verb. (Not "In the web-app repo, @acme/ui-kit is pinned to
    # 1.4.0-rc.1 in package.json" / "In the docs-site repo, … 1.4.0-rc.2 …": other values.)
    # (As written: every word with a digit or a hyphen inside, "web-app" and "1.4.0-rc.1"
    # too — the reader may take a version's tail off, never the text.)
    ids_n = {m.norm for m in n.values if m.kind == "identifier"}
    if (
        len(ids_n) >= 2
        and ids_n == {m.norm for m in o.values if m.kind == "identifier"}
        and _coded_words(n.text) == _coded_words(o.text)
        and (_within(o.value_keys, n.value_keys, True) or _within(n.value_keys, o.value_keys, True))
    ):
        return False
    # "The X on-call lead is Omar" / "Omar is the on-call lead for Y": a named answer told
    # the other way round (only statements that name someone are read so).
    if (
        n.names
        and o.names
        and not _flipped(n, o)
        and other_subjects(_unsourced(n, o), _unsourced(o, n))
        and not (_role(n) and _role(o) and _only_names(n, o) and _only_names(o, n))
    ):
        # "The X on-call lead is Omar" / "Omar is the on-call lead for Y" — but "Mattias
        # leads the platform team" / "Teodora leads…" are two holders of one role.
        return True
    # A word that names the kind of a value the statement gives ("Stillpoint's drop-in
    # price has gone from £11 to £13" / "A drop-in class at Stillpoint is £11") names the
    # slot, not another thing.
    only_n = {t for t in n.subject if not any(_alike(t, u) for u in o.terms)} - _kinds_named(n)
    only_o = {t for t in o.subject if not any(_alike(t, u) for u in n.terms)} - _kinds_named(o)
    # "The morning conference" is the card's conference at 10:15: a part of the day the
    # other's clock time falls in names no other thing (one at 7 pm would).
    only_n, only_o = only_n - _part_of_its_day(only_n, o), only_o - _part_of_its_day(only_o, n)
    if bool(only_n) != bool(only_o) and _parallel(n, o):
        # A name in one subject, a word in the other, the rest the same and built alike
        # ("The current Android release is …" / "The current iOS release is …": "iOS" is
        # read as a word, "Android" as a name): two things.
        one_n, one_o = only_n or _unsaid_names(n, o), only_o or _unsaid_names(o, n)
        rest = n.subject - only_n
        if len(one_n) == len(one_o) == 1 and rest and rest == o.subject - only_o:
            return True
    if not (only_n and only_o):
        return False
    rest_n, rest_o = n.subject - only_n, o.subject - only_o
    # The same values in sentences built otherwise ("The DNA prep centrifuge speed is 4000
    # rpm" / "For the DNA prep, samples are spun at 4,000 rpm") are one statement reworded;
    # in sentences built alike, the word that differs names another thing.
    same_values = (
        bool(n.value_keys)
        and _within(n.value_keys, o.value_keys, True)
        and _within(o.value_keys, n.value_keys, True)
    )
    if len(only_n) == len(only_o) == 1 and rest_n and rest_n == rest_o:
        # One word apart in subjects otherwise the same ("the coralegret service…" / "the
        # coralplover service…", "the payments database" / "the orders database"): which —
        # even with the same values in a sentence built otherwise ("…keeps sessions for 12
        # hours" / "…caches sessions with a 12-hour TTL": two services, one TTL). A rewording
        # that changes the subject's word ("the DNA prep centrifuge speed" / "samples are
        # spun") stays two memories: two live wordings lose nothing, a wrong merge does.
        return True
    if _picks(only_n) and _picks(only_o):
        # "the third-floor NAS" / "the second-floor NAS": words that pick one of several
        # (a floor, a side, an ordinal) name two things, whatever name both share.
        return True
    if (
        _subject_names(n) & _subject_names(o)
        and (n.cue or not _parallel(n, o))
        and not _apart_at_one_place(n, o, only_n, only_o)
    ):
        # Something both name, said in two ways ("Riverside Vet's emergency number has
        # changed to…" / "Riverside Vet's after-hours line is…"; "Biscuit the beagle's
        # dose is…" / "Biscuit, the beagle with arthritis, gets…"): the name says which.
        # Built alike ("Maya's piano lesson…" / "Maya's swimming lesson…"), the word that
        # differs still names another thing.
        return False
    return not same_values or _parallel(n, o)


# A name said after one of these is where a thing is, not which thing.
_PLACED = re.compile(r"\b(?:at|in|on|near|by|outside|inside|behind|beside)\s+(?:the\s+)?$", re.I)


def _apart_at_one_place(n: Statement, o: Statement, only_n: set[str], only_o: set[str]) -> bool:
    """Whether the names both give before their verbs only say where ("a shed at Hollins
    Lane…" / "Full plot rent at Hollins Lane allotments…") and no word of either subject is
    said by the other: two things at one place."""
    shared = _subject_names(n) & _subject_names(o)
    placed = all(
        _PLACED.search(s.text[: m.start])
        for s in (n, o)
        for m in s.values
        if m.kind == "name" and m.norm in shared
    )
    unmet_n, unmet_o = only_n == n.subject - _kinds_named(n), only_o == o.subject - _kinds_named(o)
    return placed and unmet_n and unmet_o


# The parts of a day, as the hours a clock time in them has (stems, as subjects hold them).
_DAY_PARTS = {
    "morn": range(5, 12),
    "afternoon": range(12, 18),
    "even": range(17, 23),
    "night": (*range(20, 24), *range(0, 6)),
}


def _part_of_its_day(words: set[str], other: Statement) -> set[str]:
    """The words of ``words`` naming a part of the day (morning, evening…) that each clock
    time ``other`` gives falls in, when it gives one and names no part of the day itself."""
    clocks = [m.norm.lstrip("~") for m in other.values if m.kind == "time"]
    hours = [int(c.split(":")[0]) for c in clocks if re.fullmatch(r"\d{1,2}:\d{2}", c)]
    if not hours or len(hours) != len(clocks) or set(_DAY_PARTS) & other.terms:
        return set()
    return {w for w in words if w in _DAY_PARTS and all(h in _DAY_PARTS[w] for h in hours)}


def _unsaid_names(a: Statement, b: Statement) -> set[str]:
    """The names before ``a``'s verb that ``b`` does not say, as words."""
    return {name for name in _subject_names(a) if not _holds(b.text, name)}


# Words that pick one of several things of a kind (as a word of their own or the first
# part of one: "secondfloor", "northside").
_PICKING = re.compile(
    r"^(?:first|second|third|fourth|fifth|sixth|ground|top|upper|lower|north|south|east|west|"
    r"front|rear|left|right)",
)


def _picks(words: set[str]) -> bool:
    return any(_PICKING.match(w) for w in words)


def _same_subject(n: Statement, o: Statement) -> bool:
    """Whether two statements are about one thing: the same words before the verb (give or
    take a word written otherwise) and the same values there ("Our staging cluster lives
    in…" / "The staging cluster is hosted in…")."""
    if not n.subject or not o.subject:
        return False
    alike = all(any(_alike(t, u) for u in o.subject) for t in n.subject) and all(
        any(_alike(t, u) for u in n.subject) for t in o.subject
    )
    return alike and _subject_values(n) == _subject_values(o)


def _parallel(n: Statement, o: Statement) -> bool:
    """Whether two statements are built alike, word for word but for a few."""
    import difflib

    a, b = [w.lower() for w in _tokens(o.text)], [w.lower() for w in _tokens(n.text)]
    return difflib.SequenceMatcher(a=a, b=b, autojunk=False).ratio() >= 0.6


# Where a note's statement of a value ends and what it says about it begins: a dash, a
# semicolon, a bracket, a reason or a turn ("… is actually £19,200 - they added the fan").
_SAID_ABOUT_IT = re.compile(r"\s+[-–—]\s+|;\s*|\s*\(|,?\s+(?:because|since|so|which|but)\b", re.I)


# When a change holds from: its date is no value of the statement it changes.
# ("From" or "since" only opening the note: "moved from 3.2" names an old value.)
# When a change holds from, said after its new value ("to £96 from the summer term",
# "… as of next month"): no word of what is changed.
_FROM_WHEN = (
    r"(?:\b(?:from|as\s+of|starting(?:\s+from)?|effective(?:\s+from)?|beginning)\s+"
    r"(?:(?:the|next|this|[\w'’]+)\s+){0,3}?(?:term|month|week|year|season|spring|summer|"
    r"autumn|fall|winter|january|february|march|april|may|june|july|august|september|"
    r"october|november|december)\W*)"
)
# A value told to have risen or fallen ("went up to", "has gone down to", "rose to").
_RISEN = re.compile(
    r"\b(?:went|gone|goes|go|put|bumped|knocked)\s+(?:\w+\s+)?(?:up|down)\s+to\b|"
    r"\b(?:rose|risen|rises|jumped|climbed|fell|fallen|dropped)\s+to\b",
    re.I,
)
# The occasion a change came with ("went up to £910 at the renewal", "4 hours since the
# new contract"): when it holds from, no word of what is changed.
_OCCASION = re.compile(
    r"\s*\b(?:at|after|since|with|from|under)\s+(?:the|our|their|its)\s+"
    r"(?:(?:last|latest|recent|new|next|annual|yearly)\s+)?(?:lease\s+|rent\s+|contract\s+)?"
    r"(?:renewal|review|agm|contract|audit|inspection|reshuffle|restructure|reorg)\b",
    re.I,
)
# What a change says stays as it was ("switched to wednesdays, same time and place",
# "everything else unchanged"): none of it a word of the slot.
_UNCHANGED = re.compile(
    r"[,;]?\s*(?:(?:at\s+)?(?:the\s+)?same\s+(?:time|place|venue|room|price|slot|hours?)"
    r"(?:\s*(?:and|,|&)\s*(?:the\s+)?(?:same\s+)?(?:time|place|venue|room|price|slot|hours?))*|"
    r"(?:everything|all)\s+else\s+(?:is\s+)?(?:unchanged|the\s+same|as\s+before)|"
    r"otherwise\s+(?:unchanged|the\s+same|as\s+before))\b",
    re.I,
)
_HOLDS_FROM = re.compile(
    r"(?:\b(?:as\s+of|starting|effective|beginning)|^\W*(?:from|since))\s+"
    r"(?:[\w'’]+\s+){0,2}$",
    re.I,
)


# Words that may open a clause's subject ("the staff asked for it"); other little words
# join what follows to the statement ("and …", "which …", "for …").
_OPENS_A_SUBJECT = frozenset("the a an our my their his her its this that these those".split())


def _without_aside(text: str, value: str) -> str:
    """``text`` without what follows its ``value`` as a clause of its own (", owner wants the
    new puzzle chain in": why, or something else, not the statement), and without a "new"
    that opens it ("new council tax: £171 a month" says it is a change, not what of)."""
    text = re.sub(r"^\s*(?:the\s+)?new\s+(?=[\w'’ -]{2,40}?(?::|\s+is\b))", "", text, flags=re.I)
    at = text.lower().find(value.lower())
    if at < 0:
        return text
    for comma in re.finditer(r",\s+", text[at:]):
        words = [w.lower() for w in re.findall(r"[\w'’-]+", text[at + comma.end() :])]
        verb = verb_at(words)
        if (
            verb is not None
            and 1 <= verb <= 3
            and (words[0] not in STOPWORDS or words[0] in _OPENS_A_SUBJECT)
        ):
            return text[: at + comma.start()]
    return text


def _told_in_its_words(
    note: Statement, card: Statement, value: str, slot: frozenset[str] = frozenset()
) -> bool:
    """Whether the note states ``value`` in the card's own words: the piece of the note
    that holds it (its cue aside, and before any reason or aside) says a word the card says
    and none it lacks ("Correction: Parlo 3.20 ships on 25 June." of "Parlo 3.20, … is due
    to ship on 18 June, adds …"). Then the slot is named by the card's words, and which
    value the note replaces is read as surely as if it named it. ``slot``: words that name
    the old value's place in the card (its end of a range: "opens"), no words it lacks."""
    pieces = [p for p in _SAID_ABOUT_IT.split(note.text) if p and _holds(p, value)]
    if len(pieces) != 1:
        return False
    text = _UNCHANGED.sub("", _OCCASION.sub("", _without_aside(pieces[0], value)))
    piece = read(text)
    # A change told with who made it ("The council bumped the 24/0113 committee hearing to
    # 26 March."): the statement is the thing changed, which the card says, and its new
    # value, with nothing said after it (a part of the day at most: "to Monday evenings").
    changed = _CHANGED_OBJECT.search(text)
    by_object = (
        changed is not None
        and re.search(
            rf"{re.escape(value)}\W*(?:{DAYPART}|now|instead)?\W*{_FROM_WHEN}?$", text, re.I
        )
        is not None
        and _object_is_the_cards(piece, card, changed)
    )
    # Nor a value the card lacks beside the new one ("now reset every 3rd thursday" of
    # "every second Monday": the 3rd is told too), save when the change holds from ("As of
    # 1 September, …") or in the thing changed ("its weekly meeting").
    others = frozenset(
        m.key
        for m in piece.values
        if m.kind != "name"  # (a name is a word: the words' test below)
        and not _holds(value, m.raw)
        and not _HOLDS_FROM.search(text[: m.start])
        # (Nor "from april" after the new value: "£171 a month from april".)
        and not (
            m.kind in ("date", "month", "day")
            and re.search(r"\b(?:from|since)\s+(?:the\s+)?$", text[: m.start], re.I)
            and 0 <= text.lower().find(value.lower()) < m.start
        )
        and not (by_object and changed and changed.start("what") <= m.start < changed.end())
    )
    if not _within(others, card.value_keys):
        return False
    shared = {t for t in piece.terms if any(_alike(t, u) for u in card.terms)}
    # (The value's own words are no words of the statement: "friday mornings"; and a verb
    # may double its last letter where the card's does not: "pinned" / "pins".)
    theirs = {t.rstrip("s") for t in card.terms}
    # (Nor is the verb that tells the move: "has been relocated to room B231".)
    moving = MOVED_TO.search(text)
    risen = _RISEN.search(text)  # (nor the verb that tells a rise: "rent went up to £910")
    extra = {
        t
        for t in _extra_terms(piece, card)
        - read(value).terms
        - (read(moving["verb"]).terms if moving else set())
        - (set(re.findall(r"[a-z]+", risen.group(0).lower())) if risen else set())
        - slot
        if not (len(t) == 4 and t[-1] == t[-2] and t[:-1] in theirs)
    }
    return by_object or (bool(shared) and not extra)
