"""The dashboard's Maintenance page (seed 004 §09): the actions that change a home in bulk —
maintenance, consolidation, re-embedding, session summaries — each previewed first, run as a
background job with its progress (``/api/v1/jobs``), and listed afterwards from the audit."""

from __future__ import annotations

import json

from .. import Bower
from .html import Scope, action, h, hidden, job_form, table


def _panel(title: str, text: str, buttons: str, target: str) -> str:
    return (
        f"<section class=panel id=panel-{target}><h2>{h(title)}</h2><p>{text}</p>"
        f"<div class=buttons>{buttons}</div><div id={target} class=result></div></section>"
    )


def render_maintenance(bower: Bower, scope: Scope) -> str:
    """Panels for each action, then the activity of the home."""
    agent, who = scope.agent, h(scope.who)
    vectors = bower.reembed(dry_run=True)
    maintenance = _panel(
        "Maintenance",
        f"Everything a cron job runs, for {who}: a whole dream (links, merges, promotion, "
        "decay, synthesis; a snapshot first), then every text without a vector embedded and "
        "the sessions that no longer fit a history summarised.",
        job_form("maintenance", "Preview", agent, dry_run=True)
        + job_form("maintenance", "Run maintenance", agent, confirm="Run maintenance now?"),
        "maintenance",
    )
    similarity = (
        "<label>Similarity <input name=similarity type=number min=0.5 max=1 step=0.01 "
        "value=0.95 data-json></label>"
    )
    every = hidden("all_agents", True) if scope.every else ""
    on = "" if scope.every else agent
    consolidate = _panel(
        "Consolidate",
        f"Merge {who}'s memories at least this alike and synthesise patterns from clusters "
        "(after a snapshot: roll it back from Snapshots).",
        action(
            "",
            "POST",
            "Preview",
            similarity + every,
            job="consolidate",
            show="consolidate",
            agent=on,
            cls="choice",
            choices=(("Consolidate", "Merge and synthesise now?"),),
        ),
        "consolidate",
    )
    if vectors.model is None:
        state = "No embedder is configured (keyword search only): nothing to embed."
    else:
        state = (
            f"Model <code>{h(vectors.model)}</code>: <b id=pending>{vectors.memories_pending}</b> "
            f"memories and {vectors.journal_pending} journal chunks lack a vector of it (all of "
            "them after a model change). Vectors are the home's, for every agent."
        )
    reembed = _panel(
        "Re-embed",
        state,
        job_form("reembed", "Preview", agent, dry_run=True)
        + job_form("reembed", "Re-embed", agent),
        "reembed",
    )
    panels = maintenance + consolidate + reembed
    if not scope.every:
        panels += _panel(
            "Session summaries",
            f"Summarise {who}'s closed sessions that lack a current summary, or make every one "
            "again (after changing the summary model).",
            job_form("summarise", "Preview", agent, dry_run=True)
            + job_form("summarise", "Summarise", agent)
            + job_form(
                "summarise",
                "Rebuild every summary",
                agent,
                rebuild=True,
                confirm="Make every closed session's summary again?",
            ),
            "summarise",
        )
    events = bower.activity(50)
    rows = [
        (
            h(e.to_dict()["at"]),
            h(e.action),
            h(e.details.get("agent", "*")),
            "<code>"
            + h(json.dumps({k: v for k, v in e.details.items() if k != "agent"}))
            + "</code>",
        )
        for e in events
    ]
    activity = table(rows, ("when", "action", "agent", "details"), "activity")
    return f"{panels}<h2>Activity</h2>{activity}"
