"""The relations graph: live memories as nodes on a circle, relations as lines, drawn as
SVG on the server (no script library, nothing to download)."""

from __future__ import annotations

import math

from .. import Bower, BowerError
from .html import h

_COLOURS = {
    "fact": "#2f6f9f",
    "decision": "#a3492f",
    "procedure": "#4f7f3a",
    "pattern": "#7a4f9a",
    "context": "#777777",
}
_MAX_NODES = 150


def render_graph(bower: Bower) -> str:
    """The most important live memories (up to 150) and the relations between them."""
    page = bower.browse(order="important", limit=_MAX_NODES)
    nodes = {m.id: m for m in page.memories}
    edges: list[tuple[str, str, str]] = []
    for memory_id in nodes:
        try:
            memory = bower.get(memory_id)
        except BowerError:
            continue  # deleted meanwhile
        edges += [(memory_id, r.target, r.type) for r in memory.relations if r.target in nodes]
    if not nodes:
        return "<p class=empty>No memories yet.</p>"
    # Linked memories first, so the lines stay short-ish around the circle.
    linked = {a for a, _, _ in edges} | {b for _, b, _ in edges}
    order = sorted(nodes, key=lambda i: (i not in linked, nodes[i].type, i))
    size, radius = 900, 380
    where = {}
    for n, memory_id in enumerate(order):
        angle = 2 * math.pi * n / len(order)
        where[memory_id] = (
            size / 2 + radius * math.cos(angle),
            size / 2 + radius * math.sin(angle),
        )
    lines = "".join(
        f'<line x1="{where[a][0]:.1f}" y1="{where[a][1]:.1f}" x2="{where[b][0]:.1f}" '
        f'y2="{where[b][1]:.1f}" class="edge {h(kind)}"><title>{h(kind)}</title></line>'
        for a, b, kind in edges
    )
    dots = "".join(
        f'<a href="/m/{h(i)}"><circle cx="{where[i][0]:.1f}" cy="{where[i][1]:.1f}" '
        f'r="{4 + 6 * nodes[i].importance:.1f}" fill="{_COLOURS.get(nodes[i].type, "#555")}">'
        f"<title>{h(nodes[i].title)} ({h(nodes[i].type)})</title></circle></a>"
        for i in order
    )
    legend = " ".join(
        f'<span class=legend><i style="background:{c}"></i>{t}</span>' for t, c in _COLOURS.items()
    )
    return (
        f"<p class=muted>{len(nodes)} memories (most important first), {len(edges)} relations. "
        f"{legend}</p><svg class=graph viewBox='0 0 {size} {size}' role=img "
        f"aria-label='Relations between memories'>{lines}{dots}</svg>"
    )
