"""Temporal expressions: "yesterday", "last week", "in May 2023", "3 days ago" → a time range.

Ranges are half-open ``[start, end)`` in UTC, resolved against a reference time (the query's
time, or a note's observation time). Weeks start on Monday. A month named without a year means
its most recent occurrence that has begun ("in May" asked in March 2024 is May 2023). Pure
functions, no I/O.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
WEEKDAYS = {
    name: number
    for number, names in enumerate(
        (
            ("monday", "mon"),
            ("tuesday", "tue", "tues"),
            ("wednesday", "wed"),
            ("thursday", "thu", "thur", "thurs"),
            ("friday", "fri"),
            ("saturday", "sat"),
            ("sunday", "sun"),
        )
    )
    for name in names
}
_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "couple of": 2,
    "few": 3,
}
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_WEEKDAY = "|".join(sorted(WEEKDAYS, key=len, reverse=True))
_COUNT = r"\d{1,3}|" + "|".join(sorted(_NUMBERS, key=len, reverse=True))
_UNIT = r"day|week|month|year"


@dataclass(frozen=True)
class TimeRange:
    """A resolved expression: ``[start, end)`` and the words of the text it came from."""

    start: datetime
    end: datetime
    phrase: str

    def contains(self, when: datetime) -> bool:
        return self.start <= when < self.end


def _day(value: datetime) -> datetime:
    return value.replace(hour=0, minute=0, second=0, microsecond=0)


def _month_start(year: int, month: int) -> datetime:
    # Normalise month overflow/underflow (month 0 → December of the year before, 13 → January).
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    return datetime(year, month, 1, tzinfo=UTC)


def _month(year: int, month: int) -> tuple[datetime, datetime]:
    return _month_start(year, month), _month_start(year, month + 1)


def _year(year: int) -> tuple[datetime, datetime]:
    return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)


def _week(day: datetime) -> tuple[datetime, datetime]:
    start = _day(day) - timedelta(days=day.weekday())
    return start, start + timedelta(days=7)


def _shift(unit: str, now: datetime, steps: int) -> tuple[datetime, datetime]:
    """The calendar ``unit`` that is ``steps`` units from the one holding ``now``."""
    if unit == "day":
        start = _day(now) + timedelta(days=steps)
        return start, start + timedelta(days=1)
    if unit == "week":
        return _week(now + timedelta(weeks=steps))
    if unit == "month":
        return _month(now.year, now.month + steps)
    return _year(now.year + steps)


def _count(word: str) -> int:
    word = word.lower()
    return int(word) if word.isdigit() else _NUMBERS[word]


def _safe_day(year: int, month: int, day: int) -> tuple[datetime, datetime] | None:
    try:
        start = datetime(year, month, day, tzinfo=UTC)
    except ValueError:
        return None
    return start, start + timedelta(days=1)


_Resolver = tuple[re.Pattern[str], str]


def _build() -> list[_Resolver]:
    return [
        (re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b"), "iso_day"),
        (re.compile(r"\b(\d{4})-(\d{2})\b(?!-)"), "iso_month"),
        (re.compile(rf"\b({_MONTH})\.? (\d{{1,2}})(?:st|nd|rd|th)?,? (\d{{4}})\b", re.I), "mdy"),
        (
            re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)? (?:of )?({_MONTH})\.?,? (\d{{4}})\b", re.I),
            "dmy",
        ),
        (re.compile(rf"\b({_MONTH})\.?,? (\d{{4}})\b", re.I), "month_year"),
        (re.compile(rf"\b({_COUNT}) ({_UNIT})s? ago\b", re.I), "ago"),
        (re.compile(rf"\b(?:the )?(?:last|past) ({_COUNT}) ({_UNIT})s\b", re.I), "last_n"),
        (re.compile(rf"\bearlier this ({_UNIT})\b", re.I), "earlier_this"),
        (re.compile(r"\b(last|this|next) weekend\b", re.I), "weekend"),
        (re.compile(rf"\b(last|past|previous|this|next) ({_UNIT})\b", re.I), "relative"),
        (re.compile(rf"\b(last|this|next|on) ({_WEEKDAY})\b", re.I), "weekday"),
        (re.compile(r"\b(today|tonight|this morning|yesterday|tomorrow)\b", re.I), "named_day"),
        (re.compile(rf"\b(?:in|during|since|from|of|last) ({_MONTH})\b(?! \d)", re.I), "month"),
        (re.compile(r"\b(?:in|during|since|from) ((?:19|20)\d{2})\b", re.I), "year"),
    ]


@functools.cache
def _patterns() -> list[_Resolver]:
    """Compiled on first use: importing bowerbird should not pay for these regexes."""
    return _build()


def _resolve(kind: str, g: tuple[str, ...], now: datetime) -> tuple[datetime, datetime] | None:
    if kind == "iso_day":
        return _safe_day(int(g[0]), int(g[1]), int(g[2]))
    if kind == "iso_month":
        return _month(int(g[0]), int(g[1])) if 1 <= int(g[1]) <= 12 else None
    if kind == "mdy":
        return _safe_day(int(g[2]), MONTHS[g[0].lower()], int(g[1]))
    if kind == "dmy":
        return _safe_day(int(g[2]), MONTHS[g[1].lower()], int(g[0]))
    if kind == "month_year":
        return _month(int(g[1]), MONTHS[g[0].lower()])
    if kind == "ago":
        return _shift(g[1].lower(), now, -_count(g[0]))
    if kind == "last_n":
        n, unit = _count(g[0]), g[1].lower()
        start = {
            "day": _day(now) - timedelta(days=n - 1),
            "week": _day(now) - timedelta(weeks=n),
            "month": _day(now) - timedelta(days=30 * n),
            "year": _day(now) - timedelta(days=365 * n),
        }[unit]
        return start, now + timedelta(seconds=1)
    if kind == "earlier_this":
        return _shift(g[0].lower(), now, 0)[0], now + timedelta(seconds=1)
    if kind == "weekend":
        steps = {"last": -1, "this": 0, "next": 1}[g[0].lower()]
        monday = _week(now)[0] + timedelta(weeks=steps)
        return monday + timedelta(days=5), monday + timedelta(days=7)
    if kind == "relative":
        steps = {"last": -1, "past": -1, "previous": -1, "this": 0, "next": 1}[g[0].lower()]
        return _shift(g[1].lower(), now, steps)
    if kind == "weekday":
        target = WEEKDAYS[g[1].lower()]
        today = _day(now)
        if g[0].lower() == "next":
            delta = (target - now.weekday()) % 7 or 7
        elif g[0].lower() == "this":
            delta = target - now.weekday()
        else:  # "last friday", "on friday": the most recent one before today
            delta = -((now.weekday() - target) % 7 or 7)
        start = today + timedelta(days=delta)
        return start, start + timedelta(days=1)
    if kind == "named_day":
        steps = {"yesterday": -1, "tomorrow": 1}.get(g[0].lower(), 0)
        return _shift("day", now, steps)
    if kind == "month":
        month = MONTHS[g[0].lower()]
        year = now.year if month <= now.month else now.year - 1
        return _month(year, month)
    if kind == "year":
        return _year(int(g[0]))
    return None  # pragma: no cover


def find_ranges(text: str, now: datetime) -> list[TimeRange]:
    """Every temporal expression of ``text`` resolved against ``now``, in order of appearance.

    Overlapping matches keep the most specific (earliest-listed) pattern.
    """
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)
    now = now.astimezone(UTC)
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, TimeRange]] = []
    for pattern, kind in _patterns():
        for match in pattern.finditer(text):
            span = match.span()
            if any(span[0] < end and start < span[1] for start, end in taken):
                continue
            try:
                resolved = _resolve(kind, match.groups(), now)
            except (OverflowError, ValueError):
                resolved = None  # "last Monday" said in year 1: before any date there is
            if resolved is None:
                continue
            taken.append(span)
            found.append((span[0], TimeRange(resolved[0], resolved[1], match.group(0))))
    return [r for _, r in sorted(found, key=lambda item: item[0])]


def find_range(text: str, now: datetime) -> TimeRange | None:
    """The first temporal expression of ``text``, or ``None``."""
    ranges = find_ranges(text, now)
    return ranges[0] if ranges else None


# Words that ask for the start of a story rather than a date: "what did I say at the start",
# "my original plan", "when I first described my setup". Bare "first" is not one ("the first
# step", "the first n odd numbers"), nor "to start" ("decided to start a studio").
_EARLIEST = re.compile(
    r"\b(?:at the (?:start|beginning|outset)|in the beginning|from the (?:start|beginning|outset)"
    r"|initial(?:ly)?|original(?:ly)?|at first|to begin with|earliest|first time"
    r"|when \w+ first)\b",
    re.IGNORECASE,
)


def asks_earliest(text: str) -> bool:
    """Whether ``text`` asks about the beginning of what it names (no date needed)."""
    return _EARLIEST.search(text) is not None


# ---------------------------------------------------------------- absolute times


def utcnow() -> datetime:
    """Current time in UTC at second precision (the precision of the file format)."""
    return datetime.now(UTC).replace(microsecond=0)


def format_time(value: datetime) -> str:
    """ISO-8601 in UTC with a ``Z`` suffix, as written in frontmatter and JSON output. The
    year has four digits whatever it is (``strftime("%Y")`` writes "999" for 999, which no
    reader takes back)."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)  # as parse_time reads a time without a zone
    try:
        utc = value.astimezone(UTC)
    except (OverflowError, ValueError):  # the first hours of year 1 east of UTC: as given
        utc = value
    return f"{utc.year:04d}-" + utc.strftime("%m-%dT%H:%M:%SZ")


# What a date the calendar cannot hold is told (parse_time's error, read by parse_when).
_OUT_OF_RANGE = "falls outside"


def parse_time(value: Any, key: str = "time") -> datetime:
    """Accept a datetime, a date or an ISO-8601 string; return an aware UTC datetime."""
    if isinstance(value, datetime):
        result = value
    elif isinstance(value, date):
        result = datetime(value.year, value.month, value.day)
    elif isinstance(value, str):
        text = value.strip()
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        try:
            result = datetime.fromisoformat(text)
        except ValueError as exc:
            raise ValueError(f"{key}: {value!r} is not an ISO-8601 date/time") from exc
    else:
        raise ValueError(f"{key}: {value!r} is not a date/time")
    if result.tzinfo is None:
        result = result.replace(tzinfo=UTC)
    try:
        return result.astimezone(UTC).replace(microsecond=0)
    except OverflowError:
        # ("0001-01-01T00:00+14:00" is in year 0 in UTC: no date Python or a file holds.)
        raise ValueError(
            f"{key}: {value!r} {_OUT_OF_RANGE} 0001-01-01 to 9999-12-31 in UTC"
        ) from None


def parse_when(value: str, name: str = "time", now: datetime | None = None) -> datetime:
    """An ISO-8601 date/time, or words resolved against ``now`` ("last week" → its start);
    ``UsageError`` naming ``name`` (a flag, a field) when it is neither."""
    from ..errors import UsageError

    try:
        return parse_time(value, name)
    except (ValueError, TypeError) as exc:
        if _OUT_OF_RANGE in str(exc):
            raise UsageError(
                f"{name} {value!r} {_OUT_OF_RANGE} 0001-01-01 to 9999-12-31 in UTC",
                hint=f"Give a date inside those years ({name} 2026-05-01).",
            ) from None
        found = find_range(value, now or datetime.now(UTC))
        if found is None:
            raise UsageError(
                f"{name} {value!r} is not a date",
                hint=f"Use ISO-8601 ({name} 2026-05-01) or words ({name} 'last week').",
            ) from None
        return found.start
