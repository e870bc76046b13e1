"""Whether two statements' values, subjects and polarity agree: the values each gives
(``compare_values``), a negation or an opposite state (``polarity_flip``), names swapped
between two statements, what each is about (``subject_values``, ``same_subject``).
"""

from __future__ import annotations

import re

from ..text import stem_set
from ..values import BASE_VERBS as VERBS
from ..values import ENVIRONMENTS, TOKEN, Values, unit_of, values

CORRECTION = re.compile(
    r"\b(?:actually|correction|in fact|no longer|not any ?more|instead of|rather than|"
    r"used to be|changed to|has changed|was wrong|scratch that|strike that|update:|edit:|"
    r"revised:|turns out|"
    r"took over|takes over|has taken over|as of|from now on|going forward|"
    r"(?:moved|switched|migrated) (?:from|to|over to))\b"
    r"|\bnot\s+(?:\d|every|on|in|at)\b|\bis now\b|\bare now\b",
    re.I,
)

# Words that mark a statement as current without changing what it says, and chat's
# courtesies ("… list pls"): no detail of their own.
_FILLERS = frozenset(
    "now currently today still anymore actually correction pls plz please thx thanks".split()
)


_NEGATION = re.compile(
    r"\b(?:not|no|never|none|nothing|nobody|neither|nor|cannot|without)\b|n't\b", re.I
)
# Words that carry a statement's polarity or its time, not its content.
_POLARITY_WORDS = frozenset("not no never always anymore longer none nothing".split())


def subject_values(text: str) -> frozenset[str]:
    """The values in a statement's subject, what stands before its first verb ("Invoice
    1001 was paid on March 3" → {"1001"}; "The IP address of web1 is 10.0.0.1" → {"web1"})."""
    tokens = TOKEN.findall(CORRECTION.sub(" ", text.lower()))
    for i, token in enumerate(tokens):
        after_value = i > 0 and (
            any(c.isdigit() for c in tokens[i - 1]) or tokens[i - 1] in ENVIRONMENTS
        )
        if token in VERBS or (
            after_value
            and token.endswith("s")
            and not token.endswith(("ss", "us", "is"))
            and unit_of(token) is None  # "12 times", "3 nodes": a quantity, not a verb
        ):
            return values(" ".join(tokens[:i])).all if i else frozenset()
    return frozenset()


def negated(text: str) -> bool:
    """Whether ``text`` states something in the negative ("not", "never", "no longer"…)."""
    return bool(_NEGATION.search(text))


def polarity_flip(a: str, b: str) -> bool:
    """Whether one of two statements says no where the other says yes ("happens monthly" /
    "does not happen monthly anymore"; "we always use…" / "we never use…")."""
    return negated(a) != negated(b)


_WORD = re.compile(r"[a-z0-9][a-z0-9'.-]*[a-z0-9]|[a-z0-9]", re.I)
# A name swapped for another is a short span: longer rewrites are paraphrases or additions.
_SWAP_TOKENS = 3


# Nouns that a name stands before or after ("the blue X cluster", "server X"): a word swapped
# next to one of them is a name, not a synonym.
HEADS = frozenset(
    """cluster clusters service services server servers host hosts node nodes database
    databases db team teams repo repos repository repositories bucket buckets region regions
    account accounts project projects customer customers channel channels queue queues topic
    topics table tables index environment env app apps application client clients tenant site
    zone datacenter machine vm instance pod namespace branch org organisation organization
    product vendor partner pipeline job worker office building room""".split()
)


def swapped_names(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with a name put in place of another, the rest word for word ("We
    always use the blue ambercrossbill cluster" / "…the blue ochreheron cluster"; "The
    payments service…" / "The billing service…"): another thing, never a paraphrase to merge
    or a detail to append. A swapped word is a name when it stands next to a noun like
    "cluster" or "server", is capitalised inside the sentence, or is the subject (before the
    verb in both). Synonyms ("switches" / "changes"), inflections and values written otherwise
    ("twelve" / "12") are not swaps."""
    import difflib

    raw_a, raw_b = _WORD.findall(a), _WORD.findall(b)
    ta, tb = [w.lower() for w in raw_a], [w.lower() for w in raw_b]
    matcher = difflib.SequenceMatcher(a=ta, b=tb, autojunk=False)
    same = sum(size for *_, size in matcher.get_matching_blocks())
    if same < 0.6 * max(len(ta), len(tb), 1):
        return False
    verb_a, verb_b = _first_verb(ta), _first_verb(tb)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op != "replace" or i2 - i1 > _SWAP_TOKENS or j2 - j1 > _SWAP_TOKENS:
            continue
        left, right = " ".join(ta[i1:i2]), " ".join(tb[j1:j2])
        va, vb = values(left), values(right)
        if va.all and va.all == vb.all:
            continue  # the same value written otherwise
        if not (_terms(va) and _terms(vb) and _terms(va) != _terms(vb)):
            continue
        words = [*ta[i1:i2], *tb[j1:j2]]
        if any(w in VERBS or w.endswith("ed") for w in words):
            continue  # a verb said otherwise
        beside = {ta[i1 - 1] if i1 else "", ta[i2] if i2 < len(ta) else ""}
        capitalised = any(
            w[:1].isupper() for w in [*raw_a[max(i1, 1) : i2], *raw_b[max(j1, 1) : j2]]
        )
        subject = verb_a is not None and verb_b is not None and i2 <= verb_a and j2 <= verb_b
        if beside & HEADS or capitalised or subject:
            return True
    return False


def _first_verb(tokens: list[str]) -> int | None:
    """The position of the first word of ``VERBS``, or ``None``."""
    return next((i for i, t in enumerate(tokens) if t in VERBS), None)


def compare_values(new: str, old: str) -> tuple[bool, bool]:
    """``(values_differ, conflict)`` between two texts.

    Values are quantities and identifiers ("port 8080", "service a3", "v2.1", "Monday",
    "staging"), and a statement's polarity. Texts whose values differ are never duplicates and
    never merged. They *conflict* — the same statement with another value, "every 30 days"
    against "every 90 days", or the same statement negated — only when the words of one are
    all words of the other and their subjects name the same values: "service Alpha has 3
    replicas" against "service Beta has 5 replicas", or "Shard 7 runs on vega-7" against
    "Shard 39 runs on vega-39", is two statements about two things, not a contradiction.
    """
    a, b = values(new), values(old)
    flipped = polarity_flip(new, old)
    differ = a.quantities != b.quantities or a.identifiers != b.identifiers or flipped
    differ = differ or swapped_names(new, old)
    ta, tb = _terms(a), _terms(b)
    # One restates (part of) the other: an appended memory holds several phrasings.
    restates = bool(ta) and (ta <= tb or tb <= ta)
    valued = bool(a.all) and bool(b.all) and (a.all != b.all)
    conflict = restates and subjects_agree(new, old) and (valued or flipped)
    return differ, conflict


def content_terms(text: str) -> frozenset[str]:
    """The content words of a statement, stemmed: no stopwords, values, fillers or polarity
    words ("We never use the blue cluster" and "We always use the blue cluster" share them)."""
    return _terms(values(text))


def _terms(v: Values) -> frozenset[str]:
    """The content words of a statement: stemmed, without stopwords, values or fillers."""
    return stem_set([w for w in v.words if _content(w)])


def _content(word: str) -> bool:
    from ..text import STOPWORDS

    return word not in STOPWORDS and word not in _FILLERS and word not in _POLARITY_WORDS


def subjects_agree(a: str, b: str) -> bool:
    """Whether two statements can be about the same thing: their subjects name the same
    values, or one names none and the other's subject values appear in it somewhere ("Server
    web1 has…" and "Actually the IP of web1 is…")."""
    sa, sb = subject_values(a), subject_values(b)
    if sa and sb:
        return sa == sb
    if sa:
        return sa <= values(b).all
    return sb <= values(a).all
