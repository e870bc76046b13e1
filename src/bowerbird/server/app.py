"""The ``bower serve`` application: one ``Bower`` shared by the API, the dashboard and MCP
over streamable HTTP (``/mcp``), behind the ``Guard``; a file watcher that reconciles the
index when the tree changes by hand; dream and prune schedules.

FastAPI (on Starlette and pydantic, which the MCP SDK brings already) gives request
validation and the OpenAPI schema from the same declarations (docs/decisions.md, "Serve").
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from .. import (
    Bower,
    BowerError,
    NotFoundError,
    UsageError,
    __version__,
    private_folder,
    start_dream_schedule,
)
from .api import REFUSALS, build_router, health
from .api_layers import build_layers_router
from .guard import Guard, GuardConfig
from .jobs import Jobs
from .pages import build_pages

log = logging.getLogger("bowerbird.serve")


@dataclass(frozen=True)
class Schedules:
    """Background work of a long-lived server (seconds; ``None``: never)."""

    dream_every: float | None = None
    prune_every: float | None = None
    mcp: bool = True
    # Run when the server stops (before uvicorn re-raises a SIGTERM): `bower serve` withdraws
    # its announcement to one-shot commands here.
    on_stop: Callable[[], None] | None = None
    # Called with the served facade once the server is up: the front end that starts the
    # server hands it to what it runs beside the API (the CLI's forwarded commands).
    attach: Callable[[Bower], None] | None = None


def create_app(bower: Bower, guard: GuardConfig, schedules: Schedules | None = None) -> Any:
    """The ASGI application (the guard wrapped around FastAPI)."""
    plan = schedules or Schedules()
    mcp_server = None
    if plan.mcp:
        from ..mcp.server import build_server

        mcp_server = build_server(bower=bower)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        stop = threading.Event()
        workers = _start_background(bower, plan, stop)
        if plan.attach is not None:
            plan.attach(bower)
        try:
            if mcp_server is not None:
                async with mcp_server.session_manager.run():
                    yield
            else:
                yield
        finally:
            if plan.on_stop is not None:
                plan.on_stop()
            stop.set()
            for worker in workers:
                worker.join(timeout=5)
            bower.close()

    app = FastAPI(
        title="bowerbird",
        version=__version__,
        summary="Long-term memory for AI agents: the HTTP API of `bower serve`.",
        openapi_url="/openapi.json",
        docs_url=None,  # the Swagger page loads scripts from a CDN; the schema is enough
        redoc_url=None,
        lifespan=lifespan,
        # FastAPI traces, measures and logs each request to OpenTelemetry when a provider is
        # set up in the process or FASTAPI_OTEL_AUTO_CONFIGURE asks it to export: no
        # telemetry, ever, and a request's text (a memory) never leaves in a span.
        telemetry={
            "tracing": False,
            "metrics": False,
            "logs": False,
            "operation_spans": False,
            "auto_configure": False,
        },
    )
    app.state.bower = bower
    app.state.jobs = Jobs()  # started through the API, a finished one's report shown by a page
    app.include_router(build_router())
    app.include_router(build_layers_router(app.state.jobs))
    app.add_api_route("/health", health, methods=["GET"], tags=["service"], responses=REFUSALS)
    app.include_router(build_pages())
    _error_handlers(app)
    if mcp_server is not None:
        from mcp.server.transport_security import TransportSecuritySettings

        # Our guard checks Host, Origin and the token for /mcp like every other path.
        security = TransportSecuritySettings(enable_dns_rebinding_protection=False)
        inner = mcp_server.streamable_http_app(
            streamable_http_path="/mcp", transport_security=security
        )
        app.router.routes.extend(inner.routes)
    asgi: Any = app
    if guard.cors_origins:
        from starlette.middleware.cors import CORSMiddleware

        asgi = CORSMiddleware(
            asgi,
            allow_origins=sorted(guard.cors_origins),
            allow_methods=["GET", "POST", "PATCH", "DELETE"],
            allow_headers=["authorization", "content-type", "mcp-session-id"],
        )
    return Guard(asgi, guard)


def serve_home(home: Path, guard: GuardConfig, plan: Schedules) -> Any:
    """The whole served home (``bower serve``): its facade (the watcher reconciles on every
    change, so the interval scan is only a safety net) behind ``guard``, on ``plan``."""
    bower = Bower(home, overrides={"sync": {"interval_s": 60}})
    return create_app(bower, guard, plan)


def _error_handlers(app: FastAPI) -> None:
    @app.exception_handler(BowerError)
    async def bower_error(request: Request, exc: BowerError) -> JSONResponse:
        status = exc.http_status
        retry = {"Retry-After": "1"} if status == 503 else None  # safe to send again
        return JSONResponse(exc.to_dict(), status_code=status, headers=retry)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = [
            f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg', 'invalid')}"
            for e in exc.errors()
        ]
        error = UsageError(
            "invalid request: " + "; ".join(problems[:5]),
            hint="See /openapi.json for the fields each endpoint takes.",
        )
        return JSONResponse(error.to_dict(), status_code=422)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        hint = "See /openapi.json for the endpoints." if exc.status_code in (404, 405) else ""
        # Starlette's own refusals (no such route, a method not allowed) in the one shape.
        error = (NotFoundError if exc.status_code == 404 else UsageError)(str(exc.detail), hint)
        headers = getattr(exc, "headers", None)
        return JSONResponse(error.to_dict(), status_code=exc.status_code, headers=headers)

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s", request.url.path)
        error = BowerError(
            f"internal error: {type(exc).__name__}",
            hint="Nothing was lost (the tree is the source of truth); the server log "
            "has the details. `bower doctor` checks the index.",
        )
        return JSONResponse(error.to_dict(), status_code=500)


def _start_background(
    bower: Bower, plan: Schedules, stop: threading.Event
) -> list[threading.Thread]:
    workers = [_thread("bower-watch", _watch, bower, stop)]
    for every, kinds in ((plan.dream_every, None), (plan.prune_every, {"archive"})):
        if every:
            workers.append(start_dream_schedule(bower, every, kinds, stop))
    return workers


def _thread(name: str, target: Any, *args: Any) -> threading.Thread:
    thread = threading.Thread(target=target, args=args, name=name, daemon=True)
    thread.start()
    return thread


def _watch(bower: Bower, stop: threading.Event) -> None:
    """Reconcile when the tree changes (hand edits, another process, a `git pull`): requests
    then read an index that is current without scanning the tree themselves."""
    import watchfiles

    tree = bower.settings.tree_dir
    private_folder(tree)
    roots = bower.journal.roots()
    if bower.home / "journal" in roots:
        private_folder(bower.home / "journal")  # watched before the first entry
    # A configured folder that does not exist yet is left to the interval scan.
    watched = [tree, *(root for root in roots if root.is_dir())]
    try:
        for _ in watchfiles.watch(*watched, stop_event=stop, debounce=300, raise_interrupt=False):
            try:
                bower.sync()
            except BowerError as exc:
                log.warning("reconcile after a change failed: %s", exc.message)
    except OSError as exc:  # no inotify watches left, tree unreadable: the interval scan stays
        log.warning("not watching the tree (%s); the index is re-scanned on an interval", exc)
