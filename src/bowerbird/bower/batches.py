"""Many notes at once through the facade: a conversation transcript (``Bower.ingest``) and a
JSONL file of notes (``Bower.curate_batch``)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..errors import InputError, UsageError
from ..gather.curate import CurateOptions, CurateResult
from ..gather.importing import ImportRecord, read_note_lines
from ..gather.notes import screen_said
from ..gather.turns import (
    accepts,
    is_jsonl,
    pair_turns,
    read_transcript,
    to_messages,
    transcript_lines,
    turn_times,
    worth_remembering,
)
from ..services.project import project_of
from ..services.secrets.redact import redact
from ..storage.sync import Progress
from .results import BatchResult

if TYPE_CHECKING:
    from ..conversations.messages import Messages
    from ..conversations.profiles import Profiles
    from ..settings import LimitsSettings, Settings


# What ``Bower.ingest`` takes: a transcript file's path, or the messages themselves
# (OpenAI-style ``{"role", "content"}`` mappings).
Transcript = str | os.PathLike[str] | Sequence[Mapping[str, Any]]


class Facade(Protocol):
    """What batches use of the facade (``Bower`` is one): a protocol, so this module never
    imports the facade that calls it."""

    settings: Settings

    @property
    def messages(self) -> Messages: ...

    @property
    def profiles(self) -> Profiles: ...

    def curate(
        self, text: str, options: CurateOptions | None = None, /, **changes: Any
    ) -> CurateResult: ...

    def sync_turn(
        self, user: str, assistant: str = "", *, observed_at: datetime | None = None
    ) -> list[CurateResult]: ...

    def import_records(
        self,
        records: list[ImportRecord],
        *,
        progress: Callable[[int], None] | None = None,
        embed: bool = True,
        skip_known: bool = False,
    ) -> list[str]: ...


# What a memory kept from a session carries of it (``marks_of``): tags and metadata, as
# ``Bower.curate`` takes them.
Marks = dict[str, Any]


def marks_of(project: str | os.PathLike[str] | None) -> Marks:
    """The marks of a session's memories: its project's tag and key (none without one)."""
    if project is None:
        return {}
    found = project_of(project)
    return {"tags": (found.tag,), "metadata": {"project": found.key}}


def ingest(
    bower: Facade,
    transcript: Transcript,
    verbatim: bool,
    observed_at: datetime | None,
    progress: Progress | None,
    marks: Marks | None = None,
) -> BatchResult:
    """Turn by turn through ``sync_turn``; ``verbatim`` stores every user and assistant
    message as given, linked in order (``follows``). ``transcript`` is a file's path or the
    messages themselves."""
    if isinstance(transcript, str | os.PathLike):
        limits = bower.settings.limits
        cap = limits.export_bytes if os.path.isfile(transcript) else limits.stream_bytes
        (messages, bad), thread = read_transcript(Path(transcript), cap), str(transcript)
    else:
        (messages, bad), thread = (to_messages(transcript), []), "messages"
    result = BatchResult(messages=len(messages), unreadable=bad or None)
    # The same transcript again (or grown since): the raw messages kept before are not kept
    # twice. What is worth remembering is still read from all of them (curate's dedupe, or
    # ``skip_known`` for verbatim memories, keeps memories from doubling).
    said = [(m.role, m.content) for m in messages]
    known = bower.messages.known_prefix(said)
    result.skipped = known
    # Each message is kept under a key of its place in this transcript: a run killed before
    # the transcript's ledger entry (``ingested`` below) keeps none of them twice when re-run.
    if verbatim:
        # Kept as raw messages too (sync_turn does it turn by turn otherwise).
        keys = bower.messages.transcript_keys(said)
        bower.messages.add(
            [(m.role, m.content) for m in messages[known:]], at=observed_at, keys=keys[known:]
        )
        # Each message with the two before it: a credential asked for in one and given
        # bare in the next is redacted in the memory as in the raw message.
        secrets, limits = bower.settings.secrets, bower.settings.limits
        said_as = screen_said([m.content for m in messages], secrets.policy, limits.note_bytes)
        records = [
            ImportRecord(
                f"{m.role}: {text}",
                type="context",
                source=f"transcript:{m.role}",
                observed_at=observed_at,
                thread=thread,
            )
            for m, text in zip(messages, said_as, strict=True)
            if m.role in ("user", "assistant") and text.strip()
        ]
        result.created = bower.import_records(records, skip_known=True)
        bower.messages.ingested(said)
        return result
    turns = pair_turns(messages)
    # When each turn was said, where the transcript says (Claude Code's lines do): the
    # memories and messages carry that time, not the time of the ingest.
    said_at = turn_times(messages)
    kept_before = len(pair_turns(messages[:known]))
    keys = bower.messages.transcript_keys(turns)
    before: list[str] | None = None  # the first turn's: read from the open session
    for n, (user, assistant) in enumerate(turns, start=1):
        keep = n > kept_before
        pair = (f"{keys[n - 1]}:user", f"{keys[n - 1]}:assistant")
        when = observed_at or said_at[n - 1]
        for done in sync_turn(
            bower, user, assistant, when, keep_messages=keep, keys=pair, marks=marks, before=before
        ):
            result.created += done.created
            result.updated += _updated(done)
        before = [text for text in (user, assistant) if text.strip()]
        if progress:
            progress(n, len(turns))
    result.turns = len(turns)
    bower.messages.ingested(said)
    return result


# A live transcript's cursor is saved after this many turns (and at the end): a follow
# stopped by its budget, a kill or a crash goes on from there, re-reading at most these.
SAVE_EVERY = 20
# The longest line a live transcript may hold (a tool's output inlined: Claude Code writes
# whole files into a line); a longer one is passed over and counted unreadable.
MAX_LINE = 16 * 1024 * 1024


def follow(
    bower: Facade,
    transcript: Transcript,
    verbatim: bool,
    observed_at: datetime | None,
    budget_s: float | None,
    project: str | os.PathLike[str] | None = None,
) -> BatchResult:
    """A live transcript (a JSONL file a session is still writing), read on from where this
    agent stopped in it: each turn once, its messages kept and what is worth keeping
    curated, marked with ``project`` (else the project the cursor remembers). Only whole
    turns are read — a turn ends with the assistant's message — so a turn still being
    written is read whole by a later follow. With ``budget_s``, stops after the turn that
    passes it (``more`` then says so); the cursor is saved every ``SAVE_EVERY`` turns, so a
    follow stopped any way goes on where it stopped."""
    started = time.monotonic()
    if not isinstance(transcript, str | os.PathLike) or verbatim:
        raise UsageError(
            "follow reads a live transcript file turn by turn",
            hint="Give follow a JSONL file's path, without verbatim.",
        )
    path = Path(transcript)
    if not is_jsonl(path):
        raise InputError(
            f"{path} is no JSONL transcript file",
            hint="A live transcript is a regular file of one JSON message a line.",
        )
    cursor = bower.messages.cursor(path)
    if project is not None:
        cursor = replace(cursor, project=os.fspath(project))
    marks = marks_of(cursor.project or None)
    limits = bower.settings.limits
    result = BatchResult(messages=0, turns=0, skipped=cursor.messages, unreadable=[])
    unreadable: list[int] = []
    user: list[str] = []
    opened: datetime | None = None  # when the turn being read began
    lines = messages = 0  # read since the cursor
    unsaved = 0
    before: list[str] | None = None  # the first turn's: read from the open session
    for line in transcript_lines(path, cursor.offset, MAX_LINE):
        lines += 1
        if line.unreadable:
            unreadable.append(cursor.lines + lines)
        said = line.message
        if said is None:
            continue
        messages += bool(said.content.strip())  # a tool's result holds no words of the talk
        if said.role == "user":
            opened = opened if user else said.at
            user.append(said.content)
        if said.role != "assistant":
            continue  # system and tool messages are not part of a turn (as pair_turns)
        turn = ("\n".join(user), said.content)
        result.cut = (result.cut or 0) + sum(bool(bounded(text, limits)[1]) for text in turn)
        first = cursor.first or bower.messages.turn_print(turn)
        key = bower.messages.transcript_keys([turn], start=cursor.turns, first=first)[0]
        when = observed_at or (opened if user else said.at)
        pair = (f"{key}:user", f"{key}:assistant")
        for done in sync_turn(bower, *turn, when, keys=pair, marks=marks, before=before):
            result.created += done.created
            result.updated += _updated(done)
        before = [text for text in turn if text.strip()]
        cursor = replace(
            cursor,
            offset=line.end,
            turns=cursor.turns + 1,
            first=first,
            lines=cursor.lines + lines,
            messages=cursor.messages + messages,
        )
        result.turns = (result.turns or 0) + 1
        result.messages = (result.messages or 0) + messages
        result.unreadable = (result.unreadable or []) + unreadable
        lines = messages = 0
        unreadable, user, opened = [], [], None
        unsaved += 1
        if unsaved >= SAVE_EVERY:
            cursor, unsaved = bower.messages.move_cursor(path, cursor), 0
        if budget_s is not None and time.monotonic() - started > budget_s:
            result.more = True
            break
    if unsaved:
        bower.messages.move_cursor(path, cursor)
    result.unreadable = result.unreadable or None
    result.cut = result.cut or None
    return result


def _updated(done: CurateResult) -> list[str]:
    """The memories one curate updated or appended to."""
    return [
        a.target
        for a in done.actions
        if a.action in ("updated", "appended") and a.target is not None
    ]


def curate_batch(
    bower: Facade, path: Path, verbatim: bool, progress: Progress | None
) -> BatchResult:
    """Every note of a JSONL file; the whole file is validated before anything is written."""
    records = read_note_lines(path, bower.settings.limits)
    if verbatim:
        tick = (lambda n: progress(n, len(records))) if progress else None
        records_ = [ImportRecord(**r) for r in records]
        ids = bower.import_records(records_, progress=tick, skip_known=True)
        return BatchResult(created=ids, notes=len(records), duplicates=len(records) - len(ids))
    result = BatchResult(notes=len(records))
    duplicates = 0
    for n, record in enumerate(records, start=1):
        done = bower.curate(record.pop("text"), **{"source": "import", **record})
        result.created += done.created
        result.updated += done.updated
        duplicates += sum(1 for a in done.actions if a.action == "duplicate")
        if progress:
            progress(n, len(records))
    result.duplicates = duplicates
    return result


def sync_turn(
    bower: Facade,
    user: str,
    assistant: str,
    observed_at: datetime | None,
    *,
    keep_messages: bool = True,
    keys: tuple[str, str] | None = None,
    marks: Marks | None = None,
    before: list[str] | None = None,
) -> list[CurateResult]:
    """What is worth keeping of each message of one exchange, curated one statement at a time
    (so each fact is its own memory, found by its own query); often nothing. ``keys`` (the
    user's message's, the assistant's) keep each message once however often it is synced.
    ``before``: the messages said just before the exchange (a credential asked for there
    and given bare in it is redacted); None reads them from the open session."""
    limits = bower.settings.limits
    (user, user_cut), (assistant, assistant_cut) = (
        bounded(user or "", limits),
        bounded(assistant or "", limits),
    )
    # The raw layer says a message was cut; the note is nobody's words, so it is never
    # curated (only what was said is).
    turns = [("user", user), ("assistant", assistant)]
    kept = [(role, "\n".join(filter(None, (text, cut)))) for (role, text), cut in
            zip(turns, (user_cut, assistant_cut), strict=True)]  # fmt: skip
    # Empty messages are not kept; nor are those a re-ingested transcript kept before.
    kept_keys = list(keys) if keys else None
    if before is None:
        before = bower.messages.said_before(observed_at)
    ids = (
        bower.messages.add(kept, at=observed_at, keys=kept_keys, before=before)
        if keep_messages
        else []
    )
    by_role = dict(zip([r for r, text in turns if text.strip()], ids, strict=False))
    return curate_turn(bower, user, assistant, observed_at, by_role, marks, before)


# Room kept under the limit for the note that says a message was cut.
_CUT_ROOM = 200


def bounded(text: str, limits: LimitsSettings) -> tuple[str, str]:
    """``text`` within what one message may hold (``[limits] message_bytes``, and a note's
    ``note_bytes``), cut at a character, and the note that says so ("" when it was whole). A
    log pasted into a chat must not make the turn — and every turn after it — unkeepable."""
    most = min(limits.message_bytes, limits.note_bytes) - _CUT_ROOM
    data = text.encode("utf-8", "replace")
    if len(data) <= most:
        return text, ""
    kept = data[:most].decode("utf-8", "ignore")
    return kept, f"[… cut: the message held {len(data):,} bytes, over [limits] message_bytes]"


def curate_turn(
    bower: Facade,
    user: str,
    assistant: str,
    observed_at: datetime | None,
    by_role: dict[str, str],
    marks: Marks | None = None,
    before: Sequence[str] = (),
) -> list[CurateResult]:
    """What is worth keeping of one exchange whose messages are kept already (``by_role``:
    the kept message's id for each role, which the memories point back to); the user's words
    also teach their profile. ``before``: what was said just before, the context a
    credential given bare is redacted in (as the messages were)."""
    policy = bower.settings.secrets.policy
    if policy != "allow":
        user = redact(user or "", before)[0]
        assistant = redact(assistant or "", [*before, user][-2:])[0]
    if user:  # what the user says about themselves goes to their profile
        bower.profiles.learn(user, source=f"message:{by_role.get('user', 'unkept')}")
    results = []
    accepted = accepts(user or "")
    for role, text in (("user", user), ("assistant", assistant)):
        source = f"conversation:{role}"
        # The memory points back at the raw message it was distilled from.
        pointer = (by_role[role],) if role in by_role else ()
        for statement in worth_remembering(text or "", role, accepted, policy):
            results.append(
                bower.curate(
                    statement,
                    source=source,
                    observed_at=observed_at,
                    messages=pointer,
                    **(marks or {}),
                )
            )
    return results
