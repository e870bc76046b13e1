"""How private a memory's text is, in [0, 1], with the reasons — the gate a memory must pass
before it may enter a pool shared between two agents (seed 003 §9's "sensitivity gate").

The score is the highest of what the text shows, never a sum, so one reason is enough to
keep a memory home and the reasons say which:

- **1.0 a credential** — what the redaction rules find (services/secrets/redact.py), or a
  ``[REDACTED:…]`` marker they left.
- **0.8 health** — illness, diagnosis, medication, allergies, pregnancy, therapy, injuries.
- **0.7 feelings** — stress, anxiety, sadness, anger, loneliness, "I feel …".
- **0.6 personal details** — an email address, a phone number, a home address, a birthday,
  a salary or money owed; and what the profile rules learn about a person (conversations/
  profiles.py: where they live or moved, where they work, their name) said in the first
  person.
- **0.5 a person's preferences or private life** — a named person (or "I"/"my") with a
  preference, a relationship, family or plans outside work ("Oscar prefers morning
  meetings": seed 003's "semantic (personal)", medium).
- **0.0** otherwise: technical and procedural knowledge ("OpenClaw uses port 3000").

With ``[share] max_sensitivity = 0.5`` (the default), everything from personal details up is
refused, as is a named person's preference.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .redact import find_secrets

_HEALTH = re.compile(
    r"\b(?:ill(?:ness)?|sick|diagnos\w*|disease|cancer|diabet\w*|asthma|allerg\w*|medication|"
    r"medicine|prescri\w*|pills?|therap(?:y|ist)|pregnan\w*|surgery|hospital\w*|injur\w*|"
    r"sprain\w*|broke (?:my|his|her) \w+|doctor|symptoms?|migraines?|covid|adhd|autis\w*|"
    r"blood pressure|mental health|rehab)\b",
    re.I,
)
_FEELINGS = re.compile(
    r"\b(?:stress(?:ed|ful)?|anxi(?:ous|ety)|depress\w*|sad(?:ness)?|upset|angry|anger|lonely|"
    r"loneliness|worried|scared|afraid|cried|crying|burn(?:ed|t)[ -]?out|overwhelmed|"
    r"heartbroken|grie(?:f|ving)|ashamed|frustrated|unhappy|miserable|"
    r"(?:i|he|she|they) (?:feel|felt)s?)\b",
    re.I,
)
_DETAILS = [
    ("an email address", re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")),
    ("a phone number", re.compile(r"(?<![\w.])\+?\d[\d ()-]{7,}\d\b")),
    (
        "a home address",
        re.compile(
            r"\b\d{1,5}\s+[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*\s+(?:St|Street|Ave|Avenue|Rd|Road|Lane|Blvd)\b"
        ),
    ),
    ("a birthday", re.compile(r"\b(?:birthday|born on|date of birth|bday)\b", re.I)),
    (
        "money of a person",
        re.compile(r"\b(?:salary|earns?|paid me|owes?|debt|mortgage|rent is)\b", re.I),
    ),
    (
        "where a person lives or works",
        re.compile(
            r"\b(?:(?i:I|he|she|they)|[A-Z][a-z]+) (?i:live[sd]? in|moved to|(?:am|is|are) based "
            r"in|work(?:s|ed)? (?:at|for))\b|\b(?i:my (?:name|home|address) is)\b"
        ),
    ),
]
_PERSONAL = re.compile(
    r"\b(?:prefers?|likes?|loves?|hates?|dislikes?|enjoys?|wife|husband|partner|girlfriend|"
    r"boyfriend|son|daughter|kids?|children|mother|father|mom|dad|sister|brother|family|"
    r"divorce\w*|married|wedding|dating|vacation|holiday|weekend|religio\w*|politic\w*)\b",
    re.I,
)
# A person: "I"/"my", or a capitalised name that does not open the sentence.
_PERSON = re.compile(r"\b(?:I|my|me)\b|(?<=[a-z,;] )[A-Z][a-z]+\b|^[A-Z][a-z]+ (?=[a-z])")


@dataclass(frozen=True)
class Sensitivity:
    """A score in [0, 1] and the reasons behind it (the highest one sets the score)."""

    score: float
    reasons: list[str] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)  # each reason's own, in order

    def reasons_from(self, floor: float) -> set[str]:
        """The reasons that score ``floor`` or more."""
        return {
            why for why, score in zip(self.reasons, self.scores, strict=False) if score >= floor
        }


def assess(text: str) -> Sensitivity:
    """How private ``text`` is (see the module docstring for the scale)."""
    found: list[tuple[float, str]] = []
    if find_secrets(text) or "[REDACTED:" in text:
        found.append((1.0, "a credential"))
    if _HEALTH.search(text):
        found.append((0.8, "health"))
    if _FEELINGS.search(text):
        found.append((0.7, "feelings"))
    found += [(0.6, why) for why, pattern in _DETAILS if pattern.search(text)]
    if _PERSONAL.search(text) and _PERSON.search(text):
        found.append((0.5, "a person's preferences or private life"))
    if not found:
        return Sensitivity(0.0)
    return Sensitivity(
        max(score for score, _ in found), [why for _, why in found], [score for score, _ in found]
    )
