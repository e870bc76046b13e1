"""The dashboard's Status page and search results: the counts of a scope (``Bower.counts``,
the numbers ``/api/v1/counts`` gives, each card marked with its key), its types, maturities
and folders, every agent on the all-agents view, and the home's index."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from .. import Bower, QueryResult
from .html import Scope, h, memory_link, said, table

# Card label → the key of /api/v1/counts it shows (tests compare the two).
CARDS = (
    ("memories", "memories"),
    ("archived", "archived"),
    ("superseded", "superseded"),
    ("relations", "relations"),
    ("summaries", "summaries"),
    ("sessions", "sessions"),
    ("messages", "messages"),
    ("session summaries", "session_summaries"),
    ("awaiting review", "review_pending"),
)


def _browse(scope: Scope, label: Any, **query: Any) -> str:
    return f'<a href="{scope.href("/browse", **query)}">{h(label)}</a>'


def render_status(bower: Bower, scope: Scope) -> str:
    """Counts of ``scope``, then the home's index (shared by every agent)."""
    counts = bower.counts(all_agents=scope.every).to_dict()
    cards = "".join(
        f"<div class=stat data-count={key}><b>{h(counts[key])}</b><span>{h(label)}</span></div>"
        for label, key in CARDS
    )
    by_type = table(
        [(_browse(scope, t, type=[t]), h(n)) for t, n in counts["by_type"].items()],
        ("type", "memories"),
    )
    by_maturity = table(
        [(_browse(scope, m, maturity=[m]), h(n)) for m, n in counts["by_maturity"].items()],
        ("maturity", "memories"),
    )
    cats = table(
        [
            (_browse(scope, f or "(top)", folder=f or "(top)"), h(n))
            for f, n in counts["folders"].items()
        ],
        ("folder", "memories"),
    )
    agents = ""
    if scope.every:
        rows = []
        for name in scope.agents:
            mine = bower.as_agent(name).counts().to_dict() if name != bower.agent else None
            mine = mine or bower.counts().to_dict()
            link = f'<a href="/?agent={h(quote(name))}">{h(name)}</a>'
            rows.append((link, h(mine["memories"]), h(mine["sessions"]), h(mine["messages"])))
        agents = "<h2>Agents</h2>" + table(
            rows, ("agent", "memories", "sessions", "messages"), "agents"
        )
    health = bower.health()
    vectors = health["vectors"]
    problems = health["unparsable"]
    unparsable = (
        "<ul class=problems>"
        + "".join(f"<li><code>{h(p['path'])}</code> {h(p['reason'])}</li>" for p in problems)
        + "</ul>"
        if problems
        else "<p class=muted>Every file in the tree parses.</p>"
    )
    return (
        f"<p class=muted>Counts of {h(scope.who)}: memories are the live ones (neither archived "
        "nor superseded), as every page counts them.</p>"
        f"<div class=stats>{cards}</div>{agents}"
        f"<section class=grid><div><h2>By type</h2>{by_type}</div>"
        f"<div><h2>By maturity</h2>{by_maturity}</div>"
        f"<div><h2>Folders</h2>{cats}</div></section>"
        f"<h2>Index</h2><p id=health>The home's index (every agent): <b>"
        f"{'ok' if health['ok'] else 'needs attention'}</b> · schema "
        f"{h(', '.join(health['schema']))} · {h(health['tree_files'])} files · vectors "
        f"{h(vectors.get('current'))} current, {h(vectors.get('pending'))} pending</p>"
        f"<h3>Unparsable files</h3>{unparsable}"
    )


def render_hits(result: QueryResult, scope: Scope) -> str:
    """A query's results, each with when it was said, why it matched and where it lives."""
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
            f"<p>{h(hit.snippet)}</p><p class=muted>said {said(hit.observed_at, hit.created)} · "
            f"<code>{h(where)}</code> · {h(hit.type)} · {h(hit.maturity)}</p>"
            f"<p class=whys>{why}</p></li>"
        )
    notes = "".join(f"<p class=muted>{h(n)}</p>" for n in result.notes)
    listing = (
        f"<ol class=hits>{''.join(hits)}</ol>" if hits else "<p class=empty>No memory matches.</p>"
    )
    return (
        f"<p class=muted>{len(hits)} results from {h(scope.who)} · tier {h(result.tier_name)} · "
        f"{result.took_ms:.0f} ms</p>{notes}{listing}"
    )
