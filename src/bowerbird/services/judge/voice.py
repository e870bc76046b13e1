"""One person told in two voices: a note saved as the user said it ("I take sertraline
every morning") and the same fact as an assistant saved it ("The user takes sertraline
every morning"). The judge reads the new note in the card's voice, only to compare, so "I"
/ "the user" is never a word put for another, nor a word the card lacks.

The note is stored as it was said, and a card is derived from its own words (the note's
values go into it, never its voice). A note that speaks in both voices, or of "we", is read
as written.
"""

from __future__ import annotations

import re

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


def in_voice_of(note: str, card: str) -> str:
    """``note`` read in ``card``'s voice when one says "I" and the other "the user" (each in
    one voice only); else ``note`` unchanged."""
    mine, theirs = _voice(note), _voice(card)
    if mine is None or theirs is None or mine == theirs:
        return note
    if theirs == "first":
        return _to_first(note)
    said = _USER.search(card)
    return _to_user(note, bare=said is not None and not said.group().lower().startswith("the"))
