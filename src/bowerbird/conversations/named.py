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
from ..services.secrets.redact import each_string
from ..settings import SecretsPolicy
from ..storage.autosync import AutoSync
from ..storage.layers import messages as storage
from ..storage.store import Store

ROLES = ("user", "assistant", "system", "tool")


def _record_redacted(record: Any, policy: SecretsPolicy, text: str, context: list[str]) -> Any:
    """The framework's ``record`` of a message through the secrets policy: a string that
    holds the message's words (its content, a part of it) with the message's own context,
    as the text was; any other (a role, an id) on its own."""
    said = {line.strip() for line in text.splitlines() if line.strip()}

    def screen(value: str) -> str:
        words = value.strip() in said or value.strip() == text.strip()
        return apply_secret_policy(value, policy, context if words else ())[0]

    return redact_leaves(record, policy) if policy == "allow" else each_string(record, screen)


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

    def add(
        self,
        turns: list[tuple[str, str, Any]],
        at: datetime | None = None,
        before: list[str] | None = None,
    ) -> list[str]:
        """Keep ``(role, text, record)`` messages in order (text and record through the
        secrets policy and the note checks); returns their ids. ``before``: the session's
        last messages, as read by the caller (None reads them here)."""
        settings = self._store.settings
        policy, limit = settings.secrets.policy, settings.limits.note_bytes
        clean: list[tuple[str, str, Any]] = []
        # What was said before each message is its context: a credential asked for there
        # and given bare in it is redacted (the session's last two lines, unless the caller
        # read them already).
        if before is None:
            before = [r["content"] for r in self.records(2)] if turns else []
        for role, text, record in turns:
            if role not in ROLES:
                raise InputError(f"unknown role {role!r}", hint=f"Use one of {', '.join(ROLES)}.")
            context = [*before, *(said for _, said, _ in clean if said)][-2:]
            kept = (
                apply_secret_policy(check_note(text, limit), policy, context)[0]
                if text.strip()
                else ""
            )
            clean.append((role, kept, _record_redacted(record, policy, text, context)))
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
