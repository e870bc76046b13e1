"""A statement read once: what it is about, the values it gives (normalised), its polarity,
and the cues that make it a correction. ``judge.py`` compares two of these.

Values are found with their place in the text (a ``Mention``), so a correction can swap one
value of a memory for another and leave the rest of the card as it was written. They are
normalised before anything compares them: numbers written as words ("twenty-one" = 21),
thousands separators ("4,000" = 4000), units and their spellings ("25MB" = "25 MB", "km" =
"kilometres"), durations in one unit ("1 hour" = "60 minutes"), money ("$1,850" = "1850
dollars" = "1,850 USD"), times of day ("4:45 pm" = "16:45", "quarter to ten" = "9:45") and
dates ("22 October" = "Oct 22nd" = "10/22"; "2027-01-15" = "15 January 2027").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .text import STOPWORDS, stem_set
from .values import BASE_VERBS, SMALL_NUMBERS, TENS

# ---------------------------------------------------------------- values


def same_time(a: str, b: str) -> bool:
    """Whether two times of day may be one ("~2:30", said without am or pm, is 2:30 or
    14:30)."""
    if a == b:
        return True
    if not (a.startswith("~") or b.startswith("~")):
        return False

    def twelve(t: str) -> str:
        h, m = t.lstrip("~").split(":")
        return f"{int(h) % 12}:{m}"

    return twelve(a) == twelve(b)


@dataclass(frozen=True)
class Mention:
    """One value in a text: its kind ("duration", "money:gbp", "time", "date", "number",
    "name"…), its normalised form, and where it was written."""

    kind: str
    norm: str
    start: int
    end: int
    raw: str

    @property
    def key(self) -> tuple[str, str]:
        return self.kind, self.norm


_MONTHS = {
    name: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for name in names
}  # fmt: skip
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
# Numbers written as words: the same tables ``values.py`` reads them with.
_SMALL = SMALL_NUMBERS
_TENS = TENS
_WORD_NUMBER = (
    r"(?:(?:"
    + "|".join(_TENS)
    + r")(?:[- ](?:"
    + "|".join(list(_SMALL)[1:10])
    + r"))?|"
    + "|".join(sorted(_SMALL, key=len, reverse=True))
    + r")"
)
_SCALE_WORD = r"(?:hundred|thousand|million)"
# "a hundred and fifty", "two thousand five hundred", "two and a half thousand".
_SPELLED = (
    rf"(?:(?:a|one)\s+{_SCALE_WORD}|{_WORD_NUMBER}(?:(?:\s+and\s+a\s+half)?\s+{_SCALE_WORD})+)"
    rf"(?:(?:\s+and)?\s+{_WORD_NUMBER}(?:\s+{_SCALE_WORD})?)*"
    rf"|{_WORD_NUMBER}"
)
_NUMBER = rf"(?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?:\.\d+)?|{_SPELLED}|a dozen|dozen|half a|half an"

# Measured units, by what they measure, with a factor to one base unit: "1 hour" = "60 min".
_UNITS: dict[str, tuple[str, float]] = {}
for _names, _kind, _factor in [
    ("ms msec msecs millisecond milliseconds", "duration", 0.001),
    ("s sec secs second seconds", "duration", 1),
    ("min mins minute minutes", "duration", 60),
    ("h hr hrs hour hours", "duration", 3600),
    ("day days", "duration", 86400),
    ("week weeks wk wks", "duration", 604800),
    ("month months", "months", 1),
    ("year years yr yrs", "years", 1),
    ("byte bytes", "bytes", 1),  # not "b": "7B" names a class, a flat, a seat
    ("kb kib ki kilobyte kilobytes", "bytes", 1e3),
    ("mb mib mi megabyte megabytes", "bytes", 1e6),
    ("gb gib gi gigabyte gigabytes", "bytes", 1e9),
    ("tb tib ti terabyte terabytes", "bytes", 1e12),
    ("mm millimetre millimetres millimeter millimeters", "length", 0.001),
    ("cm centimetre centimetres centimeter centimeters", "length", 0.01),
    ("m metre metres meter meters", "length", 1),
    ("km kms kilometre kilometres kilometer kilometers", "length", 1000),
    ("mile miles", "length", 1609.344),
    ("mcg µg microgram micrograms", "mass", 1e-6),
    ("mg milligram milligrams", "mass", 1e-3),
    ("g gram grams gramme grammes", "mass", 1),
    ("kg kgs kilo kilos kilogram kilograms", "mass", 1000),
    ("lb lbs", "mass", 453.59237),
    ("ml millilitre millilitres milliliter milliliters", "volume", 1e-3),
    ("l litre litres liter liters", "volume", 1),
    ("% percent per-cent pct", "percent", 1),
    ("rpm", "rpm", 1),
    ("iu", "iu", 1),
    ("°c celsius", "celsius", 1),
    ("°f fahrenheit", "fahrenheit", 1),
    ("kbps", "rate", 1e3),
    ("mbps", "rate", 1e6),
    ("gbps", "rate", 1e9),
    ("ghz", "hertz", 1e9),
    ("mhz", "hertz", 1e6),
]:
    for _name in _names.split():
        _UNITS[_name] = (_kind, _factor)
_UNIT = r"(?P<unit>" + "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True)) + ")"
_CURRENCY_SIGNS = {"$": "usd", "£": "gbp", "€": "eur", "¥": "jpy", "₹": "inr"}
_CURRENCY_WORDS = {
    "usd": "usd", "dollar": "usd", "dollars": "usd", "bucks": "usd", "gbp": "gbp",
    "pound": "gbp", "pounds": "gbp", "quid": "gbp", "eur": "eur", "euro": "eur",
    "euros": "eur", "cad": "cad", "aud": "aud", "chf": "chf", "jpy": "jpy", "yen": "jpy",
    "inr": "inr", "rupees": "inr", "nzd": "nzd", "sek": "sek", "nok": "nok", "dkk": "dkk",
}  # fmt: skip
ENVIRONMENTS = frozenset(
    "prod production staging stage dev development test testing qa uat sandbox preprod "
    "canary local live".split()
)
_ENV_ALIAS = {"prod": "production", "stage": "staging", "dev": "development", "testing": "test"}
# How often, as the period it names: "hourly" = "every hour" = "every 60 minutes".
FREQUENCIES: dict[str, tuple[str, float]] = {
    "hourly": ("duration", 3600), "daily": ("duration", 86400), "nightly": ("duration", 86400),
    "weekly": ("duration", 604800), "biweekly": ("duration", 1209600),
    "fortnightly": ("duration", 1209600), "monthly": ("months", 1), "quarterly": ("months", 3),
    "yearly": ("years", 1), "annually": ("years", 1), "annual": ("years", 1),
}  # fmt: skip
# "every hour", "a day", "per week": one of the unit.
_ONE_UNIT = re.compile(
    r"\b(?:every|each|per|an?|one|once an?)\s+(?P<unit>second|minute|hour|day|night|week|"
    r"fortnight|month|year|morning|evening|afternoon)\b",
    re.I,
)
_EVERY = re.compile(r"\b(?:every|each|per|once an?|twice an?)\s*$", re.I)
_PERIODS = {
    "second": ("duration", 1.0), "minute": ("duration", 60.0), "hour": ("duration", 3600.0),
    "day": ("duration", 86400.0), "night": ("duration", 86400.0),
    "morning": ("duration", 86400.0), "evening": ("duration", 86400.0),
    "afternoon": ("duration", 86400.0),
    "week": ("duration", 604800.0), "fortnight": ("duration", 1209600.0),
    "month": ("months", 1.0), "year": ("years", 1.0),
}  # fmt: skip

_MONEY = re.compile(
    rf"(?P<sign>[$£€¥₹])\s?(?P<num>{_NUMBER})(?P<scale>k|m|bn)?\b"
    rf"|(?P<num2>{_NUMBER})(?P<scale2>k|m)?\s?(?P<cur>"
    + "|".join(sorted(_CURRENCY_WORDS, key=len, reverse=True))
    + r")\b",
    re.I,
)
_CLOCK_WORD = r"(?P<h>\d{1,2}|" + "|".join(list(_SMALL)[1:13]) + r")"
_TIME = re.compile(
    rf"\b(?P<hh>\d{{1,2}})(?:[:.](?P<mm>\d{{2}}))?\s?(?P<ampm>a\.?m\.?|p\.?m\.?)(?![a-z])"
    rf"|\b(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)(?::\d\d)?\b(?!\s?(?:a\.?m|p\.?m))"
    rf"|\b(?P<rel>half past|quarter past|quarter to)\s+{_CLOCK_WORD}\b"
    rf"|\b(?P<noon>noon|midday|midnight)\b",
    re.I,
)
# An age group in words: "under-twelves", "over fifties".
_AGE_GROUP = re.compile(rf"\b(?P<side>under|over)[- ](?P<age>{_WORD_NUMBER})s?\b", re.I)
# A phone number: three or more groups of digits ("0161 555 0161", "+44 20 7946 0958").
_PHONE = re.compile(r"(?<![\w.])\+?\d{2,5}(?:[ -]\d{2,5}){2,}(?!\w|\.\d)")
_TIME_RANGE = re.compile(
    r"\b(?P<a>\d{1,2}(?::\d\d)?)\s?[-–]\s?(?P<b>\d{1,2}(?::\d\d)?)\s?(?P<ampm>[ap]\.?m\.?)(?![a-z])",
    re.I,
)
_DATE = re.compile(
    r"\b(?P<iso>(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2}))\b"
    rf"|\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH}(?:,?\s+(?P<y1>\d{{4}}))?\b"
    rf"|\b{_MONTH.replace('month', 'month2')}\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b"
    r"(?:,?\s+(?P<y2>\d{4}))?"
    r"|\b(?P<a>\d{1,2})/(?P<b>\d{1,2})(?:/(?P<y3>\d{2}|\d{4}))?\b",
    re.I,
)
# Durations written in two parts or in words: "1 h 15 min", "an hour and a quarter", "half
# an hour", "net 45" (payment terms: days).
_SPAN = re.compile(
    r"\b(?P<h>\d+)\s?(?:h|hr|hrs|hours?)\s?(?:and\s)?(?P<m>\d+)\s?(?:m|min|mins|minutes?)\b"
    r"|\b(?:an?|one)\s+hour\s+and\s+an?\s+(?P<part>quarter|half)\b"
    r"|\b(?:an?|one)\s+hour\s+and\s+(?P<hm>\d+)\s+minutes?\b"
    r"|\bhalf\s+an\s+hour\b(?P<half>)"
    r"|\b(?:a\s+)?quarter\s+of\s+an\s+hour\b(?P<quarter>)"
    r"|\bnet[- ]?(?P<net>\d{1,3})\b",
    re.I,
)


def _span_seconds(m: re.Match[str]) -> float | None:
    """The seconds a ``_SPAN`` match stands for."""
    if m["h"] is not None:
        return int(m["h"]) * 3600 + int(m["m"]) * 60
    if m["part"] is not None:
        return 3600 + (900 if m["part"].lower() == "quarter" else 1800)
    if m["hm"] is not None:
        return 3600 + int(m["hm"]) * 60
    if m["half"] is not None:
        return 1800
    if m["quarter"] is not None:
        return 900
    if m["net"] is not None:
        return int(m["net"]) * 86400
    return None


# Opening hours and other spans written "9-6", "8:30-17:00" (a date range is read as dates).
_RANGE = re.compile(
    r"(?<![\w.-])(?P<a>\d{1,2}(?::\d\d)?)\s?[-–]\s?(?P<b>\d{1,2}(?::\d\d)?)(?![\w.-])"
)
_QUANTITY = re.compile(
    rf"(?P<neg>(?<![\w-])(?:minus|-)\s?)?(?P<num>{_NUMBER})(?P<gap>\s?-?){_UNIT}(?![\w%])", re.I
)
_BARE = re.compile(rf"(?<![\w.,/-])(?P<neg>minus[ -]?|-)?(?P<num>{_NUMBER})(?![\w%])", re.I)
_IDENT = re.compile(
    r"(?<![\w.-])[A-Za-z0-9][\w.-]*\d[\w.-]*|[A-Za-z]+-?\d[\w.-]*"
    r"|(?<![\w.-])\d+[A-Za-z][\w-]*"  # "7B", "3rdFloor": a number naming which thing
    r"|(?<![\w])[#@/][A-Za-z][\w./-]*\w"  # "#team-web", "@ops", "/healthz"
)
_NAME = re.compile(
    r"(?<![\w'])(?:[A-Z][a-zA-Z-]*[a-zA-Z]|[A-Z]{2,})"
    r"(?:(?:\s+|\s+&\s+)(?:[A-Z][a-zA-Z-]*[a-zA-Z]|[A-Z]{2,}))*"  # "Spoke & Chain" is one
)
_TITLES = frozenset("dr mr mrs ms prof st".split())


def _number(word: str) -> float | None:
    """The number a numeral or a number word stands for ("4,000", "twenty-one", "a dozen")."""
    w = word.lower().replace(",", "").strip()
    if w in ("a dozen", "dozen"):
        return 12.0
    if w in ("half a", "half an"):
        return 0.5
    try:
        return float(w)
    except ValueError:
        pass
    if re.search(r"\b(?:hundred|thousand|million|half)\b", w):
        return _spelled(w)
    parts = re.split(r"[- ]", w)
    if all(p in _SMALL or p in _TENS for p in parts):
        return float(sum(_SMALL.get(p, 0) + _TENS.get(p, 0) for p in parts))
    return None


_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}


def _spelled(words: str) -> float | None:
    """A number written in words with scales ("a hundred and fifty" → 150, "two and a half
    thousand" → 2500, "two thousand five hundred" → 2500)."""
    total, current = 0.0, 0.0
    for word in re.split(r"[\s-]+", words):
        if word in ("and", ""):
            continue
        if word == "a":
            current = current or 1.0
        elif word == "half":
            current += 0.5
        elif word in _SMALL or word in _TENS:
            current += _SMALL.get(word, 0) + _TENS.get(word, 0)
        elif word in _SCALES:
            current = (current or 1.0) * _SCALES[word]
            if _SCALES[word] >= 1000:
                total, current = total + current, 0.0
        else:
            return None
    return total + current


def _fmt(value: float) -> str:
    return f"{value:.6g}"


def _clock(h: int, m: int) -> str:
    return f"{h % 24}:{m:02d}"


def _spans_free(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    return all(end <= a or start >= b for a, b in taken)


@functools.lru_cache(maxsize=4096)
def mentions(text: str) -> tuple[Mention, ...]:
    """Every value written in ``text``, normalised, in the order written."""
    found: list[Mention] = []
    taken: list[tuple[int, int]] = []

    def add(kind: str, norm: str, start: int, end: int) -> None:
        if _spans_free(taken, start, end):
            taken.append((start, end))
            found.append(Mention(kind, norm, start, end, text[start:end]))

    for m in _MONEY.finditer(text):
        num = _number(m["num"] or m["num2"] or "")
        if num is None:
            continue
        scale = (m["scale"] or m["scale2"] or "").lower()
        num *= {"k": 1e3, "m": 1e6, "bn": 1e9}.get(scale, 1)
        cur = _CURRENCY_SIGNS.get(m["sign"] or "", "") or _CURRENCY_WORDS[(m["cur"] or "").lower()]
        add(f"money:{cur}", _fmt(num), m.start(), m.end())
    for m in _DATE.finditer(text):
        if m["iso"]:
            year, month, day = int(m["iy"]), int(m["im"]), int(m["id"])
        elif m["d1"]:
            year, month, day = int(m["y1"] or 0), _MONTHS[m["month"].lower()], int(m["d1"])
            if m["month"].lower() == "may" and not m["month"][0].isupper():
                continue  # "may" the verb
        elif m["d2"]:
            month_word = m["month2"]
            if month_word.lower() == "may" and not month_word[0].isupper():
                continue
            year, month, day = int(m["y2"] or 0), _MONTHS[month_word.lower()], int(m["d2"])
        else:
            a, b = int(m["a"]), int(m["b"])
            year = int(m["y3"] or 0)
            year = year + 2000 if 0 < year < 100 else year
            if a > 12 >= b:
                day, month = a, b
            elif b > 12 >= a:
                month, day = a, b
            else:
                continue  # 03/04: which is the month is not written down
        if not (1 <= month <= 12 and 1 <= day <= 31):
            continue
        add("date", f"{year:04d}-{month:02d}-{day:02d}" if year else f"{month:02d}-{day:02d}",
            m.start(), m.end())  # fmt: skip
    for m in _PHONE.finditer(text):
        add("identifier", re.sub(r"\D", "", m.group(0)), m.start(), m.end())
    for m in _TIME_RANGE.finditer(text):
        # "2-4 pm": both ends in the afternoon, as two times of day.
        pm = m["ampm"].lower().startswith("p")
        opens, closes = int(m["a"].partition(":")[0]), int(m["b"].partition(":")[0])
        for side in ("a", "b"):
            hh, _, mins = m[side].partition(":")
            # "9-5 pm" opens in the morning: a start later than the end is before noon.
            afternoon = pm and not (side == "a" and opens > closes)
            if int(hh) <= 12:
                at = _clock(int(hh) % 12 + (12 if afternoon else 0), int(mins or 0))
                add("time", at, m.start(side), m.end(side))
    for m in _TIME.finditer(text):
        if m["ampm"]:
            h, mm = int(m["hh"]), int(m["mm"] or 0)
            if h > 12 or mm > 59:
                continue
            pm = m["ampm"].lower().startswith("p")
            h = (h % 12) + (12 if pm else 0)
        elif m["h24"]:
            h, mm = int(m["h24"]), int(m["m24"])
            if 1 <= h <= 12 and not m["h24"].startswith("0"):
                add("time", "~" + _clock(h % 12, mm), m.start(), m.end())  # am or pm?
                continue
        elif m["rel"]:
            hour = _number(m["h"])
            if hour is None:
                continue
            h = int(hour)
            rel = m["rel"].lower()
            mm = 30 if rel == "half past" else 15 if rel == "quarter past" else 45
            h = h - 1 if rel == "quarter to" else h
            add("time", "~" + _clock(h % 12, mm), m.start(), m.end())  # am or pm: not said
            continue
        else:
            h, mm = (0, 0) if m["noon"].lower() == "midnight" else (12, 0)
        add("time", _clock(h, mm), m.start(), m.end())
    for m in _SPAN.finditer(text):
        seconds = _span_seconds(m)
        if seconds is not None:
            add("duration", _fmt(seconds), m.start(), m.end())
    for m in _RANGE.finditer(text):
        add("range", f"{m['a']}-{m['b']}", m.start(), m.end())
    for m in _QUANTITY.finditer(text):
        num = _number(m["num"])
        if num is None:
            continue
        if not m["num"][0].isdigit() and not m["gap"]:
            continue  # "twelves" is no "twelve s"
        if m["unit"] in ("m", "M") and not m["gap"]:
            continue  # "5m" is as often five million as five metres
        kind, factor = _UNITS[m["unit"].lower()]
        if m["neg"]:
            num = -num
        if kind in ("duration", "months", "years") and _EVERY.search(text[: m.start()]):
            kind = f"every:{kind}"  # how often ("every 4 hours"), not how long
        add(kind, _fmt(num * factor), m.start(), m.end())
    for m in _ONE_UNIT.finditer(text):
        kind, period = _PERIODS[m["unit"].lower()]
        add(f"every:{kind}", _fmt(period), m.start(), m.end())
    for m in _BARE.finditer(text):
        word = m["num"]
        num = _number(word)
        if num is None:
            continue
        if not word[0].isdigit() and not _counts(text, m.start("num"), m.end("num"), word):
            continue
        if m["neg"]:
            num = -num
        add("number", _fmt(num), m.start(), m.end())
    for m in _AGE_GROUP.finditer(text):
        # "under-twelves" is the age group "U12" / "under-12" says with digits.
        age = _number(m["age"].rstrip("s"))
        if age is not None:
            add("identifier", f"{m['side'].lower()}-{age:g}", m.start(), m.end())
    for m in _IDENT.finditer(text):
        if re.fullmatch(r"\d+(?:st|nd|rd|th)", m.group(0), re.I):
            add("number", m.group(0)[:-2], m.start(), m.end())  # "the 25th"
            continue
        add("identifier", m.group(0).lower().rstrip(".-"), m.start(), m.end())
    lowered = text.lower()
    for m in re.finditer(r"\b[a-z]+\b", lowered):
        word = m.group(0)
        if word in ENVIRONMENTS and text[m.start()].isupper() and _verb_follows(text, m.end()):
            continue  # "Dev has taken over": a person, not the dev environment
        if word in ENVIRONMENTS and (word != "live" or _live_env(lowered, m.start(), m.end())):
            add("environment", _ENV_ALIAS.get(word, word), m.start(), m.end())
        elif word.rstrip("s") in _DAYS:
            add("day", word.rstrip("s"), m.start(), m.end())
        elif word in _MONTHS and len(word) > 3 and (word != "may" or text[m.start()].isupper()):
            add("month", str(_MONTHS[word]), m.start(), m.end())
        elif word in FREQUENCIES:
            kind, period = FREQUENCIES[word]
            add(f"every:{kind}", _fmt(period), m.start(), m.end())
    for m in _NAME.finditer(text):
        start, words = m.start(), m.group(0).split()
        # A capital opening a sentence is a name only when a verb or possessive follows.
        if _sentence_start(text, start):
            first = words[0]
            if first.lower() in STOPWORDS or first.lower() in _OPENERS:
                words = words[1:]
                if not words:
                    continue
                start = text.index(words[0], start + len(first))
            elif len(words) == 1 and not _verb_follows(text, m.end()):
                continue
        while words and words[0].lower().rstrip(".") in _TITLES:
            start = text.index(words[1], start) if len(words) > 1 else start
            words = words[1:]
        if not words:
            continue
        name = " ".join(words)
        end = start + len(name)
        if re.match(r"\s*-?\d", text[end:]):
            continue  # "Year 8", "Spark 3.3", "Room 12": a thing and its number
        if name.lower() in STOPWORDS or name.lower() in _MONTHS:
            continue
        if name.lower() in ENVIRONMENTS and not _verb_follows(text, end):
            continue
        if any(w.lower().rstrip("s") in _DAYS for w in words):
            continue
        add("name", _possessive(name).lower(), start, end)
    return tuple(sorted(found, key=lambda x: x.start))


def _live_env(text: str, start: int, end: int) -> bool:
    """Whether "live" names an environment ("the live settlement", "in live") rather than
    being a verb ("the stocks live in room B214")."""
    before = re.findall(r"[a-z]+", text[:start])[-1:] or [""]
    after = re.findall(r"[a-z]+", text[end:])[:1] or [""]
    return before[0] in {"", "the", "a", "an", "in", "on", "to", "for", "of", "and", "or", "vs",
                         "versus", "is", "are"} or after[0] in _LIVE_NOUNS  # fmt: skip


_LIVE_NOUNS = frozenset(
    "environment env mode keys key site system server servers data settlement payments "
    "account accounts traffic database cluster".split()
)

_OPENERS = frozenset(
    "actually correction update note fyi also so and but please scratch oh hey btw "
    "as from since these this our every each when after before for".split()
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


# Words that may stand between a name and its verb ("Bea no longer runs…").
_ADVERBS = frozenset("no never not now also always still usually often just".split())


def _possessive(name: str) -> str:
    return re.sub(r"['’]s?$", "", name)


def _counts(text: str, start: int, end: int, word: str) -> bool:
    """Whether a number word is a count ("one replica"), not "the one we use"."""
    if word.lower() != "one":
        return True
    before = text[:start].split()[-1:] or [""]
    after = text[end:].split()[:1] or [""]
    return before[0].lower() not in {
        "the",
        "this",
        "that",
        "which",
        "any",
        "each",
        "every",
        "no",
    } and (after[0].lower() not in {"of", "another"})


# ---------------------------------------------------------------- the statement

# The verbs that end a statement's subject: ``compare.py``'s list and the verbs of everyday
# notes about people and places.
VERBS = BASE_VERBS | frozenset(
    """prefers prefer likes like loves love hates hate eats eat drinks drink wears wear
    opens open closes close seats seat meets meet teaches teach sees see visits visit plays
    play fires fire alerts alert targets target stays stay supplies supply signs sign
    switched replaced changed took joined left""".split()
)
# Words that state a statement's polarity, by axis: the same sentence with the other sign
# says the opposite ("enabled" / "disabled", "required" / "optional").
_POLAR: dict[str, tuple[str, int]] = {}
for _axis, _plus, _minus in [
    ("on", "enabled enable on active activated turned-on",
     "disabled disable off inactive deactivated turned-off"),
    ("allowed", "allowed permitted fine ok okay acceptable welcome",
     "forbidden banned prohibited disallowed barred"),
    ("required", "required mandatory compulsory obligatory", "optional voluntary"),
    ("always", "always", "never"),
    ("likes", "likes like loves love enjoys enjoy", "dislikes dislike hates hate"),
    ("open", "open opened", "closed shut"),
    ("public", "public", "private internal-only"),
    ("included", "included includes include", "excluded excludes exclude"),
    ("yes", "yes true", "no false"),
]:  # fmt: skip
    for _w in _plus.split():
        _POLAR[_w] = (_axis, 1)
    for _w in _minus.split():
        _POLAR[_w] = (_axis, -1)
POLAR_WORDS = frozenset(_POLAR)
_BOUND = re.compile(
    r"\b(?:(?:must|may|should|can|will|does|do|cannot|can't|mustn't|shouldn't)\s+(?:not\s+)?"
    r"(?:exceed|go over|be more than|be longer than|be over|run over)"
    r"|(?:no|not) (?:more|longer|later|bigger|larger|over) than|never (?:more|longer) than)\b",
    re.I,
)
_NEGATION = re.compile(
    r"\b(?:not|never|no longer|nobody|nothing|neither|nor|cannot|without)\b|n't\b", re.I
)
# A note that says it corrects something: the old value is wrong or no longer true.
CUE = re.compile(
    r"\b(?:actually|correction|in fact|no longer|not any ?more|anymore|instead of|rather than|"
    r"used to(?: be)?|changed to|has changed|have changed|was wrong|is wrong|scratch that|"
    r"turns out|took over|takes over|taken over|taking over|as of|from now on|"
    r"going forward|these days|nowadays|now|currently|from (?:next|this) \w+|"
    r"(?:moved|switched|migrated|changed|replaced|swapped|upgraded|downgraded|transferred|"
    r"went|changing|switching|moving|migrating)\b(?=.*\b(?:from|to|with|by|onto)\b)|"
    r"has left|have left|left the|joined|has joined|retired|stepped down|handed over|"
    r"(?:raised|lowered|increased|reduced|upped|bumped|cut|dropped|put up|brought down)\b"
    r"(?=[^.;]*\bto\b)|(?:has |have )?(?:gone|went|goes) (?:up|down)|(?:has |have )?(?:risen|"
    r"rose|fallen|fell|increased|decreased))\b"
    r"|\bnot\s+(?:\d|every|on|in|at)\b|\bupdated?\s*:",
    re.I,
)
# "from A to B" in a change: A is the value it had, B the value it has.
_CHANGE = re.compile(
    r"\b(?:moved|switched|migrated|changed|replaced|swapped|upgraded|downgraded|transferred|"
    r"went|changing|switching|moving|migrating|converted|shifted|bumped|raised|lowered|cut|"
    r"increased|reduced|dropped)\b(?P<what>[^.;]*?)\bfrom\s+(?P<old>(?:[^.;]|\.(?=\d))+?)\s+"
    r"(?:to|over to|onto|for)\s+(?P<new>(?:[^.;,]|\.(?=\d))+?)"
    r"(?=\s*(?:[;,]|\.(?!\d)|$|\b(?:last|this|next|on|in|at|since|"
    r"because|after|before|when|as|but|yesterday|today)\b))",
    re.I,
)
_TAKEOVER = re.compile(
    r"(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:has\s+|have\s+)?"
    r"(?:took|taken|takes|taking)\s+over\b(?P<what>[^.;]*?)\bfrom\s+(?P<old>[A-Z][\w'’-]*"
    r"(?:\s+[A-Z][\w'’-]*)*)"
)
# "B, not A" / "not A but B" / "B instead of A" / "B rather than A": A is the wrong value,
# written up to the clause's end (a decimal point does not end it) or "but".
_REJECTED = re.compile(
    r"(?P<cue>,\s*not|\bnot|\binstead of|\brather than|\b(?:up|down) from)\s+"
    r"(?P<old>(?:[^,;.]|\.(?=\d))+?)(?=\s*(?:[,;]|\.(?!\d)|$|\bbut\b|\bany ?more\b|\s[-–—]\s))",
    re.I,
)
_OPENING_CUE = re.compile(
    r"^\s*(?:actually|correction|update|in fact|scratch that|turns out(?: that)?|"
    r"quick correction|small correction|fyi|note)\s*[:,;.!-]*\s*",
    re.I,
)
_FILLERS = frozenset(
    "now currently today still anymore actually correction update nowadays "
    "going forward said says mentioned told noted every each oh btw fyi well hey".split()
)


@dataclass(frozen=True)
class Statement:
    """A statement read once into what the judge compares."""

    text: str
    clauses: tuple[str, ...]
    terms: frozenset[str]  # content words, stemmed (no stopwords, values, polarity, fillers)
    subject: frozenset[str]  # content words before the first verb, stemmed
    values: tuple[Mention, ...]
    polarity: tuple[tuple[str, int], ...]  # (axis, sign) of each polar word, negation applied
    negated: bool
    cue: bool  # says it corrects or changes something
    change: tuple[str, str] | None  # "from A to B": (A, B) as written
    # What it says is wrong ("not 5433", "instead of Mondays"): values, else words with the
    # words that replace them ("O positive, not A positive" → ("A positive", "O positive")).
    rejected: tuple[Mention | tuple[str, str], ...]

    @property
    def value_keys(self) -> frozenset[tuple[str, str]]:
        return frozenset(m.key for m in self.values if m.kind != "name")

    @property
    def names(self) -> frozenset[str]:
        return frozenset(m.norm for m in self.values if m.kind == "name")


_CLAUSE = re.compile(r"(?<=[.!?;])\s+(?=\S)|\n+")
_WORDS = re.compile(r"[a-z][a-z'’-]*[a-z]|[a-z]")


def clauses(text: str) -> list[str]:
    """``text`` cut into statements: sentences and ``;``-separated clauses (an abbreviation
    like "Dr." or "e.g." does not end one)."""
    out: list[str] = []
    for piece in _CLAUSE.split(text.strip()):
        piece = piece.strip()
        if not piece:
            continue
        if out and re.search(r"\b(?:dr|mr|mrs|ms|prof|st|e\.g|i\.e|vs|no)\.$", out[-1], re.I):
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    return out


def _words_outside(text: str, values: tuple[Mention, ...]) -> list[str]:
    """The lowercased words of ``text`` outside its values."""
    chars = list(text)
    for m in values:
        if m.kind != "name":
            chars[m.start : m.end] = [" "] * (m.end - m.start)
    plain = "".join(chars).lower().replace("’", "'")
    plain = re.sub(r"'s\b", "", plain)
    return _WORDS.findall(plain)


def _content(word: str) -> bool:
    return (
        word not in STOPWORDS
        and word not in _FILLERS
        and word not in _POLAR
        and (word not in _TITLES)
        and (word not in {"not", "no", "never", "longer"})
    )


@functools.lru_cache(maxsize=4096)
def read(text: str) -> Statement:
    """``text`` read into a ``Statement`` (cached: the same text is read once)."""
    values = mentions(text)
    words = _words_outside(text, values)
    terms = stem_set([_unhyphen(w) for w in words if _content(w)])
    verb = verb_at(words)
    named = {w.lower() for m in values if m.kind == "name" for w in _WORDS.findall(m.raw.lower())}
    subject = stem_set([_unhyphen(w) for w in words[: verb or 0] if _content(w) and w not in named])
    # "may not exceed", "no more than": a bound, not a negation.
    bounded = _BOUND.sub(" at most ", text)
    negated = bool(_NEGATION.search(bounded))
    # "never" is a polar word of its own ("always" / "never"): it does not negate itself.
    sign = -1 if _NEGATION.search(re.sub(r"\bnever\b", " ", bounded, flags=re.I)) else 1
    polarity = tuple(
        sorted(
            {
                (_POLAR[w][0], _POLAR[w][1] * sign)
                for i, w in enumerate(words)
                if w in _POLAR and (w not in _CONTEXTUAL or _state_word(words, i))
            }
        )
    )
    change = None
    took = _TAKEOVER.search(text)
    if took:
        change = (took["old"].strip(), took["new"].strip())
    else:
        moved = _CHANGE.search(text)
        if moved:
            change = (_trim(moved["old"]), _trim(moved["new"]))
    rejected: list[Mention | tuple[str, str]] = []
    # "Dr. Alvarez": a title's full stop does not end the rejected words (same length).
    untitled = re.sub(r"\b(Dr|Mr|Mrs|Ms|Prof|St)\.", r"\1 ", text)
    for m in _REJECTED.finditer(untitled):
        # Only a rejection that names what replaces it: "B, not A", "not A but B", "B
        # instead of A" ("Priya does not take sugar" rejects nothing).
        tail = text[m.end("old") :].lstrip().lower()
        if m["cue"].lower() == "not" and not tail.startswith("but"):
            continue
        inside = [v for v in values if m.start("old") <= v.start < m.end("old")]
        if inside:
            rejected.extend(inside)
        elif 0 < len(m["old"].split()) <= 3 and _trim(m["old"]):
            right = _replacement(untitled, m)
            if right:
                rejected.append((_trim(m["old"]), right))
    return Statement(
        text=text,
        clauses=tuple(clauses(text)),
        terms=terms,
        subject=subject,
        values=values,
        polarity=polarity,
        negated=negated,
        cue=bool(CUE.search(text)) or change is not None,
        change=change,
        rejected=tuple(rejected),
    )


# Words that are a state only in "is on", "switched off for…", never as "on Fridays".
_CONTEXTUAL = frozenset("on off open closed fine ok okay live yes no true false".split())
_STATE_BEFORE = frozenset(
    "is are was were be been stays stay remains remain turned switched set left kept".split()
)
_STATE_AFTER = frozenset(
    "for in by across everywhere globally during until from since and but to at".split()
)


def _state_word(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` ("on", "off", "fine") states a state: after "is"/"turned" and at
    the clause's end or before "for…" ("the flag is on for staff")."""
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    return before in _STATE_BEFORE and (not after or after in _STATE_AFTER)


_AFTER_VERB = frozenset(
    "on in at to for from with by into onto the a an his her their its our my every each "
    "about after before during until".split()
)


def verb_at(words: list[str]) -> int | None:
    """Where a statement's verb is: the first word of ``VERBS``, else the first word in -s
    followed by a preposition or an article ("The user's wife swims on Mondays")."""
    known = next((i for i, w in enumerate(words) if w in VERBS), None)
    for i, w in enumerate(words[: known if known is not None else len(words)]):
        if (
            i >= 1
            and w.endswith("s")
            and not w.endswith(("ss", "us", "is", "'s"))
            and i + 1 < len(words)
            and words[i + 1] in _AFTER_VERB
            and words[i - 1] not in STOPWORDS
        ):
            return i
    return known


def _replacement(text: str, m: re.Match[str]) -> str:
    """The words a rejection puts in place of the rejected ones: as many words before ",
    not" ("O positive, not A positive"), or the words after "but" ("not A but B")."""
    size = len(m["old"].split())
    if m["cue"].lower() == "not":
        after = re.match(r"\s*but\s+((?:[^,;.]|\.(?=\d))+)", text[m.end("old") :], re.I)
        return _trim(after.group(1)) if after else ""
    before = re.findall(r"[\w'’.-]+", text[: m.start("cue")])
    return " ".join(before[-size:]) if before else ""


def _unhyphen(word: str) -> str:
    return word.replace("-", "")


def _trim(phrase: str) -> str:
    """A value as a change names it, without articles or prepositions around it."""
    words = phrase.strip().split()
    while words and words[0] in {
        "the",
        "a",
        "an",
        "on",
        "in",
        "at",
        "every",
        "by",
        "to",
        "with",
        "our",
        "their",
    }:
        words = words[1:]
    return " ".join(words).strip(" ,.;:-")


def without_cue(text: str) -> str:
    """A correction as the statement it makes: "Actually the TTL is 8 hours." → "The TTL is
    8 hours." (nothing else is rewritten)."""
    rest = _OPENING_CUE.sub("", text, count=1)
    if rest == text or not rest.strip():
        return text
    return rest[:1].upper() + rest[1:]
