"""What of an old statement a correction leaves standing (``carry``): its other clauses
and details as written, never a splice; ``Carried`` says what was kept and what was not.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..mentions import VERBS, WEEKDAY_WORD, mentions
from ..remainder import PHONE_LABELS, without_value
from ..statement import CHANGE, LEAVING, MOVED_TO, NO_LONGER_NOW, NO_LONGER_THEN, done_by_no_one
from ..statement import card_parts as card_parts
from ..text import stem_set
from ..values import SLOT_WORDS, values
from .conjuncts import _at_risk, _named, conjuncts
from .details import _bare, _details, _range_end, _said, _written
from .relate import content_terms
from .slots import (
    _NARROWED,
    _about_it,
    _heading_kept,
    _left_dangling,
    _names_its_slot,
    _sentence_of,
    _under_one_heading,
    _who_they_are,
    _whole_name,
    _without_role,
)

# A sentence ends at a full stop, but not one of a title or an abbreviation ("Mrs. Okonjo").
_NEGATED = re.compile(
    r"\b(?:not|no longer|instead of|rather than|used to be|from|was|were|isn't|wasn't)\s+"
    # (Read ahead, so "not 9:30, and not on Mondays" is two negations.)
    r"(?=((?:\S+\s+){0,2}\S+))",
    re.I,
)


def _unsplit(piece: str, correction: str) -> list[str]:
    """What a dropped ``piece`` says after an ", and" that its predicates could not be told
    apart at ("…delivers paraffin on Saturdays, and cuts keys while you wait"), the
    correction leaves unsaid: the second predicate's details, lost if the card closes."""
    if len(conjuncts(piece)) > 1:
        return []
    second = re.search(r",\s+and\s+(?P<rest>(?P<verb>[a-z]+)\b[^.;]*)", piece)
    verb = second["verb"] if second else ""
    if second is None or not (verb in VERBS or (verb.endswith(("s", "ed")) and len(verb) > 3)):
        return []  # (a list's last item, "eggs, milk, and bread", is no predicate)
    return [d for d in _details(second["rest"], []) if not _said(d, correction)]


# A note that says a thing is no longer done ("no longer delivers paraffin", "has stopped
# its drop-in", "doesn't … any more").
_TAKEN_BACK = re.compile(
    r"\b(?:no\s+longer|not\s+any\s?(?:more|longer)|(?:has|have|had)\s+stopped|stopped|"
    r"(?:has|have)\s+ended|gave\s+up|given\s+up|(?:has|have)\s+dropped)\b"
    r"|n['’]t\b[^.;]*\bany\s?more\b",
    re.I,
)


@dataclass(frozen=True)
class Carried:
    """What of an old card stands after a correction: ``rest``, its parts as written that the
    correction leaves true; ``lost``, what closing the card would leave nowhere live (words
    and values of a part that holds the replaced value beside a detail of its own)."""

    rest: str
    lost: tuple[str, ...]


# Words that never describe a thing inside its phrase: they go on to where or when.
_NOT_DESCRIBING = frozenset(
    "around at in on of for to from by with near behind beside past over under through across "
    "into onto and or but every each day week month year night morning evening".split()
)


def carried_over(correction: str, old: str, wrong: tuple[str, ...] = ()) -> str:
    """The parts of ``old`` a correction leaves standing, as written (``carry``'s rest)."""
    return carry(correction, old, wrong).rest


# A reason told after a statement: "…because …", "…since …", "…due to …", "…so that …".
# ("is due to ship on 18 June" is when, not why: "due to" before a verb is a schedule.)
_DUE_TO = (
    r"due\s+to(?!\s+(?:be|ship|start|open|close|arrive|launch|finish|end|run|go|begin|land|"
    r"leave|expire|renew|complete|release|return|reopen|resume|restart|deploy|take|come|"
    r"move|retire|reach|hit|sail|depart|air|publish|kick)\b)"
)
_REASON = re.compile(rf",?\s+\b(?:because|since|{_DUE_TO}|so\s+that)\b.*$", re.I)
_BECAUSE = re.compile(rf",?\s+\b(?:because|{_DUE_TO})\b.*$", re.I)


def carry(correction: str, old: str, wrong: tuple[str, ...] = ()) -> Carried:
    """What of ``old`` still stands after ``correction``, as it was written: its parts
    (sentences, clauses after "; " and clauses of their own after ", and the…") that hold
    none of the values the correction replaces and are not the corrected statement itself
    ("…host db-prod-3. Its port is 5433." after "the port is 5432, not 5433" → "…host
    db-prod-3."). Nothing is rewritten: a part that holds a wrong value stays behind with the
    old memory, and whatever else that part said is ``lost`` unless the correction says it
    too ("costs £1.80 an hour and is free after 6 pm" after "now costs £2.20": "free", "6
    pm"). ``wrong`` are what the judge read as replaced (values or names, as written)."""
    from ..statement import read
    from ..text import query_terms, stem_set

    corrected_terms = stem_set(query_terms(correction))

    def overlap(part: str) -> float:
        terms = stem_set(query_terms(part))
        return len(terms & corrected_terms) / max(1, len(terms | corrected_terms))

    paragraphs = [p for p in re.split(r"\n\s*\n", old) if p.strip()]
    parts = [
        (part, overlap(part), n)
        for n, para in enumerate(paragraphs)
        for part in card_parts(para, dashes=True)
    ]
    new_values = values(correction)
    # The wrong values: those the correction negates ("not 5433", "instead of 14"), else the
    # values of the corrected statement that the correction leaves out. Compared by number,
    # so "14 days" is wrong after "instead of 14".
    negated = {_bare(v) for m in _NEGATED.finditer(correction) for v in values(m.group(1)).all}
    old_values = values(old).all
    wrong_values = {v for v in old_values if _bare(v) in negated}
    if not wrong_values and not wrong:
        wrong_values = {v for text, o, _ in parts if o >= 0.3 for v in values(text).all}
        wrong_values -= new_values.all
    # A day the correction gives another of ("…at 10:00 on Tuesdays" of "…on Mondays"): the
    # card's day goes with what it corrects, never carried beside the note's.
    # (One day of the card: of several, which the note replaces is a guess.)
    # (Not the day the change happened: "… got replaced during Monday's maintenance", "last
    # Tuesday" — when it was told, not a day the card's statement holds.)
    days = {
        m.key
        for m in mentions(correction)
        if m.kind == "day"
        and not re.match(r"['’]s\b", correction[m.end :])
        and not re.search(r"\b(?:last|this|during|since|until)\s+$", correction[: m.start], re.I)
    }
    card_days = [m for m in mentions(old) if m.kind == "day"]
    if days and len({m.key for m in card_days}) == 1 and card_days[0].key not in days:
        wrong_values |= values(card_days[0].raw).all & old_values
    elif len(days) >= len({m.key for m in card_days}) >= 2 and not days & {
        m.key for m in card_days
    }:
        # (As many days or more, none of them the card's: "Tuesday and Thursday evenings"
        # of "Monday and Wednesday evenings" — every day of the card goes.)
        for m in card_days:
            wrong_values |= values(m.raw).all & old_values
    # A name the note shortens is the card's whole name ("not Brennock" of "delivered by
    # Brennock Gases on Mondays"): cut whole, nothing of it left behind.
    whole_names = [m.raw for m in mentions(old) if m.kind == "name"]
    named = [
        next((n for n in whole_names if n.lower().startswith(w.strip().lower() + " ")), w)
        for w in wrong
        if w.strip()
    ]
    kept: list[tuple[int, str]] = []
    dropped: list[str] = []
    unread: list[str] = []  # what a part taken back whole said that nothing else says

    def holds_wrong(part: str) -> bool:
        return bool(values(part).all & wrong_values) or any(
            _named(part, w) or _range_end(part, w) for w in named
        )

    # (Who left, not where a thing now is: "…is no longer in K12, we're in G4".)
    # (Nor the card's own subject moving: "The book club has moved to …; we've left X".)
    left = (
        bool(LEAVING.search(correction))
        and not NO_LONGER_THEN.search(correction)
        and not NO_LONGER_NOW.search(correction)
        and not MOVED_TO.search(correction)
    )
    # A switch that names what it switched ("switched Tidemark's storage from MySQL to …"):
    # what the old thing was said to do ("stores its state in MySQL") is that thing, not a
    # detail of its own. A bare "switched from Mailgun to Postmark" names nothing of it.
    switched = CHANGE.search(correction)
    role = not left and switched is not None and bool(content_terms(switched["what"]))
    # The words that describe a replaced name in its phrase ("a silver Skoda Fabia") are
    # the old thing's: cut with it, never left describing nothing ("drives a silver."), and
    # no detail lost with it.
    described = [
        m.group(0)
        for w in named
        if w[:1].isupper()
        for m in re.finditer(
            rf"\b(?:a|an|the|her|his|their|our|my|its)\s+(?:[a-z][\w'’-]*\s+){{1,3}}"
            rf"{re.escape(w)}(?![\w])",
            old,
        )
        # (Words that describe, never a place or time the phrase runs through: "a day
        # around Harrow Park" is how often and where, not the park's.)
        if not any(word in VERBS or word in _NOT_DESCRIBING for word in m.group(0).split()[1:-1])
    ]
    cut = [*described, *named, *(_bare(v) for v in wrong_values)]
    over = done_by_no_one(correction)
    # The weekday written before a replaced date is that date's ("Tuesday 12 May" → "26
    # May"): it goes with it, no detail lost (what is kept is cut as before).
    weekdays = [
        day[1]
        for w in named
        if any(m.kind == "date" for m in mentions(w))
        for day in re.finditer(rf"\b({WEEKDAY_WORD}),?\s+{re.escape(w)}(?![\w])", old, re.I)
    ]
    # A correction corrects some part of the card: where no value or name it replaces marks
    # which ("no longer delivers paraffin; …" of "…delivers paraffin to the hill farms …,
    # and sells loose nails …"), the part most like the correction is the corrected
    # statement, and of one subject's predicates the one most like it: never carried live
    # beside the note that takes it back.
    unmarked = bool(parts) and not any(holds_wrong(part) for part, _, _ in parts)
    likest = None
    if unmarked and max(o for _, o, _ in parts) > 0:
        likest = max(parts, key=lambda p: p[1])[0]
    for part, o, paragraph in parts:
        mine = values(part).all
        if part == likest:
            pieces = conjuncts(part)
            corrected = max(pieces, key=overlap)
            kept.extend((paragraph, _sentence_of(piece)) for piece in pieces if piece != corrected)
            # (What a note says is no longer done ends with it, where and when it was done
            # too: no detail of its own lost — unless its predicates could not be told
            # apart, "…, and cuts keys while you wait": what else it says would be lost.)
            if not _TAKEN_BACK.search(correction):
                dropped.append(corrected)
            unread.extend(_unsplit(corrected, correction))
            continue
        if holds_wrong(part):
            # One subject, two predicates ("…is built with Ember 3.28 and deployed to
            # Render"): the predicate the correction leaves true stands with its subject.
            pieces = conjuncts(part)
            for piece in pieces:
                if len(pieces) > 1 and not holds_wrong(piece):
                    kept.append((paragraph, _sentence_of(piece)))
                    continue
                # What happened stands when only its "because …" was wrong ("On 9 April the
                # checkout API failed because the provider's certificate expired" after "the
                # root cause was a DNS change, not the provider's certificate"): the words
                # before it, as written.
                # ("since" is when as often as why: "(client since 2019)".)
                why = _BECAUSE.search(piece)
                if (
                    why
                    and not left
                    and not role
                    and holds_wrong(piece[why.start() :])
                    and not holds_wrong(piece[: why.start()])
                    and len(piece[: why.start()].split()) >= 3
                ):
                    kept.append((paragraph, _sentence_of(piece[: why.start()])))
                    continue
                # What the piece says besides the replaced value, its words in their order
                # without that value's phrase ("…is on 24 September at the Leeds office" →
                # "…is at the Leeds office"), read beside the note that gives the new one.
                # After someone left, only what the subject's aside says of them; after a
                # switch that names its thing, nothing (what the old thing did is that thing).
                rest_of = (
                    _who_they_are(piece)
                    if left
                    else None
                    if role or _NARROWED.search(correction) or not _about_it(piece, correction)
                    else without_value(piece, cut, correction)
                )
                if rest_of is not None and _left_dangling(piece, rest_of):
                    # The value cut from one item of a list ("its vaccines from MWI and its
                    # diets from Royal Canin"): what is left would say the next item's value
                    # of the cut one's words ("its vaccines and its diets from Royal Canin").
                    rest_of = None
                if any(all(_written(piece, name) for name in names) for names in over):
                    # What the note says is over ("Nobody from Haddeley stands at Bridgnorth
                    # market any more"): the piece ends with the card, nothing of it lost,
                    # never left standing without its value ("… on a stall at Bridgnorth
                    # market.").
                    continue
                if rest_of is None:
                    dropped.append(piece)
                    unread.extend(_unsplit(piece, correction))
                elif any(not _said(thing, correction) for thing in _details(rest_of, [])):
                    kept.append((paragraph, rest_of))
                # else: the corrected statement itself, said again by the correction
            continue
        # A value an earlier correction negated ("…, not 26") is history, not a detail.
        past = {v for m in _NEGATED.finditer(part) for v in values(m.group(1)).all}
        # (A part naming someone or something the correction does not is not said again by
        # it: "…is booked through Maureen Tate" beside "hiring the hall is £21 an hour".)
        if (
            o < 0.3
            or mine - past - new_values.all
            or any(not any(_said(w, correction) for w in name.split()) for name in read(part).names)
        ):
            kept.append((paragraph, _sentence_of(part)))
        # else: the corrected statement itself, said again — replaced, not lost
    kept = _heading_kept(parts, kept)
    kept = _under_one_heading(kept)
    # Parts of one paragraph stay one paragraph; paragraphs stay apart, as written.
    rest = "\n\n".join(
        " ".join(text for n, text in kept if n == paragraph)
        for paragraph in dict.fromkeys(n for n, _ in kept)
    )
    said = f"{correction} {rest}"
    # What the old value opened ("as its database", "as a copy editor") was said of it in the
    # place the change gives another: not a detail lost with it.
    ended = left or read(correction).change is not None
    # A replaced name goes with the words its name is written with ("Adobe InDesign 2023"
    # of "InDesign"): the old thing's maker and version, never a detail of their own.
    # (Longest first: the whole name is blanked before the word inside it.)
    wholes = [whole for w in named for whole in _whole_name(old, w)]
    wholes += described
    # So does where the old place was ("from the cricket field behind the Black Bull"):
    # said of the old place, never a detail lost with it.
    wholes += [
        m.group(0)
        for w in named
        if w.strip()
        for m in re.finditer(rf"(?i:{re.escape(w.strip())})\s+{_BESIDE_A_PLACE}", old)
    ]
    # And how the old value was paid or given, in words of no value after it, ending its
    # clause ("£10 on the gate", "£4 per bag"): said of that value, replaced with it.
    wholes += [
        m.group(0)
        for w in cut
        if w.strip() and any(c.isdigit() for c in w)
        for m in re.finditer(rf"(?<![\w.]){re.escape(w.strip())}{_HOW_GIVEN}", old)
        if not mentions(m["how"])
    ]
    wrong_words = (
        sorted(cut + weekdays + wholes, key=len, reverse=True) if wholes else cut + weekdays
    )
    # Why the old value was so ("…because pandas 2.1 broke on numpy 2.0") goes to history
    # with it: no detail of its own once the value it explains is replaced.
    dropped = [_REASON.sub("", part) for part in dropped]
    lost = [
        thing
        for part in dropped
        for thing in _details(
            _without_role(
                _at_risk(part, correction, wrong_words, left),
                wrong_words,
                switched["what"] if switched else "",
            )
            if role
            else _at_risk(part, correction, wrong_words, left),
            wrong_words,
            ended,
        )
        if not _said(thing, said)
        and not _names_its_slot(thing, part, correction)
        and not _kept_as_before(thing, part)
        and not _kept_as_said(thing, correction)
        and not _names_when(thing, wrong_words)
        and not (ended and _labels_it(thing, part, wrong_words))
        and not any(thing.lower() in body for body in _bodies_said_short(part, correction))
        and not _verb_of_its_place(thing, part, correction, wrong_words)
    ]
    return Carried(rest, tuple(dict.fromkeys([*lost, *unread])))


# How a value was given, in a word or two of no value ending its clause: " on the gate".
_HOW_GIVEN = (
    r"\s+(?P<how>(?:on|at|per|for)\s+(?:the\s+|a\s+|an\s+|each\s+)?[a-z]+(?:\s+[a-z]+)?)"
    r"(?=\s*(?:[.;,]|$))"
)


# Where a place is, by what it is next to: "behind the Black Bull", "opposite Greggs".
_BESIDE_A_PLACE = (
    r"(?i:behind|beside|next\s+to|opposite|near|across\s+from)\s+(?i:the\s+)?"
    r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
)


# The prepositions a place or a source is given by.
_PLACE_BY = r"(?:from|at|to|in|on|with|through|via|by|into)"


def _verb_of_its_place(word: str, part: str, correction: str, wrong: list[str]) -> bool:
    """Whether ``word`` is the verb whose place the replaced value was ("the Santa specials
    leave from Draycott Junction"), with nothing but words the note says between them, and
    the note gives its new place after the same preposition ("start from Lanyon Road"): the
    predicate replaced in the note's words, no detail of its own."""
    for thing in wrong:
        told = re.search(
            rf"(?<![\w-]){re.escape(word)}\s+(?P<between>(?:[\w'’-]+\s+){{0,3}}?)"
            rf"(?P<by>{_PLACE_BY})\s+(?:the\s+|a\s+|an\s+)?{re.escape(thing)}(?![\w-])",
            part,
            re.I,
        )
        if told is None or not all(_said(w, correction) for w in told["between"].split()):
            continue
        if re.search(rf"\b{told['by']}\s+(?:the\s+|a\s+|an\s+)?[A-Z0-9]", correction, re.I):
            return True
    return False


# The last word of a body's name says what kind of body it is ("Co-op", "Ltd", "Trust").
# (The whole word: "disco", "express" and "Springinn" are no bodies.)
BODY_KIND = re.compile(
    r"^(?:co-?op|cooperative|ltd|limited|plc|inc|llp|llc|trust|company|co|society|club|group|"
    r"partners|partnership|association|federation|guild|collective|"
    # (Or what kind of business it is: "Meadowcroft Mobile Vets", "Kinloch Pharmacy".)
    r"vets?|pharmacy|chemists?|surgery|clinic|dental|dentists?|garage|motors|bakery|dairy|"
    r"farms?|nursery|nurseries|studios?|salon|ferries|travel|taxis?|cabs|coaches|services|"
    r"builders|plumbing|electrical|joinery|removals|couriers|logistics|labs?|systems|"
    # (Or how it carries or hosts people: "Corrawick Valley Railway", "Harbour Hotel".)
    r"railways?|railroad|tramways?|airways|airlines?|buses|hotel|inn|theatre|cinema|"
    r"academy|college|press|brewery|hatchery)\.?$",
    re.I,
)


@functools.lru_cache(maxsize=256)
def _bodies_said_short(part: str, correction: str) -> tuple[str, ...]:
    """The bodies' names in ``part`` (lower case) that the correction says by their first
    word ("Carrick Seaweed Co-op", which "Carrick's dried dulse is …" names): the same body
    shortened, so no word of its name is a detail left behind. (A person's surname after
    the first name a note uses is who, and stays a detail.) Read once per part, not per
    word asked of it."""
    found = []
    for m in mentions(part):
        words = m.raw.split()
        if m.kind != "name" or len(words) < 2 or not BODY_KIND.search(words[-1]):
            continue
        first = re.escape(words[0])
        if re.search(rf"(?<![\w-]){first}(?:['’]s)?(?![\w-])", correction, re.I):
            found.append(m.raw.lower())
    return tuple(found)


def _labels_it(word: str, part: str, wrong: list[str]) -> bool:
    """Whether ``word`` is in the label ``part`` gives a replaced thing ("CAT tool is memoQ
    10", "CAT tool: memoQ 10"): the slot the thing the note names in its place fills, no
    detail of its own."""
    for thing in wrong:
        said = re.search(
            r"(?:^|[:;,.(]\s*)(?P<label>[^\W\d_][\w'’/-]*(?:\s+[^\W\d_][\w'’/-]*){0,2})\s*"
            rf"(?:\bis\b|\bare\b|=|:)\s*(?:the\s+)?{re.escape(thing)}(?![\w-])",
            part,
            re.I,
        )
        if said and word.lower() in said["label"].lower().split():
            return True
    return False


# Words that name the slot a time or a date fills ("Print deadline …: 21:30").
_WHEN_SLOTS = frozenset("deadline deadlines cutoff cut-off curfew time times date".split())


# Words that name the slot a phone number fills ("tel 01822 614309").
_PHONE_SLOTS = PHONE_LABELS | {"number", "no"}


def _names_when(word: str, wrong: list[str]) -> bool:
    """Whether ``word`` names the slot of a replaced time or date ("deadline" of "21:30") or
    phone number ("tel" of "01822 614309"): the note's new value fills it, it is no detail
    of its own."""
    said = [m for w in wrong for m in mentions(w)]
    if word.lower() in _PHONE_SLOTS:
        return any(
            m.kind == "identifier" and m.norm.lstrip("+").isdigit() and len(m.norm) >= 6
            for m in said
        )
    return word.lower() in _WHEN_SLOTS and any(m.kind in ("time", "date") for m in said)


def _kept_as_before(word: str, part: str) -> bool:
    """Whether ``word`` only says what stayed as it was ("…now on 21 May, same time and
    place"): it points at another statement, it is no detail of its own."""
    said = rf"\bsame\s+(?:[\w-]+\s*(?:,|and|&)\s*){{0,2}}{re.escape(word)}\b"
    return re.search(said, part, re.I) is not None


def _kept_as_said(thing: str, correction: str) -> bool:
    """Whether the correction says ``thing``'s kind of value stayed ("…bumped to Wednesdays,
    same time" of a card's 19:30): "same" and a word naming that kind's slot points at the
    card, it is no detail lost."""
    slots = {w for m in mentions(thing) for w in SLOT_WORDS.get(m.kind.split(":")[0], ())}
    return any(
        stem_set([said.group(1).lower()]) & slots
        for said in re.finditer(r"\bsame\s+([a-z]+)", correction, re.I)
    )
