"""Times of day ("4:45 pm" = "16:45", "quarter to ten"), durations in one unit ("1 hour" =
"60 minutes"), rhythms ("twice a day", "every other Thursday", "6-monthly") and parts of
the day ("in the morning").
"""

from __future__ import annotations

import re

from ..text import STOPWORDS
from .base import _DAYS, _EVERY, _PERIODS, Mention, _Add, _clock, _fmt
from .numbers import _SMALL, _WORD_NUMBER, _number

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
    "tomorrow yesterday already per apiece each".split()
)


def _compound(text: str, end: int) -> bool:
    """Whether the word after a unit of time at ``end`` makes it a kind of thing: a noun
    ("pass", "flight"), not a word that may follow a time ("ago", "with", "usually", "per":
    "£85 an hour per sheet" is a rate)."""
    found = _NEXT_WORD.match(text, end)
    if found is None:
        return False
    word = found["word"]
    return not (word in STOPWORDS or word in _AFTER_A_TIME or word.endswith("ly") or word in _DAYS)


# "twice a day", "three times a week", "4 times per month"; as jotted, "2x daily",
# "3 x a week" (or with the multiplication sign), "2x/day".
_TIMES_PER = re.compile(
    # (A wheel's or a motor's turns are how often too: "eight revolutions a minute".)
    rf"\b(?:(?P<word>once|twice|thrice)|(?P<n>\d+|{_WORD_NUMBER})\s+"
    r"(?:times|revolutions|rotations|turns)|(?P<nx>\d+)\s?[x×]|"
    # "8 rpm": eight a minute.
    r"(?P<rpm>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?=rpm\b))"
    r"(?:\s+(?:a|an|per|every|each)\s+"
    r"(?P<unit>second|minute|hour|day|night|week|fortnight|month|year)\b"
    r"|\s+(?P<ly>hourly|daily|nightly|weekly|fortnightly|monthly|yearly)\b"  # "twice daily"
    r"|\s*/\s*(?P<per>second|minute|hour|day|night|week|fortnight|month|year)\b"
    # (The period written short: "2x/yr", "3x/wk".)
    r"|\s*/\s*(?P<short>yr|wk|mo|mth|hr|qtr)\b"
    r"|(?<=[\d\s])(?P<rpmunit>rpm)\b)",
    re.I,
)
# "every other week", "every second Sunday", "alternate Thursdays": twice the period.
_EVERY_OTHER = re.compile(
    r"\b(?:every\s+(?P<nth>other|second|third|fourth|fifth|sixth)|alternate)\s+"
    r"(?P<unit>day|week|month|year|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?=s?\b)|"
    # (A weekday written short: "every other tue".)
    r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b(?!['’]))",
    re.I,
)
# A period after a slash or "per", written short ("$285/qtr", "per wk").
# (A rent or a wage's "pcm", "pw", "pa": per calendar month, week, annum.)
_SHORT_PERIODS = {"qtr": "quarter", "mo": "month", "mth": "month", "yr": "year", "wk": "week",
                  "hr": "hour", "pcm": "month", "pw": "week", "pa": "year", "annum": "year",
                  "calendar month": "month"}  # fmt: skip
_PER_SHORT = re.compile(
    r"(?<=\d)\s?/\s?(?P<unit>qtr|quarter|mo|mth|month|yr|year|wk|week|day|night|hr|hour)\b"
    # (Or after what is counted: "6 trams/night", "40 lengths/day".)
    r"|(?<=\d\s)[a-z]+/(?P<unit4>night|day|wk|week|mo|month|yr|year)\b"
    r"|\bper\s+(?P<unit2>qtr|mo|mth|yr|wk|hr|annum|calendar\s+month)\b"
    r"|(?:(?<=\d)|(?<=\d\s)|(?<=\d[kKmM]\s)"
    # (after a currency's word: "385 quid p.a.")
    + "".join(rf"|(?<=\d\s{w}\s)" for w in ("quid", "bucks", "pounds", "euros", "dollars"))
    + r")(?P<unit3>pcm|pw|pa|p\.c\.m|p\.w|p\.a)\b\.?",
    re.I,
)
_CLOCK_WORD = r"(?P<h>\d{1,2}|" + "|".join(list(_SMALL)[1:13]) + r")"
# An hour alone after "at" ("at eleven", "at 9"): read as a clock when nothing counted
# follows it (see ``mentions``).
_AT_HOUR = re.compile(
    # ("after six any more", "until ten": an hour a time bounds.)
    r"(?<![\w-])(?P<by>at|after|before|until|till)\s+(?P<h>1[0-2]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|"
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
_N_LY = re.compile(
    rf"\b(?P<n>\d+|{_WORD_NUMBER})-(?P<unit>hour|day|week|month|year)ly\b"
    # "at 4-hour intervals", "at six-week intervals": every so many.
    rf"|\bat\s+(?P<n2>\d+|{_WORD_NUMBER})[- ](?P<unit2>hour|day|week|month|year)\s+intervals\b",
    re.I,
)
_TIME_RANGE = re.compile(
    # "2-4 pm", "4 to 7 pm", "between 4 and 7 pm" ("and" only after "between").
    r"(?:(?<=\bbetween\s)(?P<a2>\d{1,2}(?::\d\d)?)\s+and\s+|"
    r"\b(?P<a>\d{1,2}(?::\d\d)?)\s?(?:[-–]|\s(?:to|till|until))\s?)"
    r"(?P<b>\d{1,2}(?::\d\d)?)\s?(?P<ampm>[ap]\.?m\.?)(?![a-z])",
    re.I,
)
# All day, every day: "around the clock", "24/7" (never a date: the 7th of the 24th month).
_ALL_DAY = re.compile(r"\b(?:a?round|all)[- ]the[- ]clock\b|\b24/7\b|\b24x7\b", re.I)
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


def _read_all_day(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: all day."""
    for m in _ALL_DAY.finditer(text):
        add("duration", "86400", m.start(), m.end())  # "around the clock" is 24 hours a day


def _read_time_range(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: time range."""
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


def _read_time(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: time."""
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


def _read_at_hour(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: at hour."""
    for m in _AT_HOUR.finditer(text):
        # "at eleven the server gets backed up", "the standup is at 9.": an hour alone
        # after "at", with nothing counted after it, is a clock (am or pm unsaid).
        after = re.match(r"\s*([A-Za-z]+)?", text[m.end() :])
        word = (after[1] or "").lower() if after else ""
        if word and word not in STOPWORDS:
            continue  # "at 11 km", "at eleven people a table": a number of something
        if m["by"].lower() != "at" and word in {"of", "or", "and", "to"}:
            continue  # "after one of the runs", "before two or three": a count
        if re.match(r"\s*[^\sA-Za-z.,;:!?)]", text[m.end() :]):
            continue  # "at 1 °C", "at 5%": a measure, its unit a sign
        if re.match(r"\s*(?:[-–]|to\b|till\b|until\b)", text[m.end() :]):
            continue  # the start of a range, read by its own rule
        if _METRIC_AT.search(text[: m.start()]):
            continue
        hour = _number(m["h"])
        if hour is not None and 1 <= int(hour) <= 12:
            add("time", "~" + _clock(int(hour) % 12, 0), m.start("h"), m.end("h"))


def _read_dotted_time(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: dotted time."""
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


def _read_times_per(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: times per."""
    for m in _TIMES_PER.finditer(text):
        # "twice a day" is every 12 hours, "three times a day" every 8: how often, as the
        # period between two (never "a day", the same as "once a day").
        count = {"once": 1, "twice": 2, "thrice": 3}.get((m["word"] or "").lower()) or _number(
            m["n"] or m["nx"] or m["rpm"] or ""
        )
        if bool(m["rpm"]) != bool(m["rpmunit"]):
            continue  # "8 rpm" whole, or not at all
        if count:
            short = _SHORT_PERIODS.get((m["short"] or "").lower(), "") or (
                "minute" if m["rpmunit"] else ""
            )
            unit = (m["unit"] or m["per"] or short).lower() or {
                "daily": "day",
                "nightly": "night",
            }.get(m["ly"].lower(), m["ly"].lower().removesuffix("ly"))
            kind, period = _PERIODS[unit]
            add(f"every:{kind}", _fmt(period / count), m.start(), m.end())


def _read_span(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: span."""
    for m in _SPAN.finditer(text):
        seconds = _span_seconds(m)
        if seconds is not None:
            add("duration", _fmt(seconds), m.start(), m.end())


# A span in two units, the larger first ("a year and a month", "two years and three months",
# "a week and two days"): one span, their sum ("thirteen months" is "a year and a month").
_COUNT = r"(?:an?|one|\d{1,2}|" + _WORD_NUMBER + r")"
_JOINED_SPAN = re.compile(
    rf"\b(?P<big>{_COUNT})\s+(?P<bigunit>years?|weeks?)\s*(?:,\s*|\s+and\s+)"
    rf"(?P<small>{_COUNT})\s+(?P<smallunit>months?|days?)\b",
    re.I,
)


def _read_joined_span(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: a span in two units, summed."""
    for m in _JOINED_SPAN.finditer(text):
        big = 1.0 if m["big"].lower() in ("a", "an") else _number(m["big"])
        small = 1.0 if m["small"].lower() in ("a", "an") else _number(m["small"])
        years = m["bigunit"].lower().startswith("year")
        if big is None or small is None or years != m["smallunit"].lower().startswith("month"):
            continue  # ("a year and two days": no sum worth reading)
        every = "every:" if _EVERY.search(text[: m.start()]) else ""
        if years:
            add(f"{every}months", _fmt(big * 12 + small), m.start(), m.end())
        else:
            add(f"{every}duration", _fmt((big * 7 + small) * 86400), m.start(), m.end())


def _read_n_ly(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: n ly."""
    for m in _N_LY.finditer(text):
        # "6-monthly", "two-weekly": every so many of its unit.
        count = _number(m["n"] or m["n2"])
        if count:
            kind, period = _PERIODS[(m["unit"] or m["unit2"]).lower()]
            add(f"every:{kind}", _fmt(period * count), m.start(), m.end())


def _read_part_unit(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: part unit."""
    for m in _PART_UNIT.finditer(text):
        share = 0.5 if m["part"].lower() == "half" else 0.25
        kind, period = _PERIODS[m["unit"].lower()]
        add(kind, _fmt(share * period), m.start(), m.end())


def _read_every_other(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: every other."""
    for m in _EVERY_OTHER.finditer(text):
        # "every other Thursday" = "every two weeks on a Thursday" (its day is read below);
        # "every third day" = "every three days".
        if re.match(r"s?\s+(?:of|in)\s+(?:the|each|every|a)\s+month\b", text[m.end() :], re.I):
            continue  # "every second Saturday of the month": which one of the month
        unit = m["unit"].lower()
        kind, period = _PERIODS["week" if unit in _DAYS or unit not in _PERIODS else unit]
        nth = (m["nth"] or "other").lower()
        count = _NTH.get(nth, 2)
        add(f"every:{kind}", _fmt(count * period), m.start(), m.start("unit") - 1)


_NTH = {"third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _read_one_unit(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: one unit."""
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
        # "for a fortnight", "in a week": how long, not how often; so is "a week's hire"
        # (the span a thing is had for).
        single = one and (
            re.search(r"\b(?:for|in|within|after|takes|lasts)\s+$", text[: m.start()], re.I)
            or re.match(r"['’]s?\s+[a-z]", text[m.end() :])
        )
        add(kind if single else f"every:{kind}", _fmt(period), m.start(), m.end())


def _read_per_short(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: per short."""
    for m in _PER_SHORT.finditer(text):
        # "$285/qtr", "$40/mo", "2 per wk": a rate's period written short.
        said = m["unit"] or m["unit2"] or m["unit3"] or m["unit4"]
        unit = re.sub(r"\s+", " ", said.lower())
        unit = unit.replace(".", "")
        kind, period = _PERIODS[_SHORT_PERIODS.get(unit, unit)]
        add(f"every:{kind}", _fmt(period), m.start(), m.end())


def _read_daypart(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: daypart."""
    for m in _DAYPART.finditer(text):
        # "in the morning" / "at bedtime": when in the day, a value ("once a day, in the
        # morning" is not "once daily at bedtime") — not the half of the day a clock time
        # is in ("ten to five in the morning", "11 at night").
        if _CLOCK_BEFORE.search(text[: m.start()]):
            continue
        part = (m["part"] or m["meal"]).lower().rstrip("s").replace("-", "")
        add("daypart", _DAYPARTS.get(part, part), m.start(), m.end())
