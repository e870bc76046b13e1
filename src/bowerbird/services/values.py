"""What a statement states as values: quantities ("3 nodes", "5432", "12 hours"), identifiers
mixing letters and digits ("a3", "v2.1", "db-prod-3.internal"), days and months, deployment
environments — and its other words. ``compare`` decides what two statements' values mean.

Numbers are compared as quantities, not as strings: "three" = "3", "5,432" = "5432",
"1.50" = "1.5", "10k" = "10000", "25th" = "25", "09:00" = "9:00"; ISO dates are quantities
too. A unit right after a number stays with it ("5 GB" ≠ "5 MB"), compared by a canonical
form ("12-hour" = "12 hours" = "12 h", "2GB" = "2 GB").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_UNITS = frozenset(
    """ms msec millisecond milliseconds s sec secs second seconds min mins minute minutes h hr
    hrs hour hours day days week weeks month months year years kb mb gb tb pb kib mib gib tib
    b byte bytes bit bits kbps mbps gbps hz khz mhz ghz % percent pct usd eur gbp dollars euros
    cores cpus vcpus gpus nodes node replicas shards users requests rps qps x times
    """.split()
)
# Spellings of one unit: compared by the canonical form ("12 hours" = "12-hour" = "12 h").
_UNIT_ALIASES = {
    "ms": "millisecond", "msec": "millisecond", "milliseconds": "millisecond",
    "s": "second", "sec": "second", "secs": "second", "seconds": "second",
    "min": "minute", "mins": "minute", "minutes": "minute",
    "h": "hour", "hr": "hour", "hrs": "hour", "hours": "hour",
    "days": "day", "weeks": "week", "months": "month", "years": "year",
    "percent": "%", "pct": "%", "b": "byte", "bytes": "byte", "bits": "bit",
    "dollars": "usd", "euros": "eur", "cpus": "cpu", "vcpus": "vcpu", "gpus": "gpu",
    "nodes": "node", "replicas": "replica", "shards": "shard", "users": "user",
    "requests": "request", "times": "time",
}  # fmt: skip
# A number and its unit written as one token: "12-hour", "2gb", "250ms".
_JOINED_UNIT = re.compile(r"^(\d+(?:[.,]\d+)*)-?([a-z%]+)$")
# Deployment environments name *which* thing, like an identifier: staging ≠ production.
ENVIRONMENTS = frozenset(
    "prod production staging stage dev development test testing qa uat sandbox preprod "
    "canary local".split()
)
SMALL_NUMBERS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen".split()
    )
}
TENS = {
    w: 10 * n
    for n, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split())
    if w != "_"
}
# Days and months are values too: "every Monday" against "every Tuesday" is another value.
# ("may" is left out: far more often a verb.)
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
    thursdays fridays saturdays sundays january february march april june july august
    september october november december""".split()
)
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
# "one" is a quantity in "one replica", not in "the one we use" or "one of them".
_NOT_A_COUNT_BEFORE = frozenset("the this that which any each every no some another".split())
_NOT_A_COUNT_AFTER = frozenset("of another".split())
TOKEN = re.compile(r"[a-z0-9%]+(?:[.,:/-][a-z0-9]+)*")
# Times of day and dates are quantities too: "09:00" against "10:00" is another value.
_CLOCK = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_NUMERIC = re.compile(r"^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k|m|st|nd|rd|th)?$")


@dataclass(frozen=True)
class Values:
    """What a text states as values: quantities ("3 nodes", "5432"), identifiers mixing
    letters and digits ("a3", "v2.1", "db-prod-3.internal"), and its other words."""

    quantities: frozenset[str]
    identifiers: frozenset[str]
    words: frozenset[str]

    @property
    def all(self) -> frozenset[str]:
        return self.quantities | self.identifiers


def unit_of(word: str) -> str | None:
    """The canonical form of a unit word, or ``None`` for a word that is not one."""
    return _UNIT_ALIASES.get(word, word) if word in _UNITS else None


def _number(token: str) -> str | None:
    """The canonical number a digit token stands for ("5,432" → "5432", "10k" → "10000")."""
    if _CLOCK.match(token) or _DATE.match(token):
        return token.lstrip("0") if _CLOCK.match(token) and len(token) > 4 else token
    m = _NUMERIC.match(token)
    if m is None:
        return None
    whole, frac, suffix = m.group(1).replace(",", ""), m.group(2) or "", m.group(3)
    value = float(whole + frac)
    if suffix == "k":
        value *= 1000
    elif suffix == "m":
        value *= 1_000_000
    return f"{value:g}" if value < 1e15 else whole


def _spelled(words: list[str], i: int) -> tuple[str, int] | None:
    """A number spelled out from ``words[i]`` ("twenty-five", "three hundred"): (value, length)."""
    total = current = n = 0
    last = ""  # what the previous word was: "small", "tens" or "scale"
    while i + n < len(words):
        word = words[i + n]
        parts = word.split("-")
        if all(p in SMALL_NUMBERS or p in TENS for p in parts):
            value = sum(SMALL_NUMBERS.get(p, 0) + TENS.get(p, 0) for p in parts)
            # "twenty five" is one number; "three four" is two.
            follows_tens = last == "tens" and parts[0] in SMALL_NUMBERS and 0 < value < 10
            if last and last != "scale" and not follows_tens:
                break
            current += value
            last = "tens" if len(parts) == 1 and parts[0] in TENS else "small"
        elif word in _SCALES and last in ("small", "tens"):
            current *= _SCALES[word]
            if _SCALES[word] >= 1000:
                total, current = total + current, 0
            last = "scale"
        elif word == "dozen" and last in ("", "small"):
            current = max(current, 1) * 12
            last = "scale"
        else:
            break
        n += 1
    if n == 0:
        return None
    return str(total + current), n


def values(text: str) -> Values:
    """The quantities, identifiers and plain words of ``text``."""
    tokens = TOKEN.findall(text.lower())
    quantities: set[str] = set()
    identifiers: set[str] = set()
    words: set[str] = set()
    i = 0
    while i < len(tokens):
        token = tokens[i]
        number, length, unit = _number(token.rstrip("%")), 1, "%" if token.endswith("%") else ""
        if number is None and (
            token.split("-")[0] in SMALL_NUMBERS or token.split("-")[0] in TENS or token == "dozen"
        ):
            before = tokens[i - 1] if i else ""
            after = tokens[i + 1] if i + 1 < len(tokens) else ""
            counts = token != "one" or (
                before not in _NOT_A_COUNT_BEFORE and after not in _NOT_A_COUNT_AFTER
            )
            spelled = _spelled(tokens, i) if counts else None
            if spelled is not None:
                number, length = spelled
        joined = _JOINED_UNIT.match(token) if number is None else None
        if joined and unit_of(joined.group(2)) and _number(joined.group(1)) is not None:
            quantities.add(f"{_number(joined.group(1))} {unit_of(joined.group(2))}")
        elif number is not None:
            unit = unit or (tokens[i + length] if i + length < len(tokens) else "")
            canonical = unit_of(unit)
            quantities.add(f"{number} {canonical}" if canonical else number)
        elif any(c.isdigit() for c in token) or token in _CALENDAR or token in ENVIRONMENTS:
            identifiers.add(token)
        else:
            words.add(token)
        i += length
    return Values(frozenset(quantities), frozenset(identifiers), frozenset(words))


# The verbs that end a statement's subject: forms of be/have/do, modals, and the verbs team
# notes use most. A word ending in -s right after a value is a verb too ("Shard 7 runs").
BASE_VERBS = frozenset(
    """is are was were be been being has have had does do did will would can could should
    shall may might must isn't aren't wasn't weren't hasn't haven't doesn't don't didn't won't
    can't cannot runs run uses use stores store lives live listens listen serves serve hosts
    host holds hold points point owns own handles handle sends send writes write reads read
    needs need requires require expires expire rotates rotate starts start ends end contains
    contain includes include depends depend connects connect deploys deploy ships ship keeps
    keep gets get goes go costs cost takes take belongs belong maps map routes route resolves
    resolve returns return retries retry caches cache mounts mount logs reports calls call
    pays pay paid moved migrated sits sit works work manages manage leads lead happens happen
    backs""".split()
)


# The words a note may name a value's slot by, for each kind (stemmed as terms are).
SLOT_WORDS: dict[str, frozenset[str]] = {
    # ("the start got pushed back a week, now 21 June": when it starts, its date's slot.)
    "time": frozenset({"time", "times", "start"}),
    "date": frozenset({"date", "day", "start", "departur"}),
    "day": frozenset({"day", "days"}),  # "Rhian's days are now…": the weekdays' slot
    "money": frozenset(
        "price cost fee rate charg charge payment bill fare premium total rent wage salari salary"
        " due dues tuition".split()
    ),
    "identifier": frozenset({"address", "ip", "id", "number"}),
    "number": frozenset({"number", "extension", "count", "total", "figur", "figure"}),
    # A quantity's slot ("the tank's capacity: 40 litres", "a top speed of 30 knots").
    "volume": frozenset({"capacity", "volume", "size"}),
    "energy": frozenset({"capacity"}),
    "bytes": frozenset({"capacity", "size"}),
    "mass": frozenset({"weight"}),
    "length": frozenset({"length", "distance", "height", "width"}),
    "speed": frozenset({"speed"}),
    "knots": frozenset({"speed"}),
    "rpm": frozenset({"speed"}),
    "power": frozenset({"power", "output"}),
    "pressure": frozenset({"pressure"}),
    "celsius": frozenset({"temperature"}),
    "rate": frozenset({"speed", "bandwidth"}),
    # How long a thing is kept ("…keep messages for 7 days" / "kafka retention: 3 days").
    "duration": frozenset(
        "retention retain keep kept ttl expiry lifetime lifespan duration length".split()
    ),
    "hertz": frozenset({"frequenci", "frequency", "tune", "broadcast"}),
}
