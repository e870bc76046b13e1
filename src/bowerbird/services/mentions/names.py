"""Names, titles and environments: a capitalised run that names someone or something
(never a verb opening a note, a month or a weekday), a title's lower-case name ("dr
hallam"), the words an environment goes by.
"""

from __future__ import annotations

import re

from ..text import STOPWORDS, plain_letters
from .base import _DAYS, VERBS, Mention, _Add, _fmt
from .dates import _DAY_SHORT, _MONTHS, _short_day
from .times import _SPOKE, FREQUENCIES

ENVIRONMENTS = frozenset(
    "prod production staging stage dev development test testing qa uat sandbox preprod "
    "canary local locally live".split()
)
# A theatre's stage, not the staging environment.
_THEATRE_STAGE = re.compile(
    r"\b(?:on|off|main|back|centre|center)\s+stage\b|\bstage[- ](?:manager|managers|"
    r"management|door|crew|hand|hands|left|right|lights|lighting|directions|school|name|fright)\b"
)
_ENV_ALIAS = {
    "prod": "production", "stage": "staging", "dev": "development", "testing": "test",
    "locally": "local",  # "runs Redis locally" is its local instance
}  # fmt: skip
# A title in lower case and the word after it ("dr hallam", "mrs adeyemi").
_TITLED_LOWER = re.compile(r"\b(?-i:dr|mr|mrs|ms|prof)\.?\s+(?P<name>(?-i:[a-z][a-z'’-]{2,}))\b")
# Letters of a name in the Latin scripts ("Zoë", "Ciarán", "Łukasz", "Maëlle").
_UPPER = "A-ZÀ-ÖØ-ÞĀ-Ž"
_LETTER = "a-zA-ZÀ-ÖØ-öø-ÿĀ-ž"
# "Forest of Dean", "Isle of Wight", "Bank of England", "University of Leeds": "of" inside one
# name, after a word that names a kind of place or body. (Not after a person's name: "Ana of
# Hatch & Co" is someone and where she works.)
_OF_A_PLACE = (
    r"(?:"
    + "|".join(
        f"(?<={word})"
        for word in (
            "Forest Isle Isles Island Islands Vale Valley Bay Gulf Lake Loch Mount Cape Port "
            "Bank University College School Institute Museum Society Department Ministry "
            "Church Cathedral Abbey City County Duchy Kingdom Republic Friends Order"
        ).split()
    )
    + r")\s+of\s+(?:the\s+)?"
)
_NAME = re.compile(
    rf"(?<![\w'])"
    # "St Aldhelm's Hall", "King's Cross": a saint's (or a king's) possessive opens the name.
    rf"(?:(?:(?:St\.?|Saint)\s+[{_UPPER}][{_LETTER}-]*|King|Queen)['’]s\s+(?=[{_UPPER}]))?"
    # (A product's name may open in lower case with a capital inside: "memoQ", "iPhone";
    # a code word opening with a verb or "not" is no name: "notAfter", "getUser".)
    rf"(?:[{_UPPER}][{_LETTER}-]*[{_LETTER}]|[A-Z]{{2,}}|(?!(?:not|get|set|is|has|to|on|max|min)[A-Z])[a-z]{{1,6}}[A-Z][A-Za-z]*(?![\w-]|\.\w))"
    # "Spoke & Chain"; "Casa do Largo", "Rio de Janeiro", "van Gogh": a name's particles.
    r"(?:(?:\s+|\s+&\s+|\s+(?:da|das|de|del|della|der|di|do|dos|du|van|von|den|ten|ter)"
    rf"(?:\s+la)?\s+|{_OF_A_PLACE})(?:[{_UPPER}][{_LETTER}-]*[{_LETTER}]|[A-Z]{{2,}}))*"
    # "Studio B", "Plan C", "Gate F": a name and the letter that says which one.
    r"(?:\s+[A-HJ-Z](?=['’]s\b|[^\w'’.]|\.(?!\s*[A-Z][a-z])|$))?"
)
TITLES = frozenset("dr mr mrs ms prof st".split())
# Titles as written in full too ("Professor Achterberg").
TITLE_WORDS = TITLES | {"professor", "doctor", "sir", "dame", "miss"}


def _read_words(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: words."""
    lowered = text.lower()
    for m in re.finditer(r"\b[a-z]+\b", lowered):
        word = m.group(0)
        if word in ENVIRONMENTS and text[m.start()].isupper() and _acts(text, m.end()):
            continue  # "Dev has taken over": a person, not the dev environment
        if word == "stage" and _THEATRE_STAGE.search(lowered, max(0, m.start() - 8), m.end() + 12):
            continue  # "the stage manager", "on stage": a theatre's stage
        if word in ("test", "testing", "tests") and _test_of_a_thing(text, m.start(), m.end()):
            continue  # "the pager test", "a fire alarm test": a check of a thing, an event
        if word in ENVIRONMENTS and (word != "live" or _live_env(lowered, m.start(), m.end())):
            add("environment", _ENV_ALIAS.get(word, word), m.start(), m.end())
        elif word.rstrip("s") in _DAYS:
            add("day", word.rstrip("s"), m.start(), m.end())
        elif word in _DAY_SHORT and _short_day(text, m.start(), m.end()):
            add("day", _DAY_SHORT[word], m.start(), m.end())  # "veg box (Sat)", "on Tue"
        elif (
            word in _MONTHS
            and (
                len(word) > 3
                # A month written short beside a weekday ("good aug saturday"): which
                # days of the year a note jots. ("contract ends nov" is read with its
                # date's words elsewhere; "mar", "jan", "dec" and "may" are words too.)
                or (word in _SHORT_MONTHS and _BESIDE_A_DAY.match(lowered, m.end()) is not None)
                # "in May" (capitalised, not opening a sentence: "May I…" asks, "may" the verb)
                or (
                    word == "may"
                    and text[m.start()].isupper()
                    and not _sentence_start(text, m.start())
                )
                # (Or after "from"/"until"/"since", with no verb after it: "£171 a month from
                # may", "closed until may.")
                or (
                    word == "may"
                    and re.search(r"\b(?:from|until|till|since|by|in|of)\s+$", lowered[: m.start()])
                    is not None
                    and re.match(r"\s*(?:[,;.)—–-]|$|\d|onwards?\b)", lowered[m.end() :])
                    is not None
                )
            )
        ):
            add("month", str(_MONTHS[word]), m.start(), m.end())
        elif word in FREQUENCIES:
            kind, period = FREQUENCIES[word]
            add(f"every:{kind}", _fmt(period), m.start(), m.end())


_SHORT_MONTHS = frozenset("feb apr jun jul aug sep oct nov".split())
_BESIDE_A_DAY = re.compile(r"\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b")


def _read_name(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: name."""
    for m in _NAME.finditer(text):
        start, words = m.start(), m.group(0).split()
        # A capital opening a sentence is a name only when a verb or possessive follows.
        if _sentence_start(text, start):
            first = words[0]
            # (Nor a verb that opens an instruction or a change: "Swap Nuevo Prisma for …",
            # "Switched Fenwick Mill for …" — the name is what follows it.)
            if (
                first.lower() in STOPWORDS
                or first.lower() in _OPENERS
                or (len(words) > 1 and first.lower() in _CHANGE_OPENERS)
            ):
                words = words[1:]
                if not words:
                    continue
                start = text.index(words[0], start + len(first))
            elif len(words) == 1 and re.fullmatch(r"[A-Z][a-z]+(?:-[a-z]+)+", first):
                # A compound of words in small letters after its capital ("Self-hire punts
                # …", "Long-stay parking …"): a word, whatever follows it.
                continue
            elif (
                len(words) == 1
                and not _verb_follows(text, m.end())
                and not re.search(r"[a-z][A-Z]", first)  # "KilnNet": written as a name
                and not _labelled(text, start, m.end())  # "guest wifi: Bluebell"
            ):
                continue
        while words and words[0].lower().rstrip(".") in TITLES:
            start = text.index(words[1], start) if len(words) > 1 else start
            words = words[1:]
        if len(words) > 1 and words[-1].lower() in _DAY_SHORT:
            words = words[:-1]  # "Huskies Sat ice": a name, then the day it says
        if not words:
            continue
        name = " ".join(words)
        end = start + len(name)
        if re.match(r"\s*-?\d", text[end:]):
            continue  # "Year 8", "Spark 3.3", "Room 12": a thing and its number
        if (name.lower() in STOPWORDS and not (name.isupper() and len(name) > 1)) or (
            name.lower() in _MONTHS
        ):
            continue  # "us" is a word, "US" a country
        if name.lower() in ENVIRONMENTS and not _acts(text, end):
            continue
        if any(w.lower().rstrip("s") in _DAYS for w in words):
            continue
        # Typed with or without its accents, one name ("Zoë" / "Zoe").
        # (A title's own "The" inside a sentence names nothing more: "The Winter's Tale".)
        norm = re.sub(r"^the\s+", "", plain_letters(_possessive(name).lower()))
        add("name", norm, start, end)


def _read_titled_lower(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: titled lower."""
    for m in _TITLED_LOWER.finditer(text):
        # "dr hallam", "mrs adeyemi": a person's title before a word typed in lower case is
        # their name, as "Dr Hallam" would be.
        if m["name"] not in STOPWORDS and m["name"] not in VERBS and m["name"] not in _SPOKE:
            add("name", plain_letters(_possessive(m["name"])), m.start("name"), m.end("name"))


def _live_env(text: str, start: int, end: int) -> bool:
    """Whether "live" names an environment ("the live settlement", "in live") rather than
    being a verb ("the stocks live in room B214")."""
    before = re.findall(r"[a-z]+", text[:start])[-1:] or [""]
    after = re.findall(r"[a-z]+", text[end:])[:1] or [""]
    return before[0] in {"", "the", "a", "an", "in", "on", "to", "for", "of", "and", "or", "vs",
                         "versus", "is", "are"} or after[0] in _LIVE_NOUNS  # fmt: skip


def _test_of_a_thing(text: str, start: int, end: int) -> bool:
    """Whether "test" is a check of the thing named right before it in lower case ("the
    pager test", "Saltness lifeboat pager test: Mondays") rather than the test environment
    ("deploy to test", "staging and test", "the Pellham test API", "the test cluster")."""
    before = re.findall(r"[A-Za-z]+", text[:start])[-1:] or [""]
    after = re.findall(r"[a-z]+", text[end:].lower())[:1] or [""]
    word = before[0]
    return (
        word.islower()
        and word not in STOPWORDS
        and word not in ENVIRONMENTS
        and word not in VERBS
        and not word.endswith("ed")
        and after[0] not in _LIVE_NOUNS
        and after[0] not in _SYSTEM_NOUNS
    )


# What an environment qualifies ("the test API", "a test tenant"): a system, not an event.
_SYSTEM_NOUNS = frozenset(
    "env environment box boxes stack instance instances api apis app apps db endpoint url "
    "build builds bucket deployment project tenant tenants host hosts node nodes vm".split()
)


_LIVE_NOUNS = frozenset(
    "environment env mode keys key site system server servers data settlement payments "
    "account accounts traffic database cluster".split()
)

_OPENERS = frozenset(
    # "User prefers pnpm…": how an assistant writes of whom a memory is about, no name.
    "user actually correction update note fyi also so and but please scratch oh hey btw "
    "as from since these this our every each when after before for "
    # ("Nowadays Berenice sees …": when, or how it is told, before the name.)
    "nowadays currently lately recently today yesterday tomorrow apparently sadly luckily "
    "unfortunately finally anyway meanwhile "
    # ("Nobody takes a punt out of Mossbank …": whoever is meant, no one named.)
    "nobody noone everyone everybody someone somebody anyone anybody".split()
)


def _labelled(text: str, start: int, end: int) -> bool:
    """Whether a word is the whole value after a label's colon ("wifi: Bluebell.")."""
    return (
        text[:start].rstrip().endswith(":") and re.match(r"\s*(?:[.;,]|$)", text[end:]) is not None
    )


def _sentence_start(text: str, at: int) -> bool:
    before = text[:at].rstrip()
    if re.search(r"\b(?:dr|mr|mrs|ms|prof|st)\.$", before, re.I):
        return False  # "…is now Dr. Mbeki"
    return not before or before[-1] in ".!?:;\n\"'(-"


def _verb_follows(text: str, end: int) -> bool:
    rest = text[end:].lstrip()
    if rest.startswith(("'s", "’s")):
        return True
    found = re.match(r"[a-z']+", rest)
    if found is None:
        return False
    word = found.group(0)
    return word in VERBS or word in _ADVERBS or word.endswith("s")


def _acts(text: str, end: int) -> bool:
    """Whether a verb follows, an "'s" read as "is" or "has" ("Dev's taken over") and never
    as a possessive ("Staging's Postgres is version 15": the staging environment's)."""
    if not _verb_follows(text, end):
        return False
    rest = text[end:].lstrip()
    if not rest.startswith(("'s", "’s")):
        return True
    after = re.match(r"[a-z']+", rest[2:].lstrip())
    return after is not None and (
        after.group(0) in VERBS
        or after.group(0) in _ADVERBS
        or re.fullmatch(r"[a-z]+(?:ed|en)|been|gone|left|got|gotten|taken|a|an|the", after.group(0))
        is not None
    )


# Words that may stand between a name and its verb ("Bea no longer runs…").
# Verbs that open an instruction, a told change or a note told without its subject ("Asked
# Sinead Byrne to …", "Rang Dev about …"), never the first word of a name.
_CHANGE_OPENERS = frozenset(
    "swap swapped switch switched replace replaced use using used book booked move moved "
    "cancel cancelled canceled change changed ask asked told rang phoned emailed texted "
    "messaged paid met reminded invited hired thanked called visited "
    # ("Booking Pan Jumbie to play at a wedding costs …": the gerund opens the clause.)
    "booking calling ringing asking emailing texting messaging paying hiring inviting "
    "visiting "
    # ("Watched Callan toast a butt …": a story opens with what its teller did.)
    "watched saw heard helped joined showed drove walked followed counted marshalled "
    "collected dropped popped took brought sat stood".split()
)
_ADVERBS = frozenset("no never not now also always still usually often just".split())


def _possessive(name: str) -> str:
    return re.sub(r"['’]s?$", "", name)
