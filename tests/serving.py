"""A real ``bower serve`` application on 127.0.0.1 (uvicorn on a free port, in a thread), for
the API, dashboard and load tests."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from bowerbird import Bower
from bowerbird.server.access import allowed_hosts
from bowerbird.server.app import Schedules, create_app
from bowerbird.server.guard import GuardConfig


class _Server(uvicorn.Server):
    """uvicorn's server, saying when start-up ended (listening, or failed)."""

    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        self.ready = threading.Event()

    async def startup(self, sockets: Any = None) -> None:
        try:
            await super().startup(sockets)
        finally:
            self.ready.set()


@dataclass
class Served:
    url: str
    home: Path
    bower: Bower

    def client(self, **kwargs: Any) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=60, **kwargs)


@contextmanager
def serving(
    home: Path,
    *,
    host: str = "127.0.0.1",
    token: str | None = None,
    max_body: int = 1 << 20,
    cors: tuple[str, ...] = (),
    mcp: bool = False,
    overrides: dict[str, dict[str, Any]] | None = None,
) -> Iterator[Served]:
    """Serve ``home`` until the block ends (the fake embedder unless ``overrides`` says)."""
    settings: dict[str, dict[str, Any]] = {
        "embed": {"provider": "fake"},
        "sync": {"interval_s": 60},
        **(overrides or {}),
    }
    bower = Bower(home, overrides=settings)
    guard = GuardConfig(allowed_hosts(host, []), token, max_body, frozenset(cors))
    app = create_app(bower, guard, Schedules(mcp=mcp))
    server = _Server(uvicorn.Config(app, host=host, port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, name="test-server", daemon=True)
    thread.start()
    if not server.ready.wait(timeout=30) or not server.started:
        raise RuntimeError("the test server did not start")
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield Served(f"http://127.0.0.1:{port}", home, bower)
    finally:
        server.should_exit = True
        thread.join(timeout=30)
