"""``mentions``: every value of a text, its readers asked in order (a span read by one is
taken), then what a value means beside the others (a period is how often; a day alone
beside a date is a number; a clock beside a pace is a pace).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import replace

from .base import Mention, _Add, _fmt, _spans_free
from .codes import (
    _read_blood,
    _read_dashed,
    _read_designated,
    _read_grade,
    _read_ident,
    _read_leading_zero,
    _read_phone,
    _read_quarter,
    _read_school_year,
    _read_snake,
    _read_spaced_code,
    _read_version,
)
from .dates import (
    _read_date,
    _read_of_the_month,
    _read_ordinal_of_month,
    _read_word_date,
    _read_word_day,
)
from .money import (
    _read_cents,
    _read_code_first,
    _read_money,
    _read_money_and_cents,
    _read_pence,
    _read_pence_word,
    _read_slang_sums,
)
from .names import _read_name, _read_titled_lower, _read_words
from .numbers import (
    _read_age_group,
    _read_age_group_digits,
    _read_bare,
    _read_degrees,
    _read_ordinal,
    _read_pace,
    _read_part_of,
    _read_per_hundred,
    _read_pint,
    _read_place_number,
    _read_place_word,
    _read_quantity,
    _read_range,
    _read_range_said,
    _read_scientific,
    _read_share_of_unit,
    _read_signed_said,
    _read_thousands,
    _read_watts,
)
from .times import (
    _read_all_day,
    _read_at_hour,
    _read_daypart,
    _read_dotted_time,
    _read_every_other,
    _read_joined_span,
    _read_n_ly,
    _read_one_unit,
    _read_part_unit,
    _read_per_short,
    _read_span,
    _read_time,
    _read_time_range,
    _read_times_per,
)


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

    for read in _READERS:
        read(text, add, found)
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


# The passes in the order they are asked: a span read by one is taken, never read again.
_READERS: tuple[Callable[[str, _Add, list[Mention]], None], ...] = (
    _read_scientific,
    _read_designated,
    _read_blood,
    _read_snake,
    _read_spaced_code,
    _read_pace,
    _read_thousands,
    _read_money_and_cents,
    _read_slang_sums,
    _read_money,
    _read_all_day,
    _read_of_the_month,
    _read_word_date,
    _read_word_day,
    _read_date,
    _read_phone,
    _read_time_range,
    _read_time,
    _read_at_hour,
    _read_dotted_time,
    _read_times_per,
    _read_span,
    _read_joined_span,
    _read_watts,
    _read_n_ly,
    _read_pence,
    _read_pence_word,
    _read_cents,
    _read_code_first,
    _read_part_of,
    _read_per_hundred,
    _read_pint,
    _read_share_of_unit,
    _read_range,
    _read_range_said,
    _read_part_unit,
    _read_degrees,
    _read_age_group_digits,
    _read_quantity,
    _read_every_other,
    _read_ordinal,
    _read_ordinal_of_month,
    _read_one_unit,
    _read_per_short,
    _read_signed_said,
    _read_version,
    _read_leading_zero,
    _read_dashed,
    _read_grade,
    _read_daypart,
    _read_quarter,
    _read_school_year,
    _read_bare,
    _read_age_group,
    _read_place_number,
    _read_place_word,
    _read_ident,
    _read_words,
    _read_name,
    _read_titled_lower,
)


_PERIOD = re.compile(r"\bperiod\s+(?:is\s+|of\s+)?(?:about\s+|roughly\s+|~\s?)?$", re.I)
