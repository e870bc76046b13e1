"""The values two statements give, compared: which differ and how they pair (a day joined
to its date, a list, the end of a range, free or priced) and the kind each is. A value told
in the other's terms is read in `units`; what a note rejects, in `rejections`. Reads; never
writes text.
"""

from __future__ import annotations

import re
from itertools import pairwise

from ..mentions import DESIGNATED_KINDS, Mention, same_date, same_time
from ..statement import Statement
from ..text import STOPWORDS, plain_letters, stem_set
from .words import _holds, _same_identifier, _singular, _within


def _anchored(
    nv: frozenset[tuple[str, str]],
    ov: frozenset[tuple[str, str]],
    extra_n: set[str],
    extra_o: set[str],
) -> bool:
    """Whether a value both give anchors two wordings as one statement ("kept for 21 days" /
    "retained for twenty-one days"). A value only one of them gives anchors nothing ("takes
    sertraline every morning" is not "prefers paper books"), and a bare number only when
    little else differs: "Raised bed 41 grows sunflowers" and "Raised bed 41 is looked after
    by the school" share the number that names the bed, not what is said of it."""
    strong = weak = False
    for kind, norm in nv:
        for k, v in ov:
            if not _within(frozenset({(kind, norm)}), frozenset({(k, v)}), strict=True):
                continue
            if k == kind and kind != "number":
                strong = True
            elif "number" in (k, kind):
                weak = True  # "41" / "41", "1.5k" / "£1,500": a number, whatever it counts
    return strong or (weak and max(len(extra_n), len(extra_o)) <= 3)


# What joins the two ends of a range as written ("08:30-17:00", "9am to 5pm").
_RANGE_JOIN = re.compile(r"\s*[-–—]\s*|\s+(?:to|until|till)\s+", re.I)


def _written_range(s: Statement, ends: list[Mention]) -> str | None:
    """The range as ``s`` writes it, when ``ends`` are the two ends of one."""
    if len(ends) != 2:
        return None
    first, last = sorted(ends, key=lambda m: m.start)
    if not _RANGE_JOIN.fullmatch(s.text[first.end : last.start]):
        return None
    return s.text[first.start : last.end]


# Words that name one end of a range of times ("opens at 9:30" of "hours 10:30-16:30"),
# stemmed as terms are: the first end's, then the last's.
_RANGE_ENDS = (
    frozenset(stem_set("open opens opening start starts begin begins".split())),
    frozenset(stem_set("close closes closing shut shuts finish finishes end ends".split())),
)


def _end_words(s: Statement, value: str) -> frozenset[str]:
    """The words that name the end of ``s``'s one range of times that ``value`` is (as
    written): ``value`` is the range's start, "opens"; its end, "closes". None otherwise."""
    ends = sorted((m for m in s.values if m.kind == "time"), key=lambda m: m.start)
    if _written_range(s, ends) is None:
        return frozenset()
    for end, words in zip(ends, _RANGE_ENDS, strict=True):
        if end.raw == value:
            return words
    return frozenset()


def _one_range(s: Statement) -> bool:
    """Whether every time ``s`` gives is one of the two ends of one range."""
    return _written_range(s, [m for m in s.values if m.kind == "time"]) is not None


def _weekly_day(s: Statement, m: Mention) -> bool:
    """Whether a weekday is said as a rhythm ("on Thursdays", "every Thursday"), not as one
    day ("the Monday before", "on Friday")."""
    if m.raw.lower().endswith("s"):
        return True
    return re.search(r"\b(?:every|each)\s+$", s.text[: m.start], re.I) is not None


def _family(identifier: str) -> str:
    """What kind of identifier a normalised one is: a place of a kind named before it
    ("studio b", "bay 4": that kind), else a code ("v13", "db-07")."""
    head, _, rest = identifier.partition(" ")
    return head if rest and head in DESIGNATED_KINDS else "code"


def _label_of(text: str, m: Mention) -> str:
    """The word right before a number, past "to", "is", "of", an article or a colon
    ("score 88", "score: 88", "score to 94" → "score"); "" when none is a word."""
    before = re.findall(r"[A-Za-z][\w'’-]*|[^\w\s]", text[: m.start])
    while before and before[-1].lower() in _LABEL_GLUE:
        before.pop()
    return before[-1].lower() if before and before[-1][0].isalpha() else ""


_LABEL_GLUE = frozenset("to is was of at now the a an : = are were from".split())


def _counted(text: str, m: Mention) -> str:
    """The noun a count is of, right after it ("14 scouts", "19 scouts signed up" →
    "scout"); "" when a word of no meaning or a value follows ("1-5 August")."""
    after = re.match(r"\s+([A-Za-z][\w'’-]*)", text[m.end :])
    if after is None or after.group(1).lower() in STOPWORDS:
        return ""
    return min(_singular([after.group(1).lower()]), default="")


def _one_counted(n: Statement, o: Statement, new: Mention, olds: list[Mention]) -> list[Mention]:
    """Of the card's numbers, the one that counts what the note's number counts ("14
    scouts … 3rd … £95 per scout" / "19 scouts"): the slot is named by its noun."""
    noun = _counted(n.text, new)
    return [m for m in olds if noun and _counted(o.text, m) == noun]


_PUT_AT_A_DAY = re.compile(r"\b(?:until|till|til|to|not|before)\s+the\s+$", re.I)


def _one_day_put(s: Statement) -> bool:
    """Whether ``s`` puts something off to a day of the month, its month unsaid ("won't be
    ready until the 28th", "moved to the 19th"): one date, no day of every month."""
    return any(
        m.kind == "date" and m.norm.startswith("00-") and _PUT_AT_A_DAY.search(s.text[: m.start])
        for m in s.values
    )


def _differing(n: Statement, o: Statement) -> list[tuple[str, str]]:
    """(old value, new value) for each kind both give with values the other lacks (neither
    holding all of the other's: "eu-west-1 and us-east-2" after "eu-west-1" is more)."""
    out = []
    kinds = {m.kind for m in n.values} & {m.kind for m in o.values}
    for kind in sorted(kinds - {"name", "frequency"}):
        nv = {m.norm for m in n.values if m.kind == kind}
        ov = {m.norm for m in o.values if m.kind == kind}
        if (
            kind == "date"
            and ({v for v in nv if v.startswith("00-")} == nv)
            != ({v for v in ov if v.startswith("00-")} == ov)
            and not (_one_day_put(n) or _one_day_put(o))
        ):
            continue  # "rent on the 5th" / "serviced 2026-03-27": a day of every month, a date
        if kind in ("time", "date"):
            # A value said either way ("~2:30", "06/12/2026") is the other's when it may be.
            same = same_time if kind == "time" else same_date
            nv = {next((w for w in ov if same(v, w)), v) for v in nv}
        if kind == "date" and not (_years(nv) and _years(ov)):
            nv, ov = {v[-5:] for v in nv}, {v[-5:] for v in ov}
        if nv == ov or nv <= ov or ov <= nv:
            continue
        only_o = [m for m in o.values if m.kind == kind and _norm(m) not in nv]
        only_n = [m for m in n.values if m.kind == kind and _norm(m) not in ov]
        if kind == "time":
            ranges = _written_range(o, only_o), _written_range(n, only_n)
            if ranges[0] and ranges[1]:
                out.append((ranges[0], ranges[1]))  # one range, both its ends changed
                continue
        if kind == "day" and _one_date_each(n, o):
            # The weekday written against a date both give is the date's own ("closed for
            # its stock-take on Saturday 12 September" / "…on the twelfth of September"): a
            # story's other day ("told a customer to come back on the Monday") is no value
            # in its place.
            only_o = [m for m in only_o if not _beside_date(o, m)]
            only_n = [m for m in only_n if not _beside_date(n, m)]
            if not (only_o and only_n):
                continue
        if kind == "day" and len(only_n) == 1:
            # A weekly day changes a weekly day ("Thursdays" → "Wednesdays"), not "the
            # Monday before" the card also gives.
            alike = [m for m in only_o if _weekly_day(o, m) == _weekly_day(n, only_n[0])]
            only_o = alike if len(alike) == 1 else only_o
        if kind == "number" and len(only_n) == 1 and len(only_o) > 1:
            # Of several numbers, the one the same word labels ("score 88 with one
            # violation" / "revised our inspection score to 94").
            label = _label_of(n.text, only_n[0])
            labelled = [m for m in only_o if label and _label_of(o.text, m) == label]
            if len(labelled) != 1:
                labelled = _one_counted(n, o, only_n[0], only_o)
            only_o = labelled if len(labelled) == 1 else only_o
        if kind == "number" and (len(only_o) != 1 or len(only_n) != 1):
            continue  # counts of other things, not one slot
        if kind == "identifier" and all(
            any(_same_identifier(a.norm, b.norm) for b in only_n) for a in only_o
        ):
            continue  # "P1" / "priority-1": one identifier written two ways
        if kind == "identifier":
            # A room is another room's value, never a version's ("Studio B" / "v13").
            families = {_family(m.norm) for m in only_n} & {_family(m.norm) for m in only_o}
            only_o = [m for m in only_o if _family(m.norm) in families]
            only_n = [m for m in only_n if _family(m.norm) in families]
            if not (only_o and only_n):
                continue
        if kind == "time" and len(only_o) == len(only_n) == 2:
            # Both ends of an opening told again ("11 am to 5 pm" / "opens at noon … and
            # closes at 6 pm"): each end in place of its own, in the order written.
            by_place = sorted(only_o, key=lambda m: m.start), sorted(only_n, key=lambda m: m.start)
            out.extend((a.norm, b.norm) for a, b in zip(*by_place, strict=True))
            continue
        if kind == "time" and len(only_o) >= 2:
            # A time the note gives again as a bare hour ("still opens at 10") is kept,
            # not the one it replaced.
            # (A number the card says too is no hour said again: "route 7 pickup is now
            # 7:50" of "The school bus (route 7) picks up at 7:40 …".)
            hours = {m.norm for m in n.values if m.kind == "number"} - {
                m.norm for m in o.values if m.kind == "number"
            }
            kept = [m for m in only_o if not _hour_said(m.norm, hours)]
            only_o = kept or only_o
        if kind == "time" and len(only_o) == 2 and len(only_n) == 1:
            only_o = _range_end_named(o, n, only_o)
        told = None
        if len(only_o) >= 2 and len(only_n) == 1:
            told = _told_apart(o, n, only_o, past_opening=True)
        if told is not None:
            # Of several, the one a word the note says tells apart, past the card's
            # opening ("last orders now 9.30pm" of "… opens at 11:30, closes at five, and
            # takes last orders at 8:45"): what the value is of, before how it is written.
            only_o = [told]
        if len(only_o) >= 2 and len(only_n) == 1 and not _measured(only_n[0]):
            # Of several, one written the same way as the new one ("10.0.4.17" for
            # "10.0.9.40", never the host name "db-stg-02"). (Not an amount: "12 MB" is
            # read as 1.2e+07, written like 11 MB's and unlike 10 MB's.)
            shaped = [m for m in only_o if _shape(m.norm) == _shape(only_n[0].norm)]
            only_o = shaped if len(shaped) == 1 else only_o
        if len(only_o) >= 2 and len(only_n) == 1:
            only_o = [_told_apart(o, n, only_o) or only_o[0]]
        if only_o and only_n:
            out.append((only_o[0].norm, only_n[0].norm))
    # A day of another month for a month ("due in March" / "revised to 14 April"): one slot,
    # said more exactly (a day of the same month is more said, not another value).
    dates = [m for m in n.values if m.kind == "date"]
    months = [m for m in o.values if m.kind == "month"]
    if len(dates) == 1 and len(months) == 1 and not any(m.kind == "date" for m in o.values):
        month = dates[0].norm.split("-")[-2] if "-" in dates[0].norm else ""
        if month.isdigit() and int(month) != int(float(months[0].norm)):
            out.append((months[0].norm, dates[0].norm))
    return out


def _one_date_each(n: Statement, o: Statement) -> bool:
    """Whether ``n`` and ``o`` each give one date, and it is the same date."""
    dates_n = [m.norm for m in n.values if m.kind == "date"]
    dates_o = [m.norm for m in o.values if m.kind == "date"]
    if len(dates_n) != 1 or len(dates_o) != 1:
        return False
    a, b = dates_n[0], dates_o[0]
    return same_date(a, b) or (not (_years({a}) and _years({b})) and a[-5:] == b[-5:])


def _beside_date(s: Statement, day: Mention) -> bool:
    """Whether weekday ``day`` is written against a date of ``s`` ("Saturday 12 September",
    "Sat 12/09", "Saturday, the 12th")."""
    return any(
        m.kind == "date" and re.fullmatch(r"[\s,]*(?:the\s+)?", s.text[day.end : m.start])
        for m in s.values
    )


# Free of charge: a price of nothing ("Dogs travel free" / "Dogs cost £1 each way").
_FREE = re.compile(
    r"(?<![-\w])(?<!feel )(?:free(?: of charge)?(?![-\w])(?!\s+(?:to|from|of|time)\b)|"
    r"at no (?:extra )?cost|no charge|costs? nothing)",
    re.I,
)


# The words a price or its absence is told with (stemmed as terms are).
_PRICED = frozenset(
    "cost costs free charg charge go goe goes travel ride each way trip per pay pai".split()
)


def _free_or_priced(n: Statement, o: Statement) -> list[tuple[str, str]]:
    """(old, new) when one says a thing is free and the other gives its price, and neither
    says both ("£1.80 an hour, free after 6 pm" is one statement of two prices)."""

    def priced(s: Statement) -> list[Mention]:
        return [m for m in s.values if m.kind.startswith("money")]

    free_o, free_n = _FREE.search(o.text), _FREE.search(n.text)
    if free_o and not free_n and priced(n) and not priced(o):
        return [(free_o.group(0), priced(n)[0].norm)]
    if free_n and not free_o and priced(o) and not priced(n):
        return [(priced(o)[0].norm, free_n.group(0))]
    return []


_ENDS = re.compile(r"\b(?:finish|end|close|shut|until|till|wrap)", re.I)


_STARTS = re.compile(r"\b(?:start|begin|open|from)", re.I)


# A verb for a range's start ("From 1 April" says when a change holds, not where it starts).
_STARTS_VERB = re.compile(r"\b(?:start|begin|open)", re.I)


# What joins a range's end to its start, before the end ("9 till ", "10 am - ").
# (Never "up to 6 mm": a bound, one value.)
_RANGE_END = re.compile(r"(?:[-–—]|(?<!\bup\s)\bto|\buntil|\btill)\s*$", re.I)


def _range_end_named(o: Statement, n: Statement, ends: list[Mention]) -> list[Mention]:
    """Of a range's two times, the one the note's verb names ("now finishes at 5 pm" of
    "9 am to 3 pm" is its end); both when the note names neither or they are no range."""
    first, last = sorted(ends, key=lambda m: m.start)
    if not re.fullmatch(r"\s*(?:to|until|till|-|–|—)\s*", o.text[first.end : last.start]):
        return ends
    said_end, said_start = _ENDS.search(n.text), _STARTS.search(n.text)
    if said_end and not said_start:
        return [last]
    if said_start and not said_end:
        return [first]
    return ends


# A statement whose subject is "it" after an opening ("… - it's the 80W one").
_IT_IS = re.compile(r"(?:^|[-–—:,]\s*)(?:it|that)(?:['’]s|\s+is|\s+was)\s", re.I)


def _measured(m: Mention) -> bool:
    """Whether a value is an amount read to a number (a size, a price, a count), whose
    normal form says nothing of how it was written."""
    return (
        m.kind not in ("identifier", "group")
        and re.fullmatch(r"-?[\d.]+(?:e[+-]?\d+)?", m.norm) is not None
        and m.norm.count(".") <= 1
    )


def _shape(value: str) -> str:
    """How a value is written: digits as 9, letters as a ("10.0.4.17" → "9.9.9.9")."""
    return re.sub(r"[a-z]+", "a", re.sub(r"\d+", "9", value.lower()))


def _hour_said(time: str, numbers: set[str]) -> bool:
    """Whether a time ("14:00") is among bare numbers said ("2", "14")."""
    # (Only its digits: a time said as "~7:30" is about half seven.)
    hour = re.sub(r"\D", "", time.split(":")[0]).lstrip("0") or "0"
    return hour in numbers or str(int(hour) % 12 or 12) in numbers


def _told_by_word(o: Statement, n: Statement, kind: str) -> bool:
    """Whether the note gives one value of ``kind`` and a word of it tells which of the
    card's several values of that kind it replaces (``_told_apart``)."""
    ours = [m for m in n.values if m.kind == kind]
    theirs = [m for m in o.values if m.kind == kind]
    return (
        kind not in ("", "name")
        and len(ours) == 1
        and len(theirs) >= 2
        and (
            _told_apart(o, n, theirs) is not None
            or (kind == "number" and len(_one_counted(n, o, ours[0], theirs)) == 1)
        )
    )


def _told_apart(
    o: Statement, n: Statement, olds: list[Mention], past_opening: bool = False
) -> Mention | None:
    """Which of several values of one kind the note's one value replaces, told by a word
    the card says beside that value alone and the note says too ("£18 for a small box and
    £26 for a large one" + "the large veg box costs £28": the £26). Each value owns the
    words on its side of the "and" or comma between it and the next; a word that two
    values own tells nothing. None unless exactly one value is told apart. ``past_opening``:
    told only by words past the card's opening (what it says before its first value is its
    subject, said of every value)."""
    # (A name owns no words where the values told apart are no names: "Isla's gymnastics
    # is tuesdays …, Jack's judo thurs …" — the subject's words are its day's.)
    named = any(m.kind == "name" for m in olds)
    every = sorted(
        (
            m
            for m in o.values
            if not (m.kind == "number" and m.raw.isalpha())  # "a large one"
            and (named or m.kind != "name")
        ),
        key=lambda m: m.start,
    )
    owned: dict[tuple[int, int], list[str]] = {(m.start, m.end): [] for m in every}
    edges = [0, *(m.start for m in every), len(o.text)]
    for i in range(len(every) + 1):
        gap = o.text[(every[i - 1].end if i else 0) : edges[i + 1]]
        joins = list(re.finditer(r"\b(?:and|but|while|whereas)\b|[,;]", gap))
        before, after = (gap[: joins[0].start()], gap[joins[-1].end() :]) if joins else (gap, gap)
        if i:
            owned[every[i - 1].start, every[i - 1].end] += re.findall(
                r"[a-z][a-z'’-]*", before.lower()
            )
        if i < len(every):
            owned[every[i].start, every[i].end] += re.findall(
                r"[a-z][a-z'’-]*", plain_letters(after.lower())
            )
    stop = _singular(list(STOPWORDS))
    near = {k: _singular(words) - stop for k, words in owned.items()}
    said = _singular(re.findall(r"[a-z][a-z'’-]*", plain_letters(n.text.lower()))) - stop

    def told(near: dict[tuple[int, int], frozenset[str]]) -> list[Mention]:
        return [
            m
            for m in olds
            if (m.start, m.end) in near
            and (
                near[m.start, m.end]
                - set().union(*(v for k, v in near.items() if k != (m.start, m.end)))
            )
            & said
        ]

    chosen = told(near)
    if (len(chosen) > 1 or past_opening) and every:
        # What the card says before its first value ("The cache holds 200 MB of tiles and
        # 50 MB of fonts") is its subject, said of every value: the words after each tell.
        first = (every[0].start, every[0].end)
        opening = _singular(
            re.findall(r"[a-z][a-z'’-]*", plain_letters(o.text[: every[0].start].lower()))
        )
        chosen = told({**near, first: near[first] - opening})
    return chosen[0] if len(chosen) == 1 else None


def _dated(pairs: list[tuple[str, str]], o: Statement, n: Statement) -> list[tuple[str, str]]:
    """The swaps with a weekday and the date it names joined into one value, when both
    statements write the day right before its date ("Friday 6 November" / "Thursday 5
    November"): one date, said with its day, not two slots."""
    if len(pairs) != 2:
        return pairs
    days = [p for p in pairs if _kind_of(o, _norm_of(o, p[0])) == "day"]
    dates = [p for p in pairs if _kind_of(o, _norm_of(o, p[0])) == "date"]
    if len(days) != 1 or len(dates) != 1:
        return pairs
    (day_o, day_n), (date_o, date_n) = days[0], dates[0]
    joined = (f"{day_o} {date_o}", f"{day_n} {date_n}")
    if not (_holds(o.text, joined[0]) and _holds(n.text, joined[1])):
        return pairs
    return [joined]


# What joins the items of a list as written ("Monday and Thursday", "red, green or blue").
_LIST_JOIN = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+", re.I)


def _listed(pairs: list[tuple[str, str]], o: Statement, n: Statement) -> list[tuple[str, str]]:
    """The swaps joined into one value when each side writes its values as one list
    ("on Monday and Thursday mornings" / "on Tuesday and Friday mornings, not Monday and
    Thursday"): the list is what changed, not two slots."""
    if len(pairs) < 2:
        return pairs
    olds = _span_of(o.text, [a for a, _ in pairs])
    news = _span_of(n.text, [b for _, b in pairs])
    return [(olds, news)] if olds and news else pairs


def _span_of(text: str, items: list[str]) -> str | None:
    """``text``'s words from the first of ``items`` to the last, when they stand side by
    side there joined as a list and nothing else."""
    found = []
    for item in items:
        at = re.search(rf"(?<![\w-]){re.escape(item)}(?![\w-])", text, re.I)
        if at is None:
            return None
        found.append(at)
    found.sort(key=lambda m: m.start())
    if any(not _LIST_JOIN.fullmatch(text[a.end() : b.start()]) for a, b in pairwise(found)):
        return None
    return text[found[0].start() : found[-1].end()]


def _norm_of(s: Statement, raw: str) -> str:
    return next((m.norm for m in s.values if m.raw == raw), "")


def _kind_of(s: Statement, norm: str) -> str:
    return next((m.kind for m in s.values if m.norm == norm or _norm(m) == norm), "")


def _years(dates: set[str]) -> bool:
    """Whether every date of a set names its year ("2026-09-30", not "09-30")."""
    return bool(dates) and all(len(d) == 10 for d in dates)


def _norm(m: Mention) -> str:
    return m.norm[-5:] if m.kind == "date" else m.norm


def _raw(s: Statement, norm: str) -> str:
    """How ``s`` wrote the value it normalises to ``norm``."""
    for m in s.values:
        if m.norm == norm or _norm(m) == norm:
            return m.raw.rstrip(".,;")
    return norm
