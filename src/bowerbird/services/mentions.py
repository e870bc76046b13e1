"""The values a text gives, each with its place in the text (a ``Mention``), normalised so
two wordings compare equal: numbers written as words ("twenty-one" = 21), thousands
separators ("4,000" = 4000), units and their spellings ("25MB" = "25 MB", "km" =
"kilometres"), durations in one unit ("1 hour" = "60 minutes"), money ("$1,850" = "1850
dollars" = "1,850 USD"), times of day ("4:45 pm" = "16:45", "quarter to ten" = "9:45"),
dates ("22 October" = "Oct 22nd" = "10/22"; "2027-01-15" = "15 January 2027"), phone numbers,
names, environments and identifiers. ``statement`` reads a statement around them.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from decimal import Decimal

from .text import STOPWORDS, plain_letters
from .values import BASE_VERBS, SMALL_NUMBERS, TENS

# The verbs that end a statement's subject: ``compare``'s list and the verbs of everyday
# notes about people and places.
VERBS = BASE_VERBS | frozenset(
    """prefers prefer likes like loves love hates hate eats eat drinks drink wears wear
    opens open closes close seats seat meets meet teaches teach sees see visits visit plays
    play fires fire alerts alert targets target stays stay supplies supply signs sign
    switched replaced changed took joined left charges delivers dispatches offers provides
    accepts sells builds follows makes covers cancelled canceled dropped ditched comes come
    came arrives arrive went sings sing dances speaks speak bakes knits sews swims cooks
    gave told sent bought brought remain""".split()
)

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


# A date's norm: "2026-06-12", "06-12" (no year), "~2026-06-12" (day and month unsaid).
_DATE_NORM = re.compile(r"~?(?:\d{4}-)?\d{2}-\d{2}")


def is_date_norm(norm: str) -> bool:
    """Whether ``norm`` is a date's normal form (as ``Mention.norm`` of a "date")."""
    return _DATE_NORM.fullmatch(norm) is not None


def _readings(date: str) -> set[str]:
    """What a date's norm may mean: itself, or for "~2026-06-12" (written "06/12/2026", which
    number is the month not said) both June 12 and 6 December."""
    if not date.startswith("~"):
        return {date}
    *year, a, b = date[1:].split("-")  # "~2026-06-12", or "~11-03" (its year unsaid)
    at = f"{year[0]}-" if year else ""
    return {f"{at}{a}-{b}", f"{at}{b}-{a}"}


def same_date(a: str, b: str, years: bool = True) -> bool:
    """Whether two dates may be one: a date without its year is any year's (every date's,
    unless ``years``); "06/12/2026" is June 12 or 6 December, whichever the other date is.
    Two dates both written with the order unsaid are one only as written alike (one writer
    keeps one order)."""
    if a == b:
        return True
    if a.startswith("~") and b.startswith("~"):
        return False
    if not (_DATE_NORM.fullmatch(a) and _DATE_NORM.fullmatch(b)):
        return False  # not two dates ("0.10.0" / "1.10.0" are versions)
    ra, rb = _readings(a), _readings(b)
    if not years or any(len(d) != 10 for d in ra | rb):
        ra, rb = {d[-5:] for d in ra}, {d[-5:] for d in rb}
    return bool(ra & rb)


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

_IDENT_AROUND = re.compile(r"[-./_]\w")
# Measured units, by what they measure, with a factor to one base unit: "1 hour" = "60 min".
_UNITS: dict[str, tuple[str, float]] = {}
for _names, _kind, _factor in [
    ("ms msec msecs millisecond milliseconds", "duration", 0.001),
    ("s sec secs second seconds", "duration", 1),
    ("min mins minute minutes", "duration", 60),
    ("h hr hrs hour hours", "duration", 3600),
    ("d day days", "duration", 86400),
    ("week weeks wk wks", "duration", 604800),
    ("mo mos month months", "months", 1),
    ("y year years yr yrs", "years", 1),
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
    ("ft foot feet", "length", 0.3048),
    ("yd yard yards", "length", 0.9144),
    ("mph miles_per_hour mile_per_hour", "speed", 0.44704),
    ("km/h kph kmh kilometres_per_hour kilometers_per_hour km_per_hour", "speed", 1 / 3.6),
    ("watt watts", "power", 1),  # "W" only in capitals, below
    ("kw kilowatt kilowatts", "power", 1000),
    # Energy, a power over an hour: a battery's capacity, a month's use.
    ("wh watt-hour watt-hours watt_hour watt_hours", "energy", 1),
    ("kwh kilowatt-hour kilowatt-hours kilowatt_hour kilowatt_hours", "energy", 1e3),
    ("mwh megawatt-hour megawatt-hours megawatt_hour megawatt_hours", "energy", 1e6),
    ("mcg µg microgram micrograms", "mass", 1e-6),
    ("mg milligram milligrams", "mass", 1e-3),
    ("g gram grams gramme grammes", "mass", 1),
    ("kg kgs kilo kilos kilogram kilograms", "mass", 1000),
    ("lb lbs", "mass", 453.59237),
    ("oz ounce ounces", "mass", 28.349523125),
    ("ml millilitre millilitres milliliter milliliters", "volume", 1e-3),
    ("l litre litres liter liters", "volume", 1),
    ("% percent per-cent per_cent pct", "percent", 1),  # "per_cent": "per cent", below
    ("gsm g/m2 g/m² grams_per_square_metre grams_per_square_meter", "paper-weight", 1),
    ("kn kt kts knot knots", "knots", 1),
    ("rpm", "rpm", 1),
    ("iu", "iu", 1),
    ("°c celsius degrees-celsius", "celsius", 1),
    # Fahrenheit is read as Celsius (below): one temperature, in whichever scale it is said.
    ("°f fahrenheit degrees-fahrenheit", "celsius", 1),
    ("bar bars", "pressure", 1e5),
    ("psi", "pressure", 6894.757),
    ("kpa", "pressure", 1e3),
    ("kbps", "rate", 1e3),
    ("mbps", "rate", 1e6),
    ("gbps", "rate", 1e9),
    ("ghz", "hertz", 1e9),
    ("mhz", "hertz", 1e6),
]:
    for _name in _names.split():
        _UNITS[_name] = (_kind, _factor)
        if _name.startswith("degrees-"):
            _UNITS[_name.replace("-", " ")] = (_kind, _factor)  # "24 degrees Celsius"
        if "_" in _name:
            _UNITS.pop(_name)
            _UNITS[_name.replace("_", " ")] = (_kind, _factor)  # "twelve per cent"
# Units read only written lower case against their number, as a terse note writes them.
_GLUED_ONLY = frozenset({"d", "mo", "mos", "y"})
_MEASURED = frozenset(kind for kind, _ in _UNITS.values())
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
    r"fortnight|month|quarter|year|morning|evening|afternoon)\b",
    re.I,
)
# "a half-hour slot", "a quarter-hour", "a half day": a part of one unit of time.
_PART_UNIT = re.compile(
    r"\b(?P<part>half|quarter)[- ](?P<unit>hour|day)\b(?![- ](?:past|to)\b)", re.I
)
_AND_A_HALF = re.compile(r"\s+and\s+a\s+half\b", re.I)
# A unit of time said of a thing ("a day pass", "a night flight", "a week ticket"): the word
# after it is no word that could follow a time ("twice a day with food", "a week, then…").
_NEXT_WORD = re.compile(r"\s+(?P<word>[a-z]+)\b(?!['’])")
_AFTER_A_TIME = frozenset(
    "ago later earlier before after apart early late long old off away ahead back max maximum "
    "minimum tops only too since unless except plus thereafter altogether either even "
    "including excluding now then currently instead again anyway though still today tonight "
    "tomorrow yesterday already".split()
)


def _compound(text: str, end: int) -> bool:
    """Whether the word after a unit of time at ``end`` makes it a kind of thing: a noun
    ("pass", "flight"), not a word that may follow a time ("ago", "with", "usually")."""
    found = _NEXT_WORD.match(text, end)
    if found is None:
        return False
    word = found["word"]
    return not (word in STOPWORDS or word in _AFTER_A_TIME or word.endswith("ly") or word in _DAYS)


# "twice a day", "three times a week", "4 times per month"; as jotted, "2x daily",
# "3 x a week" (or with the multiplication sign), "2x/day".
_TIMES_PER = re.compile(
    rf"\b(?:(?P<word>once|twice|thrice)|(?P<n>\d+|{_WORD_NUMBER})\s+times|(?P<nx>\d+)\s?[x×])"
    r"(?:\s+(?:a|an|per|every|each)\s+(?P<unit>hour|day|night|week|fortnight|month|year)\b"
    r"|\s+(?P<ly>hourly|daily|nightly|weekly|fortnightly|monthly|yearly)\b"  # "twice daily"
    r"|\s*/\s*(?P<per>hour|day|night|week|fortnight|month|year)\b)",
    re.I,
)
# "every other week", "every second Sunday", "alternate Thursdays": twice the period.
_EVERY_OTHER = re.compile(
    r"\b(?:every\s+(?:other|second)|alternate)\s+(?P<unit>day|week|month|year|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?=s?\b)|"
    # (A weekday written short: "every other tue".)
    r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b(?!['’]))",
    re.I,
)
# A day of the month in words: "the twelfth of June", "June the twenty-first".
# A weekday as written, whole or short ("Tuesday", "Tue", "Thurs"): one pattern for every
# reader that finds the weekday beside a date.
WEEKDAY_WORD = (
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun"
)
_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_DAY_WORDS = {
    **{w: i + 1 for i, w in enumerate(_ORDINALS)},
    **{f"twenty {w}": 21 + i for i, w in enumerate(_ORDINALS[:9])},
    "thirtieth": 30,
    "thirty first": 31,
}
# Which one of a kind, in words ("the third floor"): the first ten.
_ORDINAL_WORDS = {w: i + 1 for i, w in enumerate(_ORDINALS[:10])}
# An ordinal's word and the number it stands for ("last" counts from the end).
ORDINAL_NUMBERS = {**_ORDINAL_WORDS, "last": -1}
# (Longest first; "twenty-first" written with a hyphen or a space.)
_DAY_IN_WORDS = "|".join(w.replace(" ", "[- ]") for w in sorted(_DAY_WORDS, key=len, reverse=True))
_WORD_DATE = re.compile(
    rf"\b(?:the\s+)?(?P<day>{_DAY_IN_WORDS})\s+of\s+{_MONTH}(?:,?\s+(?P<year>\d{{4}}))?\b"
    rf"|\b{_MONTH.replace('month', 'month2')}\s+(?:the\s+)?(?P<day2>{_DAY_IN_WORDS})\b"
    r"(?:,?\s+(?P<year2>\d{4}))?",
    re.I,
)
# A weekday of the month ("the second Saturday of the month"): once a month.
_OF_THE_MONTH = re.compile(r"(?<=day)\s+of\s+(?:the|each|every)\s+month\b", re.I)
# What a decimal after it is a share of ("canary weight: 0.5" is half).
_SHARE_LABEL = re.compile(
    r"\b(?:weight|ratio|fraction|share|proportion|sampling\s+rate)\s*(?::|=|is|of)?\s*$", re.I
)
# A day of the month in words alone ("the fourteenth of every month").
_WORD_DAY = re.compile(rf"\b(?:the\s+)?(?P<day>{_DAY_IN_WORDS})\b", re.I)
# An ordinal that says which one of a kind: "the first floor", "the 2nd Tuesday".
_ORDINAL = re.compile(
    r"\b(?P<n>" + "|".join(_ORDINAL_WORDS) + r"|\d{1,2}(?:st|nd|rd|th))\s+(?=(?:floor|storey|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend)s?\b)",
    re.I,
)
# Which weekday of the month, written short or as the last ("1st sat of the month", "the
# last saturday of the month"): "last" alone before a weekday is the one before now.
_ORDINAL_OF_MONTH = re.compile(
    r"\b(?P<n>last|" + "|".join(_ORDINAL_WORDS) + r"|\d(?:st|nd|rd|th))\s+"
    r"(?=(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)day)s?\s+(?:of|in)\s+(?:the|every|each|a)\s+month\b)",
    re.I,
)
# A period after a slash or "per", written short ("$285/qtr", "per wk").
# (A rent or a wage's "pcm", "pw", "pa": per calendar month, week, annum.)
_SHORT_PERIODS = {"qtr": "quarter", "mo": "month", "mth": "month", "yr": "year", "wk": "week",
                  "hr": "hour", "pcm": "month", "pw": "week", "pa": "year", "annum": "year",
                  "calendar month": "month"}  # fmt: skip
_PER_SHORT = re.compile(
    r"(?<=\d)\s?/\s?(?P<unit>qtr|quarter|mo|mth|month|yr|year|wk|week|day|hr|hour)\b"
    r"|\bper\s+(?P<unit2>qtr|mo|mth|yr|wk|hr|annum|calendar\s+month)\b"
    r"|(?:(?<=\d)|(?<=\d\s)|(?<=\d[kKmM]\s)"
    # (after a currency's word: "385 quid p.a.")
    + "".join(rf"|(?<=\d\s{w}\s)" for w in ("quid", "bucks", "pounds", "euros", "dollars"))
    + r")(?P<unit3>pcm|pw|pa|p\.c\.m|p\.w|p\.a)\b\.?",
    re.I,
)
# ("recall interval 6 months", "at intervals of 2 weeks": how often, too.)
_EVERY = re.compile(
    r"\b(?:every|each|per|once an?|twice an?|intervals?(?:\s+of|\s*:|\s+is)?)\s*$", re.I
)
_PERIODS = {
    "second": ("duration", 1.0), "minute": ("duration", 60.0), "hour": ("duration", 3600.0),
    "day": ("duration", 86400.0), "night": ("duration", 86400.0),
    "morning": ("duration", 86400.0), "evening": ("duration", 86400.0),
    "afternoon": ("duration", 86400.0),
    "week": ("duration", 604800.0), "fortnight": ("duration", 1209600.0),
    "month": ("months", 1.0), "quarter": ("months", 3.0), "year": ("years", 1.0),
}  # fmt: skip

# A sum written with a decimal comma ("39,90 EUR", "€12,50"): two digits after the comma
# are cents (three are thousands: "1,350").
_DECIMAL_COMMA = r"\d+,\d{2}(?![\d,])"
_MONEY = re.compile(
    rf"(?P<sign>[$£€¥₹])\s?(?P<num>{_DECIMAL_COMMA}|{_NUMBER})(?P<scale>k|m|bn)?\b"
    # "25,00 €", "2,99 €": the sign after the sum, as much of Europe writes it.
    rf"|(?<![\w.,])(?P<num3>{_DECIMAL_COMMA}|\d+(?:\.\d+)?)\s?(?P<sign3>[€£$])(?![\w$£€])"
    rf"|(?P<num2>{_DECIMAL_COMMA}|{_NUMBER})(?P<scale2>k|m)?\s?(?P<cur>"
    + "|".join(sorted(_CURRENCY_WORDS, key=len, reverse=True))
    + r")\b",
    re.I,
)
# "eight pound fifty", "12 euros 40": a sum said as units, then hundredths.
_MONEY_AND_CENTS = re.compile(
    rf"(?<![\w.])(?P<num>{_NUMBER})\s?(?P<cur>pounds?|quid|euros?|dollars?|bucks)\s+"
    rf"(?:and\s+)?(?P<cents>{_NUMBER})(?:\s*(?:p|pence|cents?))?(?![\w%])",
    re.I,
)
_CLOCK_WORD = r"(?P<h>\d{1,2}|" + "|".join(list(_SMALL)[1:13]) + r")"
# An hour alone after "at" ("at eleven", "at 9"): read as a clock when nothing counted
# follows it (see ``mentions``).
_AT_HOUR = re.compile(
    r"(?<![\w-])at\s+(?P<h>1[0-2]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve)(?=\s|[.,;:!?)]|$)(?![.,]\d)",
    re.I,
)
# What is measured "at" a cut-off, not at a time: "NDCG at 10", "precision at 5".
_METRIC_AT = re.compile(r"(?:\b[A-Z]{2,}[\w@]*|\b(?i:precision|recall|hits|accuracy|top))\s+$")
_TIME = re.compile(
    # ("8 pm", "8:15pm", "eight pm")
    rf"\b{_CLOCK_WORD.replace('<h>', '<hh>')}(?:[:.](?P<mm>\d{{2}}))?\s?"
    rf"(?P<ampm>a\.?m\.?|p\.?m\.?)(?![a-z])"
    rf"|\b(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)(?::\d\d)?\b(?!\s?(?:a\.?m|p\.?m))"
    # ("twenty to nine", "ten past eight": minutes in words only — "5 to 9" is a range.)
    rf"|(?<!from )(?<!between )(?<![\w-])(?P<rel>half past|quarter past|quarter to|half|"
    rf"(?P<mins>five|ten|twenty|twenty[- ]five)\s+(?:minutes\s+)?(?P<dir>past|to))"
    rf"\s+{_CLOCK_WORD}\b"
    rf"(?!\s+(?:hours?|minutes?|days?|weeks?|months?|years?|miles?|km|kilos?|of|people|"
    rf"guests|players|kids|children|members|items|times|per\s*cent|percent)\b)"
    # "two in the morning", "seven o'clock in the evening", "ten at night".
    rf"|\b{_CLOCK_WORD.replace('<h>', '<part_h>')}(?:\s+o['’]clock)?\s+(?:in\s+the\s+"
    rf"(?P<part>morning|afternoon|evening)|(?P<night>at\s+night))\b"
    rf"|\b{_CLOCK_WORD.replace('<h>', '<oclock>')}\s+o['’]clock\b"
    # "at nine and quarter", "at seven and a half": a time only after "at".
    rf"|(?<=\bat\s){_CLOCK_WORD.replace('<h>', '<and_h>')}\s+and\s+(?:a\s+)?"
    rf"(?P<and_part>quarter|half)\b"
    rf"|\b(?P<noon>noon|midday|midnight)\b",
    re.I,
)
# An age group in words: "under-twelves", "over fifties".
_AGE_GROUP = re.compile(rf"\b(?P<side>under|over)[- ](?P<age>{_WORD_NUMBER})s?\b", re.I)
# A phone number: three or more groups of digits ("0161 555 0161", "+44 20 7946 0958").
_PHONE = re.compile(
    r"(?<![\w.])\+?\d{2,5}(?:[ -]\d{2,5}){2,}(?!\w|\.\d)"
    # Or two groups, the second of six to eight digits ("01632-960555", "020 79460958"): no
    # date or range is written so.
    r"|(?<![\w.])\+?\d{3,5}[ -]\d{6,8}(?!\w|\.\d)"
    # Or groups split by slashes, one of three digits or more ("12/345/6789"; a date's
    # groups are shorter but its year).
    r"|(?<![\w./])\d{2,5}/\d{3,5}(?:/\d{2,5})+(?![\w/]|\.\d)"
    # Or an area code in brackets ("(614) 555-0173", "+1 (614) 555 0173").
    r"|(?:\+\d{1,3}\s?)?\(\d{2,5}\)\s?\d{3,4}[ -]?\d{3,4}(?!\w|\.\d)"
)
_WATTS = re.compile(r"(?<![\w.])(?P<num>\d+(?:\.\d+)?)\s?W\b")
_N_LY = re.compile(
    rf"\b(?P<n>\d+|{_WORD_NUMBER})-(?P<unit>hour|day|week|month|year)ly\b"
    # "at 4-hour intervals", "at six-week intervals": every so many.
    rf"|\bat\s+(?P<n2>\d+|{_WORD_NUMBER})[- ](?P<unit2>hour|day|week|month|year)\s+intervals\b",
    re.I,
)
# Cents of a currency the text does not name: "11 cents a word".
_CENTS = re.compile(r"(?<![\w.£$€])(?P<num>\d{1,3})\s?(?:cents?|ct)\b", re.I)
# A currency's code before its sum, in capitals ("EUR 0.11/word", "USD 1200").
_CODE_FIRST = re.compile(
    r"\b(?P<cur>"
    + "|".join(code.upper() for code, cur in _CURRENCY_WORDS.items() if code == cur)
    + r")\s?(?P<num>\d+(?:\.\d+)?)(?![\w.,]\d)"
)
# Pence: "12p a word" (one or two digits: "1080p" is a screen's lines).
_PENCE = re.compile(r"(?<![\w.£$€])(?P<num>\d{1,2}(?:\.\d+)?)p\b(?![\w-])")
_PENCE_WORD = re.compile(
    rf"(?<![\w.£$€])(?P<num>\d{{1,2}}(?:\.\d+)?|{_WORD_NUMBER})\s+pence\b", re.I
)
# A part of something said in words ("a quarter of par", "three quarters of the budget").
_PARTS = {"a quarter": "25", "one quarter": "25", "three quarters": "75", "half": "50"}
_PART_OF = re.compile(
    r"\b(?P<part>(?:a|one)\s+quarter|three\s+quarters|half)\s+of\b(?!\s+(?:an?\s+)?(?:hour|"
    r"minute|day|week|month|year|mile|kilo|litre|pint|dozen)s?\b)",
    re.I,
)
_TIME_RANGE = re.compile(
    # "2-4 pm", "4 to 7 pm", "between 4 and 7 pm" ("and" only after "between").
    r"(?:(?<=\bbetween\s)(?P<a2>\d{1,2}(?::\d\d)?)\s+and\s+|"
    r"\b(?P<a>\d{1,2}(?::\d\d)?)\s?(?:[-–]|\s(?:to|till|until))\s?)"
    r"(?P<b>\d{1,2}(?::\d\d)?)\s?(?P<ampm>[ap]\.?m\.?)(?![a-z])",
    re.I,
)
# A number in scientific notation: "3e-4", "2.5E-5", "1e6".
_SCIENTIFIC = re.compile(
    r"(?<![\w.-])(?P<mantissa>\d+(?:\.\d+)?)[eE](?P<exp>[-+]?\d{1,2})(?!\w|\.\d)"
)
# All day, every day: "around the clock", "24/7" (never a date: the 7th of the 24th month).
_ALL_DAY = re.compile(r"\b(?:a?round|all)[- ]the[- ]clock\b|\b24/7\b|\b24x7\b", re.I)
_DATE = re.compile(
    r"\b(?P<iso>(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2}))\b"
    rf"|\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH}(?:,?\s+(?P<y1>\d{{4}}))?\b"
    rf"|\b{_MONTH.replace('month', 'month2')}\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b"
    r"(?:,?\s+(?P<y2>\d{4}))?"
    r"|\b(?P<a>\d{1,2})/(?P<b>\d{1,2})(?:/(?P<y3>\d{2}|\d{4}))?\b",
    re.I,
)
# A day and month that can only be a date: one number over 12 ("12/22", "22/12").
_SURE_DATE = r"(?:\d{1,2}/(?:1[3-9]|2\d|3[01])|(?:1[3-9]|2\d|3[01])/\d{1,2})"
# What puts a bare "11/3" in the calendar: a word that dates ("due", "by", "until"), a
# weekday, or the other end of a range of dates ("12/22-1/2", with a hyphen or a dash).
_DATED_BEFORE = re.compile(
    r"(?:\b(?:due|on|by|until|till|thru|before|after|since|starting|effective|deadline:?)"
    # An appointment's noun right before it ("hygiene inspection 3/3", "dentist appt
    # 12/3"): what is booked for a day, so the numbers are that day.
    r"|\b(?:appointment|appt|inspection|meeting|mtg|visit|interview|check-?up|viewing|"
    r"delivery|collection|hearing|surgery|follow-?up)"
    r"|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?,?"
    rf"|\b{_SURE_DATE}\s*(?:-|–|—|to|through|thru))\s+$"
    rf"|\b{_SURE_DATE}(?:-|–|—)$",
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
    r"|\bthree[\s-]+quarters\s+of\s+an\s+hour\b(?P<three>)"
    r"|\bnet[- ]?(?P<net>\d{1,3})\b"
    # "two hours ten", "an hour forty", "2 hours 10": the minutes told bare after the hours
    # (not a time: "3 hours 10 am" is no span).
    r"|\b(?P<hw>\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s+hours?\s+(?:and\s+)?(?P<mw>[1-5]?\d|five|ten|fifteen|twenty|twenty[- ]five|thirty|"
    r"forty|forty[- ]five|fifty|fifty[- ]five)(?:\s+(?:minutes?|mins?))?\b"
    r"(?!\s*(?:[ap]\.?m\b|[:.]\d|%|h\b|hours?\b|times\b|days?\b|weeks?\b|nights?\b|of\b))",
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
    if m["three"] is not None:
        return 2700
    if m["hw"] is not None:
        hours = 1.0 if m["hw"].lower() in ("a", "an") else _number(m["hw"])
        minutes = _number(m["mw"])
        return None if hours is None or minutes is None else hours * 3600 + minutes * 60
    if m["net"] is not None:
        return int(m["net"]) * 86400
    return None


# Opening hours and other spans written "9-6", "8:30-17:00" (a date range is read as dates).
# A range of two small numbers ("3-5", "18-21°C", "1-5C"), or the same said in words
# ("between 1 and 5 °C", "from 3 to 5 days"): one value either way, its unit the end's.
_RANGE = re.compile(
    r"(?<![\w.-])(?P<a>\d{1,2}(?::\d\d)?)\s?[-–]\s?(?P<b>\d{1,2}(?::\d\d)?)"
    r"(?:(?![\w.-])|(?=\s?°?[CF]\b))"
)
_TEMP = r"(?:\s?°\s?[CF]\b|\s?degrees(?:\s+[CF]\b)?)"
_RANGE_END_SAID = r"(?:\d{1,2}|" + "|".join(list(_SMALL)[1:]) + r")"
_RANGE_SAID = re.compile(
    rf"(?i)(?:\b(?:between\s+(?P<a>{_RANGE_END_SAID}){_TEMP}?\s+and"
    rf"|from\s+(?P<a2>{_RANGE_END_SAID}){_TEMP}?\s+to)"
    rf"|(?<![\w.-])(?P<a3>\d{{1,2}}){_TEMP}\s+to)\s+"
    rf"(?P<b>{_RANGE_END_SAID})(?![\w:.,]|\s?(?:[ap]\.?m\b|o'?clock))"
)
# A part of one written as a fraction: "1/2", "1 1/2", "½", "1½".
_VULGAR = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125}
_FRACTION = (
    r"(?:(?P<whole>\d{1,3})\s+)?(?<![\w./-])(?P<top>\d{1,2})/(?P<bottom>\d{1,2})"
    r"|(?P<whole2>\d{1,3})?(?P<vulgar>[" + "".join(_VULGAR) + "])"
)
_QUANTITY = re.compile(
    # A minus is written against its number ("-4 °C", "minus 4"), not spaced ("tour - 75").
    rf"(?P<neg>(?<![\w-])(?:minus\s|-))?(?:{_FRACTION}|(?P<num>{_NUMBER}))"
    rf"(?P<half>\s+and\s+a\s+half)?(?P<gap>\s?-?){_UNIT}(?![\w%])",
    re.I,
)


def _fraction(m: re.Match[str]) -> float | None:
    """The amount a fraction before a unit says ("1 1/2 hours" 1.5, "½ kg" 0.5); none for
    what is no part of one ("3/0", "5/4")."""
    if m["vulgar"]:
        return int(m["whole2"] or 0) + _VULGAR[m["vulgar"]]
    top, bottom = int(m["top"]), int(m["bottom"])
    if not 0 < top < bottom:
        return None
    return int(m["whole"] or 0) + top / bottom


_BARE = re.compile(rf"(?<![\w.,/-])(?P<neg>minus[ -]?|-)?(?P<num>{_NUMBER})(?![\w%])", re.I)
# A clock written with a point ("starts at 4.15", "3.45 start", "the 6.10 train"), where an
# event's verb or noun says it is a time; minutes in fives, as clocks are told.
_DOTTED_TIME = re.compile(
    # An event's verb and "at" ("starts at 4.15"), a part of the day and "from" ("evenings
    # from 7.30"), the other end of a range or a rejected time beside one told as a time
    # (checked where it is read). Never "from 3.10 to 3.12" or "ends 3.10": versions.
    r"(?:\b(?:starts?|starting|begins?|kicks?\s+off|meets?|opens?|closes?|leaves?|departs?|"
    r"arrives?|finish(?:es)?|ends?|due|back|home|collected|picked\s+up)\s+at\s+"
    r"(?:about\s+|around\s+)?"
    r"|\b(?:evenings?|mornings?|afternoons?|nights?|open|opens|daily)\s+from\s+"
    # A slot that is a time by its name ("check-out time 10.30", "curfew: 10.45").
    r"|\b(?:time|check-?(?:in|out)|curfew|deadline|cut-?off)(?:\s+is|\s+at|:)?\s+"
    r"|(?P<then>,\s+not\s+|\bnot\s+at\s+|\s*(?:-|–|\bto\b|\buntil\b|\btill\b)\s*))"
    r"(?P<t>(?P<h>[01]?\d|2[0-3])\.(?P<m>[0-5][05]))(?![\w%]|\.\d|,\d)"
    r"(?!\s+(?:release|version|build|patch|update|branch|sdk|api)s?\b)"
    r"|(?<![\w.,/-])(?P<t2>(?P<h2>[01]?\d|2[0-3])\.(?P<m2>[0-5][05]))"
    r"(?=\s+(?:start|finish|kick-?off|close|departure|arrival|train|bus|ferry|flight)s?\b)",
    re.I,
)
# A school year group: "Year 7", "Yr 7" and "Y7" name one group (a thing, as "U14" does).
_SPOKE = frozenset("said says told asked wants thinks reckons recommends suggested".split())
# "is the 25th", "not the 18th", "moved to the 19th": a day of the month on its own.
_DAY_OF_MONTH = re.compile(r"\b(?:is|not|on|to|till|until|from|by|since)\s+the\s+$", re.I)
_DAY_ENDS = re.compile(
    r"\s*(?:$|[,;.)!?]|\s[-–—]\s|\s(?:not|instead|rather|at|and|or|but|same|to|till|until|through|"
    r"now|from|as|because|since|so)\b)",
    re.I,
)
_OF_EACH_MONTH = re.compile(r"\s+of\s+(?:each|every|the|a)\s+month\b", re.I)
# A title in lower case and the word after it ("dr hallam", "mrs adeyemi").
_TITLED_LOWER = re.compile(r"\b(?-i:dr|mr|mrs|ms|prof)\.?\s+(?P<name>(?-i:[a-z][a-z'’-]{2,}))\b")
_SCHOOL_YEAR = re.compile(r"\b(?:Year|Yr|Y)\s?(?P<n>1[0-3]|[1-9])\b(?![.,:]\d)")
# A part of the day said after a word that places it ("in the morning", "at bedtime",
# "every evening"), in one word for each ("bedtime" is at night).
# A letter grade, said after its article or a verb of getting ("an A in maths", "got B+ for
# the essay", "grade C"): a value, one letter apart from another ("a B" is not "an A").
_GRADE = re.compile(
    r"(?i:\b(?:a|an|grade|got|gets|scored|predicted|achieved|awarded)\s+)"
    r"(?P<g>[A-F](?:\*|\+|-(?![\w-]))?)(?![\w*+-])"
    r"(?=\s+(?i:in|for|at|on|overall|and|from|by)\b|\s*[,.;:)!?]|\s*$)"
)
_DAYPART = re.compile(
    r"\b(?:in\s+the|at|every|each|this|tomorrow|per|of\s+a)\s+"
    r"(?P<part>mornings?|afternoons?|evenings?|nights?|bedtime|night-?time|lunchtime|midday)\b"
    # A meal says when in the day ("takes it at breakfast" is in the morning); "before" and
    # "after" a meal say more than the part of the day, and are no such value.
    r"|\b(?:at|with)\s+(?P<meal>breakfast|lunch|dinner|supper)\b",
    re.I,
)
_CLOCK_BEFORE = re.compile(
    # (An hour, not any number: "160 in the evening" is a count of guests, then when.)
    r"(?:(?<![\d.,:])(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?|(?<![\d.,:])(?:1\d|2[0-3])[:.][0-5]\d"
    r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|o['’]clock|"
    r"noon|am|pm))\s*$",
    re.I,
)
# The half of the day said after a clock told in words ("a quarter past eight in the
# evening" is 20:15).
_HALF_OF_DAY = re.compile(
    r"\s+(?:(?P<pm>in\s+the\s+(?:afternoon|evening)|at\s+night|p\.?m\.?(?![a-z]))"
    r"|(?P<am>in\s+the\s+morning|a\.?m\.?(?![a-z])))",
    re.I,
)
_DAYPARTS = {
    "bedtime": "night",
    "nighttime": "night",
    "lunchtime": "midday",
    "breakfast": "morning",
    "lunch": "midday",
    "dinner": "evening",
    "supper": "evening",
}
# A quarter of the year by its ordinal ("the third-quarter report" is the Q3 report).
_QUARTER = re.compile(r"\b(?P<n>first|second|third|fourth|1st|2nd|3rd|4th)[- ]quarter\b", re.I)
_QUARTER_OF = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3,
               "4th": 4}  # fmt: skip
# A number with dots that is no measured quantity: a version, an address, a numbered place.
_VERSION = re.compile(r"(?<![\w.,/-])(?P<v>[vV])?(?P<num>\d+(?:\.\d+)+)(?![\w%]|\.\d)")
# Digits joined by hyphens, one group long enough not to be a range ("555-0101", "2031-88").
_DASHED = re.compile(r"(?<![\w.,/-])(?:\d{3,}(?:-\d{2,})+|\d{2}(?:-\d{2,})*-\d{3,})(?![\w-]|\.\d)")
# A number written with a leading zero names something ("migration 0041", "room 007").
_LEADING_ZERO = re.compile(r"(?<![\w.,/-])0\d+(?![\w%]|[.,]\d)")


# A place in an order said as a word ("fourth on the waiting list" is "no. 4", as "4th"
# is): from third on — "first" and "second" say too much else — and never a share ("a
# third of", "two fifths").
_PLACE_WORD = re.compile(
    r"(?i)(?<![\w-])(?<!\ba\s)(?<!\bone\s)(?<!\btwo\s)(?<!\bthree\s)"
    r"(?P<w>" + "|".join(_ORDINALS[2:12]) + r")(?![\w-])(?!\s+of\b)"
)
# "no. 4", "No 12": a place in an order, the number alone.
# ("NO100" is a code: capitals joined to digits are no "no.".)
_PLACE_NUMBER = re.compile(
    r"(?<![\w.])(?:(?:no|No|NO)(?:\.\s?|\s)|(?:no|No)(?=\d))(?P<n>\d{1,3})(?![\w.,:/-])"
)
_IDENT = re.compile(
    r"(?<![\w.-])[A-Za-z0-9][\w.-]*\d[\w.-]*|[A-Za-z]+-?\d[\w.-]*"
    r"|(?<![\w.-])\d+[A-Za-z][\w-]*"  # "7B", "3rdFloor": a number naming which thing
    r"|(?<![\w])[#@/][A-Za-z][\w./-]*\w"  # "#team-web", "@ops", "/healthz"
)
# A blood group and its rhesus sign, written out or as a sign ("O positive", "AB-").
_BLOOD = re.compile(
    r"(?<![\w-])(?P<group>AB|A|B|O)\s?(?P<sign>positive|negative|pos|neg|\+|-|−)(?![\w+-])"
)
# Only where blood is what the text is about ("a B+ in maths", "plan A - …" are not).
_BLOOD_SAID = re.compile(r"\b(?:blood|donors?|rhesus|transfusions?)\b", re.I)
# A running pace: "6:00/km", "5:45 min/km", "9:30 per mile", "six minutes per kilometre".
_PACE = re.compile(
    rf"(?:(?P<clock>(?P<min>\d{{1,2}}):(?P<sec>[0-5]\d))(?:\s*min(?:utes)?)?|"
    rf"(?P<mins>{_NUMBER})\s+min(?:ute)?s?)\s*(?:/|per\s+|a\s+)"
    r"(?P<dist>km|kilometre|kilometer|mi|mile)s?\b",
    re.I,
)
# Words joined by underscores: a name in code (a table, a column, a flag).
_SNAKE = re.compile(r"(?<![\w.@/-])_?[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w@/-])")
# Two capitals, a space, then digits: a code written with a space ("TP 1351", "BA 287").
_SPACED_CODE = re.compile(r"(?<![\w.-])(?P<letters>[A-Z]{2})\s(?P<digits>\d{2,4})(?![\w.:/-]|,\d)")
# A place's or a seat's kind, then the capital letter that says which ("row A", "bay C") ...
_LETTERED_KINDS = """row gate block wing bay pier aisle section zone stand court platform berth
    pontoon dock lot level coach carriage locker plot pitch stall table hangar studio room hall
    suite lab classroom""".split()
# ... or its number, for places numbered so ("Ward 7", "platform 3", "pontoon 12").
_NUMBERED_KINDS = """ward gate bay pier platform berth pontoon terminal hangar dock stand pitch
    stall locker court room studio suite lab classroom""".split()
# The kinds of place a letter or a number says which of.
DESIGNATED_KINDS = frozenset(_LETTERED_KINDS) | frozenset(_NUMBERED_KINDS)
_DESIGNATED = re.compile(
    rf"\b(?P<kind>(?i:{'|'.join(_LETTERED_KINDS)}))\s+"
    r"(?P<which>[A-Z]{1,2}\d{0,3})(?![\w-]|\.\d)|"
    rf"\b(?P<kind2>(?i:{'|'.join(_NUMBERED_KINDS)}))\s+"
    r"(?P<which2>\d{1,4}[A-Z]?)(?![\w-]|[.,:]\d)"
)
# A capitalised word just before: the place's kind word is part of a name ("Tarn Bay SC").
_IN_A_NAME = re.compile(r"\b[A-Z][a-z]+\s$")
# Letters of a name in the Latin scripts ("Zoë", "Ciarán", "Łukasz", "Maëlle").
_UPPER = "A-ZÀ-ÖØ-ÞĀ-Ž"
_LETTER = "a-zA-ZÀ-ÖØ-öø-ÿĀ-ž"
_NAME = re.compile(
    rf"(?<![\w'])"
    # "St Aldhelm's Hall", "King's Cross": a saint's (or a king's) possessive opens the name.
    rf"(?:(?:(?:St\.?|Saint)\s+[{_UPPER}][{_LETTER}-]*|King|Queen)['’]s\s+(?=[{_UPPER}]))?"
    # (A product's name may open in lower case with a capital inside: "memoQ", "iPhone";
    # a code word opening with a verb or "not" is no name: "notAfter", "getUser".)
    rf"(?:[{_UPPER}][{_LETTER}-]*[{_LETTER}]|[A-Z]{{2,}}|(?!(?:not|get|set|is|has|to|on|max|min)[A-Z])[a-z]{{1,6}}[A-Z][A-Za-z]*(?![\w-]|\.\w))"
    # "Spoke & Chain"; "Casa do Largo", "Rio de Janeiro", "van Gogh": a name's particles.
    r"(?:(?:\s+|\s+&\s+|\s+(?:da|das|de|del|della|der|di|do|dos|du|van|von|den|ten|ter)"
    rf"(?:\s+la)?\s+)(?:[{_UPPER}][{_LETTER}-]*[{_LETTER}]|[A-Z]{{2,}}))*"
    # "Studio B", "Plan C", "Gate F": a name and the letter that says which one.
    r"(?:\s+[A-HJ-Z](?=['’]s\b|[^\w'’.]|\.(?!\s*[A-Z][a-z])|$))?"
)
TITLES = frozenset("dr mr mrs ms prof st".split())
# Titles as written in full too ("Professor Achterberg").
TITLE_WORDS = TITLES | {"professor", "doctor", "sir", "dame", "miss"}


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


def unit_step(m: Mention) -> tuple[str, float] | None:
    """The unit a measured value is written in and the step of its last written digit in the
    base unit ("10.9 kg": kg, 100 g; "55°F": °f, 5/9 °C), or None for no measured value.
    A value said in one unit and converted to another is rounded to about that step."""
    if m.kind.split(":")[-1] not in _MEASURED:
        return None  # "3D", "Room 2.11": a name or a code, whatever letters follow its digits
    found = _QUANTITY.search(m.raw)
    if found is None or (_number(found["num"]) if found["num"] else _fraction(found)) is None:
        return None
    unit = found["unit"].lower()
    if unit == "mi":
        unit = "mile"
    kind, factor = _UNITS[unit]
    if kind == "celsius" and unit.endswith(("f", "fahrenheit")):
        factor = 5 / 9
    if not found["num"]:
        # ("3/4 hour": to the quarter hour; "½ kg": to the half, "⅛" the eighth.)
        return unit, factor / int(found["bottom"] or (8 if found["vulgar"] == "⅛" else 4))
    decimals = re.search(r"\.(\d+)$", found["num"])
    return unit, factor * 10 ** -(len(decimals.group(1)) if decimals else 0)


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
        if kind.endswith("years"):
            # A year is twelve months: "twice a year" is "every six months".
            kind, norm = kind[: -len("years")] + "months", _fmt(float(norm) * 12)
        if _spans_free(taken, start, end):
            taken.append((start, end))
            found.append(Mention(kind, norm, start, end, text[start:end]))

    for m in _SCIENTIFIC.finditer(text):
        # "3e-4" is 0.0003, written as a decimal reads ("0.0003": an identifier, as a
        # version might be); "1e6" is a number.
        value = Decimal(m["mantissa"]).scaleb(int(m["exp"]))
        plain = format(value.normalize(), "f")
        add("number" if value >= 1 else "identifier", plain, m.start(), m.end())
    for m in _DESIGNATED.finditer(text):
        # "row A", "bay C", "pontoon D2": which one of a place's kind, by its letter or number.
        kind, which = m["kind"] or m["kind2"], m["which"] or m["which2"]
        lettered = which.isalpha() and len(which) > 1
        if lettered and kind[0].isupper() and _IN_A_NAME.search(text[: m.start()]):
            continue  # "Tarn Bay SC" is a club's name ("Bay" of a place, "SC" of a club)
        add("identifier", f"{kind.lower()} {which.lower()}", m.start(), m.end())
    for m in _BLOOD.finditer(text) if _BLOOD_SAID.search(text) else ():
        # "A positive", "O-", "AB neg": a blood group is a value ("A" / "O" differ).
        sign = "+" if m["sign"].lower().startswith(("p", "+")) else "-"
        add("blood group", f"{m['group'].upper()}{sign}", m.start(), m.end())
    for m in _SNAKE.finditer(text):
        # "fct_orders", "order_date", "offline_sync": a name in code, compared as written
        # ("fct_order_items" is another table, however many words it shares).
        add("identifier", m.group(0).lower(), m.start(), m.end())
    for m in _SPACED_CODE.finditer(text):
        # "TP 1351" is the flight "TP1351": a code written with a space in it.
        add("identifier", f"{m['letters']}{m['digits']}".lower(), m.start(), m.end())
    for m in _PACE.finditer(text):
        # "6:00/km", "six minutes per kilometre": how long a distance takes, per km.
        if m["clock"]:
            per_km = float(int(m["min"]) * 60 + int(m["sec"]))
        else:
            told = _number(m["mins"])
            per_km = told * 60 if told is not None else 0.0
        per_mile = m["dist"].lower().startswith("mi")
        add("pace", _fmt(per_km / 1.609344 if per_mile else per_km), m.start(), m.end())
    for m in re.finditer(r"(?<![\w.,/$£€¥₹-])(?P<num>\d+(?:\.\d+)?)k\b", text):
        if not re.match(
            r"\s*(?:[$£€¥₹]|gbp|usd|eur|pounds?|dollars?|euros?)", text[m.end() :], re.I
        ):
            glued = re.match(rf"\s+{_UNIT}(?![\w%])", text[m.end() :], re.I)
            if glued and glued["unit"].lower() in _UNITS and len(glued["unit"]) > 1:
                # "8k miles" is 8,000 miles ("5k mi" too; "Mi" is Kubernetes' mebibytes).
                unit = "mile" if glued["unit"] == "mi" else glued["unit"].lower()
                kind, factor = _UNITS[unit]
                amount = float(m["num"]) * 1000 * factor
                add(kind, _fmt(amount), m.start(), m.end() + glued.end())
                continue
            add("number", _fmt(float(m["num"]) * 1000), m.start(), m.end())  # "1k req/min"
    for m in _MONEY_AND_CENTS.finditer(text):
        num, cents = _number(m["num"]), _number(m["cents"])
        after = re.match(r"\s*([a-z]+)", text[m.end() :], re.I)
        if num is None or cents is None or not 0 < cents < 100 or cents != int(cents):
            continue
        if after and after.group(1).lower() in _UNITS:
            continue  # "20 euros 5 kg": the second number is measured, no hundredths
        add(
            f"money:{_CURRENCY_WORDS[m['cur'].lower()]}",
            _fmt(num + cents / 100),
            m.start(),
            m.end(),
        )
    for m in _MONEY.finditer(text):
        said = m["num"] or m["num2"] or m["num3"] or ""
        num = _number(said.replace(",", ".") if re.fullmatch(_DECIMAL_COMMA, said) else said)
        if num is None:
            continue
        scale = (m["scale"] or m["scale2"] or "").lower()
        num *= {"k": 1e3, "m": 1e6, "bn": 1e9}.get(scale, 1)
        cur = (
            _CURRENCY_SIGNS.get(m["sign"] or m["sign3"] or "", "")
            or _CURRENCY_WORDS[(m["cur"] or "").lower()]
        )
        add(f"money:{cur}", _fmt(num), m.start(), m.end())
    for m in _ALL_DAY.finditer(text):
        add("duration", "86400", m.start(), m.end())  # "around the clock" is 24 hours a day
    for m in _OF_THE_MONTH.finditer(text):
        add("every:months", "1", m.start(), m.end())  # "the second Saturday of the month"
    for m in _WORD_DATE.finditer(text):
        said = (m["day"] or m["day2"]).lower().replace("-", " ")
        month_word = m["month"] or m["month2"]
        if month_word.lower() == "may" and not month_word[0].isupper():
            continue  # "may" the verb
        day = _DAY_WORDS[said]
        year = int(m["year"] or m["year2"] or 0)
        month = _MONTHS[month_word.lower().rstrip(".")]
        add("date", f"{year:04d}-{month:02d}-{day:02d}" if year else f"{month:02d}-{day:02d}",
            m.start(), m.end())  # fmt: skip
    for m in _WORD_DAY.finditer(text):
        if _OF_EACH_MONTH.match(text[m.end() :]):
            # "the fourteenth of every month" is "the 14th of each month": a day of the month.
            day = _DAY_WORDS[m["day"].lower().replace("-", " ")]
            add("date", f"00-{day:02d}", m.start("day"), m.end())
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
            # "03/03", "07/11": two digits each, one with a leading zero — a date as a form
            # writes one, never a fraction.
            padded = len(m["a"]) == len(m["b"]) == 2 and "0" in (m["a"][0], m["b"][0])
            if a > 12 >= b:
                day, month = a, b
            elif b > 12 >= a:
                month, day = a, b
            elif (
                not year
                and a
                and b
                and (padded or _DATED_BEFORE.search(text[: m.start()]))
                and not re.match(r"\s+of\b", text[m.end() :])  # "on 3/4 of days"
            ):
                if a == b:
                    month, day = a, b  # "on 3/3": either reading is 3 March
                else:
                    # "due 11/3", "12/22-1/2": a date by where it stands, which number is
                    # the month not said (``same_date`` matches either reading).
                    add("date", f"~{a:02d}-{b:02d}", m.start(), m.end())
                    continue
            elif not (a and b) or not (year or (padded and a == b)):
                continue  # "3/4": a fraction as likely as a day
            elif a != b:
                # 03/04/2026: which is the month is not written down — both readings, as
                # one value (``same_date`` matches either against a date written plainly).
                add("date", f"~{year:04d}-{a:02d}-{b:02d}", m.start(), m.end())
                continue
            else:
                month, day = a, b
        if not (1 <= month <= 12 and 1 <= day <= 31):
            continue
        add("date", f"{year:04d}-{month:02d}-{day:02d}" if year else f"{month:02d}-{day:02d}",
            m.start(), m.end())  # fmt: skip
    for m in _PHONE.finditer(text):
        add("identifier", _national(m.group(0)), m.start(), m.end())
    for m in _TIME_RANGE.finditer(text):
        # "2-4 pm": both ends in the afternoon, as two times of day.
        pm = m["ampm"].lower().startswith("p")
        first = "a" if m["a"] else "a2"
        opens, closes = int(m[first].partition(":")[0]), int(m["b"].partition(":")[0])
        for side in (first, "b"):
            hh, _, mins = m[side].partition(":")
            # "9-5 pm" opens in the morning: a start later than the end is before noon.
            afternoon = pm and not (side == first and opens > closes)
            if int(hh) <= 12:
                at = _clock(int(hh) % 12 + (12 if afternoon else 0), int(mins or 0))
                add("time", at, m.start(side), m.end(side))
    for m in _TIME.finditer(text):
        if m["ampm"]:
            h, mm = int(_number(m["hh"]) or 0), int(m["mm"] or 0)
            if h > 12 or mm > 59:
                continue
            pm = m["ampm"].lower().startswith("p")
            h = (h % 12) + (12 if pm else 0)
        elif m["h24"]:
            h, mm = int(m["h24"]), int(m["m24"])
            if 1 <= h <= 12 and not m["h24"].startswith("0"):
                add("time", "~" + _clock(h % 12, mm), m.start(), m.end())  # am or pm?
                continue
        elif m["and_h"]:
            hour = _number(m["and_h"])
            if hour is None or not 1 <= int(hour) <= 12:
                continue
            mm = 15 if m["and_part"].lower() == "quarter" else 30
            add("time", "~" + _clock(int(hour) % 12, mm), m.start(), m.end())
            continue
        elif m["part_h"] or m["oclock"]:
            hour = _number(m["part_h"] or m["oclock"])
            if hour is None or not 1 <= int(hour) <= 12:
                continue
            if m["oclock"]:
                add("time", "~" + _clock(int(hour) % 12, 0), m.start(), m.end())
                continue
            # "two in the morning" is 02:00; "in the evening", "at night" after noon ("twelve
            # at night" is midnight).
            later = (m["part"] or "").lower() in ("afternoon", "evening") or bool(m["night"])
            h, mm = int(hour) % 12 + (12 if later and int(hour) != 12 else 0), 0
            if m["night"] and int(hour) == 12:
                h = 0
        elif m["rel"]:
            hour = _number(m["h"])
            if hour is None:
                continue
            h = int(hour)
            rel = m["rel"].lower()
            if m["mins"]:
                minutes = int(_number(m["mins"].replace(" ", "-")) or 0)
                to = m["dir"].lower() == "to"
                mm, h = (60 - minutes, h - 1) if to else (minutes, h)
            else:
                # "half seven" is half past seven (as said in Britain and Ireland).
                mm = 30 if rel in ("half past", "half") else 15 if rel == "quarter past" else 45
                h = h - 1 if rel == "quarter to" else h
            half = _HALF_OF_DAY.match(text, m.end())
            if half is None:
                add("time", "~" + _clock(h % 12, mm), m.start(), m.end())  # am or pm: unsaid
            else:
                add("time", _clock(h % 12 + (12 if half["pm"] else 0), mm), m.start(), half.end())
            continue
        else:
            h, mm = (0, 0) if m["noon"].lower() == "midnight" else (12, 0)
        add("time", _clock(h, mm), m.start(), m.end())
    for m in _AT_HOUR.finditer(text):
        # "at eleven the server gets backed up", "the standup is at 9.": an hour alone
        # after "at", with nothing counted after it, is a clock (am or pm unsaid).
        after = re.match(r"\s*([A-Za-z]+)?", text[m.end() :])
        word = (after[1] or "").lower() if after else ""
        if word and word not in STOPWORDS:
            continue  # "at 11 km", "at eleven people a table": a number of something
        if re.match(r"\s*[^\sA-Za-z.,;:!?)]", text[m.end() :]):
            continue  # "at 1 °C", "at 5%": a measure, its unit a sign
        if re.match(r"\s*(?:[-–]|to\b|till\b|until\b)", text[m.end() :]):
            continue  # the start of a range, read by its own rule
        if _METRIC_AT.search(text[: m.start()]):
            continue
        hour = _number(m["h"])
        if hour is not None and 1 <= int(hour) <= 12:
            add("time", "~" + _clock(int(hour) % 12, 0), m.start("h"), m.end("h"))
    for m in _DOTTED_TIME.finditer(text):
        # "starts at 4.15", "3.45 start": a clock written with a point, where it is told
        # as a time (elsewhere "3.45" is a version, compared as written).
        h, mm = int(m["h"] or m["h2"]), int(m["m"] or m["m2"])
        at = "t" if m["t"] else "t2"
        if m["then"] is not None and not any(
            k.kind == "time" and k.end <= m.start("t") for k in found
        ):
            continue  # ", not 3.45", "to 5.30": a time only after one read as a time
        clock = ("~" + _clock(h, mm)) if 1 <= h <= 12 else _clock(h, mm)
        add("time", clock, m.start(at), m.end(at))
    for m in _TIMES_PER.finditer(text):
        # "twice a day" is every 12 hours, "three times a day" every 8: how often, as the
        # period between two (never "a day", the same as "once a day").
        count = {"once": 1, "twice": 2, "thrice": 3}.get((m["word"] or "").lower()) or _number(
            m["n"] or m["nx"] or ""
        )
        if count:
            unit = (m["unit"] or m["per"] or "").lower() or {
                "daily": "day",
                "nightly": "night",
            }.get(m["ly"].lower(), m["ly"].lower().removesuffix("ly"))
            kind, period = _PERIODS[unit]
            add(f"every:{kind}", _fmt(period / count), m.start(), m.end())
    for m in _SPAN.finditer(text):
        seconds = _span_seconds(m)
        if seconds is not None:
            add("duration", _fmt(seconds), m.start(), m.end())
    for m in _WATTS.finditer(text):
        add("power", _fmt(float(m["num"])), m.start(), m.end())  # "430 W"
    for m in _N_LY.finditer(text):
        # "6-monthly", "two-weekly": every so many of its unit.
        count = _number(m["n"] or m["n2"])
        if count:
            kind, period = _PERIODS[(m["unit"] or m["unit2"]).lower()]
            add(f"every:{kind}", _fmt(period * count), m.start(), m.end())
    for m in _PENCE.finditer(text):
        add("money:gbp", _fmt(float(m["num"]) / 100), m.start(), m.end())  # "12p a word"
    for m in _PENCE_WORD.finditer(text):
        pence = float(m["num"]) if m["num"][0].isdigit() else _spelled(m["num"].lower())
        if pence is not None:
            add("money:gbp", _fmt(pence / 100), m.start(), m.end())  # "twenty pence"
    for m in _CENTS.finditer(text):
        # "11 cents a word": hundredths of a currency the text does not name (the judge
        # reads them in the other statement's: "€0.11 per word").
        add("money:cent", _fmt(float(m["num"]) / 100), m.start(), m.end())
    for m in _CODE_FIRST.finditer(text):
        add(f"money:{m['cur'].lower()}", _fmt(float(m["num"])), m.start(), m.end())  # "EUR 0.11"
    for m in _PART_OF.finditer(text):
        # "a quarter of par" is 25% of it ("a quarter of an hour" is a duration, read above).
        add("percent", _PARTS[" ".join(m["part"].lower().split())], m.start(), m.end("part"))
    for m in _RANGE.finditer(text):
        add("range", f"{m['a']}-{m['b']}", m.start(), m.end())
    for m in _RANGE_SAID.finditer(text):
        ends = [m["a"] or m["a2"] or m["a3"], m["b"]]
        low, high = (str(_SMALL.get(e.lower(), e)) for e in ends)
        add("range", f"{low}-{high}", m.start(), m.end())
    for m in _PART_UNIT.finditer(text):
        share = 0.5 if m["part"].lower() == "half" else 0.25
        kind, period = _PERIODS[m["unit"].lower()]
        add(kind, _fmt(share * period), m.start(), m.end())
    for m in _QUANTITY.finditer(text):
        num = _number(m["num"]) if m["num"] else _fraction(m)
        if num is None:
            continue
        if m["num"] and not m["num"][0].isdigit() and not m["gap"]:
            continue  # "twelves" is no "twelve s"
        begins = (
            m.start("num")
            if m["num"]
            else min(m.start(g) for g in ("whole", "top", "whole2", "vulgar") if m[g])
        )
        if begins > 0 and text[begins - 1].isalpha():
            continue  # a model's name ("Prusa MK3S", "Galaxy S21h"), not 3 seconds
        if m["unit"] in ("m", "M") and not m["gap"]:
            continue  # "5m" is as often five million as five metres
        if m["unit"].lower() in _GLUED_ONLY and (m["gap"] or not m["unit"].islower()):
            continue  # "90d", "6mo", "2y" are days, months, years; "3D", "5 y" are not
        kind, factor = _UNITS[m["unit"].lower()]
        if m["unit"] == "mi":
            kind, factor = _UNITS["mile"]  # "~200 mi"; "256Mi" is Kubernetes' mebibytes
        if m["half"]:
            num += 0.5  # "two and a half hours"
        if m["neg"] and kind not in ("duration", "months", "years"):
            # (A span has no sign: "departure minus 20 min" is "20 minutes before
            # departure", its side told by the words.)
            num = -num
        if m["unit"].lower().endswith(("f", "fahrenheit")) and kind == "celsius":
            num, factor = (num - 32) * 5 / 9, 1.0  # "55°F" is 12.8 °C
        every = _EVERY.search(text[: m.start()])
        start = m.start()
        if kind in ("duration", "months", "years") and (
            every or re.match(r"\s+apart\b", text[m.end() :])
        ):
            kind = f"every:{kind}"  # how often ("every 4 hours", "8 hours apart")
            if every and every.group(0).lower().startswith(("every", "each")):
                # The rhythm's word is part of the value: "every 8 hours" is put whole
                # for "once a day", never leaving "every once a day".
                start = every.start()
        add(kind, _fmt(num * factor), start, m.end())
    for m in _EVERY_OTHER.finditer(text):
        # "every other Thursday" = "every two weeks on a Thursday" (its day is read below).
        unit = m["unit"].lower()
        kind, period = _PERIODS["week" if unit in _DAYS or unit not in _PERIODS else unit]
        add(f"every:{kind}", _fmt(2 * period), m.start(), m.start("unit") - 1)
    for m in _ORDINAL.finditer(text):
        # "the first floor" = "the 1st floor"; "the second Monday" of a month.
        word = m["n"].lower()
        number = _ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
        add("ordinal", str(number), m.start(), m.end("n"))
    for m in _ORDINAL_OF_MONTH.finditer(text):
        word = m["n"].lower()
        number = -1 if word == "last" else _ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
        add("ordinal", str(number), m.start(), m.end("n"))
    for m in _ONE_UNIT.finditer(text):
        kind, period = _PERIODS[m["unit"].lower()]
        rhythm = re.match(r"every|each|per|once", m.group(0), re.I)
        if m["unit"].lower() == "quarter" and not rhythm:
            continue  # "a quarter of an hour", "one quarter of the budget": no rhythm
        one = re.match(r"(?:an?|one)\s", m.group(0), re.I)
        half = _AND_A_HALF.match(text, m.end())
        if half and (one or rhythm):
            # "a week and a half": how long, one and a half of it ("every month and a half",
            # "interval: a minute and a half": how often).
            labelled = re.search(r"\bintervals?\b", (_EVERY.search(text[: m.start()]) or [""])[0])
            often = "every:" if (rhythm and not one) or labelled else ""
            add(f"{often}{kind}", _fmt(1.5 * period), m.start(), half.end())
            continue
        if one and _compound(text, m.end()):
            continue  # "a day pass", "a night flight": a kind of thing, no time
        # "for a fortnight", "in a week": how long, not how often.
        single = one and re.search(
            r"\b(?:for|in|within|after|takes|lasts)\s+$", text[: m.start()], re.I
        )
        add(kind if single else f"every:{kind}", _fmt(period), m.start(), m.end())
    for m in _PER_SHORT.finditer(text):
        # "$285/qtr", "$40/mo", "2 per wk": a rate's period written short.
        unit = re.sub(r"\s+", " ", (m["unit"] or m["unit2"] or m["unit3"]).lower())
        unit = unit.replace(".", "")
        kind, period = _PERIODS[_SHORT_PERIODS.get(unit, unit)]
        add(f"every:{kind}", _fmt(period), m.start(), m.end())
    for m in _VERSION.finditer(text):
        # A version, an address or a numbered place ("1.20", "2.0.1", "10.4.2.17", "desk
        # 4.10") is a name written in digits: compared as written, so 1.2, 1.20 and 1.02 are
        # three things, never one number.
        # Any bare decimal: an amount has a unit or a currency, which were read above.
        labelled = _SHARE_LABEL.search(text[: m.start()])
        if labelled and re.fullmatch(r"0?\.\d+|1\.0+", m["num"]):
            # "canary weight: 0.5", "sampling ratio 0.25": a share of the whole, as 50%.
            add("percent", _fmt(float(m["num"]) * 100), m.start(), m.end())
            continue
        add("identifier", m["num"].lower(), m.start(), m.end())
    for m in _LEADING_ZERO.finditer(text):
        add("identifier", m.group(0), m.start(), m.end())  # "0041": a migration, a room
    for m in _DASHED.finditer(text):
        add("identifier", m.group(0), m.start(), m.end())  # "555-0101", "4471-22": a number's name
    for m in _GRADE.finditer(text):
        add("grade", m["g"].upper(), m.start("g"), m.end("g"))
    for m in _DAYPART.finditer(text):
        # "in the morning" / "at bedtime": when in the day, a value ("once a day, in the
        # morning" is not "once daily at bedtime") — not the half of the day a clock time
        # is in ("ten to five in the morning", "11 at night").
        if _CLOCK_BEFORE.search(text[: m.start()]):
            continue
        part = (m["part"] or m["meal"]).lower().rstrip("s").replace("-", "")
        add("daypart", _DAYPARTS.get(part, part), m.start(), m.end())
    for m in _QUARTER.finditer(text):
        if not re.match(r"\s+of\b", text[m.end() :]):  # "the third quarter of the match"
            add("identifier", f"q{_QUARTER_OF[m['n'].lower()]}", m.start(), m.end())
    for m in _SCHOOL_YEAR.finditer(text):
        # "Year 7" is "Y7": one group (its word "Year" stays a word of the sentence).
        spelt = m.group(0)[1:2].isalpha()
        add("group", f"y{int(m['n'])}", m.start("n") if spelt else m.start(), m.end())
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
    for m in _PLACE_NUMBER.finditer(text):
        add("number", m["n"], m.start(), m.end())
    for m in _PLACE_WORD.finditer(text):
        if m["w"][0].isupper() and re.match(r"\s+[A-Z]", text[m.end() :]):
            continue  # "Twelfth Night", "Eighth Symphony": a title
        add("number", str(_ORDINALS.index(m["w"].lower()) + 1), m.start(), m.end())
    for m in _IDENT.finditer(text):
        if re.fullmatch(r"\d{1,4}u", m.group(0)):
            # "18u" of a dose: a count of units, as "18 units" is (an upper-case "2U", a
            # server's height, stays a name).
            add("number", m.group(0)[:-1], m.start(), m.end())
            continue
        glued = re.fullmatch(r"(\d{2,})([a-z]{3,4})", m.group(0))
        if (
            glued
            and not re.fullmatch("[a-f]+", glued[2])
            and not _IDENT_AROUND.match(text[m.end() :])
        ):
            # "600dpi", "120fps", "3000rpm": a measure glued to a unit word we hold no
            # factor for, as "600 dpi" is a number before its word (hex, "12abcd", stays).
            add("number", glued[1], m.start(), m.end())
            continue
        nth = re.fullmatch(r"(\d+(?:st|nd|rd|th))\.?", m.group(0), re.I)
        if nth:
            # (A sentence's full stop is no part of it: "…until the 28th. Rang her".)
            end = m.start() + len(nth[1])
            day = int(nth[1][:-2])
            monthly = _OF_EACH_MONTH.match(text[end:])
            if 1 <= day <= 31 and (
                monthly or (_DAY_OF_MONTH.search(text[: m.start()]) and _DAY_ENDS.match(text[end:]))
            ):
                # "the visit is the 25th not the 18th": a day of the month, which month unsaid.
                add("date", f"00-{day:02d}", m.start(), end)
                continue
            add("number", nth[1][:-2], m.start(), end)  # "the 25th"
            continue
        if re.fullmatch(r"\d+x", m.group(0)) and re.match(r"\s+[A-Za-z]", text[m.end() :]):
            add("number", m.group(0)[:-1], m.start(), m.end())  # "64x a100": a count of them
            continue
        if m.group(0).lower() == "b4" and re.match(r"\s+\d", text[m.end() :]):
            continue  # chat's "before" ("usually b4 8am"), no code
        add("identifier", m.group(0).lower().rstrip(".-"), m.start(), m.end())
    lowered = text.lower()
    for m in re.finditer(r"\b[a-z]+\b", lowered):
        word = m.group(0)
        if word in ENVIRONMENTS and text[m.start()].isupper() and _acts(text, m.end()):
            continue  # "Dev has taken over": a person, not the dev environment
        if word == "stage" and _THEATRE_STAGE.search(lowered, max(0, m.start() - 8), m.end() + 12):
            continue  # "the stage manager", "on stage": a theatre's stage
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
    for m in _TITLED_LOWER.finditer(text):
        # "dr hallam", "mrs adeyemi": a person's title before a word typed in lower case is
        # their name, as "Dr Hallam" would be.
        if m["name"] not in STOPWORDS and m["name"] not in VERBS and m["name"] not in _SPOKE:
            add("name", plain_letters(_possessive(m["name"])), m.start("name"), m.end("name"))
    found = [
        # "an orbital period of an hour and 35 minutes" is "one orbit every 95 minutes": a
        # period is how often, not how long.
        replace(m, kind="every:duration")
        if m.kind == "duration" and _PERIOD.search(text[: m.start])
        else m
        for m in found
    ]
    if any(m.kind == "date" and m.norm.startswith("00-") for m in found) and any(
        m.kind == "date" and not m.norm.startswith("00-") for m in found
    ):
        # "it's 5 December, not the 1st": beside a date, a day alone is that date's day, a
        # number as before (the judge reads which date it names).
        found = [
            replace(m, kind="number", norm=str(int(m.norm[3:])))
            if m.kind == "date" and m.norm.startswith("00-")
            else m
            for m in found
        ]
    if any(m.kind == "pace" for m in found):
        # "6:30/km not 6:10": a bare clock beside a pace is a pace too (per the same km).
        found = [
            replace(m, kind="pace", norm=_fmt(int(m.raw[:-3]) * 60 + int(m.raw[-2:])))
            if m.kind == "time" and re.fullmatch(r"\d{1,2}:[0-5]\d", m.raw)
            else m
            for m in found
        ]
    return tuple(sorted(found, key=lambda x: x.start))


_PERIOD = re.compile(r"\bperiod\s+(?:is\s+|of\s+)?(?:about\s+|roughly\s+|~\s?)?$", re.I)


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
    # "User prefers pnpm…": how an assistant writes of whom a memory is about, no name.
    "user actually correction update note fyi also so and but please scratch oh hey btw "
    "as from since these this our every each when after before for".split()
)


_DAY_SHORT = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
    "weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday",
    "fri": "friday", "sat": "saturday", "sun": "sunday",
}  # fmt: skip
_SHORT_DAY_WORD = r"\b(?:" + "|".join(d.capitalize() for d in _DAY_SHORT) + r")\b"
# Short weekdays that are no English word, so read in lower case too ("early weds").
_DAY_SHORT_ONLY = frozenset({"tue", "tues", "weds", "thu", "thur", "thurs", "fri"})


# The country codes of one or two digits (and Ireland's and its neighbours' 35x).
_COUNTRY_CODE = re.compile(
    r"\s*\+\s*(?P<cc>1|2[07]|3[0-469]|4[0-9]|5[1-8]|6[0-6]|8[12]|9[0-5]|35\d)\b"
)


def _national(phone: str) -> str:
    """A phone number's digits as dialled at home: "+44 113 496 0281" is "01134960281" (a
    country that dials a 0 first), "+1 614 555 0173" is "6145550173"."""
    digits = re.sub(r"\D", "", phone)
    code = _COUNTRY_CODE.match(phone)
    if code is None:
        return digits
    rest = digits[len(code["cc"]) :]
    if code["cc"] == "1":
        return rest
    # (Written "+44 (0)113 …", the home 0 is there already.)
    return rest if rest.startswith("0") else "0" + rest


def _short_day(text: str, start: int, end: int) -> bool:
    """Whether a short weekday ("Sat", "Tue") is written as one: capitalised, and in
    brackets or after "on"/"every"/"each" ("the Sun" and "sat down" are no days). One that
    is no word ("tues", "weds") is a day however written, but not as one end of a span
    ("mon-fri": its other end is no day in lower case, and one end alone says another
    thing than the span)."""
    before, after = text[:start], text[end:]
    if any(o.end() == start for o in _ORDINAL_OF_MONTH.finditer(text)):
        return True  # "1st sat of the month": which weekday of the month, however cased
    # (A dash is a span only with a day at its other end: "Orchestra - weds rehearsal" is
    # a day after a name's dash.)
    day = rf"(?:{_SHORT_DAY_WORD}|\b(?:mon|sat|sun)\b|\b[a-z]+day\b)"
    spanned = re.match(rf"\.?\s*[-–]\s*{day}", after, re.I) or re.search(
        rf"{day}\.?\s*[-–]\s*$", before, re.I
    )
    if text[start:end].lower() in _DAY_SHORT_ONLY and not spanned:
        return True
    # "Mon/Tue", "Wed and Fri", "mon + thu": beside another short weekday, however cased.
    beside = bool(re.match(rf"\.?\s*(?:/|,|&|\+|and)\s*{_SHORT_DAY_WORD}", after, re.I)) or bool(
        re.search(rf"{_SHORT_DAY_WORD}\.?\s*(?:/|,|&|\+|and)\s*$", before, re.I)
    )
    if not text[start].isupper():
        # In lower case a word may be meant ("sat on sun loungers", "the sun am rising"):
        # a day beside another, or ending its phrase after "on"/"every"/"each", or before a
        # time with its marks ("mon 6pm", "fri 19:30"; "sat 6 people" is a verb) or a part
        # of the day other than "am".
        ends = re.match(
            r"\.?(?:\s*(?:$|[,;:.!?)–-])|\s+(?:at|now|instead|too|from|till|until|and|or|only)\b)",
            after,
        )
        return (
            beside
            or bool(ends and re.search(r"\b(?:on|every|each)\s+$", before, re.I))
            or bool(re.match(r"\s+\d{1,2}(?::\d\d|\.\d\d|\s?[ap]m\b)", after))
            or bool(re.match(r"\.?\s+(?:pm|mornings?|afternoons?|evenings?|nights?)\b", after))
        )
    return (
        bool(re.search(r"\($", before) and re.match(r"\.?\)", after))
        or beside
        or bool(
            re.search(r"\b(?:on|every|each)\s+$", before, re.I) and re.match(r"\.?(?!\w)", after)
        )
        # "Sat 18:15", "Huskies Sat ice": before a time or a date, or between a name and a
        # lowercase word ("Morning Sun Hotel" is a name).
        or bool(re.match(r"\.?\s+\d", after) and not re.search(r"\bthe\s+$", before, re.I))
        # "Sat am: Maureen", "Sun evenings": before a part of the day; "Sat: me and Hattie"
        # as a rota's label, where another weekday is written too.
        or bool(re.match(r"\.?\s+(?:am|pm|mornings?|afternoons?|evenings?|nights?)\b", after))
        or bool(
            re.match(r"\.?\s*:", after)
            and re.search(rf"{_SHORT_DAY_WORD}|\b[A-Za-z]+days?\b", before + " " + after[1:])
        )
        or bool(re.search(r"[A-Z][\w'’]*\s+$", before) and re.match(r"\s+[a-z]", after))
    )


def weekly_key() -> tuple[str, str]:
    """The key of "every week" (what a weekday said alone implies: "on Mondays")."""
    return ("every:duration", _fmt(_PERIODS["week"][1]))


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
    "messaged paid met reminded invited hired thanked".split()
)
_ADVERBS = frozenset("no never not now also always still usually often just".split())


def _possessive(name: str) -> str:
    return re.sub(r"['’]s?$", "", name)


_DETERMINERS = frozenset(
    "the this that these those a an which another my our your his her their its".split()
)


def _counts(text: str, start: int, end: int, word: str) -> bool:
    """Whether a number word is a count ("one replica"), not "the one we use"."""
    if word.lower() != "one":
        return True
    before = text[:start].split()[-1:] or [""]
    after = text[end:].split()[:1] or [""]
    two = [w.lower() for w in text[:start].split()[-2:]]
    if len(two) == 2 and two[0] in _DETERMINERS and not any(c.isdigit() for c in two[1]):
        return False  # "since the last one", "a new one", "my old one": which, not how many
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
