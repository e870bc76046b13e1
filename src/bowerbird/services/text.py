"""Text utilities shared by the motions: tokens, stopwords, query terms, keywords,
and a cue-word classifier for memory types. Pure functions, no I/O.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter

# A full stop that ends no sentence: after a title or a common abbreviation ("Mr.
# Achterberg dialyses…" is one sentence). Put before a sentence-ending lookbehind.
NOT_ABBREVIATED = (
    r"(?<!\bDr\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bSt\.)(?<!\bProf\.)(?<!\be\.g\.)"
    r"(?<!\bi\.e\.)(?<!\bvs\.)(?<!\bNo\.)"
)

STOPWORDS = frozenset(
    """a about above after again against all am an and any are aren't as at be because been
    before being below between both but by can can't cannot could couldn't did didn't do does
    doesn't doing don't down during each few for from further had hadn't has hasn't have haven't
    having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll
    i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor
    not of off on once only or other ought our ours ourselves out over own same shan't she she'd
    she'll she's should shouldn't so some such than that that's the their theirs them themselves
    then there there's these they they'd they'll they're they've this those through to too under
    until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where
    where's which while who who's whom why why's will with won't would wouldn't you you'd you'll
    you're you've your yours yourself yourselves also just like get got did does done yes yeah
    ok okay really much many one two us v vs versus""".split()
)

# Words joined by '-', '.' or '_' stay one token ("cold-start", "v2.1", "api_key").
_TOKEN_RE = re.compile(r"\w+(?:[-._']\w+)*")
_MAX_QUERY_TERMS = 64
_IDENTIFIER = re.compile(r"\w+(?:[-./:]\w+)+")


def tokens(text: str) -> list[str]:
    """Lowercased word tokens of ``text``."""
    return [t.lower() for t in _TOKEN_RE.findall(text)]


# A word and what an apostrophe adds to it: "user's", "don't", "o'brien".
_APOSTROPHE_WORD = re.compile(r"\w+\*?(?:['’]\w+\*?)*")
# What follows an apostrophe and is no word of its own: a possessive, a contraction.
_CLITICS = frozenset({"s", "t", "d", "ll", "re", "ve", "m"})


def _words(text: str) -> list[str]:
    """Lowercased words, a possessive or contraction read as the word it is attached to
    ("the user's" → user, "isn't" → isn't, a stop word): a bare "s" would match every
    memory that says "someone's" (the index splits at the apostrophe)."""
    out: list[str] = []
    for raw in _APOSTROPHE_WORD.findall(text.lower().replace("’", "'")):
        if "'" not in raw or raw in STOPWORDS:
            out.append(raw)
            continue
        head, *rest = raw.split("'")
        out.append(head)
        out += [piece for piece in rest if piece not in _CLITICS]
    return [w for w in out if any(c.isalnum() for c in w)]


# How a question asks rather than what it asks about: "what do I know about Ana?" is about Ana,
# and "know" would match "Ana knows HCL" over the three facts about her.
_ASKING = re.compile(
    r"\b(?:what|how much) (?:do|did|does) (?:i|we|you) (?:know|remember|recall|have on)\b"
    r"|\b(?:do|did|does|can|could) (?:i|we|you) (?:know|remember|recall)\b"
    r"|\b(?:tell|remind) (?:me|us)\b|\b(?:everything|anything)(?= (?:about|on|of)\b)",
    re.I,
)


def query_terms(text: str) -> list[str]:
    """Distinct search terms of ``text`` in order: stopwords dropped unless nothing else is left."""
    words = [w.strip("*") for w in _words(text) if w.strip("*")]
    content = [w for w in words if w not in STOPWORDS] or words
    return list(dict.fromkeys(content))[:_MAX_QUERY_TERMS]


def search_terms(text: str) -> list[str]:
    """``query_terms`` as a search asks them: a word written ``pay*`` keeps its star (a
    prefix, which ``retrieve/prefix.py`` completes), and an identifier ("vega-7", "v2.3.1",
    "10.0.4.17") is searched whole as well as by its parts — the index splits it into words,
    and as one term it must match them in order."""
    lowered = text.lower()
    words = _words(_ASKING.sub(" ", lowered)) or _words(lowered)
    content = [w for w in words if w.rstrip("*") not in STOPWORDS] or words
    whole = [w for w in _IDENTIFIER.findall(lowered) if any(c.isdigit() for c in w)]
    # Its numbers and short pieces ("7", "v2", "3") are not searched alone: they match
    # every memory that mentions a 7 (and Postgres keeps "v2.3.1" one word, which they miss).
    pieces = {p for w in whole for p in re.split(r"[-./:]", w) if not (p.isalpha() and len(p) > 2)}
    content = [w for w in content if w not in pieces]
    return list(dict.fromkeys(content + whole))[:_MAX_QUERY_TERMS]


def plain_letters(text: str) -> str:
    """``text`` with each accented letter as its plain one ("Zoë" → "Zoe"), one character
    for one, so positions hold: a name typed with or without its accents is one name.
    Letters that would take two ("ß", "æ") stay."""
    if text.isascii():
        return text
    return "".join(_plain(c) for c in text)


# Letters with a stroke, no accent to drop, yet typed plain: "Søren" is "Soren".
_STROKED = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i", "ħ": "h"}


@functools.lru_cache(maxsize=4096)
def _plain(char: str) -> str:
    parts = unicodedata.normalize("NFD", char)
    if len(parts) > 1 and all(unicodedata.combining(c) for c in parts[1:]):
        return parts[0]
    return _STROKED.get(char, char)


def normalise(text: str) -> str:
    """Lowercased, with runs of whitespace made one space (cache keys, duplicate checks)."""
    return " ".join(text.lower().split())


def keywords(text: str, limit: int = 8) -> list[str]:
    """The most telling words of ``text``: non-stopwords ranked by count, then first position."""
    found = [t for t in tokens(text) if t not in STOPWORDS and len(t) > 2 and not t.isdigit()]
    counts = Counter(found)
    first: dict[str, int] = {}
    for i, t in enumerate(found):
        first.setdefault(t, i)
    ranked = sorted(counts, key=lambda t: (-counts[t], first[t]))
    return ranked[:limit]


_ENTITY_RE = re.compile(
    r"(?<![.!?]\s)(?<!^)\b[A-Z][a-zA-Z0-9]+(?:\s+[A-Z][a-zA-Z0-9]+)*|\b\d[\d.,:/-]*\b"
)


def count_entities(text: str) -> int:
    """Rough count of named things and numbers (capitalised runs not starting a sentence)."""
    return len(_ENTITY_RE.findall(text))


def stem_set(terms: list[str]) -> frozenset[str]:
    """Crude suffix stripping so that trivial rephrasings share terms ("mornings" ~ "morning")."""
    out = set()
    for term in terms:
        # Twice, so that "mornings" and "morning" both end as "morn".
        for _ in range(2):
            for suffix in ("ing", "ed", "es", "s"):
                if len(term) > len(suffix) + 3 and term.endswith(suffix):
                    term = term[: -len(suffix)]
                    break
        out.add(term)
    return frozenset(out)


def new_terms(new: str, old: str) -> frozenset[str]:
    """Content words (stemmed) of ``new`` that ``old`` does not have."""
    return stem_set(query_terms(new)) - stem_set(query_terms(old))


def embedding_text(title: str, content: str) -> str:
    """What a memory is embedded from: the title, then the content (once if one opens the other)."""
    head = title.rstrip("…")
    if " ".join(content.split()).startswith(head):
        return content
    return f"{title}\n{content}"


@functools.lru_cache(maxsize=256)
def _term_pattern(terms: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, str]]:
    """One alternation over the crude stems of ``terms`` (longest first), and stem → term."""
    stems = {next(iter(stem_set([t]))): t for t in terms}
    alternation = "|".join(re.escape(s) for s in sorted(stems, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternation})"), stems


def best_window(
    text: str, weights: dict[str, float], span_words: int, words: int | None = None
) -> float:
    """The largest total weight of distinct ``weights`` terms found together within any run
    of ``span_words`` words of ``text`` (terms matched as word prefixes after crude
    stemming, like ``stem_set``): how well the best passage of a long text covers a query.
    One regular-expression pass over the text, whatever the number of terms; pass ``words``
    when the text's word count is known."""
    if not weights:
        return 0.0
    lowered = text.lower()
    if words is None:
        words = len(_TOKEN_RE.findall(lowered))
    span = len(lowered) / max(1, words) * span_words  # the window in characters
    pattern, stems = _term_pattern(tuple(sorted(weights)))
    hits = [(m.start(), stems[m.group()]) for m in pattern.finditer(lowered)]
    best = total = 0.0
    inside: Counter[str] = Counter()
    first = 0
    for position, term in hits:
        inside[term] += 1
        if inside[term] == 1:
            total += weights[term]
        while hits[first][0] < position - span:
            gone = hits[first][1]
            inside[gone] -= 1
            if inside[gone] == 0:
                total -= weights[gone]
            first += 1
        best = max(best, total)
    return best


# The past forms of common irregular verbs, read as the verb by ``verb_stems``: "Where did
# Lena grow up?" is answered by "Lena grew up in Porto" (``stem_set`` strips suffixes only).
_IRREGULAR = {
    past: verb
    for verb, forms in {
        "be": "was were been",
        "become": "became",
        "begin": "began begun",
        "break": "broke broken",
        "bring": "brought",
        "build": "built",
        "buy": "bought",
        "catch": "caught",
        "choose": "chose chosen",
        "come": "came",
        "do": "did done",
        "draw": "drew drawn",
        "drink": "drank drunk",
        "drive": "drove driven",
        "eat": "ate eaten",
        "fall": "fell fallen",
        "feel": "felt",
        "find": "found",
        "fly": "flew flown",
        "get": "got gotten",
        "give": "gave given",
        "go": "went gone",
        "grow": "grew grown",
        "have": "had",
        "hear": "heard",
        "hold": "held",
        "keep": "kept",
        "lead": "led",
        "know": "knew known",
        "leave": "left",
        "lose": "lost",
        "make": "made",
        "meet": "met",
        "pay": "paid",
        "ride": "rode ridden",
        "run": "ran",
        "say": "said",
        "see": "saw seen",
        "sell": "sold",
        "send": "sent",
        "sing": "sang sung",
        "sit": "sat",
        "speak": "spoke spoken",
        "spend": "spent",
        "swim": "swam swum",
        "take": "took taken",
        "teach": "taught",
        "tell": "told",
        "think": "thought",
        "throw": "threw thrown",
        "wear": "wore worn",
        "win": "won",
        "write": "wrote written",
    }.items()
    for past in forms.split()
}


_FORMS: dict[str, list[str]] = {}
for _past, _verb in _IRREGULAR.items():
    _FORMS.setdefault(_verb, [_verb]).append(_past)


def verb_forms(word: str) -> list[str]:
    """``word`` and the other forms of its verb when it is an irregular one ("grow": "grew",
    "grown"; "taught": "teach"), for a search that must find any tense of it."""
    verb = _IRREGULAR.get(word, word)
    return list(dict.fromkeys([word, *_FORMS.get(verb, [])]))


def verb_stems(terms: list[str]) -> frozenset[str]:
    """``stem_set`` with an irregular past form first read as its verb ("grew" as "grow").
    Kept apart from ``stem_set``: the judge compares statements by its stems, and "went" and
    "go" there are two tenses of a fact, not one."""
    return stem_set([_IRREGULAR.get(t, t) for t in terms])


@functools.cache
def _vocabulary() -> frozenset[str]:
    """The whole words of the shipped tokenizer's vocabulary (30K, lower case): the common
    stock of English the model was trained on; an empty set when the file cannot be read."""
    import json
    from importlib import resources

    try:
        path = resources.files("bowerbird") / "data" / "minilm" / "tokenizer.json"
        vocab = json.loads(path.read_text(encoding="utf-8"))["model"]["vocab"]
    except (OSError, ValueError, KeyError, TypeError):
        return frozenset()
    return frozenset(w for w in vocab if w.isalpha())


def common_word(word: str) -> bool:
    """Whether ``word`` is one the model's vocabulary holds whole ("dentist", "oak",
    "slack"), not one it must spell in pieces ("tidewater", "marlowe", "quillon") — a name
    written in lower case is most often the latter. True when the vocabulary is unknown."""
    vocabulary = _vocabulary()
    return not vocabulary or word.lower() in vocabulary
