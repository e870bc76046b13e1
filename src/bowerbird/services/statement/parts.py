"""A card's statements as written: its sentences, and the clauses inside a sentence that
say something of their own ("…, and Olu takes the minutes").
"""

from __future__ import annotations

import re

from ..mentions import TITLES, VERBS
from ..text import NOT_ABBREVIATED, STOPWORDS, plain_letters
from .subject import subject_of
from .told import HAPPENED_FIRST
from .verbs import _has_verb, plain_verb_at, verb_after_name, verb_at

_CLAUSE = re.compile(r"(?<=[.!?;])\s+(?=\S)|\n+")


# Words written short with a dot that ends no statement ("min. guaranteed pressure", "approx.
# 22 psi"), as the clauses of a note are cut.
_SHORT_WORDS = (
    "approx", "min", "max", "incl", "excl", "esp", "est", "avg", "ext", "ref", "ca", "tel", "mob"
)  # fmt: skip
_ABBREVIATED = re.compile(
    r"\b(?:dr|mr|mrs|ms|prof|st|e\.g|i\.e|vs|no|" + "|".join(_SHORT_WORDS) + r")\.$", re.I
)


def clauses(text: str) -> list[str]:
    """``text`` cut into statements: sentences and ``;``-separated clauses (an abbreviation
    like "Dr." or "e.g." does not end one)."""
    out: list[str] = []
    for piece in _CLAUSE.split(text.strip()):
        piece = piece.strip()
        if not piece:
            continue
        if out and _ABBREVIATED.search(out[-1]):
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    # A clause of its own inside a sentence ("…, and she collects…") is a statement too.
    return [part for piece in out for part in (card_parts(piece) or [piece])]


# ---------------------------------------------------------------- a card's statements as written

# (Words written short in notes end no statement either; kept out of the text splitter of
# ``gather``, which cuts chat turns.)
_SENTENCE = re.compile(
    NOT_ABBREVIATED
    + "".join(rf"(?<!\b{w}\.)(?<!\b{w.title()}\.)" for w in _SHORT_WORDS)
    + r"(?<=[.!?])\s+(?=[A-Z0-9\"'`(\[])|\n+"
)


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences (and lines), blanks dropped."""
    return [s.strip() for s in _SENTENCE.split(text) if s.strip()]


# A clause of its own inside a sentence: after ", and", ", but", ", " or " and " comes a
# subject (an article, a possessive, a pronoun) — "…has 24 plots, the water is switched on
# in April, and the fee is £36".
# A name and a verb in -s ("and Priya takes …"), never a day or a month ("and Thursday
# mornings": one list of days).
_NAMED_SUBJECT = (
    r"(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|(?:January|February|March|April|May|June|"
    r"July|August|September|October|November|December)\b)"
    # ("…, and Ms. Okafor is head of department": a title before the name, with its dot.)
    r"(?:(?:" + "|".join(t.title() for t in sorted(TITLES)) + r")\.?\s+)?"
    r"[A-Z][a-z]+(?:\s+[A-Z][a-z'’-]+)?"
    # ("…and Hillside Motors in Kenton does it": a name with its place.)
    r"(?:\s+(?:in|at|of|from)\s+[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)?"
    r"\s+[a-z]+s\b"
)
# "it's with Zenith", "they're on Fridays": a pronoun and its verb in one word.
_PRONOUN_BE = r"(?:it|they|he|she|we)['’](?:s|re|ve|ll|d)\s"
# ("…, and Fridays stay free for admin": days as a subject, told by the verb after them.)
_DAYS_SUBJECT = (
    r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days\s+"
    r"(?:are|stay|remain|go|start|end|run|close|open|belong)\b"
)
# ("…, and counting agents collect their passes from the front desk": people, in the
# plural, and what they do, told by the determiner after the verb.)
_NO_VERB = rf"(?!(?:{'|'.join(sorted(VERBS, key=len, reverse=True))})\b)"
_PLURAL_SUBJECT = (
    r"(?!(?:because|since|as|when|while|if|though|although|so|that|which|who|where)\b)"
    rf"(?:{_NO_VERB}[a-z][a-z-]*\s+)?{_NO_VERB}(?![a-z]*(?:ss|us|is)\b)[a-z][a-z-]*s\s+"
    r"(?![a-z]*s\b)[a-z]{3,}\s+(?:their|its|the|a|an|every|each|our|his|her)\b"
)
_OWN_CLAUSE = re.compile(
    # ("…, and since Lorcan moved to Glasgow my physio is …": what happened, and what holds
    # since, a statement of its own.)
    r",\s+and\s+(?=(?:since|now\s+that)\s+[A-Z])|"
    r",\s+(?:and\s+|but\s+)?(?=(?:the|a|an|our|their|its|his|her|my|your|this|these|it|they|"
    rf"he|she|we|there|every|each)\s|{_NAMED_SUBJECT}|{_PRONOUN_BE}|{_DAYS_SUBJECT}|"
    rf"{_PLURAL_SUBJECT})"
    rf"|\s+and\s+(?=(?:the|its|their|his|her|our|it|they|he|she|we)\s|{_NAMED_SUBJECT}|"
    rf"{_PRONOUN_BE})",
)


# What a note tells someone to do ("- bring his BP diary", "- call ahead"): a statement.
_TOLD_TO = re.compile(
    r"\s*(?:pls\s+|please\s+)?(?:bring|take|call|ask|check|book|send|pay|email|text|remind|"
    r"tell|ring|keep|leave|don['’]?t|do\s+not|make\s+sure)\b",
    re.I,
)


def _dash_split(sentence: str) -> list[str]:
    """``sentence`` cut after each "; " and at each spaced dash before a statement of its
    own ("appt 10:20 - bring his BP diary"), never one between two numbers ("10:00 -
    12:00")."""
    out, start = [], 0
    for m in re.finditer(r";\s+|\s[-–—]\s", sentence):
        dash = m.group().strip() != ";"
        after = re.split(r";\s+|\s[-–—]\s", sentence[m.end() :])[0]
        if dash and (
            (sentence[m.start() - 1 : m.start()].isdigit() and after[:1].isdigit())
            # (What a dash adds without a verb is said of what comes before it: "Lisbon
            # trip - departure 10/22".)
            or not (_has_verb(after) or _TOLD_TO.match(after))
        ):
            continue
        out.append(sentence[start : m.start()])
        start = m.end()
    return [*out, sentence[start:]]


def _colon_split(clause: str) -> list[str]:
    """``clause`` cut after a colon that joins two statements ("…brew day is 9 September:
    Dev runs the mash"), the first told by "is", "has" or the like, the second with a verb
    and a subject of its own. A colon after a heading or a label ("Roster for SK 207 on 14
    June: Captain …", "Update: …") opens what it heads. (With dashes, as a correction's
    leftovers are cut: the judge reads a colon as one statement's.)"""
    found = re.search(r"(?<=\S):\s+(?=\S)", clause)
    if found is None:
        return [clause]
    head, rest = clause[: found.start()], clause[found.end() :]
    # (What follows opens with its subject, a name or a determiner: "The rule is simple:
    # no deploys on Friday" is one statement, told in two halves.)
    opens = re.match(
        r"(?:[A-Z][\w'’-]*|(?:the|a|an|our|their|its|his|her|my|we|they|it|he|she)\b)", rest
    )
    told = re.search(r"\b(?:is|are|was|were|has|have|had|will)\b", head)
    if not (opens and told and _has_verb(rest.split(":")[0])):
        return [clause]
    return [head, *_colon_split(rest)]


def card_parts(text: str, dashes: bool = False) -> list[str]:
    """The statements of a card as written: sentences, their clauses after "; ", and their
    clauses of their own after ", and the…" (a clause with its own subject and verb). With
    ``dashes``, a spaced dash before a statement of its own parts them too ("appt 10:20 -
    bring his BP diary"): what a correction leaves of a card is kept so (the judge reads a
    dash as one statement's, "Lisbon trip - departure 10/22")."""

    out: list[str] = []
    for sentence in sentences(text):
        pieces = (
            [c for piece in _dash_split(sentence) for c in _colon_split(piece)]
            if dashes
            else re.split(r";\s+", sentence)
        )
        for clause in pieces:
            # Cut where a clause of its own begins; a piece with no verb (an opening "At
            # Northfield Tennis Club") stays with the piece after it, as written.
            found = sorted(
                [
                    *(m for m in _OWN_CLAUSE.finditer(clause) if _subject_told(clause, m.end())),
                    *_noun_clauses(clause),
                ],
                key=lambda m: m.start(),
            )
            spans = list(
                zip(
                    [0, *(m.end() for m in found)],
                    [*(m.start() for m in found), len(clause)],
                    strict=True,
                )
            )
            merged: list[tuple[int, int]] = []
            for begin, end in spans:
                if merged and not _says(clause[merged[-1][0] : merged[-1][1]]):
                    merged[-1] = (merged[-1][0], end)  # the verbless piece joins this one
                else:
                    merged.append((begin, end))
            if len(merged) > 1 and not _says(clause[merged[-1][0] : merged[-1][1]]):
                last = merged.pop()
                merged[-1] = (merged[-1][0], last[1])
            out.extend(clause[a:b].strip() for a, b in merged if clause[a:b].strip())
    return out


_PRONOUN_SUBJECT = r"(?:it|they|he|she|we|there)\b|[A-Za-z]+day(?:s)?\b"


def _subject_told(clause: str, at: int) -> bool:
    """Whether what opens at ``at`` of ``clause`` is a subject with its verb before the next
    comma: "and the fish market, starts with …" is one more thing a list names, its comma
    the list's, not a clause of its own ("and the fee is £36" is one)."""
    # (A pronoun is a subject whatever verb follows it: ", it's with Zenith", ", they've
    # got …"; only a noun may be one more thing a list names.)
    if re.match(_PRONOUN_SUBJECT, clause[at:], re.I):
        return True
    if HAPPENED_FIRST.match(clause, at):
        return True  # "…, and since Caputo stopped supplying us, we've been …"
    # (An aside between its subject and verb is skipped: "and the juniors, who are under
    # 12, train on Sundays"; so is a name said beside its role, "and the master
    # wheelwright, Morwyn Trevaskis, does all the tyring".)
    rest = re.sub(
        r",\s+(?:(?:who|which|whose|where)\b[^,;:]*|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}),",
        "",
        clause[at:],
    )
    told = re.split(r"[,;:]", rest, maxsplit=1)[0]
    # (A name of two words and a verb in -s it has no word for: "and Jessamy Kitto sets the
    # type by hand"; so too a noun told as someone's: "and his car insurance renews in
    # November", "and its receptionist books every first appointment". Not "and the policy
    # renews …": read apart, a part of "The Volvo V60 is insured …" and one of "The Fiat
    # Panda is insured …" would be one policy's two dates.)
    if re.match(rf"\s*{_PLURAL_SUBJECT}", told):
        return True
    return (
        _has_verb(told)
        or verb_after_name(told.split()) is not None
        or _DETERMINED_THEN_VERB.match(told) is not None
        or _PARTICLE_VERB.match(told) is not None
        or _VERB_THEN_OBJECT.match(told) is not None
    )


# (Its noun may say where or of what: "and her parking permit for the bay behind the flats
# renews every April".)
_DETERMINED_THEN_VERB = re.compile(
    r"\s*(?:our|their|its|his|her|my|your)\s+(?:[a-z][\w'’-]*\s+){0,3}?"
    r"(?:(?:for|of|at|in|on|behind|by|near|beside|under)\s+(?:the|a|an|our|their|its|his|her|"
    r"my|your)\s+(?:[a-z][\w'’-]*\s+){1,3}?){0,2}"
    r"(?![a-z]*(?:ss|us|is)\b)[a-z]{2,}s\s+(?:[a-z\d£$€])"
)
# A noun (where it is, after it) and a verb in -s the word lists lack, told by what follows
# it: its object ("and the trail board at the car park shows the day's closures"), or where
# a thing is kept ("and the key to the tool shed hangs in the porch").
_VERB_THEN_OBJECT = re.compile(
    r"\s*(?:the|a|an|this|that)\s+(?:[a-z][\w'’-]*\s+){0,2}?[a-z][\w'’-]*"
    r"(?:\s+(?:at|in|on|by|of|to|for)\s+(?:the|a|an)\s+(?:[a-z][\w'’-]*\s+){0,2}?[a-z][\w'’-]*)?"
    r"\s+(?:(?![a-z]*(?:ss|us|is)\b)[a-z]{3,}s\s+(?:the|a|an|its|their|our|his|her|every|each)\b"
    r"|(?:hangs|sits|lies|stands|lives)\s+(?:in|on|at|by|under|behind|beside|inside)\b)"
)
# Any noun and a verb the statement's word lists lack, when the verb takes a particle:
# "the firm grinds out stumps", "the warden locks up at six" (a noun is not followed so).
_PARTICLE_VERB = re.compile(
    r"\s*(?:the|a|an|this|that)\s+(?:[a-z][\w'’-]*\s+){0,2}?"
    r"(?![a-z]*(?:ss|us|is)\b)[a-z]{2,}s\s+(?:out|up|off|down|away|back|over)\b"
    # (Or people, in the plural, and what they do somewhere: "the pickers sleep in the old
    # huts", "the handlers wait by the gate".)
    r"|\s*(?:the|our|their|its)\s+(?![a-z]*(?:ss|us|is)\b)[a-z]{2,}(?:ers|ors|ists|ians)\s+"
    # (Not a noun they qualify: "the growers market in …", "the visitors centre at …".)
    r"(?![a-z]*(?:re|ry|ty|tion|ment|ness|room|hall|house|shop|shed|stall|market|day|desk)\b)"
    r"[a-z]{3,}\s+(?:in|at|on|by|under|beside|behind|near)\s"
)


# ", and volunteers need…", ", and schema changes go…": a clause whose subject is a bare
# noun (or two), told by the verb after it.
# ", invoices go out…" (no "and") counts only after a clause that has a verb of its own.
# (A count may open it: ", and 250 copies go out each month".)
_AND_NOUN = re.compile(
    r",\s+(?P<conj>(?:and|but)\s+)?(?=([a-z][\w-]*|\d[\d,]*)\s+([a-z]+)\b(?:\s+([a-z]+)\b)?)"
)


def _noun_clauses(clause: str) -> list[re.Match[str]]:
    def opens_one(m: re.Match[str]) -> bool:
        first, second, third = m.group(2), m.group(3), m.group(4)
        # (A verb's form before a noun and "is"/"are" is a noun: ", and work mornings are".)
        named = third in ("is", "are") and second not in VERBS and second not in STOPWORDS
        # ", and alerts go to #ops": a verb's form in -s before a verb in its plain form is
        # a plural noun, the clause's own subject.
        plural = first.endswith("s") and second in VERBS and not second.endswith("s")
        if first in STOPWORDS or (first in VERBS and not named and not plural):
            return False
        before = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", clause[: m.start()].lower())
        if not m["conj"] and not any(w in VERBS for w in before) and not named:
            return False
        if second in VERBS:
            return True
        if third in ("is", "are", "was", "were") and named and verb_at(before) is not None:
            return True  # "…from Harlow Mills, thesis bindings are turned round in five days"
        # Two nouns before the verb only after a clause that has a verb of its own ("Milk,
        # eggs, and bread rolls are on the list" is one list).
        return (
            bool(third)
            and third in VERBS
            and second not in STOPWORDS
            and any(w in VERBS for w in before)
        )

    found = [m for m in _AND_NOUN.finditer(clause) if opens_one(m)]
    # ", load-in at the Usher Hall is 2 pm": a noun and what places it, then "is", after a
    # clause with its own verb.
    for m in _COMMA_NOUN_IS.finditer(clause):
        before = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", clause[: m.start()].lower())
        first = m.group(1).lower()
        if (
            first not in STOPWORDS
            and first not in VERBS
            and any(w in VERBS for w in before)
            and not any(f.start() == m.start() for f in found)
        ):
            found.append(m)
    return found


_COMMA_NOUN_IS = re.compile(
    r",\s+(?=([a-z][\w-]*)(?:\s+(?:at|in|on|of|for|with|the|a|an|[A-Z][\w'’-]*)){0,5}"
    r"\s+(?:is|are|was|were)\b)"
)


_FRONTED_WORD = re.compile(
    r"\s*(?:at|in|on|for|from|since|after|before|during|within|across|under)\s", re.I
)


def _says(piece: str) -> bool:
    """Whether a piece of a sentence says something of its own: it has a verb."""
    if _NOUN_PHRASE.fullmatch(piece.strip(" .;,")):
        return False  # "their IT lead": a noun that a verb's form ends, after its article
    if _has_verb(piece) or _PARTICLE_VERB.match(piece):
        return True
    if re.match(rf"\s*(?:and\s+|but\s+)?{_PLURAL_SUBJECT}", piece):
        return True  # "counting agents collect their passes …": people and what they do
    if _FRONTED_WORD.match(piece):
        # A fronted place or time with no verb it knows ("At Marwick & Dunn …") says
        # nothing, unless a clause follows its comma ("At M & T, bookcloth comes from …").
        rest = piece.split(",", 1)[1] if "," in piece else ""
        after = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", plain_letters(rest.lower()))
        return len(after) > 2 and verb_at(after) not in (None, 0)
    words = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", plain_letters(piece.lower()))
    return (
        verb_at(words) is not None
        or plain_verb_at(re.findall(r"[\w'’-]+", piece)) is not None
        or bool(subject_of(piece).subject)
    )


# ("their IT lead", "the night cover": a singular noun a verb's base form spells, after its
# article and a word that qualifies it — no clause, which would say "leads".)
_NOUN_PHRASE = re.compile(
    r"(?i)(?:the|their|his|her|its|our|my|your|a|an)\s+(?:[\w&'’-]+\s+){1,2}"
    r"(?:lead|head|contact|cover|report|host|store|map)"
)
