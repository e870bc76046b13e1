"""What a part of a card still says once the value a change replaced is taken out of it.

A correction that gives only the new value ("Update: staging DB storage is 250 GB",
"the meeting is on 23 September") closes the card that held the old one. What else that
card said in the same clause (backed up nightly, at the Leeds office, twice a day) must not
go with it, and the judge may not write the new value into the old words unless the note
names the old value too. So the clause keeps its words, in their order, without the old
value's phrase: "The quarterly board meeting is on 24 September at the Leeds office" →
"The quarterly board meeting is at the Leeds office". The remainder is read beside the
note that replaced the value (the two are one memory), so the slot the phrase filled is
filled by the note.

Nothing is added and no word is changed: words are only left out — the replaced value
with what names it (its preposition, article, the head noun after a name, a range it ends,
the weekday beside a date, the department after a person), and the commas and bare
participle the cut leaves dangling. A remainder that is not a clause (no verb left, or it
ends on a preposition, an article or "is"), that still holds the replaced value, or whose
verb is negated or exclusive ("is closed", "only", "not") — where leaving a qualifier out
would widen what it says to something false — is refused: ``None``.
"""

from __future__ import annotations

import re

from .mentions import VERBS, mentions
from .statement import plain_verb_at, verb_at
from .values import unit_of

# Words a value's phrase opens with: the preposition that ties it to the clause, then the
# article or determiner, then the words that name its kind ("the number 12 bus").
_PREPOSITIONS = frozenset(
    "on at in by from to through via with for around near into onto under over until till "
    "before after during".split()
)
_DETERMINERS = frozenset(
    "the a an our his her their its my your this that number no. no every each per".split()
)
_MONEY = re.compile(r"[£$€¥₹]|\d\s?p$")
_PAYING = re.compile(
    r"\b(?:pay|pays|paid|paying|owe|owes|owed|tip|tips|tipped|give|gives|gave)\b", re.I
)
_PRICE_NOUNS = frozenset(
    "price cost fee rate charge deposit fare premium bill total rent wage salary budget".split()
)
_WEEKDAY = re.compile(
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\.?,?$|"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?,?$",
    re.I,
)
# Said of the clause as a whole, so leaving a qualifier out would widen it to a falsehood
# ("The library is closed on Mondays" → "The library is closed").
_NARROWING = re.compile(
    r"\b(?:not|no|never|only|except|closed|shut|without|nor|none|unless)\b|n't\b", re.I
)
# What a clause may not end on once a phrase is cut.
_DANGLING = _PREPOSITIONS | frozenset(
    "the a an and or but of is are was were be been has have had as than per".split()
)
_BE = frozenset("is are was were".split())
_WORD = re.compile(r"[\w'’.-]+")


# A verb that sets a thing to a value, then the thing and "to"/"at" ("pinned numpy to",
# "capped the queue at"): the clause says the value; without it, a hole.
_SET_TO = re.compile(
    r"\b(?:(?:pinned|pins|pin|locked|capped|caps|limited|limits|frozen)\b[^.;,]{0,40}?\b(?:to|at)"
    r"|(?:set|sets|fixed)\b[^.;,]{0,40}?\bto)\s+$",
    re.I,
)


def without_value(part: str, wrong: list[str], said: str = "") -> str | None:
    """``part`` (one clause of a card) as written, without the phrase of each replaced
    value in ``wrong`` — or ``None`` when what is left is no clause of its own or could
    say more than the card did. ``said`` is the note that replaced the value: a range one
    of whose ends it replaced goes whole only when the note gives the other end again."""
    if _NARROWING.search(part):
        return None
    text = part.strip().rstrip(".")
    heading = re.search(r"^[^:]{3,}:\s", text) is not None
    cut_any = False
    for value in sorted((w for w in wrong if w.strip()), key=len, reverse=True):
        found = _find(text, value)
        if found is None:
            continue
        if _find(text[found[1] :], value) is not None:
            return None  # said twice ("prod-eu runs 8 nodes and prod-us runs 8 nodes"): which?
        # (Never a clock or a date after it: "Thursdays 19:00", "Tuesdays 9am-1pm" are a day
        # and a time.)
        version = re.match(
            r"\s+(?!\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\b)v?\d[\w.-]*(?![\w]|[:/]\d)", text[found[1] :]
        )
        if version and not any(c.isdigit() for c in value):
            # The old thing's version goes with it ("memoQ 9.12"): never "translates 9.12".
            found = (found[0], found[1] + version.end())
        verb = _verb_start(text)
        if verb is None or found[0] < min(verb, _verb_start(text, guess=True) or verb):
            return None  # the value is (in) the subject: nothing is said without it
        if _SET_TO.search(text[: found[0]]):
            return None  # "pinned numpy to 1.26": what was set is the value, gone with it
        if re.search(r"\b(?:is|are|was|were)\s+$", text[: found[0]], re.I):
            # The value is what the clause says ("…quota is 500 pages a month"), unless a
            # participle after it says more of the subject ("…order is 40 loaves every
            # Friday, delivered by 7 am"): the predicate goes to its comma, and the
            # participle is what the clause says.
            hours = re.match(r"\s+\d", text[found[1] :])
            if hours and _WEEKDAY.match(value) and _SAME_HOURS.search(said):
                # A day told with its hours ("…window is Tuesdays 06:00-08:00 UTC"), the
                # note moving the day and keeping them ("moves to Wednesdays, same hours"):
                # the day goes, the hours stand as written.
                text = text[: found[0]] + text[found[1] :].lstrip()
                cut_any = True
                continue
            aside = _PREDICATE_THEN_PARTICIPLE.match(text[found[0] :])
            if aside is None:
                return None
            if hours and not _all_said(text[found[1] : found[0] + aside.end()], said):
                return None  # the hours said with the day were not said again: lost with it
            text = text[: found[0]] + text[found[0] + aside.end() :]
            cut_any = True
            continue
        contact = _CONTACT_ASIDE.match(text[found[1] :])
        opened = re.search(_CONTACT_OPENS + r"$", text[: found[0]], re.I)
        if contact and opened:
            # A number in brackets with its label ("… of Tor Vets (tel 01822 614309)"): how
            # to reach what stands before it, an aside that goes whole.
            text = _tidy(text[: opened.start()], text[found[1] + contact.end() :])
            cut_any = True
            continue
        start, end = _phrase(text, *found, value)
        if not _stands_apart(text, found, (start, end), value, said):
            return None
        if _AMOUNT_VERB.fullmatch(text[verb:start]):
            return None  # the amount a verb needs ("costs £5 on Tuesdays"): no "costs on …"
        if (
            re.fullmatch(r"[\w'’-]+\s*", text[verb:start])
            and text[verb:start].strip().lower() not in _BE
            and not re.match(
                r"(?:from|to|in|on|at|with|by|for|of|via|through|into)\b", text[start:], re.I
            )
            and re.match(r"\s*,", text[end:])
        ):
            return None  # the verb's whole object, a comma after it ("charges $55 per mow, …")
        if re.match(
            r"\s+(?!(?:and|or|but|to|in|on|at|for|with|by|from|of|every|each)\b)[a-z]", text[end:]
        ) and re.search(
            r"\b(?:the|a|an|our|his|her|their|its|my|number)\s+$", text[: found[0]], re.I
        ):
            return None  # the value qualifies a noun ("the number 12 bus"): no clause without it
        text = _tidy(text[:start], text[end:])
        cut_any = True
    if not cut_any or any(_find(text, w) for w in wrong if w.strip()):
        return None
    words = [w.strip(",;:") for w in _WORD.findall(text)]
    last = words[-1] if words else ""
    if len(words) < 3 or (last.islower() and last in _DANGLING) or text.endswith((",", ";", ":")):
        return None
    if not (heading and ":" not in text) and _verb_start(text) is None:
        return None
    if heading and ":" in text and len(_WORD.findall(text.split(":", 1)[1])) < 2:
        return None  # "Front desk: check-in": the item's value was all it said
    if (
        # ("…is due", "…is open": the cut took what the word was said of — when, where.)
        re.search(r"\b(?:is|are|was|were|be|been)\s+(?:not\s+)?[a-z][\w-]*$", text)
        or _ends_on_verb(text)
        or _ends_on_plain_verb(part, words)
        or (
            re.search(r"\b(?:we|they|i|you|he|she|it)\s+[a-z][\w-]*$", text, re.I)
            # ("…using Type I fluid": a letter of a name, no "I" left with its verb.)
            and not re.search(r"[A-Z][\w-]*\s+I\s+[a-z][\w-]*$", text)
        )
        or re.search(r",\s*\w+ing$", text)
    ):
        return None  # "The mobile app is built", "prod-us runs": the value was the predicate
    return text[:1].upper() + text[1:] + "."


# Verbs whose object is an amount: without it the clause says nothing ("The pool costs on
# Tuesday evenings").
_AMOUNT_VERB = re.compile(
    r"(?:costs?|costing|charges?|charging|pays?|paying|earns?|weighs?|measures?|lasts?|"
    r"seats?|sleeps?|asks?|fetch(?:es)?|totals?|comes\s+to|sells\s+for|goes\s+for)\s*",
    re.I,
)


# What may follow a value's phrase when the phrase can go: the clause goes on ("on", "and",
# a comma, the end), or a number ("20 km three mornings a week").
_GOES_ON = _PREPOSITIONS | frozenset(
    "and but or while because so as within every each twice once usually often always "
    "one two three four five six seven eight nine ten".split()
)
_TIME = r"(?:\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|\d{1,2}:\d{2}|\d{1,2}\s*[-–]\s*\d)"


def _stands_apart(
    text: str, value_at: tuple[int, int], cut: tuple[int, int], value: str, said: str
) -> bool:
    """Whether the value's phrase (``cut``) can leave the clause without taking what was
    said of it along or leaving a part of it behind."""
    before, after = text[: cut[0]].rstrip(), text[cut[1] :]
    if (
        not _numeric(value)
        and re.match(r"(?:in|at|inside)\s", text[cut[0] :], re.I)
        and re.match(r"\s+(?:on|in|at)\s+the\b", after, re.I)
    ):
        return False  # "in the main hall on the ground floor": where the old place was
    if re.search(r"\bof\s*$", text[cut[0] : cut[1]], re.I) or re.match(r"\s+of\s", after, re.I):
        return False  # a quantity of something ("with 14 kg of sand"): no "topped up sand"
    if before.endswith(("(", "[")) or after.startswith((")", "]")):
        return False  # in brackets, it is said of what stands before it ("db-stg-02 (10.0.4.17)")
    # One item of a list or an address ("Suite 210, Harbor Medical Center, 455 Elm Ave",
    # "lb-1 and lb-12"): the others were said with it.
    # (A phrase of when or where closing the clause after its comma is no list's item:
    # "takes her tablet, amlodipine 5 mg, at breakfast".)
    closing = (
        before.endswith(",")
        and not after.strip(" .;")
        and re.match(r"(?:at|on|in|with|by|every|each)\s", text[cut[0] :], re.I) is not None
    )
    if (before.endswith(",") and not closing) or re.search(r"\b(?:and|or)$", before, re.I):
        return False
    if re.match(r"\s+(?:and|or)\s+(?:[A-Z0-9]|the\s+[A-Z]|[\w-]*\d)", after):
        return False
    # What follows a comma is said of the value unless it is a time, a participle or a
    # phrase of its own ("on 13 June, starting from …", "on Thursdays, 18:00-21:00, …"):
    # ", Unit 3, Leeds", ", second floor" are the old place's.
    aside = re.match(r",\s*(\S+)", after)
    if aside and not (
        re.match(_TIME, after.lstrip(", "), re.I)
        or _WEEKDAY.match(aside.group(1))  # ", Monday to Friday": when, not what
        or re.match(r"(?:\w+ing|\w+ed)\b", aside.group(1))
        or aside.group(1).lower() in _GOES_ON
    ):
        return False
    # Inside a noun phrase ("a 2 TB Samsung SSD", "the number 12 bus"): a word of the
    # phrase would be left behind.
    nxt = re.match(r"\s+([\w'’-]+)", after)
    if nxt and not (
        nxt.group(1).lower() in _GOES_ON
        or nxt.group(1)[:1].isdigit()
        or text[: cut[1]].endswith(" of")
        # How a sum is paid stands without it ("pay Dale £18 cash" → "pay Dale cash").
        or (_MONEY.search(value) and nxt.group(1).lower() in ("cash", "upfront"))
    ):
        return False
    if re.match(r"\s+per\b", after):
        return False  # "5 USD per kg": the rate goes with its amount
    # Coordinated with another thing ("serves fish on Fridays and a vegetarian option every
    # day"): what follows would take the qualifier left behind. A second predicate ("… and
    # must go in 10 days ahead") is no such thing.
    joined = re.match(r"\s+(?:and|or)\s+([\w'’-]+)", after)
    if joined and not _verb_like(joined.group(1)):
        return False
    lead = re.findall(r"[\w'’.-]+", before)
    prev = lead[-1] if lead else ""
    if text[cut[0] : value_at[0]].strip() == "" and prev:
        # The value stands right after a word, with no preposition of its own: the object of
        # a verb ("using OpenVPN with MFA" → "using with MFA") or the number of a thing
        # ("TTL 3600", "PostgreSQL 14") leaves that word with nothing. A number a verb takes
        # ("cycles 20 km", "charges £95") or a version after its product ("Myriad 5.2") can go.
        if not _numeric(value) and (_verb_like(prev) or prev.lower().endswith("ing")):
            return False
        # (A sum a paying verb gives someone is its object too: "pay Dale the window
        # cleaner £18".)
        paid = _MONEY.search(value) and _PAYING.search(before)
        if _numeric(value) and not _verb_like(prev) and "." not in value and not paid:
            return False
    # A version or number said of a named thing ("Django 4.2" when the note speaks of Python)
    # is that thing's: the note must name it.
    if (
        _numeric(value)
        and text[cut[0] : value_at[0]].strip() == ""
        and prev[:1].isupper()
        and said
        and not re.search(rf"(?<![\w-]){re.escape(prev)}(?![\w-])", said, re.I)
    ):
        return False
    # A weekday beside a date: the day moves with it ("Friday, May 8" → Saturday is not May 8).
    if _WEEKDAY.match(value) and re.match(
        r",?\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?[A-Z][a-z]+\.?\s+\d", after
    ):
        return False
    # A range the value ends goes whole only when the note says its other end still holds
    # ("shuts at 1 pm (still opens at 10)"); else the other end would be lost.
    span = text[cut[0] : cut[1]]
    ends = [e for e in re.findall(r"\d{1,2}(?::\d{2})?", span) if e not in value]
    ranged = re.search(r"\d(?:\s*[ap]\.?m\.?)?\s*(?:to|until|till|-|–)\s*", span, re.I)
    if ends and value_at != (cut[0], cut[1]) and ranged:
        return all(
            re.search(
                rf"\b(?:still|same|unchanged|as before)\b[^.;)]*?(?<![\d:]){e}(?![\d])", said, re.I
            )
            for e in ends
        )
    return True


def _verb_like(word: str) -> bool:
    """Whether ``word`` reads as a verb ("must", "charges", "cycles", "is")."""
    w = word.lower()
    return (
        w in VERBS
        or w in _BE
        or w in ("must", "can", "will", "should", "may", "has", "have", "had", "gets", "goes")
        or (w.endswith(("s", "ed")) and w.islower() and not w.endswith(("ss", "us", "is")))
    )


def _numeric(value: str) -> bool:
    return value.lstrip("£$€")[:1].isdigit()


def _find(text: str, value: str) -> tuple[int, int] | None:
    # A sum's sign goes with its number: "16" of "£16" is the whole "£16", never "£" left.
    at = re.search(
        rf"(?<![\w.-])[$£€¥₹]?{re.escape(value.strip())}(?![\w-]|['’]\w|[.,:]\d)", text, re.I
    )
    return (at.start(), at.end()) if at else None


def _verb_start(text: str, guess: bool = False) -> int | None:
    """Where the first verb of ``text`` starts (a character offset): the statement reader's
    verb, else (or with ``guess``) the first lower-case word after the first that is no
    article or preposition ("Ezra walks Bramble", "The user cycles 20 km": verbs no list
    holds). A value before both is in the subject."""
    tokens = list(_WORD.finditer(text))
    words = [t.group(0) for t in tokens]
    at = None if guess else verb_at([w.lower() for w in words])
    first = next(
        (
            i
            for i, w in enumerate(words)
            if i and w.islower() and w not in _DETERMINERS and w not in _DANGLING
        ),
        None,
    )
    # A word in -s with a name right after it is the verb, whatever the reader took later
    # ("Team Velomarsh rides Ribble Endurance frames": "frames" is what is ridden).
    named_object = (
        first is not None
        and first + 1 < len(words)
        and words[first].endswith("s")
        and not words[first].endswith(("ss", "us", "is"))
        and words[first + 1][:1].isupper()
    )
    if at is None or (named_object and first is not None and first < at):
        at = first
    return None if at is None else tokens[at].start()


# The labels a phone number is written after ("tel 01822 614309", "mobile: 07700 900123").
PHONE_LABELS = frozenset("tel phone telephone mobile mob cell landline".split())
# A bracketed contact number and its label: "(tel 01822 614309)", "(mobile: 07700 900123)".
_CONTACT_OPENS = r"\s*\(\s*(?:" + "|".join(sorted(PHONE_LABELS)) + r")\b\.?\s*:?\s*"
_CONTACT_ASIDE = re.compile(r"\s*\)")


def _phrase(text: str, start: int, end: int, value: str) -> tuple[int, int]:
    """The span of the value's phrase around ``text[start:end]``."""
    # A range the value ends or opens ("10 am to 2 pm", "18:00-21:00"): the whole range.
    before = re.search(
        r"(?:\bfrom\s+|\bbetween\s+)?[£$€]?\d[\w:.]*(?:\s*[ap]\.?m\.?)?\s*(?:to|until|till|and|-|–|—)\s*$",
        text[:start],
        re.I,
    )
    if before and _numeric(value):
        start = before.start()
    after = re.match(r"\s*(?:to|-|–|—)\s*[£$€]?\d[\w:.]*(?:\s*[ap]\.?m\.?)?", text[end:], re.I)
    if after and _numeric(value):
        end += after.end()
    unit = re.match(r"\s*([A-Za-z%]+)\b", text[end:])
    if _numeric(value) and unit and unit_of(unit.group(1).lower()):
        end += unit.end()  # "100" of "100 GB": the unit goes with its number
    # What a price is a price of goes with it ("62p each", "£6.80 a head", "£12 per box").
    rate = re.match(
        r"\s+(?:each|apiece|a\s+(?:head|box|piece|unit|item|pop)|per\s+[a-z]+)\b", text[end:], re.I
    )
    if rate and _MONEY.search(value):
        end += rate.end()
    within = re.match(r"\s+of\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*", text[end:])
    if within:
        end += within.end()  # "Unit 4 of the Riverside Trading Estate": one place
    # Where a place is, to the clause's end, is that place ("the crew room above Hangar 2").
    where = re.match(
        r"\s+(?:above|below|beneath|behind|beside|opposite|under|over|next\s+to)\s+"
        r"(?:the\s+)?[\w'’-]+(?:\s+[A-Z0-9][\w'’-]*)*\s*(?=[,;.]|$)",
        text[end:],
    )
    if where and not _numeric(value):
        end += where.end()
    daypart = re.match(r"\s+(?:morning|afternoon|evening|night)s?\b", text[end:], re.I)
    if _WEEKDAY.match(value) and daypart:
        end += daypart.end()  # "Sunday mornings": the day's part goes with the day
    # A name heads a common noun or carries a version ("the Kirkby Fell ground station",
    # "Myriad 5.2"); a person may carry their department ("Olu in finance").
    if value[:1].isupper():
        tail = re.match(
            r"(?:\s+v?\d[\w.-]*(?![\w]|[:/]\d))?(?:\s+(?!(?:and|or|but|for|to|in|on|at|with|by|from|of|is|are|"
            r"was|were|has|have|who|which|that|as|so|then|every|each|since|until|within)\b)"
            r"[a-z]{3,}\b(?!['’])){0,2}",
            text[end:],
        )
        end += tail.end() if tail else 0
        dept = re.match(
            r"\s+(?:in|from|at)\s+(?:the\s+)?[A-Za-z]+(?=\s+(?:and|within|on|at|by|for|to|every|each)\b|[,;.]|$)",
            text[end:],
        )
        # (A source where it is: "from Acme in Leeds" is one supplier.)
        if dept and re.search(r"\b(?:by|from)\s+$", text[:start]):
            end += dept.end()
    elif not _numeric(value) and re.search(r"\bthe\s+$", text[:start], re.I):
        # A word the note gives bare that the card writes before its noun ("from the
        # develop branch" of "from develop"): the noun goes with it, to the clause's end.
        noun = re.match(
            r"\s+[a-z]{3,}\b(?=\s*(?:[,;.]|$)|\s+(?:and|or|on|at|in|for|to|with|by|every|each)\b)",
            text[end:],
        )
        end += noun.end() if noun else 0
    words = list(_WORD.finditer(text[:start]))
    # Back over the weekday beside a date, the words naming the value's kind and its
    # article, then the one preposition that ties the phrase in.
    i = len(words)
    while i and _WEEKDAY.match(words[i - 1].group(0)):
        i -= 1
    lead = 0
    while i and lead < 3 and words[i - 1].group(0).lower() in _DETERMINERS:
        i -= 1
        lead += 1
    if lead == 0 and any(c.isdigit() for c in value):
        # "on port 5433", "in room 4.12", "on UDP port 1194": the noun the value numbers goes
        # with it, back to the preposition that ties the phrase in.
        for back in (1, 2):
            if i > back and words[i - back - 1].group(0).lower() in _PREPOSITIONS | _DETERMINERS:
                named = [w.group(0) for w in words[i - back : i]]
                if re.search(r"[,;:]", text[words[i - back - 1].end() : start]):
                    break  # never across a comma
                # (A kind in capitals is a kind too: "the static IP 10.0.4.21".)
                # (A price's noun names what it costs: "the deposit £200"; "Dale the window
                # cleaner £18" names who is paid, which stays.)
                priced = not _MONEY.search(value) or any(
                    w.lower().rstrip("s") in _PRICE_NOUNS for w in named
                )
                if (
                    (named[-1].islower() or named[-1].isupper() or back == 1)
                    and priced
                    and not any(w.lower() in _DANGLING or _verb_like(w) for w in named)
                ):
                    i -= back
                    lead = 1
                    # "with the IP address 10.0.4.21": the article before the noun too.
                    while i and words[i - 1].group(0).lower() in _DETERMINERS:
                        i -= 1
                break
    if (
        lead == 0
        and i >= 2
        and words[i - 2].group(0).lower() in _DETERMINERS
        and words[i - 1].group(0).islower()
        and (not _MONEY.search(value) or words[i - 1].group(0).rstrip("s") in _PRICE_NOUNS)
    ):
        i -= 2  # "on a worn doctor blade": an article and one word that qualifies the value
    if i and words[i - 1].group(0).lower() in _PREPOSITIONS:
        i -= 1
    if i < len(words):
        start = words[i].start()
    of = re.match(r"\s+of\b", text[end:])
    if of and _numeric(value):
        end += of.end()  # "50 mcg of levothyroxine": what is counted stays
    return start, end


# A note that moves a day and keeps its hours ("same hours", "same time as before").
_SAME_HOURS = re.compile(r"\b(?:same|usual|unchanged)\s+(?:hours|times?|slot)\b", re.I)


def _all_said(phrase: str, said: str) -> bool:
    """Whether every clock time or number of ``phrase`` is in ``said`` too."""
    told = set(re.findall(r"\d+(?::\d+)?", said))
    return all(n in told for n in re.findall(r"\d+(?::\d+)?", phrase))


def _tidy(left: str, right: str) -> str:
    """Two sides of a cut joined, without what the cut leaves dangling: a doubled comma,
    a passive participle left with nothing of its own — before another one ("is hosted,
    recorded on Tuesdays") or at the end after a heading ("…19 January: blamed")."""
    left, right = left.rstrip(), right.lstrip()
    bare = _BARE_PARTICIPLE.search(left)
    if bare and (re.match(r"[,;]\s*\w+ed\b", right) or (not right and ":" in bare.group(0))):
        left = left[: bare.start(1)].rstrip()
        right = right[1:].lstrip() if right else right
        if left.endswith(":"):
            left = left[:-1].rstrip()
    if right.startswith((",", ";")) and (left.endswith((",", ";", ":")) or _ends_on_verb(left)):
        right = right[1:].lstrip()
    opening = re.search(r",\s*\w+ing$", left)
    if opening and (not right or right[:1] in ",.;"):
        # ", starting" with its date cut: the participle has nothing left to say.
        left = left[: opening.start()] + ","
    if left.endswith(",") and (not right or right[:1] in ",.;"):
        left = left[:-1]
    if not right:
        return left
    return f"{left}{right}" if right[:1] in ",;." else f"{left} {right}"


# A past participle, regular or one of the common irregular ones.
_PARTICIPLE = r"\w+ed|built|held|run|led|made|set|kept|paid|sent|done"
# A predicate up to its comma, then a participle said of the subject (", paid by …").
_PREDICATE_THEN_PARTICIPLE = re.compile(
    rf"[^,;()]+,\s*(?=(?:{_PARTICIPLE})\s+(?:by|to|on|in|at|"
    r"from|via|through|with|every|each)\b)"
)
# A participle right after "is" (or a heading's colon), as the last word before a cut.
_BARE_PARTICIPLE = re.compile(rf"(?:\b(?:is|are|was|were)|:)\s+({_PARTICIPLE})$", re.I)


def _ends_on_plain_verb(part: str, words: list[str]) -> bool:
    """Whether what is left (``words``) ends on a plain verb the lexicon lacks, which
    ``part`` had before where it went ("…the Santa specials leave" of "…leave from Draycott
    Junction"): the cut took the verb's place."""
    said = _WORD.findall(part)
    at = plain_verb_at(said)
    return at is not None and len(words) >= 2 and words[-2:] == said[at - 1 : at + 1]


def _ends_on_verb(text: str) -> bool:
    """Whether ``text`` ends on its verb ("…workshop runs", "…counter is open")."""
    words = [w.lower() for w in _WORD.findall(text)]
    end = len(text.rstrip(" .;,"))
    if any(m.kind in ("date", "month") and m.end >= end for m in mentions(text)):
        return False  # "…on 14 May": a date, whatever verb its month's word also is
    return bool(words) and (
        words[-1] in _BE or words[-1] in VERBS or _verb_start(text) == len(text) - len(words[-1])
    )
