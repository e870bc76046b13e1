"""Meaning fields (seed 004): what a memory is for — its intent, stakes, emotional charge and
recurrence keywords — read from its words and type, deterministically, unless set by hand
(MCP ``memory_update_meaning``, kept in the memory's frontmatter as ``meaning:``).

The context builder sorts memories into buckets by them: preferences, active concerns,
core context, background.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

INTENTS = ("preference", "concern", "decide", "how-to", "habit", "know")
STAKES = ("low", "medium", "high")

_PREFERENCE = re.compile(
    r"\b(?:prefer|prefers|preferred|like|likes|love|loves|hate|hates|dislike|dislikes|"
    r"favou?rite|would rather|rather than)\b",
    re.I,
)
_CONCERN = re.compile(
    r"\b(?:worried|worry|concern(?:ed)?|problem|issue|bug|broken|blocked|blocker|deadline|"
    r"due|urgent|risk|failing|fails|outage|overdue|stuck|todo|need to|must)\b",
    re.I,
)
_HIGH = re.compile(
    r"\b(?:critical|urgent|production|outage|deadline|security|breach|legal|payment|payroll|"
    r"asap|data loss|incident)\b",
    re.I,
)
_FEELING = re.compile(
    r"\b(?:love|hate|angry|frustrat\w*|worried|anxious|excited|thrilled|scared|upset|happy|"
    r"sad|furious|stressed|afraid|delighted|annoyed|overwhelmed)\b",
    re.I,
)
_BY_TYPE = {"decision": "decide", "procedure": "how-to", "pattern": "habit"}


@dataclass(frozen=True)
class Meaning:
    """A memory's meaning fields."""

    intent: str = "know"
    stakes: str = "low"
    emotion: float = 0.0  # charge, 0 (neutral) .. 1 (strongly felt)
    recurrence: tuple[str, ...] = field(default_factory=tuple)

    def to_dict(self) -> dict[str, Any]:
        return {
            "intent": self.intent,
            "stakes": self.stakes,
            "emotion": self.emotion,
            "recurrence": list(self.recurrence),
        }


def derive(content: str, memory_type: str, keywords: list[str] | None = None) -> Meaning:
    """The meaning fields a memory's words and type imply."""
    if _PREFERENCE.search(content):
        intent = "preference"
    elif _CONCERN.search(content):
        intent = "concern"
    else:
        intent = _BY_TYPE.get(memory_type, "know")
    if _HIGH.search(content):
        stakes = "high"
    elif intent in ("concern", "decide"):
        stakes = "medium"
    else:
        stakes = "low"
    emotion = round(min(1.0, 0.4 * len(_FEELING.findall(content))), 2)
    return Meaning(intent, stakes, emotion, tuple((keywords or [])[:3]))


def merged(base: Meaning, given: Any) -> Meaning:
    """``base`` with the fields a ``meaning:`` frontmatter mapping sets (bad values ignored)."""
    if not isinstance(given, dict):
        return base
    intent = given.get("intent") if given.get("intent") in INTENTS else base.intent
    stakes = given.get("stakes") if given.get("stakes") in STAKES else base.stakes
    emotion = given.get("emotion", base.emotion)
    if not isinstance(emotion, int | float) or not 0 <= emotion <= 1:
        emotion = base.emotion
    words = given.get("recurrence", base.recurrence)
    if not isinstance(words, list | tuple) or not all(isinstance(w, str) for w in words):
        words = base.recurrence
    return Meaning(str(intent), str(stakes), float(emotion), tuple(words)[:8])


# As many recurrence keywords as a memory's own keywords allow: the frontmatter stays small.
MAX_RECURRENCE = 12


def validate(fields: dict[str, Any]) -> dict[str, Any]:
    """Meaning fields given by hand, checked: ``ValueError`` naming what is wrong."""
    out: dict[str, Any] = {}
    for key, value in fields.items():
        if value is None:
            continue
        if key == "intent" and value not in INTENTS:
            raise ValueError(f"intent must be one of {', '.join(INTENTS)}")
        if key == "stakes" and value not in STAKES:
            raise ValueError(f"stakes must be one of {', '.join(STAKES)}")
        if key == "emotion" and not (isinstance(value, int | float) and 0 <= value <= 1):
            raise ValueError("emotion must be a number from 0 to 1")
        if key == "recurrence" and not (
            isinstance(value, list)
            and len(value) <= MAX_RECURRENCE
            and all(isinstance(w, str) and 0 < len(w) < 60 and "\n" not in w for w in value)
        ):
            raise ValueError(
                f"recurrence must be a list of at most {MAX_RECURRENCE} keywords "
                "(each one line, under 60 characters)"
            )
        out[key] = value
    return out
