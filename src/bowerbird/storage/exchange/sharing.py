"""Shared pools on disk: one JSON file per pair of agents, ``<home>/sharing/<a>+<b>.json``
(the names sorted), holding every share ever proposed between them — pending, shared or
revoked — so who consented to what, and when, is plain data beside the memories. Written
atomically under the home's lock."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..disk.private import private_folder
from ..files.tree import atomic_write
from ..store import Store

SHARING = "sharing"


def pool_path(store: Store, a: str, b: str) -> Path:
    first, second = sorted((a, b))
    return store.settings.home / SHARING / f"{first}+{second}.json"


def load(path: Path) -> list[dict[str, Any]]:
    """The shares of one pool (none when it has no file yet)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except ValueError as exc:
        from ...errors import InputError

        raise InputError(
            f"{path} is not valid JSON ({exc})",
            hint="Fix or remove the file; nothing is shared while it cannot be read.",
        ) from None
    shares = data.get("shares") if isinstance(data, dict) else None
    return [s for s in shares if isinstance(s, dict)] if isinstance(shares, list) else []


def save(path: Path, shares: list[dict[str, Any]]) -> None:
    private_folder(path.parent)
    text = json.dumps({"shares": shares}, indent=1, ensure_ascii=False) + "\n"
    atomic_write(path, text.encode("utf-8"))


def pools_of(store: Store, agent: str | None) -> list[Path]:
    """Every pool file ``agent`` is part of (``None``: every pool of the home)."""
    folder = store.settings.home / SHARING
    if not folder.is_dir():
        return []
    pools = folder.glob("*+*.json")
    return sorted(p for p in pools if agent is None or agent in p.stem.split("+"))
