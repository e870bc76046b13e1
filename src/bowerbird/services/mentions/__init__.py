"""The values a text gives, each with its place in the text (a ``Mention``), normalised so
two wordings compare equal: numbers written as words ("twenty-one" = 21), thousands
separators ("4,000" = 4000), units and their spellings ("25MB" = "25 MB", "km" =
"kilometres"), durations in one unit ("1 hour" = "60 minutes"), money ("$1,850" = "1850
dollars" = "1,850 USD"), times of day ("4:45 pm" = "16:45", "quarter to ten" = "9:45"),
dates ("22 October" = "Oct 22nd" = "10/22"; "2027-01-15" = "15 January 2027"), phone numbers,
names, environments and identifiers. ``statement`` reads a statement around them.

The rooms, each reading only those before it: ``base`` (a ``Mention``, the shared words),
``numbers``, ``money``, ``dates``, ``times``, ``codes`` (values that name rather than
measure), ``names``, and ``read`` (``mentions``: the readers asked in order, a span read by
one taken from the rest).
"""

from .base import VERBS, Mention
from .codes import DESIGNATED_KINDS
from .dates import FEASTS, MONTH_WORD, WEEKDAY_WORD, is_date_norm, same_date, weekly_key
from .names import TITLE_WORDS, TITLES
from .numbers import ORDINAL_NUMBERS, unit_step
from .read import mentions
from .times import same_time

__all__ = [
    "DESIGNATED_KINDS",
    "FEASTS",
    "MONTH_WORD",
    "ORDINAL_NUMBERS",
    "TITLES",
    "TITLE_WORDS",
    "VERBS",
    "WEEKDAY_WORD",
    "Mention",
    "is_date_norm",
    "mentions",
    "same_date",
    "same_time",
    "unit_step",
    "weekly_key",
]
