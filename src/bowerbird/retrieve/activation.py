"""Spreading activation: the graph step of recall (seed 003 §3, phase 5).

Every candidate of the first pass starts with its own score as activation. Each hop passes
activation along weighted edges (``activation * edge weight * decay^(hop-1)``, the strongest
path wins, as in the seed's sketch); only what a hop raised spreads on in the next one, so the
walk never re-floods the nodes it came from. Lateral inhibition keeps the spread focused: at
each hop, a node reached with less than ``inhibition *`` the strongest activation of that hop is
silenced (the stronger suppresses the weaker, seed 003 §3), so a strong, specific path survives
while a wide fan of weak ones (a hub linked to everything) falls away; and at most ``fanout``
nodes carry a hop onward (a later hop reaches new memories, whose rows and edges must be read).

With one hop and no inhibition this is exactly the earlier one-hop graph score (``graph = wg *
max(base of linked memories * weight)``), which is why the first hop is not decayed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Links = dict[int, dict[int, float]]


@dataclass(frozen=True)
class Reached:
    """Activation a memory received through the graph, and at which hop it peaked."""

    activation: float
    hop: int


def spread(
    start: dict[int, float],
    links: Links,
    more_links: Callable[[list[int]], Links],
    *,
    hops: int,
    decay: float,
    inhibition: float,
    fanout: int,
) -> dict[int, Reached]:
    """Activation received by each memory reached from ``start`` (key → own activation).

    ``links`` are the edges already read (those of the start); ``more_links(keys)`` reads the
    edges of nodes a later hop reaches. Returns only memories that received activation.
    """
    act = {k: v for k, v in start.items() if v > 0}
    # Where each node's activation came from: a memory never receives its own activation
    # back (an echo off a neighbour would lift every linked memory for being linked).
    source = {k: k for k in act}
    received: dict[int, Reached] = {}
    known = dict(links)
    asked = set(start)
    frontier = set(act)
    for hop in range(1, hops + 1):
        if hop > 1:
            missing = sorted(frontier - asked)
            if missing:
                asked.update(missing)
                for key, edges in more_links(missing).items():
                    known.setdefault(key, {}).update(edges)
        factor = decay ** (hop - 1)
        raw: dict[int, float] = {}
        via: dict[int, int] = {}
        for x in frontier:
            ax = act.get(x, 0.0)
            for y, weight in known.get(x, {}).items():
                value = ax * weight * factor
                if y != source[x] and value > raw.get(y, 0.0):
                    raw[y] = value
                    via[y] = source[x]
        if not raw:
            break
        if inhibition > 0:
            floor = inhibition * max(raw.values())
            raw = {y: v for y, v in raw.items() if v >= floor}
        raised = []
        for y, value in raw.items():
            if value > (received[y].activation if y in received else 0.0):
                received[y] = Reached(value, hop)
            if value > act.get(y, 0.0):
                act[y] = value
                source[y] = via[y]
                raised.append((-value, y))
        frontier = {y for _, y in sorted(raised)[:fanout]}
        if not frontier:
            break
    return received
