"""Values said in another statement's terms: a unit left out ("40" of "40 kg"), a currency,
a bare number of a measured value, dayparts and rhythms told in other words — so that two
statements' values compare as the same value or not. Reads; never writes text.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from ..mentions import Mention, same_date, same_time, unit_step
from ..statement import Statement


def _elided_unit(n: Statement, rejected: Mention, card: Statement) -> Mention | None:
    """The value a bare rejected number stands against when its unit goes unsaid: "closes
    at 6 pm instead of 5", "11p per word, up from 9" reject 5 pm and 9p. The value right
    before the cue, in the same clause, measured (a quantity, never a date or a name), with
    another number, and not held by the card already."""
    before = [
        m
        for m in n.values
        if m.end <= rejected.start
        and m.kind not in ("number", "name", "date", "day", "year")
        and _bare(m) != rejected.norm
        and not any(_same_value(m, held) for held in card.values)
    ]
    if not before:
        return None
    nearest = max(before, key=lambda m: m.end)
    between = n.text[nearest.end : rejected.start]
    # Only the cue between them: no clause break, no other value's words.
    if re.search(r"[.;:!?]", between) or len(between.split()) > 4:
        return None
    return nearest


def _with_unit(old: Mention, new: Mention) -> str:
    """The new value as the old one was written: a bare "50052" for a bare "50051", the
    unit kept when the new value gives none ("250" after "100 GB" → "250 GB")."""
    raw = new.raw.rstrip(".,;")
    number = re.search(r"-?\d[\d,.:]*\d|\d", old.raw)  # a time's minutes are its number
    if number is None:
        return raw
    start, end = number.span()
    if new.kind == "number" and old.kind != "number":
        return old.raw[:start] + raw + old.raw[end:].rstrip(".,;")
    theirs = re.search(r"-?\d[\d,.:]*\d|\d", raw)
    unit = _unit_word(old.raw)
    if new.kind == old.kind and theirs is not None and unit and unit == _unit_word(raw):
        # The same unit written the card's way: "12-hour" → "8-hour", not "8 hours".
        return old.raw[:start] + theirs.group(0) + old.raw[end:].rstrip(".,;")
    return raw


def _unit_word(raw: str) -> str:
    """The unit a quantity is written with, without its plural ("hours", "-hour": hour)."""
    return re.sub(r"[^a-z]", "", raw.lower()).rstrip("s")


def _same_value(a: Mention, b: Mention) -> bool:
    if a.key == b.key:
        return True
    numbers = {"number"}
    if a.kind in numbers or b.kind in numbers:
        return _bare(a) == _bare(b)
    if a.kind == b.kind == "date":
        if a.norm.startswith("00-") or b.norm.startswith("00-"):
            return a.norm[-2:] == b.norm[-2:]  # "the 18th": the day of any month
        return same_date(a.norm, b.norm, years=False)
    if a.kind == b.kind == "time":
        return same_time(a.norm, b.norm)
    return False


def _in_currency_of(n: Statement, o: Statement) -> Statement:
    """``n`` with each sum in cents of no named currency ("11 cents") read in the currency
    ``o`` gives the same sum in ("€0.11"): one value."""
    out, changed = [], False
    for m in n.values:
        if m.kind == "money:cent":
            same = next(
                (k for k in o.values if k.kind.startswith("money:") and k.norm == m.norm), None
            )
            if same is not None:
                m, changed = replace(m, kind=same.kind), True
        out.append(m)
    return replace(n, values=tuple(out)) if changed else n


# How far apart a value and the same value rounded in another unit may be, as a share of it.
_ROUNDED = 0.01


def _decimal_apart(step: float, other: float) -> bool:
    """Whether two steps differ by a power of ten: one system's units ("kWh", "Wh"; "m",
    "km"), where a value converted is exact and no rounding joins two."""
    ratio = math.log10(max(step, other) / min(step, other))
    return abs(ratio - round(ratio)) < 1e-6


def _in_units_of(n: Statement, o: Statement) -> Statement:
    """``n`` with each measured value that is one of ``o``'s said in another unit — the same
    amount, rounded where it was converted ("24 lb" / "10.9 kg", "55°F" / "13 °C") — written
    as ``o``'s: one value, not two. Only across units: "13 °C" and "13.4 °C" are two."""
    out, changed = [], False
    for m in n.values:
        mine = unit_step(m) if m.kind != "number" else None
        if mine is None:
            out.append(m)
            continue
        for k in o.values:
            theirs = unit_step(k) if k.kind == m.kind and k.norm != m.norm else None
            if theirs is None or theirs[0] == mine[0]:
                continue
            # Within half the finer of the two steps: "6 ft" is "1.8 m" but not "2 m" — a
            # value read as the same is kept only as evidence, so the doubt goes to two.
            # (Give the six figures a value is kept to their own rounding.)
            slack = 1e-5 * abs(float(k.norm))
            a, b = float(m.norm), float(k.norm)
            if abs(a - b) <= min(mine[1], theirs[1]) / 2 + slack or (
                # Or one is the other rounded to its own last digit, close beside it:
                # "450 yards" is "411 metres" (411.48 m), "5 miles" is "8 km".
                # (Not across one system's steps, "10.9 kWh" / "11 kilowatt-hours": a
                # tenth more, written to another digit.)
                abs(a - b) <= max(mine[1], theirs[1]) / 2 + slack
                and abs(a - b) <= _ROUNDED * max(abs(a), abs(b))
                and not _decimal_apart(mine[1], theirs[1])
            ):
                m, changed = replace(m, norm=k.norm), True
                break
        out.append(m)
    return replace(n, values=tuple(out)) if changed else n


# A letter glued to a number that reads as a code alone ("12m": five million or five
# metres? "8C": a seat?) and as a measure beside one: the kind whose base unit it is.
_GLUED_UNIT = {"m": "length", "c": "celsius"}


def _glued_units_of(n: Statement, o: Statement) -> Statement:
    """``n`` with a number glued to a unit's letter ("12m", "8C", read alone as codes) read
    as the measure ``o`` gives of the same number in that unit ("cragbox lead wall: 12m" /
    "… is 12 metres high"; "incubation water: 8C" / "… held at 8 °C")."""
    out, changed = [], False
    for m in n.values:
        glued = (
            re.fullmatch(r"(\d+(?:\.\d+)?)([a-z])", m.raw, re.I) if m.kind == "identifier" else None
        )
        kind = _GLUED_UNIT.get(glued[2].lower()) if glued is not None else None
        if glued is not None and kind is not None:
            same = next(
                (k for k in o.values if k.kind == kind and float(k.norm) == float(glued[1])),
                None,
            )
            if same is not None:
                m, changed = replace(m, kind=same.kind, norm=same.norm), True
        elif m.kind == "identifier" and _PRICED_BARE.match(n.text, m.start):
            # "incised letters 3.50 each" of "£3.50 a letter": the card's price, its sign
            # left off (a figure of two decimals told by the piece).
            same = next(
                (
                    k
                    for k in o.values
                    if k.kind.startswith("money:") and float(k.norm) == float(m.raw)
                ),
                None,
            )
            if same is not None:
                m, changed = replace(m, kind=same.kind, norm=same.norm), True
        out.append(m)
    return replace(n, values=tuple(out)) if changed else n


# A figure of two decimals told by the piece ("3.50 each", "12.99 a month"), or jotted so
# ("4.50 ea", "2.85/hd", "6.00 pp"): a price.
_PRICED_BARE = re.compile(
    r"\d+\.\d{2}(?:\s+(?:each|apiece|a|an|per|ea|pp)\b|\s?/\s?(?:hd|head|ea|each|pp|person|unit)\b)",
    re.I,
)


def _as_its_number(o: Statement, n: Statement) -> Statement:
    """``o`` with a measured value read as its bare number where ``n`` rejects that number
    bare ("it's 145.575, not 145.375" of "on 145.375 MHz"): the note talks of the card's
    value without its unit, so the number is what the two compare."""
    bare = {
        r.raw
        for r in n.rejected
        if isinstance(r, Mention) and re.fullmatch(r"\d+(?:\.\d+)?", r.raw)
    }
    if not bare or any(unit_step(m) for m in n.values):
        return o
    out, changed = [], False
    for k in o.values:
        number = re.match(r"\d+(?:\.\d+)?", k.raw) if unit_step(k) else None
        if number is not None and number[0] in bare:
            kept = [r for r in n.rejected if isinstance(r, Mention) and r.raw == number[0]]
            end, raw = k.start + len(number[0]), number[0]
            k, changed = replace(k, kind=kept[0].kind, norm=kept[0].norm, end=end, raw=raw), True
        out.append(k)
    return replace(o, values=tuple(out)) if changed else o


# "every morning", "each evening": how often, and when in the day (the reader keeps one).
_EVERY_PART = re.compile(r"(?i)^(?:every|each)\s+(?P<part>morning|afternoon|evening|night)$")


def _in_dayparts_of(n: Statement, o: Statement) -> Statement:
    """``n`` with the part of the day its "every morning" says, when ``o`` names a part of
    the day ("at night", "at bedtime") and ``n`` names none: "takes it every morning" and
    "takes it at night" give two times of day, where "every evening" and "nightly" (neither
    naming one apart from how often) stay how often alone."""
    if not any(k.kind == "daypart" for k in o.values) or any(m.kind == "daypart" for m in n.values):
        return n
    # Only a part of the day the other does not name: the two agreeing ("every morning" /
    # "in the mornings, after standup") stay read as before, where the words they differ
    # in decide (a second wording is never made a restatement by this reading).
    named = {k.norm for k in o.values if k.kind == "daypart"}
    parts = [
        Mention("daypart", found["part"].lower(), m.start, m.end, m.raw)
        for m in n.values
        if m.kind.startswith("every:")
        for found in [_EVERY_PART.match(m.raw.strip())]
        if found and found["part"].lower() not in named
    ]
    if not parts:
        return n
    return replace(n, values=tuple(sorted((*n.values, *parts), key=lambda m: m.start)))


# "every Tuesday", "each Friday": a weekday said with how often (once a week).
_EVERY_DAY = re.compile(
    r"(?i)\b(?:every|each)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b(?!\s+and\b)"
)


def _in_rhythms_of(n: Statement, o: Statement) -> Statement:
    """``n`` with the weekly rhythm its "every Tuesday" says, when ``o`` gives how often
    ("every second Tuesday", "every other Friday") and ``n`` gives no rhythm: "leave every
    second Tuesday" and "leave every Tuesday" are two rhythms of one day, not a rhythm
    beside a day."""
    if not any(k.kind == "every:duration" for k in o.values) or any(
        m.kind.startswith("every:") for m in n.values
    ):
        return n
    weekly = [
        Mention("every:duration", "604800", found.start(), found.end(), found.group(0))
        for found in _EVERY_DAY.finditer(n.text)
    ]
    if len(weekly) != 1:
        return n
    return replace(n, values=tuple(sorted((*n.values, *weekly), key=lambda m: m.start)))


def _bare(m: Mention) -> str:
    digits = re.search(r"-?\d+(?:[.,:]\d+)*", m.raw.replace(",", ""))  # "4:15" is not 4
    return digits.group(0) if digits else m.norm
