"""Values that name a thing rather than measure it: versions (1.2, 1.20 and 1.02 are three),
identifiers and codes, designated places ("row A", "bay C"), blood groups, phone numbers,
quarters, school years, grades.
"""

from __future__ import annotations

import re

from .base import Mention, _Add, _fmt
from .dates import _DAY_ENDS, _DAY_OF_MONTH, _OF_EACH_MONTH

_IDENT_AROUND = re.compile(r"[-./_]\w")
# What a decimal after it is a share of ("canary weight: 0.5" is half).
_SHARE_LABEL = re.compile(
    r"\b(?:weight|ratio|fraction|share|proportion|sampling\s+rate)\s*(?::|=|is|of)?\s*$", re.I
)
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


def _read_designated(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: designated."""
    for m in _DESIGNATED.finditer(text):
        # "row A", "bay C", "pontoon D2": which one of a place's kind, by its letter or number.
        kind, which = m["kind"] or m["kind2"], m["which"] or m["which2"]
        lettered = which.isalpha() and len(which) > 1
        if lettered and kind[0].isupper() and _IN_A_NAME.search(text[: m.start()]):
            continue  # "Tarn Bay SC" is a club's name ("Bay" of a place, "SC" of a club)
        add("identifier", f"{kind.lower()} {which.lower()}", m.start(), m.end())


def _read_blood(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: blood."""
    for m in _BLOOD.finditer(text) if _BLOOD_SAID.search(text) else ():
        # "A positive", "O-", "AB neg": a blood group is a value ("A" / "O" differ).
        sign = "+" if m["sign"].lower().startswith(("p", "+")) else "-"
        add("blood group", f"{m['group'].upper()}{sign}", m.start(), m.end())


def _read_snake(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: snake."""
    for m in _SNAKE.finditer(text):
        # "fct_orders", "order_date", "offline_sync": a name in code, compared as written
        # ("fct_order_items" is another table, however many words it shares).
        add("identifier", m.group(0).lower(), m.start(), m.end())


def _read_spaced_code(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: spaced code."""
    for m in _SPACED_CODE.finditer(text):
        # "TP 1351" is the flight "TP1351": a code written with a space in it.
        add("identifier", f"{m['letters']}{m['digits']}".lower(), m.start(), m.end())


def _read_phone(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: phone."""
    for m in _PHONE.finditer(text):
        add("identifier", _national(m.group(0)), m.start(), m.end())


def _read_version(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: version."""
    for m in _VERSION.finditer(text):
        # A version, an address or a numbered place ("1.20", "2.0.1", "10.4.2.17", "desk
        # 4.10") is a name written in digits: compared as written, so 1.2, 1.20 and 1.02 are
        # three things, never one number.
        # Any bare decimal: an amount has a unit or a currency, which were read above.
        if m["v"] is None and re.search(r"(?:^|[\s(:=])[+±]$|(?:^|[\s(:=])-$", text[: m.start()]):
            # "+1.5", "-2.25": a signed amount (a lens's strength, an offset), as
            # "plus one and a half" says it; a sign is never part of a version's name.
            sign = "-" if text[m.start() - 1] == "-" else "+"
            add("number", sign + _fmt(float(m["num"])), m.start() - 1, m.end())
            continue
        labelled = _SHARE_LABEL.search(text[: m.start()])
        if labelled and re.fullmatch(r"0?\.\d+|1\.0+", m["num"]):
            # "canary weight: 0.5", "sampling ratio 0.25": a share of the whole, as 50%.
            add("percent", _fmt(float(m["num"]) * 100), m.start(), m.end())
            continue
        add("identifier", m["num"].lower(), m.start(), m.end())


def _read_leading_zero(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: leading zero."""
    for m in _LEADING_ZERO.finditer(text):
        add("identifier", m.group(0), m.start(), m.end())  # "0041": a migration, a room


def _read_dashed(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: dashed."""
    for m in _DASHED.finditer(text):
        add("identifier", m.group(0), m.start(), m.end())  # "555-0101", "4471-22": a number's name


def _read_grade(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: grade."""
    for m in _GRADE.finditer(text):
        add("grade", m["g"].upper(), m.start("g"), m.end("g"))


def _read_quarter(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: quarter."""
    for m in _QUARTER.finditer(text):
        if not re.match(r"\s+of\b", text[m.end() :]):  # "the third quarter of the match"
            add("identifier", f"q{_QUARTER_OF[m['n'].lower()]}", m.start(), m.end())


def _read_school_year(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: school year."""
    for m in _SCHOOL_YEAR.finditer(text):
        # "Year 7" is "Y7": one group (its word "Year" stays a word of the sentence).
        spelt = m.group(0)[1:2].isalpha()
        add("group", f"y{int(m['n'])}", m.start("n") if spelt else m.start(), m.end())


def _read_ident(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: ident."""
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
