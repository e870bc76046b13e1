"""``Bower.import_file``: an export read by an importer (``gather/formats``) becomes raw
messages (the conversations layer, each at its original time) and memories (curate: redaction,
dedupe, supersession), idempotently.

- A conversation's messages are kept as sessions of their own (cut where the gap between two
  messages passes ``[messages] session_gap_minutes``, or at 500 messages: memory stays
  bounded). What is worth remembering of each message is curated as ``sync_turn`` does, one
  statement at a time, pointing back at its message, observed when it was said. A person
  other than the one whose memory this is (``me``) is named in front of their statement
  ("Oscar: I moved to Berlin"), so "I" never becomes the user, and is kept as ``speaker``;
  only ``me``'s own words teach the user's profile.
- Facts (a contact, a note's paragraph, a mem0 memory) are curated as given, or extracted
  first when they are prose.
- The ledger (``storage/exchange/imports.py``) remembers each item's key and the memory it became:
  importing the same file again stores nothing and says how much it recognised; a link from
  one note to another is made once both have memories, in any order. A message also carries
  its item's key in its own line, so an import killed between keeping messages and writing
  the ledger keeps none of them twice when run again.
"""

from __future__ import annotations

import dataclasses
import io
import json
import os
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, get_args

from ..errors import BowerError, InputError, UsageError
from ..gather.curate import CurateResult
from ..gather.formats import Fact, Said, Skipped, key_of, read
from ..gather.importing import read_note_lines
from ..gather.notes import apply_secret_policy, check_note
from ..gather.turns import worth_remembering
from ..services.timeparse import utcnow
from ..settings import ImportFormat
from ..storage.disk.bounded import bounded_lines, open_regular
from ..storage.exchange import imports as ledger
from ..storage.exchange import portable
from ..storage.store import Store
from ..storage.sync import Progress
from .batches import Facade
from .results import BatchResult, ImportReport, Linked


class Bower(Facade, Protocol):
    """What an import uses of the facade, beyond what batches use (a protocol, so this
    module never imports the facade that calls it)."""

    def curate_batch(
        self,
        path: str | os.PathLike[str],
        *,
        verbatim: bool = False,
        progress: Progress | None = None,
    ) -> BatchResult: ...

    def link(
        self,
        source: str,
        target: str,
        *,
        type: str = "explicit",
        weight: float = 1.0,
        origin: str = "agent",
    ) -> Linked: ...


def import_path(
    bower: Bower,
    store: Store,
    sync: Callable[[], object],
    embed: Callable[[list[str]], None],
    path: Path,
    fmt: str,
    me: str | None,
    verbatim: bool,
    progress: Callable[[int, int], None] | None,
    all_agents: bool,
) -> ImportReport:
    """``Bower.import_file``: ``fmt`` checked (``auto`` detects it), the file read through a
    bounded copy, then imported — or, for a ``bower export``, restored (this agent's part,
    or every agent's with ``all_agents``) and indexed (``sync``) and embedded (``embed``)."""
    if fmt not in get_args(ImportFormat):
        raise UsageError(
            f"unknown import format {fmt!r}",
            hint=f"Use one of {', '.join(get_args(ImportFormat))}.",
        )
    from ..gather.formats import detect, readable_copy

    with readable_copy(path, bower.settings.limits.stream_bytes) as source:
        if fmt == "auto":
            fmt = detect(source)
        if verbatim and fmt != "notes":
            raise UsageError(
                f"--verbatim is for notes JSONL, and {source.name} reads as {fmt}",
                hint="Leave --verbatim out: an export's messages are kept verbatim anyway.",
            )
        if fmt != "bowerbird":
            return import_file(bower, source, fmt, me, progress, verbatim)
        started = time.perf_counter()
        sync()  # what the home has, so nothing it has is written twice
        agent = None if all_agents else bower.settings.curate.agent
        report = restore(store, source, agent)
        sync()  # index the restored files
        embed(report.notes)
        report.took_ms = round((time.perf_counter() - started) * 1000, 1)
        return report


_SESSION_MAX = 500  # messages kept in one session at most (and held in memory at once)


def import_file(
    bower: Bower,
    path: Path,
    fmt: str,
    me: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    verbatim: bool = False,
) -> ImportReport:
    """Import ``path`` (a file or a folder) read as ``fmt`` (the facade detected it when
    asked to); see the module docstring for what each item becomes."""
    started = time.perf_counter()
    report = ImportReport(fmt, path.name)
    if fmt == "notes" and verbatim:
        batch = bower.curate_batch(path, verbatim=True, progress=progress)
        report.facts, report.created = batch.notes or 0, batch.created
        report.updated, report.duplicates = batch.updated, batch.duplicates or 0
    elif fmt == "notes":
        _notes(bower, path, report, progress)
    else:
        items = read(path, fmt, me, bower.settings.limits)
        _Importer(bower, report, f"import:{fmt}:{path.name}", progress).run(items)
    report.took_ms = round((time.perf_counter() - started) * 1000, 1)
    return report


def _notes(
    bower: Bower, path: Path, report: ImportReport, progress: Callable[[int, int], None] | None
) -> None:
    """Our notes JSONL, checked whole first, each note curated once: its key (what it says
    and how it is typed) goes to the ledger with the memory it became, so importing the file
    again — or a file that repeats some of its notes — adds nothing for those, whatever a
    dream did to their memories since."""
    records = read_note_lines(path, bower.settings.limits)
    agent = bower.settings.curate.agent
    known = ledger.load(bower.settings, agent)
    fresh: dict[str, str] = {}
    try:
        for n, record in enumerate(records, start=1):
            shape = {k: record[k] for k in sorted(record) if k in ("text", "type", "tags", "topic")}
            key = key_of("notes", json.dumps(shape, sort_keys=True, ensure_ascii=False))
            report.facts += 1
            if key in known or key in fresh:
                report.already += 1
            else:
                done = bower.curate(record.pop("text"), **{"source": "import", **record})
                report.created += done.created
                report.updated += done.updated
                report.duplicates += sum(1 for a in done.actions if a.action == "duplicate")
                report.redacted += len(done.redacted)  # (reported 0 whatever was taken out)
                touched = [*done.created, *(a.target for a in done.actions if a.target)]
                fresh[key] = touched[0] if touched else ""
            if len(fresh) >= 50:  # a kill loses at most these lines: dedupe finds them
                ledger.record(bower.settings, agent, fresh)
                known.update(fresh)
                fresh = {}
            if progress:
                progress(n, len(records))
    finally:
        ledger.record(bower.settings, agent, fresh)


def restore(store: Store, path: Path, agent: str | None) -> ImportReport:
    """A ``bower export`` stream written back into this home: the files it lacks (see
    ``storage/exchange/portable.py``), under a curate's rules — the secrets policy on every
    text, and only ``agent``'s memories and messages (every agent's with ``None``); the caller
    indexes and embeds them."""
    report = ImportReport("bowerbird", path.name)

    limits = store.settings.limits

    def lines() -> Iterator[dict[str, Any]]:
        # A record holds one file of the tree or one message: a longer line is cut (and so
        # skipped as "not a JSON line"), never held whole.
        longest = limits.tree_file_bytes + limits.note_bytes
        with (
            open_regular(path, limits.export_bytes, "export_bytes") as raw,
            io.TextIOWrapper(raw, encoding="utf-8") as stream,
        ):
            for number, line in enumerate(bounded_lines(stream, longest), start=1):
                try:
                    record = json.loads(line)
                except (ValueError, RecursionError):  # nested past any export's depth
                    report.skip(f"{path.name}:{number}", "not a JSON line")
                    continue
                if number == 1:
                    version = record.get(portable.HEADER) if isinstance(record, dict) else None
                    if version != portable.VERSION:
                        raise InputError(
                            f"{path}: not a bowerbird export of version {portable.VERSION}",
                            hint="Its first line should be written by `bower export`.",
                        )
                    continue
                if isinstance(record, dict):
                    yield record
                else:
                    report.skip(f"{path.name}:{number}", "not a record")

    try:
        policy = store.settings.secrets.policy

        def clean(text: str) -> tuple[str, list[str]]:
            return apply_secret_policy(text, policy)

        done = portable.restore(store, lines(), report.skip, clean, agent)
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} is not UTF-8 (bad byte at offset {exc.start})") from None
    # One unit per count: memories read (facts) and of those already here, messages read
    # and of those written, then the history that came with them.
    report.created, report.facts, report.already = done.memories, done.seen, done.already
    report.messages, report.kept = done.messages_seen, done.messages
    report.history, report.review, report.ledger = done.history, done.review, done.ledger
    report.redacted = done.redacted  # "redacted" only where something changed
    return report


class _Importer:
    """One import's state: the ledger, the session being gathered, the notes' names."""

    def __init__(
        self,
        bower: Bower,
        report: ImportReport,
        source: str,
        progress: Callable[[int, int], None] | None,
    ) -> None:
        self.bower = bower
        self.report = report
        self.source = source
        self.progress = progress
        self.agent = bower.settings.curate.agent
        self.known = ledger.load(bower.settings, self.agent)
        self.fresh: dict[str, str] = {}  # keys stored since the last ledger write
        self.session: list[Said] = []
        self.gathered: set[str] = set()  # keys of the session being gathered
        self.conversations: set[str] = set()
        self.names: dict[str, str] = {}  # a note's name (casefolded) → its first memory
        self.link_facts: list[Fact] = []
        self.done = 0

    def run(self, items: Iterator[Said | Fact | Skipped]) -> None:
        try:
            for item in items:
                if isinstance(item, Skipped):
                    self.report.skip(item.where, item.why)
                elif isinstance(item, Said):
                    self._said(item)
                elif item.links:
                    self.link_facts.append(item)
                else:
                    self._fact(item)
                self.done += 1
                if self.progress and self.done % 50 == 0:
                    self.progress(self.done, 0)
        except InputError:
            self._flush()  # the file broke off: what was read before the break is kept
            raise
        else:
            self._flush()
            self._links()
        finally:
            # What was stored is remembered even when the file breaks off half-way.
            self._record()
        self.report.conversations = len(self.conversations)
        if self.progress:
            self.progress(self.done, self.done)

    # ------------------------------------------------------------ conversations

    def _said(self, said: Said) -> None:
        self.report.messages += 1
        self.conversations.add(said.conversation)
        if said.key in self.known or said.key in self.fresh or said.key in self.gathered:
            self.report.already += 1
            return
        gap = self.bower.settings.messages.session_gap_minutes * 60
        if self.session:
            last = self.session[-1]
            apart = (
                said.at is not None
                and last.at is not None
                and (said.at - last.at).total_seconds() > gap
            )
            if said.conversation != last.conversation or apart or len(self.session) >= _SESSION_MAX:
                self._flush()
        self.session.append(said)
        self.gathered.add(said.key)

    def _flush(self) -> None:
        """Keep the gathered session's messages, then curate what is worth remembering."""
        if not self.session:
            return
        session, self.session = self.session, []
        self.gathered = set()
        policy, limit = self.bower.settings.secrets.policy, self.bower.settings.limits.note_bytes
        kept: list[tuple[Said, str, datetime]] = []
        when = session[0].at or utcnow()
        for said in session:
            when = said.at or when  # a message without a time: its predecessor's
            # The two messages before are its context: a credential asked for there and
            # given bare here ("What's the NAS password?" — "marmalade") is redacted.
            before = [c for _, c, _ in kept[-2:]]
            try:
                clean, kinds = apply_secret_policy(check_note(said.text, limit), policy, before)
                # Who spoke and in which chat are the export's words too: a speaker named
                # by a token went raw into the message, the memory's entities and metadata.
                speaker, named = apply_secret_policy(said.speaker, policy)
                chat, titled = apply_secret_policy(said.conversation, policy)
            except InputError as exc:
                self.report.skip(f"{self.source}: {said.conversation[:80]}", exc.message)
                self.fresh[said.key] = ""
                continue
            self.report.redacted += len(kinds) + len(named) + len(titled)
            kept.append(
                (dataclasses.replace(said, speaker=speaker, conversation=chat), clean, when)
            )
        shown = [(s.role, self._content(s, c), at) for s, c, at in kept]
        # Keyed by item: messages a killed run kept before its ledger line was written are
        # found, not kept twice; what they are worth is curated again (dedupe finds it).
        added = self.bower.messages.add_session(shown, keys=[s.key for s, _, _ in kept])
        ids = added.ids
        self.report.kept += added.new
        self.report.already += len(ids) - added.new
        pointers = ids if len(ids) == len(kept) else [""] * len(kept)
        for (said, clean, _), message_id in zip(kept, pointers, strict=True):
            self._remember(said, clean, message_id)
            self.fresh[said.key] = message_id
        self._record()

    def _content(self, said: Said, text: str) -> str:
        """A message as the conversations layer keeps it: a person other than the user or
        an assistant is named in it (the layer's roles are user and assistant)."""
        return text if said.me or said.role == "assistant" else f"{said.speaker}: {text}"

    def _remember(self, said: Said, text: str, message_id: str) -> None:
        """What is worth keeping of one message, a statement at a time (as ``sync_turn``)."""
        if said.me and said.role == "user":
            self.bower.profiles.learn(text, source=f"message:{message_id or 'unkept'}")
        named = not said.me and said.role != "assistant"
        policy = self.bower.settings.secrets.policy
        for statement in worth_remembering(text, said.role, policy=policy):
            self._curate(
                f"{said.speaker}: {statement}" if named else statement,
                verbatim=False,
                observed_at=said.at,
                messages=(message_id,) if message_id else (),
                metadata={"speaker": said.speaker} if named else None,
                entities=(said.speaker,) if named else None,
                counted=False,  # its credentials were counted in the message
            )

    # ------------------------------------------------------------ facts and links

    def _fact(self, fact: Fact) -> None:
        self.report.facts += 1
        if fact.key in self.known or fact.key in self.fresh:
            self.report.already += 1
            memory = self.known.get(fact.key) or self.fresh.get(fact.key, "")
            if fact.name and memory:
                self.names.setdefault(fact.name.casefold(), memory)
            return
        done = self._curate(
            fact.text,
            verbatim=fact.distilled,
            type=fact.type,
            tags=fact.tags,
            observed_at=fact.observed_at,
            metadata=dict(fact.attributes) or None,
            where=fact.where,
        )
        memory = ""
        if done is not None:
            touched = [*done.created, *(a.target for a in done.actions if a.target)]
            memory = touched[0] if touched else ""
        self.fresh[fact.key] = memory
        if fact.name and memory:
            self.names.setdefault(fact.name.casefold(), memory)
        if len(self.fresh) >= _SESSION_MAX:
            self._record()

    def _links(self) -> None:
        """Each note's links, now that every note of the file has its memory."""
        for fact in self.link_facts:
            source = self.names.get((fact.name or "").casefold())
            for kind, target_name, origin in fact.links:
                target = self.names.get(target_name.casefold())
                if source is None or target is None or source == target:
                    self.report.skip(fact.where, f"a link to a note not imported ({target_name})")
                    continue
                try:
                    self.bower.link(source, target, type=kind, weight=1.0, origin=origin)
                except BowerError as exc:
                    self.report.skip(fact.where, f"a link not made: {exc.message}")
                    continue
                self.report.links += 1

    # ------------------------------------------------------------ shared

    def _curate(
        self,
        text: str,
        *,
        verbatim: bool,
        observed_at: datetime | None,
        where: str = "",
        counted: bool = True,
        **options: object,
    ) -> CurateResult | None:
        try:
            done = self.bower.curate(
                text,
                source=self.source,
                verbatim=verbatim,
                observed_at=observed_at,
                **{k: v for k, v in options.items() if v is not None},
            )
        except UsageError as exc:  # a note or a field over its limit: that item only
            self.report.skip(where or self.source, exc.message)
            return None
        self.report.created += done.created
        self.report.updated += done.updated
        self.report.duplicates += sum(1 for a in done.actions if a.action == "duplicate")
        if counted:
            self.report.redacted += len(done.redacted)
        return done

    def _record(self) -> None:
        if self.fresh:
            ledger.record(self.bower.settings, self.agent, self.fresh)
            self.known.update(self.fresh)
            self.fresh = {}
