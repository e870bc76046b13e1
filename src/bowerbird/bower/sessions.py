"""The facade's named conversations (``Bower.session``): a framework's session kept in the raw
layer (conversations/named.py) whose exchanges are also curated as a synced turn is, so what
the user says there reaches memories and their profile like any other conversation."""

from __future__ import annotations

from typing import Any

from ..conversations.named import NamedSession
from ..gather.curate import CurateResult
from .batches import Facade, curate_turn


class SessionLog:
    """One named session of one agent: its messages in order, added, popped or cleared."""

    def __init__(self, facade: Facade, named: NamedSession) -> None:
        self._facade = facade
        self._named = named

    @property
    def session(self) -> str:
        """The session's name in the raw layer (``bower messages show SESSION``)."""
        return self._named.session

    def items(self, limit: int | None = None) -> list[Any]:
        """The latest ``limit`` messages (all with None), oldest first: each as the caller
        gave it, or ``{"role", "content"}`` for a line that holds no record."""
        return [_given(r) for r in self._named.records(limit)]

    def add(self, turns: list[tuple[str, str, Any]], *, curate: bool = True) -> list[CurateResult]:
        """Keep ``(role, text, record)`` messages; with ``curate``, the users' and the
        assistant's words of them are curated as one exchange (often nothing is kept)."""
        before = [r["content"] for r in self._named.records(2)]  # read once, for both
        ids = self._named.add(turns, before=before)
        if not curate:
            return []
        by_role: dict[str, str] = {}
        said: dict[str, list[str]] = {"user": [], "assistant": []}
        for (role, text, _), kept in zip(turns, ids, strict=True):
            if role in said and text.strip():
                by_role.setdefault(role, kept)
                said[role].append(text)
        user, assistant = "\n".join(said["user"]), "\n".join(said["assistant"])
        if not (user or assistant):
            return []
        return curate_turn(self._facade, user, assistant, None, by_role, before=before)

    def pop(self) -> Any:
        """Remove the latest message and return it as ``items`` would; None when empty."""
        found = self._named.pop()
        return None if found is None else _given(found)

    def clear(self) -> int:
        """Forget every message of the session; returns how many went. Memories curated from
        it stay (each is a memory of its own: ``bower forget`` removes one)."""
        return self._named.clear()


def _given(record: dict[str, Any]) -> Any:
    if "item" in record:
        return record["item"]
    return {"role": record.get("role", "user"), "content": record.get("content", "")}
