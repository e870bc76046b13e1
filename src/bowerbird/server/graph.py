"""The graph page: the association graph drawn as SVG on the server (no script library,
nothing to download), from ``Bower.graph`` — the API's ``/api/v1/graph`` gives the same view.

Without a focus it shows the most linked memories on a ring; with one (``?id=``) the focus in
the middle and each hop on a ring further out. Nodes carry their title; an edge's colour is its
type, its width its weight, and its tooltip and the table under the drawing say type, weight
and origin. A summary's sources are edges of their own type (``covers``), and the hierarchy
of summaries is listed under the drawing, top level first.
"""

from __future__ import annotations

import math

from .. import Bower, BowerError, GraphView
from .html import Scope, h, memory_link, table

_COLOURS = {
    "fact": "#2f6f9f",
    "decision": "#a3492f",
    "procedure": "#4f7f3a",
    "pattern": "#7a4f9a",
    "context": "#777777",
}
EDGE_COLOURS = {
    "explicit": "#1d5fa8",
    "causal": "#b3541e",
    "semantic": "#5f8f3a",
    "temporal": "#8a6fb0",
    "follows": "#b8c2cb",
    "supersedes": "#c0392b",
    "contradicts": "#e08e0b",
    "covers": "#2a9d8f",  # a summary's sources
}
_OTHER_EDGE = "#9aa7b2"
_SIZE = 960
_LABEL = 26  # characters of a title drawn beside its node


def render_graph(bower: Bower, scope: Scope, focus: str | None = None, hops: int = 1) -> str:
    """The graph page's body: the drawing, the legend, the edges and the summaries."""
    try:
        limit = 60 if focus is None else 80
        view = bower.graph(focus, hops=hops, limit=limit, all_agents=scope.every)
    except BowerError as exc:
        return f"<p class=error>{h(exc.message)}</p><p>{h(exc.hint)}</p>"
    if not view.nodes:
        empty = "No memories yet." if focus is None else "Nothing here."
        return f"<p class=empty>{empty}</p>{_summaries(bower, scope)}"
    titles = {n.id: n.title for n in view.nodes}
    where = _layout(view)
    lines = "".join(
        f'<line x1="{where[e.source][0]:.1f}" y1="{where[e.source][1]:.1f}" '
        f'x2="{where[e.target][0]:.1f}" y2="{where[e.target][1]:.1f}" '
        f'class="edge {h(e.type)}" style="stroke:{EDGE_COLOURS.get(e.type, _OTHER_EDGE)};'
        f'stroke-width:{1 + 3 * e.strength:.1f}" data-weight="{e.strength:.2f}">'
        f"<title>{h(_describe(e.type, e.strength, e.origin))}</title></line>"
        for e in view.edges
    )
    dots = "".join(
        _dot(scope, n.id, n.title, n.type, n.importance, n.level, where) for n in view.nodes
    )
    shown = (
        f"{len(view.nodes)} memories of {h(scope.who)}, the most linked first"
        if focus is None
        else f"“{h(_short(titles.get(focus, focus), 90))}” and what is linked to it within "
        f"{view.hops} hop{'s' if view.hops > 1 else ''}"
    )
    more = f" {view.left_out} more linked memories left out." if view.left_out else ""
    hop_links = (
        ""
        if focus is None
        else " · hops: "
        + " ".join(
            f'<a href="{scope.href("/graph", id=focus, hops=n)}"'
            f"{' class=active' if n == view.hops else ''}>{n}</a>"
            for n in (1, 2, 3)
        )
    )
    edge_rows = [
        (
            memory_link(e.source, _short(titles[e.source], 60)),
            f'<span class=swatch style="background:{EDGE_COLOURS.get(e.type, _OTHER_EDGE)}">'
            f"</span>{h(e.type)}",
            h(f"{e.strength:.2f}"),
            h(e.origin or "—"),
            memory_link(e.target, _short(titles[e.target], 60)),
        )
        for e in view.edges
    ]
    return (
        f"<p class=muted>{shown}, {len(view.edges)} edges among them.{more}{hop_links}</p>"
        f"<p>{_legend()}</p>"
        f"<svg class=graph viewBox='0 0 {_SIZE} {_SIZE}' role=img "
        f"aria-label='Associations between memories'>{lines}{dots}</svg>"
        f"<h2>Edges</h2>{table(edge_rows, ('from', 'type', 'weight', 'origin', 'to'), 'edges')}"
        + (_summaries(bower, scope) if focus is None else "")
    )


def _layout(view: GraphView) -> dict[str, tuple[float, float]]:
    """Each hop on its own ring (the focus alone in the middle); without a focus, one ring."""
    rings: dict[int, list[str]] = {}
    for node in view.nodes:
        rings.setdefault(node.hop, []).append(node.id)
    centre = _SIZE / 2
    outer = _SIZE / 2 - 210  # room for the labels outside the ring
    where: dict[str, tuple[float, float]] = {}
    deepest = max(rings)
    for hop, ids in rings.items():
        if view.focus is not None and hop == 0:
            where[ids[0]] = (centre, centre)
            continue
        radius = outer if view.focus is None else outer * hop / max(1, deepest)
        for n, memory_id in enumerate(ids):
            angle = 2 * math.pi * n / len(ids) + 0.3 * hop
            where[memory_id] = (
                centre + radius * math.cos(angle),
                centre + radius * math.sin(angle),
            )
    return where


def _dot(
    scope: Scope,
    memory_id: str,
    title: str,
    kind: str,
    importance: float,
    level: int | None,
    where: dict[str, tuple[float, float]],
) -> str:
    x, y = where[memory_id]
    right = x >= _SIZE / 2
    dx = 9 if right else -9
    anchor = "start" if right else "end"
    label = ("▲ " if level else "") + _short(title, _LABEL)
    what = f"summary, level {level}" if level else kind
    return (
        f'<a href="{scope.href("/graph", id=memory_id)}"><circle cx="{x:.1f}" cy="{y:.1f}" '
        f'r="{4 + 6 * importance:.1f}" fill="{_COLOURS.get(kind, "#555")}">'
        f"<title>{h(title)} ({h(what)})</title></circle>"
        f'<text x="{x + dx:.1f}" y="{y + 4:.1f}" text-anchor="{anchor}" class=label>'
        f"{h(label)}</text></a>"
    )


def _describe(kind: str, strength: float, origin: str) -> str:
    return f"{kind} · weight {strength:.2f}" + (f" · by {origin}" if origin else "")


def _short(text: str, chars: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= chars else flat[: chars - 1].rstrip() + "…"


def _legend() -> str:
    nodes = " ".join(
        f'<span class=legend><i style="background:{c}"></i>{t}</span>' for t, c in _COLOURS.items()
    )
    edges = " ".join(
        f'<span class=legend><b style="background:{c}"></b>{h(t)}</span>'
        for t, c in EDGE_COLOURS.items()
    )
    return f"{nodes}<br>{edges} <span class=muted>(width: weight; ▲ a summary)</span>"


def _summaries(bower: Bower, scope: Scope) -> str:
    found = summaries_table(bower, scope)
    return f"<h2>Summaries</h2>{found}" if found else ""


def summaries_table(bower: Bower, scope: Scope) -> str:
    """The hierarchy of summaries, top level first, each with how many sources it covers
    (empty when there is none)."""
    try:
        page = bower.browse(folder="summaries", limit=200, agent="*" if scope.every else None)
        found = page.memories
        full = [m for m in (bower.get(row.id) for row in found) if m.source == "summary"]
    except BowerError:
        return ""
    if not full:
        return ""
    full.sort(key=lambda m: (-int(m.extra.get("level", 1)), m.title))
    rows = [
        (
            h(m.extra.get("level", "")),
            f'<a href="{scope.href("/graph", id=m.id)}">{h(_short(m.title, 90))}</a>',
            h(len(m.extra.get("covers", []))),
        )
        for m in full
    ]
    return table(rows, ("level", "summary", "sources"), "summaries")
