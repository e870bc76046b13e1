"""Whether an answer is clearly relevant: every hit is returned, and the ones that are not
are marked ``weak`` (docs/decisions.md, *Recall as users get it*).

An absolute score floor hid right answers (a health question's physiotherapist at 0.18) and
still let noise through (a question about someone the home never heard of tops out near 0.4).
So nothing is dropped by default; instead a hit is weak when

- the question names someone or something (a capitalised word inside the sentence, not a
  month or a weekday) that no memory mentions: nothing stored is about what was asked,
  however close the words around the name, and however well the home knows the other names
  it uses ("For how long has John had Seraphim?" of a home where John never names a
  Seraphim; measured on LoCoMo, where each conversation's questions asked of another
  conversation's home name people and things it never met); or
- the question asks a word no memory holds (``unheard``: "turtles" of a home of 200
  memories or more where nobody mentions one; at least a quarter of what it asks) and the
  answer's best score is under ``[query] unheard_below``: what comes back is about the rest
  of the question, the person or the other words, not the ask; then every hit is weak but
  one that stands out in meaning (below); or
- the question names someone the home knows and the answer says nothing of what is asked:
  its best score is under ``[query] asked_below`` and none of its first three hits holds
  ``asked_share`` of what the question asks — its words less the names it uses, the words
  of asking, dates and numbers ("Lena's favourite food" asks for *favourite food*; two
  memories about Lena hold neither word);
  then every hit is weak but one that stands out in meaning (below); or
- the question asks for a sum of money, a time of day, the day of something to come or
  someone (``value_asked``: "How much did the plumber charge?", "What time does the open
  night start?", "Which date in May is the lunch?", "Who coaches Finn's team?") and none of
  its first three hits gives one — the first by its value alone, the next two only holding a
  word of the ask: a note saying the plumber serviced the boiler is about the question, word
  for word, and no answer; someone is a name, or a person by what they are to someone ("my
  physio", "Dad"), other than whom the question names itself; or
- its score is under ``[query] weak_below``, or under ``weak_share`` of the best score, and
  its cosine to the question is under ``weak_unless_semantic`` (a paraphrase sharing no word
  scores low on coverage and keywords, yet is what was asked) and it holds less than
  ``weak_unless_coverage`` of the question's words (IDF-weighted).

A hit stands out in meaning when its cosine to the question is at least ``weak_unless_apart``
above the median cosine of the answer's first ten hits: "what are my dietary restrictions?"
shares no word with "I'm vegetarian", which is nonetheless far closer than the rest; hits
that are close only for sharing a name are close alike, and none stands out. The thresholds
were chosen on LoCoMo's foreign questions with the names renamed to the home's own against
its answerable questions, and reported on BEAM-500K too (BENCHMARKS.md, issue 61).

``context`` leaves weak hits out (and adds no block when nothing else is left), the MCP tools
and ``query`` show the mark, and an answer whose every hit is weak carries a note saying so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..services.mentions import VERBS, mentions
from ..services.text import STOPWORDS, query_terms, search_terms, verb_forms, verb_stems
from ..services.timeparse import MONTHS, WEEKDAYS
from ..settings import QuerySettings
from ..storage.index import Index
from .results import SearchHit

# A capitalised word that is not the first of its sentence (nor after a quote or a colon).
_NAME = re.compile(r"(?<![.?!:;\"'“‘(\[]\s)(?<![.?!:;\"'“‘(\[])(?<!^)\b[A-Z][\w'’.-]*\w", re.M)
_POSSESSIVE = re.compile(r"['’]s?$")
# Titles and words capitalised for emphasis or by habit, not names of anything stored.
_NOT_NAMES = (
    frozenset({"i", "mr", "mrs", "ms", "dr", "prof", "st", "ok"}) | set(MONTHS) | set(WEEKDAYS)
)
# How a question asks, not what it asks about.
_ASKING = frozenset(
    "what when where who whom which why how did does do is are was were has have had would "
    "could should can will likely kind type many much long often ever first last time called "
    "named".split()
)
# The hits of an answer read for what was asked: the best few, as an agent reads them.
_READ = 3
# ... and as many of what a question asks as say something of it, however long the question.
_ENOUGH = 3
# ... and the hits whose median cosine is the answer's usual meaning (a fixed window, so that
# asking for more results does not move it).
_USUAL = 10
# A question written in title case ("What Port Does The Database Use") has no telling capitals.
_TITLE_CASE_SHARE = 0.5


def names(text: str) -> list[str]:
    """The names a question uses, lowercased: its capitalised words inside a sentence, less
    titles, months, weekdays and stop words; none when most of its words are capitalised."""
    words = re.findall(r"\b\w+", text)
    capitals = [w for w in words if w[:1].isupper()]
    if len(words) >= 4 and len(capitals) > _TITLE_CASE_SHARE * len(words):
        return []
    found: list[str] = []
    for match in _NAME.finditer(text.strip()):
        word = _POSSESSIVE.sub("", match.group().lower())
        if word and word not in _NOT_NAMES and word not in STOPWORDS:
            found.append(word)
    return list(dict.fromkeys(found))


def _mentioned(index: Index, word: str) -> bool:
    """Whether some memory holds ``word`` (a name: any of its pieces, "flask-login")."""
    return any(index.document_frequency(p) for p in re.split(r"[^\w]+", word) if p)


def unknown_names(index: Index, text: str, named: list[str] | None = None) -> list[str]:
    """The names of ``text`` (``named``, if already read) that no memory mentions: someone or
    something the home never heard of, however well it knows the rest of what is named
    ("For how long has John had Seraphim as a pet?" of a home where John never names a pet
    Seraphim)."""
    named = names(text) if named is None else named
    return [name for name in named if not _mentioned(index, name)]


def _asked_words(text: str, named: list[str] | None) -> list[str]:
    """The words of what a question asks: its search terms less the names it uses
    (``named``, if already read), the words of asking, months, weekdays, numbers and
    prefixes."""
    skip = set(names(text) if named is None else named)
    return [
        t
        for t in search_terms(text)
        if t not in skip
        and t not in _ASKING
        and t not in _NOT_NAMES
        and not any(c.isdigit() for c in t)
        and not t.endswith("*")
    ]


def asked(text: str, named: list[str] | None = None) -> frozenset[str]:
    """What a question asks about, stemmed: its content words less the names it uses
    (``named``, if already read), the words of asking, months, weekdays and numbers."""
    return verb_stems(_asked_words(text, named))


# The unheard words must be this share of what is asked (one of a short question's three
# or four; three of a long request's dozen, which asks in words about the conversation:
# "list the order in which I brought up …").
UNHEARD_SHARE = 0.25
# ... and the home this many memories at least (held-out homes of ~30 notes: the rule
# marked as many right answers as unanswerable questions; LoCoMo's 369 to 689, BEAM's 772
# to 1,364: BENCHMARKS.md, issue 61).
UNHEARD_HOME = 200


def unheard(index: Index, text: str, named: list[str] | None = None) -> list[str]:
    """The words of what ``text`` asks that no memory holds (the index's own tokenizer, so
    "turtles" is heard in "turtle"): a home that never mentions a turtle cannot say how
    often someone walked theirs, however well it knows the someone. Any tense of an
    irregular verb is the word ("grow" is heard in "grew"). None in a home of fewer than
    ``UNHEARD_HOME`` memories: a small home has heard few words, and one it lacks is as
    often a way of asking ("Which database did the team pick?" of "chose PostgreSQL") as a
    thing it never heard of."""
    if index.memory_count() < UNHEARD_HOME:
        return []
    return [
        w
        for w in _asked_words(text, named)
        if not any(index.document_frequency(form) for form in verb_forms(w))
    ]


# A question asking for a sum ("How much did Hartley Plumbing charge for the boiler?", "What's
# the deposit for the hall?"), a time of day ("What time does the open night start?") or a
# day (below) is answered only by a memory that gives one: a note saying that the plumber
# serviced the boiler is about what was asked, word for word, and cannot answer it. The sum is
# asked by "how much" with a word of paying, or by naming a price; a question of how much of
# anything else ("How much RAM…") asks a quantity, and "when" asks a date a memory's own
# date may answer: neither is read here.
_PAYING = (
    r"cost|costs|costing|charge|charges|charged|charging|pay|pays|paid|paying|spend|spends|"
    r"spent|raise|raised|earn|earns|earned|owe|owes|owed|money|price|prices|fee|fees|rent|"
    r"deposit|sell|sells|sold|bill|billed|quote|quoted|worth|salary"
)
_SUM_ASKED = re.compile(
    # "How much did they charge…", "How much is a return in July?" (what a thing is, asked
    # by how much, is its price; not what is left of it), "How much grant did we ask for?"
    r"^\W*(?:and\s+|so\s+)?how\s+much(?:"
    r"(?:\s+(?:is|are|was|were)\b|['’]s\b)(?!\s+(?:left|remaining|needed|there)\b)"
    r"|\s+(?:money|cash|grant|funding|fund|budget)\b"
    rf"|(?=.*\b(?:{_PAYING})\b))"
    # "What's the deposit for the hall?", "What is Tilly's day rate?"
    r"|^\W*what(?:['’]s|\s+is|\s+was|\s+are|\s+were|\s+will\s+be)\s+(?:the\s+|a\s+|"
    r"(?:my|our|your|his|her|their|\w+['’]s)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:price|cost|fee|rent|deposit|salary|charge|(?:day|hourly|daily|nightly|weekly|monthly)"
    r"\s+rate)s?\b"
    # "What does the check cost?", "What are they charging for…", "What does Hiro charge per
    # word?", "What are we paying Yusuf…"
    r"|^\W*what\s+(?:is|are|was|were|will|would|does|do|did)\s+(?:[\w'’&-]+\s+){1,8}?"
    r"(?:cost|costs|charge|charging|charged|(?:pay|paying)\b(?!\s+(?:attention|off|back|"
    r"with|for\s+with)\b))\b",
    re.I,
)
_TIME_ASKED = re.compile(
    r"^\W*(?:and\s+|so\s+)?(?:at\s+)?what\s+time\s+(?:do|does|did|is|was|will|are|were|"
    r"should|shall|can|would)\b",
    re.I,
)
# A day asked of what is to come or recurs ("Which date in May is the christening lunch?",
# "What day is the bin collection?"). Of what happened ("What date did the boiler get
# serviced?") a memory's own date answers: not read.
_DATE_ASKED = re.compile(
    r"^\W*(?:and\s+|so\s+)?(?:on\s+)?(?:what|which)\s+(?:date|day)\b"
    r"(?!.*\b(?:did|was|were|had|has|have)\b)",
    re.I,
)
# Asked for a day, a day word or an ordinal is one ("direct debit on the 15th").
_DAY_WORDS = re.compile(
    r"\b(?:today|tomorrow|tonight|weekends?|weekdays?|daily|(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))\b",
    re.I,
)
# The words of paying are how the sum is asked, not what it is the sum of (and "time",
# "day", "date" how the others are), stemmed as the asked words are.
_ASKED_BY = verb_stems([*_PAYING.split("|"), "much", "time", "day", "date"])
# Asked for a sum, a word of money is one ("a pound each", "a fiver", "free"), and so is a
# figure by the time or the head ("600 a month", "40/hr", "12 each").
_SUMISH = re.compile(
    r"[$£€¥₹]|\b\d+(?:\.\d+)?p\b|\b(?:pounds?|quid|euros?|dollars?|bucks?|pence|cents?|fiver|"
    r"tenner|grand|free|no\s+charge|nothing)\b"
    r"|\b\d[\d,.]*k?\s*(?:(?:a|an|per|/)\s*(?:month|mo|week|wk|year|yr|day|night|hour|hr|h|"
    r"head|person|session|lesson|term|class|visit)|each|pp)\b",
    re.I,
)
# ... and a bare figure told as paid ("we paid 1200 for the sofa", "he quoted 450"): a word
# of paying, a few words, a number that counts nothing else and is no year. ("for 450" is
# not read: "room for 8", "for 20 minutes" — it cost more never-said questions on the note
# sets than it could save.)
_PAID_FIGURE = re.compile(
    rf"\b(?:{_PAYING})\b[^.;!?\d]{{0,25}}?(?<![\w.,])(?!(?:19|20)\d\d\b)\d[\d,.]*k?\b"
    r"(?!\s*-?\s*(?:%|am\b|pm\b|minutes?\b|mins?\b|hours?\b|hrs?\b|days?\b|weeks?\b|months?\b|"
    r"years?\b|people\b|guests\b|times\b|items\b|pieces\b|st\b|nd\b|rd\b|th\b))",
    re.I,
)
# A part of the day answers "what time" loosely.
_DAYPART = re.compile(
    r"\b(?:mornings?|afternoons?|evenings?|nights?|lunch(?:time)?|breakfast|dinner|dawn|"
    r"dusk|sunrise|sunset)\b",
    re.I,
)
# Asked for a time, a number read as one is one: "shut at 2", "kick-off 10.30", "11 till 5"
# — not a day of a month ("from 3 to 14 March"), an ordinal or a count of something.
_MONTH = r"(?:of\s+)?(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b"
_NOT_A_CLOCK = (
    rf"(?![.:,]?\d|\s*(?:%|st\b|nd\b|rd\b|th\b)|\s+{_MONTH}"
    rf"|\s*(?:-|–|to|till|until|and)\s*\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}"
    r"|\s+(?:days?|weeks?|months?|years?|people|guests|kids|minutes?|mins?|hours?|hrs?|miles?|"
    r"km|kg)\b)"
)
_CLOCKISH = re.compile(
    r"\b\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}[.:]\d{2}\b"
    # "from half four", "till quarter past six": an hour in words after a part of it.
    r"|\b(?:half|quarter)\s+(?:past\s+|to\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve)\b"
    rf"|\b(?:at|till|until|til|from|by|after|before|around|about)\s+\d{{1,2}}\b{_NOT_A_CLOCK}"
    rf"|\b\d{{1,2}}\s?(?:-|–|till|until|to)\s?\d{{1,2}}\b{_NOT_A_CLOCK}",
    re.I,
)


# A question asking who did or does something ("Who recommended the Brooks shoes to me?",
# "Who's leading the walk in April?") is answered by a memory that names someone — a name,
# or a person by what they are to someone ("my physio", "Dad", "the vet") — other than
# whom the question names itself. "Who is Sofia?" asks about Sofia: not read.
_WHO_ASKED = re.compile(
    r"^\W*(?:and\s+|so\s+)?(?:who|whom)(?:['’]s\b|['’]ll\b|\s+(?:is|are|was|were|will|would|"
    r"did|does|do|has|have|had|can|could|should|\w+(?:s|ed))\b)",
    re.I,
)
_WHO_IS = re.compile(r"^\W*who(?:['’]s|\s+(?:is|was|are|were))\s+(?P<rest>.*?)\W*$", re.I)
# People by what they are to someone, or by their work.
_PERSON = re.compile(
    r"\b(?:mum|mom|mam|dad|mother|father|parents?|sister|brother|siblings?|wife|husband|"
    r"partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|kids?|child|children|aunt|uncle|"
    r"cousin|nephew|niece|grandma|grandmother|grandpa|grandfather|nan|nana|gran|granny|grandad|"
    r"in-laws?|friends?|neighbou?rs?|flatmates?|roommates?|housemates?|colleagues?|coworkers?|"
    r"boss|manager|director|founder|owner|landlord|landlady|tenants?|clients?|customers?|"
    r"suppliers?|vendors?|contractors?|agent|assistant|intern|volunteers?|members?|committee|"
    r"council|chair|treasurer|secretary|doctor|gp|dentist|vet|nurse|physio|therapist|surgeon|"
    r"consultant|pharmacist|optician|teacher|tutor|coach|trainer|instructor|mechanic|plumber|"
    r"electrician|builder|engineer|developer|designer|accountant|lawyer|solicitor|cleaner|"
    r"childminder|nanny|babysitter|receptionist|officer|inspector|specialist|chef|caterer|"
    r"florist|photographer|officiant|registrar|vicar|priest|rabbi|imam|midwife|carer|"
    r"caretaker|gardener|driver|courier|someone|somebody|nobody|no\s+one)\b",
    re.I,
)


def value_asked(text: str) -> str | None:
    """Which value ``text`` asks for: "sum" (of money), "time" (of day), "date" (a day, of
    the month or the week), "who" (someone), or None."""
    if _SUM_ASKED.search(text):
        return "sum"
    if _TIME_ASKED.search(text):
        return "time"
    if _DATE_ASKED.search(text):
        return "date"
    if _WHO_ASKED.search(text):
        identity = _WHO_IS.match(text)
        rest = re.findall(r"[\w'’-]+", identity["rest"]) if identity else []
        if identity and all(w[:1].isupper() or w.lower() in STOPWORDS for w in rest):
            return None  # "Who is Sofia?": about Sofia, whatever is said of her
        return "who"
    return None


def _gives(content: str, asked_value: str, named_by_question: frozenset[str]) -> bool:
    """Whether ``content`` gives a value of the kind a question asks (``value_asked``);
    ``named_by_question`` are the weekdays or parts of the day the question itself names
    (``_named_by``), which name the thing, not its value."""
    if asked_value == "sum":
        return (
            _SUMISH.search(content) is not None
            or _PAID_FIGURE.search(content) is not None
            or any(m.kind.startswith("money") for m in mentions(content))
        )
    if asked_value == "who":
        # Someone the question does not name itself ("after Felix", "the lab manager").
        people = {p.lower() for p in _PERSON.findall(content)} - named_by_question
        people |= {w.lower() for w in _leading_names(content)} - named_by_question
        return bool(people) or any(
            m.kind == "name"
            and not set(m.norm.split()) <= named_by_question
            and m.norm not in _NOT_NAMES
            for m in mentions(content)
        )
    if asked_value == "date":
        # A month is no day ("in November" of "which date in November").
        return _DAY_WORDS.search(content) is not None or any(
            m.kind == "date" or (m.kind == "day" and m.norm not in named_by_question)
            for m in mentions(content)
        )
    return (
        any(m.lower() not in named_by_question for m in _DAYPART.findall(content))
        or _CLOCKISH.search(content) is not None
        or any(m.kind == "time" for m in mentions(content))
    )


# A capitalised word opening a sentence, and what follows it.
_OPENING = re.compile(
    r"(?:^|[.!?;]\s+|\n)\s*([A-Z][a-z'’-]+)(\s*[:,]|\s+(?:and|&)\s|['’]s\b|\s+[a-z]+)?"
)


def _leading_names(content: str) -> list[str]:
    """The words opening a sentence that read as someone's name: a speaker ("Tom: I can
    cover…"), or one followed by a verb, "and" or a possessive ("Sarah said…", "Tom and I…",
    "Ana's…") — not a noun phrase ("Team kit is…")."""
    found = []
    for match in _OPENING.finditer(content):
        word, after = match.group(1), (match.group(2) or "").strip()
        if word.lower() in STOPWORDS or word.lower() in _NOT_NAMES or not after:
            continue
        verb = after in VERBS or after in _DID or (after.endswith("ed") and len(after) > 3)
        if after in (":", ",", "and", "&") or after[:1] in "'’" or verb:
            found.append(word)
    return found


# What someone did, in the past forms that end in no "-ed".
_DID = frozenset(
    "said told took gave made went came got brought bought sent wrote ran paid found left met "
    "saw knew kept led lent sold won taught spoke thought drove rang".split()
)


def _named_by(question: str, asked_value: str) -> frozenset[str]:
    """What of a value's kind ``question`` names itself: a weekday asked a date of ("Which
    date is the Tuesday meeting?"), a part of the day asked a time of ("the open evening")."""
    if asked_value == "date":
        return frozenset(m.norm for m in mentions(question) if m.kind == "day")
    if asked_value == "time":
        return frozenset(m.lower() for m in _DAYPART.findall(question))
    if asked_value == "who":
        # Its names and whatever else it says of people, word by word ("Rosa", "manager").
        words = re.findall(r"[\w'’-]+", question.lower())
        return frozenset(_POSSESSIVE.sub("", w) for w in words) - STOPWORDS
    return frozenset()


def _holds_any(content: str, wanted: frozenset[str], named: list[str]) -> bool:
    """Whether ``content`` holds one of ``wanted`` (stems), or — when the question asks no
    word besides its names — one of ``named``: a memory naming the person asked about but
    nothing of the thing ("Lena is on holiday from 3 March" for the date of Lena's dinner)
    is about someone else's day."""
    if not wanted:
        lowered = content.lower()
        return not named or any(re.search(rf"\b{re.escape(name)}\b", lowered) for name in named)
    held = verb_stems(query_terms(content))
    # Stems of one word may differ by an ending ("close" / "clos" of "closed").
    return any(
        w == h or (min(len(w), len(h)) >= 4 and (w.startswith(h) or h.startswith(w)))
        for w in wanted
        for h in held
    )


def says_of(content: str, wanted: frozenset[str], share: float) -> bool:
    """Whether ``content`` holds ``share`` of ``wanted`` (stemmed terms), or ``_ENOUGH`` of
    them: a long question (BEAM's run to a dozen such words) is answered by a memory that
    holds a few of its words, not a third."""
    if not wanted:
        return True
    held = len(wanted & verb_stems(query_terms(content)))
    return held >= min(share * len(wanted), _ENOUGH)


# How a note saying no memory mentions the question's names begins: such an answer is weak
# under any thresholds (the bench's trade table reads it).
UNKNOWN_NOTE = "nothing clearly relevant: no memory mentions"


def mark(
    index: Index, settings: QuerySettings, text: str, hits: list[SearchHit]
) -> tuple[str | None, list[str]]:
    """Mark the weak hits of an answer; a note when none is clearly relevant (else None),
    and the words of what was asked that no memory holds (``unheard``)."""
    named = names(text)
    missing = unheard(index, text, named)
    if not hits:
        return None, missing
    unknown = unknown_names(index, text, named)
    if unknown:
        for hit in hits:
            hit.weak = True
        return f"{UNKNOWN_NOTE} {', '.join(unknown[:3])}", missing
    return grade_answer(settings, text, hits, named, missing), missing


def grade_answer(
    settings: QuerySettings,
    text: str,
    hits: list[SearchHit],
    named: list[str] | None = None,
    missing: Sequence[str] = (),
) -> str | None:
    """Mark the weak hits of an answer whose names the home knows, by the scores and words
    alone (no index read: the bench grades one answer under several settings; ``missing``
    are the asked words no memory holds, ``unheard``); a note when none is clearly relevant
    (else None)."""
    if not hits:
        return None
    best = max(h.score for h in hits)
    floor = max(settings.weak_below, settings.weak_share * best)
    named = names(text) if named is None else named
    words = _asked_words(text, named)
    wanted = verb_stems(words)
    # A question asking a sum, a time of day or a day is answered only by a hit giving one:
    # when none of the first does, however close their words, the answer says nothing of the
    # ask. The first hit is the ranking's reading of what was asked, paraphrase and all
    # ("lock up" of "we shut at 1"); a later one gives it only holding a word of the ask
    # besides the words of asking (a price of something else answers nothing).
    value = value_asked(text)
    if value is not None:
        about = wanted - _ASKED_BY
        own = _named_by(text, value)
        if not any(
            _gives(h.content or h.snippet, value, own)
            and (i == 0 or _holds_any(h.content or h.snippet, about, named))
            for i, h in enumerate(hits[:_READ])
        ):
            for hit in hits:
                hit.weak = True
            kind = {"sum": "a sum", "time": "a time of day", "date": "a date", "who": "anyone"}[
                value
            ]
            first = min(_READ, len(hits))
            return f"nothing clearly relevant: none of the first {first} gives {kind}"
    # A hit the question names by its tag or kind ("what do I know about our infra?") is
    # about what was asked, whatever its words.
    named_kind = any(h.why.get("scope", 0.0) > 0 for h in hits[:_READ])
    # A word of what is asked that no memory holds is a part of the question the home cannot
    # say: a middling answer is about the rest (the person, the other words), not the ask.
    never = (
        len(missing) >= max(1.0, UNHEARD_SHARE * len(words))
        and best < settings.unheard_below
        and not named_kind
    )
    # The asked words are read only of a question that names someone or something the home
    # knows: its hits may be about the name alone ("Lena's favourite food" answered with
    # Lena's other memories). Without a name, the hits were found by the words and meaning of
    # the ask itself, and a paraphrase holds none of its words ("Who looks after our social
    # media?" of "Priya runs the Instagram account").
    said = not never and (
        best >= settings.asked_below
        or not named
        or named_kind
        or any(says_of(h.content or h.snippet, wanted, settings.asked_share) for h in hits[:_READ])
    )
    meanings = sorted(h.why.get("semantic", 0.0) for h in hits[:_USUAL])
    usual = meanings[len(meanings) // 2]
    for hit in hits:
        meaning = hit.why.get("semantic", 0.0)
        # A memory the question's meaning clearly matches is not weak for sharing no word,
        # nor one that stands out in meaning from the rest of the answer.
        close = meaning >= settings.weak_unless_semantic
        apart = meaning - usual >= settings.weak_unless_apart
        # Nor one holding much of what was asked: in a small home FTS5's IDF is ~0 for any
        # word in half the memories, so keywords add nothing to the score of a plain match.
        held = hit.why.get("coverage", 0.0) >= settings.weak_unless_coverage
        low = hit.score < floor and not close and not held
        hit.weak = (not said and not apart) or (low and not apart)
    if all(h.weak for h in hits):
        if never:
            return (
                f"nothing clearly relevant: the best match scores {best:.2f} and no memory "
                f"mentions {', '.join(missing[:3])}"
            )
        if not said:
            # The question's own words, not their stems ("allergies", not "allergi").
            told = [t for t in search_terms(text) if verb_stems([t]) <= wanted][:3]
            return (
                f"nothing clearly relevant: the best match scores {best:.2f} and none of the "
                f"first {min(_READ, len(hits))} says anything of {', '.join(told)}"
            )
        return f"nothing clearly relevant: the best match scores {best:.2f}"
    return None
