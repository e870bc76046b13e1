"""A statement read once (``Statement``, ``read``): its clauses, content words, subject,
values, polarity, and what it says changed or is wrong.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..mentions import FEASTS, ORDINAL_NUMBERS, Mention, mentions, weekly_key
from ..text import STOPWORDS, common_word, stem_set
from .change import (
    _BIT,
    _PUT_OFF_BY,
    _RISEN_BY,
    _STOPPED_DAY,
    ANSWERED_NO,
    _after_dash,
    _arrow,
    _as_written,
    _date_before_move,
    _place_instead,
    _replacement,
    _same_kind,
    _sharing_a_word,
    _tail_of,
    _trim,
    _unhyphen,
    _value_before_rise,
    no_longer_then_now,
    value_for_value,
)
from .cues import (
    _ARROW_TO,
    _BOUND,
    _CANCELLED_FOR,
    _CHOSEN_INSTEAD,
    _DROPPED_FOR,
    _LEFT_FOR,
    _MOVED_TO,
    _MOVED_TO_WAS,
    _NEGATION,
    _NO_MORE_THAN,
    _NOT_ON,
    _NOT_UNTIL,
    _OFF_INSTEAD,
    _OFF_NOW_ON,
    _OFF_ONTO,
    _ORDINAL_NOT,
    _OUT_IN,
    _POLAR,
    _RENAMED,
    _RENAMED_AS,
    _REPLACED,
    _REPLACED_BY,
    _REPLACED_OLD,
    _STEPPED,
    _SWITCHED_OFF,
    _TAKEOVER,
    _TAKING_OVER,
    _TO_FROM,
    _WAS_BUT_MADE,
    CHANGE,
    CUE,
    MISWRITTEN,
    NO_LONGER_NOW,
    NO_LONGER_THEN,
    NOT_ANY_MORE_THEN,
    _untitled,
)
from .parts import clauses
from .rejects import (
    _ANY_MORE_THEN,
    _ELSEWHERE,
    _FIRST_VALUE,
    _HANDED,
    _LEFT_WORDS,
    _NAME_GONE,
    _NAME_NO_MORE,
    _NOT_THEN,
    _PLACE_GONE,
    _REJECTED,
    _SUCCEEDED,
    _TAKEN_BACK,
    _TAKEN_THEN_LEFT,
    _VALUE_GONE,
    _VALUE_REPLACED,
    _WAS,
    _WAS_THEN_NOW,
    _WORD_WRONG,
    _only_its_noun,
    happened_to,
)
from .subject import _WORDS, _content, _words_outside, subject_of
from .told import _MAKE_THAT, _REMINDER, CITED_AFTER
from .verbs import _CONTEXTUAL, _KIND_TOO, _state_word

# The preposition right before a name a question asks about ("still … at the Red Cow").
# "still" and the one verb whose object is the name after it ("still has Mr ", "still sells the ").
# Where an answer's first phrase ends: at its first mark or spaced dash.
_ANSWER_HEAD_END = re.compile(r"[,.;!?\n]|\s[-–—]\s")
_STILL_VERB_TAKES = re.compile(r"\s+[a-z]+\s+(?:(?:the|mr|mrs|ms|miss|dr)\.?\s+)?", re.I)
_ASKED_WHERE = re.compile(r"\b(?:at|in|on|from|with|by|to|through|via|using)\s+(?:the\s+)?$", re.I)


# What "not" puts aside that is no value: "…at half past eight, not before", "not yet".
_NO_VALUE_REJECTED = re.compile(
    r"(?i)(?:before|after|earlier|later|sooner|yet|now|then|ever|too|either|always|first|last|"
    r"again|once|before\s+then|after\s+that|any\s+earlier|any\s+later)"
)


def _over_and_replaced(
    text: str, begins: int, ends: int, norm: str, values: tuple[Mention, ...]
) -> bool:
    """Whether the name ``norm`` at ``begins``-``ends`` of ``text`` closed, stopped or failed
    (``happened_to``) and another name holds since, outside that clause — never the same
    name said again there ("… so since April … from Belcolade and Halden Mills")."""
    ended = happened_to(text, begins, ends)
    if ended is None:
        return False
    elsewhere = [v for v in values if v.kind == "name" and not ended[0] <= v.start < ended[1]]
    return bool(elsewhere) and not any(v.norm == norm for v in elsewhere)


@dataclass(frozen=True)
class Statement:
    """A statement read once into what the judge compares."""

    text: str
    clauses: tuple[str, ...]
    terms: frozenset[str]  # content words, stemmed (no stopwords, values, polarity, fillers)
    subject: frozenset[str]  # content words before the first verb, stemmed
    values: tuple[Mention, ...]
    polarity: tuple[tuple[str, int], ...]  # (axis, sign) of each polar word, negation applied
    negated: bool
    cue: bool  # says it corrects or changes something
    change: tuple[str, str] | None  # "from A to B": (A, B) as written
    # What it says is wrong ("not 5433", "instead of Mondays"): values, else words with the
    # words that replace them ("O positive, not A positive" → ("A positive", "O positive")).
    rejected: tuple[Mention | tuple[str, str], ...]
    # The words each rejection rejects, as written ("the staff VLAN" of "not on the staff
    # VLAN"): a name inside them is rejected only where the whole of them is said.
    rejected_words: tuple[str, ...] = ()
    # How long an opening that says where the news came from is ("per the email from TAP,
    # "): the names in it are its source, not what it is about.
    source: int = 0
    # Where a source told after what it said starts (", per Nerys"), or -1: the names in it
    # are its source too.
    cited: int = -1

    @property
    def told(self) -> str:
        """The text without a reminder's or a confirmation's lead-in ("Reminder - …", "just
        confirming …"): what is said, where the lead-in only says how it is told."""
        lead = _REMINDER.match(self.text)
        return self.text[lead.end() :] if lead else self.text

    @property
    def value_keys(self) -> frozenset[tuple[str, str]]:
        keys = frozenset(m.key for m in self.values if m.kind != "name")
        days = {norm for kind, norm in keys if kind == "day"}
        if days:
            # "twice a week, Tuesdays and Thursdays": the rhythm the weekdays already say.
            said = ("every:duration", f"{604800 / len(days):g}")
            keys = keys - {k for k in keys if k[0] == said[0] and float(k[1]) == float(said[1])}
        kinds = {kind for kind, _ in keys}
        if (
            "day" in kinds
            and not kinds & {"date", "ordinal"}
            and not any(kind.startswith("every:") for kind in kinds)
        ):
            # A weekday said alone is weekly ("closes at 17:30 on Sundays" = "Sunday closing
            # time is half past five" = "… every Sunday"), never "every other Sunday".
            keys |= {weekly_key()}
        return keys

    @property
    def names(self) -> frozenset[str]:
        return frozenset(
            m.norm
            for m in self.values
            if m.kind == "name"
            and m.start >= self.source
            and (self.cited < 0 or m.start < self.cited)
        )


def polar_said(text: str) -> list[tuple[str, str]]:
    """(axis, word) for each word of ``text`` that states its polarity, lowercased, in
    order ("defaults to off" → ``[("on", "off")]``; the "on" of "expires on 31 July" is
    none)."""
    words = _words_outside(text, mentions(text))
    return [
        (_POLAR[w][0], w)
        for i, w in enumerate(words)
        if w in _POLAR and (w not in _CONTEXTUAL or _state_word(words, i))
    ]


def _to_from(text: str) -> re.Match[str] | None:
    """A change told new value first ("brought forward to 8:30pm from 9pm"), when both are
    values of one kind or neither is a value — not "up to £65 a year from this September"
    (from when, not from what)."""
    found = _TO_FROM.search(text)
    if found is None:
        return None
    kinds = [{m.kind for m in mentions(found[side])} for side in ("old", "new")]
    return found if kinds[0] & kinds[1] or not (kinds[0] or kinds[1]) else None


_REPORTED_QUESTION = re.compile(
    r"\basked\s+(?:[^.?!]{1,40}?\s+)?(?P<q>(?:whether|if)\s[^.?!]{3,160}?)\."
    r"(?=\s*['\"“‘](?:no|nope|not)\b)",
    re.I,
)


@functools.lru_cache(maxsize=4096)
def read(text: str) -> Statement:
    """``text`` read into a ``Statement`` (cached: the same text is read once)."""
    # What the statement is about, past how it is told (``subject_of``).
    about = subject_of(text)
    values, words, told, source = about.values, list(about.words), about.told, about.source
    # How a role or a job was left ("is stepping down", "bowed out") is how the change is
    # told, never what it is about: those words are no terms.
    how_left = {w for f in _LEFT_WORDS.finditer(text) for w in _WORDS.findall(f.group().lower())}
    # Nor how a value was miswritten ("I had two digits swapped").
    how_left |= {w for f in MISWRITTEN.finditer(text) for w in _WORDS.findall(f.group().lower())}
    how_left |= {w for f in _MAKE_THAT.finditer(text) for w in _WORDS.findall(f.group().lower())}
    # (A state word that is also a thing's kind is a word of it where it is no state: the
    # "walk-in fridge" is no clinic that "is walk-in".)
    terms = stem_set(
        [
            _unhyphen(w)
            for i, w in enumerate(words[told:], start=told)
            if (_content(w) or (w in _KIND_TOO and not _state_word(words, i))) and w not in how_left
        ]
    )
    # "may not exceed", "no more than": a bound, not a negation.
    bounded = _BOUND.sub(" at most ", _NO_MORE_THAN.sub(r"\g<what> at most", text))
    # "…has 21 replicas now, not 4": a rejection says which value is wrong, it does not
    # negate the statement.
    bounded = re.sub(r",\s*not\s+(?:\d|every|on|in|at)[^,;.]*", " ", bounded, flags=re.I)
    # Nor does a day no more where another is given ("no longer do mondays - … wednesdays
    # now"): which day is wrong.
    if len({v.norm.lower().rstrip("s") for v in values if v.kind == "day"}) > 1:
        bounded = _STOPPED_DAY.sub(" ", bounded)
    if any(v.kind in ("date", "day", "time", "month") for v in values):
        bounded = re.sub(_NOT_UNTIL, " until", bounded, flags=re.I)
    # "don't forget", "don't miss it": a reminder, not a negation of what it reminds of.
    bounded = re.sub(r"\b(?:don'?t|do not|never)\s+(?:forget|miss)\b", " ", bounded, flags=re.I)
    # "no exceptions", "without fail": how firmly it holds, not a negation of it.
    bounded = re.sub(
        r"\b(?:no\s+(?:exceptions?(?:\s+without)?|excuses|matter)|without\s+(?:exception|fail))\b",
        " ",
        bounded,
        flags=re.I,
    )
    # "once no position has arrived", "if nobody has booked": a condition's "no", not the
    # statement's.
    bounded = re.sub(
        r"\b(?:once|when|whenever|if|until|unless)\s+(?:no|nobody|nothing)\b",
        " ",
        bounded,
        flags=re.I,
    )
    negated = bool(_NEGATION.search(bounded))
    # "never" is a polar word of its own ("always" / "never"): it does not negate itself.
    sign = -1 if _NEGATION.search(re.sub(r"\bnever\b", " ", bounded, flags=re.I)) else 1
    polarity = tuple(
        sorted(
            {
                (_POLAR[w][0], _POLAR[w][1] * sign)
                for i, w in enumerate(words)
                if w in _POLAR and (w not in _CONTEXTUAL or _state_word(words, i))
            }
        )
    )
    change = None
    # "Dr. Alvarez", "St. Aldhelm's": a title's full stop ends no clause; what the patterns
    # find is read back from the text as written (one length, one place).
    untitled = _untitled(text)
    took = _as_written(
        text,
        _TAKEOVER.search(untitled)
        or _HANDED.search(untitled)
        or _STEPPED.search(untitled)
        or _TAKING_OVER.search(untitled)
        or _SUCCEEDED.search(untitled)
        or _TAKEN_THEN_LEFT.search(untitled),
    )
    replaced = None if took else _VALUE_REPLACED.search(text)
    if replaced:
        kinds = {
            v.kind for v in values if replaced.start() <= v.start < replaced.end()
        }  # both ends one kind: "16.2 replaced 14.9", not "3 replaced 2 staff"
        took = _as_written(text, replaced) if len(kinds) == 1 and kinds != {"number"} else None
    if took:
        change = (took["old"].strip(), took["new"].strip())
    else:
        moved = (
            CHANGE.search(text)
            or _to_from(text)
            or _OFF_ONTO.search(text)
            or _OFF_NOW_ON.search(text)
            or _MOVED_TO_WAS.search(text)
            or _OFF_INSTEAD.search(text)
            or _REPLACED.search(text)
            or _REPLACED_BY.search(text)
            or _REPLACED_OLD.search(text)
            or _RENAMED.search(text)
            or _RENAMED_AS.search(text)
            or _LEFT_FOR.search(text)
            or _DROPPED_FOR.search(text)
            or _CANCELLED_FOR.search(text)
        )
        out_in = _OUT_IN.search(text)
        arrow = _arrow(text, values)
        if moved:
            change = (_trim(moved["old"]), _trim(moved["new"]))
        elif out_in:
            change = (
                _trim(_after_dash(out_in["old"] or out_in["old2"])),
                _trim(out_in["new"] or out_in["new2"] or out_in["new3"]),
            )
        elif arrow:
            change = arrow
        else:
            off, to = _NOT_ON.search(text), _MOVED_TO.search(text)
            then = NO_LONGER_THEN.search(text)
            if off and to and to.start() > off.end():
                change = (_trim(off["old"]), _trim(to["new"]))
            elif then and _same_kind(then["old"], then["new"]):
                change = value_for_value(_trim(then["old"]), _trim(then["new"]))
            elif (stop := NOT_ANY_MORE_THEN.search(text)) and _same_kind(stop["old"], stop["new"]):
                change = (_trim(stop["old"]), _trim(stop["new"]))
            elif again := NO_LONGER_NOW.search(text):
                change = (_trim(again["old"]), _trim(again["new"]))
            elif ended := no_longer_then_now(text):
                change = ended
            elif (made := _WAS_BUT_MADE.search(text)) and _same_kind(made["old"], made["new"]):
                change = (_trim(made["old"]), _trim(made["new"]))
    rejected: list[Mention | tuple[str, str]] = []
    listed: list[Mention] = []  # rejected as members of one list
    rejected_words: list[str] = []
    for m in _REJECTED.finditer(untitled):
        if _NO_VALUE_REJECTED.fullmatch(m["old"].strip(" .,;:!")):
            continue  # "at half past eight, not before": when at the earliest, no value
        phrase_said = ""
        # Only a rejection that names what replaces it: "B, not A", "not A but B", "B
        # instead of A" ("Priya does not take sugar" rejects nothing).
        tail = text[m.end("old") :].lstrip().lower()
        end = m.end("old")
        if m["cue"].lower().endswith("from"):
            # "moved up from 14 Mar to 28 Feb": what it is moved to is no rejected value.
            to = re.search(r"\s+(?:to|into|onto)\s", m["old"], re.I)
            end = m.start("old") + to.start() if to else end
        inside = [v for v in values if m.start("old") <= v.start < end]
        bit = _BIT.match(m["old"]) if m["cue"].lower().startswith(("ignore", "scratch")) else None
        if bit is not None and all(v.kind == "name" for v in inside):
            # "ignore the hotel adler bit, … from the Hotel Sonne": words the note takes
            # back, replaced by the name after it that shares a word with them.
            taken_back = bit["about"] or bit["words"]
            rejected_words.append(taken_back)
            right = _sharing_a_word(taken_back, values, m.end())
            if right is not None:
                rejected.append((taken_back, right))
            continue
        if _FIRST_VALUE.match(m["cue"]) and not tail.startswith("but"):
            # ("isn't at Daleside but at Northbrook Arena" names what replaces it: below.)
            # "No more 2pm cut-off at bay 4": what is no more is the first value (the rest
            # says where), and only where the note gives another of its kind.
            # (A name is, only when it is all that is no more: "…over to Gilchesters
            # flour, no more Shipton Mill".)
            inside_names = [v for v in inside if v.kind == "name"]
            # (Or one opening what is no more, or no longer wanted: "No more Co-op
            # donations for the fridge, it's Greggs…", "doesn't want Dominant strings after
            # all; … will get Evah Pirazzi".)
            inside = [v for v in inside if v.kind != "name"][:1] or [
                v
                for v in inside_names[:1]
                if (
                    _NAME_NO_MORE.match(m["cue"])
                    and re.match(rf"\s*(?:the\s+)?{re.escape(v.raw)}(?:['’]s)?\b", m["old"], re.I)
                )
                # ("Ignore what I said about Becca - … captained by Jonno": the name alone
                # is what is taken back.)
                or (_TAKEN_BACK.match(m["cue"]) and m["old"].strip() == v.raw)
            ]
            if inside and inside[0].kind == "name":
                # What is rejected is the name, not the words after it ("donations for the
                # Eastfield fridge" are not the card's words: its Co-op is).
                phrase_said = inside[0].raw
            if not inside and _ANY_MORE_THEN.match(text, end):
                pass  # "isn't priyanka anymore, it's gideon": words, replaced by words
            elif not inside or not any(
                v.kind == inside[0].kind and not (m.start() <= v.start < m.end()) for v in values
            ):
                continue
        if _WAS.match(m["cue"]) or _WAS_THEN_NOW.match(m["cue"]):
            leftover = m["old"]
            for v in sorted(inside, key=lambda v: -v.start):
                leftover = leftover[: v.start - m.start("old")] + leftover[v.end - m.start("old") :]
            # The old value's kind is said too: before it ("£7.25/hr now, was £6.50"), or
            # after it ("were Tue/Fri, now Wednesdays…").
            kinds_said = {v.kind for v in values if v.end <= m.start() or v.start >= m.end("old")}
            if (
                not inside
                or re.sub(r"\b(?:and|at|on|in|by)\b", "", leftover).strip(" /,&")
                or not {v.kind for v in inside} & kinds_said
            ):
                continue
        if m["cue"].lower() == "not" and not tail.startswith("but"):
            # A terse note's "9:40 not 9:30": a value right before "not" names what
            # replaces a value of its kind after it.
            before = [
                v for v in values if v.end <= m.start() and _only_its_noun(text[v.end : m.start()])
            ]
            # "not the Adornes, the Hotel Navarra", "not 14, 41": the old value alone, then
            # after a comma one of its kind alone, ending the clause, is what replaces it.
            replacing = _NOT_THEN.match(text, end)
            alone = re.fullmatch(
                r"\s*(?:(?:on|in|at|by|the|a|an)\s+)*",
                "".join(
                    ch if not any(v.start <= m.start("old") + i < v.end for v in inside) else ""
                    for i, ch in enumerate(m["old"])
                ),
                re.I,
            )
            put = [
                v
                for v in values
                if replacing is not None
                and replacing.start("new") <= v.start < replacing.end("new")
            ]
            told = (
                replacing is not None
                and alone is not None
                and len(put) == 1
                and any(put[0].kind == v.kind for v in inside)
                and put[0].raw.lower() not in {v.raw.lower() for v in inside}
            )
            if not told and not any(b.kind == v.kind for b in before for v in inside):
                continue
        told_by_tail = [v for v in values if v.end <= m.start()][-1:]
        if not inside and told_by_tail and m["cue"].lower().endswith("not"):
            # "it's 145.575, not .375": the old value told by the digits it changed, the
            # rest of it the value before "not".
            tail_of = _tail_of(told_by_tail[0], m)
            if tail_of is not None:
                rejected.append(tail_of)
                rejected_words.append(tail_of.raw)
                continue
        phrase = phrase_said or re.sub(
            r"^(?:(?:on|in|at|by|with|to|from|for)\s+)?(?:(?:the|a|an)\s+)?", "", m["old"]
        )
        rejected_words.append(phrase.strip())
        place = _place_instead(untitled, m)
        if place is not None:
            rejected.append(place)  # "in X rather than the back room of Y": the whole place
        elif inside:
            rejected.extend(inside)
            if len(inside) > 1:
                listed.extend(inside)
        elif 0 < len(m["old"].split()) <= 3 and _trim(m["old"]):
            right = _replacement(untitled, m)
            if right:
                rejected.append((_trim(m["old"]), right))
    # "Wednesdays and Fridays, not Tuesdays and Fridays": of a list rejected whole, what the
    # note also says is so (its Fridays) is kept; what it rejects is the rest of the list.
    # (A value rejected alone stays rejected, however often named: "instead of Hollins
    # Mill, because Hollins Mill dropped…".)
    kept = {(v.kind, v.norm) for v in values if v not in rejected}
    rejected = [r for r in rejected if r not in listed or (r.kind, r.norm) not in kept]
    for v in values:
        let_go = _PLACE_GONE.match(text, v.end) if v.kind == "name" else None
        gone = (
            (_NAME_GONE.match(text, v.end) if v.kind == "name" else _VALUE_GONE.match(text, v.end))
            or (let_go and _ELSEWHERE.search(text, let_go.end()))
            or (v.kind == "name" and _over_and_replaced(text, v.start, v.end, v.norm, values))
        ) and v not in rejected
        if gone and any(o.kind == v.kind and o is not v for o in values):
            rejected.append(v)
            rejected_words.append(v.raw)
    # (A name opening the note is no name to ``mentions``: "Belcolade stopped supplying
    # small shops, so since April … from Callebaut".)
    opening = re.match(r"([A-Z][a-z]+)\b(?!['’])", text)
    if (
        opening
        and not common_word(opening[1].lower())
        and opening[1].lower() not in STOPWORDS
        and not any(v.start == 0 for v in values)
        and _over_and_replaced(text, 0, opening.end(), opening[1].lower(), values)
    ):
        rejected.append(Mention("name", opening[1].lower(), 0, opening.end(), opening[1]))
        rejected_words.append(opening[1])
    # "it's the 2nd saturday for the open days not the first": an ordinal rejected by its
    # word alone, where the note gives one of its own.
    bare = _ORDINAL_NOT.search(text) if not rejected else None
    ordinals = {v.norm for v in values if v.kind == "ordinal"}
    if bare and ordinals:
        word = bare["n"].lower()
        number = str(ORDINAL_NUMBERS.get(word) or int(re.sub(r"\D", "", word) or 0))
        if number not in ordinals:
            rejected.append(Mention("ordinal", number, bare.start("n"), bare.end("n"), bare["n"]))
            rejected_words.append(bare["n"])
    chosen = _CHOSEN_INSTEAD.search(text)
    if chosen and not rejected:
        # (Only one other name after it: which of two went is a guess.)
        later = {v.norm: v for v in values if v.kind == "name" and v.start >= chosen.end()}
        chosen_names = {v.norm for v in values if v.kind == "name" and v.start < chosen.end()}
        went = [v for norm, v in later.items() if norm not in chosen_names]
        # (A name opening the clause after it is no name to ``mentions``: "- Velfac quoted".)
        opening = re.match(r"([A-Z][\w'’-]+?)(?:['’]s)?\b", text[chosen.end() :])
        if len(went) == 1:
            rejected.append(went[0])
            rejected_words.append(went[0].raw)
        elif not later and opening and not common_word(opening[1].lower()):
            at = chosen.end() + opening.start(1)
            rejected.append(
                Mention("name", opening[1].lower(), at, at + len(opening[1]), opening[1])
            )
            rejected_words.append(opening[1])
    # "went up by a tenner - it's £95 now", "got pushed back a week to 15 march": the old
    # value is the new one less the rise or the move, named as surely as "not £85"; the
    # rise or the move itself is no value of the slot.
    for pattern, old_of, (first, last) in (
        (_RISEN_BY, _value_before_rise, ("delta", "delta")),
        (_PUT_OFF_BY, _date_before_move, ("n", "unit")),
    ):
        by = pattern.search(text) if not rejected else None
        was = old_of(by, values) if by else None
        if by and was is not None:
            rejected.append(was)
            rejected_words.append(was.raw)
            values = tuple(v for v in values if not by.start(first) <= v.start < by.end(last))
    stopped = _STOPPED_DAY.search(text) if not rejected else None
    gone_day = [
        v for v in values if stopped and v.kind == "day" and v.start == stopped.start("day")
    ]
    if gone_day and any(v.kind == "day" and v.norm != gone_day[0].norm for v in values):
        # "have stopped doing tuesdays - … thursdays now": the day no more, where the note
        # gives another.
        rejected.append(gone_day[0])
        rejected_words.append(gone_day[0].raw)
    # A question reported and answered in quotes ("Asked Gwladys whether the eggs still come
    # from Stubbins Farm. 'Not since the bird flu,' she said."): read as asked and answered.
    reported = _REPORTED_QUESTION.search(text) if not rejected else None
    if reported is not None:
        at = reported.end("q")
        answered = ANSWERED_NO.search(f"{text[:at]}?{text[at + 1 :]}")
    else:
        answered = ANSWERED_NO.search(text) if not rejected else None
    if answered:
        # Of a question answered "no", each value it asks about of a kind the answer gives
        # otherwise ("still on Tuesdays? A: no - Thursdays now"; not "still at 7:30? no,
        # Thursdays": that asks about the time, not the day).
        # (Not a name: "does the Quadrant still go to print …" asks about the Quadrant.)
        # (A name after "still" and a preposition is asked about: "do we still basket at the
        # Red Cow on Fridays? A: no - it's the scout hut on Tanner's Row now".)
        still = list(re.finditer(r"\bstill\b", text[: answered.start()], re.I))
        # (Unless a name asks before "still": "is Jess still running the youth club at
        # Cragbox? A: no - …" asks about Jess; the club is still at Cragbox.)
        # (Yet when the answer, too, gives its name after such a preposition, the place is
        # what was asked: "is the Furrow Press still printing on the Heidelberg? A: no - …
        # all commissions go through the Vandercook now".)
        if (
            still
            and any(
                v.kind == "name"
                and v.end <= still[-1].start()
                # (Who was asked is not what is asked about.)
                and (reported is None or v.start >= reported.start("q"))
                for v in values
            )
            and not any(
                v.kind == "name"
                and v.norm not in FEASTS  # "took it over at Easter": when, not where
                and v.start >= answered.end()
                and _ASKED_WHERE.search(text, answered.end(), v.start) is not None
                for v in values
            )
        ):
            still = []
        asked = [
            v
            for v in values
            if v.end <= answered.start()
            and (
                v.kind != "name"
                or (
                    still
                    and v.start > still[-1].end()
                    and (
                        _ASKED_WHERE.search(text, still[-1].end(), v.start) is not None
                        # ("where does it get its leather - still Brigsteer?": the name
                        # right after "still" is what is asked.)
                        or not text[still[-1].end() : v.start].strip()
                        # ("whether the shop still has Mr Abbot's honey": the name the
                        # verb after "still" takes is what is asked.)
                        or _STILL_VERB_TAKES.fullmatch(text, still[-1].end(), v.start) is not None
                    )
                )
            )
        ]
        answer = [v for v in values if v.start >= answered.end()]
        # (The asked value said again after the answer's first phrase is why, not the
        # answer: "No - Fridays since May, the school has the field on Thursdays now.")
        ends = _ANSWER_HEAD_END.search(text, answered.end())
        said_first = [v for v in answer if ends is None or v.start < ends.start()]
        for v in asked:
            kind_first = [t for t in said_first if t.kind == v.kind]
            if any(t.kind == v.kind and t.norm != v.norm for t in kind_first or answer) and not any(
                t.norm == v.norm for t in kind_first
            ):
                rejected.append(v)
                rejected_words.append(v.raw)
    wrong = _WORD_WRONG.search(text)
    if (
        wrong
        and not rejected
        and wrong["old"].lower() not in STOPWORDS
        and not any(v.start < wrong.end("old") and wrong.start("old") < v.end for v in values)
    ):  # a word, not a value ("1 March was wrong, it's 2 March" rejects the date)
        rejected.append((wrong["old"], _trim(wrong["new"])))
        rejected_words.append(wrong["old"])
    return Statement(
        text=text,
        clauses=tuple(clauses(text)),
        terms=terms,
        subject=about.subject,
        values=values,
        polarity=polarity,
        negated=negated,
        cue=bool(CUE.search(_SWITCHED_OFF.sub(" ", text)) or _ARROW_TO.search(text))
        or change is not None
        or bool(rejected),
        change=change,
        rejected=tuple(rejected),
        rejected_words=tuple(rejected_words),
        source=len(source.group(0)) if source else 0,
        cited=cited.start() if (cited := CITED_AFTER.search(text)) else -1,
    )
