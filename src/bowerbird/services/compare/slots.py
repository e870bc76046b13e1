"""Which slot a correction's value fills, read in the old card: a label naming it, whom a
thing is for, a heading above it, the speaker, the words the value leaves dangling.
"""

from __future__ import annotations

import re

from ..mentions import VERBS as VERBS_SAID
from ..mentions import mentions
from ..statement import verb_at
from ..statement import without_cue as without_cue
from ..text import STOPWORDS, plain_letters
from .conjuncts import _ASIDE, _DETERMINERS_OWN, _split_subject
from .details import _said
from .relate import _FILLERS


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
    from ..text import STOPWORDS

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
    from ..statement import verb_at
    from ..text import stem_set

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


# What a possessive name is the owner of, and where it is, ending its clause ("Van Damme's
# wholesale;", "Tollard's tannery in Walsall;", "Acme in Leeds."): the kind of thing the
# name is and its place, one phrase with it. (A bare word after a name is no noun of it:
# "from Acme weekly" says how often, a detail of its own.)
_OWNED = r"(?:(?:(?<=['’]s)|['’]s)\s+[a-z][a-z-]+)?(?:\s+in\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?"


def _whole_name(text: str, name: str) -> list[str]:
    """``name`` as ``text`` writes it with the capitalised words right before it and a
    version right after ("Adobe InDesign 2023" for "InDesign"), or what it owns and where,
    when that ends the clause ("Tollard's tannery in Walsall"); none when it stands alone."""
    if not name[:1].isupper():
        return []
    found = re.search(
        rf"(?:\b[A-Z][\w'’.-]*\s+)*{re.escape(name)}"
        rf"(?:\s+v?\d[\w.]*|{_OWNED}(?=\s*(?:[;,.]|$)))?(?![\w])",
        text,
    )
    return [found.group(0)] if found and found.group(0) != name else []


def _sentence_of(part: str) -> str:
    """A part of a card as a sentence of its own: its opening "and"/"but" dropped, its first
    letter raised, a full stop when it has none (no word is changed)."""
    text = re.sub(r"^(?:and|but)\s+", "", part.strip(), flags=re.I).rstrip(",;: ")
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
