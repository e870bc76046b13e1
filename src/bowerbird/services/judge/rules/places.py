"""Rules for a place told anew: the same subject, verb and preposition with another place
after them ("…teaches piano from her front room" / "…from the small hall"), read as the
place that changed (with a cue) or two places for one slot.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from ...mentions import VERBS
from ...mentions import mentions as mentions_of
from ...statement import OPENING_CUE, Statement, verb_at
from ...text import STOPWORDS, stem_set, verb_stems
from ..derive import _correction
from ..pair import _Pair
from ..verdict import Verdict
from ..words import _holds, _plain

# What a place or a means is told after, when all before it is the same statement.
_SLOT_WORDS = frozenset("from at in on with by through via".split())


# Words that place a thing, one as good as another for its slot ("at" / "in" / "on").
_PLACED = frozenset("at in on".split())


# An opening that says from when a statement holds ("From 1 April, ", "As of June ").
_FROM_WHEN = re.compile(
    r"^\s*(?:from|as\s+of|starting|since|beginning|effective)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:\d{1,2}\s+\w+|\w+\s+\d{1,2}(?:st|nd|rd|th)?|\w+)(?:\s*,\s+|\s+(?=the\b|(?-i:[A-Z])))",
    re.I,
)


def _same_opening(n: Statement, o: Statement) -> tuple[str, str] | None:
    """What each says after the same subject, verb and object and the same preposition
    ("…teaches piano from" the front room / the small hall), when that opening holds a verb
    and at least three words: two values of one slot, however worded. None otherwise."""
    # (When the note opens with its cue or by saying from when, "Update:", "From 1 April
    # the minibus is parked…", the statement starts after it.)
    note = _FROM_WHEN.sub("", OPENING_CUE.sub("", n.text, count=1), count=1)
    found_a = list(re.finditer(r"[\w'’-]+", note))
    found_b = list(re.finditer(r"[\w'’-]+", o.text))
    a, b = [w.group(0) for w in found_a], [w.group(0) for w in found_b]
    k = 0
    while k < min(len(a), len(b)) and a[k].lower() == b[k].lower():
        k += 1
    if (
        0 < k < min(len(a), len(b))
        and a[k].lower() in _PLACED
        and b[k].lower() in _PLACED
        and a[k].lower() != b[k].lower()
    ):
        k += 1  # "parked overnight at Millfield…" / "… in the Scout hut yard": one slot
    at = k - 1
    while at > 0 and a[at].lower() in ("the", "a", "an", "her", "his", "their", "our", "its"):
        at -= 1  # "…from the annexe" / "…from the small hall"
    if k < 3 or k >= min(len(a), len(b)) or a[at].lower() not in _SLOT_WORDS:
        return None
    verb = verb_at([w.lower() for w in a[:at]])
    if verb is None or verb == 0:
        return None
    # Each value to its clause's end ("…on Mill Lane, and the keys are…": the place only).
    return _to_clause(note[found_a[k].start() :]), _to_clause(o.text[found_b[k].start() :])


def _to_clause(text: str) -> str:
    """``text`` up to the end of its clause: a stop, a semicolon, a comma, a bracket or a
    joining "and"/"but" that opens another statement."""
    return re.split(r"\s*(?:[.;,(]|\s(?:and|but|so|because)\s)(?!\d)", text, maxsplit=1)[0].strip()


# Where a place a thing is done at ends, and what the card says of it beside ("…on their
# parking stands by two trucks using Type I fluid": the trucks are how, not where).
_PLACE_END = re.compile(
    r"\s*(?:[.;,(]|\s(?:by|with|using|via|for|because|and|but|so|every|each|from)\s)(?!\d)"
)


# A note's opening that says it holds now ("These days aircraft …", "Nowadays, …").
_NOW_OPENING = re.compile(
    r"^\s*(?:these\s+days|nowadays|now|currently|at\s+the\s+moment|going\s+forward)\b[,:]?\s*",
    re.I,
)


def _told_with_a_cue(p: _Pair) -> tuple[str, list[re.Match[str]], list[re.Match[str]]] | None:
    """The note after its cue and its "from when" or "these days" opening, with the words of
    it and of the card; None when the note tells no change (or tells it as a from-to)."""
    if not p.changes or p.n.change is not None:
        return None
    note = _FROM_WHEN.sub("", OPENING_CUE.sub("", p.n.text, count=1), count=1)
    note = _NOW_OPENING.sub("", note, count=1)
    return note, list(re.finditer(r"[\w'’-]+", note)), list(re.finditer(r"[\w'’-]+", p.o.text))


def _place_told_anew(p: _Pair) -> Verdict | None:
    """A cue, the card's subject (its words in any order: "aircraft at Tarnmouth" / "At
    Tarnmouth aircraft"), the same verb, and another place after the same kind of
    preposition ("are de-iced on the pad by taxiway C" / "…on their parking stands"): the
    place the card names is the one told anew. Nothing is derived (the note names no old
    place); what else the card said is carried."""
    n, o = p.n, p.o
    told = _told_with_a_cue(p)
    if told is None:
        return None
    note, found_a, found_b = told
    a = [w.group(0).lower() for w in found_a]
    b = [w.group(0).lower() for w in found_b]
    for i, j, size in SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks():
        if size < 2 or i + size >= len(a) or j + size >= len(b):
            continue
        # The preposition is the last word both say ("…de-iced on"), or each says its own
        # ("…parked at" / "…parked in").
        while size > 2 and a[i + size - 1] in ("the", "a", "an"):
            size -= 1  # "…rehearses in the" / "…rehearses in the": the article is the place's
        if a[i + size - 1] in _PLACED and (size > 2 or _told_of_it(a[:i], b[:j])):
            size -= 1
        elif a[i + size] not in _PLACED or b[j + size] not in _PLACED:
            continue
        verb = verb_at(a[: i + size])
        if verb is None or verb < i:
            continue  # the words both say hold no verb: no statement told twice
        before_a = stem_set([w for w in a[:i] if w not in STOPWORDS])
        before_b = stem_set([w for w in b[:j] if w not in STOPWORDS])
        if not before_a or (before_a != before_b and not _told_of_it(a[:i], b[:j])):
            continue
        # (Each place without its preposition: the phrase is read around the value.)
        now = _PLACE_END.split(note[found_a[i + size].end() :], maxsplit=1)[0].strip()
        was = _PLACE_END.split(o.text[found_b[j + size].end() :], maxsplit=1)[0].strip()
        if not now or not was or _plain(now) == _plain(was):
            return None
        if _holds(o.text, now) or _holds(n.text, was):
            return None  # one place said by both: no other place
        return _correction(p.whole_old, p.whole_new, [(was, now)], f"{now} in place of {was}")
    return None


# Where a place ends, but for what places it ("by the station", "near the market").
_WHERE_END = re.compile(
    r"\s*(?:[.;,(]|\s(?:by(?!\s+the\s)|with|using|via|for|because|and|but|so|every|each|from)\s)(?!\d)"
)
# Where a thing is had or done: "at"/"in"/"on" one as good as another; "from" its own.
_WHERE_FROM = frozenset({"from"})


def _told_of_it(note: list[str], card: list[str]) -> bool:
    """Whether the card tells of the note's subject in a clause of its own ("…sings alto in a
    community choir that rehearses in" / "Hildegard's choir rehearses in"): the card's words
    end on the subject's noun and "that"/"which", and the note's are all the card's."""
    if len(card) < 2 or card[-1] not in ("that", "which") or not note:
        return False
    said = stem_set([w.removesuffix("'s").removesuffix("’s") for w in card])
    own = stem_set([w.removesuffix("'s").removesuffix("’s") for w in note if w not in STOPWORDS])
    return stem_set([card[-2]]) <= stem_set([note[-1]]) and own <= said


def _place_of_the_same_thing(p: _Pair) -> Verdict | None:
    """A cue, the same someone before the same thing, and another place after it ("These
    days Clemency gets her prescriptions from the Boots on Wellgate" of "Clemency collects
    her repeat prescriptions from Kinloch Pharmacy …"): the place of that thing is told
    anew, whatever verb each uses for having or doing it. Nothing is derived (the note
    names no old place); what else the card said is carried."""
    n, o = p.n, p.o
    told = _told_with_a_cue(p)
    if told is None:
        return None
    note, found_a, found_b = told
    a = [w.group(0) for w in found_a]
    b = [w.group(0) for w in found_b]
    for i in range(1, len(a) - 2):
        thing = a[i].lower()
        after_a = a[i + 1].lower()
        # ("does his walking at …": a doing, told as the thing done.)
        doing = thing.endswith("ing") and i >= 2 and a[i - 2].lower() in ("does", "do", "did")
        if (
            thing in STOPWORDS
            or (thing in VERBS and not doing)
            or (len(thing) > 4 and thing.endswith("ed"))  # "brewed on 2 June": a verb's
            or after_a not in _PLACED | _WHERE_FROM
        ):
            continue
        for j in range(1, len(b) - 2):
            after_b = b[j + 1].lower()
            alike = stem_set([b[j].lower()]) == stem_set([thing]) and not (
                (after_a in _WHERE_FROM) != (after_b in _WHERE_FROM)
                or after_b not in _PLACED | _WHERE_FROM
            )
            if alike and _told_of_one(a[:i]) and _told_of_one(b[:j]):
                if _who(a[:i]) != _who(b[:j]) or not _named(a[:i]):
                    continue  # the same someone (or something named) has or does the thing
            elif not _done_as_the_verb(a, i, b, j):
                continue
            now = _PLACE_END.split(note[found_a[i + 1].end() :], maxsplit=1)[0].strip()
            # (The old place with what places it, "Kinloch Pharmacy by the station": said
            # of the old place, it goes with it.)
            was = _WHERE_END.split(o.text[found_b[j + 1].end() :], maxsplit=1)[0].strip()
            if not now or not was or _plain(now) == _plain(was):
                return None
            if _holds(o.text, now) or _holds(n.text, was) or _a_value(now) or _a_value(was):
                return None  # one place said by both, or a day or a time: no other place
            return _correction(p.whole_old, p.whole_new, [(was, now)], f"{now} in place of {was}")
    return None


def _activity(word: str) -> str:
    """A doing word without its ending: "swims", "swimming" → "swim"."""
    w = word.lower()
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
        return w[:-1] if len(w) > 2 and w[-1] == w[-2] else w
    return w[:-1] if w.endswith("s") and not w.endswith("ss") else w


def _done_as_the_verb(a: list[str], i: int, b: list[str], j: int) -> bool:
    """Whether the note's thing is a doing ("Ignatius does his swimming at …") the card
    tells with its verb ("Ignatius swims at …"): the same someone, named and alone before
    the card's verb, and both at a place."""
    return (
        a[i].lower().endswith("ing")
        and _activity(a[i]) == _activity(b[j])
        and b[j + 1].lower() in _PLACED
        and a[i + 1].lower() in _PLACED
        and _told_of_one(a[:i])
        and 0 < j <= 3
        and all(w[:1].isupper() for w in b[:j])
        and frozenset(stem_set([w.lower() for w in b[:j]])) == _who(a[:i])
        and bool(_named(a[:i]))
    )


def _told_of_one(words: list[str]) -> bool:
    """Whether ``words`` (what comes before the thing) are someone, a verb, and at most
    two words between the verb and the thing ("Clemency collects her repeat"): the thing
    is the verb's own."""
    verb = verb_at([w.lower() for w in words])
    return verb is not None and verb > 0 and len(words) - verb - 1 <= 2


def _named(words: list[str]) -> frozenset[str]:
    """The capitalised words before the verb, the names (not the first word's capital
    alone when it is a common word)."""
    verb = verb_at([w.lower() for w in words]) or 0
    return frozenset(
        w.lower()
        for k, w in enumerate(words[:verb])
        if w[:1].isupper() and not (k == 0 and w.lower() in STOPWORDS)
    )


def _who(words: list[str]) -> frozenset[str]:
    """The words before the verb, as stems (the subject: "Batch 118 of Longshore pale" is
    not "Batch 181 of Longshore pale")."""
    verb = verb_at([w.lower() for w in words]) or 0
    return frozenset(stem_set([w.lower() for w in words[:verb] if w.lower() not in STOPWORDS]))


def _a_value(place: str) -> bool:
    """Whether ``place`` opens with a value (a day, a date, a time, an amount): "on
    Wednesdays now" says when, not where."""
    opening = re.sub(r"^(?:the|a|an|every|each)\s+", "", place, flags=re.I)
    return any(m.kind != "name" and m.start == 0 for m in mentions_of(opening))


# A verb of going somewhere: its "to" places the thing as "at" or "in" would ("has gone up
# to the office" of "is kept in the kitchen").
_GONE = re.compile(
    r"\b(?:gone|went|goes|moved|moves|come|came|comes|shifted|relocated|transferred)"
    r"(?:\s+(?:up|down|over|back|across|out|round))?\s*$",
    re.I,
)
# Where a note's statement ends and why it changed begins ("… at Harbour Yard - the
# boathouse lease ran out", "…, because …").
_WHY_TAIL = re.compile(
    r"\s+[—–-]+\s+|\s*;\s+|,?\s+(?:because|since|as)\s+(?=the\b|it\b|they\b|we\b)", re.I
)
# Where a place or means ends ("…at Harbour Yard - the lease…", "…to Scarborough to be near
# his daughter"; not within "incident.io").
_SLOT_END = re.compile(
    r"\s*(?:\.(?=\s|$)|[;,(]|\s[—–-]+\s|\s(?:by|with|using|via|for|because|and|but|so|every|"
    r"each|from|to|when|while|after|before|until|once)\s)(?!\d)"
)
# A place's closing word that says when it holds, not where: "from Exeter now".
_NOW_AFTER = re.compile(r"\s+(?:now|these\s+days|nowadays|instead|from\s+now\s+on)\s*$", re.I)


_WHEN_OR_WHAT = frozenset({"money", "time", "date", "day", "month", "duration", "every"})


def _slots(text: str) -> tuple[list[str], int, list[tuple[int, str, str]]]:
    """``text``'s words, where its verb is, and each place or means it gives after its verb:
    the number of words before its preposition, the preposition's kind ("at"/"in"/"on", and
    "to" after a verb of going, are one kind) and what follows it to the place's end."""
    found = list(re.finditer(r"[\w'’-]+", text))
    words = [w.group(0).lower() for w in found]
    verb = verb_at(words)
    if verb is None:
        return words, -1, []
    slots: list[tuple[int, str, str]] = []
    inside = 0  # (a place within the one before, "the office on the landing", is its own)
    for k in range(verb + 1, len(words) - 1):
        kind = words[k]
        if found[k].start() < inside:
            continue
        if kind in _PLACED or (kind == "to" and _GONE.search(text[: found[k].start()])):
            kind = "at"
        elif kind not in _SLOT_WORDS:
            continue
        value = _NOW_AFTER.sub("", _SLOT_END.split(text[found[k].end() :], maxsplit=1)[0].strip())
        if (
            value
            and len(value.split()) <= 12  # ("the new secure store on the second floor of …")
            and not _a_value(value)
            # (An amount, a time or a date inside says what it costs or when, not where.)
            and not any(m.kind.split(":")[0] in _WHEN_OR_WHAT for m in mentions_of(value))
            and not any(w.lower() in _HELPING for w in value.split())  # "… is desk 14"
        ):
            slots.append((k, kind, value))
            inside = text.index(value, found[k].end()) + len(value)
    return words, verb, slots


def _content(words: list[str]) -> frozenset[str]:
    """The roots of ``words`` that are neither common words nor verbs ("pages" and "paged"
    share theirs, as short words' stems do not)."""
    return frozenset(_root(w) for w in words if w not in STOPWORDS and w not in VERBS)


def _root(word: str) -> str:
    """``word`` without its possessive, its ending and a closing "e"."""
    word = word.removesuffix("'s").removesuffix("’s")
    for suffix in ("ing", "ed", "es", "s", "d"):
        if len(word) - len(suffix) >= 3 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    return word.removesuffix("e") if len(word) > 3 else word


# Verbs of going somewhere (or setting off from it), and verbs that say where a thing is
# kept or done: one of each tells one place ("has gone up to" / "are kept in", "leaves from" /
# "flies … from"); "went over to" is no place of "are reported on".
_GOING = frozenset(
    "gone went goes go moved moves move come came comes shifted relocated transferred leaves "
    "left leave flies fly flew sails sail drives drive travels travel departs depart".split()
)
# Verbs that say where a thing is had from ("buys its fish from", "our fish comes from").
_GETTING = frozenset(
    "buys buy bought gets get got orders order ordered sources source sourced comes come came "
    "arrives arrive arrived imports import imported collects collect collected supplied "
    "delivered".split()
)
# Why a change was made, told before it ("Hartops have sold their boats, so …").
_WHY_FIRST = re.compile(r"(?P<why>[^.;]{8,}?),?\s+so\s+(?=\w)", re.I)
_PLACING = frozenset(
    "is are was were be been kept keeps keep held holds hold stored stores store based located "
    "parked sits sit stays stay lives live housed moored berthed meets meet hangs hang runs run "
    "goes go leaves leave".split()
)


def _slot_told_anew(p: _Pair) -> Verdict | None:
    """A cue, and the card's thing given another place or means after the same kind of
    preposition ("These days Petroc loads the Penmorvah trailer at Harbour Yard" of "…the
    Penmorvah trailer is loaded at the Porthkellis boathouse"; "…'s Trieste flight leaves
    from Exeter now" of "… flies to Trieste … from Newquay"). The thing is told by what the
    card says between its verb and its place, all of it in the note, and by the words
    before each place: two of them shared and no name or value of the card's the note does
    not say — or, where the note does not name the card's thing, by the old place named in
    why it changed ("These days the pages come through Grafana OnCall - the PagerDuty
    contract ran out"). The verbs agree (``_verbs_agree``). Nothing is derived (the note
    says no sentence of the card); what else the card said is carried."""
    told = _told_with_a_cue(p)
    if told is None:
        return None
    main, *why = _WHY_TAIL.split(told[0], maxsplit=1)
    tail = why[0] if why else ""
    first = _WHY_FIRST.match(main)
    if first is not None and not tail:
        # (Why it changed, told first: "Hartops have sold their boats, so from Monday our
        # fish comes from Northsea Direct".)
        tail, main = first["why"], _FROM_WHEN.sub("", main[first.end() :], count=1)
    words_n, verb_n, slots_n = _slots(main)
    words_o, verb_o, slots_o = _slots(p.o.text)
    said = _content(words_n)
    for k_n, kind_n, now in slots_n:
        for k_o, kind_o, was in slots_o:
            if kind_n != kind_o or _plain(now) == _plain(was):
                continue
            if _holds(p.o.text, now) or _holds(main, was):
                return None  # one place said by both: no other place
            # (The verb a helper helps is the verb: "are kept in", not a thing "kept".)
            between = [
                w for w in words_o[_main_verb(words_o, verb_o) + 1 : k_o] if not mentions_of(w)
            ]
            if not _content(between) <= _content(words_n[:k_n]) or not _verbs_agree(
                words_n, verb_n, words_o, verb_o, k_o
            ):
                continue
            before_n, before_o = " ".join(words_n[:k_n]), " ".join(words_o[:k_o])
            shared = _content(words_n[:k_n]) & _content(words_o[:k_o])
            unsaid = _content(words_o[:k_o]) - said
            ended = bool(tail) and _named_in(tail, was)
            if _before_apart(before_n, before_o, main, strict=not ended):
                continue
            if (len(shared) >= 2 and len(unsaid) <= 2) or (shared and ended):
                return _correction(
                    p.whole_old, p.whole_new, [(was, now)], f"{now} in place of {was}"
                )
    return None


def _named_in(why: str, place: str) -> bool:
    """Whether ``why`` names ``place``: by its last word ("the boathouse lease ran out" of
    "the Porthkellis boathouse"), or by a word of its name ("Hartops have sold their boats"
    of "Hartop & Sons in Fleetwood")."""
    if _holds(why, place.split()[-1]):
        return True
    named = {
        _root(w.lower())
        for w in re.findall(r"[\w'’-]+", place)
        if w[:1].isupper() and len(w) >= 4 and w.lower() not in STOPWORDS
    }
    return bool(named & {_root(w.lower()) for w in re.findall(r"[\w'’-]+", why)})


def _verbs_agree(
    words_n: list[str], verb_n: int, words_o: list[str], verb_o: int, k_o: int
) -> bool:
    """Whether the note's verb and the card's tell one doing: the same root, a verb of going
    or placing on each side ("has gone up to" / "are kept in"), the note's verb said between
    the card's and its place ("loads" of "… is loaded at"), or the card's said before the
    note's place ("the pages come through" of "… is paged through")."""
    a, b = words_n[_main_verb(words_n, verb_n)], words_o[_main_verb(words_o, verb_o)]
    if verb_stems([a]) & verb_stems([b]):
        return True
    if a in _GOING | _PLACING and b in _GOING | _PLACING:
        return True
    if words_o[k_o] == "from" and a in _GETTING and b in _GETTING:
        return True  # where a thing comes from: "our fish comes from" / "buys its fish from"
    return _root(a) in {_root(w) for w in words_o[verb_o + 1 : k_o]} or _root(b) in {
        _root(w) for w in words_n[:verb_n]
    }


_HELPING = frozenset("has have had is are was were".split())


def _main_verb(words: list[str], verb: int) -> int:
    """Where the verb a helper at ``verb`` helps is ("has gone", "are kept", "has been
    moved"); ``verb`` itself when it helps none."""
    at = verb
    while words[at] in _HELPING | {"been", "be"} and at + 1 < len(words):
        if words[at + 1] in STOPWORDS and words[at + 1] not in ("been", "be"):
            break
        at += 1
    return at


def _before_apart(before_n: str, before_o: str, note: str, strict: bool) -> bool:
    """Whether what the card says before its place gives a value of a kind the note gives
    otherwise ("The Thursday class meets in …" is not "These days the Tuesday class meets
    in …") or names someone or something the note never says — when ``strict``; else only
    when the note names another in its place ("Ben works at …" is not "These days Anna
    works at …", whatever ended)."""
    said = {m.norm for m in mentions_of(note)}
    card = {m.norm for m in mentions_of(before_o) if m.kind == "name"}
    kinds_n = {m.kind: m.norm for m in mentions_of(before_n) if m.kind != "name"}
    for m in mentions_of(before_o):
        if m.kind != "name" and m.kind in kinds_n and kinds_n[m.kind] != m.norm:
            return True
    unsaid = card - said
    own = {m.norm for m in mentions_of(before_n) if m.kind == "name"} - card
    return bool(unsaid) and (strict or bool(own))
