"""One person told in two voices: a note saved as the user said it ("I take sertraline
every morning") and the same fact as an assistant saved it ("The user takes sertraline
every morning"). The judge reads the new note in the card's voice, only to compare, so "I"
/ "the user" is never a word put for another, nor a word the card lacks.

The note is stored as it was said, and a card is derived from its own words (the note's
values go into it, never its voice). A note that speaks in both voices, or of "we", is read
as written.

A note jotted in lower case ("tidewater auditions pushed back a week to sun 17 may") is read
with the card's capitals for the names the card writes with them, a capital for the name after
a title ("dr hallam"), and for months and weekdays (beside a day's number when the word is a
word too: "sun 17 may") — again only to compare: the stored note keeps its own letters.

A note typed without apostrophes ("kiln 2 isnt going on thursdays anymore") is read with them
where the bare word is no word of its own ("isnt", "thats"; never "its", "were", "well").
"""

from __future__ import annotations

import itertools
import re

from ..mentions import WEEKDAY_WORD
from ..statement import OPENING_CUE
from ..text import STOPWORDS, common_word
from ..timeparse import MONTHS

_FIRST = re.compile(r"\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|me|my|My|mine|myself)\b")
_USER = re.compile(r"\b(?:[Tt]he\s+)?[Uu]ser(?:'s|’s)?\b")

# Words between the person and the verb ("I usually take", "the user still has").
_ADVERB = r"(?:(?:also|always|never|still|often|usually|only|now|just|really|normally|\w+ly)\s+)?"
# Verbs whose form does not change with the person.
_SAME_FORM = frozenset(
    "can could will would shall should may might must had did went took got made said saw "
    "bought came left kept gave told felt found thought ran wrote sent paid met lost put set "
    "moved".split()
)
_BE_HAVE_DO = {"am": "is", "have": "has", "do": "does", "was": "was"}
_FROM_THIRD = {"is": "am", "has": "have", "does": "do", "was": "was"}


def _third(verb: str) -> str:
    """The verb as said of "the user" ("take" → "takes", "watch" → "watches")."""
    if verb in _BE_HAVE_DO:
        return _BE_HAVE_DO[verb]
    if verb in _SAME_FORM or verb.endswith("ed"):
        return verb
    if re.search(r"(?:s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def _first(verb: str) -> str:
    """The verb as said by "I" ("takes" → "take", "watches" → "watch")."""
    if verb in _FROM_THIRD:
        return _FROM_THIRD[verb]
    if verb in _SAME_FORM or verb.endswith("ed") or not verb.endswith("s") or verb.endswith("ss"):
        return verb
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if re.search(r"(?:sh|ch|x|zz|ss|o)es$", verb):
        return verb[:-2]
    return verb[:-1]


def _voice(text: str) -> str | None:
    """ "first", "user", or None (both, neither)."""
    first, user = bool(_FIRST.search(text)), bool(_USER.search(text))
    if first == user:
        return None
    return "first" if first else "user"


def _capital(said: str, at: int, text: str) -> str:
    """``said`` capitalised where a sentence starts."""
    opens = not text[:at].strip() or text[:at].rstrip()[-1:] in ".!?;:"
    return said[:1].upper() + said[1:] if opens else said


def _to_user(text: str, bare: bool) -> str:
    """``text`` said of the user ("User …" when ``bare``, as the card writes it)."""
    out = _of_the_user(text)
    return re.sub(r"\b[Tt]he user\b", "User", out) if bare else out


def _of_the_user(text: str) -> str:
    def person(match: re.Match[str]) -> str:
        adverb, verb = match["adverb"] or "", match["verb"]
        return _capital(f"the user {adverb}{_third(verb.lower())}", match.start(), text)

    out = re.sub(r"\bI\s+(?P<adverb>" + _ADVERB + r")(?P<verb>[a-z]+)\b", person, text)
    for pattern, said in (
        (r"\bI(?:'m|’m)\b", "the user is"),
        (r"\bI(?:'ve|’ve)\b", "the user has"),
        (r"\bI(?:'ll|’ll)\b", "the user will"),
        (r"\bI(?:'d|’d)\b", "the user would"),
        (r"\b[Mm]y\b", "the user's"),
        (r"\bmine\b", "the user's"),
        (r"\bmyself\b", "themselves"),
        (r"\bme\b", "the user"),
    ):
        out = _put(pattern, said, out)
    return out


def _put(pattern: str, said: str, text: str) -> str:
    """``text`` with ``pattern`` replaced by ``said``, capitalised where a sentence starts."""
    return re.sub(pattern, lambda m: _capital(said, m.start(), text), text)


def _to_first(text: str) -> str:
    def person(match: re.Match[str]) -> str:
        adverb, verb = match["adverb"] or "", match["verb"]
        return f"I {adverb}{_first(verb.lower())}"

    out = re.sub(
        r"\b(?:[Tt]he\s+)?[Uu]ser\s+(?P<adverb>" + _ADVERB + r")(?P<verb>[a-z]+)\b", person, text
    )
    out = re.sub(
        r"\b(?:[Tt]he\s+)?[Uu]ser(?:'s|’s)\s",
        lambda m: _capital("my ", m.start(), out),
        out,
    )
    return re.sub(r"\b(?:the\s+)?user\b", "me", out)


# Contractions typed without their apostrophe that are no English word as they stand.
# ("its", "were", "well", "ill", "id", "lets", "shell", "hell", "wed" are words: left.)
_BARE = {
    bare: bare[: -len(tail)] + "'" + tail
    for bare, tail in (
        *(
            (w + "nt", "t")
            for w in "is are was were do does did has have had could should would must need".split()
        ),
        ("wont", "t"),
        ("cant", "t"),
        *((w + "s", "s") for w in "that what there here where who".split()),
        ("im", "m"),
        ("ive", "ve"),
        ("youre", "re"),
        ("theyre", "re"),
        ("youve", "ve"),
        ("theyve", "ve"),
        ("weve", "ve"),
        ("hes", "s"),
        ("shes", "s"),
        ("thatll", "ll"),
        ("itll", "ll"),
        ("theyll", "ll"),
        ("youll", "ll"),
    )
}
_BARE_WORD = re.compile(
    r"(?<![\w'’])(?:" + "|".join(sorted(_BARE, key=len, reverse=True)) + r")(?![\w'’])", re.I
)


def with_apostrophes(note: str) -> str:
    """``note`` with the apostrophes of contractions typed without them ("isnt" → "isn't",
    "thats" → "that's"), only to compare; a note that has none such is returned as it is."""

    def put(found: re.Match[str]) -> str:
        said = found.group()
        if said.isupper():
            return said  # "IM", "ISNT": an acronym or a shout, left as written
        written = _BARE[said.lower()]
        return said[0] + written[1:] if len(said) > 1 else written

    return _BARE_WORD.sub(put, note)


# What a speaker says while thinking ("um, so, the, uh, the big rig"): no word of the note.
# (Capitalised only with its comma, "Er, just to say …": never "ER" for a room, nor "the
# Erm Valley road".)
_FILLER = re.compile(
    r"(?<![\w'’-])(?:(?:um+|uh+|erm+|er+|ah+|hm+)(?![\w'’-]),?|(?:Um+|Uh+|Erm+|Er+|Ah+|Hm+),)\s*"
)
# A comma right after a word that cannot end a phrase is a pause, not a break ("has been,
# er, sold" once the filler is gone).
_PAUSED = re.compile(
    r"(?i)\b(has|have|had|is|are|was|were|been|be|the|a|an|to|of|our|my|its|their)\s*,\s+"
)
# A word said twice over a pause ("the, the big rig", once the filler between is gone).
_SAID_TWICE = re.compile(r"(?i)\b(\w+),?\s+\1\b")


def unfilled(note: str) -> str:
    """``note`` without a speaker's fillers and the words they said twice around them ("the,
    uh, the big Chynoweth rig" → "the big Chynoweth rig"), only to compare; a note with none
    is returned as it is."""
    if not _FILLER.search(note):
        return note
    return _PAUSED.sub(r"\1 ", _SAID_TWICE.sub(r"\1", _FILLER.sub("", note)))


def in_voice_of(note: str, card: str) -> str:
    """``note`` read in ``card``'s voice when one says "I" and the other "the user" (each in
    one voice only); else ``note`` unchanged."""
    mine, theirs = _voice(note), _voice(card)
    if mine is None or theirs is None or mine == theirs:
        return note
    # An opening cue ("Correcting myself: …") is how it is told: kept as said.
    opening = OPENING_CUE.match(note)
    cue, rest = (note[: opening.end()], note[opening.end() :]) if opening else ("", note)
    if theirs == "first":
        return cue + _to_first(rest)
    said = _USER.search(card)
    return cue + _to_user(
        rest, bare=said is not None and not said.group().lower().startswith("the")
    )


# A word of three to five letters that may stand for words by their first letters.
_INITIALS = re.compile(r"(?<![\w'’-])(?:[a-z]{3,5}|[A-Z]{3,5})(?![\w'’-])")


def initials_spelt(note: str, card: str) -> str:
    """``note`` with a word the card never writes that is the first letters of words the
    card writes side by side ("cowlam pyo" of "Cowlam Fields pick-your-own", "the HRT" of
    "its heat recovery tank") put as the card writes them, only to compare. Each card word
    counts, a compound's too ("pick-your-own" is three); the words stand in one clause and
    a small word only inside a compound. A word in small letters that is a word of its own
    ("cat", never "Cats are tidy") stands for nothing. A note with no such word is returned
    as it is."""
    pieces = [
        (piece.group(), clause_at, piece.start() > 0 and clause[piece.start() - 1] == "-")
        for clause_at, clause in enumerate(re.split(r"[,;:.()]|\s[-–—]\s", card))
        for piece in re.finditer(r"[^\W\d_]+", clause)
    ]
    card_words = {w.lower() for w, _, _ in pieces}

    def put(found: re.Match[str]) -> str:
        said = found.group()
        if said.lower() in card_words or said.lower() in STOPWORDS:
            return said
        if said.islower() and common_word(said):
            return said
        width = len(said)
        for at in range(len(pieces) - width + 1):
            run = pieces[at : at + width]
            if (
                run[0][1] == run[-1][1]
                and "".join(w[0].lower() for w, _, _ in run) == said.lower()
                and not any(
                    w.lower() in STOPWORDS and not (joined or (i + 1 < width and run[i + 1][2]))
                    for i, (w, _, joined) in enumerate(run)
                )
            ):
                written = re.search(r"\b" + r"\W+".join(re.escape(w) for w, _, _ in run), card)
                return written.group() if written else said
        return said

    return _INITIALS.sub(put, note)


# Months and weekdays that are words too ("may", "march", "sun", "sat", "wed"): capitalised
# only beside a number ("sun 17 may", "may 3"); the other months wherever they stand.
_WORDS_TOO = frozenset({"may", "march", "mar"})
_MONTHS = sorted((m for m in MONTHS if m not in _WORDS_TOO), key=len, reverse=True)
_DAY_NUMBER = r"\d{1,2}(?:st|nd|rd|th)?(?![\d.,:])"  # a day of the month, not "4.20"
_BESIDE_NUMBER = re.compile(
    rf"\b(?P<before>(?:{WEEKDAY_WORD}|may|march|mar)(?=\s+{_DAY_NUMBER}))"
    rf"|(?<![\d.,:])(?P<after>{_DAY_NUMBER}\s+(?:may|march|mar))\b"
)
# A title goes before a name: "dr hallam" is "Dr Hallam".
_TITLE = re.compile(
    r"\b(?P<title>dr|mr|mrs|ms|mx|prof|rev|sir|dame)(?P<gap>\.?\s+)(?P<name>[a-z][\w'’-]*)", re.I
)
_ALWAYS = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|tues|thurs|" + "|".join(_MONTHS) + r")\b"
)
# Who takes a thing on, jotted in lower case ("kasim's taking over the courier run"): the
# word before the verb names a person, where no article or "our" makes it a noun ("the
# team's covering") and it is no pronoun ("someone's taking over").
_TAKER = re.compile(
    r"(?<![\w'’])(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bour\s)(?<!\bmy\s)(?<!\btheir\s)"
    r"(?P<name>(?![a-z]*(?:one|body)\b)[a-z][a-z'’-]+?)(?=(?:['’]s|\s+is|\s+has|\s+will)\s+"
    r"(?:taking\s+over|taken\s+over|take\s+over|covering|stepping\s+in|picking\s+up)\b)"
)
_WORD = re.compile(r"[A-Za-z][\w'’&-]*")
_TITLED = re.compile(r"[A-Z][a-z]")


def _starts_sentence(text: str, at: int) -> bool:
    """Whether a word at ``at`` opens a sentence: the text's start, a line's, or after a
    full stop, "!" or "?" and a space. Read backwards over the space before it only (a
    search of everything before it, for every word, made a long note quadratic: a 930 KB
    note ran for over 14 minutes)."""
    if at == 0:
        return True
    i = at
    while i > 0 and text[i - 1].isspace():
        i -= 1
    gap = text[i:at]
    return "\n" in gap or (bool(gap) and i > 0 and text[i - 1] in ".!?")


def _uncased(text: str) -> bool:
    """Whether ``text`` was written without capitals for its names: no word in it is written
    Titlecase but where a sentence starts (capital acronyms, "AS", "B12", may stand; so may
    a month or a weekday, which a phone capitalises: "pedalwise dolomites: … now 21 June")."""
    dated = [(d.start(), d.end()) for d in _BESIDE_NUMBER.finditer(text.lower())]  # "21 March"
    return not any(
        _TITLED.match(w.group())
        and not _starts_sentence(text, w.start())
        and not _ALWAYS.fullmatch(w.group().lower())
        and not any(a <= w.start() < b for a, b in dated)
        for w in _WORD.finditer(text)
    )


def _names_cased(card: str) -> tuple[dict[str, str], dict[str, str]]:
    """The words ``card`` writes with a capital: as a name where no sentence starts (or at a
    sentence's start when the next word has a capital too, "Fellside Astronomical …"), and
    those that open a sentence — a name or not, which a note's opening word may share."""
    words = list(_WORD.finditer(card))
    named: dict[str, str] = {}
    opening: dict[str, str] = {}
    for i, w in enumerate(words):
        said = w.group()
        if said == said.lower() or said.lower() in STOPWORDS:
            continue
        starts = _starts_sentence(card, w.start())
        joined = (
            i + 1 < len(words)
            and words[i + 1].group()[:1].isupper()
            and card[w.end() : words[i + 1].start()].strip() in ("", "&")
        )
        # (A possessive opening a sentence is someone's: "Gwen's finished with the agency".)
        owner = re.search(r"['’]s$", said) is not None
        base = re.sub(r"['’]s$", "", said)
        (named if not starts or joined or owner else opening).setdefault(base.lower(), base)
    return named, opening


_TOKEN = re.compile(r"[\w'’]+")
_PERSON = re.compile(r"(?<![\w'’])[A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z][\w'’-]*)+")


def _in_names_place(note: str, card: str) -> str:
    """``note`` with capitals for the words it writes where the card writes a person's
    name: before the same two words as follow the name in the card ("samir haddad leads
    the …" of "Gwen Tallis leads the …"), or after the same two words as come before it
    ("the new tenant is tomasz wierzbicki" of "…the tenant is Oksana Deveraux"). As many
    words as the card's name, none of them a common word."""
    for name in _PERSON.finditer(card):
        size = len(name.group().split())
        # The two words either side, read near the name (a search of the whole rest of
        # the card for each name made a long card quadratic).
        after = [w.group() for w in itertools.islice(_TOKEN.finditer(card, name.end()), 2)]
        before = _TOKEN.findall(card[max(0, name.start() - 200) : name.start()])[-2:]
        words = r"\s+".join([r"([a-z][\w'’-]*)"] * size)
        frames = []
        if len(after) == 2:
            frames.append(
                rf"(?<![\w'’]){words}(?=\s+{re.escape(after[0])}\s+{re.escape(after[1])}\b)"
            )
        if len(before) == 2:
            frames.append(
                rf"(?<=\b{re.escape(before[0])}\s{re.escape(before[1])}\s){words}(?![\w'’])"
            )
        for frame in frames:
            found = re.search(frame, note, re.I)
            if found is None or any(w.lower() in STOPWORDS for w in found.groups()):
                continue
            if any(w != w.lower() for w in found.groups()):
                continue  # written with capitals already, or the card's name
            named = " ".join(w.capitalize() for w in found.groups())
            note = note[: found.start()] + named + note[found.end() :]
    return note


def _capital_word(found: re.Match[str]) -> str:
    """The month or weekday of ``found`` with its capital ("17th may" → "17th May")."""
    said = found.group()
    at = re.search(r"[a-z]+$", said) if found["after"] else re.match(r"[a-z]+", said)
    if at is None:
        return said
    return said[: at.start()] + said[at.start()].upper() + said[at.start() + 1 :]


def in_case_of(note: str, card: str) -> str:
    """``note`` with capitals where it was jotted without them (``_uncased``): the card's
    names as the card writes them, a title's name, months and weekdays. Only to
    compare; a note written with capitals is returned unchanged."""
    if not _uncased(note) or not re.search(r"[a-z]", note):
        return note
    named, opening = _names_cased(card)

    def word(found: re.Match[str]) -> str:
        said = found.group()
        if said != said.lower():
            return said  # an acronym or a value as written ("AS", "B12")
        base, owner = re.fullmatch(r"(.+?)((?:['’]s)?)", said).groups()  # type: ignore[union-attr]
        if base in ("i", "i'm", "i’m", "i've", "i’ve", "i'd", "i’d", "i'll", "i’ll"):
            return said[:1].upper() + said[1:]
        if base in named:
            return named[base] + owner
        # ("tidewater auditions …" of a card opening "Tidewater auditions: …"; the note's
        # other words keep their letters, a sentence's opening word is read as it stands.)
        if base in opening and _starts_sentence(note, found.start()):
            return opening[base] + owner
        return said

    out = _in_names_place(_WORD.sub(word, note), card)
    out = _TAKER.sub(lambda m: m["name"] if m["name"] in STOPWORDS else m["name"].title(), out)
    out = _TITLE.sub(lambda m: m["title"].capitalize() + m["gap"] + m["name"].capitalize(), out)
    out = _BESIDE_NUMBER.sub(_capital_word, out)
    return _ALWAYS.sub(lambda m: m.group().capitalize(), out)
