"""The recall benchmark's datasets, as scopes of memories and questions with gold ids.

- **LoCoMo** (``locomo10.json``): short chit-chat turns; ``../shared/bench/PROTOCOL.md``.
- **BEAM** (a folder of ``<n>/chat.json.gz`` + ``<n>/probing_questions.json``, as in
  ``../shared/bench/beam-500k/``): long user-assistant technical chats. One memory per message,
  text ``"<role>: <content>"``, ``created_at`` the latest ``time_anchor`` seen so far, gold the
  flattened ``source_chat_ids`` found in the chat; questions without gold are skipped. Messages
  of one batch share a session (linked in order, as ``bower ingest`` links a transcript's).
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from .. import InputError

T = TypeVar("T")

LOCOMO_CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
# BEAM's headline: micro R@5 over these five types (the dev set's README).
BEAM_HEADLINE = (
    "information_extraction",
    "knowledge_update",
    "temporal_reasoning",
    "multi_session_reasoning",
    "contradiction_resolution",
)


@dataclass
class Question:
    text: str
    gold: list[str]
    kind: str  # LoCoMo's category name, BEAM's question type


@dataclass
class Conversation:
    sample_id: str
    turns: list[tuple[str, str, str, dict[str, Any]]]  # id, text, created_at ISO, meta
    questions: list[Question] = field(default_factory=list)
    # Questions nothing in this scope answers (the abstention benchmark): for LoCoMo the next
    # conversation's, for BEAM the chat's own ``abstention`` questions.
    unanswerable: list[str] = field(default_factory=list)
    # The same foreign questions with the asking conversation's people renamed to this
    # scope's (LoCoMo: its two speakers become these two): about people the home knows, and
    # things that never happened to them — the probe a names rule alone cannot pass.
    renamed: list[str] = field(default_factory=list)
    speakers: tuple[str, ...] = ()


@dataclass
class Dataset:
    """Scopes to search one at a time, and which question kinds make the headline figure
    (``None``: all of them)."""

    name: str
    conversations: list[Conversation]
    headline: tuple[str, ...] | None = None


# ---------------------------------------------------------------- LoCoMo


def _session_time(raw: str) -> str:
    when = datetime.strptime(raw.strip(), "%I:%M %p on %d %B, %Y")
    return when.strftime("%Y-%m-%dT%H:%M:%SZ")


def _clean_evidence(evidence: list[str], valid: set[str]) -> list[str]:
    """Protocol cleaning: split lists, fix "D:11:26" and "D30:05", drop unknown ids."""
    out: list[str] = []
    for item in evidence:
        for part in re.split(r"[;,\s]+", item):
            match = re.fullmatch(r"D:?(\d+):0*(\d+)", part.strip())
            if match:
                dia = f"D{int(match.group(1))}:{int(match.group(2))}"
                if dia in valid and dia not in out:
                    out.append(dia)
    return out


def load_locomo(path: Path) -> list[Conversation]:
    """Conversations and evaluable questions of ``locomo10.json`` (or a file shaped like it)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(
            f"no LoCoMo file at {path}",
            hint="Pass --data ../shared/bench/locomo10.json (it is not shipped in the package).",
        ) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise InputError(f"{path} is not LoCoMo JSON: {exc}") from None
    conversations: list[Conversation] = []
    try:
        for sample in data:
            conv = sample["conversation"]
            numbers = sorted(int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k))
            turns = []
            for n in numbers:
                created = _session_time(conv[f"session_{n}_date_time"])
                for turn in conv[f"session_{n}"]:
                    text = f"{turn['speaker']}: {turn['text']}"
                    if turn.get("blip_caption"):
                        text += f" [shares {turn['blip_caption']}]"
                    meta = {"session": n, "speaker": turn["speaker"]}
                    turns.append((turn["dia_id"], text, created, meta))
            valid = {t[0] for t in turns}
            item = Conversation(str(sample.get("sample_id", len(conversations))), turns)
            item.speakers = tuple(str(conv[k]) for k in ("speaker_a", "speaker_b") if conv.get(k))
            for qa in sample["qa"]:
                if qa["category"] == 5:
                    continue
                gold = _clean_evidence(qa.get("evidence", []), valid)
                if gold:
                    kind = LOCOMO_CATEGORIES[int(qa["category"])]
                    item.questions.append(Question(qa["question"], gold, kind))
            conversations.append(item)
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"{path} does not have the LoCoMo layout ({exc!r})") from None
    # Each conversation's home is asked the next conversation's questions: about people and
    # events it never saw, so nothing there answers them.
    for n, item in enumerate(conversations):
        other = conversations[(n + 1) % len(conversations)]
        if other is not item:
            item.unanswerable = [q.text for q in other.questions]
            item.renamed = [renamed(q.text, other.speakers, item.speakers) for q in other.questions]
    return conversations


def renamed(text: str, theirs: tuple[str, ...], ours: tuple[str, ...]) -> str:
    """``text`` with each of ``theirs`` (whole words, a possessive kept) put as the name at
    the same place in ``ours``; the rest as asked. Done in one pass, so that a name that is
    both (Ana ↔ Ben) is swapped, not written twice."""
    pairs = {a: b for a, b in zip(theirs, ours, strict=False) if a and b and a != b}
    if not pairs:
        return text
    pattern = re.compile(r"\b(" + "|".join(re.escape(a) for a in pairs) + r")\b")
    return pattern.sub(lambda m: pairs[m.group(1)], text)


# ---------------------------------------------------------------- BEAM


def _flatten(value: Any) -> Iterator[int]:
    """``source_chat_ids``: an int, a list, nested lists or a dict of lists."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _flatten(item)
    elif isinstance(value, list):
        for item in value:
            yield from _flatten(item)


def _anchor(raw: str) -> str:
    """``"March-15-2024"`` as ``2024-03-15T00:00:00Z``."""
    return datetime.strptime(raw.strip(), "%B-%d-%Y").strftime("%Y-%m-%dT00:00:00Z")


def load_beam(folder: Path) -> list[Conversation]:
    """Every chat folder (``<n>/chat.json.gz``) of a BEAM set, in numeric order."""
    root = Path(folder)
    chats = sorted(
        (p for p in root.glob("*/chat.json.gz")), key=lambda p: (len(p.parent.name), p.parent.name)
    )
    if not chats:
        raise InputError(
            f"no BEAM chats under {root}",
            hint="Pass --data ../shared/bench/beam-500k (folders <n>/chat.json.gz).",
        )
    conversations = []
    for path in chats:
        try:
            conversations.append(_load_chat(path))
        except (OSError, KeyError, TypeError, ValueError, EOFError) as exc:
            raise InputError(f"{path} does not have the BEAM layout ({exc!r})") from None
    return conversations


def _load_chat(path: Path) -> Conversation:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        batches = json.load(fh)
    turns: list[tuple[str, str, str, dict[str, Any]]] = []
    anchor = None
    for batch in batches:
        for turn in batch["turns"]:
            for message in turn:
                if message.get("time_anchor"):
                    anchor = _anchor(message["time_anchor"])
                elif anchor is None and batch.get("time_anchor"):
                    anchor = _anchor(batch["time_anchor"])
                if anchor is None:
                    raise ValueError(f"message {message.get('id')} comes before any time_anchor")
                meta = {"session": batch.get("batch_number"), "role": message["role"]}
                text = f"{message['role']}: {message['content']}"
                turns.append((str(message["id"]), text, anchor, meta))
    conv = Conversation(path.parent.name, turns)
    ids = {t[0] for t in turns}
    questions_path = path.parent / "probing_questions.json"
    probing = json.loads(questions_path.read_text(encoding="utf-8"))
    for kind, items in probing.items():
        if kind == "abstention":  # asked of the chat, answered by nothing in it
            conv.unanswerable += [str(item["question"]) for item in items]
            continue
        for item in items:
            gold = sorted(
                {str(g) for g in _flatten(item.get("source_chat_ids")) if str(g) in ids}, key=int
            )
            if gold:
                conv.questions.append(Question(item["question"], gold, kind))
    return conv


def load(name: str, path: Path) -> Dataset:
    """The dataset ``name`` (``locomo`` or ``beam``) read from ``path``."""
    if name == "locomo":
        return Dataset("locomo", load_locomo(path))
    if name == "beam":
        return Dataset("beam", load_beam(path), BEAM_HEADLINE)
    raise InputError(f"unknown dataset {name!r}", hint="Use --dataset locomo or --dataset beam.")


def load_json(path: Path, what: str, hint: str, parse: Callable[[Any], T]) -> T:
    """``parse`` of the JSON file at ``path`` (a bench's own data file); ``InputError`` naming
    the file when it is missing or not ``what`` (``parse`` raises ``KeyError``, ``TypeError``
    or ``ValueError`` for a wrong shape)."""
    try:
        return parse(json.loads(Path(path).read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise InputError(f"no {what} at {path}") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise InputError(f"{path}: not a {what} ({exc})", hint=hint) from None
