"""How two statements relate: whether their values (quantities, identifiers) differ, whether one
contradicts the other, whether a statement reads as a correction, and what of an old statement
a correction leaves standing. Used when a new note meets a similar memory (gather) and when
similar memories meet each other (arrange).

Values are what ``values.py`` finds (quantities with their units, identifiers, environments);
two notes differing only in a unit differ.

Subjects before values: a statement's subject is what stands before its verb ("Server web2",
"Invoice 1001", "Shard 7 of the Vega cluster"). Two statements whose subjects name different
values are about two things, however alike the rest: never a conflict, never merged. Polarity
counts too: "…happens monthly" against "…does not happen monthly anymore" (or "always" against
"never") is a contradiction, never a duplicate.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .mentions import TITLE_WORDS, WEEKDAY_WORD, mentions
from .mentions import VERBS as VERBS_SAID
from .remainder import PHONE_LABELS, without_value
from .statement import CHANGE, LEAVING, MOVED_TO, NO_LONGER_NOW, NO_LONGER_THEN, verb_at
from .statement import card_parts as card_parts
from .statement import sentences as sentences
from .statement import without_cue as without_cue
from .text import STOPWORDS, plain_letters, stem_set, verb_stems
from .values import BASE_VERBS as VERBS
from .values import ENVIRONMENTS, SLOT_WORDS, SMALL_NUMBERS, TOKEN, Values, unit_of, values

CORRECTION = re.compile(
    r"\b(?:actually|correction|in fact|no longer|not any ?more|instead of|rather than|"
    r"used to be|changed to|has changed|was wrong|scratch that|strike that|update:|edit:|"
    r"revised:|turns out|"
    r"took over|takes over|has taken over|as of|from now on|going forward|"
    r"(?:moved|switched|migrated) (?:from|to|over to))\b"
    r"|\bnot\s+(?:\d|every|on|in|at)\b|\bis now\b|\bare now\b",
    re.I,
)

# Words that mark a statement as current without changing what it says, and chat's
# courtesies ("… list pls"): no detail of their own.
_FILLERS = frozenset(
    "now currently today still anymore actually correction pls plz please thx thanks".split()
)


_NEGATION = re.compile(
    r"\b(?:not|no|never|none|nothing|nobody|neither|nor|cannot|without)\b|n't\b", re.I
)
# Words that carry a statement's polarity or its time, not its content.
_POLARITY_WORDS = frozenset("not no never always anymore longer none nothing".split())


def subject_values(text: str) -> frozenset[str]:
    """The values in a statement's subject, what stands before its first verb ("Invoice
    1001 was paid on March 3" → {"1001"}; "The IP address of web1 is 10.0.0.1" → {"web1"})."""
    tokens = TOKEN.findall(CORRECTION.sub(" ", text.lower()))
    for i, token in enumerate(tokens):
        after_value = i > 0 and (
            any(c.isdigit() for c in tokens[i - 1]) or tokens[i - 1] in ENVIRONMENTS
        )
        if token in VERBS or (
            after_value
            and token.endswith("s")
            and not token.endswith(("ss", "us", "is"))
            and unit_of(token) is None  # "12 times", "3 nodes": a quantity, not a verb
        ):
            return values(" ".join(tokens[:i])).all if i else frozenset()
    return frozenset()


def negated(text: str) -> bool:
    """Whether ``text`` states something in the negative ("not", "never", "no longer"…)."""
    return bool(_NEGATION.search(text))


def polarity_flip(a: str, b: str) -> bool:
    """Whether one of two statements says no where the other says yes ("happens monthly" /
    "does not happen monthly anymore"; "we always use…" / "we never use…")."""
    return negated(a) != negated(b)


_WORD = re.compile(r"[a-z0-9][a-z0-9'.-]*[a-z0-9]|[a-z0-9]", re.I)
# A name swapped for another is a short span: longer rewrites are paraphrases or additions.
_SWAP_TOKENS = 3


# Nouns that a name stands before or after ("the blue X cluster", "server X"): a word swapped
# next to one of them is a name, not a synonym.
HEADS = frozenset(
    """cluster clusters service services server servers host hosts node nodes database
    databases db team teams repo repos repository repositories bucket buckets region regions
    account accounts project projects customer customers channel channels queue queues topic
    topics table tables index environment env app apps application client clients tenant site
    zone datacenter machine vm instance pod namespace branch org organisation organization
    product vendor partner pipeline job worker office building room""".split()
)


def swapped_names(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with a name put in place of another, the rest word for word ("We
    always use the blue ambercrossbill cluster" / "…the blue ochreheron cluster"; "The
    payments service…" / "The billing service…"): another thing, never a paraphrase to merge
    or a detail to append. A swapped word is a name when it stands next to a noun like
    "cluster" or "server", is capitalised inside the sentence, or is the subject (before the
    verb in both). Synonyms ("switches" / "changes"), inflections and values written otherwise
    ("twelve" / "12") are not swaps."""
    import difflib

    raw_a, raw_b = _WORD.findall(a), _WORD.findall(b)
    ta, tb = [w.lower() for w in raw_a], [w.lower() for w in raw_b]
    matcher = difflib.SequenceMatcher(a=ta, b=tb, autojunk=False)
    same = sum(size for *_, size in matcher.get_matching_blocks())
    if same < 0.6 * max(len(ta), len(tb), 1):
        return False
    verb_a, verb_b = _first_verb(ta), _first_verb(tb)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op != "replace" or i2 - i1 > _SWAP_TOKENS or j2 - j1 > _SWAP_TOKENS:
            continue
        left, right = " ".join(ta[i1:i2]), " ".join(tb[j1:j2])
        va, vb = values(left), values(right)
        if va.all and va.all == vb.all:
            continue  # the same value written otherwise
        if not (_terms(va) and _terms(vb) and _terms(va) != _terms(vb)):
            continue
        words = [*ta[i1:i2], *tb[j1:j2]]
        if any(w in VERBS or w.endswith("ed") for w in words):
            continue  # a verb said otherwise
        beside = {ta[i1 - 1] if i1 else "", ta[i2] if i2 < len(ta) else ""}
        capitalised = any(
            w[:1].isupper() for w in [*raw_a[max(i1, 1) : i2], *raw_b[max(j1, 1) : j2]]
        )
        subject = verb_a is not None and verb_b is not None and i2 <= verb_a and j2 <= verb_b
        if beside & HEADS or capitalised or subject:
            return True
    return False


def _first_verb(tokens: list[str]) -> int | None:
    """The position of the first word of ``VERBS``, or ``None``."""
    return next((i for i, t in enumerate(tokens) if t in VERBS), None)


def compare_values(new: str, old: str) -> tuple[bool, bool]:
    """``(values_differ, conflict)`` between two texts.

    Values are quantities and identifiers ("port 8080", "service a3", "v2.1", "Monday",
    "staging"), and a statement's polarity. Texts whose values differ are never duplicates and
    never merged. They *conflict* — the same statement with another value, "every 30 days"
    against "every 90 days", or the same statement negated — only when the words of one are
    all words of the other and their subjects name the same values: "service Alpha has 3
    replicas" against "service Beta has 5 replicas", or "Shard 7 runs on vega-7" against
    "Shard 39 runs on vega-39", is two statements about two things, not a contradiction.
    """
    a, b = values(new), values(old)
    flipped = polarity_flip(new, old)
    differ = a.quantities != b.quantities or a.identifiers != b.identifiers or flipped
    differ = differ or swapped_names(new, old)
    ta, tb = _terms(a), _terms(b)
    # One restates (part of) the other: an appended memory holds several phrasings.
    restates = bool(ta) and (ta <= tb or tb <= ta)
    valued = bool(a.all) and bool(b.all) and (a.all != b.all)
    conflict = restates and subjects_agree(new, old) and (valued or flipped)
    return differ, conflict


def content_terms(text: str) -> frozenset[str]:
    """The content words of a statement, stemmed: no stopwords, values, fillers or polarity
    words ("We never use the blue cluster" and "We always use the blue cluster" share them)."""
    return _terms(values(text))


def _terms(v: Values) -> frozenset[str]:
    """The content words of a statement: stemmed, without stopwords, values or fillers."""
    return stem_set([w for w in v.words if _content(w)])


def subject_overlap(
    correction: str, old: str, weight: Callable[[str], float] | None = None
) -> tuple[float, set[str]]:
    """How much of what a correction talks about ``old`` also talks about, and the words
    they share: the share of the correction's content words (values, stopwords and
    correction cues aside) found in ``old``, each counted by ``weight`` (rarer words — names —
    should weigh more than "service"; a weight of 0 leaves a word out; the default counts all
    alike). A long memory is not penalised for holding more than the correction touches."""
    words = {w for w in values(CORRECTION.sub(" ", correction)).words if _content(w)}
    theirs = _terms(values(old))
    scale = weight or (lambda w: 1.0)
    weights = {w: scale(w) for w in words}
    shared = {w for w in words if weights[w] > 0 and stem_set([w]) <= theirs}
    total = sum(weights.values())
    return (sum(weights[w] for w in shared) / total if total else 0.0), shared


def _content(word: str) -> bool:
    from .text import STOPWORDS

    return word not in STOPWORDS and word not in _FILLERS and word not in _POLARITY_WORDS


def same_subject(correction: str, old: str, floor: float = 0.6) -> bool:
    """Whether a correction is about what ``old`` says ("Actually brisk-otter has 5 replicas"
    is not about "amber-falcon runs 3 replicas", however close the embeddings; "Actually shard
    7 runs on vega-9" is not about shard 39)."""
    if restates_move(correction, old) or not subjects_agree(correction, old):
        return False
    return subject_overlap(correction, old)[0] >= floor


_MOVE = re.compile(
    r"\b(?:moved|switched|migrated)\s+(?:(?:off|away from|from)\s+[\w.-]+\s+)?"
    r"(?:to|over to|onto)\s+(?:the\s+)?(?P<dest>[\w.-]+)",
    re.I,
)


def restates_move(note: str, old: str) -> bool:
    """Whether ``note`` tells of a move ("we migrated from lambda to fargate") that ``old``
    already holds (it names the destination): the same decision said again, no correction
    ("The repo moved from GitLab to GitHub" corrects "The repo lives on GitLab")."""
    match = _MOVE.search(note)
    return match is not None and bool(re.search(rf"\b{re.escape(match['dest'])}\b", old, re.I))


def subjects_agree(a: str, b: str) -> bool:
    """Whether two statements can be about the same thing: their subjects name the same
    values, or one names none and the other's subject values appear in it somewhere ("Server
    web1 has…" and "Actually the IP of web1 is…")."""
    sa, sb = subject_values(a), subject_values(b)
    if sa and sb:
        return sa == sb
    if sa:
        return sa <= values(b).all
    return sb <= values(a).all


def adds_detail(new: str, old: str) -> bool:
    """Whether ``new`` says all that ``old`` says, values included, and more ("…with 3
    replicas" → "…with 3 replicas and ships its logs to bucket b-1")."""
    a, b = values(new), values(old)
    return b.all <= a.all and _terms(b) <= _terms(a) and (a.all != b.all or _terms(a) != _terms(b))


# A sentence ends at a full stop, but not one of a title or an abbreviation ("Mrs. Okonjo").
_NEGATED = re.compile(
    r"\b(?:not|no longer|instead of|rather than|used to be|from|was|were|isn't|wasn't)\s+"
    # (Read ahead, so "not 9:30, and not on Mondays" is two negations.)
    r"(?=((?:\S+\s+){0,2}\S+))",
    re.I,
)


@dataclass(frozen=True)
class Carried:
    """What of an old card stands after a correction: ``rest``, its parts as written that the
    correction leaves true; ``lost``, what closing the card would leave nowhere live (words
    and values of a part that holds the replaced value beside a detail of its own)."""

    rest: str
    lost: tuple[str, ...]


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
    from .statement import read
    from .text import query_terms, stem_set

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
    cut = [*named, *(_bare(v) for v in wrong_values)]
    # The weekday written before a replaced date is that date's ("Tuesday 12 May" → "26
    # May"): it goes with it, no detail lost (what is kept is cut as before).
    weekdays = [
        day[1]
        for w in named
        if any(m.kind == "date" for m in mentions(w))
        for day in re.finditer(rf"\b({WEEKDAY_WORD}),?\s+{re.escape(w)}(?![\w])", old, re.I)
    ]
    for part, o, paragraph in parts:
        mine = values(part).all
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
                if rest_of is None:
                    dropped.append(piece)
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
    ]
    return Carried(rest, tuple(dict.fromkeys(lost)))


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


def _names_its_slot(word: str, part: str, correction: str) -> bool:
    """Whether ``word`` only qualifies the name of what the correction changes: it stands
    right before two or more words the correction says together ("practical consumables
    budget £3,800" / "the science consumables budget has changed to £3,200") — the same
    slot, named a little otherwise, not a detail of its own."""
    when = {"day", "date", "month", "time", "name"}
    if any(c.isdigit() for c in word) or " " in word.strip():
        return False
    if any(m.kind in when for m in mentions(word)):
        return False  # (when — "Friday surgery lists" — is a detail, whatever follows)
    after = re.search(
        rf"(?<![\w-]){re.escape(word)}\s+([^\W\d_][\w'’-]*\s+[^\W\d_][\w'’-]*)", part, re.I
    )
    # (Two words of a name: "on Wednesdays" after "villages" names no slot.)
    if (
        after is not None
        and not set(after.group(1).lower().split()) & STOPWORDS
        and re.search(rf"(?<![\w-]){re.escape(after.group(1))}(?![\w-])", correction, re.I)
        is not None
    ):
        return True
    # Between two words the correction says side by side ("a p95 latency budget of 250 ms" /
    # "p95 budget is 400 ms"): the slot's name, said in full once.
    around = re.search(
        rf"(?<![\w-])([^\W_][\w'’-]*)\s+{re.escape(word)}\s+([^\W_][\w'’-]*)", part, re.I
    )
    if around is not None and not {around[1].lower(), around[2].lower()} & STOPWORDS:
        pair = rf"(?<![\w-]){re.escape(around[1])}\s+{re.escape(around[2])}(?![\w-])"
        if re.search(pair, correction, re.I):
            return True
    # A labelled line's label names its slot: another word of it the correction says
    # ("Children on caseload: 14" / "her caseload went up to 19") says which slot it is.
    label = re.match(r"\s*([^\W\d_][\w'’/-]*(?:\s+[^\W\d_][\w'’/-]*){0,3})\s*:\s*\S", part)
    if label is not None and word.lower() in label[1].lower().split():
        others = [
            w for w in label[1].split() if w.lower() != word.lower() and w.lower() not in STOPWORDS
        ]
        if any(_said(w, correction) for w in others):
            return True
    return _qualifies_its_subject(word, part, correction) or _whom_it_is_for(word, part, correction)


def _whom_it_is_for(word: str, part: str, correction: str) -> bool:
    """Whether ``word`` says whom or what a thing the correction names is for ("Sunita does
    the Tuesday school run for Maisie and Otis" / "Gareth does the Tuesday school run now"):
    the same thing, named with its "for …" — no detail of its own."""
    for found in re.finditer(r"((?:[\w'’-]+\s+){1}[\w'’-]+)\s+for\s+([^,;.()]+)", part, re.I):
        named, whom = found.group(1), found.group(2)
        if set(named.lower().split()) & STOPWORDS:
            continue
        if re.search(rf"(?<![\w-]){re.escape(named)}(?![\w-])", correction, re.I) is None:
            continue
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", whom, re.I):
            return True
    return False


def _qualifies_its_subject(word: str, part: str, correction: str) -> bool:
    """Whether ``word`` stands in the part's subject right before its noun, which the
    correction names too ("The Django monolith runs its jobs on Celery…" / "We moved the
    monolith's jobs from Celery to…"): the thing the correction is about, named a little
    shorter — no detail of its own."""

    tokens = re.findall(r"[\w'’-]+", part)
    lowered = [t.lower() for t in tokens]
    at = verb_at(lowered)
    if at is None:
        return False
    subject = lowered[:at]
    for i, w in enumerate(subject):
        if w != word.lower():
            continue
        if i == len(subject) - 1:
            # The subject's head after a word the correction names it by ("The reporting
            # service talks to …" / "Switched reporting from …"): the same thing. (A name's
            # last word is who, not what: "Rhian Morgan".)
            before = subject[i - 1] if i else ""
            return (
                bool(before)
                and tokens[i].islower()
                and before not in STOPWORDS
                and re.search(rf"(?<![\w-]){re.escape(before)}(?![\w-])", correction, re.I)
                is not None
            )
        noun = re.sub(r"['’]s$", "", subject[i + 1])
        if noun in STOPWORDS or any(c.isdigit() for c in noun):
            return False
        return (
            re.search(rf"(?<![\w-]){re.escape(noun)}(?:['’]s)?(?![\w-])", correction, re.I)
            is not None
        )
    return False


_HEADING = re.compile(r"[^:\n]{3,40}:\s+")


def _heading_kept(
    parts: list[tuple[str, float, int]], kept: list[tuple[int, str]]
) -> list[tuple[int, str]]:
    """A paragraph's heading ("House move: completion is Friday 17 July. Hartley & Sons are
    doing the removals…") heads every part of it: when the part that wrote it goes, the
    first part kept of that paragraph is written under it."""
    out = list(kept)
    for paragraph in dict.fromkeys(n for _, _, n in parts):
        first = next(text for text, _, n in parts if n == paragraph)
        heading = _HEADING.match(first)
        at = next((k for k, (n, _) in enumerate(out) if n == paragraph), None)
        if heading is None or at is None or _HEADING.match(out[at][1]):
            continue
        if any(text.startswith(heading.group()) for n, text in out if n == paragraph):
            continue
        out[at] = (paragraph, heading.group() + out[at][1])
    return out


def _under_one_heading(kept: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Kept items of one heading's list written under it once, as the card listed them
    ("Front desk: check-out by 11 am, night porter is Stellan."), not the heading per item."""
    out: list[tuple[int, str]] = []
    for paragraph, text in kept:
        heading = re.match(r"[^:]{3,}:\s+", text)
        if out and heading and out[-1][0] == paragraph and out[-1][1].startswith(heading.group()):
            out[-1] = (paragraph, f"{out[-1][1].rstrip('.')}, {text[heading.end() :]}")
        else:
            out.append((paragraph, text))
    return out


# A note that narrows what the card said ("only on Mondays and Wednesdays now"): which
# qualifier of the card it ends is a guess, so nothing of the clause is carried without it.
# ("just before bed", "just after lunch": when, not a narrowed list.)
_NARROWED = re.compile(
    r"\b(?:only|just(?!\s+(?:before|after|about|over|under|past|gone)\b)|except|apart from)\b",
    re.I,
)


# The user as the subject, in either voice: "I take…", "These days I take…", "The user takes…".
_SPEAKER = re.compile(r"(?:^|\s)(?:I|(?:the\s+)?user)\s*$", re.I)


def _the_speaker(text: str) -> bool:
    """Whether ``text`` is said of the user (by "I" or as "the user"), not of someone of
    theirs ("my sister", "the user's GP")."""
    subject, _ = _split_subject(without_cue(text))
    return bool(_SPEAKER.search(subject.strip()))


def _about_it(piece: str, correction: str) -> bool:
    """Whether ``piece`` is said of what the correction is about: a word of the
    correction's subject is in the piece ("the retro is at 15:00 on Friday" is not about
    "The kickoff is at 14:00, not 15:00", though both hold 15:00), or a word of the piece's
    subject is in the correction. A correction with no subject of its own is about it."""
    from .text import STOPWORDS

    def subject_words(text: str) -> list[str]:
        subject, _ = _split_subject(without_cue(text))
        return [
            w
            for w in re.findall(r"[a-z0-9][\w-]*", plain_letters(subject.lower()))
            if w not in STOPWORDS and w not in _FILLERS
        ]

    theirs, mine = subject_words(correction), subject_words(piece)
    # (Someone both name: "the number for Dr Price at Tor Vets" is about the piece "plumber
    # is Dr Anwen Price of Tor Vets (tel …)", whatever its subject's words.)
    names = {m.norm for m in mentions(piece) if m.kind == "name"} & {
        m.norm for m in mentions(correction) if m.kind == "name"
    }
    return (
        bool(names)
        or (_the_speaker(correction) and _the_speaker(piece))
        or not theirs
        or not mine
        or any(_said(w, piece) for w in theirs)
        or any(_said(w, correction) for w in mine)
    )


def _who_they_are(part: str) -> str | None:
    """After someone left the place a part names, what its subject's aside says of them
    ("Dr. Saskia Vermeer, co-author of the Lizard Island reef survey, is a postdoc in …" →
    "Dr. Saskia Vermeer, co-author of the Lizard Island reef survey."): said of the person,
    not of the place they left. ``None`` when the subject has no aside."""
    subject, _ = _split_subject(part)
    if not subject or _ASIDE.search(subject) is None:
        return None
    return _sentence_of(subject.rstrip(" ,"))


def _left_dangling(piece: str, rest: str) -> bool:
    """Whether cutting ``piece`` down to ``rest`` took words from inside a list, leaving
    the words before the cut (not a verb) joined by "and"/"or" to the next item."""
    from difflib import SequenceMatcher

    a = [w.lower() for w in re.findall(r"[\w'’.-]+|&", piece)]
    b = [w.lower() for w in re.findall(r"[\w'’.-]+|&", rest)]
    for op, i1, i2, _, _ in SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        # (After its verb the cut leaves the verb said alone, "…sells and is thrown by …":
        # nothing said of another item.)
        if (
            op == "delete"
            and i1 > 0
            and i2 < len(a)
            and a[i2] in ("and", "or", "&")
            and verb_at(a[:i1]) != i1 - 1
            and not _own_clause(a[i2 + 1 :])
        ):
            return True
    return False


_OBJECT_PRONOUNS = frozenset("it them him her us me".split())


def _own_clause(words: list[str]) -> bool:
    """Whether ``words`` (after an "and") open a clause with its own subject and verb
    ("the GP reviews it each October"): another statement, no list's next item ("its
    diets from Royal Canin", where a noun in -s before "from" is no verb)."""
    if not words or words[0] not in _DETERMINERS_OWN:
        return False
    return any(
        w in VERBS_SAID
        or (
            w.endswith("s")
            and not w.endswith("ss")
            and i + 1 < len(words)
            and words[i + 1] in _OBJECT_PRONOUNS
        )
        for i, w in enumerate(words[1:4], start=1)
    )


def _without_role(part: str, wrong: list[str], what: str = "") -> str:
    """``part`` without the words from its clause's verb to the switched old value: what
    the old thing did ("stores its state in" MySQL), which the new thing now does. A verb
    the reader does not know is found by the word the switch names ("typesets its books in"
    of "moved its typesetting from …")."""
    from .statement import verb_at
    from .text import stem_set

    named = stem_set(re.findall(r"[a-z]+", what.lower()))
    for w in wrong:
        at = re.search(rf"(?<![\w.-]){re.escape(w)}(?![\w-])", part, re.I)
        if at is None:
            continue
        clause_start = max(part.rfind(c, 0, at.start()) for c in ",;") + 1
        tokens = list(re.finditer(r"[\w'’-]+(?:\.\w+)*", part[clause_start : at.start()]))
        verb = verb_at([t.group(0).lower() for t in tokens])
        if verb is None:
            verb = next(
                (i for i, t in enumerate(tokens) if stem_set([t.group(0).lower()]) & named), None
            )
        if verb is None:
            continue
        cut = clause_start + tokens[verb].start()
        return part[:cut] + part[at.start() :]
    return part


def _whole_name(text: str, name: str) -> list[str]:
    """``name`` as ``text`` writes it with the capitalised words right before it and a
    version right after ("Adobe InDesign 2023" for "InDesign"); none when it stands alone."""
    if not name[:1].isupper():
        return []
    found = re.search(rf"(?:\b[A-Z][\w'’.-]*\s+)*{re.escape(name)}(?:\s+v?\d[\w.]*)?(?![\w])", text)
    return [found.group(0)] if found and found.group(0) != name else []


def _sentence_of(part: str) -> str:
    """A part of a card as a sentence of its own: its opening "and"/"but" dropped, its first
    letter raised, a full stop when it has none (no word is changed)."""
    text = re.sub(r"^(?:and|but)\s+", "", part.strip(), flags=re.I).rstrip(",;: ")
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _named(part: str, name: str) -> bool:
    """Whether ``part`` names what a correction calls wrong: the words as written, or a
    name by its own words ("Professor Achterberg" is "Professor Rosalind Achterberg")."""
    if _written(part, name):
        return True
    if re.fullmatch(r"[A-Za-z]+\d+", name) and re.search(
        rf"(?<![\w.])[\w.]+-{re.escape(name)}(?![\w-])", part, re.I
    ):
        return True  # "v7" names the card's "ranker-v7": the thing's tag said short
    # A place said the other way round ("the Mill Lane scout hut" / "the scout hut on Mill
    # Lane"): three or more words of its own, all in the part.
    content = [w for w in re.findall(r"[\w'’-]+", name) if w.lower() not in STOPWORDS]
    if len(content) >= 3 and all(_written(part, w) for w in content):
        return True
    words = name.split()
    own = [w for w in words if w[:1].isupper() and w.lower().rstrip(".") not in TITLE_WORDS]
    return len(own) == len(words) - 1 and bool(own) and all(_written(part, w) for w in own)


# The verbs that join a second predicate to one subject: "is built … and deployed …".
_BE = frozenset("is are was were has have had".split())


def _gapped(part: str, after_verb: int) -> list[str] | None:
    """The two pieces of "X are £14 and Y £10" (the second's verb left unsaid): each
    ends in a value of one kind, the second says no verb. None otherwise."""
    join = re.search(r",?\s+and\s+", part[after_verb:])
    if join is None:
        return None
    first, second = part[: after_verb + join.start()], part[after_verb + join.end() :]
    if re.search(r"\bbetween\s+\S+(?:\s+\S+)?$", first, re.I):
        return None  # "between 9 am and 5 pm": one range
    tail = values(second.rstrip(" .")).all
    head = values(first).all
    if not (tail and head) or {unit_of(v) for v in tail} != {unit_of(v) for v in head}:
        return None
    words = [w.lower() for w in re.findall(r"[\w'’-]+", second)]
    if len(words) > 5 or verb_at(words) is not None:
        return None
    from .statement import read

    # (A word of its own besides the value: "Mondays and Thursdays" is one list.)
    return [first, second] if read(second).terms else None


# Who said what follows: "User mentioned that …", "The user said …", "Priya told me that …".
_REPORTED = re.compile(
    r"\s*(?:(?:the\s+)?user|[A-Z][\w'’-]+|I|we|they|he|she)\s+(?:has\s+|had\s+)?"
    r"(?:mentioned|said|says|told\s+(?:me|us)|noted|reported|explained|confirmed|mentions)"
    r"\s+(?:that\s+)?",
    re.I,
)


def conjuncts(part: str) -> list[str]:
    """A part whose one subject has predicates joined by "and" ("The Pantry Planner web app
    is built with Ember 3.28 and deployed to Render"), one piece per predicate, each with the
    subject (and the "is" its participle needs) as written: ["The Pantry Planner web app is
    built with Ember 3.28", "The Pantry Planner web app is deployed to Render"]. ``[part]``
    when it has one predicate (an "and" between values joins no predicates: "on Mondays and
    Thursdays", "with React and Redux"). Only words of the part, in its order."""
    pieces = _relative(part)
    if len(pieces) > 1:
        return [*conjuncts(pieces[0]), *pieces[1:]]
    reported = _REPORTED.match(part)
    if reported:
        # "User mentioned that gpu-n14 … runs CUDA 11.8, has four A100 cards": who said it
        # opens every piece, and the subject is what follows it — never "User has four
        # A100 cards".
        rest = part[reported.end() :]
        return [reported.group(0) + piece for piece in conjuncts(rest)]
    heading = re.match(r"([^:]{3,}:\s+)(?=\S)", part)
    if heading:  # "Hollins Lane allotments: the trading hut …": said of every piece
        rest = part[heading.end() :]
        return [heading.group(1) + p for p in _label_items(rest) or conjuncts(rest)]
    tokens = list(re.finditer(r"[\w'’-]+(?:\.\w+)*", part))
    words = [t.group(0).lower() for t in tokens]
    first = verb_at(words)
    if first is None or first == 0:
        return [part]
    if words[first] not in VERBS_SAID:
        # A guessed verb in -s before "is"/"are" is the subject's noun ("Annual-leave
        # requests at Quillon (…) are approved by …").
        be = next((i for i in range(first + 1, len(words)) if words[i] in ("is", "are")), None)
        if (
            be is not None
            and "and" not in words[first:be]
            and "," not in part[: tokens[be].start()]
        ):
            first = be
    elif (
        first + 2 < len(words)
        and words[first + 2] in ("is", "are")
        and words[first] not in _BE
        and "," not in part[tokens[first].end() : tokens[first + 2].start()]
    ):
        # A known verb's form before a noun and "is" is a word of the subject ("Halbrook's
        # Medicine open day is on …").
        first += 2
    subject = part[: tokens[first].start()]
    if "," in subject and not _FRONTED.match(subject) and not _named_aside(subject):
        return [part]  # an aside before the verb ("Dr. Vermeer, co-author of …, is"): not read
    aux = ""
    head = first
    if words[first] in _BE and first + 1 < len(words):
        head = first + 1 + (words[first + 1] == "been")
        if head >= len(words) or not is_participle(words[head]):
            # "full-price tickets are £14 and concessions £10": the second's verb left
            # out (one piece each, as written); else "is a postdoc in …", one predicate —
            # unless a verb of its own follows ("is due on 12 March and is worth 40%").
            gapped = _gapped(part, tokens[first].end())
            if gapped:
                return gapped
            head = first
        else:
            aux = part[tokens[first].start() : tokens[head].start()]
    # (End of the piece before, start of the next, its aux — None: a clause with a subject
    # of its own, taken as written.)
    cuts: list[tuple[int, int, str | None]] = []
    # A list of predicates ("charges £65 for …, sends reminders by text, and is shut on …"):
    # a comma before a verb said of the subject cuts too, when an "and" closes the list.
    # (Only after a verb the reader knows: a guessed one may be a word of the subject.)
    last_and = max((j for j in range(len(words) - 1) if words[j] == "and"), default=-1)
    # (A verb guessed right after a name is the name's: "Lena translates …, keeps …".)
    known = (
        words[first] in VERBS_SAID
        or re.fullmatch(r"(?:[A-Z][\w'’-]+\s+){1,3}", subject) is not None
    )
    # (A part cut from its card before ", and …" has lost the "and" that closed its list:
    # its last predicate after a comma is cut too — "is on Saturday 20 June, starts at 10:00
    # in the Kemp Building" of "…, and booking closes a week before".)
    # (A list its "and" closes with a verb in the present, "…and races at Henley": an item
    # after a comma opening with one too is a predicate, "…, trains on the river …".)
    closing = (
        0 <= last_and < len(words) - 1
        and words[last_and + 1].endswith("s")
        and words[last_and + 1] not in _BE
        and _finite(words[last_and + 1], words, last_and + 1)
    )
    for i in range(head + 1, len(words) - 1):
        # (Its verb in the present, "starts": a participle, "paid by direct debit", is
        # said of the value before it.)
        last_comma = "," not in part[tokens[i].start() :] and words[i].endswith("s")
        # (Only after a first predicate in the passive, "is coached by …": after a verb
        # guessed in -s, "club run leaves …, rolls …", the subject itself may be wrong.)
        listed_verb = (
            closing
            and bool(aux)
            and i < last_and
            and words[i].endswith("s")
            and not tokens[i].group(0)[:1].isupper()
        )
        # (A verb guessed in -s before a count, "…, sleeps five", "…, seats 220".)
        counted = (
            len(words[i]) > 3
            and words[i].endswith("s")
            and not words[i].endswith(("ss", "us", "is"))
            and i + 1 < len(words)
            and (words[i + 1].isdigit() or words[i + 1] in SMALL_NUMBERS)
        )
        if (
            aux
            and 0 <= last_and < len(words) - 1
            and i < last_and
            and is_participle(words[i])
            and is_participle(words[last_and + 1])
            and "," in part[tokens[i - 1].end() : tokens[i].start()]
        ):
            # A list of passives its "and" closes with one too ("maps are scanned at 400
            # dpi, saved as uncompressed TIFF, and named …"): each said of the subject.
            cuts.append((tokens[i - 1].end(), tokens[i].start(), aux))
            continue
        if (
            (i < last_and or (last_and < 0 and last_comma))
            # (A list its "and" closes with a verb: "…defaults to off, is owned by …, and
            # expires on …" — its "is" after a comma opens a predicate, the first verb
            # guessed or not.)
            and (known or (closing and words[i] in _BE))
            and "," in part[tokens[i - 1].end() : tokens[i].start()]
            and (
                words[i] in _BE
                or counted
                or ((words[i] in VERBS_SAID or listed_verb) and _finite(words[i], words, i))
            )
        ):
            cuts.append((tokens[i - 1].end(), tokens[i].start(), ""))
            continue
        if words[i] != "and":
            continue
        follows = words[i + 1]
        if any(w in _BE for w in words[i + 2 : i + 4]) and follows not in _BE:
            # "…is £250 and breakdown cover is included": a clause with a subject of its
            # own, a piece as written (after the first predicate's value, not in a list).
            if (
                i > head
                and follows not in _DETERMINERS_OWN
                and "," not in part[tokens[head].start() : tokens[i].start()]
            ):
                cuts.append((tokens[i].start(), tokens[i + 1].start(), None))
            continue  # ", and work mornings are …": a clause with a subject of its own
        after_it = words[i + 2] if i + 2 < len(words) else ""
        if (
            follows.endswith("s")
            and follows not in _BE
            and follows not in ("has", "does", "was")
            and after_it in VERBS
            and not after_it.endswith("s")
        ):
            continue  # ", and alerts go to #ops": a plural noun, then its own verb
        if aux and is_participle(follows):
            cuts.append((tokens[i].start(), tokens[i + 1].start(), aux))
        elif follows in _BE or (
            # A guessed verb right after a one-word object is a second object ("sells
            # compost and canes on Sundays"), not a second predicate; nor is a guessed one
            # written with a capital ("on Mondays, Wednesdays and Fridays at 9:30").
            _finite(follows, words, i + 1)
            and (
                follows in VERBS_SAID or (i - head > 2 and not tokens[i + 1].group(0)[:1].isupper())
            )
        ):
            cuts.append((tokens[i].start(), tokens[i + 1].start(), ""))
    if not cuts:
        return [part]
    pieces = [part[: cuts[0][0]].rstrip(" ,")]
    for n, (_, start, needs) in enumerate(cuts):
        end = cuts[n + 1][0] if n + 1 < len(cuts) else len(part)
        said = part[start:end].rstrip(" ,")
        pieces.append(said if needs is None else subject + needs + said)
    return pieces


def _label_items(listed: str) -> list[str]:
    """The items of a list after a heading, each an attribute and its value ("check-in from
    3 pm, check-out by 11 am, night porter is Stellan"); none when an item is a value alone
    or opens with one ("open 9 till 5, Tuesday to Sunday": the days qualify the hours)."""
    items = [i.strip() for i in re.split(r"[;,](?!\d)\s+(?:and\s+)?", listed.strip()) if i.strip()]
    if len(items) < 2:
        return []
    for item in items:
        words = re.findall(r"[\w'’-]+", plain_letters(item.lower()))
        values = [m for m in mentions(item) if m.kind != "name"]
        # (A price opening an item is an attribute of its own: "£6.80 per metre".)
        if len(words) < 2 or (
            values and values[0].start == 0 and not values[0].kind.startswith("money")
        ):
            return []
        if not values and verb_at(words) is None:
            return []
    return items


# A place or time put before the subject ("At Brinkley Accountancy, the VAT returns are …"):
# said of every predicate, so each piece keeps it.
# Words that open an object rather than a clause's own subject after "and" ("and the …"
# may be either: left to the clause splitter before).
_DETERMINERS_OWN = frozenset("the a an this that these those its their our his her my".split())


def _named_aside(subject: str) -> bool:
    """Whether ``subject`` is a name and an aside about it with no verb of its own, each
    closed by a comma ("Orla, the part-time helper, "): the subject, whole."""
    found = re.fullmatch(r"\s*([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}),\s+([^,]+),\s*", subject)
    if found is None:
        return False
    aside = [w.lower() for w in re.findall(r"[\w'’-]+", found.group(2))]
    return (
        aside[:1] in (["the"], ["our"], ["a"], ["an"], ["my"], ["their"]) and verb_at(aside) is None
    )


_FRONTED = re.compile(
    r"(?:at|in|on|for|from|since|after|before|during|within|across|under)\s[^,]+,\s*[^,]+$", re.I
)


def is_participle(word: str) -> bool:
    """Whether ``word`` reads as a past participle ("collected", "built")."""
    return (word.endswith("ed") and len(word) > 4) or word in _IRREGULAR


def _finite(word: str, words: list[str], at: int) -> bool:
    """Whether ``word`` (at ``at`` in ``words``) reads as a verb said of the subject: a known
    verb, or a word in -s followed by a preposition, an article or a possessive ("rebuilds
    on every …", "translates children's picture books", "coaches her daughter's team")."""
    if word in VERBS_SAID:
        return True
    after = words[at + 1] if at + 1 < len(words) else ""
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is"))
        and (
            after in ("on", "in", "at", "to", "from", "the", "a", "an", "with", "by", "for")
            or after in ("his", "her", "their", "our", "its", "my", "your")
            or (len(after) > 3 and after.endswith(("'s", "’s", "s'")))
        )
    )


_FIRST_PERSON = re.compile(r"\s*(?:we|we['’](?:ve|re|d|ll)|our)\b", re.I)
# A noun's "'s", not a contraction ("it's", "that's").
_POSSESSIVE = re.compile(
    r"\b(?!(?:it|that|there|here|what|who|where|he|she|let)['’]s\b)\w+['’]s\b", re.I
)


def _predicate(part: str, correction: str) -> str:
    """A dropped part without its subject, when the correction names that subject's thing
    ("The Orbit bike-share backend stores trips in MongoDB 6.0" after "Orbit moved its trip
    storage …"): the words that describe what the correction is about are not details it
    loses. The part as it is otherwise."""
    from .statement import read

    subject, predicate = _split_subject(part)
    names = {m.raw.lower() for m in read(subject).values if m.kind == "name"}
    said = any(_written(correction, w) for n in names for w in n.split() if len(w) > 2)
    # Or most of its words, two at least ("Our home broadband package" after "We upgraded
    # the home broadband to …"): its head noun is how the card named the same thing.
    head = subject.split(",")[0]
    # (A day or a month naming it counts as a word: "Saturday distribution at the warehouse"
    # after "the Saturday distribution runs …".)
    when = [m.raw for m in mentions(head) if m.kind in ("day", "month")]
    words = [w for w in content_terms(head) if len(w) > 2] + when
    told = [w for w in words if _said(w, correction)]
    said = said or (len(told) >= 2 and 2 * len(told) >= len(words))
    # A change told in the first person ("We've stopped selling to Lir Seafoods") of what a
    # named subject does ("Carrigeen Bay sells its oysters to …"): the speaker is that
    # subject, the card's name for who "we" are. Not when it names whose thing changed
    # ("We moved the backend's jobs …" is not said of "The Django monolith").
    said = said or (
        bool(names)
        and _FIRST_PERSON.match(correction) is not None
        and _POSSESSIVE.search(correction) is None
    )
    if not subject or _RELATIVE.search(subject) or not said:
        return part  # ", who lives in Bergen,": a statement of its own, not a description
    # An aside about the subject (", co-author of the Lizard Island reef survey,") is said
    # of it, not a word naming it: it stays at risk.
    aside = _ASIDE.search(subject)
    return (aside["aside"] + " " if aside else "") + predicate


def _at_risk(part: str, correction: str, wrong: list[str], left: bool) -> str:
    """The words of a dropped part whose details closing it could lose: not its subject's
    words when the correction names that subject's thing, and — when someone left the place
    the part names — not what they were there ("a data engineer at Fjordline")."""
    predicate = _predicate(part, correction)
    subject = _split_subject(part)[0]
    if any(w.strip() and subject.rstrip().lower().endswith(w.lower()) for w in wrong):
        # The verb was read inside the replaced thing's phrase ("…with Apivar strips in
        # August": "strips" is its noun), so that noun goes with the thing.
        predicate = re.sub(r"^\s*[a-z]{3,}\b", "", predicate)
    if not (left and any(_named(part, w) for w in wrong if w.strip())):
        return predicate
    inside = [w for w in wrong if w.strip() and _named(subject, w)]
    if inside and not any(_opens_with(subject, w) for w in inside):
        return predicate  # "the Thornfield litter pick meets …": a thing, not who left
    if not inside and any(_the_one_who_left(correction, w) for w in wrong if w.strip()):
        # Who left is named after the verb ("…novice sessions: Saturdays 8 am, coached by
        # Gemma Hart, £5 a go"): the part is about a thing they had a hand in, and all it
        # says of that thing is at risk.
        return part
    # What a relative clause says of the place or thing ("…the litter pick, which meets at
    # the war memorial") is not what the one who left was there: still at risk.
    said_of_it = _RELATIVE.search(predicate)
    kept = predicate[said_of_it.start() :] if said_of_it else ""
    if predicate == part:
        return f"{subject or part} {kept}".strip()
    aside = _ASIDE.search(subject)
    return f"{aside['aside'] if aside else ''} {kept}".strip()


# Words a person leaves a role by (a thing is "retired" or "no longer" used as well).
_PERSON_LEFT = re.compile(
    r"\b(?:stepped|stood)\s+down\b|\b(?:has\s+|have\s+)?(?:left|quit|resigned|moved\s+on)\b|"
    r"\bhanded\s+in\s+(?:her|his|their)\s+notice\b",
    re.I,
)


def _the_one_who_left(correction: str, name: str) -> bool:
    """Whether ``correction`` tells that ``name`` left: a word of the name right before its
    leaving words ("Gemma stepped down"), not the place left after them ("left Fjordline")."""
    words = {w.lower() for w in name.split() if w.lower().rstrip(".") not in TITLE_WORDS}
    for leaving in _PERSON_LEFT.finditer(correction):
        before = re.findall(r"[\w'’-]+", correction[: leaving.start()])[-3:]
        if words & {w.lower() for w in before}:
            return True
    return False


def _opens_with(subject: str, name: str) -> bool:
    """Whether a subject is the named one (a title before the name aside): "Dr. Saskia
    Vermeer, co-author …" opens with "Saskia Vermeer"; "the Thornfield litter pick" does
    not open with "Thornfield"."""
    words = subject.split()
    while words and words[0].lower().rstrip(".") in TITLE_WORDS:
        words = words[1:]
    own = [w for w in name.split() if w.lower().rstrip(".") not in TITLE_WORDS]
    return bool(own) and [w.lower().strip(",") for w in words[: len(own)]] == [
        w.lower() for w in own
    ]


def _split_subject(part: str) -> tuple[str, str]:
    """(the words before a part's verb, the rest from its verb); ("", part) when no verb is
    found after a first word."""
    from .statement import verb_at

    tokens = list(re.finditer(r"[\w'’-]+(?:\.\w+)*", part))
    at = verb_at([t.group(0).lower() for t in tokens])
    if at is None or at == 0:
        return "", part
    return part[: tokens[at].start()], part[tokens[at].start() :]


# An aside between commas that ends a subject: ", co-author of the reef survey,".
_ASIDE = re.compile(r",\s*(?P<aside>[^,]+?),\s*$")
# A relative clause said of a subject: ", who lives in Bergen,".
_RELATIVE = re.compile(r",\s*(?:who|which|whose|where)\b", re.I)


def _relative(part: str) -> list[str]:
    """A part whose subject has a relative clause of its own ("Ingeborg Solberg, who lives in
    Bergen, is a data engineer at …"): the subject with its main predicate, and the subject
    with the relative clause's ("Ingeborg Solberg lives in Bergen") — the part's words, in
    its order. ``[part]`` otherwise."""
    found = re.match(
        r"(?P<subject>[^,]+?),\s*(?:who|which)\s+(?P<said>[^,]+?),\s*(?P<rest>.+)$", part, re.I
    )
    if found is None:
        return _object_relative(part)
    said = found["said"].split()
    if not said or not (said[0].lower() in VERBS_SAID or _finite(said[0].lower(), said, 0)):
        return [part]
    subject = found["subject"].strip()
    return [f"{subject} {found['rest']}", f"{subject} {found['said']}"]


def _object_relative(part: str) -> list[str]:
    """A part that ends with a relative clause said of its last thing ("Gwendolyn organises
    the Thornfield litter pick, which meets at the war memorial …"): the part before it, and
    that thing with the clause ("the Thornfield litter pick meets at the war memorial …") —
    the part's words, in its order. ``[part]`` otherwise."""
    if len(part) > 600 or not re.search(r",\s*which\s", part, re.I):
        return [part]  # (and a long part is never searched backwards clause by clause)
    found = re.match(
        r"(?P<main>.*\s(?P<thing>(?:the|a|an|our|its|their|his|her)\s[^,]+?)),\s*which\s+"
        r"(?P<said>[^,;]+?)\s*[.;]?$",
        part,
        re.I,
    )
    if found is None:
        return [part]
    said = found["said"].split()
    if not (said[0].lower() in VERBS_SAID or _finite(said[0].lower(), said, 0)):
        return [part]
    return [found["main"], f"{found['thing']} {found['said']}"]


_HEAD_NOUN = (
    r"(?:\s+(?!(?:and|or|but|for|to|in|on|at|with|by|from|of|is|are|was|were|has|have|who|"
    r"which|that|as|so|then|every|each|since|until)\b)[a-z]{3,}\b(?!['’]))?"
)


_DISTRIBUTIVE = frozenset({"per", "apiece"})


def _details(part: str, wrong: list[str], ended: bool = False) -> list[str]:
    """What a part says besides its replaced value: its nouns and values (verbs, and the
    version or number that qualifies the replaced thing, go with it). When the relation
    ``ended``, the phrase the replaced value opens (to the next comma, "and" or "but") is
    said of what ended, not lost with it."""
    from .mentions import VERBS as KNOWN
    from .statement import read
    from .text import STOPWORDS

    blank = re.sub(r"['’]s\b", "", part)  # "the lab's officer": the lab
    for w in wrong:
        # The replaced value and the number written right before or after it ("React
        # Native 0.74", "41 Kiln Street").
        blank = re.sub(
            rf"(?:\b\d[\w.-]*\s+|\bnumber\s+|\bno\.\s*)?(?<![\w.-]){re.escape(w)}"
            # (A rate's period written on it goes with it: "£1,150/wk".)
            r"(?:\s?/\s?(?:qtr|quarter|mo|mth|month|yr|year|wk|week|day|hr|hour)\b)?"
            r"(?:\s+v?\d[\w.-]*)?" + (r"(?:(?!,|;|\s+(?:and|but)\s).)*" if ended else _HEAD_NOUN),
            # The common noun a name heads ("the shared Outlook calendar", "the Okonjo
            # family") is the replaced thing too.
            " ",
            blank,
            flags=re.I,
        )
    # The part's verb, known or read from its place ("Lena translates in memoQ"), is said
    # of the replaced value, no detail of its own.
    tokens = re.findall(r"[\w'’-]+", part.lower())
    at = verb_at(tokens)
    if at is None and tokens and re.fullmatch(r"[a-z]{3,}(?<!s)s", tokens[0]):
        at = 0  # a predicate whose subject was said by the note: "translates in memoQ"
    verb = tokens[at] if at is not None else ""
    words = [
        w
        for w in re.findall(r"[a-z][a-z'-]*[a-z]", plain_letters(blank.lower()))
        if w != verb
        and w not in STOPWORDS
        and w not in _DISTRIBUTIVE  # "per node" / "each": how a value is counted, no detail
        and w not in KNOWN
        and not w.endswith(("ed", "ing"))
        and w not in _IRREGULAR
        and w not in _FILLERS
        and w not in _POLARITY_WORDS
        and w not in TITLE_WORDS
    ]
    found = [m.raw for m in read(blank).values if m.kind != "name"]
    return [*words, *found]


def _said(thing: str, text: str) -> bool:
    """Whether a word or value of a dropped part is said in ``text`` (stemmed, a value by
    its number)."""
    from .text import stem_set

    if any(c.isdigit() for c in thing):
        mine = {_bare(v) for v in values(thing).all} or {thing}
        # ("20:00" is said by "11:00-20:00": one end of the range the text gives; "2026"
        # and "27" by "2026/27", written as they are.)
        return (
            bool(mine & {_bare(v) for v in values(text).all})
            or any(_range_end(text, v) for v in mine)
            or re.search(rf"(?<![\w.]){re.escape(thing)}(?![\w]|\.\d)", text) is not None
        )
    if " " in thing:  # a value in words ("an hour", "twice a day"; "a month" is "monthly")
        period = re.fullmatch(
            r"(?:a|an|per|each|every)\s+(hour|day|week|month|year)", thing.lower()
        )
        if period and re.search(rf"\b{_PERIODIC[period.group(1)]}\b", text, re.I):
            return True
        # ("each month" is said by "the second Saturday of the month".)
        if period and re.search(rf"day\s+of\s+the\s+{period.group(1)}\b", text, re.I):
            return True
        return thing.lower() in text.lower()
    day = re.fullmatch(r"(mon|tue|wed|thu|fri|sat|sun)[a-z]*day(s)?", thing.lower())
    if day and re.search(rf"\b{day.group(1)}(?:[a-z]*day)?s?\b", text, re.I):
        return True  # "Saturday" said as "Sat"
    if "-" in thing:  # "foot-passenger": each of its words said
        return all(_said(part, text) for part in thing.split("-") if part)
    # (A verb's irregular form is that verb: "ridden" is said by "rides".)
    stems = stem_set([thing.lower()]) | verb_stems([thing.lower()]) or {thing.lower()}
    # (Letters of any script: "Fauré" is one word, not "faur" and an accent.)
    words = re.findall(r"[^\W\d_]+", plain_letters(text.lower()))
    theirs = stem_set(words) | verb_stems(words)
    # (A plural said of one: "vet" by "Tor Vets".)
    return any(
        t == stem or t[:5] == stem[:5] or t in (stem + "s", stem + "es")
        for t in theirs
        for stem in stems
    )


# A period said as an adjective ("a month" is "monthly").
_PERIODIC = {
    "hour": "hourly",
    "day": "(?:daily|nightly)",
    "week": "weekly",
    "month": "monthly",
    "year": "(?:yearly|annually|annual)",
}


# Past participles that end in no "-ed" ("is built with", "was sent to"): verbs, not details.
_IRREGULAR = frozenset(
    "built made sent kept held run written taken given done got gotten gone brought bought "
    "paid left set put told said found known shown grown drawn chosen spoken worn driven "
    "begun broken frozen sold won led fed met read hung lit shot spent lent dealt felt meant "
    "stood understood sat slept stuck struck swept thought taught caught fought sought hosted "
    "cut let hit shut split spread".split()
)


def _range_end(text: str, value: str) -> bool:
    """Whether ``value`` (a number or a time) is one end of a range written in ``text``
    ("14:00" of "14:00-20:00", "9" of "9-17"): the range holds it."""
    v = re.escape(value.strip())
    if not value.strip()[:1].isdigit():
        return False
    return re.search(rf"(?<![\w.-]){v}\s*[-–—]\s*\d|\d\s*[-–—]\s*{v}(?![\w-])", text) is not None


def _written(text: str, phrase: str) -> bool:
    """Whether ``phrase`` is written in ``text`` as whole words (case aside)."""
    return re.search(rf"(?<![\w.-]){re.escape(phrase.strip())}(?![\w-])", text, re.I) is not None


def _bare(value: str) -> str:
    """A value without its unit ("14 days" → "14")."""
    return value.split(" ")[0]
