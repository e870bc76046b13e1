"""Turns and transcripts: pick out of a conversation what is worth remembering.

A turn is a user message and the assistant's reply. Worth keeping: statements with a cue
(a decision, a procedure, a habit, the current situation), explicit requests to remember, and
declarative facts that name something (an entity or a number) — from the user above all, and
from the assistant when it reports something done or decided. Questions, greetings,
acknowledgements and the assistant's own chatter ("Sure, here is…") are not.

``read_transcript`` accepts OpenAI-style messages as JSONL (one ``{"role", "content"}`` per
line) or as one JSON document (a list, or an object with ``messages``); ``content`` may be a
string or a list of parts (``{"type": "text", "text": …}``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InputError
from .extract import classify_sentence, entities, split_sentences

_REMEMBER = re.compile(
    r"\b(?:remember|note that|keep in mind|for the record|fyi|don't forget|make sure to)\b", re.I
)
_CHATTER = re.compile(
    r"^(?:sure|ok(?:ay)?|thanks?|thank you|great|got it|sounds good|hi|hello|hey|yes|no|"
    r"of course|certainly|absolutely|no problem|here (?:is|are)|let me|i can|i'll help|"
    r"happy to|glad|you're welcome|good (?:morning|evening|night))\b",
    re.I,
)
_FIRST_PERSON_FACT = re.compile(
    r"\b(?:i|we|my|our)\s+(?:am|are|have|has|use|uses|prefer|like|work|live|run|own|need|"
    r"want|moved|switched|chose|decided|deploy|keep|name is|team)\b",
    re.I,
)
_DONE = re.compile(
    r"\b(?:i(?:'ve| have)?\s+(?:deployed|created|updated|fixed|set up|configured|renamed|"
    r"migrated|scheduled|installed|removed|changed))\b",
    re.I,
)


@dataclass
class Message:
    """One message of a transcript."""

    role: str
    content: str


def worth_remembering(text: str, role: str = "user") -> list[str]:
    """The sentences of a message that deserve a memory, in order."""
    kept = []
    for sentence in split_sentences(text):
        words = sentence.split()
        if sentence.rstrip().endswith("?") or len(words) < 4:
            continue
        if _CHATTER.match(sentence) and not _REMEMBER.search(sentence):
            continue
        cue = classify_sentence(sentence)
        if role == "assistant":
            if _DONE.search(sentence) or (cue == "decision" and not sentence.startswith("You")):
                kept.append(sentence)
            continue
        if (
            _REMEMBER.search(sentence)
            or cue is not None
            or _FIRST_PERSON_FACT.search(sentence)
            or (entities(sentence) and any(c.isdigit() for c in sentence))
        ):
            rest = re.sub(r"^(?:that|to)\s+", "", _REMEMBER.sub("", sentence).strip(" ,:-"))
            kept.append(rest[:1].upper() + rest[1:] if rest else sentence)
    return kept


def _content(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(
            str(part.get("text", "")) if isinstance(part, dict) else str(part) for part in value
        )
    return "" if value is None else str(value)


def read_transcript(path: Path) -> list[Message]:
    """Messages of a transcript file (JSONL or JSON), or ``InputError`` naming the bad line."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise InputError(f"no transcript at {path}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} is not UTF-8 (bad byte at offset {exc.start})") from None
    items: list[Any]
    stripped = text.lstrip()
    if stripped.startswith("[") or (stripped.startswith("{") and '"messages"' in text[:2000]):
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}: not valid JSON ({exc})") from None
        items = doc.get("messages", []) if isinstance(doc, dict) else doc
    else:
        items = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise InputError(
                    f"{path}:{number}: not a JSON message ({exc.msg})",
                    hint='Each line must be {"role": "user"|"assistant", "content": "..."}.',
                ) from None
    messages = []
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or "role" not in item:
            raise InputError(
                f"{path}: message {number} has no role",
                hint='Each message must look like {"role": "user", "content": "..."}.',
            )
        messages.append(Message(str(item["role"]), _content(item.get("content"))))
    return messages


def pair_turns(messages: list[Message]) -> list[tuple[str, str]]:
    """(user, assistant) pairs in order; system and tool messages are skipped."""
    turns: list[tuple[str, str]] = []
    user: list[str] = []
    for m in messages:
        if m.role == "user":
            user.append(m.content)
        elif m.role == "assistant":
            turns.append(("\n".join(user), m.content))
            user = []
    if user:
        turns.append(("\n".join(user), ""))
    return turns
