"""Where the graph page draws its nodes: labelled boxes placed so that no two overlap.

A node is a box holding its label (a title shortened at a word), so a label can never be cut
by, or drawn over, another one. Linked boxes are placed by a spring model (edges pull, every
pair of boxes pushes apart), computed here on the server — deterministic, no script library,
nothing downloaded — and then any boxes that still overlap are pushed apart until none does.
Boxes with no edge in the view are set in rows under the linked ones, where they cannot
crowd them. The label's width is estimated from its characters (the browser measures nothing
for us): generous, so that text stays inside its box in the usual sans-serif fonts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

FONT = 12.0  # px, the labels' size (app.css: svg.graph text)
LINE = 15.0  # px between the lines of a label
PAD_X, PAD_Y = 22.0, 7.0  # room inside a box: the type's dot on the left, a margin around
GAP = 14.0  # least room between two boxes
WIDTH = 1060.0  # the drawing's target width, about the page's: drawn at 1:1, text stays 12px
_MARGIN = 12.0

# Rough advance widths in ems of a sans-serif font (DejaVu Sans, the widest usual one).
_NARROW = frozenset("ijlI.,:;'!|()[]{}")
_SLIM = frozenset('frt -/"`')
_WIDE = frozenset("mwMW@%")


def text_width(text: str, size: float = FONT) -> float:
    """An estimate of ``text``'s width in px at ``size``, rather too wide than too narrow."""
    ems = 0.0
    for char in text:
        if char in _NARROW:
            ems += 0.34
        elif char in _SLIM:
            ems += 0.44
        elif char in _WIDE:
            ems += 0.98
        elif char.isupper() or char.isdigit():
            ems += 0.70
        else:
            ems += 0.62
    return ems * size


def wrap(text: str, chars: int, lines: int) -> list[str]:
    """``text`` on at most ``lines`` lines of about ``chars`` characters, broken between
    words; when it does not fit, the last line ends with an ellipsis after a whole word (a
    single word longer than a line is cut, with its own ellipsis)."""
    words = [w if len(w) <= chars else w[: chars - 1] + "…" for w in text.split()]
    out: list[str] = []
    current = ""
    n = 0
    while n < len(words):
        joined = f"{current} {words[n]}" if current else words[n]
        if len(joined) <= chars:
            current, n = joined, n + 1
            continue
        out.append(current)  # not empty: a word alone always fits
        current = ""
        if len(out) == lines:  # words are left over
            out[-1] = _ellipsis(out[-1], chars)
            return out
    if current:
        out.append(current)
    return out


def _ellipsis(line: str, chars: int) -> str:
    """``line`` marked as continued: the ellipsis after its last whole word that leaves room."""
    if line.endswith("…"):
        return line
    while len(line) + 1 > chars and " " in line:
        line = line.rsplit(" ", 1)[0]
    return line.rstrip(" ,;:–-") + "…"


@dataclass
class Box:
    """A node's box: its size, then its centre once placed."""

    id: str
    width: float
    height: float
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class Placed:
    """The drawing's size, and where the caption of the unlinked rows goes (``None``: no
    unlinked box)."""

    width: float
    height: float
    unlinked_at: float | None


def size(lines: list[str], bold_first: bool = False) -> tuple[float, float]:
    """The box that holds ``lines`` of a label."""
    widths = [
        text_width(line) * (1.08 if bold_first and n == 0 else 1.0) for n, line in enumerate(lines)
    ]
    return PAD_X + max(widths, default=0.0) + PAD_X / 2, 2 * PAD_Y + LINE * max(1, len(lines))


def place(boxes: list[Box], edges: list[tuple[str, str]], centre: str | None = None) -> Placed:
    """Place ``boxes`` (in place) for ``edges`` between them: each group of linked boxes by
    springs (``centre`` held in the middle of its group), the groups side by side in rows,
    largest first, then the unlinked boxes in rows below them; no two boxes overlap."""
    by_id = {b.id: b for b in boxes}
    groups = _groups([b.id for b in boxes], [e for e in edges if e[0] in by_id and e[1] in by_id])
    linked = [[by_id[i] for i in g] for g in groups if len(g) > 1 or g[0] == centre]
    alone = [by_id[g[0]] for g in groups if len(g) == 1 and g[0] != centre]
    linked.sort(key=lambda g: (not any(b.id == centre for b in g), -len(g)))
    x, y, row, width = _MARGIN, _MARGIN, 0.0, WIDTH
    for group in linked:
        _springs(group, edges, centre)
        _separate(group, centre)
        _clear_lines(group, edges, centre)
        _shift(group, 0.0)
        w = max(b.x + b.width / 2 for b in group)
        hgt = max(b.y + b.height / 2 for b in group)
        if x > _MARGIN and x + w > WIDTH - _MARGIN:  # the next row of groups
            x, y, row = _MARGIN, y + row + 3 * GAP, 0.0
        for b in group:
            b.x += x
            b.y += y
        x += w + 3 * GAP
        row = max(row, hgt)
        width = max(width, x - 2 * GAP + _MARGIN)
    bottom = y + row if linked else 0.0
    unlinked_at = None
    if alone:
        unlinked_at = bottom + (3 * GAP if linked else 0.0) + FONT
        bottom = _rows(alone, unlinked_at + GAP, width)
    return Placed(width, bottom + _MARGIN, unlinked_at)


def _groups(ids: list[str], edges: list[tuple[str, str]]) -> list[list[str]]:
    """The connected groups of ``ids`` (each in the order of ``ids``), in that order."""
    root = {i: i for i in ids}

    def find(i: str) -> str:
        while root[i] != i:
            root[i] = root[root[i]]
            i = root[i]
        return i

    for a, b in edges:
        root[find(a)] = find(b)
    groups: dict[str, list[str]] = {}
    for i in ids:
        groups.setdefault(find(i), []).append(i)
    return list(groups.values())


def _springs(boxes: list[Box], edges: list[tuple[str, str]], centre: str | None) -> None:
    """Fruchterman and Reingold's spring model: edges pull, every pair pushes apart,
    gravity keeps the group together. It runs in units of a box (about a box's width
    across, two of its heights down), where wide, low boxes are round, and within the
    drawing's width; it starts on a circle in the boxes' order, so a view is always drawn
    the same way."""
    n = len(boxes)
    if n == 1:
        boxes[0].x = boxes[0].y = 0.0
        return
    across = sum(b.width for b in boxes) / n + 3 * GAP
    down = (sum(b.height for b in boxes) / n + GAP) * 1.6
    half = (WIDTH / 2 - _MARGIN - across / 2) / across  # the width, in units
    index = {b.id: k for k, b in enumerate(boxes)}
    pairs = [(index[a], index[b]) for a, b in edges if a in index and b in index and a != b]
    radius = max(1.0, n / 6)
    u = [radius * math.cos(2 * math.pi * k / n) for k in range(n)]
    v = [radius * math.sin(2 * math.pi * k / n) for k in range(n)]
    fixed = index.get(centre or "")
    if fixed is not None:
        u[fixed] = v[fixed] = 0.0
    heat = 1.0
    for _ in range(200):
        du = [0.0] * n
        dv = [0.0] * n
        for i in range(n):
            for j in range(i + 1, n):
                ou, ov = u[i] - u[j], v[i] - v[j]
                d = math.hypot(ou, ov) or 0.01
                push = 1.0 / d
                du[i] += ou / d * push
                dv[i] += ov / d * push
                du[j] -= ou / d * push
                dv[j] -= ov / d * push
        for i, j in pairs:
            ou, ov = u[i] - u[j], v[i] - v[j]
            d = math.hypot(ou, ov) or 0.01
            du[i] -= ou * d
            dv[i] -= ov * d
            du[j] += ou * d
            dv[j] += ov * d
        for k in range(n):
            if k == fixed:
                continue
            du[k] -= u[k] * 1.2  # gravity: a chain curls up rather than cross the page
            dv[k] -= v[k] * 1.2
            d = math.hypot(du[k], dv[k]) or 0.01
            step = min(d, heat)
            u[k] = min(half, max(-half, u[k] + du[k] / d * step))
            v[k] += dv[k] / d * step
        heat = max(0.01, heat * 0.97)
    for k, box in enumerate(boxes):
        box.x, box.y = u[k] * across, v[k] * down


def _separate(boxes: list[Box], centre: str | None, rounds: int = 60) -> None:
    """Push overlapping boxes apart, each time along the axis they overlap least (``centre``
    stays where it is); what a crowd leaves overlapping after ``rounds`` is settled by
    ``_drop``, so no two boxes ever overlap."""
    for _ in range(rounds):
        moved = False
        # Left edges in order: a box can only overlap those starting before its right edge.
        order = sorted(boxes, key=lambda b: b.x - b.width / 2)
        for i, a in enumerate(order):
            right = a.x + a.width / 2 + GAP
            for b in order[i + 1 :]:
                if b.x - b.width / 2 >= right:
                    break
                over_x = (a.width + b.width) / 2 + GAP - abs(a.x - b.x)
                over_y = (a.height + b.height) / 2 + GAP - abs(a.y - b.y)
                if over_x <= 0 or over_y <= 0:
                    continue
                moved = True
                share_a = 0.0 if a.id == centre else (1.0 if b.id == centre else 0.5)
                share_b = 1.0 - share_a
                if over_y <= over_x:
                    sign = 1.0 if a.y >= b.y else -1.0
                    a.y += sign * (over_y + 0.5) * share_a
                    b.y -= sign * (over_y + 0.5) * share_b
                else:
                    sign = 1.0 if a.x >= b.x else -1.0
                    a.x += sign * (over_x + 0.5) * share_a
                    b.x -= sign * (over_x + 0.5) * share_b
        if not moved:
            return
    _drop(boxes)


def _drop(boxes: list[Box]) -> None:
    """Settle boxes top down: each one moves down just below every box already settled
    that it would overlap. Always ends with no overlap (each box only goes down)."""
    settled: list[Box] = []
    for b in sorted(boxes, key=lambda b: (b.y, b.x)):
        moved = True
        while moved:  # below one box, it may meet another: each move is down, past one box
            moved = False
            for a in settled:
                if (
                    abs(a.x - b.x) < (a.width + b.width) / 2 + GAP
                    and abs(a.y - b.y) < (a.height + b.height) / 2 + GAP
                ):
                    b.y = a.y + (a.height + b.height) / 2 + GAP
                    moved = True
        settled.append(b)


def _clear_lines(
    boxes: list[Box], edges: list[tuple[str, str]], centre: str | None, rounds: int = 12
) -> None:
    """Move a box off any line it is not an end of: drawn under it, the line would seem to
    join it. Each such box steps aside, square to the line, then overlaps are undone again;
    a few rounds, as a step may put a box on another line."""
    where = {b.id: b for b in boxes}
    lines = [(where[a], where[b]) for a, b in edges if a in where and b in where and a != b]
    for _ in range(rounds):
        moved = False
        for a, b in lines:
            length = math.hypot(b.x - a.x, b.y - a.y)
            if length < 1:
                continue
            nx, ny = -(b.y - a.y) / length, (b.x - a.x) / length  # square to the line
            for c in boxes:
                if c is a or c is b or c.id == centre or not _crosses(a, b, c):
                    continue
                side = (c.x - a.x) * nx + (c.y - a.y) * ny
                room = abs(nx) * c.width / 2 + abs(ny) * c.height / 2 + GAP / 2
                step = room - abs(side)
                if step > 0:
                    sign = 1.0 if side >= 0 else -1.0
                    c.x += sign * nx * step
                    c.y += sign * ny * step
                    moved = True
        if not moved:
            return
        _separate(boxes, centre)


def _crosses(a: Box, b: Box, c: Box) -> bool:
    """Whether the line from ``a``'s centre to ``b``'s passes through box ``c`` (clipping
    the segment to the box: Liang and Barsky)."""
    x0, y0, dx, dy = a.x, a.y, b.x - a.x, b.y - a.y
    low, high = 0.0, 1.0
    half_w, half_h = c.width / 2 + 2, c.height / 2 + 2
    for p, q in (
        (-dx, x0 - (c.x - half_w)),
        (dx, (c.x + half_w) - x0),
        (-dy, y0 - (c.y - half_h)),
        (dy, (c.y + half_h) - y0),
    ):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def _shift(boxes: list[Box], margin: float) -> None:
    """Move ``boxes`` so that the leftmost and topmost edges sit at ``margin``."""
    left = min(b.x - b.width / 2 for b in boxes)
    top = min(b.y - b.height / 2 for b in boxes)
    for b in boxes:
        b.x += margin - left
        b.y += margin - top


def _rows(boxes: list[Box], top: float, width: float) -> float:
    """Set ``boxes`` left to right in rows from ``top``; the bottom of the last row."""
    x, y, row = _MARGIN, top, 0.0
    for b in boxes:
        if x > _MARGIN and x + b.width > width - _MARGIN:
            x, y = _MARGIN, y + row + GAP
            row = 0.0
        b.x, b.y = x + b.width / 2, y + b.height / 2
        x += b.width + GAP
        row = max(row, b.height)
    return y + row
