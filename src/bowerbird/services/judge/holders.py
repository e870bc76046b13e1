"""Who holds a role a card names, who left it and who took it over: the subject of a
leaving clause, a takeover told beside it, a holder told by the verb or by the role, and
where the one who left went (never a holder). Reads; never writes text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..compare import is_participle
from ..mentions import FEASTS, MONTH_WORD, WEEKDAY_WORD
from ..statement import LEAVING, Statement, read
from ..text import STOPWORDS, stem_set, verb_stems
from .names import _bare, _in_role, _title_before


def _who_left(s: Statement, o: Statement, new_names: frozenset[str]) -> frozenset[str]:
    """The names ``o`` holds that ``s`` says someone or something left. When a leaving
    clause names two ("Joaquim no longer works at Halden; he has joined Pellow"), the one in
    the place the new name takes: its subject when the new name opens its clause ("Yusuf
    has taken over"), else what follows the leaving words."""
    gone = _left_names(s, o)
    if len(new_names) > 1:
        # (A name said in a leaving clause is where they went, not who took the place:
        # "Gareth has left Amberline for a job in Leeds. Carys teaches them now.")
        went = {
            name for clause in s.clauses if LEAVING.search(clause) for name in read(clause).names
        }
        new_names = new_names - went
    if len(gone) < 2 or len(new_names) != 1:
        return gone
    new = next(iter(new_names))
    opens = any(c.strip().lower().startswith(new) for c in s.clauses)
    for clause in s.clauses:
        leaving = LEAVING.search(clause)
        if leaving is None:
            continue
        side = clause[: leaving.start()] if opens else clause[leaving.end() :]
        # Found where it is written (a name alone, "Tomas ", reads as no name by itself).
        # (Or by a person's first name alone: "Gareth has left Amberline …" of the card's
        # "Gareth Penhaligon", never the firm after the leaving words.)
        named = {
            g
            for g in gone
            if re.search(rf"(?<!\w){re.escape(g)}(?!\w)", side, re.I)
            or (" " in g and re.search(rf"(?<!\w){re.escape(g.split()[0])}(?!\w)", side, re.I))
        }
        if len(named) == 1:
            return frozenset(named)
    return gone


# A takeover told with no "from" ("Ingrid Solberg has taken over the beginners' course").
_TOOK_OVER = re.compile(
    r"\b(?:has\s+|have\s+|had\s+)?(?:taken|took|takes|is\s+taking)\s+(?:over|on)\b(?!\s+from\b)",
    re.I,
)


def takeover_clause(s: Statement, new_names: frozenset[str]) -> str | None:
    """The one clause of a note of several that tells its one new name took over
    ("Ingrid Solberg has taken over the beginners' course"), or None."""
    if len(new_names) != 1 or len(s.clauses) < 2:
        return None
    (new,) = new_names
    took = [c for c in s.clauses if _TOOK_OVER.search(c) and c.strip().lower().startswith(new)]
    return took[0] if len(took) == 1 else None


def _handed_over(s: Statement, o: Statement, new: str, took: str) -> frozenset[str]:
    """The one name of ``o`` that a takeover note (``took``: its clause telling ``new``
    took over) writes as the subject of another clause ("Ingrid Solberg has taken over the
    beginners' course; Malachy is concentrating on the competition squad"): told beside who
    took over, that one is who handed over, whatever the other clause says they do now.
    Empty unless exactly one."""
    found = set()
    for clause in s.clauses:
        if clause == took:
            continue
        opening = re.match(r"\s*([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)\s", clause)
        if opening is None:
            continue
        said = opening[1].lower().split()
        # (Only one the card writes as the holder: "…, with Greta assisting" hands nothing.)
        found |= {
            m.norm
            for m in o.values
            if m.kind == "name"
            and m.norm != new
            and m.norm.split()[: len(said)] == said
            and _in_role(o, m)
        }
    return frozenset(found) if len(found) == 1 else frozenset()


def _who_no_longer(s: Statement) -> frozenset[str]:
    """The names ``s`` writes before the leaving words of a clause ("…, so Grandma Pat no
    longer collects Maya and Leo"): who left, never who took the place."""
    out: set[str] = set()
    for clause in s.clauses:
        leaving = LEAVING.search(clause)
        if leaving is not None:
            # (Only the words of the leaving part: "…go to Marjolein Brink from now on,
            # since Godfrey Pim has stood down" — who took it is before the "since".)
            # (Back to the nearest opener with a name after it: "Hildegard's husband,
            # Gervase, is a retired …" names Gervase between two commas.)
            head = clause[: leaving.start()]
            for start in [*(m.end() for m in reversed(list(_LEAVING_OPENS.finditer(head)))), 0]:
                named = {m.norm for m in read(head[start:]).values if m.kind == "name"}
                if named:
                    out |= named
                    break
    return frozenset(out)


# Where the part of a clause that tells who left begins: after a comma, or a word that
# opens a reason or a time ("since", "now that", "after", "so").
_LEAVING_OPENS = re.compile(
    r"[,;:]|\b(?:since|because|as|now\s+that|after|when|so|and|but|while|once)\b", re.I
)


def _still_named(s: Statement) -> frozenset[str]:
    """The names ``s`` says still hold ("…, still with marisol", "Dev is still on
    Thursdays"): who stays, never a holder put in another's place."""
    out: set[str] = set()
    for m in s.values:
        if m.kind != "name":
            continue
        before = s.text[: m.start]
        after = s.text[m.end :]
        if re.search(r"\bstill\s+(?:[a-z]+\s+){0,2}$", before, re.I) or re.match(
            r"\s*(?:is\s+|are\s+|['’]s\s+)?still\b", after, re.I
        ):
            out.add(m.norm)
    return frozenset(out)


def _named_by_role(n: Statement, o: Statement, names: frozenset[str]) -> frozenset[str]:
    """The one of ``names`` the card writes right after the role the note's subject names
    ("her personal trainer, Caius," for "Fenella's personal trainer is now Saoirse"): the
    holder the note replaces. Empty unless exactly one."""
    # ("The new harvest foreman …": "new" says a holder follows another, no word of the role.)
    role = {t for t in n.subject if t not in stem_set(" ".join(n.names).split())} - _SUCCESSION
    if not role:
        return frozenset()
    # ("User's code editor is …": the role's words, a possessive's "'s" aside.) A name right
    # after a preposition is where or for whom the role is held ("key worker at Little
    # Acorns is Nadine"), and the words of the card's other names are stepped over.
    others = {w for name in names for w in name.split()} - role
    return _the_one_after(
        o,
        names,
        4,
        lambda before: (
            bool(before)
            and before[-1].lower() not in _WHERE_OR_WHOM
            and role <= stem_set([_bare(w.lower()) for w in before])
        ),
        skip=others,
    )


_SUCCESSION = stem_set("new current present".split())


# Prepositions after which a name says where or for whom, not who ("by" names a doer).
_WHERE_OR_WHOM = frozenset("at in on of for from with to near under via".split())


def _held_by_verb(n: Statement, o: Statement, names: frozenset[str]) -> frozenset[str]:
    """The one of ``names`` the card writes after "<verb>ed by" when the note does that verb
    itself ("…is coached by Davina Strachan, trains …" / "Lorcan Whelan coaches …"): the
    role told the other way round, and its holder. Empty unless exactly one."""
    # (Any form of the verb: "is led by" / "leads", "is ridden by" / "rides".)
    words = re.findall(r"[a-z]+", n.text.lower())
    done = verb_stems(words) | verb_stems([w[:-1] for w in words if w.endswith("s")])
    return _the_one_after(
        o,
        names,
        2,
        lambda before: (
            len(before) == 2
            and before[1].lower() == "by"
            and (is_participle(before[0].lower()) or _irregular(before[0].lower()))
            and bool(verb_stems([before[0].lower()]) & done)
        ),
    )


def _irregular(word: str) -> bool:
    """Whether ``word`` is an irregular form of a verb ("ridden", "led")."""
    return verb_stems([word]) != stem_set([word])


def _held_by_verb_before(n: Statement, o: Statement) -> frozenset[str]:
    """The name both write that the card holds after "<verb>ed by" while the note gives
    that verb to someone else ("…is ridden by Tomasz" / "Ines rides the round since Tomasz
    went over to …"): the old holder, named again by the note. Empty unless exactly one,
    and when the note has the name do the verb itself ("Tomasz rides it")."""
    shared = n.names & o.names
    held = _held_by_verb(n, o, shared)
    if held and _held_by_verb(o, n, held):
        return frozenset()  # the note writes the same holder after the same verb
    for name in held:
        after = re.search(rf"(?<!\w){re.escape(name)}\W+((?:[a-z]+\s+)?[a-z]+)", n.text, re.I)
        if after and verb_stems(after.group(1).lower().split()) & verb_stems(
            re.findall(r"[a-z]+", o.text.lower())
        ):
            return frozenset()
    return held


def holder_by_verb(n: Statement, o: Statement, names: frozenset[str]) -> frozenset[str]:
    """The card's holder after "<verb>ed by" whose verb the note gives to someone else: one
    of ``names`` (the names only the card writes), or one both write (``_held_by_verb_before``)."""
    return _held_by_verb(n, o, names) or _held_by_verb_before(n, o)


def _held_in_place(
    n: Statement, o: Statement, new_names: frozenset[str], names: frozenset[str]
) -> frozenset[str]:
    """The one of ``names`` the card writes where the note writes its one new name (of
    ``new_names``): the same
    two words before it ("…its vaccines from MWI and …" / "…now orders its vaccines from
    Centaur Services") or the same three after it ("Sunita does the Tuesday school run for
    …" / "Gareth does the Tuesday school run now"). Empty unless exactly one."""
    theirs = [m for m in n.values if m.kind == "name" and m.norm in new_names]
    if len(theirs) != 1:
        return frozenset()
    at = n.text.lower().find(theirs[0].raw.lower())
    if at < 0:
        return frozenset()

    def words(text: str) -> list[str]:
        return [w.lower() for w in re.findall(r"[\w'’-]+", text)]

    before = words(n.text[:at])[-2:]
    after = words(n.text[at + len(theirs[0].raw) :])[:3]
    found = set()
    for name in names:
        raw = next((m.raw for m in o.values if m.kind == "name" and m.norm == name), name)
        where = o.text.lower().find(raw.lower())
        if where < 0:
            continue
        if (len(before) == 2 and words(o.text[:where])[-2:] == before) or (
            len(after) == 3 and words(o.text[where + len(raw) :])[:3] == after
        ):
            found.add(name)
    return frozenset(found) if len(found) == 1 else frozenset()


def _the_one_after(
    o: Statement,
    names: frozenset[str],
    count: int,
    holds: Callable[[list[str]], bool],
    skip: set[str] | frozenset[str] = frozenset(),
) -> frozenset[str]:
    """The one of ``names`` whose ``count`` words before it, where the card writes it (the
    words in ``skip`` left out), ``holds`` says are its role's; empty unless exactly one."""
    found = set()
    for name in names:
        raw = next((m.raw for m in o.values if m.kind == "name" and m.norm == name), name)
        at = o.text.lower().find(raw.lower())
        before = [w for w in re.findall(r"[\w'’-]+", o.text[:at]) if w.lower() not in skip]
        if at > 0 and holds(before[-count:]):
            found.add(name)
    return frozenset(found) if len(found) == 1 else frozenset()


def _leaver(s: Statement, names: frozenset[str]) -> bool:
    """Whether one of ``names`` opens a clause of ``s`` that says it left ("Odile Fournier no
    longer works at …")."""
    return any(
        LEAVING.search(c) and any(c.strip().lower().startswith(n) for n in names)
        for c in _dash_parts(s)
    )


def _dash_parts(s: Statement) -> list[str]:
    """The clauses of ``s``, a dash beginning another ("Rhodri is now the coordinator -
    Priya has stepped down"), as do ", so" and ", and" before a name ("Dr Sorensen has
    retired, so my GP … is Dr Hallam now"; "Captain Idris Morgan retired in May, and Siobhán
    Keane is now …"): what follows is what the leaving brought, not who or what left."""
    return [p for c in s.clauses for p in _NEXT_CLAUSE.split(c)]


# A day, a month or a feast after "after" is when, not who ("done after Friday, …").
_WHEN_NAMED = (
    rf"(?i:(?:{WEEKDAY_WORD}|{MONTH_WORD}|"
    + "|".join(f.replace(" ", r"\s+") for f in sorted(FEASTS))
    + r")\b)"
)
# (And "when", "after" or "because" before a name: "Marcus took it over at Easter when
# Jess went back to uni" — the takeover, then who left.)
_NEXT_CLAUSE = re.compile(
    r"\s[-–—]\s|,\s*(?:and\s+)?so\s+|,\s*and\s+(?=[A-Z])|"
    r",?\s+(?:when|after|because)\s+(?=[A-Z][a-z])(?!" + _WHEN_NAMED + r")"
)


_CHAT_OPENING = re.compile(
    r"^\s*(?:(?:fyi|btw|ps|heads\s+up|so|ok|okay|oh|hey|ugh|argh|meh|oops|sigh)\b[\s,:-]*)+", re.I
)


def _left_names(s: Statement, o: Statement) -> frozenset[str]:
    """The names of ``o`` that the clauses of ``s`` say left or no longer do something,
    as ``o`` writes them ("Priya has stepped down" names ``o``'s "Priya Natarajan")."""
    said: set[str] = set()
    who: set[str] = set()  # the name a leaving clause opens with: who left
    held: set[str] = set()  # names another clause says again: what holds since
    for clause in _dash_parts(s):
        leaving = LEAVING.search(clause)
        if not leaving:
            held |= read(clause).names
        if leaving:
            found = read(clause)
            # A first name alone before the leaving words ("Gemma stepped down") is read
            # as no name by itself: it is who left, the card's name that begins with it.
            alone = re.fullmatch(
                r"\s*(?:[A-Za-z][\w']*\s*:\s+)?([A-Z][a-z][\w'’-]*)\s+(?:has\s+|have\s+|had\s+)?",
                _CHAT_OPENING.sub("", clause[: leaving.start()]),
            )
            if alone and alone[1].lower() not in STOPWORDS:
                who.add(alone[1].lower())
            # (Or the word right before, typed in lower case: "(shona's gone on mat leave)"
            # — who left only when the card names someone so.)
            before = re.search(
                r"([a-z][\w-]*)(?:['’]s|\s+(?:has|have|had|is|are))?\s*$",
                clause[: leaving.start()],
                re.I,
            )
            if before and before[1].lower() not in STOPWORDS:
                who.add(before[1].lower())
            said |= found.names
            first = min(
                (m for m in found.values if m.kind == "name"), key=lambda m: m.start, default=None
            )
            lead = clause[: first.start] if first is not None else ""
            # (An opening "Update:" or "Correction:" is how it is said, not who.)
            lead = re.sub(r"^\s*(?:[A-Za-z][\w']*\s+){0,2}[A-Za-z][\w']*\s*:\s+", "", lead)
            # (Nor a chat opening: "fyi Greg isn't driving…", "btw, Dana has left".)
            lead = _CHAT_OPENING.sub("", lead)
            if first is not None and not re.sub(
                r"\W", "", lead[: len(lead) - len(_title_before(lead))]
            ):
                who.add(first.norm)  # nothing but a title before it ("Dr. Kowalczyk no …")
    # A shorter name than the card's is the card's only for who left ("Priya has stepped
    # down" of "Priya Natarajan"), never a place the clause names ("the Fernbank lists").
    # (Nor one the card writes with a rank before it: "Nils Arden has been stood down" of
    # the card's "Captain Nils Arden".)
    # (One said again as what holds since never left: "Belcolade stopped supplying small
    # shops, so since April … from Belcolade and Halden Mills".)
    return frozenset(
        name
        for name in o.names
        if (
            name in said
            or any(w in who for w in (name.split()[0], name.split()[-1]))
            or any(" " in s and name.endswith(" " + s) for s in said | who)
        )
        and name not in held
    )


def _held_by_title(
    n: Statement, o: Statement, new_names: frozenset[str], names: frozenset[str]
) -> frozenset[str]:
    """The one of ``names`` the card writes with a title ("Mr Okonedo") when the note's one
    new name has one too ("sees Ms Brock"): a person in a person's place, never the clinic
    beside them. Empty unless exactly one."""

    def titled(s: Statement, name: str) -> bool:
        return any(
            m.kind == "name" and m.norm == name and _title_before(s.text[: m.start])
            for m in s.values
        )

    if len(new_names) != 1 or not titled(n, min(new_names)):
        return frozenset()
    found = frozenset(name for name in names if titled(o, name))
    return found if len(found) == 1 else frozenset()
