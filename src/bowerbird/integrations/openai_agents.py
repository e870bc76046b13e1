"""The OpenAI Agents SDK's ``Session`` over a bowerbird home.

``BowerbirdSession(session_id, home=PATH)`` keeps a run's conversation in the home's raw
message layer (one session of this agent, ``bower messages show`` lists it), gives the SDK its
items back in order and exactly as it gave them, and curates each exchange as a synced turn is:
what the user says also becomes memories and teaches their profile, which ``bower context``
then hands to any agent. How items map onto messages: docs/integrations/openai-agents.md.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
from typing import Any

from bowerbird import Bower, InputError, MissingExtra

try:
    from agents.memory.session_settings import SessionSettings, resolve_session_limit
except ImportError as exc:  # pragma: no cover - the extra is part of the test environment
    raise MissingExtra("the OpenAI Agents session", "agents", "openai-agents") from exc

__all__ = ["BowerbirdSession"]

# A message item's roles as the raw layer names them; everything else an SDK run records
# (tool calls and their output, reasoning, …) is kept as a "tool" line, never curated.
_ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system"}


class BowerbirdSession:
    """An ``agents.memory.Session`` whose items are messages of one bowerbird home.

    ``home`` is the home's folder (default: ``$BOWERBIRD_HOME``, else ``~/.bowerbird``),
    ``agent`` whose conversation it is (default: the home's agent), or pass an open
    ``bower``. ``curate=False`` keeps the messages only (no memories, no profile).
    ``session_settings`` is the SDK's (its ``limit`` is the default of ``get_items``).
    """

    session_settings: SessionSettings | None = None

    def __init__(
        self,
        session_id: str,
        home: str | os.PathLike[str] | None = None,
        *,
        agent: str | None = None,
        bower: Bower | None = None,
        curate: bool = True,
        session_settings: SessionSettings | None = None,
    ) -> None:
        self.session_id = session_id
        self.session_settings = session_settings
        self._owned = bower is None
        overrides = {"curate": {"agent": agent}} if agent else None
        self.bower = bower if bower is not None else Bower(home, overrides=overrides)
        self._log = self.bower.session(session_id)
        self._curate = curate
        # One change at a time per session object: the SDK may add and pop concurrently.
        self._lock = threading.Lock()

    async def get_items(self, limit: int | None = None) -> list[Any]:
        """The latest ``limit`` items (all with None and no settings' limit), oldest first."""
        wanted = resolve_session_limit(limit, self.session_settings)
        return await asyncio.to_thread(self._locked, self._log.items, wanted)

    async def add_items(self, items: list[Any]) -> None:
        """Keep ``items`` in order; the exchange they hold is curated (off the event loop)."""
        turns = [_turn(item) for item in items]
        if turns:
            await asyncio.to_thread(self._locked, self._add, turns)

    async def pop_item(self) -> Any:
        """Remove and return the latest item; None when the session is empty."""
        return await asyncio.to_thread(self._locked, self._log.pop)

    async def clear_session(self) -> None:
        """Forget every item of this session (memories curated from it stay)."""
        await asyncio.to_thread(self._locked, self._log.clear)

    def close(self) -> None:
        """Close the home (when this session opened it)."""
        if self._owned:
            self.bower.close()

    def _add(self, turns: list[tuple[str, str, Any]]) -> None:
        self._log.add(turns, curate=self._curate)

    def _locked(self, call: Any, *args: Any) -> Any:
        with self._lock:
            return call(*args)


def _turn(item: Any) -> tuple[str, str, Any]:
    """``(role, text, record)`` of one SDK item: its role and words for the home, the item
    itself (as JSON) for the SDK."""
    if hasattr(item, "model_dump"):  # a pydantic model where a dict was expected
        item = item.model_dump(mode="json", exclude_unset=True)
    if not isinstance(item, dict):
        raise InputError(
            f"a session item is a dict, not {type(item).__name__}",
            hint="Pass the SDK's input items (TResponseInputItem).",
        )
    try:
        record = json.loads(json.dumps(item, ensure_ascii=False, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise InputError(f"a session item is not JSON: {exc}", hint="Pass JSON items.") from None
    kind = item.get("type")
    role = _ROLES.get(str(item.get("role")))
    if role is not None and kind in (None, "message"):
        return role, _words(item.get("content")), record
    if kind == "function_call":
        return "tool", f"{item.get('name', 'tool')}({item.get('arguments', '')})", record
    if kind == "reasoning":
        return "tool", _words(item.get("summary")), record
    if "output" in item:
        return "tool", _words(item.get("output")), record
    return "tool", "", record


def _words(content: Any) -> str:
    """The text of a message's content: a string, or the text of its parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = (_words(part) for part in content)
        return "\n".join(p for p in parts if p)
    if isinstance(content, dict):
        for name in ("text", "refusal", "output", "transcript"):
            if isinstance(content.get(name), str):
                return str(content[name])
    return ""
