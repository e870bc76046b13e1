"""The graph page: the association graph drawn as SVG on the server (no script library,
nothing to download), from ``Bower.graph`` — the API's ``/api/v1/graph`` gives the same view.

What it shows are associations: the edges memories hold (related, causal, supersedes,
contradicts…). A summary's sources (its ``covers``) are not drawn as edges of their own: they
are folded into the summary, one box saying how many it covers, and an edge of a folded memory
is drawn from its summary. Clicking a summary opens it (``?open=``): its sources are drawn
around it, each joined to it by a dashed line; clicking it again closes it. A summary of
summaries folds them the same way.

Each memory is a box holding its title, broken between words and shortened with an ellipsis
(the whole title on hover); ``graph_layout`` places the boxes so that none overlaps another.
Without a focus the page shows the most linked memories; with one (``?id=``) the focus in the
middle and what is linked to it within ``hops``. The table under the drawing lists every
association with its type, weight and origin, and the hierarchy of summaries, top level first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .. import Bower, BowerError, GraphView
from .graph_layout import FONT, LINE, PAD_X, PAD_Y, Box, place, size, wrap
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
    "related_to": "#3f8f8a",
    "semantic": "#5f8f3a",
    "temporal": "#8a6fb0",
    "follows": "#b8c2cb",
    "supersedes": "#c0392b",
    "contradicts": "#e08e0b",
    "covers": "#2a9d8f",  # a summary's sources, drawn only while it is open
}
COVERS = "covers"
_OTHER_EDGE = "#9aa7b2"
_CHARS = 30  # characters of a label's line
_OPENED_MAX = 40  # sources drawn around an open summary (the memory page lists them all)
# A summary's title ends with how many it covers ("… (11 memories)"): its box says it once.
_COUNTED = re.compile(r"\s*\(\d+ (?:memories|memory|summaries|summary)\)\s*$")


@dataclass
class _Node:
    """A memory as the page draws it."""

    id: str
    title: str
    type: str
    level: int | None
    covers: list[str] = field(default_factory=list)  # a summary's sources (every one)


@dataclass(frozen=True)
class _Edge:
    source: str
    target: str
    type: str
    strength: float
    origin: str


def render_graph(
    bower: Bower,
    scope: Scope,
    focus: str | None = None,
    hops: int = 1,
    opened: tuple[str, ...] = (),
) -> str:
    """The graph page's body: the drawing, the legend, the associations and the summaries.
    ``opened``: the summaries drawn open, their sources around them."""
    try:
        limit = 60 if focus is None else 80
        view = bower.graph(focus, hops=hops, limit=limit, all_agents=scope.every)
        nodes, edges = _read(bower, view)
        opened_set = {i for i in opened if i in nodes and nodes[i].level is not None}
        if focus is not None and focus in nodes and nodes[focus].level is not None:
            opened_set.add(focus)  # a summary in focus is shown with its sources
        for summary in sorted(opened_set - {focus}):
            _open(bower, scope, nodes, edges, summary)
    except BowerError as exc:
        return f"<p class=error>{h(exc.message)}</p><p>{h(exc.hint)}</p>"
    if not nodes:
        empty = "No memories yet." if focus is None else "Nothing here."
        return f"<p class=empty>{empty}</p>{_summaries(bower, scope)}"
    folded_into = _fold(nodes, opened_set, focus)
    shown = [n for n in nodes.values() if n.id not in folded_into]
    lines = _lines(nodes, edges, folded_into)
    drawing = _draw(scope, shown, lines, focus, hops, opened_set)
    links = [e for e in edges if e.type != COVERS]
    summaries = len(set(folded_into.values()))
    intro = (
        f"{len(nodes)} memories of {h(scope.who)}, the most linked first"
        if focus is None
        else f"“{h(_short(nodes[focus].title if focus in nodes else focus, 90))}” and what "
        f"is linked to it within {view.hops} hop{'s' if view.hops > 1 else ''}"
    )
    folded = (
        f" {len(folded_into)} of them folded into {summaries} "
        f"summar{'y' if summaries == 1 else 'ies'}: click one to open it."
        if folded_into
        else ""
    )
    more = f" {view.left_out} more linked memories left out." if view.left_out else ""
    hop_links = (
        ""
        if focus is None
        else " · hops: "
        + " ".join(
            f'<a href="{scope.href("/graph", id=focus, hops=n, open=list(opened))}"'
            f"{' class=active' if n == view.hops else ''}>{n}</a>"
            for n in (1, 2, 3)
        )
    )
    rows = [
        (
            memory_link(e.source, _short(nodes[e.source].title, 60)),
            f'<span class=swatch style="background:{EDGE_COLOURS.get(e.type, _OTHER_EDGE)}">'
            f"</span>{h(e.type)}",
            h(f"{e.strength:.2f}"),
            h(e.origin or "—"),
            memory_link(e.target, _short(nodes[e.target].title, 60)),
        )
        for e in links
    ]
    return (
        f"<p class=muted>{intro}, {len(links)} associations among them.{folded}{more}"
        f"{hop_links}</p><p>{_legend()}</p>{drawing}"
        f"<h2>Associations</h2>{table(rows, ('from', 'type', 'weight', 'origin', 'to'), 'edges')}"
        + (_summaries(bower, scope) if focus is None else "")
    )


def _read(bower: Bower, view: GraphView) -> tuple[dict[str, _Node], list[_Edge]]:
    """The view's nodes (a summary with every source it covers, from its file) and edges."""
    nodes: dict[str, _Node] = {}
    for n in view.nodes:
        covers: list[str] = []
        if n.level is not None:
            covers = [str(c) for c in bower.get(n.id).extra.get("covers", [])]
        nodes[n.id] = _Node(n.id, n.title, n.type, n.level, covers)
    edges = [_Edge(e.source, e.target, e.type, e.strength, e.origin) for e in view.edges]
    return nodes, edges


def _open(
    bower: Bower, scope: Scope, nodes: dict[str, _Node], edges: list[_Edge], summary: str
) -> None:
    """Add an open summary's sources to the view: its own neighbourhood, the sources kept."""
    wanted = set(nodes[summary].covers[:_OPENED_MAX])
    if not wanted:
        return
    around = bower.graph(summary, hops=1, limit=min(200, len(wanted) + 2), all_agents=scope.every)
    more, more_edges = _read(bower, around)
    for memory_id, node in more.items():
        if memory_id in wanted and memory_id not in nodes:
            nodes[memory_id] = node
    known = {(e.source, e.target, e.type) for e in edges}
    for e in more_edges:
        if e.source in nodes and e.target in nodes and (e.source, e.target, e.type) not in known:
            edges.append(e)
            known.add((e.source, e.target, e.type))


def _fold(nodes: dict[str, _Node], opened: set[str], focus: str | None) -> dict[str, str]:
    """The summary each folded memory is drawn as: the memories (not the summaries) a
    summary covers, unless it is open. Summaries are never folded — a summary of summaries
    is joined to those it covers by a line each, a few lines for a whole hierarchy — nor is
    the focus."""
    into: dict[str, str] = {}
    for summary in sorted(nodes.values(), key=lambda n: n.id):
        if summary.level is None or summary.id in opened:
            continue
        for source in summary.covers:
            node = nodes.get(source)
            if node is not None and node.level is None and source != focus:
                into.setdefault(source, summary.id)
    return into


@dataclass
class _Line:
    """One line of the drawing: every edge between two boxes (several when memories folded
    into a summary were linked), drawn as the strongest."""

    a: str
    b: str
    edges: list[_Edge] = field(default_factory=list)

    @property
    def strongest(self) -> _Edge:
        return max(self.edges, key=lambda e: (e.strength, e.type))


def _lines(nodes: dict[str, _Node], edges: list[_Edge], folded_into: dict[str, str]) -> list[_Line]:
    """The lines between the boxes drawn: each association from where its memories are
    drawn (a folded one: its summary), and an open summary's covers."""
    lines: dict[tuple[str, str], _Line] = {}
    for e in edges:
        if e.type == COVERS:
            if e.source in folded_into or e.target in folded_into:
                continue  # folded: the summary's box says how many it covers
            a, b = e.source, e.target
        else:
            a, b = folded_into.get(e.source, e.source), folded_into.get(e.target, e.target)
            if a == b:
                continue  # within one folded summary
        key = (a, b) if a <= b else (b, a)
        lines.setdefault(key, _Line(*key)).edges.append(e)
    return list(lines.values())


def _label(node: _Node, opened: set[str]) -> tuple[list[str], str]:
    """A box's lines (a summary's first says it is one, and how many it covers) and its
    hover text (the whole title)."""
    if node.level is None:
        return wrap(node.title, _CHARS, 2), f"{node.title} ({node.type})"
    what = "summaries" if _of_summaries(node) else "memories"
    if what == "summaries":
        head = f"Summary of {len(node.covers)} summaries"
    else:
        head = f"{'▾' if node.id in opened else '▸'} Summary · covers {len(node.covers)}"
    title = _COUNTED.sub("", node.title) or node.title
    hover = f"{node.title} (summary, level {node.level}, of {len(node.covers)} {what})"
    return [head, *wrap(title, _CHARS, 2)], hover


def _of_summaries(node: _Node) -> bool:
    """A summary of summaries (level 2 and up): it has nothing to fold or open."""
    return (node.level or 0) > 1


def _draw(
    scope: Scope,
    shown: list[_Node],
    lines: list[_Line],
    focus: str | None,
    hops: int,
    opened: set[str],
) -> str:
    """The SVG: lines under boxes, each box a link (a memory: its own view; the focus: its
    page; a summary: open or close it)."""
    labels = {n.id: _label(n, opened) for n in shown}
    boxes = []
    for n in shown:
        width, height = size(labels[n.id][0], bold_first=n.level is not None)
        boxes.append(Box(n.id, width, height))
    placed = place(boxes, [(line.a, line.b) for line in lines], focus)
    where = {b.id: b for b in boxes}
    drawn_lines = "".join(_line(line, where) for line in lines)
    drawn_boxes = "".join(
        _box(scope, n, where[n.id], labels[n.id], focus, hops, opened) for n in shown
    )
    caption = ""
    if placed.unlinked_at is not None:
        caption = (
            f'<text x="12" y="{placed.unlinked_at:.1f}" class=caption>Not linked to anything '
            "in this view:</text>"
        )
    return (
        f"<div class=drawing><svg class=graph viewBox='0 0 {placed.width:.0f} "
        f"{placed.height:.0f}' width='{placed.width:.0f}' role=img "
        f"aria-label='Associations between memories'>{drawn_lines}{drawn_boxes}{caption}</svg>"
        "</div>"
    )


def _line(line: _Line, where: dict[str, Box]) -> str:
    e = line.strongest
    a, b = where[line.a], where[line.b]
    tip = "; ".join(_describe(x.type, x.strength, x.origin) for x in line.edges)
    if len(line.edges) > 1:
        tip = f"{len(line.edges)} associations: {tip}"
    colour = EDGE_COLOURS.get(e.type, _OTHER_EDGE)
    return (
        f'<line x1="{a.x:.1f}" y1="{a.y:.1f}" x2="{b.x:.1f}" y2="{b.y:.1f}" '
        f'data-ends="{h(line.a)} {h(line.b)}" class="edge {h(e.type)}" style="stroke:{colour};'
        f'stroke-width:{1 + 3 * e.strength:.1f}" data-weight="{e.strength:.2f}">'
        f"<title>{h(tip)}</title></line>"
    )


def _box(
    scope: Scope,
    node: _Node,
    box: Box,
    label: tuple[list[str], str],
    focus: str | None,
    hops: int,
    opened: set[str],
) -> str:
    lines, hover = label
    is_summary = node.level is not None
    if node.id == focus:
        href = f"/m/{h(node.id)}"
    elif is_summary and not _of_summaries(node):
        toggled = sorted(i for i in opened ^ {node.id} if i != focus)
        href = scope.href("/graph", id=focus, hops=hops if focus else None, open=toggled)
    else:
        href = scope.href("/graph", id=node.id)
    left, top = box.x - box.width / 2, box.y - box.height / 2
    text_x = left + PAD_X
    first = top + PAD_Y + FONT - 1
    spans = "".join(
        # A space ends every line but the last, so the text reads whole (copied, searched).
        f'<tspan x="{text_x:.1f}" y="{first + n * LINE:.1f}"'
        f"{' class=head' if is_summary and n == 0 else ''}>"
        f"{h(text)}{' ' if n < len(lines) - 1 else ''}</tspan>"
        for n, text in enumerate(lines)
    )
    kind = node.type
    if is_summary:
        kind = "summary " + ("open" if node.id in opened or _of_summaries(node) else "folded")
    return (
        f'<a href="{href}" class="node {h(kind)}{" focus" if node.id == focus else ""}" '
        f'data-id="{h(node.id)}"><title>{h(hover)}</title>'
        f'<rect x="{left:.1f}" y="{top:.1f}" width="{box.width:.1f}" height="{box.height:.1f}" '
        f'rx="6"/><circle cx="{left + PAD_X / 2:.1f}" cy="{first - 4:.1f}" r="4.5" '
        f'fill="{_COLOURS.get(node.type, "#555")}"/>'
        f"<text class=label>{spans}</text></a>"
    )


def _describe(kind: str, strength: float, origin: str) -> str:
    return f"{kind} · weight {strength:.2f}" + (f" · by {origin}" if origin else "")


def _short(text: str, chars: int) -> str:
    """``text`` within ``chars`` characters, shortened after a whole word with an ellipsis."""
    flat = " ".join(text.split())
    return wrap(flat, chars, 1)[0] if len(flat) > chars else flat


def _legend() -> str:
    nodes = " ".join(
        f'<span class=legend><i style="background:{c}"></i>{t}</span>' for t, c in _COLOURS.items()
    )
    edges = " ".join(
        f'<span class=legend><b style="background:{c}"></b>{h(t)}</span>'
        for t, c in EDGE_COLOURS.items()
    )
    return (
        f"{nodes}<br>{edges} <span class=muted>(width: weight; ▸ a summary, folded: click "
        "to open it)</span>"
    )


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
