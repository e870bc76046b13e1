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
import os
import re
import stat
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..services.kinds import type_cue
from ..services.secrets.redact import redact
from ..services.timeparse import parse_time
from ..settings import LimitsSettings, SecretsPolicy
from ..storage.disk.bounded import Capped, NotRegular, TooLarge, read_capped
from .extract import entities, split_sentences

_REMEMBER = re.compile(
    r"\b(?:remember|note that|keep in mind|for the record|fyi|don't forget|make sure to)\b", re.I
)
# The same cue opening the sentence ("Please remember that …"): the rest is the statement.
# Anywhere else it only marks the sentence as worth keeping; cutting it out of the middle
# would garble the words ("allergic to peanuts, remember that for the party" → "…, that for").
_REMEMBER_OPENING = re.compile(
    r"^(?:(?:please|and|also|oh)[\s,]+)*(?:remember|note that|keep in mind|for the record|fyi|"
    r"don't forget|make sure to)\b[\s,:;-]*(?:that\s+)?",
    re.I,
)
# Words that open a sentence without saying anything ("Sure.", "Yeah, …", "By the way, …"):
# stripped, so the statement after them is judged on its own.
# A question put down as open, for later ("Open question: do we add offline sync?"): a
# statement that something is undecided, kept like one.
_OPEN_QUESTION = re.compile(
    r"^\s*(?:an?\s+)?(?:open|unresolved|pending|undecided)\s+(?:question|issue|point)s?\b"
    r"|^\s*(?:question for later|still open|to (?:be )?decide[d]?|tbd|todo)\b",
    re.I,
)
_INTERJECTION = re.compile(
    r"^(?:(?:sure|ok(?:ay)?|yes|yeah|yep|yup|no|nope|right|well|oh|ah|hmm+|so|also|and|but|"
    r"by the way|btw|fyi|anyway|lol|haha+|great|cool|nice|perfect|thanks|thank you|"
    r"of course|got it|good|alright|indeed)\b[\s,.!:;-]*)+",
    re.I,
)
_CHATTER = re.compile(
    r"^(?:sure|ok(?:ay)?|thanks?|thank you|great|got it|sounds good|hi|hello|hey|yes|no|"
    r"of course|certainly|absolutely|no problem|here (?:is|are)|let me|i can|i'll help|"
    r"happy to|glad|you're welcome|good (?:morning|evening|night)|makes sense|interesting|"
    r"nice|cool|perfect|lol|haha)\b",
    re.I,
)
# Words a pleasantry is made of ("👍 works for me", "that's so true", "talk tomorrow!"):
# a sentence of these alone (and no number) tells nothing worth a memory. Kept as a raw
# message all the same.
_PLEASANTRY = frozenset(
    """works work worked for me you to it that that's this thats is so true totally agree agreed
    exactly same here too also indeed definitely absolutely sure thing talk tomorrow later soon
    see then bye cya ttyl night morning evening day weekend have a an the nice good great lovely
    thanks thank thx ty much lot love miss congrats congratulations awesome amazing wow omg
    cool ok okay k yes yeah yep yup no nope np worries problem deal done fine fair enough glad
    happy hear sounds sound like plan right well oh ah haha hahaha lol lmao xd hehe welcome
    please pls plz cheers sorry my bad all good np""".split()
)
_WORDISH = re.compile(r"[a-z']+|\d")
# A request to the assistant, not a statement about the user's world.
_REQUEST = re.compile(
    r"^(?:please|can you|could you|would you|will you|help me|write|show|tell me|explain|"
    r"give me|make|generate|create|summari[sz]e|translate|list|let's|let us|let me|remind me|"
    r"how|what|why|when|where|who|which|is there|are there|do you|does|should|shall)\b",
    re.I,
)
# A statement: someone speaking about themselves or their world, or something being so.
_STATEMENT = re.compile(
    r"\b(?:i|i'm|i've|i'd|me|my|we|we're|we've|we'll|our|mine|ours)\b|"
    r"\b(?:is|are|was|were|has|have|had|uses?|runs?|lives?|works?|owns?|handles?|ships?|"
    r"joined|renews?|peaked|keeps?|approves?|manages?|leads?|lives|goes|go|prefers?|likes?)\b",
    re.I,
)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|my|we|we're|our)\b", re.I)
_DONE = re.compile(
    r"\b(?:i(?:'ve| have)?\s+(?:deployed|created|updated|fixed|set up|configured|renamed|"
    r"migrated|scheduled|installed|removed|changed))\b",
    re.I,
)
# The user taking the assistant's proposal: what the assistant says next is a decision.
_ACCEPT = re.compile(
    r"^(?:ok(?:ay)?|sure|yes|yeah|great|perfect|sounds good|agreed)?[\s,.!]*"
    r"(?:let's (?:do|go with) (?:that|it|this)|(?:do|go with) (?:that|it)|sounds good|agreed|"
    r"deal|approved|ship it)\b",
    re.I,
)


# What a redacted credential leaves in the text: ``[REDACTED:<kind>]``.
REDACTED = "[REDACTED:"


@dataclass
class Message:
    """One message of a transcript (``at``: when it was said, when the transcript says)."""

    role: str
    content: str
    at: datetime | None = None


def accepts(user: str) -> bool:
    """Whether the user's message takes up what the assistant proposed ("OK let's do that")."""
    return bool(_ACCEPT.match(user.strip()))


def worth_remembering(
    text: str, role: str = "user", accepted: bool = False, policy: SecretsPolicy = "redact"
) -> list[str]:
    """The sentences of a message that deserve a memory, in order.

    From the user: every statement about themselves or their world (people and roles,
    preferences, health, hosts and URLs, numbers, plans and dates) — not questions, requests
    to the assistant or chatter. From the assistant: what it reports done or decided, and,
    when the user has just ``accepted`` its proposal, what it restates as agreed.

    Credentials are redacted in the whole message *before* it is cut into sentences (``[secrets]
    policy``): cut first, "My passport no. X7731206 expires…" split at "no." and left the
    number without the label that marks it. With ``refuse``, a sentence that held one is left
    out; with ``allow``, nothing is touched.
    """
    if policy != "allow":
        text = redact(text)[0]
    kept = []
    for sentence in split_sentences(text):
        if policy == "refuse" and REDACTED in sentence:
            continue
        if sentence.rstrip().endswith("?") and not _OPEN_QUESTION.match(sentence):
            continue  # asked, not said — unless it is put down as a question left open
        rest = _INTERJECTION.sub("", sentence).strip()
        words = rest.split()
        if role == "assistant":
            cue = type_cue(rest)
            if len(words) >= 3 and (
                _DONE.search(rest) or (cue == "decision" and not rest.startswith("You")) or accepted
            ):
                kept.append(_capital(rest))
            continue
        if _REMEMBER.search(sentence):
            opened = _REMEMBER_OPENING.match(rest)
            if opened:
                rest = re.sub(r"^(?:that|to)\s+", "", rest[opened.end() :].strip(" ,:-"))
            if rest:
                kept.append(_capital(rest))
            continue
        enough = len(words) >= 3 or (len(words) == 2 and _FIRST_PERSON.search(rest))
        if not enough or _REQUEST.match(rest) or (_CHATTER.match(rest) and len(words) < 4):
            continue
        said = _WORDISH.findall(sentence.lower())
        if said and all(w in _PLEASANTRY for w in said):
            continue  # a pleasantry: kept as the message it is, no memory
        if (
            # A sentence that only opens with a verb is a request to the assistant here.
            type_cue(rest, instructions=False) is not None
            or _STATEMENT.search(rest)
            or any(c.isdigit() for c in rest)
            or entities(rest)
        ):
            kept.append(_capital(rest))
    return kept


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _content(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(
            str(part.get("text", "")) if isinstance(part, dict) else str(part) for part in value
        )
    return "" if value is None else str(value)


def read_transcript(
    path: Path, cap: int = LimitsSettings().export_bytes
) -> tuple[list[Message], list[int]]:
    """Messages of a transcript file (JSONL or JSON), and the numbers of the JSONL lines
    that are no JSON object (skipped: a line cut by a writer still appending — a live Claude
    Code session — must not lose the rest; ``InputError`` naming the first when no line is
    read). A regular file of at most ``cap`` bytes (``[limits] export_bytes``: `bower ingest
    /dev/zero` read until memory ran out)."""
    try:
        raw = read_capped(Path(path), cap)
    except FileNotFoundError:
        raise InputError(f"no transcript at {path}") from None
    except TooLarge as exc:
        raise InputError(
            f"{path} is {exc.size:,} bytes or more, over the {cap:,} a transcript may hold",
            hint="Raise [limits] export_bytes in config.toml if this is the file you meant.",
        ) from None
    except NotRegular:
        raw = _read_stream(Path(path), cap)  # a pipe, /dev/stdin, <(…): read once, capped
    except OSError as exc:
        raise InputError(f"{path} cannot be read ({exc.strerror})") from None
    undecodable: set[int] = set()  # JSONL lines that are not UTF-8: passed over, counted
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if raw.lstrip()[:1] == b"[" or (raw.lstrip()[:1] == b"{" and b'"messages"' in raw[:2000]):
            raise InputError(f"{path} is not UTF-8 (bad byte at offset {exc.start})") from None
        # JSONL: one bad byte (a line cut mid-character, a binary paste) loses that line only.
        lines = []
        for number, chunk in enumerate(raw.split(b"\n"), start=1):
            try:
                lines.append(chunk.decode("utf-8"))
            except UnicodeDecodeError:
                lines.append("")
                undecodable.add(number)
        text = "\n".join(lines)
    items: list[Any]
    bad: list[int] = sorted(undecodable)
    stripped = text.lstrip()
    if stripped.startswith("[") or (stripped.startswith("{") and '"messages"' in text[:2000]):
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}: not valid JSON ({exc})") from None
        except RecursionError:
            raise InputError(f"{path}: JSON nested too deeply to be a transcript") from None
        except ValueError as exc:  # an integer past Python's 4,300 digits
            raise InputError(f"{path}: not JSON a transcript holds ({exc})") from None
        items = doc.get("messages", []) if isinstance(doc, dict) else doc
    else:
        items = []
        first: InputError | None = None
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
            except RecursionError:
                problem = InputError(f"{path}:{number}: JSON nested too deeply")
            except json.JSONDecodeError as exc:
                problem = InputError(
                    f"{path}:{number}: not a JSON message ({exc.msg})",
                    hint='Each line must be {"role": "user"|"assistant", "content": "..."}.',
                )
            except ValueError as exc:  # an integer past Python's 4,300 digits
                problem = InputError(f"{path}:{number}: not a JSON message ({exc})")
            else:
                if isinstance(item, Mapping):
                    items.append(item)
                    continue
                problem = InputError(f"{path}:{number}: a line that is not a JSON object")
            bad.append(number)
            first = first or problem
        if undecodable and not items:
            first = first or InputError(f"{path}:{min(undecodable)}: a line that is not UTF-8")
        if first is not None and not items:
            raise first
        bad.sort()
    return to_messages(items, str(path)), bad


@dataclass(frozen=True)
class Line:
    """One whole line of a JSONL transcript read from the middle on: where it ends (the byte
    just past its newline), the message it holds (None for bookkeeping lines and for lines
    that are not a JSON message), and whether it was unreadable."""

    end: int
    message: Message | None = None
    unreadable: bool = False


def is_jsonl(path: Path) -> bool:
    """``path`` is a regular file holding a JSONL transcript (not one JSON document, not a
    stream): one that can be read on from where an earlier read stopped."""
    try:
        with Path(path).open("rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return False
            start = handle.read(2000).decode("utf-8", "replace")
    except OSError:
        return False
    stripped = start.lstrip()
    return not (stripped.startswith("[") or (stripped.startswith("{") and '"messages"' in start))


def transcript_lines(path: Path, start: int, max_line: int) -> Iterator[Line]:
    """The whole lines of a JSONL transcript from byte ``start`` on, one at a time (so a
    reader that stops early read only what it used). A last line without its newline is
    still being written: left for the next read. A line that is not UTF-8 or not a JSON
    message, or longer than ``max_line`` bytes, is ``unreadable`` and passed over — one bad
    line never stops the lines after it."""
    try:
        handle = Path(path).open("rb")  # noqa: SIM115 (closed below; open's errors said here)
    except FileNotFoundError:
        raise InputError(f"no transcript at {path}") from None
    except OSError as exc:
        raise InputError(f"{path} cannot be read ({exc.strerror})") from None
    with handle:
        handle.seek(start)
        at = start
        while True:
            raw = handle.readline(max_line + 1)
            if not raw.endswith(b"\n"):
                if len(raw) <= max_line:
                    return  # the end, or a line still being written
                while raw and not raw.endswith(b"\n"):  # too long: passed over whole
                    at += len(raw)
                    raw = handle.readline(1 << 20)
                if not raw:
                    return
                at += len(raw)
                yield Line(at, unreadable=True)
                continue
            at += len(raw)
            yield _line(raw, at)


def _line(raw: bytes, end: int) -> Line:
    """One JSONL line, read as ``read_transcript`` reads its lines."""
    if not raw.strip():
        return Line(end)
    try:
        item = json.loads(raw.decode("utf-8"))
        found = to_messages([item]) if isinstance(item, Mapping) else None
    except (UnicodeDecodeError, ValueError, RecursionError, InputError):
        return Line(end, unreadable=True)
    if found is None:
        return Line(end, unreadable=True)
    return Line(end, found[0] if found else None)


def to_messages(items: Sequence[Any], where: str = "messages") -> list[Message]:
    """OpenAI-style ``{"role", "content"}`` items as messages, or ``InputError`` naming the
    first one without a role (``where`` says where they came from)."""
    messages = []
    for number, given in enumerate(items, start=1):
        item = _unwrapped(given)
        if item is None:
            continue
        if not isinstance(item, Mapping) or "role" not in item:
            raise InputError(
                f"{where}: message {number} has no role",
                hint='Each message must look like {"role": "user", "content": "..."}.',
            )
        # JSON may spell half a surrogate pair ("\ud800"), which no file can hold as UTF-8.
        role, content = str(item["role"]), _said(given, _content(item.get("content")))
        messages.append(Message(_whole_text(role), _whole_text(content), _when(given, item)))
    return messages


def _when(line: Any, message: Mapping[str, Any]) -> datetime | None:
    """When a message was said, if its line says (Claude Code's ``timestamp`` beside the
    message, or the message's own ``timestamp``/``created_at``); None when not, or unreadable."""
    for holder in (message, line):
        if not isinstance(holder, Mapping):
            continue
        for name in ("timestamp", "created_at"):
            value = holder.get(name)
            if isinstance(value, str) and value:
                try:
                    return parse_time(value)
                except ValueError:
                    return None
    return None


def turn_times(messages: list[Message]) -> list[datetime | None]:
    """When each turn of ``pair_turns(messages)`` began (its first message's time)."""
    times: list[datetime | None] = []
    first: datetime | None = None
    waiting = False
    for m in messages:
        if m.role == "user":
            if not waiting:
                first, waiting = m.at, True
        elif m.role == "assistant":
            times.append(first if waiting else m.at)
            waiting = False
    if waiting:
        times.append(first)
    return times


def _unwrapped(item: Any) -> Any:
    """The message an item holds: itself, or (a Claude Code transcript line) its ``message``;
    None for a line that is no message of the conversation — a transcript's bookkeeping
    (``{"type": "summary"}``, a file snapshot, a Responses API tool call), the agent's notes
    to itself (``isMeta``), a sub-agent's thread (``isSidechain``) or the summary Claude Code
    writes as the user's first message after a compaction (``isCompactSummary``: a model's
    retelling of turns already read, not something anyone said)."""
    if not isinstance(item, Mapping) or "role" in item:
        return item
    inner = item.get("message")
    if isinstance(inner, Mapping) and "role" in inner:
        aside = item.get("isMeta") or item.get("isSidechain") or item.get("isCompactSummary")
        return None if aside else inner
    return None if "type" in item else item


# What Claude Code itself writes into the user's messages: a slash command's name, arguments
# and output, a reminder to the model, a note that the user interrupted. Not the user's words.
_CLAUDE_MARKUP = re.compile(
    r"<(command-name|command-message|command-args|local-command-stdout|local-command-stderr|"
    r"system-reminder|user-prompt-submit-hook)>.*?</\1>|\[Request interrupted by user[^\]]*\]",
    re.S,
)


def _said(given: Any, content: str) -> str:
    """A message's words: for a Claude Code line, without what Claude Code wrote into it."""
    claude = isinstance(given, Mapping) and "message" in given
    if claude and ("<" in content or "[Request" in content):
        return _CLAUDE_MARKUP.sub("", content).strip()
    return content


def _read_stream(path: Path, cap: int) -> bytes:
    """A stream's bytes, read once through ``Capped`` (an ``InputError`` past ``cap``)."""
    try:
        with path.open("rb") as stream:
            return Capped(stream, cap, str(path), "stream_bytes").readall()
    except OSError as exc:
        raise InputError(f"{path} cannot be read ({exc.strerror})") from None


def _whole_text(text: str) -> str:
    """``text`` with any lone surrogate replaced (``?``): writable as UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")
    return text


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
