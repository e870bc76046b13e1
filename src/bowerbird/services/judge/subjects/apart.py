"""Two subjects that name two things: a word apart, a floor apart, a name apart, two
things at one place; and two subjects that are one (the same words, built alike).
"""

from __future__ import annotations

import re

from ...answers import other_subjects
from ...statement import Statement
from ...text import stem_set
from ..names import _KIN, _only_names, _role
from ..words import _alike, _flipped, _holds, _kinds_named, _tokens, _within
from .identified import _coded_words
from .objects import _object_said
from .verb import _subject_names, _subject_values

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
    shared = _subject_names(n) & _subject_names(o)
    if (
        shared
        and (n.cue or not _parallel(n, o))
        and not _apart_at_one_place(n, o, shared, only_n, only_o)
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


def _apart_at_one_place(
    n: Statement, o: Statement, shared: frozenset[str], only_n: set[str], only_o: set[str]
) -> bool:
    """Whether the names both give before their verbs (``shared``) only say where ("a shed
    at Hollins Lane…" / "Full plot rent at Hollins Lane allotments…") and no word of either
    subject is said by the other: two things at one place."""
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
