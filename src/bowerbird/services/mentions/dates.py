"""Dates however written ("22 October" = "Oct 22nd" = "10/22"; "2027-01-15" = "15
January 2027"), weekdays, months, a day of each month, and whether two dates are one.
"""

from __future__ import annotations

import re

from .base import _PERIODS, Mention, _Add, _fmt
from .numbers import _ORDINAL_WORDS, _ORDINALS

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
# A month as written, whole or short ("September", "Sept"): longest first.
MONTH_WORD = "|".join(sorted(_MONTHS, key=len, reverse=True))

# Feasts and holidays, named as times ("at Easter", "since Christmas"): never a holder.
FEASTS = frozenset(
    "easter christmas xmas whitsun whitsuntide michaelmas halloween diwali eid ramadan "
    "hanukkah passover".split()
) | {"new year"}
_MONTH = r"(?P<month>" + MONTH_WORD + r")\.?"
# A day of the month in words: "the twelfth of June", "June the twenty-first".
# A weekday as written, whole or short ("Tuesday", "Tue", "Thurs"): one pattern for every
# reader that finds the weekday beside a date.
WEEKDAY_WORD = (
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun"
)
_DAY_WORDS = {
    **{w: i + 1 for i, w in enumerate(_ORDINALS)},
    **{f"twenty {w}": 21 + i for i, w in enumerate(_ORDINALS[:9])},
    "thirtieth": 30,
    "thirty first": 31,
}
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
# A day of the month in words alone ("the fourteenth of every month").
_WORD_DAY = re.compile(rf"\b(?:the\s+)?(?P<day>{_DAY_IN_WORDS})\b", re.I)
# Which weekday of the month, written short or as the last ("1st sat of the month", "the
# last saturday of the month"): "last" alone before a weekday is the one before now.
_ORDINAL_OF_MONTH = re.compile(
    r"\b(?P<n>last|" + "|".join(_ORDINAL_WORDS) + r"|\d(?:st|nd|rd|th))\s+"
    r"(?=(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)day)s?\s+(?:of|in)\s+(?:the|every|each|a)\s+month\b)",
    re.I,
)


def _year(said: str | None) -> int:
    """A year as written after a day and month: "2029", or "'29" (this century's)."""
    if not said:
        return 0
    digits = said.lstrip("'’")
    return int(digits) + (2000 if len(digits) == 2 else 0)


_DATE = re.compile(
    r"\b(?P<iso>(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2}))\b"
    rf"|\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH}(?:,?\s+(?P<y1>\d{{4}}|['’]\d\d))?\b"
    rf"|\b{_MONTH.replace('month', 'month2')}\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b"
    r"(?:,?\s+(?P<y2>\d{4}\b|['’]\d\d\b))?"
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
# "is the 25th", "not the 18th", "moved to the 19th": a day of the month on its own.
_DAY_OF_MONTH = re.compile(r"\b(?:is|not|on|to|till|until|from|by|since)\s+the\s+$", re.I)
_DAY_ENDS = re.compile(
    r"\s*(?:$|[,;.)!?]|\s[-–—]\s|\s(?:not|instead|rather|at|and|or|but|same|to|till|until|through|"
    r"now|from|as|because|since|so)\b)",
    re.I,
)
_OF_EACH_MONTH = re.compile(r"\s+of\s+(?:each|every|the|a)\s+month\b", re.I)


def _read_of_the_month(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: of the month."""
    for m in _OF_THE_MONTH.finditer(text):
        add("every:months", "1", m.start(), m.end())  # "the second Saturday of the month"


def _read_word_date(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: word date."""
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


def _read_word_day(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: word day."""
    for m in _WORD_DAY.finditer(text):
        if _OF_EACH_MONTH.match(text[m.end() :]):
            # "the fourteenth of every month" is "the 14th of each month": a day of the month.
            day = _DAY_WORDS[m["day"].lower().replace("-", " ")]
            add("date", f"00-{day:02d}", m.start("day"), m.end())


def _read_date(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: date."""
    for m in _DATE.finditer(text):
        if m["iso"]:
            year, month, day = int(m["iy"]), int(m["im"]), int(m["id"])
        elif m["d1"]:
            year, month, day = _year(m["y1"]), _MONTHS[m["month"].lower()], int(m["d1"])
            if m["month"].lower() == "may" and not m["month"][0].isupper():
                continue  # "may" the verb
        elif m["d2"]:
            month_word = m["month2"]
            if month_word.lower() == "may" and not month_word[0].isupper():
                continue
            year, month, day = _year(m["y2"]), _MONTHS[month_word.lower()], int(m["d2"])
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


def _read_ordinal_of_month(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: ordinal of month."""
    for m in _ORDINAL_OF_MONTH.finditer(text):
        word = m["n"].lower()
        number = -1 if word == "last" else _ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
        add("ordinal", str(number), m.start(), m.end("n"))


_DAY_SHORT = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
    "weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday",
    "fri": "friday", "sat": "saturday", "sun": "sunday",
}  # fmt: skip
_SHORT_DAY_WORD = r"\b(?:" + "|".join(d.capitalize() for d in _DAY_SHORT) + r")\b"
# Short weekdays that are no English word, so read in lower case too ("early weds").
_DAY_SHORT_ONLY = frozenset({"tue", "tues", "weds", "thu", "thur", "thurs", "fri"})


# What happens on a day and when, after a weekday written short: "sun concerts 14:45".
_WHAT_THEN = re.compile(r"\.?\s+[a-z]{3,}s\s+(?:at\s+)?\d{1,2}(?::\d\d|\.\d\d|\s?[ap]m\b)")


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
            # "sun concerts 14:45", "sat lessons 9.30am": what happens that day, and when.
            or bool(_WHAT_THEN.match(after))
            # "sat closing 17:30", "sun opening 10-4": the day's hours, a time after them.
            or bool(
                re.match(
                    r"\.?\s+(?:opening|closing|opens|closes|open|close|hours)\s*[:=-]?\s*"
                    r"\d{1,2}(?::\d\d|\.\d\d|\s?[ap]m\b|\s?[-–]\s?\d)",
                    after,
                )
            )
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
