"""Rules for which thing and which slot: another subject, another name for one slot, the
one who left and who holds it now, a place told anew, too little in common.
"""

from __future__ import annotations

import re

from ...mentions import FEASTS, VERBS, Mention
from ...statement import (
    HAPPENED_FIRST,
    LEAVING,
    LET_GO,
    Statement,
    read,
    verb_at,
)
from ...text import STOPWORDS, stem_set
from ..derive import _correction, _name_swapped
from ..holders import (
    _handed_over,
    _held_by_title,
    _held_by_verb,
    _held_by_verb_before,
    _held_in_place,
    _leaver,
    _left_names,
    _named_by_role,
    _still_named,
    _who_left,
    _who_no_longer,
    takeover_clause,
)
from ..names import _frame_of, _role
from ..pair import _Pair
from ..subjects import (
    _after_verb,
    _new_value_of_its_subject,
    _object_said,
    _other_subjects,
    _preference_reversed,
    _said_of_its_id,
    _subject_names,
)
from ..values import _differing, _raw
from ..verdict import ROLE_HOLDERS, Verdict
from ..words import _additive, _alike, _holds, _swapped_words
from .differ import _denied_of_its_own
from .places import _same_opening
from .rejected import _role_told_the_other_way


def _another_subject(p: _Pair) -> Verdict | None:
    """Each names before its verb something the other never mentions: distinct."""
    if _other_subjects(p.n, p.o):
        return Verdict("distinct", "about another thing (its subject says another word)")
    return None


def _unrelated(p: _Pair) -> Verdict | None:
    """Too few words in common (or a similar subject only by meaning): another statement.
    A new value of the card's own subject, or a note about its identifier, is related
    with fewer."""
    n, o, similarity = p.n, p.o, p.similarity
    related = (
        p.overlap >= 0.5
        or (p.overlap >= 0.3 and (similarity or 0.0) >= 0.7)
        or (
            (p.overlap >= 0.2 or _said_of_its_id(n, o))
            and _new_value_of_its_subject(n, o, p.whole_old)
        )
        or _object_said(n, o)
        or (p.overlap >= 0.2 and _another_holder_jotted(p))
        # A thing one says "no" to that the other says is so ("no cooked food" / "takes
        # home-cooked food"): about one thing, in fewer shared words.
        or (p.overlap >= 0.3 and (_denied_of_its_own(n, o) or _denied_of_its_own(o, n)))
        # Someone the card names, said to have left ("Dr. Achterberg can't do Thursdays any
        # more, Dr. Lund covers them"): about the card, however few words they share.
        or (p.overlap >= 0.2 and p.changes and bool(_left_names(p.whole_new, o)))
        # Its subject held by someone new, with a cue ("My physio is Bethan Lloyd now" of
        # "My physio is Lorcan Hale"): two people share no words, so overlap is small.
        or (p.overlap >= 0.2 and p.changes and _named_anew(n, o))
        # A titled person in the place of the card's one titled person, with a cue ("Since
        # the summer, Berenice has seen Ms Brock …" of "… with Mr Okonedo at …").
        or (p.overlap >= 0.3 and p.changes and bool(_held_by_title(n, o, p.new_names, p.old_names)))
        # The card's subject said again without its owner, with a cue ("we switched
        # password resets to …" of "Voltcast's password resets go out through …").
        or (p.overlap >= 0.2 and p.changes and bool(_owner_unsaid(n, o, p.old_names)))
        # A role told the other way round, with a cue ("Fern leads crew B now" of "Crew B
        # is led by Tomasz"): its holder's place, however far apart the names put them.
        or (p.overlap >= 0.2 and p.changes and _role_told_the_other_way(p))
        # A value the note says was (or is not) so, which the card holds ("byte club moved
        # to G21 (was G12)" of "…room G12 at Fenwick library"): about the card.
        or (
            p.overlap >= 0.2
            and any(
                isinstance(r, Mention) and r.kind != "name" and _holds(o.text, r.raw)
                for r in n.rejected
            )
        )
    )
    if related:
        return None
    if similarity is not None and similarity >= 0.8 and p.overlap >= 0.2:
        return Verdict("addition", f"more about a similar subject ({similarity:.2f})")
    return Verdict("distinct", "about something else")


def _named_anew(n: Statement, o: Statement) -> bool:
    """Whether ``n`` says its subject (every word of it the card's subject says too) is a
    name, where the card says that subject is another: one slot, two holders."""
    if not n.subject or not o.subject:
        return False
    if not all(any(_alike(t, u) for u in o.subject) for t in n.subject):
        return False
    held_n, held_o = frozenset(_held_mentions(n)), frozenset(_held_mentions(o))
    return len(held_n) == 1 and bool(held_o) and not (held_n & held_o)


def _held_mentions(s: Statement) -> list[str]:
    """The names ``s`` says its subject is ("My physio is Lorcan Hale at …"): those after
    its first "is"/"are", in the order written; none when it says no such thing."""
    be = re.search(r"\b(?:is|are)\b", s.text)
    if be is None:
        return []
    held = sorted(
        (m for m in s.values if m.kind == "name" and m.start > be.start()), key=lambda m: m.start
    )
    return [m.norm for m in held]


# 3. What they are about: another name or value in the subject is another thing.


# An opening that tells what brought a change about ("Since the new Flexity cars arrived, ",
# "Now that the hall has its new kitchen, "): a name in it is not what the note is about.
_BROUGHT_ABOUT = re.compile(
    r"^\s*(?:ever\s+since|since|now\s+that|after|when|once)\s+[^,;:]{3,80},\s+(?=\S)", re.I
)


def _other_name_other_values(p: _Pair) -> Verdict | None:
    """Each names someone the other does not, and the values differ too: distinct. (Not a
    name only said in what brought the note's change about.)"""
    opening = _BROUGHT_ABOUT.match(p.n.text) if p.changes else None
    new_names = p.new_names
    if opening is not None:
        told = {m.norm for m in read(p.n.text[opening.end() :]).values if m.kind == "name"}
        new_names = frozenset(name for name in new_names if name in told)
    if new_names and p.old_names and p.differing and not _object_said(p.n, p.o):
        # (Who changed a thing the card names is no other thing: "The GP has put …".)
        return Verdict("distinct", "about another name, with other values")
    return None


def _preference(p: _Pair) -> Verdict | None:
    """X over Y, then Y over X: a contradiction, or a correction with a cue."""
    if not _preference_reversed(p.n, p.o):
        return None
    if not p.changes:
        text = f"{p.o.text} / {p.n.text}"
        return Verdict("contradiction", "the preference the other way round", values=text)
    return _correction(p.whole_old, p.whole_new, [], "prefers the other way round now")


def _the_one_who_left(p: _Pair) -> Verdict | None:
    """ "Odile Fournier no longer works at Brightwell Foods" says nothing of Odette
    Fournier, who works there: the new name is who left, not who took over."""
    if p.new_names and _leaver(p.whole_new, p.new_names):
        return Verdict("distinct", "about another name (the one the note says left)")
    return None


_NEW_HOLDER = re.compile(
    r"\s*(?:the|our|their|his|her|my)\s+new\s+"
    r"(?!(?:hire|hires|starter|starters|joiner|joiners|recruit|recruits|member|members|"
    r"arrival|arrivals|baby|puppy|kitten|client|clients|customer|customers)\b)",
    re.I,
)


def _no_thing_named(n: Statement, names: frozenset[str]) -> frozenset[str]:
    """The ``names`` ``n`` writes without "the" before them: who may hold a role, where "the
    AGM" or "the Drill Hall" is a thing or a place."""
    return frozenset(
        name
        for name in names
        if not re.search(rf"\bthe\s+{re.escape(_raw(n, name))}\b", n.text, re.I)
    )


def _no_home_named(n: Statement, names: frozenset[str]) -> frozenset[str]:
    """The ``names`` ``n`` writes other than right after another name and "from" or "of":
    where someone is from ("Catriona Maule from Moffat") is no one who may hold a role."""
    others = [m for m in n.values if m.kind == "name"]
    return frozenset(
        name
        for name in names
        if not any(
            re.match(rf"\s+(?:from|of)\s+{re.escape(_raw(n, name))}\b", n.text[m.end :])
            for m in others
            if m.norm != name
        )
    )


def _not_where_another_is(n: Statement, names: frozenset[str]) -> frozenset[str]:
    """``names`` less those the note writes right after another of them and "in" ("from
    Kellock Nursery in Perthshire"): where that one is, not a name of its own slot."""
    found = [m for m in n.values if m.kind == "name" and m.norm in names]
    return frozenset(
        m.norm
        for m in found
        if not any(
            other.end <= m.start
            and re.fullmatch(r"(?:['’]s)?\s+(?:in|near|outside)\s+", n.text[other.end : m.start])
            for other in found
        )
    )


def _names_for_one_slot(p: _Pair) -> Verdict | None:
    """Another name where the card names one, the values the same: a new holder (with a
    cue, told who left), two holders of one role, one name put for another after the verb
    (a contradiction, or a correction with a cue) — else another name, distinct."""
    n, o, new_names, old_names = p.n, p.o, p.new_names, p.old_names
    # Who the note says no longer does it holds no place ("…, so Grandma Pat no longer
    # collects Maya and Leo" puts her in place of no one the card names).
    new_names = new_names - _who_no_longer(p.whole_new)
    # Nor does who the note says still does it ("…, still with Marisol").
    new_names = new_names - _still_named(p.whole_new)
    new_names = _no_feasts(new_names)
    # Nor is where a new name is ("Kellock Nursery in Perthshire") a second value: its place.
    new_names = _not_where_another_is(n, new_names) or new_names
    # The owner the card's subject opens with, left unsaid by a note about that subject
    # ("we moved push notifications over to …" of "Voltcast's push notifications go out
    # through …"): whose it is, understood, not a value the note's name replaces.
    old_names = old_names - _owner_unsaid(n, o, old_names)
    # (The card's holder may be named again, as who went: "…since Tomasz went over to …".)
    again = _held_by_verb_before(n, o)
    # Who handed over, told beside the takeover ("…; Malachy has moved to the Saturday
    # session"): what that clause gives says where they went, not a value of the card.
    took = takeover_clause(p.whole_new, new_names)
    handed = _handed_over(p.whole_new, o, min(new_names), took) if took else frozenset()
    differing = _differing(read(took), o) if took and handed else p.differing
    if not (
        new_names
        and (old_names or again or handed or _left_names(p.whole_new, o))
        and not differing
    ):
        return None
    gone = _who_left(p.whole_new, o, new_names) or handed or _named_by_role(n, o, old_names)
    if gone:
        # Where the one who left went is no holder ("Sunita Rao has moved to the Wakefield
        # site; … Callum Reid is the Leeds depot's dock manager").
        went = {
            name
            # (", so Tomasz has taken on the clinic" is the next clause: who took it.)
            for clause in re.split(r";|\s[-–—]\s|,\s*(?:so|and|but)\s+|(?<=[.!?])\s+", n.text)
            if LEAVING.search(clause)
            and any(_holds(clause, g) or _holds(clause, g.split()[0]) for g in gone)
            for name in read(clause).names
        }
        new_names = (new_names - went) or new_names
        # Who took the place is told beside who left: after what happened, in its own
        # clause ("since Lorcan retired my physio is …"), else in the leaving clause or one
        # next to it — never in a clause of a longer note about something else ("The van's
        # MOT is booked, …, and since Lorcan retired my physio is Bethan Lloyd now").
        told = p.whole_new.clauses
        leaving = [i for i, clause in enumerate(told) if LEAVING.search(clause)]
        after = [HAPPENED_FIRST.match(told[i]) for i in leaving]
        beside = {
            name for m in after if m is not None for name in read(m.string[m.end() :]).names
        } or {
            name
            for i in leaving
            for near in told[max(i - 1, 0) : i + 2]
            for name in read(near).names
        }
        if beside:
            if not new_names & beside:
                return Verdict("distinct", "about another name (not who took the place)")
            new_names &= beside
        # Nor is a thing the note names with "the" ("…stepped into the job at the AGM"),
        # nor where someone is from ("Catriona Maule from Moffat has agreed to judge it").
        people = _no_thing_named(n, new_names)
        # What the card and the note are both about, said to do something no longer
        # ("Southmead Tool Library no longer does one-week loans: members asked … at the
        # AGM"), is still there: only a holder named as one takes its place, never a thing
        # named in passing with "the".
        if not people and gone <= _subject_names(o) & _subject_names(p.whole_new):
            return Verdict("distinct", "about another name (no one in the place of what stays)")
        new_names = people or new_names
        new_names = _no_home_named(p.whole_new, new_names) or new_names
    # "The new History admissions tutor is Dr Wrona" of a card naming another holder: a
    # new holder of the role, as a cue would say (not "the new hire is…": no holder before).
    succeeds = _NEW_HOLDER.match(n.text) is not None and _role(n) and _role(o)
    where = _same_opening(n, o)
    if p.changes and where is not None and not _additive(n) and not gone:
        # The names stand in a place told after the same opening ("…teaches piano from her
        # front room on Hollin Lane" / "from the small hall at St Jude's church"): the
        # place is what changed, whole — never "Hollin Lane" alone, leaving the front room.
        return _correction(
            p.whole_old, p.whole_new, [(where[1], where[0])], f"{where[0]} in place of {where[1]}"
        )
    # The holder of the role the note does ("Lorcan Whelan coaches …" of "…is coached by
    # Davina Strachan, trains …"), among the other names of a longer card.
    held = frozenset() if gone else _held_by_verb(n, o, old_names) or again
    placed = frozenset() if gone or held else _held_in_place(n, o, new_names, old_names)
    if not (gone or held or placed) and len(old_names) > 1:
        # (A person for a person: "sees Ms Brock" of "…with Mr Okonedo at the Rosewarne".)
        placed = _held_by_title(n, o, new_names, old_names)
    held = held or placed
    if not (gone or held) and p.changes and _named_anew(n, o):
        # "My physio is now Bethan Lloyd" of "My physio is Lorcan Hale at the Eastfield
        # clinic": the name the card's subject is, first after its "is", not the place.
        held = frozenset(_held_mentions(o)[:1])
    # The name the note rejects ("…on Bigtable instead of Redis now") is the one replaced,
    # whatever other name of the card it leaves unsaid ("…from Redis via Feast").
    rejected = sorted(
        r.norm
        for r in n.rejected
        if isinstance(r, Mention)
        and r.kind == "name"
        and r.norm not in new_names
        and _holds(o.text, r.raw)
    )
    # So is one the note says it let go of, by its first word as people shorten it ("we've
    # dropped redline" of "coffee beans - Redline Roasters").
    rejected = rejected or sorted(
        name for name in old_names if name not in new_names and _let_go(n.text, _raw(o, name))
    )
    if p.changes and len(new_names) == 1 and len(rejected) == 1 and not gone:
        return _name_swapped(
            n, o, p.whole_new, p.whole_old, rejected[0], explicit=True, holders=new_names
        )
    # What the card is about (a name before its verb, or opening its heading) is no value
    # a moved-to place or a new object replaces: "We moved the Loire whites tasting to the
    # Orangery" puts no Orangery in place of the "Vine & Vessel tasting - …" it is about.
    placed_by_note = not (gone or held) and _put_in_a_place(n, new_names)
    about = (
        placed_by_note
        and len(old_names) == 1
        and old_names <= _subject_names(o)
        and not new_names & _subject_names(n)
        and not _role(n)
    )
    # A place the note puts something in fills no slot of someone the card says does a
    # thing ("…meetings are in the Rose & Crown function room" of "…, and Olu takes the
    # minutes"): where is not who.
    elsewhere = placed_by_note and all(_does_it(o, name) for name in old_names)
    if (
        (p.changes or succeeds)
        and len(new_names) == 1
        and (len(old_names) == 1 or gone or held)
        and not about
        and not elsewhere
    ):
        # Explicit only when the note names the one who left ("Karin has left"; not
        # "Priya no longer works at Acme": which of the two is replaced is a guess).
        return _name_swapped(
            n,
            o,
            p.whole_new,
            p.whole_old,
            min(gone or held or old_names),
            explicit=len(gone) == 1,
            holders=new_names,
            placed=bool(placed),
        )
    values = f"{', '.join(sorted(old_names))} / {', '.join(sorted(new_names))}"
    named = {w for name in new_names | old_names for w in stem_set(name.split())}
    others_n, others_o = p.extra_n - named, p.extra_o - named
    # (A short sentence of two names and little else shares few words, yet nothing but
    # the names differs: "A does the blocking at Brockhurst" / "B does …".)
    # (Only the holder differs, one name each: "Dr A … for Physics" / "Dr B … for
    # Chemistry" name two subjects.)
    # (And so in the whole notes, not only in one clause of each: "son Eli … his teacher
    # is Ms. Brandt" / "daughter Maya … her teacher is Mr. Kowalczyk" are two children.)
    close = p.overlap >= 0.6 or (
        not (others_n or others_o)
        and len(new_names) == len(old_names) == 1
        and len(p.whole_new.names - p.whole_old.names) == 1
        and len(p.whole_old.names - p.whole_new.names) == 1
    )
    if _role(n) and _role(o) and close and not (others_n and others_o):
        return Verdict("contradiction", ROLE_HOLDERS, values=values)
    if _another_holder_jotted(p, new_names, old_names):
        return Verdict("contradiction", ROLE_HOLDERS, values=values)
    swap = _swapped_words(n, o)
    if swap is not None and _after_verb(o, swap[0]) and not _additive(n):
        return Verdict("contradiction", f"{swap[0]} / {swap[1]} for the same thing", values=values)
    same_frame = _frame_of(n, new_names) == _frame_of(o, old_names)
    if same_frame and len(new_names) == len(old_names) == 1 and not _additive(n):
        # One sentence with one name put for another after its verb ("…records
        # everything in Pro Tools" / "…in Logic Pro"): two values for one slot.
        (was,), (now,) = sorted(old_names), sorted(new_names)
        if _after_verb(o, _raw(o, was)) and _after_verb(n, _raw(n, now)):
            if p.changes:
                return _correction(
                    p.whole_old,
                    p.whole_new,
                    [(_raw(o, was), _raw(n, now))],
                    f"{now} in place of {was}",
                )
            return Verdict("contradiction", f"{was} / {now} for the same thing", values=values)
    if where is not None and not _additive(n):
        # "Mrs A teaches piano from her front room on Hollin Lane" / "… from the small hall
        # at St Jude's church": one subject, verb and object, two places after it (with a
        # cue, read above: the note's place in the card's).
        return Verdict(
            "contradiction", f"{where[1]} / {where[0]} for the same thing", values=values
        )
    if _one_name_each_after_its_verb(p, others_n, others_o):
        # "Loam & Leaf sends its parcels with DPD" / "… ships parcels with Evri": the same
        # statement in other words but for the one name after the verb.
        return Verdict("contradiction", f"{values} for the same thing", values=values)
    return Verdict("distinct", "about another name")


# Where a note says it read what it says ("(per the website)", "according to the
# newsletter", "(via Sam)"): a source, no word of the statement.
_SOURCE_ASIDE = re.compile(
    r"\((?:per|according\s+to|from|via|source:?|as\s+per)\s+[^)]{1,60}\)"
    r"|,?\s+(?:per|according\s+to|as\s+per)\s+(?:the\s+)?[\w'’ -]{1,40}$",
    re.I,
)


def _another_holder_jotted(
    p: _Pair, new_names: frozenset[str] | None = None, old_names: frozenset[str] | None = None
) -> bool:
    """Whether the note says nothing but the card's words and another holder of its role,
    and where it read it aside ("marrick omnibus treasurer = Sheila Cleasby (per the
    website)" of "Pradeep Sengupta is the treasurer of the Marrick Omnibus Preservation
    Society"): two holders of one role, however few words a jotting shares."""
    n, o = p.n, p.o
    new_names = p.new_names if new_names is None else new_names
    old_names = p.old_names if old_names is None else old_names
    if not (_role(n) and _role(o)):
        return False
    # (A name the note says by its first words in small letters, "ashby allotment", is
    # whose role it is, no holder.)
    held_o = {m for m in old_names if m.split()[0] not in n.text.lower().split()}
    named = stem_set([w for name in new_names | old_names for w in name.split()])
    return (
        len(new_names) == len(held_o) == 1
        and not (p.extra_n - named) - _attributed(n.text)
        # (The role and whose it is: a word of the body's name counts.)
        and len((n.terms & o.terms) - stem_set(" ".join(new_names | held_o).split())) >= 2
    )


def _attributed(text: str) -> frozenset[str]:
    """The stems of the words ``text`` says only in telling where it read it."""
    return frozenset(
        stem_set(
            [
                w.lower()
                for m in _SOURCE_ASIDE.finditer(text)
                for w in re.findall(r"[\w'’-]+", m.group(0))
            ]
        )
    )


def _no_feasts(names: frozenset[str]) -> frozenset[str]:
    """``names`` without a feast the note dates a change by ("took it over at Easter"):
    when, never who (all of them when that is all there is)."""
    return frozenset(name for name in names if name not in FEASTS) or names


def _owner_unsaid(n: Statement, o: Statement, old_names: frozenset[str]) -> frozenset[str]:
    """The name of ``old_names`` that opens the card as its subject's owner ("Voltcast's
    push notifications …") when the note says that subject's words (its first two after
    the possessive, or its one noun before a verb) with no owner of its own before them."""
    for name in old_names:
        opens = re.match(
            rf"\s*(?:the\s+)?{re.escape(_raw(o, name))}['’]s?\s+"
            r"(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)",
            o.text,
            re.I,
        )
        if opens is None:
            continue
        what = opens["what"].lower().split()
        verb = verb_at(what)
        if verb == 0:
            continue  # "Acme's opens at …": no noun of it to say again
        words = r"\s+".join(what[:verb] if verb else what)
        said = re.search(rf"(?P<before>[\w'’]+\s+)?(?<![\w'’-]){words}\b", n.text, re.I)
        if said is None:
            continue
        # (Not another's: "Tyler's", "his well-child visit".)
        owned = re.search(r"['’]s?\s+$|^(?:his|her|their|its)\s+$", said["before"] or "", re.I)
        if not owned:
            return frozenset({name})
    return frozenset()


def _let_go(note: str, name: str) -> bool:
    """Whether ``note`` says it let go of ``name`` (or "dropped" it), named whole or by its
    first word."""
    first = re.escape(name.split()[0]) if name.split() else ""
    let_go = rf"\b(?:dropped|{LET_GO})\s+(?:the\s+)?{first}\b"
    return bool(first) and re.search(let_go, note, re.I) is not None


def _does_it(s: Statement, name: str) -> bool:
    """Whether ``s`` writes ``name`` as who does something: right before a verb of its own
    ("Olu takes the minutes", "Priya has the keys")."""
    spots = [m for m in s.values if m.kind == "name" and m.norm == name]
    return bool(spots) and all(
        (word := re.match(r"\s+([a-z]+)\b", s.text[m.end :])) is not None
        # (Any word in -s right after a name is its verb: "and that Olu chairs.")
        and (word[1] in VERBS or word[1].endswith("s"))
        and word[1] not in _NO_VERB_AFTER_A_NAME
        for m in spots
    )


# Small words that follow a name without saying what it does ("Olu and Priya", "Olu's"),
# save the verbs among them.
_NO_VERB_AFTER_A_NAME = STOPWORDS - {"is", "has", "was", "does"}


def _put_in_a_place(n: Statement, names: frozenset[str]) -> bool:
    """Whether the note writes each of ``names`` as where something went ("…moved the
    tasting to the Orangery upstairs"), not as who holds a role ("…is now Dr. Mbeki")."""
    spots = [m for m in n.values if m.kind == "name" and m.norm in names]
    return bool(spots) and all(
        re.search(r"\b(?:to|into|onto|at|in)\s+(?:the\s+)?$", n.text[: m.start], re.I)
        for m in spots
    )


# Above this cosine, two statements alike but for one name after the verb, and a word each
# at most, say two things of one slot (see ``_one_name_each_after_its_verb``).
ONE_SLOT_SIMILARITY = 0.7


def _one_name_each_after_its_verb(p: _Pair, others_n: set[str], others_o: set[str]) -> bool:
    """Whether each names one thing after its verb, the other does not, and besides those
    names each says a word of its own at most, with the same values (none, or the same):
    "The Ashcombe PTA banks with NatWest" / "…'s bank account is with Lloyds". Another value
    beside them ("Block 3 … Pinot Noir" / "Block 8 … Chardonnay") tells two things apart."""
    n, o = p.n, p.o
    if len(p.new_names) != 1 or len(p.old_names) != 1 or _additive(n):
        return False
    if (p.similarity or 0.0) < ONE_SLOT_SIMILARITY or n.value_keys != o.value_keys:
        return False
    if len(others_n) > 1 or len(others_o) > 1:
        return False
    (now,), (was,) = p.new_names, p.old_names
    return _after_verb(n, _raw(n, now)) and _after_verb(o, _raw(o, was))


def _a_holder_after_one_left(p: _Pair) -> Verdict | None:
    """ "Karin has left; Yusuf owns the release checklist now.\""""
    holders = _no_feasts(p.new_names) - _still_named(p.whole_new)  # ("…, still with Marisol")
    if holders and not p.old_names and p.changes and _left_names(p.whole_new, p.o):
        gone = _who_left(p.whole_new, p.o, holders)
        return _name_swapped(
            p.n,
            p.o,
            p.whole_new,
            p.whole_old,
            min(gone),
            explicit=len(gone) == 1,
            holders=holders if holders != p.new_names else frozenset(),
        )
    return None
