"""Which question a statement answers, and with what: two statements that answer the same
question with different values are rivals ("Our staging cluster lives in eu-west-1." / "The
staging cluster is hosted in us-east-2."; "The search API on-call lead is Marco." / "Dana is
the on-call lead for the search API."), even when their wording is too far apart for
``compare.compare_values`` to call one a restatement of the other.

A statement's *subject* is what stands before its verb — except that for "X is Y" the side
that is only a name or a value is the answer and the other side the subject. Its *answer* is
the values after the verb, by kind: a quantity of a unit, a time of day, a date, a bare
number, an identifier, an environment, a day or month, a frequency ("weekly"), a name (a
capitalised word). Two
statements are rivals when their subjects have the same content words (give or take a head
noun like "service") and the same values,
and for one kind each states a value the other does not (neither says all the other says:
"eu-west-1" against "eu-west-1 and us-east-2" is more detail, not a rival).

Being rivals is a suspicion, not a verdict: callers flag it (a ``contradicts`` link and a
review item), they never close a memory on it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .compare import CORRECTION, HEADS, content_terms, negated
from .text import STOPWORDS, plain_letters, stem_set
from .values import BASE_VERBS as VERBS
from .values import ENVIRONMENTS, values

_HEAD_STEMS = stem_set(sorted(HEADS))
_COPULA = frozenset("is are was were".split())
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'.,:/-]*[A-Za-z0-9]|[A-Za-z0-9]")
_CLOCK = re.compile(r"^\d{1,2}:\d{2}")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# How often: "happens monthly" against "happens weekly" gives another value.
_FREQUENCIES = frozenset(
    "hourly daily nightly weekly biweekly fortnightly monthly quarterly yearly annually".split()
)
# Words a sentence starts with that are not names however they are written.
_STARTERS = frozenset("actually correction update note fyi also so and but please".split())


@dataclass(frozen=True)
class Answer:
    """A statement split into what it is about and the values it gives."""

    subject: frozenset[str]  # the subject's content words, stemmed
    subject_values: frozenset[str]  # values named in the subject (which thing)
    given: dict[str, frozenset[str]]  # kind → values given after the verb


def _kind(value: str) -> str:
    if value in ENVIRONMENTS:
        return "environment"
    if _CLOCK.match(value):
        return "time"
    if _DATE.match(value):
        return "date"
    if " " in value:  # "12 hour": a quantity of a unit
        return "quantity:" + value.split(" ", 1)[1]
    if value.replace(".", "", 1).isdigit():
        return "number"
    if not any(c.isdigit() for c in value):
        return "calendar"  # a day or a month (values without digits)
    return "identifier"


def _names(words: list[str]) -> frozenset[str]:
    """Capitalised words that are not sentence furniture ("The", "Our", "Actually")."""
    return frozenset(
        w.lower()
        for w in words
        if w[:1].isupper() and w.lower() not in STOPWORDS and w.lower() not in _STARTERS
    )


# An opening that says from when the rest holds ("Since September, ", "From this summer, ").
_FROM_WHEN = re.compile(r"^\s*(?:since|from|as\s+of)\s+[^,;.]{1,30},\s+", re.I)


def answer(text: str) -> Answer | None:
    """What ``text`` is about and the values it gives (None: no verb, or too long to be one
    statement)."""
    if len(text) > 300 or "\n" in text.strip():
        return None
    # (Accented letters as plain ones: "Zoë" and "Zoe" are one name, as the judge reads.)
    # (Nor from when it holds, opening it: "Since September, the library opens …".)
    text = _FROM_WHEN.sub("", text, count=1)
    words = _WORD.findall(CORRECTION.sub(" ", plain_letters(text)))
    lowered = [w.lower() for w in words]
    # "X is Y" splits at its "is" even after a word that can be a verb ("the on-call lead
    # is Marco"); other statements at their first verb.
    verb = next((i for i, w in enumerate(lowered) if w in _COPULA), None)
    if verb is None:
        verb = next((i for i, w in enumerate(lowered) if w in VERBS), None)
    if verb is None or verb == 0 or verb == len(words) - 1:
        return None
    left, right = words[:verb], words[verb + 1 :]
    if lowered[verb] in _COPULA and _only_a_value(left):
        left, right = right, left  # "Dana is the on-call lead": Dana answers
    subject_text, given_text = " ".join(left), " ".join(right)
    subject_values = values(subject_text).all
    subject = content_terms(subject_text)
    if not subject:
        return None
    given: dict[str, set[str]] = {}
    for value in values(given_text).all:
        given.setdefault(_kind(value), set()).add(value)
    names = _names(right) - {w.lower() for w in left} - {v for vs in given.values() for v in vs}
    if names:
        given.setdefault("name", set()).update(names)
    often = {w for w in (x.lower() for x in right) if w in _FREQUENCIES}
    if often:
        given["frequency"] = often
    return Answer(subject, subject_values, {k: frozenset(v) for k, v in given.items()})


def _only_a_value(words: list[str]) -> bool:
    """Whether a side of "X is Y" is only a name or a value ("Dana", "Sofia Nguyen", "8443"):
    at most three words, each capitalised (not shouted) or a value."""
    content = [w for w in words if w.lower() not in STOPWORDS]
    return (
        0 < len(content) <= 3
        and not all(w.isupper() and len(w) > 1 for w in content)
        and all(w[:1].isupper() or values(w).all for w in content)
    )


def subject_key(about: Answer) -> tuple[frozenset[str], frozenset[str]]:
    """What two statements must share to answer the same question: the subject's content
    words without head nouns ("the X on-call lead" / "the on-call lead for the X service"),
    and its values. A subject of head nouns alone keeps them ("the staging cluster" is not
    "the staging database"). Callers group statements by it."""
    words = about.subject - _HEAD_STEMS
    return words or about.subject, about.subject_values


def _same_subject(x: Answer, y: Answer) -> bool:
    key = subject_key(x)
    return bool(key[0]) and key == subject_key(y)


def _plain(words: frozenset[str]) -> frozenset[str]:
    """Words compared loosely: singular, head nouns aside ("keys" = "key"; "service" ignored)."""
    return frozenset(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words) - _HEAD_STEMS


def other_subjects(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are the same sentence about two things, told in another order
    ("The jadeosprey on-call lead is Omar." / "Omar is the on-call lead for the jadeoriole
    service."): all their words shared but one or two on each side, and those words in each
    one's subject — a name swapped where ``compare.swapped_names``, which reads word by word,
    cannot see it. Such notes are never appended to, merged with or dropped as copies of
    each other. A paraphrase differs outside its subject, or on one side only."""
    x, y = answer(a), answer(b)
    if x is None or y is None:
        return False
    ta, tb = _plain(content_terms(a)), _plain(content_terms(b))
    only_a, only_b = ta - tb, tb - ta
    if not only_a or not only_b or len(only_a) > 2 or len(only_b) > 2:
        return False
    return only_a <= _plain(x.subject) and only_b <= _plain(y.subject)


def rivals(a: str, b: str) -> str | None:
    """How ``a`` and ``b`` answer the same question differently ("eu-west-1 / us-east-2"),
    or None when they do not (other subjects, no value of a shared kind, one a negation of
    the other — ``compare.polarity_flip`` judges that —, or one saying all the other says)."""
    if negated(a) != negated(b):
        return None
    x, y = answer(a), answer(b)
    if x is None or y is None:
        return None
    if not _same_subject(x, y):
        return None
    for kind in sorted(x.given.keys() & y.given.keys()):
        va, vb = x.given[kind], y.given[kind]
        if va != vb and not va <= vb and not vb <= va:
            return f"{', '.join(sorted(va))} / {', '.join(sorted(vb))}"
    return None
