"""Where a statement's subject ends: the first verb a list knows, the names and identifiers
before it, the values its subject gives, a second predicate after it.
"""

from __future__ import annotations

import re
from collections import Counter

from ...mentions import VERBS
from ...statement import Statement, cue_only_in_why, verb_after_name
from ...text import plain_letters
from ..words import _slugged, _tag_of


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
        # A date is which event, unless the note says it changed ("As of 2026-06-01, …") —
        # not a change it gives as the cause ("… failed because a column was renamed").
        if m.kind == "identifier" or (
            m.kind == "date" and (not s.cue or cue_only_in_why(s.text[m.end :]))
        ):
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
    # ("Tarbolt Sails puts two rows of …": a word in -s right after an opening name.)
    written = list(re.finditer(r"[\w'’-]+", s.text))
    after_name = verb_after_name([w.group(0) for w in written])
    if (
        after_name is None
        and len(written) > 1
        and any(m.kind == "name" and m.start == 0 and m.end == written[0].end() for m in s.values)
        and re.fullmatch(r"[a-z]+[^sui's]s", written[1].group(0))
    ):
        # (A name of one word the reader knows, then a word in -s: "Brackenholt seasons its
        # stave oak … for two years before it is used" — its verb, not "is".)
        after_name = 1
    if after_name is not None:
        verb = min(written[after_name].start(), verb if verb is not None else len(s.text))
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
