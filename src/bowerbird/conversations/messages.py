"""``Bower.messages``: the raw conversation layer (seed 004) — every synced or ingested turn
kept verbatim, grouped into sessions, searchable, removable only by an explicit forget.

Storage and the session rule are in ``storage/messages.py``. Reads stay inside the facade's
agent unless ``all_agents`` asks otherwise; sessions are shared across agents.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..errors import InputError, UsageError
from ..gather.notes import apply_secret_policy, check_note
from ..services.text import query_terms
from ..services.timeparse import format_time
from ..storage import messages as storage
from ..storage.autosync import AutoSync
from ..storage.index import MessageRow, from_ms
from ..storage.store import Store
from .summaries import History, history


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


class Messages:
    """The message layer of one home, read and written as one agent."""

    def __init__(self, store: Store, sync: AutoSync, agent: str) -> None:
        self._store = store
        self._sync = sync
        self.agent = agent

    def add(self, turns: list[tuple[str, str]], *, at: datetime | None = None) -> list[str]:
        """Keep ``(role, content)`` messages verbatim (credentials redacted by the secrets
        policy); returns their ids (none when ``[messages] keep`` is off)."""
        settings = self._store.settings
        if not settings.messages.keep:
            return []
        for role, _ in turns:
            if role not in ("user", "assistant", "system", "tool"):
                raise InputError(f"unknown role {role!r}", hint="Use user, assistant, system.")
        policy, limit = settings.secrets.policy, settings.curate.max_bytes
        # The write path's checks (size, encoding, credentials); an empty message is skipped.
        clean = [
            (role, apply_secret_policy(check_note(text, limit), policy)[0])
            for role, text in turns
            if text.strip()
        ]
        added = storage.append(self._store, self.agent, clean, at or datetime.now().astimezone())
        return [] if added is None else added.ids

    def known_prefix(self, turns: list[tuple[str, str]]) -> int:
        """How many of a transcript's ``turns`` (from the first) this agent ingested
        before: a second ``ingest`` of the same transcript keeps their raw messages once."""
        return storage.already_ingested(self._store, self.agent, turns)

    def ingested(self, turns: list[tuple[str, str]]) -> None:
        """Remember a transcript as ingested (its whole list of turns)."""
        storage.mark_ingested(self._store, self.agent, turns)

    def search(self, query: str, *, limit: int = 10, all_agents: bool = False) -> list[MessageHit]:
        """Messages containing the query's words, best first (BM25)."""
        if not 1 <= limit <= 200:
            raise UsageError(f"limit {limit} is outside 1..200", hint="Ask for 1 to 200.")
        self._sync.due()
        agent = None if all_agents else self.agent
        found = self._store.index.search_messages(query_terms(query), agent, limit)
        return [MessageHit.of(row, score) for row, score in found]

    def show(self, session: str, *, all_agents: bool = False) -> list[MessageHit]:
        """Every message of one session, in order."""
        self._sync.due()
        rows = self._store.index.session_messages(session, None if all_agents else self.agent)
        return [MessageHit.of(row) for row in rows]

    def sessions(self, *, all_agents: bool = False) -> list[dict[str, Any]]:
        """Sessions this agent spoke in (or every one), oldest first."""
        self._sync.due()
        out = []
        for s in self._store.index.sessions(None if all_agents else self.agent):
            first, last = from_ms(s.first_ms), from_ms(s.last_ms)
            assert first is not None and last is not None
            out.append(
                {
                    "session": s.session,
                    "agents": s.agents,
                    "first": format_time(first),
                    "last": format_time(last),
                    "messages": s.messages,
                }
            )
        return out

    def close_session(self) -> str | None:
        """End the current session (an agent runtime's session ended): the next message
        starts a new one whatever the gap. Returns the session closed."""
        return storage.close(self._store)

    def history(self, budget_tokens: int = 4000, *, all_agents: bool = False) -> History:
        """Recent sessions whole within ``budget_tokens``, older ones by their summaries
        (made only when needed, kept beside the messages)."""
        self._sync.due()
        return history(self._store, None if all_agents else self.agent, budget_tokens)

    def prepare_summaries(self, budget_tokens: int = 4000) -> int:
        """Make now (maintenance) the summaries a history of ``budget_tokens`` would need;
        returns how many sessions are summarised."""
        told = self.history(budget_tokens)
        return sum(1 for s in told.sessions if s["form"] != "messages")

    def forget(self, session: str) -> int:
        """Delete this agent's messages of ``session`` (the only way a message goes)."""
        self._sync.due()
        return storage.forget_session(self._store, self.agent, session)
