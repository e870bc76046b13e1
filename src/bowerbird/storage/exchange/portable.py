"""A home as one JSON-lines stream, and back: ``bower export`` writes it, ``bower import``
restores it into another home.

The files are the truth, so the stream carries them as they are: each memory file whole (its
frontmatter — relations, supersession, metadata, times — and body, byte for byte), each raw
message as its session file's line, and (for a whole home) the profiles, the journal, the
review queue (waiting and rejected changes), the audit history and the import ledgers. The
caches (index, vectors) are not carried: the importing home rebuilds them. Restoring writes
what is missing and leaves what is there: a memory whose id the home has, a message whose id
its session file has, a file that exists, an audit or ledger line the home's file has — so
restoring twice adds nothing. History travels with its memory: an audit line, a review item
or a ledger line is restored only for memories the stream holds (and may restore here).
Every path in the stream is checked to stay inside its folder before anything is written.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...errors import BowerError
from ...services.secrets.redact import each_string
from ...settings import AGENT_NAME
from ..disk.private import private_file, private_folder
from ..disk.records import parse_record
from ..files.note import render
from ..files.parsing import parse
from ..files.tree import atomic_write, confined, scan
from ..layers.journal import journal_dir
from ..layers.messages import index_file, messages_dir
from ..store import Store
from . import scrub
from .imports import IMPORTS

HEADER = "bowerbird_export"
VERSION = 1
PROFILES = "profiles"
REVIEW = "review"


def header(agent: str | None) -> dict[str, Any]:
    """The stream's first line: what it is, its version, and whose memories it holds."""
    return {HEADER: VERSION, "agent": agent}


def records(store: Store, agent: str | None) -> Iterator[dict[str, Any]]:
    """Every file of the home as a record (``agent``: only that agent's memories and
    messages — the profiles and journal are the home's, and come only with the whole home)."""
    root = store.tree.root
    for rel in sorted(scan(root)):
        raw = (root / rel).read_bytes()
        if agent is not None:
            try:
                if parse(raw, rel).agent != agent:
                    continue
            except BowerError:
                continue  # an unreadable file belongs to no agent we can tell
        yield {"kind": "memory", "path": rel, "file": raw.decode("utf-8", errors="replace")}
    messages = messages_dir(store.settings)
    folders = [messages / agent] if agent is not None else sorted(messages.glob("*/"))
    for folder in folders:
        for path in sorted(folder.glob("*.jsonl")):
            with path.open(encoding="utf-8", errors="replace") as stream:
                for line in stream:
                    try:
                        record = json.loads(line)
                    except ValueError:
                        continue  # a torn line: the index skips it too
                    if isinstance(record, dict):
                        yield {"kind": "message", **record}
    if agent is not None:
        return
    home = store.settings.home
    for kind, base, pattern in (
        ("profile", home / PROFILES, "*/*.json"),
        ("journal", journal_dir(store.settings), "**/*.md"),
        ("review", home / REVIEW, "**/*.json"),
    ):
        for path in sorted(base.glob(pattern)):
            if path.is_file():
                text = path.read_text(encoding="utf-8", errors="replace")
                yield {"kind": kind, "path": path.relative_to(base).as_posix(), "text": text}
    for item in _lines(store.audit_path):
        yield {"kind": "audit", "event": item}
    for path in sorted((home / IMPORTS).glob("*.jsonl")):
        for item in _lines(path):
            yield {"kind": "ledger", "agent": path.stem, "item": item}


def _lines(path: Path) -> Iterator[Any]:
    """The JSON lines of ``path``: objects (the audit's) or ``[key, memory]`` pairs (a
    ledger's); torn or hostile ones are left out."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return
    for line in raw.splitlines():
        item = parse_record(line)
        if item is None:
            try:
                pair = json.loads(line)
            except (ValueError, RecursionError, UnicodeDecodeError):
                continue
            ok = isinstance(pair, list) and len(pair) == 2
            item = pair if ok and all(isinstance(v, str) for v in pair) else None
        if item is not None:
            yield item


@dataclass
class Restored:
    """What ``restore`` wrote, and what the home already had."""

    memories: list[str]
    messages: int = 0  # messages written
    files: int = 0  # profiles and journal files written
    already: int = 0  # memories the home already had
    seen: int = 0  # memories the stream holds that this restore may write
    messages_seen: int = 0
    history: int = 0  # audit lines restored
    review: int = 0  # review items restored (waiting or rejected)
    ledger: int = 0  # import-ledger lines restored
    ids: set[str] = field(default_factory=set)  # the ids of the stream's memories
    redacted: int = 0  # credentials taken out (one a value, however often a record told it)
    # The memories whose id named a credential, by their new ids (``scrub``), and the words
    # the restore took out: history naming either follows the new id or is left out.
    renamed: dict[str, str] = field(default_factory=dict)
    hidden: dict[str, set[str]] = field(default_factory=dict)  # by (new) memory id


def restore(
    store: Store,
    stream: Iterable[dict[str, Any]],
    skip: Callable[[str, str], None],
    clean: Callable[[str], tuple[str, list[str]]],
    agent: str | None,
) -> Restored:
    """Write the records of an export that this home does not have (see the module), under
    the rules a curate follows: every text through ``clean`` (the secrets policy: the text
    redacted and the kinds it took out, or ``InputError`` to refuse the record; a memory
    field by field, ``scrub``), and only ``agent``'s memories and messages (every agent's
    with ``None``, the home owner's restore) — an export cannot plant memories in another
    agent's namespace."""
    done = Restored([])
    rules = _Rules(skip, clean, agent, done)
    session: list[dict[str, Any]] = []
    later: list[dict[str, Any]] = []  # history, written once its memories are known
    for record in stream:
        kind = record.get("kind")
        if kind in ("audit", "ledger", "review"):
            later.append(record)
        elif kind == "message":
            if session and (session[-1].get("agent"), session[-1].get("session")) != (
                record.get("agent"),
                record.get("session"),
            ):
                _messages(store, session, done, rules)
                session = []
            session.append(record)
        elif kind == "memory":
            _memory(store, record, done, rules)
        elif kind in ("profile", "journal"):
            base = (
                store.settings.home / PROFILES if kind == "profile" else journal_dir(store.settings)
            )
            _file(base, record, done, rules)
        else:
            skip(str(record.get("path") or kind), f"an unknown record kind ({kind!r})")
    _messages(store, session, done, rules)
    _history(store, later, done, rules)
    return done


def _history(store: Store, records: list[dict[str, Any]], done: Restored, rules: _Rules) -> None:
    """The review items, audit lines and ledger lines of the stream's memories that this
    home lacks (see the module)."""
    home = store.settings.home
    audit_lines: list[Any] = []
    ledgers: dict[str, list[Any]] = {}
    decided: set[str] | None = None
    now = done.renamed.get  # an id the restore replaced (``scrub``), by its new one
    for record in records:
        kind = record.get("kind")
        if kind == "review":
            try:
                item = json.loads(str(record.get("text")))
                targets, change = item.get("targets") or [], str(item.get("id") or "")
            except (ValueError, AttributeError):
                targets, change = None, ""
            if isinstance(targets, list):
                targets = [now(str(t), str(t)) for t in targets]
                about = set(map(str, targets))
                record = {**record, "text": rules.followed(str(record.get("text")), about)}
            if not isinstance(targets, list) or not set(map(str, targets)) <= done.ids:
                continue  # about memories this restore does not hold
            waiting = not str(record.get("path") or "").startswith("rejected/")
            if waiting and change:
                decided = _decided(store.audit_path) if decided is None else decided
                if change in decided:
                    continue  # approved or rejected here since: asked once, answered once
            if _file(home / REVIEW, record, done, rules, counted=False):
                done.review += 1
        elif kind == "audit":
            event = record.get("event")
            mid = str(event.get("memory_id")) if isinstance(event, dict) else ""
            if now(mid, mid) in done.ids:
                audit_lines.append(rules.followed(event, [now(mid, mid)]))
        elif kind == "ledger":
            agent, item = str(record.get("agent") or ""), record.get("item")
            if not AGENT_NAME.fullmatch(agent) or not rules.allows(f"{IMPORTS}/{agent}", agent):
                continue
            if isinstance(item, list) and len(item) == 2:
                item = rules.followed(item, [now(str(item[1]), str(item[1]))])
            if isinstance(item, list) and len(item) == 2 and str(item[1]) in done.ids | {""}:
                ledgers.setdefault(agent, []).append(item)
    done.history = _append_new(store.audit_path, audit_lines, rules)
    for agent, items in ledgers.items():
        done.ledger += _append_new(home / IMPORTS / f"{agent}.jsonl", items, rules)


def _decided(audit_path: Path) -> set[str]:
    """The review items this home's history shows applied or rejected (their change ids)."""
    found: set[str] = set()
    if not audit_path.exists():
        return found
    with audit_path.open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            if '"change"' not in line:
                continue
            try:
                change = json.loads(line).get("details", {}).get("change")
            except (ValueError, AttributeError):
                continue
            if isinstance(change, str):
                found.add(change)
    return found


def _append_new(path: Path, items: list[Any], rules: _Rules) -> int:
    """Append to the JSON-lines file ``path`` the ``items`` it does not hold yet (each under
    the secrets policy); returns how many."""
    have = {json.dumps(item, sort_keys=True, ensure_ascii=False) for item in _lines(path)}
    lines = []
    for item in items:
        text = json.dumps(item, sort_keys=True, ensure_ascii=False)
        found = None if text in have else rules.cleaned(path.name, text)
        if found is None or found[0] in have:
            continue  # the file has it (as written, or as this policy writes it)
        have.add(found[0])
        lines.append(found[0] + "\n")
        rules.done.redacted += found[1]
    if lines:
        private_folder(path.parent)
        private_file(path)
        with path.open("a", encoding="utf-8") as out:
            out.write("".join(lines))
    return len(lines)


@dataclass(frozen=True)
class _Rules:
    """What a restore checks every record against (see ``restore``)."""

    skip: Callable[[str, str], None]
    clean: Callable[[str], tuple[str, list[str]]]
    agent: str | None
    done: Restored

    def cleaned(self, where: str, text: str) -> tuple[str, int] | None:
        """``text`` under the secrets policy and how many credentials it took out (the
        caller counts them where it writes), or ``None`` (skipped, with the reason)."""
        try:
            out, kinds = self.clean(text)
        except BowerError as exc:
            self.skip(where, exc.message)
            return None
        return out, len(kinds) if out != text else 0

    def followed(self, value: Any, about: Iterable[str]) -> Any:
        """History (an audit event, a review item, a ledger line) of the memories ``about``
        after what the restore did to them: a replaced id or path by the new one
        (``scrub``), a word their credentials had taken out."""
        done = self.done
        hidden = set().union(*(done.hidden.get(mid, set()) for mid in about))
        if not (done.renamed or hidden):
            return value

        def follow(text: str) -> str:
            for old, new in done.renamed.items():
                text = text.replace(old, new)
            return scrub.mask(text, hidden)

        return each_string(value, follow)

    def allows(self, where: str, agent: str) -> bool:
        """``agent``'s records may be restored here (else skipped, with the reason)."""
        if self.agent is None or agent == self.agent:
            return True
        self.skip(where, f"agent {agent}'s (restore as that agent, or every agent's as the "
                         "home's owner: --all-agents)")  # fmt: skip
        return False


def _memory(store: Store, record: dict[str, Any], done: Restored, rules: _Rules) -> None:
    rel, text = str(record.get("path") or ""), record.get("file")
    if not isinstance(text, str):
        rules.skip(rel, "a memory record without its file")
        return
    try:
        memory = parse(text, rel)
    except BowerError as exc:
        rules.skip(rel, exc.message)
        return
    if not AGENT_NAME.fullmatch(memory.agent):
        # No `--agent` could ever reach it ("../../x"): not planted where nobody looks.
        rules.skip(rel, f"a memory of agent {memory.agent[:40]!r}, a name no agent can have")
        return
    if not rules.allows(rel, memory.agent):
        return
    try:
        memory, found = scrub.scrub(memory, rules.clean, done.renamed)
    except BowerError as exc:  # the policy refuses credentials
        rules.skip(rel, exc.message)
        return
    if found or memory.path != rel:
        # Rewritten field by field (``scrub``): the file is rendered anew, and what the
        # redaction took out is known for the history that follows.
        rel, rendered = memory.path, render(memory)
        done.hidden[memory.id] = scrub.words(text) - scrub.words(rendered)
        text = rendered
    done.seen += 1
    done.ids.add(memory.id)
    if store.index.memory_path(memory.id) is not None:
        done.already += 1
        return
    target = confined(store.tree.root, rel) if rel.endswith(".md") else None
    if target is None or target.exists():
        target = store.tree.root / store.tree.new_path(memory, None)
        if target.exists():
            done.already += 1
            return
    with store.lock.hold():
        private_folder(target.parent)
        atomic_write(target, text.encode("utf-8"))
    done.memories.append(memory.id)
    done.redacted += found  # counted where written: a second restore redacts nothing


def _messages(store: Store, session: list[dict[str, Any]], done: Restored, rules: _Rules) -> None:
    """One session file's records: the lines its file lacks are appended, then indexed."""
    if not session:
        return
    agent, name = str(session[0].get("agent") or ""), str(session[0].get("session") or "")
    rel = f"{agent}/{name}.jsonl"
    root = messages_dir(store.settings)
    target = confined(root, rel) if agent and name and "/" not in agent + name else None
    if target is None:
        rules.skip(rel, "a message whose agent or session cannot name a file")
        return
    if not rules.allows(rel, agent):
        return
    with store.lock.hold():
        have: set[str] = set()
        if target.exists():
            for line in target.read_text(encoding="utf-8", errors="replace").splitlines():
                try:
                    have.add(str(json.loads(line).get("id")))
                except (ValueError, AttributeError):
                    continue
        lines = []
        for record in session:
            message = {k: v for k, v in record.items() if k != "kind"}
            done.messages_seen += 1
            if str(message.get("id")) in have:
                continue  # the session file has it
            found = rules.cleaned(f"{rel}: {message.get('id')}", str(message.get("content")))
            if found is None:
                continue
            lines.append(json.dumps({**message, "content": found[0]}, ensure_ascii=False) + "\n")
            done.redacted += found[1]
        if not lines:
            return
        private_folder(target.parent)
        private_file(target)
        with target.open("a", encoding="utf-8") as out:
            out.write("".join(lines))
        index_file(store, rel, target)
    done.messages += len(lines)


def _file(
    base: Path, record: dict[str, Any], done: Restored, rules: _Rules, counted: bool = True
) -> bool:
    """Write a profile, journal or review file the home lacks; whether it was written."""
    rel, text = str(record.get("path") or ""), record.get("text")
    target = confined(base, rel)
    if target is None or not isinstance(text, str):
        rules.skip(rel, "a file record with no text or a path outside its folder")
        return False
    if target.exists():
        return False  # the home has it
    found = rules.cleaned(rel, text)
    if found is None:
        return False
    private_folder(target.parent)
    atomic_write(target, found[0].encode("utf-8"))
    done.redacted += found[1]
    done.files += counted
    return True
