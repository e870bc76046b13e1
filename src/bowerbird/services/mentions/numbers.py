"""Numbers as written or spelled ("twenty-one", "4,000", "1k"), units and their
spellings ("25MB" = "25 MB"), quantities, ranges, fractions, ordinals, and the readers
that find them.
"""

from __future__ import annotations

import re
from decimal import Decimal

from ..values import SMALL_NUMBERS, TENS
from .base import _EVERY, Mention, _Add, _fmt

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
# ("another hundred-and-twenty-five-watt bulb": a hyphened number may open on its scale.)
_SPELLED = (
    rf"(?:(?:a|one)\s+{_SCALE_WORD}|{_WORD_NUMBER}(?:(?:\s+and\s+a\s+half)?\s+{_SCALE_WORD})+)"
    rf"(?:(?:\s+and)?\s+{_WORD_NUMBER}(?:\s+{_SCALE_WORD})?)*"
    rf"|(?:(?:a|one)-)?hundred-and-{_WORD_NUMBER}"
    rf"|{_WORD_NUMBER}"
)
# (Dozens first: "two dozen" is 24 and "half a dozen" 6, not a number and then a dozen.)
# (And scores: "three score" is 60, "four score and seven" 87 is not read.)
_DOZENS = (
    rf"(?:\d+|{_WORD_NUMBER})\s+dozen(?!s)|half\s+a\s+dozen|(?:a\s+)?half[\s-]dozen|"
    rf"(?:{_WORD_NUMBER})\s+score(?!\s+(?:of\s+)?\d|\s+and\b|s)"
)
_NUMBER = (
    rf"{_DOZENS}|(?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?:\.\d+)?|{_SPELLED}|a dozen|dozen|half a|half an"
)
# Measured units, by what they measure, with a factor to one base unit: "1 hour" = "60 min".
_UNITS: dict[str, tuple[str, float]] = {}
for _names, _kind, _factor in [
    ("ms msec msecs millisecond milliseconds", "duration", 0.001),
    ("s sec secs second seconds", "duration", 1),
    ("min mins minute minutes", "duration", 60),
    ("h hr hrs hour hours", "duration", 3600),
    ("d day days", "duration", 86400),
    # A working day is one of five in a week: compared as 7/5 of a day, so that "three
    # working days" is never "3 days" (nor "72 hours"), and five of them are a week.
    (
        "working_day working_days business_day business_days work_day work_days",
        "duration",
        86400 * 7 / 5,
    ),
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
    ("yd yds yard yards", "length", 0.9144),
    # (A speed said in words too: "miles an hour", "twenty-five kilometres an hour".)
    ("mph miles_per_hour mile_per_hour miles_an_hour", "speed", 0.44704),
    (
        "km/h kph kmh kilometres_per_hour kilometers_per_hour km_per_hour "
        "kilometres_an_hour kilometers_an_hour km_an_hour",
        "speed",
        1 / 3.6,
    ),
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
    ("tonne tonnes", "mass", 1e6),
    ("lb lbs", "mass", 453.59237),
    ("oz ounce ounces", "mass", 28.349523125),
    ("ml millilitre millilitres milliliter milliliters", "volume", 1e-3),
    ("l litre litres liter liters", "volume", 1),
    # (Imperial measures, as a British kitchen or pub says them.)
    ("pint pints", "volume", 0.56826125),
    ("fl_oz fluid_ounce fluid_ounces", "volume", 0.0284130625),
    ("% percent per-cent per_cent pct", "percent", 1),  # "per_cent": "per cent", below
    # A mass spread over an area: paper's weight, salt on a road, seed on a lawn.
    ("gsm g/m2 g/m² grams_per_square_metre grams_per_square_meter", "mass-per-area", 1),
    ("kn kt kts knot knots", "knots", 1),
    # Gold's fineness or a stone's weight: "22ct", "23-carat", "18 karat".
    ("ct carat carats karat karats", "carat", 1),
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
    ("fm", "hertz", 1e6),  # a radio station's "104.6 FM" is 104.6 MHz
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
# What a mass is spread over, after its unit and what it is of: "… of salt per square metre".
_PER_AREA = re.compile(
    r"(?:\s+of\s+[a-z]+)?\s*(?:/|\bper\s+|\ba\s+)(?:square\s+met(?:re|er)|sq\.?\s?m\b|m²|m2\b)",
    re.I,
)
_MEASURED = frozenset(kind for kind, _ in _UNITS.values())
_UNIT = r"(?P<unit>" + "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True)) + ")"
_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
# Which one of a kind, in words ("the third floor"): the first ten.
_ORDINAL_WORDS = {w: i + 1 for i, w in enumerate(_ORDINALS[:10])}
# An ordinal's word and the number it stands for ("last" counts from the end).
ORDINAL_NUMBERS = {**_ORDINAL_WORDS, "last": -1}
# An ordinal that says which one of a kind: "the first floor", "the 2nd Tuesday".
_ORDINAL = re.compile(
    r"\b(?P<n>" + "|".join(_ORDINAL_WORDS) + r"|\d{1,2}(?:st|nd|rd|th))\s+(?=(?:floor|storey|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend)s?\b)",
    re.I,
)
# An age group in words: "under-twelves", "over fifties" (read late: "over ten months" is a
# span, "under two hundred megabytes" a size).
_AGE_GROUP = re.compile(rf"\b(?P<side>under|over)[- ](?P<age>{_WORD_NUMBER})s?\b", re.I)
# "over-18s", "under 16s", "the under-18 squad": an age group in digits, read before a
# unit does ("18s" is no span of seconds); after a space only with its plural's "s" ("under
# 5 minutes" is no group).
_AGE_GROUP_DIGITS = re.compile(
    r"\b(?P<side>under|over)(?:-(?P<age>\d{1,2})s?|\s(?P<ns>\d{1,2})s)\b", re.I
)
_WATTS = re.compile(r"(?<![\w.])(?P<num>\d+(?:\.\d+)?)\s?W\b")
# A part of something said in words ("a quarter of par", "three quarters of the budget",
# "a third off", "a quarter on top", "under a fifth"): the share it is, as a percent. A
# third is kept as its repeating decimal, as "33%" written for it is read (below).
_THIRD, _TWO_THIRDS = "33.3333", "66.6667"
_PARTS = {
    "a quarter": "25", "one quarter": "25", "three quarters": "75", "half": "50",
    "a half": "50", "a third": _THIRD, "one third": _THIRD, "two thirds": _TWO_THIRDS,
    "a fifth": "20", "one fifth": "20", "a tenth": "10", "one tenth": "10",
}  # fmt: skip
# A share said in words, and the spans a share "of" would be a time or an amount of.
_SHARE = r"(?:a|one)\s+(?:quarter|third|fifth|tenth)|three\s+quarters|two\s+thirds"
_NOT_A_SHARE = (
    r"(?!\s+(?:an?\s+)?(?:hour|minute|day|week|month|year|mile|kilo|tonne|litre|pint|dozen"
)
_PART_OF = re.compile(
    rf"\b(?P<part>{_SHARE}|(?:a\s+)?half)"
    rf"(?:\s+of\b{_NOT_A_SHARE})s?\b)|[-\s]+off\b|\s+on\s+top\b|\s+extra\b)"
    # (Or a share a measure falls under or over: "under a fifth", "below a quarter".)
    r"|(?:(?<=\bunder\s)|(?<=\bbelow\s)|(?<=\babove\s)|(?<=\bover\s))"
    rf"(?P<bound>{_SHARE}|half)\b{_NOT_A_SHARE}|past|to)s?\b)",
    re.I,
)
# A percent written for a third or two ("33% off", "66.7%"): the share it rounds.
_ROUNDED_THIRDS = {"33": _THIRD, "33.3": _THIRD, "33.33": _THIRD, "66.6": _TWO_THIRDS,
                   "66.7": _TWO_THIRDS, "66.67": _TWO_THIRDS}  # fmt: skip
# A number in scientific notation: "3e-4", "2.5E-5", "1e6".
_SCIENTIFIC = re.compile(
    r"(?<![\w.-])(?P<mantissa>\d+(?:\.\d+)?)[eE](?P<exp>[-+]?\d{1,2})(?!\w|\.\d)"
)


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
    # ("a single litre": one, before a unit only; "a single room" counts nothing.)
    rf"(?P<neg>(?<![\w-])(?:minus\s|-))?(?:{_FRACTION}|(?P<num>{_NUMBER}|a\s+single))"
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
# A running pace: "6:00/km", "5:45 min/km", "9:30 per mile", "six minutes per kilometre".
_PACE = re.compile(
    rf"(?:(?P<clock>(?P<min>\d{{1,2}}):(?P<sec>[0-5]\d))(?:\s*min(?:utes)?)?|"
    rf"(?P<mins>{_NUMBER})\s+min(?:ute)?s?)\s*(?:/|per\s+|a\s+)"
    r"(?P<dist>km|kilometre|kilometer|mi|mile)s?\b",
    re.I,
)


def _number(word: str) -> float | None:
    """The number a numeral or a number word stands for ("4,000", "twenty-one", "a dozen")."""
    w = word.lower().replace(",", "").strip()
    if w in ("a dozen", "dozen"):
        return 12.0
    if re.search(r"\sscore$", w):
        times = _number(re.sub(r"\s+score$", "", w))
        return None if times is None else times * 20
    if re.search(r"[\s-]dozen$", w):
        half = re.fullmatch(r"(?:half\s+a|(?:a\s+)?half)[\s-]dozen", w)
        times = 0.5 if half else _number(re.sub(r"\s+dozen$", "", w))
        return None if times is None else times * 12
    if w in ("half a", "half an"):
        return 0.5
    if re.fullmatch(r"a\s+single", w):
        return 1.0
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
    pint = _PINT.fullmatch(m.raw)
    if pint is not None:
        return "pint", _UNITS["pint"][1] / (2 if pint["half"] else 1)  # ("half-pint": to the half)
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


def _read_scientific(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: scientific."""
    for m in _SCIENTIFIC.finditer(text):
        # "3e-4" is 0.0003, written as a decimal reads ("0.0003": an identifier, as a
        # version might be); "1e6" is a number.
        value = Decimal(m["mantissa"]).scaleb(int(m["exp"]))
        plain = format(value.normalize(), "f")
        add("number" if value >= 1 else "identifier", plain, m.start(), m.end())


def _read_pace(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: pace."""
    for m in _PACE.finditer(text):
        # "6:00/km", "six minutes per kilometre": how long a distance takes, per km.
        if m["clock"]:
            per_km = float(int(m["min"]) * 60 + int(m["sec"]))
        else:
            told = _number(m["mins"])
            per_km = told * 60 if told is not None else 0.0
        per_mile = m["dist"].lower().startswith("mi")
        add("pace", _fmt(per_km / 1.609344 if per_mile else per_km), m.start(), m.end())


def _read_thousands(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: thousands."""
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


def _read_watts(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: watts."""
    for m in _WATTS.finditer(text):
        add("power", _fmt(float(m["num"])), m.start(), m.end())  # "430 W"


# A share of one unit said in words: "a quarter of a mile", "half a mile", "three quarters
# of a litre" (a share of a unit of time is read with the times).
_SHARE_OF_UNIT = re.compile(
    rf"\b(?P<part>{_SHARE}|(?:a\s+)?half)(?:\s+of)?\s+an?\s+"
    r"(?P<unit>mile|kilometre|kilometer|metre|meter|yard|foot|kilo|kilogram|litre|liter|pound|"
    # (Of an hour in thirds, fifths or tenths: its quarters and halves are read as times.)
    r"tonne|hour)"
    r"\b(?!['’])",
    re.I,
)
_UNIT_WORD = {"pound": "lb"}
# A share as the part of one it is, exactly: "two thirds of an hour" is forty minutes.
_EXACT_SHARE = {"a third": 1 / 3, "one third": 1 / 3, "two thirds": 2 / 3}


def _read_share_of_unit(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: a share of one unit in words, as the amount it is."""
    for m in _SHARE_OF_UNIT.finditer(text):
        said = " ".join(m["part"].lower().split())
        if m["unit"].lower() == "hour" and re.search(r"half|quarter", said):
            continue  # read with the times
        share = _EXACT_SHARE.get(said, float(_PARTS[said]) / 100)
        kind, factor = _UNITS[_UNIT_WORD.get(m["unit"].lower(), m["unit"].lower())]
        add(kind, _fmt(share * factor), m.start(), m.end())


def _read_part_of(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: part of."""
    for m in _PART_OF.finditer(text):
        # "a quarter of par" is 25% of it ("a quarter of an hour" is a duration, read above).
        part = m["part"] or m["bound"]
        add("percent", _PARTS[" ".join(part.lower().split())], m.start(), m.start() + len(part))


# A rate told per hundred or per few: "ninety-eight words in every hundred", "3 out of a
# hundred", "four in five of our guests", "nine out of ten".
_PER_HUNDRED = re.compile(
    rf"(?<![\w.])(?P<num>{_NUMBER})(?:\s+[a-z]+){{0,2}}?\s+(?P<in>in|out\s+of)\s+"
    r"(?:every\s+|each\s+)?(?:(?:a\s+|one\s+)?(?P<hundred>hundred|100)|"
    r"(?P<few>two|three|four|five|six|eight|ten|twenty|[2-9]|10|20))\b(?![:.,]\d|\s*(?:%|per))",
    re.I,
)


def _read_per_hundred(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: a rate told per hundred (or per few, when it is a whole
    percent: "four in five" is 80%, "one in three" is no whole one), as the percent it is."""
    for m in _PER_HUNDRED.finditer(text):
        num = _number(m["num"])
        whole = 100.0 if m["hundred"] else _number(m["few"].lower())
        if num is None or not whole or not 0 <= num <= whole:
            continue
        # ("scored 3 in 4 games" counts goals; "3 out of 4", "four in five" are shares.)
        digits_in = m["few"] and m["in"].lower() == "in" and m["few"][0].isdigit()
        if digits_in and not re.match(r"\s+of\b", text[m.end() :]):
            continue
        share = num * 100 / whole
        if share == int(share):
            add("percent", _fmt(share), m.start(), m.end())


# A pint said without a number: "half-pint bowls", "a pint of milk", "half a pint".
_PINT = re.compile(r"\b(?:(?P<half>half)(?:[- ]a)?|an?|one)[- ]pint\b", re.I)


def _read_pint(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: a pint or half of one, said without a number."""
    for m in _PINT.finditer(text):
        add("volume", _fmt(_UNITS["pint"][1] * (0.5 if m["half"] else 1)), m.start(), m.end())


def _read_range(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: range."""
    for m in _RANGE.finditer(text):
        add("range", f"{m['a']}-{m['b']}", m.start(), m.end())


def _read_range_said(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: range said."""
    for m in _RANGE_SAID.finditer(text):
        ends = [m["a"] or m["a2"] or m["a3"], m["b"]]
        low, high = (str(_SMALL.get(e.lower(), e)) for e in ends)
        add("range", f"{low}-{high}", m.start(), m.end())


# Words that say a sentence is about heat or the weather, so a bare "degree" is one of
# temperature ("drops under plus one degree") and "1C" is 1 °C, not a class or a flat.
_HEAT = re.compile(
    r"\b(?:temp|temps|temperatures?|forecasts?|frost\w*|freez\w*|thaw\w*|thermostat|heating|"
    r"weather|cold|warm\w*|icy|ice|fridges?|freezers?|chill(?:er|ers|ed)?|refrigerat\w*|"
    # (And cooking's or a kiln's: "sugar boiled to 302F", "any hotter and it burns".)
    r"boil(?:s|ed|ing)?|bak(?:e|es|ed|ing)|oven|roast\w*|simmer\w*|hot|hotter|hottest|"
    r"heat(?:s|ed|er)?|kiln|furnace|melt(?:s|ed|ing)?)\b",
    re.I,
)
# A temperature without its symbol: a number (its sign in words or marks) and "degree(s)"
# with or without a scale, or a capital C or F written against it.
_DEGREES = re.compile(
    rf"(?<![\w.:/–-])(?P<sign>(?:plus|minus)\s|[+-])?(?P<num>{_NUMBER})"
    r"(?:\s?(?P<deg>degrees?)(?:\s+(?P<scale>(?-i:[CF])|celsius|fahrenheit)\b)?|(?-i:(?P<glued>[CF])))"
    r"(?![\w%])",
    re.I,
)


# Words that name a thing by a number and a capital: "Flat 1C", "Gate 3F".
_NAMED_BY = re.compile(
    r"(?i)\b(?:flat|room|class|seat|block|gate|unit|platform|bay|floor|level|suite|row|"
    r"apartment|apt|form|year|stand|pier|berth|court|locker|desk)\s+$"
)


def _read_degrees(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: a temperature said without its symbol, with its scale in
    words ("1,000 degrees C") or in a sentence about heat or the weather ("under plus one
    degree", "forecast under 1C", "minus two degrees")."""
    heat = _HEAT.search(text) is not None
    for m in _BELOW_ZERO.finditer(text):  # (first: "2 degrees below freezing" is -2)
        num = _number(m["num"])
        if num is not None:
            add("celsius", _fmt(-num), m.start(), m.end())
    for m in _DEGREES.finditer(text):
        num = _number(m["num"])
        if num is None or (m["num"][0].isalpha() and m["glued"]):
            continue
        if m["glued"] and _NAMED_BY.search(text, 0, m.start()):
            continue  # "Flat 1C", "Room 2F": which one, however hot the sentence
        signed = m["deg"] and (m["sign"] or "").strip().lower() in ("minus", "plus")
        if not heat and not m["scale"] and not signed:
            # ("1,000 degrees C" says its scale, "minus twelve degrees" its sign in words: a
            # temperature wherever it is.)
            continue
        if (m["sign"] or "").strip().lower() in ("minus", "-"):
            num = -num
        if (m["scale"] or m["glued"] or "").lower().startswith("f"):
            num = (num - 32) * 5 / 9
        add("celsius", _fmt(num), m.start(), m.end())


# A temperature told by how far under freezing it is: "twelve below zero", "5 degrees below
# freezing".
_BELOW_ZERO = re.compile(
    rf"(?<![\w.:/–-])(?P<num>{_NUMBER})(?:\s+degrees?)?\s+below\s+(?:zero|freezing)\b", re.I
)


def _read_quantity(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: quantity."""
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
        end = m.end()
        spread = _PER_AREA.match(text, end)
        if kind == "mass" and spread:
            # "10 grams of salt per square metre" is "20 g/m²"'s kind, not a weight.
            kind, end = "mass-per-area", spread.end()
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
        if kind == "bytes" and factor > 1 and num >= 1024 and num % 1024 == 0:
            # "2048 MB" is how a setting writes 2 GB (binary steps): the size one unit up.
            num, factor = num / 1024, factor * 1000
        norm = _fmt(num * factor)
        if kind == "percent":
            norm = _ROUNDED_THIRDS.get(norm, norm)
        add(kind, norm, start, end)


# A signed amount said in words with its fraction ("plus one and a half", "minus two and
# a quarter"): a lens's strength as "+1.5" writes it. (A bare "plus two" is as often a sum.)
_SIGNED_SAID = re.compile(
    rf"\b(?P<sign>plus|minus)\s+(?P<n>{_WORD_NUMBER}|\d+)\s+and\s+(?P<part>a\s+half|a\s+quarter|"
    r"three\s+quarters)\b",
    re.I,
)
_SAID_PARTS = {"a half": 0.5, "a quarter": 0.25, "three quarters": 0.75}


def _read_signed_said(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: a signed amount said in words."""
    for m in _SIGNED_SAID.finditer(text):
        whole = _number(m["n"])
        if whole is None:
            continue
        amount = float(whole) + _SAID_PARTS[" ".join(m["part"].lower().split())]
        sign = "-" if m["sign"].lower() == "minus" else "+"
        add("number", sign + _fmt(amount), m.start(), m.end())


def _read_ordinal(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: ordinal."""
    for m in _ORDINAL.finditer(text):
        # "the first floor" = "the 1st floor"; "the second Monday" of a month.
        word = m["n"].lower()
        number = _ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
        add("ordinal", str(number), m.start(), m.end("n"))


def _read_bare(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: bare."""
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


def _read_age_group(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: age group."""
    for m in _AGE_GROUP.finditer(text):
        # "under-twelves" is the age group "U12" / "under-12" says with digits.
        age = _number(m["age"].rstrip("s"))
        if age is not None:
            add("identifier", f"{m['side'].lower()}-{age:g}", m.start(), m.end())


def _read_age_group_digits(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: age group in digits."""
    for m in _AGE_GROUP_DIGITS.finditer(text):
        age = int(m["age"] or m["ns"])
        add("identifier", f"{m['side'].lower()}-{age}", m.start(), m.end())


def _read_place_number(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: place number."""
    for m in _PLACE_NUMBER.finditer(text):
        add("number", m["n"], m.start(), m.end())


def _read_place_word(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: place word."""
    for m in _PLACE_WORD.finditer(text):
        if m["w"][0].isupper() and re.match(r"\s+[A-Z]", text[m.end() :]):
            continue  # "Twelfth Night", "Eighth Symphony": a title
        add("number", str(_ORDINALS.index(m["w"].lower()) + 1), m.start(), m.end())


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
