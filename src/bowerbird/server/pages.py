"""The dashboard: server-rendered pages over the same ``Bower`` as the API.

Pages read through the facade and render HTML (every value escaped; memory text is rendered
from markdown with raw HTML disabled, so a memory cannot inject script). Every page shows one
agent's view (``?agent=``, the header's switcher) or every agent's (``?agent=*``) and says
which. Actions — edit, forget, restore, approve, reject, dream, rollback, share, profile
attributes, maintenance, consolidation, re-embedding, summaries — are forms that
``static/app.js`` sends to ``/api/v1`` as JSON (long ones as jobs whose progress it polls),
so the dashboard and agents go through one code path. No external assets: it works offline.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path as FilePath
from typing import Annotated
from urllib.parse import parse_qs, quote

from fastapi import APIRouter, Depends, Path, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse, Response

from .. import Bower, BowerError, Browse
from .dream_report import render_report
from .graph import render_graph
from .guard import COOKIE
from .html import ALL, Scope, h, memory_link, pager, said, table
from .layer_pages import (
    PAGE,
    render_history,
    render_journal,
    render_messages,
    render_profile,
    render_profiles,
    render_session,
    render_sessions,
    render_summaries,
)
from .memory_page import (
    render_dream,
    render_memory,
    render_review,
    render_shares,
    render_snapshots,
)
from .status_page import render_hits, render_status
from .upkeep_page import render_maintenance

STATIC = FilePath(__file__).parent / "static"
_STATIC_FILES = frozenset(p.name for p in STATIC.iterdir())  # served by name, nothing else


NAV = (
    ("/", "Status"),
    ("/browse", "Memories"),
    ("/search", "Search"),
    ("/sessions", "Sessions"),
    ("/messages", "Messages"),
    ("/history", "History"),
    ("/profiles", "Profiles"),
    ("/journal", "Journal"),
    ("/graph", "Graph"),
    ("/summaries", "Summaries"),
    ("/review", "Review"),
    ("/dream", "Dream"),
    ("/maintenance", "Maintenance"),
    ("/snapshots", "Snapshots"),
    ("/shares", "Shares"),
)
AgentParam = Annotated[
    str | None, Query(pattern=r"^(\*|[A-Za-z0-9][A-Za-z0-9._-]{0,63})$", max_length=64)
]
Offset = Annotated[int, Query(ge=0, le=10_000_000)]


@dataclass(frozen=True)
class Viewing:
    """A page's facade (the agent's view; the server's own for every agent) and scope."""

    bower: Bower
    scope: Scope
    request: Request
    started: float = field(default_factory=time.perf_counter)

    def page(self, title: str, body: str, active: str = "") -> HTMLResponse:
        """The page around ``body``: the header with the links and the agent switcher."""
        scope = self.scope
        nav = "".join(
            f'<a href="{scope.href(href)}"{" class=active" if label == active else ""}>{label}</a>'
            for href, label in NAV
        )
        switcher = scope.switcher(self.request.url.path, parse_qs(self.request.url.query))
        # How long the page took to read and render (a browser's devtools show it; the
        # dashboard benchmark reads it): from the request's view to its HTML.
        spent = (time.perf_counter() - self.started) * 1000
        return HTMLResponse(
            headers={"server-timing": f"render;dur={spent:.2f}"},
            content="<!doctype html><html lang=en><head><meta charset=utf-8>"
            '<meta name=viewport content="width=device-width,initial-scale=1">'
            f"<title>{h(title)} · bowerbird</title>"
            '<link rel=stylesheet href="/static/app.css">'
            '<script defer src="/static/app.js"></script>'
            f"</head><body><header><span class=brand>bowerbird</span>{switcher}"
            f"<form class=quick action=/search>{scope.field()}<input name=q "
            'placeholder="Search memories" aria-label="Search memories"></form>'
            f"<nav>{nav}</nav></header><main><h1>{h(title)}</h1>{body}</main>"
            "<div id=toast role=status aria-live=polite></div></body></html>",
        )

    def error(self, exc: BowerError) -> HTMLResponse:
        """A refusal as a page, with its status."""
        page = self.page("Not possible", f"<p class=error>{h(exc.message)}</p><p>{h(exc.hint)}</p>")
        page.status_code = exc.http_status
        return page


def viewing(request: Request, agent: AgentParam = None) -> Viewing:
    """The page's view: ``?agent=NAME`` (default: the server's agent), ``*`` every agent."""
    started = time.perf_counter()
    bower: Bower = request.app.state.bower
    chosen = agent or bower.agent
    view = bower if chosen in (ALL, bower.agent) else bower.as_agent(chosen)
    known = {*bower.agents().counts, bower.agent} - {ALL}
    if chosen != ALL:
        known.add(chosen)
    return Viewing(view, Scope(chosen, bower.agent, tuple(sorted(known))), request, started)


V = Annotated[Viewing, Depends(viewing)]


def build_pages() -> APIRouter:
    """The dashboard's routes (left out of the OpenAPI schema: they return HTML). Every
    page takes ``?agent=`` (``*``: every agent) and says whose counts it shows."""
    pages = APIRouter(include_in_schema=False)

    @pages.get("/static/{name}")
    def static(name: str) -> Response:
        if name not in _STATIC_FILES:
            return Response(status_code=404)
        return FileResponse(STATIC / name, headers={"cache-control": "no-cache"})

    @pages.get("/login")
    def login_form(v: V) -> HTMLResponse:
        return v.page(
            "Sign in",
            "<form method=post action=/login class=card><label>Token "
            "<input type=password name=token autocomplete=current-password required></label>"
            "<p class=muted>The token is in <code>&lt;home&gt;/serve-token</code>.</p>"
            "<button>Sign in</button></form>",
        )

    @pages.post("/login")
    async def login(request: Request) -> Response:
        form = parse_qs((await request.body()).decode("utf-8", "replace"))
        token = (form.get("token") or [""])[0]
        response = RedirectResponse("/", status_code=303)
        # The guard checks the cookie on the next request; a wrong token gets a 401 there.
        response.set_cookie(
            COOKIE, token, httponly=True, samesite="strict", secure=request.url.scheme == "https"
        )
        return response

    @pages.get("/")
    def status(v: V) -> HTMLResponse:
        return v.page("Status", render_status(v.bower, v.scope), "Status")

    @pages.get("/browse")
    def browse(
        v: V,
        folder: str | None = None,
        type: Annotated[list[str] | None, Query()] = None,
        maturity: Annotated[list[str] | None, Query()] = None,
        tag: Annotated[list[str] | None, Query()] = None,
        order: str = "recent",
        offset: Offset = 0,
    ) -> HTMLResponse:
        scope = v.scope
        how = Browse(
            order=order,
            limit=PAGE,
            offset=offset,
            types=tuple(type or ()),
            maturities=tuple(maturity or ()),
            tags=tuple(tag or ()),
            folder=None if folder is None else ("" if folder == "(top)" else folder),
            agent=ALL if scope.every else None,
        )
        try:
            found = v.bower.browse(how)
        except BowerError as exc:
            return v.error(exc)
        rows = [
            (
                memory_link(m.id, m.title),
                h(m.type),
                h(m.maturity),
                h(", ".join(m.tags)),
                f"<code>{h(m.path)}</code>",
                said(m.observed_at, m.created),
            )
            for m in found.memories
        ]
        query = {"folder": folder, "type": type, "maturity": maturity, "tag": tag, "order": order}
        filters = " · ".join(
            f"{k}: {h(', '.join(v) if isinstance(v, list) else v)}"
            for k, v in query.items()
            if v and k != "order"
        )
        query["order"] = None if order == "recent" else order
        body = (
            f"<p class=muted id=counted>{h(found.total)} memories of {h(scope.who)}"
            f"{' — ' + filters if filters else ''}</p>"
            + table(rows, ("title", "type", "maturity", "tags", "file", "said"), "list")
            + pager(scope, "/browse", found.offset, found.limit, found.total, **query)
        )
        return v.page("Memories", body, "Memories")

    @pages.get("/search")
    def search(v: V, q: str = "") -> HTMLResponse:
        form = (
            f"<form class=searchform action=/search>{v.scope.field()}<input name=q value='"
            + h(q)
            + "' placeholder='What do you want to recall?' autofocus><button>Search</button></form>"
        )
        if not q.strip():
            return v.page("Search", form, "Search")
        try:
            result = v.bower.query(
                q[:10_000],
                limit=20,
                record_access=False,
                agent=ALL if v.scope.every else None,
            )
        except BowerError as exc:
            return v.error(exc)
        body = form + render_hits(result, v.scope)
        return v.page("Search", body, "Search")

    @pages.get("/sessions")
    def sessions(v: V, offset: Offset = 0) -> HTMLResponse:
        return v.page("Sessions", render_sessions(v.bower, v.scope, offset), "Sessions")

    @pages.get("/sessions/{session}")
    def session(
        v: V, session: Annotated[str, Path(max_length=40)], offset: Offset = 0
    ) -> HTMLResponse:
        try:
            title, body = render_session(v.bower, v.scope, session, offset)
        except BowerError as exc:
            return v.error(exc)
        return v.page(title, body, "Sessions")

    @pages.get("/messages")
    def messages(v: V, q: Annotated[str, Query(max_length=2000)] = "") -> HTMLResponse:
        try:
            body = render_messages(v.bower, v.scope, q)
        except BowerError as exc:
            return v.error(exc)
        return v.page("Messages", body, "Messages")

    @pages.get("/history")
    def history(
        v: V, budget_tokens: Annotated[int, Query(ge=100, le=1_000_000)] = 4000
    ) -> HTMLResponse:
        return v.page("History", render_history(v.bower, v.scope, budget_tokens), "History")

    @pages.get("/profiles")
    def profiles(v: V) -> HTMLResponse:
        return v.page("Profiles", render_profiles(v.bower), "Profiles")

    @pages.get("/profiles/open")
    def profile_open(v: V, entity_type: str = "user", entity_id: str = "user") -> Response:
        return RedirectResponse(
            f"/profiles/{quote(entity_type)}/{quote(entity_id)}", status_code=303
        )

    @pages.get("/profiles/{entity_type}/{entity_id}")
    def profile(v: V, entity_type: str, entity_id: str) -> HTMLResponse:
        try:
            title, body = render_profile(v.bower, entity_type, entity_id)
        except BowerError as exc:
            return v.error(exc)
        return v.page(title, body, "Profiles")

    @pages.get("/journal")
    def journal(v: V, offset: Offset = 0) -> HTMLResponse:
        return v.page("Journal", render_journal(v.bower, v.scope, offset), "Journal")

    @pages.get("/journal/file")
    def journal_file(v: V, path: str = "") -> HTMLResponse:
        try:
            got = v.bower.journal.get(path[:1000])
            chunks = v.bower.journal.chunks(got.path)
        except BowerError as exc:
            return v.error(exc)
        rows = "".join(
            f"<tr id=L{n}><td class=muted>{n}</td><td><code>{h(line)}</code></td></tr>"
            for n, line in enumerate(got.text.split("\n"), start=got.start_line)
        )
        pieces = table(
            [
                (
                    f'<a href="#L{c["start_line"]}">{c["start_line"]}–{c["end_line"]}</a>',
                    h(c["heading"]),
                    h(c["words"]),
                )
                for c in chunks
            ],
            ("lines", "heading", "words"),
            "chunks",
        )
        body = (
            f"<p class=muted><code>{h(got.path)}</code> · {len(chunks)} chunks</p>"
            f"<details><summary>Chunks</summary>{pieces}</details>"
            f"<table class=lines>{rows}</table>"
        )
        return v.page(got.path, body, "Journal")

    @pages.get("/m/{memory_id}")
    def memory(v: V, memory_id: str) -> HTMLResponse:
        try:
            title, body = render_memory(v.bower, memory_id)
        except BowerError as exc:
            return v.error(exc)
        return v.page(title, body)

    @pages.get("/graph")
    def graph(
        v: V,
        id: Annotated[str | None, Query(max_length=200)] = None,
        hops: Annotated[int, Query(ge=1, le=3)] = 1,
        open: Annotated[list[str] | None, Query()] = None,
    ) -> HTMLResponse:
        # The summaries drawn open: a few, each an id's length (the rest is ignored).
        opened = tuple(i[:200] for i in (open or [])[:20])
        body = render_graph(v.bower, v.scope, id or None, hops, opened)
        return v.page("Graph", body, "Graph")

    @pages.get("/jobs/{job_id}")
    def job_report(
        v: V, job_id: Annotated[str, Path(pattern=r"^job-[0-9a-f]{8}$")]
    ) -> HTMLResponse:
        """A finished job's report as the dashboard shows it: a dream's plan in sentences
        (a piece of a page, which ``static/app.js`` puts in place when the job ends)."""
        try:
            job = v.request.app.state.jobs.get(job_id)
        except BowerError as exc:
            return HTMLResponse(f"<p class=error>{h(exc.message)}</p>", exc.http_status)
        if job.state != "done" or not isinstance(job.result, dict) or "plan" not in job.result:
            return HTMLResponse("<p class=error>That job has no dream report.</p>", 409)
        return HTMLResponse(render_report(v.bower, job.result, v.scope.who))

    @pages.get("/summaries")
    def summaries(v: V, offset: Offset = 0) -> HTMLResponse:
        return v.page("Summaries", render_summaries(v.bower, v.scope, offset), "Summaries")

    # Pages that render a scope with one function and take no other parameter.
    for title, render in (
        ("Review", render_review),
        ("Dream", render_dream),
        ("Maintenance", render_maintenance),
        ("Snapshots", render_snapshots),
        ("Shares", render_shares),
    ):
        pages.add_api_route(
            f"/{title.lower()}", _whole_page(title, render), response_class=HTMLResponse
        )

    return pages


def _whole_page(title: str, render: Callable[[Bower, Scope], str]) -> Callable[..., HTMLResponse]:
    def endpoint(v: V) -> HTMLResponse:
        try:
            return v.page(title, render(v.bower, v.scope), title)
        except BowerError as exc:
            return v.error(exc)

    return endpoint
