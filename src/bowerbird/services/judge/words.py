"""The words of two statements compared, and nothing else: content words alike however
written ("allergic" / "allergy", "db" / "database", a typo), how much two statements share,
polarity and negation, one word put for another, values' keys within their tolerance and
identifiers compared as written. Knows nothing of names, values' kinds or verdicts.
"""

from __future__ import annotations

import re

from ..mentions import VERBS, same_date, same_time
from ..statement import POLAR_WORDS as _POLAR_WORDS
from ..statement import Statement, read, verb_at, without_cue
from ..text import STOPWORDS, plain_letters, stem_set
from ..values import SLOT_WORDS as _KIND_WORDS

# Verbs whose objects add up rather than compete ("likes tea" and "likes coffee" both hold).
_ADDITIVE = frozenset(
    "likes like loves love enjoys enjoy plays play speaks speak visits visit collects collect "
    "reads read watches watch has have owns own knows know includes include supports support "
    "also".split()
)


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text.rstrip(";,") + "."


def _holds(text: str, phrase: str) -> bool:
    """Whether ``text`` has ``phrase`` (words, case aside), or its value written otherwise."""
    if not phrase.strip():
        return False
    if re.search(rf"(?<![\w]){re.escape(phrase)}(?![\w])", text, re.I):
        return True
    wanted = {m.key for m in read(phrase).values if m.kind != "name"}
    return bool(wanted) and wanted <= {m.key for m in read(text).values}


def _within(
    a: frozenset[tuple[str, str]],
    b: frozenset[tuple[str, str]],
    strict: bool = False,
    day_parts: bool = True,
) -> bool:
    """Whether every value of ``a`` is in ``b`` (a bare number matches a measured one with
    that number; a date without a year matches one with it; how often, and with
    ``day_parts`` when in the day, may go unsaid unless ``strict``)."""
    for kind, norm in a:
        if (kind, norm) in b:
            continue
        if kind == "date" and any(k == "date" and same_date(v, norm, years=False) for k, v in b):
            continue
        if kind == "time" and any(k == "time" and same_time(v, norm) for k, v in b):
            continue
        if kind == "number" and any(_number_of(k, v) == norm for k, v in b):
            continue
        if (
            kind == "identifier"
            and "." not in norm
            and any(k == "number" and norm.endswith(v) for k, v in b)
        ):
            continue
        if kind == "identifier" and any(
            k == "identifier" and _same_identifier(norm, v) for k, v in b
        ):
            continue
        told = kind.startswith("every:") or (kind == "daypart" and day_parts)
        # (How often in weeks and how often in months are one slot: "weekly" / "monthly".)
        slot = "every:" if kind.startswith("every:") else kind
        if told and not strict and not any(k.startswith(slot) for k, _ in b):
            # How often, and when in the day, are often said in words ("twice a day", "with
            # each meal", "with breakfast").
            continue
        if any(k == "number" and v == _number_of(kind, norm) for k, v in b):
            continue
        return False
    return True


_FACTORS = {"duration": (1, 60, 3600, 86400, 604800, 0.001), "bytes": (1, 1e3, 1e6, 1e9, 1e12)}


def _number_of(kind: str, norm: str) -> str | None:
    """The numbers a measured value may have been written with ("3600" seconds: 3600, 60, 1)."""
    try:
        value = float(norm)
    except ValueError:
        return None
    if kind in _FACTORS:
        for factor in sorted(_FACTORS[kind], reverse=True):
            if value / factor >= 1 and (value / factor).is_integer():
                return f"{value / factor:.6g}"
    return f"{value:.6g}"


def _singular(words: list[str]) -> frozenset[str]:
    """Stems that hold one noun in its singular and plural ("box" / "boxes")."""
    return stem_set([_PLURAL.sub("", w) for w in words])


_PLURAL = re.compile(r"(?:(?<=[xsz])|(?<=[cs]h))es$|(?<![su])s$")


def _tag_of(a: str, b: str) -> bool:
    """Whether one identifier is the other's own tag said alone ("v17" of "ranker-v17"):
    its last part, letters and digits both."""
    short, long = sorted((a.lower(), b.lower()), key=len)
    return bool(re.fullmatch(r"[a-z]+\d+", short)) and long.endswith("-" + short)


def _same_identifier(a: str, b: str) -> bool:
    """Whether two identifiers are one written two ways ("P1" / "priority-1", "U12" /
    "under-12"): the same digits, and the letters alike; never two numbers that differ in
    a digit (two phone numbers, two hosts)."""
    # Digit groups as written: "2.10" is not "21.0", "1.02" is not "1.2".
    if re.findall(r"\d+", a) != re.findall(r"\d+", b):
        return False
    la, lb = re.sub(r"[^a-z]", "", a.lower()), re.sub(r"[^a-z]", "", b.lower())
    if la == lb:
        return True
    if _slugged(a, b) or _tag_of(a, b):
        return True
    # A letter or two for a word: "P1" / "priority-1", "U12" / "under-12" — never two
    # names of one length ("redis-eu-1" / "redis-us-1").
    short, long = sorted((la, lb), key=len)
    if not short or len(short) > 3 or short[0] != long[0]:
        return False
    it = iter(long)
    return all(c in it for c in short)


def _slugged(a: str, b: str) -> bool:
    """Whether one identifier is the other with its slug ("0042_split_customer_names" /
    "0042"): a migration, a ticket's branch, named by its number and what it does."""
    bare, named = sorted((a.lower(), b.lower()), key=len)
    return bool(
        re.fullmatch(r"[a-z]*-?\d+", bare)
        and re.fullmatch(re.escape(bare) + r"[_-][a-z]+(?:[_-][a-z]+)+", named)
    )


def _squash(identifier: str) -> str:
    return re.sub(r"[-_.\s]", "", identifier)


def _flipped(n: Statement, o: Statement) -> bool:
    """Whether one says yes where the other says no (on one axis, or by a negation)."""
    axes_n, axes_o = dict(n.polarity), dict(o.polarity)
    shared = axes_n.keys() & axes_o.keys()
    if shared:
        return any(axes_n[a] != axes_o[a] for a in shared)
    if n.polarity and o.polarity:
        return False  # different axes: "required" / "disabled" are not one slot
    return _says_no(n) != _says_no(o)


_NEGATION = re.compile(r"(?:\b(?:not|never)|n['’]t)\s+(?P<what>[^,;.!?—–()]+)", re.I)


def no_of_another(a: Statement, b: Statement) -> bool:
    """Whether every negation ``a`` says is said of words ``b`` never uses ("…scrims start
    at eight pm on weekdays don't let anyone book the practice room then" of "weekday scrims
    20:00"): a no about another thing, never the card's opposite."""
    found = list(_NEGATION.finditer(a.text))
    if not a.negated or not found:
        return False
    # (Every word of ``b``, its values too: "isn't going on mondays" is of "every Monday".)
    used = stem_set(re.findall(r"[a-z]+", plain_letters(b.text.lower())))
    for m in found:
        if any(v.start >= m.start("what") for v in a.values):
            return False  # a value after the "not" ("isn't on half nine anymore"): the card's
        words = re.findall(r"[a-z]+", plain_letters(m["what"].lower()))[:6]
        terms = stem_set([w for w in words if w not in STOPWORDS and len(w) > 2])
        if not terms or terms & used or any(t.rstrip("s") in used for t in terms):
            return False
    return True


# Verbs that say no by themselves: "…cancels its beginner sessions" is "won't run
# beginner lessons", "…avoids songs with explicit lyrics" is "won't play anything with…".
_NO_VERBS = re.compile(
    r"\b(?:cancel(?:s|led|ed)?|avoid(?:s|ed)?|refus(?:es|ed|e)|"
    r"bans|banned|forbids|forbidden|prohibit(?:s|ed)?|declines|declined|skips|skipped)\b",
    re.I,
)


def _says_no(s: Statement) -> bool:
    """Whether ``s`` says no: a negation, or a verb that says it ("cancels", "avoids") —
    a negation of a verb that says no says yes."""
    return s.negated != bool(_NO_VERBS.search(s.text))


def _polar_words(n: Statement, o: Statement) -> str:
    """The words that say yes and no ("enabled / disabled", "takes / does not take")."""

    def said(s: Statement) -> str:
        words = [w for w in _tokens(s.text) if w.lower() in _POLAR_WORDS]
        negation = _NEGATIONS.search(s.text)
        return " ".join([*([negation.group(0)] if negation else []), *words]) or "yes"

    return f"{said(o)} / {said(n)}"


_NEGATIONS = re.compile(r"\b(?:not|never|no longer|\w+n't)\b", re.I)


# The part of the day a weekly day is told with ("Monday evenings").
DAYPART = r"(?:mornings?|afternoons?|evenings?|nights?|lunchtimes?)"
_HOW_OFTEN = frozenset({"every", "each"})
_OFTEN_NAMED = frozenset({"interval", "intervals", "frequency", "cadence"})


def _swapped_words(n: Statement, o: Statement) -> tuple[str, str] | None:
    """(old words, new words) when the two say the same but for one short span after the
    verb ("merged with squash merges" / "…with rebase merges"; "…to the tape library…" /
    "…to the NAS…")."""
    import difflib

    # Words that place a statement in time ("now", "currently") are how it was said.
    a = [w for w in _tokens(_TIME_PHRASES.sub(" ", o.text)) if w.lower() not in _TIME_FILLERS]
    b = [w for w in _tokens(_TIME_PHRASES.sub(" ", n.text)) if w.lower() not in _TIME_FILLERS]
    la, lb = [plain_letters(w.lower()) for w in a], [plain_letters(w.lower()) for w in b]
    matcher = difflib.SequenceMatcher(a=la, b=lb, autojunk=False)
    # An article or a filler said by one only ("The user …" / "User …") is how it was said.
    # So is a noun of what sort, said right before the verb by one only ("favourite ice
    # cream is …" / "favourite ice cream flavour is …").
    ops = [
        op
        for op in matcher.get_opcodes()
        if op[0] != "equal"
        and not (op[0] != "replace" and {*la[op[1] : op[2]], *lb[op[3] : op[4]]} <= _FILLER_SWAPS)
        and not (
            op[0] != "replace"
            and {*la[op[1] : op[2]], *lb[op[3] : op[4]]} <= _SORT_NOUNS
            and la[op[2] : op[2] + 1] in (["is"], ["are"])
        )
    ]
    if len(ops) != 1 or ops[0][0] != "replace":
        return None
    _, i1, i2, j1, j2 = ops[0]
    if i2 - i1 > 3 or j2 - j1 > 3 or len(la) < 4:
        return None
    # Articles and fillers around the swap are how it was said ("a window" / "an aisle").
    while i1 < i2 and la[i1] in _FILLER_SWAPS:
        i1 += 1
    while j1 < j2 and lb[j1] in _FILLER_SWAPS:
        j1 += 1
    if i1 == i2 or j1 == j2:
        return None
    left, right = " ".join(a[i1:i2]), " ".join(b[j1:j2])
    if i1 == j1 == 0 and _opens_with_verb(la, i2) and _opens_with_verb(lb, j2):
        # The subject and its verb told otherwise, the rest the same ("I ride a Dawes
        # Galaxy" / "My bike is a Dawes Galaxy"): no word put for another after a verb.
        return None
    if _one_stem(la[i1:i2]) == _one_stem(lb[j1:j2]):
        return None  # "key rotates" / "keys are rotated": one word in another form
    said = read(_as_written(o.text, left)).value_keys
    also = read(_as_written(n.text, right)).value_keys
    if said and _within(said, also) and _within(also, said):
        return None  # one value written two ways ("3" / "three", "30 minutes" / "1/2 hour")
    if (
        n.value_keys
        and _within(n.value_keys, o.value_keys, strict=True)
        and _within(o.value_keys, n.value_keys, strict=True)
        and _in_a_value(o, left)
        and _in_a_value(n, right)
    ):
        return None  # "once a week" / "every week", "an hour" / "60 minutes": one value
    if n.negated == o.negated and {*la[i1:i2], *lb[j1:j2]} <= _HOW_NEGATED:
        return None  # "and no honey" / "but never with honey": one negation said two ways
    if _crosses(o.text, left) or _crosses(n.text, right):
        return None  # "pale-dingo: Umar" / "brisk-otter: Ines": two slots, not one
    swapped = {*la[i1:i2], *lb[j1:j2]}
    if n.value_keys == o.value_keys and swapped & _HOW_OFTEN and swapped & _OFTEN_NAMED:
        return None  # "fires every 5 minutes" / "check interval: 5 minutes": one rhythm

    verb_only = all(w in VERBS for w in [*la[i1:i2], *lb[j1:j2]]) or (
        i2 - i1 == 1 and j2 - j1 == 1 and verb_at(la) == i1 and verb_at(lb) == j1
    )
    if verb_only and n.value_keys:
        # A verb said otherwise around the same values ("switches every Monday at 10:00" /
        # "changes every Monday at 10:00"); with nothing else said, the verb is what is
        # said ("cycles to work" / "drives to work").
        return None
    if _label_for_verb(n, o, (la, i1, i2, left), (lb, j1, j2, right)):
        return None
    return left, right


def _opens_with_verb(words: list[str], end: int) -> bool:
    """Whether ``words[:end]`` holds a statement's subject and its verb: a verb read there,
    or a subject pronoun and a word after it ("I ride")."""
    verb = verb_at(words)
    return (verb is not None and verb < end) or (words[0] in _SUBJECT_PRONOUNS and end >= 2)


_SUBJECT_PRONOUNS = frozenset("i we you he she they".split())


def _kinds_named(s: Statement) -> frozenset[str]:
    """The words that may name the slots of the values ``s`` gives."""
    return frozenset(
        w for m in s.values for w in _KIND_WORDS.get(m.kind.split(":")[0], frozenset())
    )


_AT_WORD = r"(?<![\w'’-])"  # where a word starts
_COPULAS = frozenset({"is", "are", "was", "were"})
_Side = tuple[list[str], int, int, str]  # the words, where the swap starts and ends, as said


def _label_for_verb(n: Statement, o: Statement, was: _Side, now: _Side) -> bool:
    """Whether one side says with its verb what the other says as a label before a colon,
    around the same values ("The tank holds 40 litres" / "tank capacity: 40 litres"): the
    slot named, not another value of it."""
    if not (
        n.value_keys
        and _within(n.value_keys, o.value_keys, strict=True)
        and _within(o.value_keys, n.value_keys, strict=True)
    ):
        return False

    def verb(side: _Side, s: Statement) -> bool:
        # One word right before a value ("weighs 2 kg", "reaches 30 knots"): what gives it.
        words, i, j, raw = side
        return (
            j - i == 1
            and i > 0
            and (words[i] not in STOPWORDS or words[i] in _COPULAS)
            and any(
                re.search(_AT_WORD + re.escape(raw) + r"\s+" + re.escape(m.raw), s.text, re.I)
                for m in s.values
            )
        )

    # Only a word that names the values' slot ("capacity" of litres): "deposit: £900" is
    # another slot than "costs £900".
    slots = _kinds_named(n) | _kinds_named(o)

    def label(side: _Side, text: str) -> bool:
        # ("capacity:", "total price:": words that name the slot, each of them.)
        words, i, j, raw = side
        return (
            j - i <= 2
            and stem_set(words[i:j]) <= slots
            and re.search(_AT_WORD + re.escape(raw) + r"\s*:", text, re.I) is not None
        )

    return (verb(was, o) and label(now, n.text)) or (verb(now, n) and label(was, o.text))


# How a rule is said ("must book" / "don't need to book"): the same statement's polarity.
_MODAL = frozenset("must need needs requir have has should ought".split())


_HOW_NEGATED = frozenset("no not never without with and but nor".split())


def _in_a_value(s: Statement, words: str) -> bool:
    """Whether ``words`` are written inside one of the values ``s`` gives (a name is a
    thing, not a value written two ways: "in Cornwall" / "in Norfolk" are two places)."""
    return any(_written_in(m.raw, words) for m in s.values if m.kind != "name")


# "As of 1 August", "From June", "Starting Monday": a date told as when a change holds from.
# (And the event after which it does: "…went up to 19 after the January referrals".)
_FROM_WHEN_BEFORE = re.compile(
    r"\b(?:as\s+of|from|since|starting|effective|(?:after|following)\s+the)\s+$", re.I
)


def _from_when(text: str, at: int) -> bool:
    """Whether the value written at ``at`` in ``text`` says from when a statement holds,
    not a value of it ("As of 1 August the rent is …")."""
    return _FROM_WHEN_BEFORE.search(text[:at]) is not None


def _written_in(text: str, words: str) -> bool:
    # (Words as tokens: "01 02" is written in "01/02/2026".)
    spaced = r"\W+".join(re.escape(w) for w in words.split())
    return re.search(rf"(?<!\w){spaced}(?!\w)", text, re.I) is not None


def _as_written(text: str, words: str) -> str:
    """The stretch of ``text`` that holds ``words`` (tokens joined by spaces) as written,
    its punctuation kept ("1/2 hour", not "1 2 hour"); the words when not found."""
    parts = words.split()
    found = re.search(r"\W+".join(re.escape(p) for p in parts), text, re.I) if parts else None
    return found.group(0) if found else words


def _crosses(text: str, words: str) -> bool:
    """Whether the words of a swap, as written in ``text``, run across punctuation."""
    parts = words.split()
    if len(parts) < 2:
        return False
    pattern = r"\W+".join(re.escape(p) for p in parts)
    found = re.search(pattern, text, re.I)
    return found is not None and bool(re.search(r"[:;,.()]", found.group(0)))


_TIME_FILLERS = frozenset("now currently still nowadays".split())
# The same in more words ("These days Cosimo cycles to work").
_TIME_PHRASES = re.compile(
    r"\b(?:these\s+days|at\s+the\s+moment|at\s+present|right\s+now|of\s+late|lately)\b,?",
    re.I,
)


_FILLER_SWAPS = frozenset("now currently still also always usually often the a an".split())


# (Never "make", "model", "brand" or "style": a printer's model is not the printer's make.)
_SORT_NOUNS = frozenset("flavour flavor blend variety sort genre breed shade colour color".split())


_AUXILIARY = frozenset("is are was were be been being get gets got has have had".split())


def _one_stem(words: list[str]) -> frozenset[str]:
    """The stems of ``words`` without auxiliaries ("keys are rotated" → key, rotat)."""
    stems = stem_set([w for w in words if w not in _AUXILIARY])
    return frozenset(_PLURAL.sub("", t) for t in stems)


def _tokens(text: str) -> list[str]:
    return re.findall(r"[\w'’.-]*\w", without_cue(text))


# "…with Evri too", "…as well": one more, said at the end.
_ONE_MORE = re.compile(r"\b(?:too|as\s+well)\s*[.!]?\s*$", re.I)


def _additive(s: Statement) -> bool:
    return bool(set(w.lower() for w in _tokens(s.text)) & _ADDITIVE) or bool(
        _ONE_MORE.search(s.text)
    )


def relate_words(a: str, b: str) -> bool:
    """Whether two short phrases name the same thing (their content words alike)."""
    from ..text import stem_set

    ta = stem_set(
        [w for w in re.findall(r"[a-z]+", plain_letters(a.lower())) if w not in STOPWORDS]
    )
    tb = stem_set(
        [w for w in re.findall(r"[a-z]+", plain_letters(b.lower())) if w not in STOPWORDS]
    )
    return bool(ta) and all(any(_alike(x, y) for y in tb) for x in ta)


def _verb_terms(s: Statement) -> set[str]:
    """The terms of ``s`` that are its verbs ("collected", "gets"), stemmed as terms are."""
    from ..compare import is_participle
    from ..text import stem_set

    words = re.findall(r"[a-z]+", plain_letters(s.text.lower()))
    return set(stem_set([w for w in words if w in VERBS or is_participle(w)]))


# Words that say how a statement holds, not what it is about ("Nobody may use it, even
# after …" is "may use it" the other way round).
_HOW_IT_HOLDS = _MODAL | frozenset("nobody noone nothing none even ever also still".split())


# Verbs that say one thing of an event: who holds it ("runs a drop-in" / "no longer holds
# its drop-in").
_HOLDS_AN_EVENT = frozenset(
    "hold holds held run runs ran host hosts hosted organis organiz organise organize stage".split()
)


def _besides_polarity(a: Statement, b: Statement) -> set[str]:
    """The words ``a`` says that ``b`` does not, besides how it holds (its modal and its
    negation), a verb's forms counted as one ("use" / "used")."""

    def fold(t: str) -> str:
        if t in _HOLDS_AN_EVENT:
            return "hold"
        return t[:-1] if t.endswith("ed") else t

    return {
        t
        for t in _extra_terms(a, b) - _HOW_IT_HOLDS
        if not any(_alike(fold(t), fold(u)) for u in b.terms)
    }


# A word that labels a value in an aside ("(reaction: hives)"): the value's slot. (Not a
# heading: "Rose care: water the roses…" says what it is about.)
_LABEL = re.compile(r"\(\s*([A-Za-z]{3,})\s*:\s*([\w'’-]+)")


def _initial_runs(letters: str, text: str) -> list[list[str]]:
    """Each run of words of ``text`` whose initials are ``letters`` (an initialism in lower
    case: "eod" → ["end", "of", "day"]), in the order written."""
    words = re.findall(r"[a-z]+", plain_letters(text.lower()))
    return [words[i : i + len(letters)] for i in _initials_at(letters, words)]


def _initials_at(letters: str, words: list[str]) -> list[int]:
    """Where in ``words`` a run of them starts whose initials are ``letters``."""
    size = len(letters)
    return [
        i
        for i in range(len(words) - size + 1)
        if "".join(w[0] for w in words[i : i + size]) == letters
    ]


def _spelt_out(letters: str, text: str) -> list[str]:
    """The words of ``text`` that ``letters`` (an initialism, "eod") are the initials of,
    in a row, the first and last no stop word ("end of day"); [] when none."""
    return next(
        (run for run in _initial_runs(letters, text) if not {run[0], run[-1]} & STOPWORDS), []
    )


def _initialisms(a: Statement, b: Statement) -> set[str]:
    """``a``'s words that ``b`` says as an initialism or writes out ("EOD" / "end of day"):
    one thing said two ways, no word the other lacks."""
    out: set[str] = set()
    for caps in re.findall(r"\b[A-Z]{2,4}\b", a.text):
        if _spelt_out(caps.lower(), b.text):
            out |= stem_set([caps.lower()])
    for caps in re.findall(r"\b[A-Z]{2,4}\b", b.text):
        out |= stem_set(_spelt_out(caps.lower(), a.text))
    return out


def _initialisms_in_place(a: Statement, b: Statement) -> set[str]:
    """The initialisms of ``a`` that ``b`` writes out a few words after the word before
    them ("calderbrook choir MD" / "Calderbrook Community Choir's musical director"), and
    the words that write them out, stemmed. (Near the same word: two letters spell out
    words by chance, "DP" / "dbt project", where what they qualify differs.)"""
    out: set[str] = set()
    if not re.search(r"\b[A-Z]{2,4}\b", a.text):
        return out
    words_b = re.findall(r"[a-z]+", plain_letters(re.sub(r"['’]s\b", "", b.text.lower())))
    for m in re.finditer(r"(?P<before>[A-Za-z]+)(?:['’]s)?\s+(?P<caps>[A-Z]{2,4})\b", a.text):
        before, caps = m["before"].lower(), m["caps"].lower()
        for i in _initials_at(caps, words_b):
            run = words_b[i : i + len(caps)]
            if {run[0], run[-1]} & STOPWORDS:
                continue
            if stem_set([before]) & stem_set(words_b[max(0, i - 3) : i]):
                out |= stem_set([caps, *run])
    return out


def _extra_terms(a: Statement, b: Statement) -> set[str]:
    extra = {t for t in a.terms if not any(_alike(t, u) for u in b.terms)}
    if extra and (re.search(r"\b[A-Z]{2,4}\b", a.text) or re.search(r"\b[A-Z]{2,4}\b", b.text)):
        extra -= _initialisms(a, b)
    if extra and ":" in a.text:
        # A label whose value the other says ("reaction: hives" / "gives me hives") names
        # the slot of a value both give: no word the other lacks.
        for label, value in _LABEL.findall(a.text):
            if any(any(_alike(v, u) for u in b.terms) for v in stem_set([value.lower()])):
                extra -= stem_set([label.lower()])
    return extra


def term_overlap(a: Statement, b: Statement) -> float:
    """How much of the smaller statement's content words the other has (fuzzily), with
    equal values counted as shared words."""
    ta, tb = a.terms, b.terms
    spelled = _initialisms_in_place(a, b) | _initialisms_in_place(b, a)
    shared = sum(1 for t in ta if t in spelled or any(_alike(t, u) for u in tb))
    # (Strictly: "every week" unsaid by the other is no value in common with it.)
    values = sum(1 for key in a.value_keys if _within(frozenset([key]), b.value_keys, strict=True))
    size = min(len(ta), len(tb)) + min(len(a.value_keys), len(b.value_keys))
    return (shared + values) / size if size else 0.0


# An address's words as people shorten them, too short to read as an abbreviation by its
# letters ("rd" could be many words; after a street's name it is "road").
_ADDRESS_WORDS = {"rd": "road", "ln": "lane", "ave": "avenu", "av": "avenu", "cres": "cresc"}


def _alike(a: str, b: str) -> bool:
    """Two stemmed words that are one word ("allerg" / "allergi", "ibuprofen" / "ibuprofin",
    "db" / "databas")."""
    if a == b or a.rstrip("s") == b.rstrip("s"):
        return True
    short, long = sorted((a, b), key=len)
    if long.startswith(_ADDRESS_WORDS.get(short, "\0")):
        return True  # "marlowe rd" / "Marlowe Road"

    if (
        2 <= len(short) <= 4
        and len(long) > len(short) + 2
        and short[0] == long[0]
        # An abbreviation is consonants after its first letter ("db", "mgmt", "cfg"): a
        # word's stem ("keep", "cach") is no abbreviation of "kestrelplover" or "coralfinch".
        and not re.search(r"[aeiou]", short[1:])
    ):
        it = iter(long)
        if all(c in it for c in short):  # an abbreviation: its letters in order
            return True
    if min(len(a), len(b)) >= 5 and a[:5] == b[:5]:
        # One word's stems ("allerg" / "allergi", "rotat" / "rotation") share most of the
        # shorter one; two names that only open alike ("coralplover" / "coralegret") do not.
        pairs = enumerate(zip(a, b, strict=False))
        shared = next((k for k, (x, y) in pairs if x != y), len(short))
        if shared >= 0.75 * len(short):
            return True
    if len(short) >= 4 and long.startswith(short):
        return True  # "swim" / "swimm"
    if len(short) >= 4 and short.endswith("e") and long in (short[:-1] + "ing", short + "d"):
        return True  # "tune" / "tuning", "tuned": the verb's "e" dropped before "-ing"
    if min(len(a), len(b)) >= 6 and abs(len(a) - len(b)) <= 1:
        return _one_edit(a, b)  # a typo: "membrship" / "membership"
    return False


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` becomes ``b`` by one letter changed, added or dropped."""
    if len(a) > len(b):
        a, b = b, a
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), len(a))
    if len(a) == len(b):
        return a[i + 1 :] == b[i + 1 :]
    return a[i:] == b[i + 1 :]


# Longer than this, a text is a document or a message, not a statement to compare.
STATEMENT_CHARS = 600


def _statement_like(text: str) -> bool:
    return len(text) <= STATEMENT_CHARS and "```" not in text


def _plain(text: str) -> str:
    return " ".join(text.lower().split()).rstrip(".!")


# What a message says around its statements: a greeting or a sign-off (a few words alone:
# "Thanks,", "Best, Ines" — "Best price is £14" is a statement), and "see you…" wishes.
_SIGN_OFF = re.compile(
    r"(?:hi|hello|hey|dear|thanks|thank\s+you|many\s+thanks|cheers|ta|best|regards|kind\s+"
    r"regards|all\s+the\s+best|best\s+wishes)\b\W*(?:[A-Z][\w'’-]*\W*){0,2}$",
    re.I,
)
_PLEASANTRY = re.compile(
    r"(?:see\s+you|talk\s+soon|speak\s+soon|let\s+me\s+know|hope\s+(?:this|that)\s+helps|"
    r"have\s+a\s+(?:good|great|nice|lovely))\b",
    re.I,
)


# Words said for how something felt, not what it is.
_INTERJECTIONS = frozenset(
    "ouch ow ugh urgh argh eek yikes phew sigh oops whoops hmm hmmm wow yay hooray meh gah "
    "lol ha haha oof blimey crikey ooh oh ah aargh grr".split()
)


def _states_nothing(clause: str, last: bool) -> bool:
    """Whether a clause of a message states nothing of its own: a question ("how much is
    …?"), a line quoted from the message it answers ("> …"), a greeting or thanks, or — as
    the message's last clause — a signature of one or two capitalised words ("Ines")."""
    text = clause.strip()
    if text.startswith(">") or text.endswith("?"):
        return True
    words = re.findall(r"[\w'’-]+", text)
    if any(c.isdigit() for c in text):
        return False
    if _SIGN_OFF.match(text) or (len(words) <= 8 and _PLEASANTRY.match(text)):
        return True
    if len(words) <= 2 and all(w.lower() in _INTERJECTIONS for w in words):
        return True  # "ouch", "ugh", "phew": how it felt, no statement
    return (
        last
        and 1 <= len(words) <= 2
        and all(w[:1].isupper() and not any(c.isdigit() for c in w) for w in words)
        and not text.endswith((":", ","))
    )
