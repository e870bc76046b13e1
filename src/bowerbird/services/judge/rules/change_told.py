"""Rules for a change the note tells: from the card's value to another, a place left, a
thing over, a new version, a move; and a change told of another thing than the card's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...mentions import VERBS, Mention, mentions
from ...statement import (
    ENDED,
    LEAVING,
    NO_LONGER_NOW,
    NO_LONGER_THEN,
    ROLE_LEFT,
    VACATED,
    Statement,
    read,
    taken_on,
)
from ...text import STOPWORDS, plain_letters, query_terms, stem_set
from ..changes import _DAYPART_AFTER, _held_as, _moved_place, _moved_to, _phrase_held
from ..derive import _correction, _only_of_its_kind
from ..names import _in_role
from ..pair import _Pair
from ..phrasing import _trim_article
from ..subjects import (
    _UPGRADED,
    _after_verb,
    _named_apart,
    _names_held,
    _other_subjects,
    _subject_names,
    _subject_values_differ,
    _told_in_its_words,
)
from ..values import _raw
from ..verdict import Verdict
from ..words import _alike, _holds, _written_in

# 1. A change told as such: "moved X from A to B", "Y took over from A".


def _change_of_another_thing(p: _Pair) -> Verdict | None:
    """A change told of another subject ("the user's swimming days" are not "the user's
    wife's"): distinct."""
    n, o = p.n, p.o
    # The identifier a change leaves, held by the card, says the card is what changed
    # ("Japanese class is no longer in K12, we're in G4" of "…Tuesdays 7-9pm in room K12").
    named = n.change is not None and any(
        m.kind == "identifier" and m.raw.lower() == n.change[0].strip().lower() for m in o.values
    )
    # So does an identifier both name, when the card holds the value the change leaves
    # ("On gpu-n14, CUDA 11.8 got replaced by CUDA 12.4" of "gpu-n14 … runs CUDA 11.8").
    # (Not the change's own values: "11.8" names no node.)
    changed = " ".join(n.change).lower() if n.change is not None else ""
    shared_id = {
        m.norm for m in n.values if m.kind == "identifier" and m.raw.lower() not in changed
    } & {m.norm for m in o.values if m.kind == "identifier"}
    held_by_id = n.change is not None and bool(shared_id) and _holds(o.text, n.change[0].strip())
    named = named or held_by_id
    # "A Bruker Neo 600 has replaced the old Avance III": the new value stands where the
    # subject does, so the subject names no other thing.
    new_first = (
        n.change is not None
        and bool(n.subject)
        and n.subject <= stem_set(re.findall(r"[\w'’-]+", n.change[1].lower()))
    )
    # So does the old value standing there, when the card holds it ("cafe lumen is off,
    # we're doing the Corn Exchange bar instead" of "…upstairs at Café Lumen").
    old_first = (
        n.change is not None
        and bool(n.subject)
        and n.subject <= stem_set(re.findall(r"[\w'’-]+", n.change[0].lower()))
        and _holds(o.text, _held_as(o, n.change[0].strip()))
    )
    if n.change is not None and (
        (
            _other_subjects(n, o)
            and not _names_held(n, o)
            and not named
            and not new_first
            and not old_first
        )
        # (The old value written before the verb is no other thing's: "On gpu-n14, CUDA
        # 11.8 got replaced by …".)
        or (_subject_values_differ(n, o) and not held_by_id)
        or _named_apart(n, o, n.change)
    ):
        return Verdict("distinct", "about another thing (its subject says another word)")
    return None


def _change_told(p: _Pair) -> Verdict | None:
    """ "From A to B" where the card holds A and not B: a correction that names the old
    value; where it already holds B: less."""
    n, o = p.n, p.o
    if n.change is None:
        return None
    before, after = n.change
    before = _held_as(o, before)
    if _version_of_another(n, o, before):
        return Verdict("distinct", "another thing's value (the card names another before it)")
    if _holds(o.text, before) and not _holds(o.text, after) and p.overlap >= 0.2:
        found = _correction(
            p.whole_old,
            p.whole_new,
            [(before, after)],
            f"a change from {before} to {after}",
            # Who left a place took nothing said of them there along ("runs the sleep
            # lab at St Mary's" is no statement about the Royal Free); a time or an amount
            # no longer wanted is a value put for another ("no longer at 11 am; now 1 pm").
            # ("…no longer in the Fleet room - it's in the glass room": a move, told whole.)
            # (Who stepped down from a role left it to whoever the note names.)
            explicit=(
                not LEAVING.search(n.text)
                or ROLE_LEFT.search(n.text) is not None
                or NO_LONGER_THEN.search(n.text) is not None
                or NO_LONGER_NOW.search(n.text) is not None
                or any(m.kind not in ("name", "identifier") for m in read(before).values)
            )
            and not _more_than_taken(n, o, before),
        )
        return replace(found, named_old=True)
    if _holds(o.text, after) and p.overlap >= 0.2:
        return Verdict("less", f"the move to {after} it already holds")
    return None


def _version_of_another(n: Statement, o: Statement, before: str) -> bool:
    """Whether the card writes the old value as another thing's ("built on Node 18.19") and
    the note names a thing the card does not, never that one ("bump Python from 18.19 to
    20.11"): one version number, two things."""
    named = re.search(
        rf"(?<![\w.-])(?P<name>[A-Z][\w.+#-]*)\s+v?{re.escape(before)}(?![\w-])", o.text
    )
    version = re.fullmatch(r"v?\d+(?:\.\d+)+", before.strip(), re.I)
    if named is None or version is None or _holds(n.text, named["name"]):
        return False
    return any(not _holds(o.text, name) for name in n.names)


def _more_than_taken(n: Statement, o: Statement, holder: str) -> bool:
    """Whether the card lists what ``holder`` does and the note says only one item of it
    was taken ("has taken on the string orchestra from Mr. Haldane" of "Mr. Haldane runs the
    string orchestra and the GCSE music entries"): no card may give the new holder the
    rest. ("…is run by Minh Tran and goes out on the 25th" goes on with what else is so.)"""
    taken = [w for w in re.findall(r"[\w'’-]+", taken_on(n.text)) if w.lower() not in STOPWORDS]
    if not taken or not _holds(o.text, holder):
        return False
    last = re.search(rf"\b{re.escape(taken[-1])}\b", o.text, re.I)
    if last is None:
        return False
    listed = re.match(
        r"\s*(?:,|,?\s+(?:and|&|as\s+well\s+as|plus))\s+(?:(?:the|a|an|his|her|their)\s+)?"
        r"(?P<next>[\w'’-]+)",
        o.text[last.end() :],
        re.I,
    )
    # (", which is built with …" says more of the thing taken, not another thing.)
    return listed is not None and listed["next"].lower() not in VERBS | STOPWORDS


def _vacated(p: _Pair) -> Verdict | None:
    """The card's subject has left the place the card names: what happens there is over."""
    n, o = p.n, p.o
    left = VACATED.search(n.text)
    who = re.split(r"[.;:]\s", n.text[: left.start()])[-1] if left else ""
    place = _trim_article(left["old"]) if left else ""
    if (
        left
        and p.overlap >= 0.2
        and not VACATED.search(o.text)
        # (One word is enough when it is a name the card gives, "we've ditched Stubline", or
        # what the card writes as it is named: "moved out of Flat 2".)
        and (
            _phrase_held(o, left["old"])
            or place in o.names
            or (re.search(r"[A-Z]", left["old"]) and _written_in(o.text, place))
        )
        and _phrase_held(o, who, least=0)  # who left is the card's subject (or "we")
    ):
        # "…has vacated the Kirk Lane church hall; all stock is now stored at Unit 6": what
        # the card says happens there is what the note says is over.
        # Who left, when the card names them ("Oksana moved out of Flat 2" of "…let to
        # Oksana Deveraux"), is no longer so either: no detail lost with the card.
        # (Never the card's subject: "Eastmoor Food Bank has vacated the hall" is still.)
        first = who.split()[0].lower() if who.split() else ""
        leavers = [
            (_raw(o, name), "")
            for name in sorted(o.names)
            if name.split()[0] == first and _after_verb(o, _raw(o, name))
        ]
        return Verdict(
            "correction",
            f"says {left['old']} is left",
            swaps=((left["old"], ""), *leavers[:1]),
            named_old=True,
        )
    return None


# What a verb of ending was done to, right after it ("sold the Fabia on Saturday", "retired
# the old Pi 3 last week"): a thing, up to a word that goes on to when, where or to whom.
_GOES_ON = r"(?:on|in|at|to|for|last|this|after|before|because|and|but|so|yesterday|today)\b"
_DONE_TO = re.compile(
    rf"\s+(?P<thing>(?:the|our|my|his|her|their|its)\s+[\w'’&.-]+(?:\s+(?!{_GOES_ON}|off\b)"
    r"[\w'’&.-]+){0,3}?)"
    rf"(?=\s+{_GOES_ON}|\s*[,.;:!?)]|\s*[-–—]\s|\s*$)",
    re.I,
)


def _ended(p: _Pair) -> Verdict | None:
    """A thing the card names is over ("the Raspberry Pi 3 has been retired", "Tigh na
    Mara cancelled on us", "The HP plotter has been replaced by …"): what the card says of
    it is no longer so, and the note names it."""
    n, o = p.n, p.o
    ended = ENDED.search(n.text)
    if ended is None or p.overlap < 0.2 or ENDED.search(o.text):
        return None
    done = _DONE_TO.match(n.text, ended.end())
    if done is not None and re.search(r"(?i)\b(?:been|was|were|is|are|got)\s+\S+$", ended[0]):
        done = None  # (passive: "was sold to a collector", the one named is what was sold)
    # Done by the one named ("Roswitha sold the Fabia on Saturday", "we've retired the old
    # router"): what is over is what was sold, not who sold it.
    # (As the card may write it: "the Raspberry Pi 3" of "the old Raspberry Pi 3".)
    thing = re.sub(
        r"(?i)^(?:the|our|my|his|her|their|its)\s+",
        "",
        (done["thing"] if done is not None else ended["old"]).strip(),
    )
    words = [
        w
        for w in re.findall(r"[a-z][a-z'’-]*|\d+", plain_letters(thing.lower()))
        if w not in STOPWORDS
    ]
    said = stem_set(re.findall(r"[a-z][a-z'’-]*|\d+", plain_letters(o.text.lower())))
    # (One word will do when it opens a name the card gives: "Thornwood shut its shop" of
    # "Thornwood Bee Supplies sells us …".)
    opens_name = thing[:1].isupper() and any(
        m.split()[0] == thing.lower() or (done is not None and thing.lower() in m.split())
        for m in o.names
    )
    if (len(words) < 2 and not opens_name) or not all(
        any(_alike(t, u) for u in said) for t in stem_set(words)
    ):
        return None  # a thing the card does not name ("the 11:00 was cancelled")
    if (
        p.new_names
        and not p.differing
        and any(_in_role(o, m) and _holds(thing, m.raw) for m in o.values if m.kind == "name")
    ):
        # The card's holder of a role is over, and the note names another ("Dr Sorensen has
        # retired, so my GP … is Dr Hallam now"): a new holder, which the rules on names
        # read. (With a value of its own, "retired in June", it stays over.)
        return None
    swaps = [(thing, "")]
    # The thing as the card names it, with what its name goes on with ("The Glowforge …
    # has been sold" of a card's "a Glowforge Pro"): the name's words go with the thing.
    head = thing.split()[0]
    named = re.search(rf"(?i:\b{re.escape(head)}\b)(?:\s+[A-Z0-9][\w'’.-]*)+", o.text)
    if named and named.group(0).lower() not in thing.lower():
        swaps.append((named.group(0), ""))
    # (Or the whole name the thing is the last word of: "the Fabia" of "a silver Skoda
    # Fabia" — the Skoda is what was sold.)
    swaps.extend(
        (m.raw, "")
        for m in o.values
        if m.kind == "name"
        and m.raw.lower() != thing.lower()
        and m.raw.lower().endswith(" " + thing.lower())
        and all(m.raw != before for before, _ in swaps)
    )
    return Verdict("correction", f"says {thing} is over", swaps=tuple(swaps), named_old=True)


def _written_whole(text: str, value: str) -> bool:
    """Whether ``text`` writes ``value`` on its own ("2.1" in "pandas 2.1", not in "2.1.3")."""
    return re.search(rf"(?<![\w.]){re.escape(value)}(?![\w]|\.\d)", text, re.I) is not None


def _words_before(text: str, m: Mention) -> list[str]:
    """The words ``text`` writes right before a version, within its clause, a "to" aside
    ("pinned numpy to 1.26": …, "pinned", "numpy"): what the version is of."""
    phrase = re.split(r"[:;,.()]", text[: m.start])[-1]
    phrase = re.sub(r"\s+(?:to|at|on)\s*$", " ", phrase)
    return re.findall(r"[\w-]+", phrase)


def _upgraded(p: _Pair) -> Verdict | None:
    """ "nextcloud upgraded to 29.0.4" of "Nextcloud 28.0.6 runs …": a thing brought to a
    new version, where the card gives the same thing, by the same word, one other version.
    The note names the thing, so it says which card it changes; its own words are the new
    statement (the card's old version is read, not said)."""
    n, o = p.n, p.o
    upgraded = _UPGRADED.search(n.text)
    if upgraded is None:
        return None
    new = next(
        (m for m in n.values if m.kind == "identifier" and _holds(upgraded["to"], m.raw)), None
    )
    if new is None:
        return None
    olds = [m for m in o.values if m.kind == "identifier" and m.norm != new.norm]
    thing = {w.lower() for w in re.findall(r"[\w-]+", n.text[: upgraded.start()])}
    if len(olds) > 1:
        # Which of the card's identifiers the note names besides ("…, the MK3S went to the
        # school"): the one it replaced — as a whole ("2.1" is not named by "2.1.3") —
        # else the one the card writes after the thing the note brings to a new version
        # ("pinned numpy to 1.26", beside "pandas 2.1").
        # (Of several of that thing, the first: what the card says it is; a later one is
        # its story, "because pandas 2.1 broke on numpy 2.0".)
        olds = [m for m in olds if _written_whole(n.text, m.raw)] or [
            m for m in olds if {w.lower() for w in _words_before(o.text, m)[-2:]} & thing
        ][:1]
    if len(olds) != 1 or any(m.norm == new.norm for m in o.values):
        return None
    old = olds[0]
    # The words the card writes right before its version name the thing ("Nextcloud", "the
    # payments SDK"; not "pinned to" alone): the note says each of them.
    words = _words_before(o.text, old)[-3:]
    if not words or words[-1].lower() in STOPWORDS or words[-1].lower() in VERBS:
        return None
    named = [
        w
        for w in words
        if w.lower() not in STOPWORDS and w.lower() not in VERBS and not w.lower().endswith("ed")
    ]
    said = {w.lower() for w in re.findall(r"[\w-]+", n.text[: upgraded.end()])}
    if (
        not all(w.lower() in said for w in named)
        or _other_subjects(n, o)
        or _named_apart(n, o, (old.raw, new.raw))
    ):
        return None
    found = _correction(
        p.whole_old, p.whole_new, [(old.raw, new.raw)], f"upgraded from {old.raw} to {new.raw}"
    )
    return replace(found, named_old=True)


def _moved(p: _Pair) -> Verdict | None:
    """ "Have moved us to Studio D", "is now at …": a correction whose old value is read from
    the card, not said — the note's own words are the statement, unless it tells the move in
    the card's words (then the card is derived with the new value in its place)."""
    n, o = p.n, p.o
    to = _moved_to(n, o) if n.change is None and not n.rejected else None
    place = None if to or n.change is not None or n.rejected else _moved_place(n, o)
    moved = to or place
    # (Who moved the card's thing names no other thing: "Zbigniew has moved the hens …".)
    apart = moved is not None and _named_apart(n, o, moved) and not _moves_its_subject(n, o)
    if moved and not (_other_subjects(n, o) or apart) and p.overlap >= 0.2:
        # A value moved (a date, a time: no place), the card's one of its kind, told in the
        # card's words: which value it replaces is read from them, as in ``_values_differ``.
        kinds = {m.kind for m in read(moved[0]).values}
        # (So does a move from the one place the card says it is at, a place of words: "on
        # the first Friday of each month" is when, told otherwise.)
        where = place is not None and not any(
            m.kind != "name" for side in moved for m in read(side).values
        )
        # (A value each, whole — a day with its part of the day: "the last Monday of" is a
        # piece of a rhythm, no value.)
        bare = all(
            len(read(side).values) == 1
            and re.fullmatch(
                re.escape(read(side).values[0].raw.rstrip(".,;").lower()) + _DAYPART_AFTER.pattern,
                _trim_article(side),
            )
            is not None
            for side in moved
        )
        one_slot = (
            where
            or _one_labelled(moved, p.whole_old)
            or (
                bare
                and len(kinds) == 1
                and "name" not in kinds
                and _only_of_its_kind(p.whole_old, p.whole_new, min(kinds))
            )
        )
        told = one_slot and _told_in_its_words(p.whole_new, p.whole_old, moved[1])
        found = _correction(
            p.whole_old,
            p.whole_new,
            [moved],
            f"moved from {moved[0]} to {moved[1]}",
            explicit=told,
        )
        # A move of a thing the note names whole as the card does ("The Lewes Wheelers'
        # Sunday club run meeting point has moved to …"): it says which card it changes.
        # So does one that opens with the name the card opens with ("Comfort Pro
        # rescheduled our furnace service to 10/21" of "Comfort Pro is coming … on 10/14").
        shared = bool(_subject_names(n) & _subject_names(o))
        named = found.named_old or told or shared or _named_whole(n, o)
        return replace(found, named_old=named)
    return None


# Who moved what: "Zbigniew has moved the Nowicki hens into …" (the thing moved, after the
# verb; who moved it, before).
_MOVED_WHAT = re.compile(
    r"\b(?:moved|relocated|shifted|transferred)\s+(?P<what>[^.;]*?)\s+(?:to|into)\s", re.I
)


def _moves_its_subject(n: Statement, o: Statement) -> bool:
    """Whether the note moves the thing the card is about, by every name the card opens
    with ("Zbigniew has moved the Nowicki hens into the big run" of "The Nowicki hens roost
    in the coop"): whoever moved them names no other thing."""
    what, names = _MOVED_WHAT.search(n.text), _subject_names(o)
    return what is not None and bool(names) and all(_holds(what["what"], x) for x in names)


def _one_labelled(moved: tuple[str, str], o: Statement) -> bool:
    """Whether a move is of a value said after the word naming its kind on both sides
    ("room B217" → "room B231", "berth 4" → "berth 9"), and the card says that word before
    a value once: one slot, named by its word, whatever other values of the kind the card
    holds (the freezer's own id beside its room)."""
    sides = [side.split() for side in moved]
    if any(len(words) != 2 for words in sides):
        return False
    label = sides[0][0].lower()
    if label != sides[1][0].lower() or label in STOPWORDS or not label.isalpha():
        return False
    values = [read(words[1]).values for words in sides]
    if any(len(v) != 1 or v[0].kind == "name" for v in values):
        return False
    return len(re.findall(rf"(?<![\w-]){re.escape(label)}\s+[\w-]*\d", o.text, re.I)) == 1


def _named_whole(n: Statement, o: Statement) -> bool:
    """Whether the words before the note's verb name the card's thing as the card does:
    three or more of its words, and at most one the card lacks (the slot's own word,
    "meeting point")."""
    verb = re.search(r"\b(?:has|have|had|is|are|was|were)\b", n.text)
    if verb is None:
        return False
    said = stem_set(query_terms(n.text[: verb.start()]))
    card = stem_set(query_terms(o.text))
    return len(said & card) >= 3 and len(said - card) <= 1


# Where the words naming a thing's kind stop, reading back from the thing: a determiner,
# a preposition or a verb ("went over to plastic shuttles", "use the North American word
# list").
_KIND_STOPS = frozenset(
    "the a an its their our his her my your to with on in at from of for by into onto and or "
    "use uses used using play plays played playing".split()
)


# Words before a thing that say when or which, not what kind.
_NO_KIND = frozenset(
    "now new old current latest previous same other usual main that this these those each "
    "every some any all both no one two three four five six seven eight nine ten twelve".split()
)
# Words a thing's phrase never ends with: where, not what ("the drawers behind the counter").
_NOT_A_THING = frozenset(
    "behind above below under over near beside inside outside across along around between "
    "before after during until since within without instead".split()
)


def _kind_before(text: str, thing: str) -> list[tuple[str, str]]:
    """Each (kind, phrase) ``text`` writes right before ``thing``: up to three words back to
    a determiner, a preposition or a verb ("feather" of "plays with feather shuttles")."""
    found = []
    for m in re.finditer(rf"(?<![\w-]){re.escape(thing)}(?![\w-])", text, re.I):
        words = list(re.finditer(r"[\w'’-]+", text[: m.start()]))[-3:]
        kind: list[re.Match[str]] = []
        for word in reversed(words):
            if word.group(0).lower() in _KIND_STOPS or word.group(0).lower() in VERBS:
                break
            kind.insert(0, word)
        if kind:
            said = " ".join(word.group(0) for word in kind)
            found.append((said, text[kind[0].start() : m.end()]))
    return found


def _another_kind(p: _Pair) -> Verdict | None:
    """A change to another kind of the thing the card names once ("Fairholm went over to
    plastic shuttles" of "Fairholm Badminton Club plays with feather shuttles"; "Since …,
    Lexham games use the North American word list" of "… plays with the British word
    list"), the note about the card's named subject: a correction, the note's words the new
    statement. The thing is the words both write last in a phrase, one or two."""
    n, o = p.n, p.o
    if not n.cue or not any(_holds(o.text, name.split()[0]) for name in n.names):
        return None
    if not p.n_in_o:
        return None  # other values too ("Batch 181 … on 18 June … 4.9%"): another thing
    swaps = []
    for size in (2, 1):
        for thing in _shared_ends(n.text, o.text, size):
            held, told = _kind_before(o.text, thing), _kind_before(n.text, thing)
            if len(held) != 1 or len(told) != 1:
                continue
            was, now = held[0][0].lower().split(), told[0][0].lower().split()
            # (Kinds in words: "3 pm" / "6 pm" are values of a unit, read elsewhere; an
            # owner, "Limelight's chaperone coordinator", or "now", "new", is no kind.)
            if not all(
                re.fullmatch(r"[^\W\d_][\w-]*", w) and w not in _NO_KIND for w in (*was, *now)
            ):
                continue
            # (Nor a value said in words, "Saturday mornings", "two new keys": read by the
            # rules that compare values.)
            if any(m.kind != "name" for k in (held[0][0], told[0][0]) for m in mentions(k)):
                continue
            if set(was) & set(now) or _holds(o.text, told[0][0]):
                continue
            # (What is said of the thing, after each one's verb: a kind in the subject says
            # which thing, "The third-floor access point's IP changed …".)
            if not (_after_verb(o, held[0][1]) and _after_verb(n, told[0][1])):
                continue
            swaps.append((held[0][1], told[0][1], thing))
        if swaps:
            break
    if len(swaps) != 1:
        return None
    old, new, thing = swaps[0]
    return _correction(p.whole_old, p.whole_new, [(old, new)], f"{new} in place of {old}")


def _shared_ends(note: str, card: str, size: int) -> list[str]:
    """The runs of ``size`` lower-case words both texts write, none a stopword or a verb:
    the things a change of kind may be of."""

    def runs(text: str) -> set[str]:
        words = re.findall(r"[\w'’-]+", text)
        return {
            " ".join(words[i : i + size])
            for i in range(len(words) - size + 1)
            if all(
                w.islower() and w.isalpha() and len(w) > 2 and w not in STOPWORDS | VERBS
                for w in words[i : i + size]
            )
            and words[i + size - 1] not in _NOT_A_THING
            and words[i] not in _NO_KIND
        }

    return sorted(runs(note) & runs(card))
