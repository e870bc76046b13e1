"""``Bower.messages``: the raw conversation layer (seed 004) — every synced or ingested turn
kept verbatim, grouped into sessions, searchable, removable only by an explicit forget.

Storage and the session rule are in ``storage/layers/messages.py``. Sessions are shared across
agents, what was said in them is not: every read stays inside the facade's agent. Raw turns are
never shared (only a curated, screened memory can be, ``bower share``), so a search across
agents (``across``) searches this agent's own messages and says so (``searched``), the same
words whether anything matched or not — it never looks at the others' (a count of them told
an agent whether another had said the words it searched for: issue 63) — unless the caller is
the home's owner (``[share] owner_override``: one person owns every agent), for whom it
searches every agent's, as seed 004's ``messages_search_all`` does. The owner's dashboard
reads every agent's too (``every_agent``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import InputError, NotFoundError, UsageError
from ..gather.notes import screen_said
from ..services.text import query_terms
from ..services.timeparse import format_time
from ..storage.autosync import AutoSync
from ..storage.index import MessageRow, SessionRow, from_ms
from ..storage.layers import messages as storage
from ..storage.layers import reading
from ..storage.store import Store
from .summaries import (
    History,
    Summarised,
    history,
    saved_sessions,
    saved_summary,
    session_summary,
)

Progress = Callable[[int, int], None]  # (done, total)


# What a search across agents covered: fixed by who asks, never by what anyone said.
OWN_MESSAGES = (
    "this agent's own messages; other agents' raw messages are never searched (a turn is "
    "not shared: `bower share` a curated memory instead)"
)
EVERY_AGENTS_MESSAGES = "every agent's messages (the home's owner: [share] owner_override)"


@dataclass
class MessageSearch:
    """A search across agents: the hits the caller may read, and what was ``searched`` (a
    description that depends only on whether the caller is the home's owner)."""

    query: str
    results: list[MessageHit]
    searched: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form: ``query``, ``results`` and ``searched``."""
        return {
            "query": self.query,
            "results": [hit.to_dict() for hit in self.results],
            "searched": self.searched,
        }


@dataclass
class MessageHit:
    """One raw message, with its BM25 strength when it answers a search."""

    id: str
    session: str
    agent: str
    role: str
    content: str
    at: datetime
    score: float = 0.0

    @classmethod
    def of(cls, row: MessageRow, score: float = 0.0) -> MessageHit:
        at = from_ms(row.at)
        assert at is not None
        return cls(row.id, row.session, row.agent, row.role, row.content, at, round(score, 4))

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "session": self.session,
            "agent": self.agent,
            "role": self.role,
            "content": self.content,
            "at": format_time(self.at),
            "score": self.score,
        }

    def preview(self) -> dict[str, Any]:
        """The message for a preview (seed 004): its text on one line, cut at 200
        characters; no score."""
        data = self.to_dict()
        text = " ".join(self.content.split())
        data["content"] = text if len(text) <= 200 else text[:199] + "…"
        del data["score"]
        return data


def _session_entry(row: SessionRow, active: str | None) -> dict[str, Any]:
    first, last = from_ms(row.first_ms), from_ms(row.last_ms)
    assert first is not None and last is not None
    return {
        "session": row.session,
        "agents": row.agents,
        "status": "active" if row.session == active else "closed",
        "first": format_time(first),
        "last": format_time(last),
        "messages": row.messages,
    }


class Messages:
    """The message layer of one home, read and written as one agent."""

    def __init__(self, store: Store, sync: AutoSync, agent: str) -> None:
        self._store = store
        self._sync = sync
        self.agent = agent

    def add(
        self,
        turns: list[tuple[str, str]],
        *,
        at: datetime | None = None,
        keys: list[str] | None = None,
        before: list[str] | None = None,
    ) -> list[str]:
        """Keep ``(role, content)`` messages verbatim (credentials redacted by the secrets
        policy); returns their ids (none when ``[messages] keep`` is off). ``keys`` (one a
        turn) make the write exactly-once: a turn whose key this agent stored before is not
        kept again, its stored id is returned in its place. ``before``: what was said just
        before (oldest first), the context a credential given bare is read in; None reads
        it from this agent's open session."""
        settings = self._store.settings
        if not settings.messages.keep:
            return []
        for role, _ in turns:
            if role not in ("user", "assistant", "system", "tool"):
                raise InputError(f"unknown role {role!r}", hint="Use user, assistant, system.")
        said = [
            (role, text, key)
            for (role, text), key in zip(turns, keys or [""] * len(turns), strict=True)
            if text.strip()
        ]
        if before is None:
            before = self.said_before(at) if said else []
        # The write path's checks (size, encoding, credentials); an empty message is skipped.
        policy, limit = settings.secrets.policy, settings.limits.note_bytes
        clean = screen_said([text for _, text, _ in said], policy, limit, before)
        kept = [(role, text, key) for (role, _, key), text in zip(said, clean, strict=True)]
        added = storage.append(self._store, self.agent, kept, at or datetime.now().astimezone())
        return [] if added is None else added.ids

    def said_before(self, at: datetime | None = None, n: int = 2) -> list[str]:
        """The last ``n`` messages (as kept) of this agent in the session a message at ``at``
        (now) would join, oldest first; none when it would start a new one."""
        session = storage.open_session(self._store, at or datetime.now().astimezone())
        if session is None:
            return []
        return [row.content for row in self._store.index.session_messages(session, self.agent)[-n:]]

    def add_session(
        self, turns: list[tuple[str, str, datetime]], keys: list[str] | None = None
    ) -> storage.Added:
        """Keep ``(role, content, at)`` messages as a session of their own, each at its own
        time (an imported conversation); checked and redacted like ``add``, exactly once by
        ``keys`` like ``add``. Returns their ids and how many were written now (none when
        ``[messages] keep`` is off)."""
        settings = self._store.settings
        if not settings.messages.keep:
            return storage.Added("", "", [])
        policy, limit = settings.secrets.policy, settings.limits.note_bytes
        said = [
            (role, text, at, key)
            for (role, text, at), key in zip(turns, keys or [""] * len(turns), strict=True)
            if text.strip()
        ]
        clean = screen_said([text for _, text, _, _ in said], policy, limit)
        kept = [(r, text, at, k) for (r, _, at, k), text in zip(said, clean, strict=True)]
        added = storage.append_session(self._store, self.agent, kept)
        return storage.Added("", "", []) if added is None else added

    @staticmethod
    def transcript_keys(
        turns: list[tuple[str, str]], start: int = 0, first: str | None = None
    ) -> list[str]:
        """A write key for each of a transcript's ``turns``: the transcript (its first turn),
        the turn's place in it and what it says — the same on every run over that file.
        Turns read from the middle on start at place ``start`` of the transcript whose first
        turn's print (``turn_print``) is ``first``."""
        return reading.transcript_keys(turns, start, first)

    @staticmethod
    def turn_print(turn: tuple[str, str]) -> str:
        """A turn's fingerprint (a transcript is known by its first turn's)."""
        return reading.turn_print(turn)

    def cursor(self, path: Path) -> reading.Cursor:
        """Where this agent stopped reading the live transcript at ``path`` (its start when
        it never read it, or when the file is not the one it read)."""
        return reading.read_cursor(self._store, self.agent, path.resolve())

    def move_cursor(self, path: Path, cursor: reading.Cursor) -> reading.Cursor:
        """Remember ``cursor`` as where this agent stopped in the transcript at ``path``."""
        return reading.save_cursor(self._store, self.agent, path.resolve(), cursor)

    def unread(self) -> list[tuple[Path, reading.Cursor]]:
        """The live transcripts this agent follows that hold more than it read, with where
        it stopped in each (and the project its session worked in)."""
        return reading.unread(self._store, self.agent)

    def known_prefix(self, turns: list[tuple[str, str]]) -> int:
        """How many of a transcript's ``turns`` (from the first) this agent ingested
        before: a second ``ingest`` of the same transcript keeps their raw messages once."""
        return reading.already_ingested(self._store, self.agent, turns)

    def ingested(self, turns: list[tuple[str, str]]) -> None:
        """Remember a transcript as ingested (its whole list of turns)."""
        reading.mark_ingested(self._store, self.agent, turns)

    def search(self, query: str, *, limit: int = 10, every_agent: bool = False) -> list[MessageHit]:
        """Messages containing the query's words, best first (BM25)."""
        if not 1 <= limit <= 200:
            raise UsageError(f"limit {limit} is outside 1..200", hint="Ask for 1 to 200.")
        most = self._store.settings.limits.query_chars
        if len(query) > most:
            raise UsageError(
                f"a search of {len(query):,} characters is over the {most:,} one may hold",
                hint="Search with a few words ([limits] query_chars).",
            )
        self._sync.due()
        agent = None if every_agent else self.agent
        hidden = reading.ignored(self._store)
        # Asked for more, so that set-aside messages do not shorten the answer.
        more = limit + len(hidden.messages) + (limit if hidden.sessions else 0)
        found = self._store.index.search_messages(query_terms(query), agent, min(more, 1000))
        return [MessageHit.of(row, score) for row, score in found if not hidden.hides(row)][:limit]

    def across(self, query: str, *, limit: int = 10) -> MessageSearch:
        """A search across the agents of this home, as far as consent allows: for the home's
        owner (``[share] owner_override``) every agent's messages, each hit naming its agent;
        for anyone else this agent's own (raw turns are never shared). Other agents' messages
        are not searched for anyone else, not even counted (see the module docstring)."""
        if self._store.settings.share.owner_override:
            # One person owns every agent of this home: all their turns are that person's.
            every = self.search(query, limit=limit, every_agent=True)
            return MessageSearch(query, every, EVERY_AGENTS_MESSAGES)
        return MessageSearch(query, self.search(query, limit=limit), OWN_MESSAGES)

    def show(self, session: str, *, every_agent: bool = False) -> list[MessageHit]:
        """Every message of one session, in order."""
        self._sync.due()
        return self._shown(
            session, None if every_agent else self.agent, reading.ignored(self._store)
        )

    def _shown(self, session: str, agent: str | None, hidden: reading.Ignored) -> list[MessageHit]:
        """A session's messages of ``agent`` (every agent's with None) that are not set aside:
        the index already caught up, the ignore list read once by the caller."""
        rows = self._store.index.session_messages(session, agent)
        if not rows:  # a session a framework named (BowerbirdSession("chat-7")): by that name
            rows = self._store.index.session_messages(storage.named(session), agent)
        return [MessageHit.of(row) for row in rows if not hidden.hides(row)]

    def sessions(self, *, every_agent: bool = False) -> list[dict[str, Any]]:
        """Sessions this agent spoke in (or every one), oldest first; the one the next
        message would join is ``active``, the others ``closed``."""
        listed, active = self._listed(every_agent)
        return [_session_entry(row, active) for row in listed]

    def _listed(self, every_agent: bool) -> tuple[list[SessionRow], str | None]:
        """The sessions (oldest first) with set-aside messages and agents taken out, and
        the active one: rows, formatted only for the part a caller shows."""
        self._sync.due()
        hidden = reading.ignored(self._store)
        active = storage.open_session(self._store, datetime.now(UTC))
        out = []
        for s in self._store.index.sessions(None if every_agent else self.agent):
            agents = [a for a in s.agents if f"{a}:{s.session}" not in hidden.sessions]
            if not agents:
                continue  # set aside for every agent that spoke in it
            gone = 0
            if hidden.messages:
                gone = sum(1 for m in hidden.messages if m.startswith(f"{s.session}:"))
            out.append(s._replace(agents=agents, messages=max(0, s.messages - gone)))
        return out, active

    def page(
        self,
        offset: int = 0,
        limit: int = 25,
        per_session: int = 2,
        *,
        every_agent: bool = False,
    ) -> dict[str, Any]:
        """A page of seed 004's session-grouped previews, newest session first: ``limit``
        sessions after the ``offset`` newest, each with its counts and its first and last
        ``per_session`` messages (200 characters each); and the totals of every session."""
        if not 1 <= limit <= 200 or not 1 <= per_session <= 20 or offset < 0:
            raise UsageError(
                "sessions must be 1..200, per_session 1..20 and offset 0 or more",
                hint="e.g. 10 and 2.",
            )
        listed, active = self._listed(every_agent)
        hidden = reading.ignored(self._store)
        agent = None if every_agent else self.agent
        shown = []
        for row in listed[::-1][offset : offset + limit]:
            said = self._shown(row.session, agent, hidden)
            if len(said) > 2 * per_session:
                said = [*said[:per_session], *said[-per_session:]]
            shown.append({**_session_entry(row, active), "preview": [m.preview() for m in said]})
        return {**self._totals(listed), "sessions": shown}

    def totals(self, *, every_agent: bool = False) -> dict[str, int]:
        """How many sessions this agent (every agent) has, and messages in them."""
        return self._totals(self._listed(every_agent)[0])

    @staticmethod
    def _totals(listed: list[SessionRow]) -> dict[str, int]:
        return {"total": len(listed), "messages": sum(row.messages for row in listed)}

    def session(self, session: str, *, every_agent: bool = False) -> dict[str, Any]:
        """One session: its messages in order and each agent's saved summary of it (with
        whether the summary still covers every message); ``NotFoundError`` when it has no
        message of this agent (of any agent with ``every_agent``)."""
        shown = self.show(session, every_agent=every_agent)
        if not shown:
            raise NotFoundError(
                f"no session {session!r}" + ("" if every_agent else f" of agent {self.agent!r}"),
                hint="`bower sessions` lists them.",
            )
        agents = sorted({m.agent for m in shown})
        active = storage.open_session(self._store, datetime.now(UTC))
        summaries = []
        for agent in agents:
            saved = saved_summary(self._store, agent, session)
            if saved is not None:
                mine = sum(1 for m in shown if m.agent == agent)
                summaries.append({**saved.to_dict(), "current": saved.messages == mine})
        return {
            "session": session,
            "agents": agents,
            "status": "active" if session == active else "closed",
            "first": format_time(shown[0].at),
            "last": format_time(shown[-1].at),
            "messages": [m.to_dict() for m in shown],
            "summaries": summaries,
        }

    def summary_count(self, *, every_agent: bool = False) -> int:
        """How many session summaries are saved for this agent (every agent)."""
        return len(saved_sessions(self._store, None if every_agent else self.agent))

    def summaries(
        self, *, every_agent: bool = False, offset: int = 0, limit: int | None = None
    ) -> list[dict[str, Any]]:
        """Saved session summaries of this agent (of every agent), oldest session first:
        ``limit`` of them after the first ``offset`` (all with ``None``); only those are read."""
        if offset < 0 or (limit is not None and not 1 <= limit <= 1000):
            raise UsageError("offset must be 0 or more, limit 1..1000", hint="e.g. limit 100")
        found = saved_sessions(self._store, None if every_agent else self.agent)
        chosen = found[offset:] if limit is None else found[offset : offset + limit]
        out = []
        for agent, session in chosen:
            saved = saved_summary(self._store, agent, session)
            if saved is not None:
                out.append(saved.to_dict())
        return out

    def summarise(
        self,
        session: str | None = None,
        *,
        rebuild: bool = False,
        dry_run: bool = False,
        progress: Progress | None = None,
    ) -> Summarised:
        """Summarise this agent's closed sessions that have no current summary (``session``:
        that one only, active or not; ``rebuild``: make every one again); ``dry_run`` lists
        them. The summaries are the ones ``history`` uses."""
        listed = self.sessions()
        if session is not None:
            listed = [s for s in listed if s["session"] == session]
            if not listed:
                raise NotFoundError(
                    f"no session {session!r} of agent {self.agent!r}",
                    hint="`bower sessions` lists them.",
                )
        else:
            listed = [s for s in listed if s["status"] == "closed"]
        hidden = reading.ignored(self._store)
        todo: list[tuple[str, list[MessageRow]]] = []
        current = 0
        for row in listed:
            rows = [
                r
                for r in self._store.index.session_messages(row["session"], self.agent)
                if not hidden.hides(r)
            ]
            if not rows:
                continue
            saved = saved_summary(self._store, self.agent, row["session"])
            if not rebuild and saved is not None and saved.messages == len(rows):
                current += 1
                continue
            todo.append((row["session"], rows))
        result = Summarised([s for s, _ in todo], current, dry_run)
        if dry_run:
            return result
        for done, (name, rows) in enumerate(todo, start=1):
            session_summary(self._store, name, rows, rebuild=True)
            if progress is not None:
                progress(done, len(todo))
        return result

    def close_session(self) -> str | None:
        """End the current session (an agent runtime's session ended): the next message
        starts a new one whatever the gap. Returns the session closed."""
        return storage.close(self._store)

    def history(self, budget_tokens: int = 4000, *, every_agent: bool = False) -> History:
        """Recent sessions whole within ``budget_tokens``, older ones by their summaries
        (made only when needed, kept beside the messages)."""
        self._sync.due()
        hidden = reading.ignored(self._store)
        agent = None if every_agent else self.agent
        return history(self._store, agent, budget_tokens, hidden.hides)

    def prepare_summaries(self, budget_tokens: int = 4000) -> int:
        """Make now (maintenance) the summaries a history of ``budget_tokens`` would need;
        returns how many sessions are summarised."""
        told = self.history(budget_tokens)
        return sum(1 for s in told.sessions if s["form"] != "messages")

    def preview(self, sessions: int = 10, per_session: int = 2) -> list[dict[str, Any]]:
        """Seed 004's session-grouped previews: the newest ``sessions`` of this agent, each
        with its counts and its first and last ``per_session`` messages (200 characters
        each), newest session first; set-aside messages left out."""
        found: list[dict[str, Any]] = self.page(0, sessions, per_session)["sessions"]
        return found

    def recent(self, limit: int = 20) -> list[dict[str, Any]]:
        """The newest ``limit`` messages of this agent across its sessions, newest first
        (200 characters each)."""
        if not 1 <= limit <= 200:
            raise UsageError(f"limit {limit} is outside 1..200", hint="Ask for 1 to 200.")
        hidden = reading.ignored(self._store)
        out: list[dict[str, Any]] = []
        for row in reversed(self.sessions()):  # sessions() caught the index up
            shown = self._shown(row["session"], self.agent, hidden)
            out.extend(m.preview() for m in reversed(shown))
            if len(out) >= limit:
                break
        return out[:limit]

    def ignore(
        self, ids: list[str] | None = None, session: str | None = None, *, undo: bool = False
    ) -> dict[str, Any]:
        """Seed 004's soft delete: set messages (by id) or this agent's part of a session
        aside — kept, but out of search, previews, history and summaries — or, with ``undo``,
        bring them back. Returns what is set aside now."""
        ids = list(ids or [])
        if not ids and not session:
            raise UsageError("name message ids or a session", hint="e.g. ids=['<session>:…:3']")
        for message_id in ids:
            session_of, agent, _ = [*message_id.split(":"), "", ""][:3]
            if agent != self.agent or not session_of:
                raise UsageError(
                    f"{message_id!r} is not a message of agent {self.agent!r}",
                    hint="Message ids are <session>:<agent>:<n>, as searches give them.",
                )
        if session is not None and not self._store.index.session_messages(session, self.agent):
            raise InputError(
                f"agent {self.agent!r} has no message in session {session!r}",
                hint="`sessions` lists them.",
            )
        keys = {f"{self.agent}:{session}"} if session else set()
        kept = reading.set_ignored(self._store, set(ids), keys, ignore=not undo)
        return kept.to_dict()

    def ignored(self) -> dict[str, Any]:
        """What is set aside (every agent's: the list is the home's)."""
        return reading.ignored(self._store).to_dict()

    def forget(self, session: str) -> int:
        """Delete this agent's messages of ``session`` (the only way a message goes)."""
        self._sync.due()
        return storage.forget_session(self._store, self.agent, session)
