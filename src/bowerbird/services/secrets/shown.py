"""A text as it reads, for the secrets gate: compatibility forms folded, characters that show
nothing removed, look-alike letters of another script read as Latin ones, a word spelt a letter
at a time read whole, HTML's and URLs' escapes read as what they stand for — so a label hidden
by any of these is still a label."""

from __future__ import annotations

import html
import re
from urllib.parse import unquote

# Characters that show nothing: a zero-width space inside "pass\u200bword" hid the label.
_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


# Cyrillic and Greek letters drawn as Latin ones, read as those inside a word written in
# both scripts ("Password" with U+0430 for its "a"): a word wholly in one script is its own.
_LOOKALIKE = str.maketrans(
    "аеорсухѕіјӏАВЕКМНОРСТХЅІЈοαρτυνκιΑΒΕΗΙΚΜΝΟΡΤΧΥΖ",
    "aeopcyxsijlABEKMHOPCTXSIJoaptuvkiABEHIKMNOPTXYZ",
)


_MIXED_WORD = re.compile(r"\w+")
# Dashes drawn as a hyphen (figure dashes, en dashes, a minus sign): a hyphen as it reads.
_DASHES = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2212\ufe63\uff0d", "-"))


# A word spelt out a letter at a time ("P A S S W O R D", "P-a-s-s-w-o-r-d"): read whole.
SPELT = re.compile(r"(?<![\w-])(?:[^\W\d_][ \-]){4,}[^\W\d_](?![\w-])")


# An escape a page or a URL writes a character as: "password&#58;", "&lt;password&gt;",
# "password%3D…".
ENCODED = re.compile(r"&(?:#\d{2,5}|#x[0-9a-fA-F]{2,4}|[a-zA-Z]{2,8});|%[0-9A-Fa-f]{2}")


def _one_script(word: re.Match[str]) -> str:
    said = word.group()
    if said.isascii() or not any("a" <= c.lower() <= "z" for c in said):
        return said
    return said.translate(_LOOKALIKE)


def plain(text: str) -> str:
    """``text`` as it reads: compatibility forms folded (NFKC: fullwidth letters and colons
    become their plain forms), characters that show nothing removed, a word written in two
    scripts read in the Latin one, a word spelt a letter at a time read whole, escapes read."""
    import unicodedata

    if ENCODED.search(text):
        text = unquote(html.unescape(text))
    shown = _INVISIBLE.sub("", unicodedata.normalize("NFKC", text)).translate(_DASHES)
    shown = SPELT.sub(lambda m: re.sub(r"[ \-]", "", m.group()), shown)
    return _MIXED_WORD.sub(_one_script, shown)
