"""A value made by a machine, not written: what a password manager or a key generator hands
out ("Hq2wEr9tYu", "Mb7xKe3yQw9pLz2v"). Upper- and lower-case letters and digits in short
runs, most of its letters in no run a word could be made of. Such a value is a secret
wherever it stands and whatever language labels it. The label rules read a value after
words they know; this one reads the value itself, so "社内Wikiの合言葉は Hq2wEr9tYu です",
"Use Lg7nQw3zXv to log in" and "rabbitmqctl add_user admin Rb3mKq7wZx" are found without
a label of their own.

What such a value also is, and is not taken here: a part of a URL, an e-mail address or a
path (a video's id, a short link, a document's id are shown to be shared), except where a
URL signs in or invites; an id named by its prefix ("GHSA-…"; an API's, "cus_…", "req_…",
by the gate's own list in ``redact``); a value named as an id, an order, a commit, a video
("video dQw4w9WgXcQ").
Words in camel case with a number ("iPhone15Pro", "HomeNet5G", "MacBookPro16") and a word
in leetspeak ("P@ssw0rd1") are words a person chose, not made.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

Found = tuple[str, int, int]

# A word of the text: what stands between spaces, quotes, brackets and list marks.
# (A backslash too: "'Pw9dKq5wZx\\nPw9dKq5wZx'" typed into a shell holds two.)
_WORD = re.compile(r"[^\s\"'`,;()\[\]{}<>|\\]+")
# A name given the value in the word itself ("AUTH=…", "admin:…", "creds:admin:…").
_NAMED = re.compile(r"^(?:[\w.\-]*[=:])+")
_MARKS = frozenset("!$*^~#%&@?_-")
_VALUE = re.compile(r"[A-Za-z0-9!$*^~#%&@?_-]+")
# A run a word is made of: a capital and two or more small letters, or three small letters.
_WORDISH = re.compile(r"[A-Z][a-z]{2,}|[a-z]{3,}")
_VOWEL = re.compile(r"[aeiouy]")
# Letters written as marks or a zero ("P@ssw0rd1" reads "Password1"): a long word so written
# is still a word a person chose. (Only these: other digits read as letters make runs of
# chance in a random value, "c74mq" reading "ctamq".)
_LONG_WORD = re.compile(r"[a-z]{6,}")
_LEET = str.maketrans("0@$", "oas")
_RUNS = re.compile(r"[a-z]+|[A-Z]+|[0-9]+|[^A-Za-z0-9]+")
_URL = re.compile(r"(?i)\b(?:[a-z][a-z0-9+.\-]*://|www\.)\S+")
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")
# What names the value as an id of a thing shown to others, just before it.
_NAMED_AN_ID = re.compile(
    r"(?i)(?:\b(?:id|ids|uid|guid|uuid|no|nr|number|order|ref|reference|booking|ticket|"
    r"invoice|tracking|case|commit|sha|hash|video|v|sku|serial|model|part|build|request|"
    r"trace|span|job|run|pipeline|record|customer|client|object|file|doc|document|slug|"
    r"channel|playlist|tweet|post|issue|pr|item|asset|container|pod|image|digest|"
    r"workspace|room|meeting|code\s+name)\b\s*[:#=]?\s*[\"'`(]?|#\s*)$"
)
# An id named by a register's prefix in capitals: an advisory's "GHSA-…", a ticket's "INC-…".
# (An id an API returns, "cus_…", "req_…", is public by the gate's own list: ``redact``.)
_REGISTER_ID = re.compile(r"^[A-Z]{2,6}-")


def _worded(value: str) -> bool:
    """Half of ``value``'s letters or more are in runs a word could be: two such runs or
    one of four letters or more ("HomeNet5G", "MacBookPro16", "iPhone15Pro"). A run holds a
    vowel ("Net", "Pro"; "Xgq" is no word's), and one short run alone is chance ("K8Jiq7")."""
    runs = [m.group(0) for m in _WORDISH.finditer(value) if _VOWEL.search(m.group(0))]
    if not runs or (len(runs) == 1 and len(runs[0]) < 4):
        return False
    return 2 * sum(map(len, runs)) >= sum(c.isalpha() for c in value)


def made(value: str) -> bool:
    """``value`` is made by a machine: small and capital letters and digits, each in runs of
    at most four, a change every character or two, and no word in it, even one written in digits
    ("Hq2wEr9tYu" is made; "HomeNet5G", "iPhone15Pro" and "P@ssw0rd1" are not)."""
    if not (8 <= len(value) <= 64):
        return False
    if not (
        any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and any(c.isdigit() for c in value)
    ):
        return False
    if _worded(value) or _LONG_WORD.search(value.translate(_LEET)):
        return False
    runs = _RUNS.findall(value)
    if max(len(run) for run in runs) > 4:
        return False
    # A generator changes case or kind every character or two; a name with a number
    # ("Model3Performance") keeps to long runs.
    return 2 * len(runs) >= len(value)


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


def _value_of(word: str) -> tuple[int, str] | None:
    """The value a word holds, with its offset: the word less a name given it ("AUTH=",
    "admin:") and a sentence's mark after it; none when the word is base64, a path or an
    address (a "+", "/", "." or "=" left inside)."""
    named = _NAMED.match(word)
    offset = named.end() if named else 0
    value = word[offset:].rstrip(".!?:")
    if not _VALUE.fullmatch(value):
        return None
    return offset, value


# Where a URL hands over a secret: a sign-in or session's parameter, an invitation's or a
# magic link's path, the user part before "@" ("https://<token>@github.com/…").
_URL_SECRET = re.compile(
    r"(?i)(?:[?&;](?:code|sid|session|sessionid|session_id|otp|invite|magic|key|login_token|"
    r"reset_token|auth_code|ticket)=|/(?:invite|invites|join|magic|reset|verify|activate|"
    r"login|signin|sign-in|auth)/|://(?:[^/@\s:]+:)?)$"
)
_URL_PART = re.compile(r"[A-Za-z0-9_~!$*^-]{8,64}")


def _in_urls(text: str, urls: list[tuple[int, int]]) -> Iterator[Found]:
    """Made values a URL hands over where it signs in, invites or names a session."""
    for start, end in urls:
        for part in _URL_PART.finditer(text, start, end):
            value = part.group(0)
            after = text[part.end() : part.end() + 1]
            if after not in ("", "&", "#", "@", "/", ";") and not after.isspace():
                continue
            if made(value) and _URL_SECRET.search(text, start, part.start()):
                yield ("url-token", part.start(), part.end())


def find_made(text: str) -> Iterator[Found]:
    """``(kind, start, end)`` of every value made by a machine in ``text`` that is not a part
    of a URL or an address, a register's id, or named as an id just before it; and those a
    URL hands over where it signs in or invites. (What is public by what it is — an API's
    id, a digest, a public key — the gate leaves as it leaves any random token.)"""
    urls: list[tuple[int, int]] | None = None
    taken: list[tuple[int, int]] = []
    for match in _WORD.finditer(text):
        held = _value_of(match.group(0))
        if held is None:
            continue
        offset, value = held
        marks = sum(c in _MARKS for c in value)
        if len(value) - marks < 8 or 4 * marks > len(value) or not made(value):
            continue
        if _REGISTER_ID.match(value):
            continue
        if urls is None:
            urls = _spans(_URL, text)
            taken = urls + _spans(_EMAIL, text)
        start = match.start() + offset
        if any(a <= start < b for a, b in taken):
            continue
        if _NAMED_AN_ID.search(text[max(0, start - 24) : start]):
            continue
        yield ("random-value", start, start + len(value))
    if urls is None and "://" in text:
        urls = _spans(_URL, text)
    yield from _in_urls(text, urls or [])


# The cheap first look (``maybe``): a run of eight or more of a made value's characters
# holding a small letter, a capital and a digit. (Each look ahead reads no further than a
# made value's 64 characters: unbounded, a long run such as "a@a@a@…" cost time by the square
# of its length.)
MAYBE_MADE = (
    r"(?<![A-Za-z0-9])(?=[\w!$*^~#%&@?+-]{0,63}[a-z])(?=[\w!$*^~#%&@?+-]{0,63}[A-Z])"
    r"(?=[\w!$*^~#%&@?+-]{0,63}\d)[\w!$*^~#%&@?+-]{8}"
)
