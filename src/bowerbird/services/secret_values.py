"""What a value must look like to be taken for a credential, whatever rule found it: not a
placeholder, a pointer or code ("<password>", "${DB_PASS}", "generateToken(user)"), not a
documentation sample ("changeme"), and, for a password, letters mixed with digits or marks.
Shared by the token rules (``redact``), the phrasings of passwords (``passwords``) and the
codes (``codes``)."""

from __future__ import annotations

import math
import re
from collections import Counter

# Not a value but a pointer to one: an environment variable, a template, a placeholder.
_POINTER = re.compile(r"^(?:\$|\{\{|%|<|\*{3}|x{3,}$|[A-Z][A-Z0-9_]{2,}$)")


def luhn(digits: str) -> bool:
    total = 0
    for n, d in enumerate(reversed(digits)):
        k = int(d) * (2 if n % 2 else 1)
        total += k - 9 if k > 9 else k
    return total % 10 == 0


# Not a secret but a stand-in for one: "<password>", "${DB_PASS}", "your_password", "***".
_PLACEHOLDER = re.compile(
    r"^(?:<[^>]*>|\{[^}]*\}|\$\{?[\w.]+\}?|\*+|x{3,}|\.{3,}|"
    r"(?:my|the|some|new|old)?[_\-]?(?:user(?:name)?|password|passwd|pass|pwd|secret|token|"
    r"key|api[_\-]?key)s?(?:[_\-]?here)?|your[\w\-.]*|https?://\S*)$",
    re.I,
)
# Code that computes or fetches a value ("generateToken(user)", "process.env.JWT_SECRET",
# "Joi.string()", "hashedPassword"): the name says secret, the value is an expression.
_CODE = re.compile(r"[()\[\]{}]|^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|^[A-Za-z_$]+$")


TEMPLATE = re.compile(r"your|x{8,}|0{8,}", re.I)


# Letters a sample password in documentation is made of ("mypassword", "changeme").
SAMPLE = re.compile(r"^[a-z]*(?:password|passwd|changeme|secret|example)[a-z]*$", re.I)


def placeholder(value: str) -> bool:
    """A placeholder or a pointer to a value ("<password>", "${DB_PASS}", "pass"), or one
    cut short on purpose ("sk_test_...")."""
    return bool(_POINTER.match(value) or _PLACEHOLDER.match(value) or value.endswith(("...", "…")))


def stand_in(value: str) -> bool:
    """A placeholder, a pointer to a value, or code — not a credential."""
    return bool(_POINTER.match(value) or _PLACEHOLDER.match(value) or _CODE.search(value))


def prose_token(value: str) -> bool:
    """A token named by its keyword: long, random-looking, with digits."""
    return (
        len(value) >= 16
        and sum(c.isdigit() for c in value) >= 3  # "valid-oauth2-token" is a name
        and any(c.isalpha() for c in value)
        and entropy(value) >= 3.2  # a random 32-digit hex scores 3.4 to 3.9
    )


def strong_password(value: str) -> bool:
    """Three kinds of character of four (lower, upper, digit, symbol): a password, not a
    path segment or a word."""
    return _classes(value) >= 3


def prose_password(value: str) -> bool:
    """A value after "password … is/to" in a sentence: a password-looking word ("bluefalcon77",
    "Tr0ub4dor&3"), never an ordinary word ("changed", "reset", "the") or a number alone."""
    if value.isdigit() or len(value) < 6:
        return False
    return looks_like_password(value) and (any(c.isdigit() for c in value) or not value.isalnum())


def credential_word(value: str) -> bool:
    """What a keyword without "is" ("pw", "pass", "user:…") must be followed by to be taken
    for a password: at least four characters mixing letters with digits or marks, not a
    number, a path or a URL ("pw 8080", "pass /etc/x", "user:https://…")."""
    if len(value) < 4 or value.isdigit() or "/" in value or placeholder(value):
        return False
    if TEMPLATE.search(value) or SAMPLE.search(value):
        return False  # "your_password", "changeme": a documentation sample
    letters = any(c.isalpha() for c in value)
    marks = any(not c.isalnum() and c not in "-_.'\"()[]{}" for c in value)
    return letters and (any(c.isdigit() for c in value) or marks)


def _classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


def looks_like_password(value: str) -> bool:
    """ "the password is Tr0ub4dor&3", not "the password is changed every quarter"."""
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )
    return classes >= 2 and not (value.istitle() and value.isalpha())


def entropy(text: str) -> float:
    """Shannon entropy of ``text`` in bits per character."""
    if not text:
        return 0.0
    counts = Counter(text)
    n = len(text)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


# A name that says where a secret is or how it is shaped, not the secret: a file holding it
# (POSTGRES_PASSWORD_FILE=/run/secrets/pg), its length, its lifetime.
_POINTS_ELSEWHERE = re.compile(
    r"(?i)_(?:FILE|PATH|DIR|URL|NAME|LENGTH|LEN|SIZE|TTL|EXPIRY|EXPIRES|TIMEOUT|ALGORITHM|"
    r"TYPE|HEADER|FIELD|PREFIX|VERSION|COUNT|MIN|MAX|ROTATION|DAYS|HOURS|SECONDS)$"
)


def points_elsewhere(name: str) -> bool:
    """``name`` says where a secret is or what shape it has (``DB_PASSWORD_FILE``,
    ``TOKEN_TTL``): its value is no secret."""
    return bool(_POINTS_ELSEWHERE.search(name))
