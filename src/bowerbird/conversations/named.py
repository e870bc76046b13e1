"""A conversation a framework names itself (the OpenAI Agents SDK's ``Session``): its messages
kept in the raw layer like any other, in one session file of its own per agent, each line
holding the framework's own record of the message beside its text.

The text is what the home searches, summarises and curates; the record is what the framework
gets back, as it gave it (strings through the secrets policy). Removing the last message
(``pop``) rewrites the file; ``clear`` forgets the session, as ``bower messages forget`` does.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ..errors import InputError
from ..gather.notes import apply_secret_policy, check_note, redact_leaves
from ..storage.autosync import AutoSync
from ..storage.layers import messages as storage
from ..storage.store import Store

ROLES = ("user", "assistant", "system", "tool")


class NamedSession:
    """The messages of the session ``name`` as one agent reads and writes them."""

    def __init__(self, store: Store, sync: AutoSync, agent: str, name: str) -> None:
        if not isinstance(name, str) or not name.strip():
            raise InputError("a session id is a non-empty string", hint='e.g. "user-42"')
        self._store = store
        self._sync = sync
        self.agent = agent
        self.name = name
        # The session file's name in the raw layer (``bower messages show`` takes it).
        self.session = storage.named(name)

    def records(self, limit: int | None = None) -> list[dict[str, Any]]:
        """The latest ``limit`` message lines, oldest first: all with None or a negative
        limit (as SQL's ``LIMIT -1``, which the SDK's own session passes through), none
        with 0."""
        if limit == 0:
            return []
        found = storage.records(self._store, self.agent, self.session)
        return found if limit is None or limit < 0 else found[-limit:]

    def add(self, turns: list[tuple[str, str, Any]], at: datetime | None = None) -> list[str]:
        """Keep ``(role, text, record)`` messages in order (text and record through the
        secrets policy and the note checks); returns their ids."""
        settings = self._store.settings
        policy, limit = settings.secrets.policy, settings.limits.note_bytes
        clean = []
        for role, text, record in turns:
            if role not in ROLES:
                raise InputError(f"unknown role {role!r}", hint=f"Use one of {', '.join(ROLES)}.")
            kept = apply_secret_policy(check_note(text, limit), policy)[0] if text.strip() else ""
            clean.append((role, kept, redact_leaves(record, policy)))
        if not clean:
            return []
        when = at or datetime.now().astimezone()
        return storage.append_named(self._store, self.agent, self.session, clean, when).ids

    def pop(self) -> dict[str, Any] | None:
        """Remove and return the last message line, or None when the session is empty."""
        return storage.drop_last(self._store, self.agent, self.session)

    def clear(self) -> int:
        """Forget every message of the session (its file); returns how many went."""
        self._sync.due()
        return storage.forget_session(self._store, self.agent, self.session)
