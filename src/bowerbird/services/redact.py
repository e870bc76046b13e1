"""Secrets: find credentials in a note and redact them before anything is written or embedded.

A pattern set for well-known credential formats (cloud keys, VCS and package-registry tokens,
payment and chat tokens, JWTs, private keys, connection strings with a password, password
assignments), plus an entropy check for long random-looking values assigned to secret-sounding
names. Each finding is replaced by ``[REDACTED:<kind>]``; the secret itself never reaches a
file, the index, the audit log or the vectors.

Policies (``[secrets] policy``): ``redact`` (default), ``refuse`` (the note is rejected with an
error naming the kinds found, nothing is written), ``allow`` (stored as given).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

POLICIES = ("redact", "refuse", "allow")

# (kind, pattern). The first group, when present, is the secret part; otherwise the whole match.
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "private-key",
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?"
            r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
            re.S,
        ),
    ),
    ("aws-access-key-id", re.compile(r"\b((?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16})\b")),
    (
        "aws-secret-access-key",
        re.compile(
            r"(?i)aws.{0,20}?(?:secret|private).{0,20}?[\s:=\"']+([A-Za-z0-9/+=]{40})"
            r"(?![A-Za-z0-9/+=])"
        ),
    ),
    ("github-token", re.compile(r"\b((?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255})\b")),
    ("github-fine-grained-token", re.compile(r"\b(github_pat_[A-Za-z0-9_]{60,255})\b")),
    ("gitlab-token", re.compile(r"\b(glpat-[A-Za-z0-9_\-]{20,})\b")),
    ("slack-token", re.compile(r"\b(xox[abposr]-[A-Za-z0-9-]{10,})\b")),
    (
        "slack-webhook",
        re.compile(r"(https://hooks\.slack\.com/services/[A-Za-z0-9_/]{20,})"),
    ),
    ("stripe-key", re.compile(r"\b((?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,})\b")),
    ("openai-key", re.compile(r"\b(sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,})\b")),
    ("anthropic-key", re.compile(r"\b(sk-ant-[A-Za-z0-9_\-]{20,})\b")),
    ("google-api-key", re.compile(r"\b(AIza[0-9A-Za-z_\-]{35})\b")),
    ("google-oauth-secret", re.compile(r"\b(GOCSPX-[A-Za-z0-9_\-]{20,})\b")),
    ("npm-token", re.compile(r"\b(npm_[A-Za-z0-9]{36})\b")),
    ("pypi-token", re.compile(r"\b(pypi-[A-Za-z0-9_\-]{50,})\b")),
    ("twilio-key", re.compile(r"\b(SK[0-9a-fA-F]{32})\b")),
    ("sendgrid-key", re.compile(r"\b(SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,})\b")),
    ("huggingface-token", re.compile(r"\b(hf_[A-Za-z0-9]{30,})\b")),
    ("digitalocean-token", re.compile(r"\b(do[pro]_v1_[a-f0-9]{64})\b")),
    (
        "azure-storage-key",
        re.compile(r"(?i)AccountKey=([A-Za-z0-9+/=]{40,})"),
    ),
    (
        "jwt",
        re.compile(r"\b(eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"),
    ),
    (
        "connection-string-password",
        re.compile(r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/@]{1,64}:([^\s@/]{1,128})@[^\s/]+", re.I),
    ),
    (
        "bearer-token",
        re.compile(r"(?i)\bauthorization:\s*(?:bearer|token|basic)\s+([A-Za-z0-9._~+/=\-]{12,})"),
    ),
    (
        "password",
        re.compile(
            r"(?i)\b(?:password|passwd|pwd|passphrase)\b\s*(?:is|[:=])\s*"
            r"[\"']?([^\s\"',;]{4,})"
        ),
    ),
]

# A value assigned to a secret-sounding name and random enough to be a credential.
_ASSIGNED = re.compile(
    r"(?i)\b([a-z0-9_.\-]*(?:secret|token|api[_\-]?key|apikey|access[_\-]?key|"
    r"client[_\-]?secret|auth|credential|private[_\-]?key)[a-z0-9_.\-]*)"
    r"\s*(?:is|[:=]|=>)\s*[\"']?([A-Za-z0-9/+=_\-.~]{16,})"
)
_MIN_ENTROPY = 3.5  # bits per character: English words score below, random keys above
# A long token mixing upper case, lower case and digits with high entropy is a credential even
# without a telling name. Hex digests and UUIDs (one case) are not flagged.
_LONG_TOKEN = re.compile(r"(?<![A-Za-z0-9/+_\-])[A-Za-z0-9/+_\-]{32,}={0,2}(?![A-Za-z0-9/+_\-])")
_LONG_ENTROPY = 4.3


def _looks_like_password(value: str) -> bool:
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


@dataclass(frozen=True)
class Finding:
    """A credential found in a note: its kind and where it is."""

    kind: str
    start: int
    end: int


def find_secrets(text: str) -> list[Finding]:
    """Every credential found in ``text`` (non-overlapping, in order)."""
    found: list[Finding] = []

    def add(kind: str, start: int, end: int) -> None:
        if any(start < f.end and f.start < end for f in found):
            return
        found.append(Finding(kind, start, end))

    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            span = match.span(1) if match.groups() and match.group(1) else match.span()
            if kind == "password" and not _looks_like_password(match.group(1)):
                continue
            add(kind, *span)
    pos = 0
    while (assigned := _ASSIGNED.search(text, pos)) is not None:
        value = assigned.group(2)
        has_digit = any(c.isdigit() for c in value)
        if entropy(value) >= _MIN_ENTROPY and (has_digit or len(value) >= 24):
            add("high-entropy-secret", *assigned.span(2))
            pos = assigned.end()
        else:
            # "key: api_key = <secret>": the rejected value may itself name the next one.
            pos = assigned.start(2)
    for match in _LONG_TOKEN.finditer(text):
        token = match.group(0)
        mixed = (
            any(c.islower() for c in token)
            and any(c.isupper() for c in token)
            and any(c.isdigit() for c in token)
        )
        if mixed and entropy(token) >= _LONG_ENTROPY:
            add("high-entropy-string", *match.span())
    return sorted(found, key=lambda f: f.start)


def redact(text: str) -> tuple[str, list[str]]:
    """``text`` with every secret replaced by ``[REDACTED:<kind>]``, and the kinds found."""
    findings = find_secrets(text)
    out, last = [], 0
    for f in findings:
        out.append(text[last : f.start])
        out.append(f"[REDACTED:{f.kind}]")
        last = f.end
    out.append(text[last:])
    return "".join(out), [f.kind for f in findings]
