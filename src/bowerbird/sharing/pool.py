"""``Bower.sharing``: a memory crosses from one agent to another only with both owners'
consent (seed 003 §9).

- **Propose** (the owning agent, or its person): the memory must be this agent's, live,
  semantic or procedural — an episodic memory (type ``context``: what happened to someone)
  never crosses — and score under ``[share] max_sensitivity`` (services/secrets/sensitivity.py).
  A person proposing from the CLI, HTTP or dashboard consents for their side at once; an
  agent proposing over MCP does not (``consent=False``): its person still has to approve.
- **Approve** (either side's person): records that side's consent. When both have consented
  the gate is checked again (the memory may have changed) and a copy is written into the
  other agent's namespace (``source: share:<owner>:<id>``, ``extra.shared``): from then on
  it is found by that agent's own recall, in its files and index like any memory.
- **Revoke** (either side): the share ends and the copy is erased — its file, its vectors,
  its index rows. The pool keeps the record (who proposed, consented, revoked, when).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from ..errors import InputError, NotFoundError, UsageError
from ..gather.importing import ImportRecord, import_records
from ..services.secrets.sensitivity import Sensitivity, assess
from ..services.timeparse import format_time, utcnow
from ..settings import with_agent as settings_of
from ..storage.exchange import sharing as pools
from ..storage.files.note import KIND_OF_TYPE, Memory
from ..storage.history import audit
from ..storage.history.erase import erase, token
from ..storage.store import Store

SHAREABLE_KINDS = ("semantic", "procedural")


@dataclass
class Share:
    """One share as a caller sees it (``status``: pending, shared or revoked)."""

    data: dict[str, Any]

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def status(self) -> str:
        if self.data.get("revoked_at"):
            return "revoked"
        return "shared" if self.data.get("copy") else "pending"

    def to_dict(self) -> dict[str, Any]:
        return {**self.data, "status": self.status}


class Sharing:
    """The shares of one agent's namespace (as owner or as the other side)."""

    def __init__(self, store: Store, agent: str) -> None:
        self._store = store
        self.agent = agent

    def propose(self, memory_id: str, with_agent: str, *, consent: bool = True) -> Share:
        """Offer one of this agent's memories to ``with_agent``; ``consent``: the proposer's
        person consents now (see the module docstring)."""
        with_agent = with_agent.strip()
        if not with_agent or with_agent == self.agent:
            raise UsageError(
                "share with which other agent?", hint="Name another agent: --with scout."
            )
        settings_of(self._store.settings, with_agent)  # a valid agent name, or SettingsError
        with self._store.lock.hold():
            memory = self._own(memory_id)
            self._gate(memory)
            path = pools.pool_path(self._store, self.agent, with_agent)
            shares = pools.load(path)
            for share in shares:
                if share["memory"] == memory_id and not share.get("revoked_at"):
                    return Share(share)  # proposed already: the same share, unchanged
            now = format_time(utcnow())
            share = {
                "id": f"sh-{secrets.token_hex(4)}",
                "memory": memory.id,
                "title": memory.title,
                "owner": self.agent,
                "with": with_agent,
                "consent": {self.agent: now if consent else None, with_agent: None},
                "sensitivity": assess(memory.content).score,
                "proposed_at": now,
                "proposed_by": "person" if consent else "agent",
                "copy": None,
                "shared_at": None,
                "revoked_at": None,
                "revoked_by": None,
            }
            shares.append(share)
            pools.save(path, shares)
            return Share(share)

    def approve(self, share_id: str) -> Share:
        """This side's person consents; with both consents the memory is shared."""
        with self._store.lock.hold():
            path, shares, share = self._find(share_id)
            if share.get("revoked_at"):
                raise UsageError(
                    f"share {share_id} was revoked", hint="Propose the memory again to share it."
                )
            share["consent"][self.agent] = share["consent"].get(self.agent) or format_time(utcnow())
            if all(share["consent"].values()) and not share.get("copy"):
                owner = self._store.view(settings_of(self._store.settings, share["owner"]))
                memory = owner.read(share["memory"])
                self._gate(memory)
                share["copy"] = self._copy(memory, share)
                share["shared_at"] = format_time(utcnow())
            pools.save(path, shares)
            return Share(share)

    def revoke(self, share_id: str) -> Share:
        """Either side ends the share: the copy is erased everywhere the home keeps it."""
        with self._store.lock.hold():
            path, shares, share = self._find(share_id)
            if not share.get("revoked_at"):
                copy = str(share.get("copy") or "")
                self._end(share, self.agent, f"revoked by {self.agent}", erase_copy=copy)
                pools.save(path, shares)
            return Share(share)

    def refresh(self, *, all_agents: bool = False) -> list[Share]:
        """Keep this agent's shares in force (``all_agents``: every agent's — a dream of
        the whole home) true to their originals: a copy follows an edit of its original
        (checked by the gate again), and a share whose original no longer holds — forgotten,
        superseded, archived, or now too sensitive — or whose copy the other side deleted is
        revoked (the copy erased). Returns the shares it changed."""
        changed: list[Share] = []
        with self._store.lock.hold():
            for path in pools.pools_of(self._store, None if all_agents else self.agent):
                shares = pools.load(path)
                touched = False
                for share in shares:
                    mine = all_agents or share.get("owner") == self.agent
                    if not mine or not share.get("copy"):
                        continue
                    if share.get("revoked_at"):
                        continue
                    outcome = self._follow(share)
                    if outcome:
                        touched = True
                        changed.append(Share(share))
                if touched:
                    pools.save(path, shares)
        return changed

    def _follow(self, share: dict[str, Any]) -> str:
        """Bring one share's copy in line with its original; "" when nothing changed."""
        copy_id = str(share["copy"])
        if self._store.index.memory_path(copy_id) is None:
            return self._end(share, str(share["with"]), "the copy was deleted by its holder")
        try:
            original = self._store.read(str(share["memory"]))
            self._gate(original)
        except (NotFoundError, InputError) as exc:
            return self._end(share, str(share["owner"]), exc.message, erase_copy=copy_id)
        copy = self._store.read(copy_id)
        if (copy.content, copy.type, copy.tags) == (original.content, original.type, original.tags):
            return ""
        now = utcnow()
        follows = copy.with_changes(
            content=original.content,
            title=original.title,
            type=original.type,
            tags=list(original.tags),
            keywords=list(original.keywords),
            updated=now,
        )
        event = audit.event(copy_id, "updated", reason=f"its shared original {original.id} changed")
        self._store.save(follows, [event])
        share["refreshed_at"] = format_time(now)
        return "refreshed"

    def _end(self, share: dict[str, Any], by: str, why: str, *, erase_copy: str = "") -> str:
        """Revoke ``share`` (by ``by``, because ``why``), erasing ``erase_copy`` if it is
        still there."""
        if erase_copy and self._store.index.memory_path(erase_copy) is not None:
            erase(self._store, [self._store.read(erase_copy)])
        share["revoked_at"] = format_time(utcnow())
        share["revoked_by"] = by
        share["revoked_because"] = why
        # Nothing of the memory stays readable to the other side: its title, and its ids
        # (slugs of its title) as tokens that only say something was shared once.
        share["title"] = None
        for field in ("memory", "copy"):
            if share.get(field):
                share[field] = token(str(share[field]))
        return "revoked"

    def shares(self, *, all_agents: bool = False) -> list[Share]:
        """Every share this agent is part of (``all_agents``: every share of the home, for
        its owner's dashboard), oldest first."""
        agent = None if all_agents else self.agent
        found = [
            Share(s)
            for path in pools.pools_of(self._store, agent)
            for s in pools.load(path)
            if agent is None or agent in (s.get("owner"), s.get("with"))
        ]
        return sorted(found, key=lambda s: str(s.data.get("proposed_at")))

    def shared_from(self, owner: str) -> set[str]:
        """Ids of the copies ``owner`` shared with this agent that are in force."""
        return {
            str(s.data["copy"])
            for s in self.shares()
            if s.status == "shared"
            and s.data.get("owner") == owner
            and s.data.get("with") == self.agent
        }

    # ------------------------------------------------------------ inside

    def _own(self, memory_id: str) -> Memory:
        path = self._store.index.memory_path(memory_id)
        memory = self._store.read(memory_id) if path is not None else None
        if memory is None or memory.agent != self.agent:
            raise NotFoundError(
                f"no memory with id {memory_id!r} for agent {self.agent!r}",
                hint="Only an agent's own memories can be shared: pass --agent for its owner.",
            )
        return memory

    def _gate(self, memory: Memory) -> None:
        """Refuse what seed 003 §9 never shares, saying why."""
        kind = KIND_OF_TYPE.get(memory.type, "semantic")
        if kind not in SHAREABLE_KINDS:
            raise InputError(
                f"memory {memory.id} is episodic (a {memory.type} memory): episodic memories "
                "are never shared",
                hint="Share what is known (facts, decisions, procedures), not what happened.",
            )
        if memory.superseded_by or memory.valid_to or memory.maturity == "archived":
            raise InputError(
                f"memory {memory.id} no longer holds (superseded or archived)",
                hint="Share the memory that replaced it.",
            )
        if memory.source.startswith("share:"):
            raise InputError(
                f"memory {memory.id} was shared with this agent by another",
                hint="Only its owner can share it further.",
            )
        risk: Sensitivity = assess(memory.content)
        limit = self._store.settings.share.max_sensitivity
        if risk.score >= limit:
            raise InputError(
                f"memory {memory.id} is too sensitive to share (sensitivity {risk.score:.1f} ≥ "
                f"{limit:.1f}: {', '.join(risk.reasons)})",
                hint="Personal details, health, feelings and secrets stay with their agent "
                "([share] max_sensitivity).",
            )

    def _find(self, share_id: str) -> tuple[Any, list[dict[str, Any]], dict[str, Any]]:
        for path in pools.pools_of(self._store, self.agent):
            shares = pools.load(path)
            for share in shares:
                if share.get("id") == share_id and self.agent in (share["owner"], share["with"]):
                    return path, shares, share
        raise NotFoundError(
            f"no share {share_id!r} involving agent {self.agent!r}",
            hint="`bower share list` names this agent's shares; pass --agent for the other side.",
        )

    def _copy(self, memory: Memory, share: dict[str, Any]) -> str:
        """The memory written into the other agent's namespace (not curated again: it is
        the owner's memory as it stands, pointing back at it)."""
        other = self._store.view(settings_of(self._store.settings, share["with"]))
        record = ImportRecord(
            memory.content,
            type=memory.type,
            tags=list(memory.tags),
            source=f"share:{memory.agent}:{memory.id}",
            observed_at=memory.observed_at,
            extra={"shared": {"from": memory.agent, "memory": memory.id, "share": share["id"]}},
        )
        return import_records(other, [record])[0]
