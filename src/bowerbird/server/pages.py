"""The dashboard: server-rendered pages over the same ``Bower`` as the API.

Pages read through the facade and render HTML here (every value escaped; memory text is
rendered from markdown with raw HTML disabled, so a memory cannot inject script). Actions —
edit, forget, restore, approve, reject, dream, rollback, share — are forms that ``static/app.js``
sends to ``/api/v1`` as JSON, so the dashboard and agents go through one code path. No
external assets: it works offline.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import parse_qs, quote, urlencode

from fastapi import APIRouter, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse, Response

from .. import Bower, BowerError, Browse
from .graph import render_graph
from .guard import COOKIE
from .html import h, memory_link, table
from .memory_page import (
    render_dream,
    render_memory,
    render_review,
    render_shares,
    render_snapshots,
)

STATIC = Path(__file__).parent / "static"
_STATIC_FILES = frozenset(p.name for p in STATIC.iterdir())  # served by name, nothing else


def _page(title: str, body: str, active: str = "") -> HTMLResponse:
    links = [
        ("/", "Status"),
        ("/browse", "Browse"),
        ("/search", "Search"),
        ("/review", "Review"),
        ("/dream", "Dream"),
        ("/snapshots", "Snapshots"),
        ("/graph", "Graph"),
        ("/shares", "Shares"),
    ]
    nav = "".join(
        f'<a href="{href}"{" class=active" if label == active else ""}>{label}</a>'
        for href, label in links
    )
    return HTMLResponse(
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        '<meta name=viewport content="width=device-width,initial-scale=1">'
        f"<title>{h(title)} · bowerbird</title>"
        '<link rel=stylesheet href="/static/app.css"><script defer src="/static/app.js"></script>'
        f"</head><body><header><span class=brand>bowerbird</span><nav>{nav}</nav>"
        '<form class=quick action="/search"><input name=q placeholder="Search memories" '
        f'aria-label="Search memories"></form></header><main><h1>{h(title)}</h1>{body}</main>'
        "<div id=toast role=status aria-live=polite></div></body></html>"
    )


def _error(exc: BowerError) -> HTMLResponse:
    page = _page("Not possible", f"<p class=error>{h(exc.message)}</p><p>{h(exc.hint)}</p>")
    page.status_code = exc.http_status
    return page


def build_pages() -> APIRouter:
    """The dashboard's routes (left out of the OpenAPI schema: they return HTML)."""
    pages = APIRouter(include_in_schema=False)

    def bower_of(request: Request) -> Bower:
        bower: Bower = request.app.state.bower
        return bower

    @pages.get("/static/{name}")
    def static(name: str) -> Response:
        if name not in _STATIC_FILES:
            return Response(status_code=404)
        return FileResponse(STATIC / name, headers={"cache-control": "no-cache"})

    @pages.get("/login")
    def login_form() -> HTMLResponse:
        return _page(
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
    def status(request: Request) -> HTMLResponse:
        bower = bower_of(request)
        data = bower.status().to_dict()
        folders = bower.folders()
        health = data["health"]
        cards = "".join(
            f"<div class=stat><b>{h(v)}</b><span>{h(k)}</span></div>"
            for k, v in [
                ("memories", data["memories"]),
                ("relations", data["relations"]),
                ("superseded", data["superseded"]),
                ("awaiting review", data["arrange"].get("review_pending", 0)),
            ]
        )
        by_type = table(
            [(_browse_link(type=[t]), h(n)) for t, n in sorted(data["by_type"].items())],
            ("type", "memories"),
        )
        by_maturity = table(
            [(_browse_link(maturity=[m]), h(n)) for m, n in sorted(data["by_maturity"].items())],
            ("maturity", "memories"),
        )
        cats = table(
            [(_browse_link(folder=f or "(top)"), h(n)) for f, n in folders.items()],
            ("folder", "live memories"),
        )
        problems = health["unparsable"] or []
        ok = "ok" if health["ok"] else "needs attention"
        unparsable = (
            "<ul class=problems>"
            + "".join(f"<li><code>{h(p['path'])}</code> {h(p['reason'])}</li>" for p in problems)
            + "</ul>"
            if problems
            else "<p class=muted>Every file in the tree parses.</p>"
        )
        vectors = data["vectors"]
        body = (
            f"<div class=stats>{cards}</div>"
            f"<section class=grid><div><h2>By type</h2>{by_type}</div>"
            f"<div><h2>By maturity</h2>{by_maturity}</div>"
            f"<div><h2>Folders</h2>{cats}</div></section>"
            f"<h2>Index</h2><p id=health>Index health: <b>{h(ok)}</b> · schema "
            f"{h(', '.join(health['schema']))} · {h(data['tree_files'])} files · vectors "
            f"{h(vectors.get('current'))} current, {h(vectors.get('pending'))} pending</p>"
            f"<h3>Unparsable files</h3>{unparsable}"
        )
        return _page("Status", body, "Status")

    @pages.get("/browse")
    def browse(
        request: Request,
        folder: str | None = None,
        type: Annotated[list[str] | None, Query()] = None,
        maturity: Annotated[list[str] | None, Query()] = None,
        tag: Annotated[list[str] | None, Query()] = None,
        order: str = "recent",
        offset: int = 0,
    ) -> HTMLResponse:
        bower = bower_of(request)
        how = Browse(
            order=order,
            limit=25,
            offset=max(0, offset),
            types=tuple(type or ()),
            maturities=tuple(maturity or ()),
            tags=tuple(tag or ()),
            folder=None if folder is None else ("" if folder == "(top)" else folder),
        )
        try:
            found = bower.browse(how)
        except BowerError as exc:
            return _error(exc)
        rows = [
            (
                memory_link(m.id, m.title),
                h(m.type),
                h(m.maturity),
                h(", ".join(m.tags)),
                f"<code>{h(m.path)}</code>",
                h(m.created.strftime("%Y-%m-%d")),
            )
            for m in found.memories
        ]
        query = {"folder": folder, "type": type, "maturity": maturity, "tag": tag, "order": order}
        pager = _pager(found.offset, found.limit, found.total, query)
        filters = " · ".join(
            f"{k}: {h(', '.join(v) if isinstance(v, list) else v)}"
            for k, v in query.items()
            if v and k != "order"
        )
        body = (
            f"<p class=muted>{h(found.total)} memories{' — ' + filters if filters else ''}</p>"
            + table(rows, ("title", "type", "maturity", "tags", "file", "created"), "list")
            + pager
        )
        return _page("Browse", body, "Browse")

    @pages.get("/search")
    def search(request: Request, q: str = "") -> HTMLResponse:
        form = (
            "<form class=searchform action=/search><input name=q value='"
            + h(q)
            + "' placeholder='What do you want to recall?' autofocus><button>Search</button></form>"
        )
        if not q.strip():
            return _page("Search", form, "Search")
        try:
            result = bower_of(request).query(q[:10_000], limit=20, record_access=False)
        except BowerError as exc:
            return _error(exc)
        hits = []
        for hit in result.results:
            why = " ".join(f"<span class=why>{h(k)} {v:.2f}</span>" for k, v in hit.why.items())
            where = f"{hit.path}:{hit.lines[0]}-{hit.lines[1]}" if hit.lines else hit.path
            title = memory_link(hit.id, hit.title)
            if hit.kind == "chunk" and hit.lines:  # lines of a journal file, not a memory
                target = f"/journal/file?path={quote(hit.path)}#L{hit.lines[0]}"
                title = f'<a class=memory href="{h(target)}">{h(hit.title)}</a>'
            hits.append(
                f"<li class=hit><div class=hit-head>{title}"
                f"<span class=score>{hit.score:.2f}</span></div>"
                f"<p>{h(hit.snippet)}</p><p class=muted><code>{h(where)}</code> · {h(hit.type)} · "
                f"{h(hit.maturity)}</p><p class=whys>{why}</p></li>"
            )
        notes = "".join(f"<p class=muted>{h(n)}</p>" for n in result.notes)
        listing = (
            f"<ol class=hits>{''.join(hits)}</ol>"
            if hits
            else "<p class=empty>No memory matches.</p>"
        )
        body = (
            f"{form}<p class=muted>{len(hits)} results · tier {h(result.tier_name)} · "
            f"{result.took_ms:.0f} ms</p>{notes}{listing}"
        )
        return _page("Search", body, "Search")

    @pages.get("/journal/file")
    def journal_file(request: Request, path: str = "") -> HTMLResponse:
        try:
            got = bower_of(request).journal.get(path[:1000])
        except BowerError as exc:
            return _error(exc)
        rows = "".join(
            f"<tr id=L{n}><td class=muted>{n}</td><td><code>{h(line)}</code></td></tr>"
            for n, line in enumerate(got.text.split("\n"), start=got.start_line)
        )
        body = f"<p class=muted><code>{h(got.path)}</code></p><table class=lines>{rows}</table>"
        return _page(got.path, body, "Search")

    @pages.get("/m/{memory_id}")
    def memory(request: Request, memory_id: str) -> HTMLResponse:
        try:
            title, body = render_memory(bower_of(request), memory_id)
        except BowerError as exc:
            return _error(exc)
        return _page(title, body)

    @pages.get("/graph")
    def graph(
        request: Request,
        id: Annotated[str | None, Query(max_length=200)] = None,
        hops: Annotated[int, Query(ge=1, le=3)] = 1,
    ) -> HTMLResponse:
        return _page("Graph", render_graph(bower_of(request), id or None, hops), "Graph")

    # Pages that render the whole home with one function and take no parameters.
    for title, render in (
        ("Review", render_review),
        ("Dream", render_dream),
        ("Snapshots", render_snapshots),
        ("Shares", render_shares),
    ):
        pages.add_api_route(
            f"/{title.lower()}", _whole_page(title, render), response_class=HTMLResponse
        )

    return pages


def _whole_page(title: str, render: Callable[[Bower], str]) -> Callable[[Request], HTMLResponse]:
    def endpoint(request: Request) -> HTMLResponse:
        bower: Bower = request.app.state.bower
        return _page(title, render(bower), title)

    return endpoint


def _browse_link(**query: Any) -> str:
    label = next(iter(query.values()))
    label = label[0] if isinstance(label, list) else label
    return f'<a href="/browse?{h(urlencode(query, doseq=True))}">{h(label)}</a>'


def _pager(offset: int, limit: int, total: int, query: dict[str, Any]) -> str:
    if total <= limit:
        return ""
    clean = {k: v for k, v in query.items() if v}
    parts = []
    if offset > 0:
        prev = urlencode({**clean, "offset": max(0, offset - limit)}, doseq=True)
        parts.append(f'<a rel=prev href="/browse?{h(prev)}">← newer</a>')
    page, pages = offset // limit + 1, math.ceil(total / limit)
    parts.append(f"<span>page {page} of {pages}</span>")
    if offset + limit < total:
        nxt = urlencode({**clean, "offset": offset + limit}, doseq=True)
        parts.append(f'<a rel=next href="/browse?{h(nxt)}">older →</a>')
    return f"<nav class=pager>{' '.join(parts)}</nav>"
