"""Dashboard pages with actions: one memory (read, edit, forget, restore), the review queue,
dreams, snapshots and shares between agents. Each action is a form ``static/app.js`` sends
to ``/api/v1``; ``data-next`` says where to go after it succeeds."""

from __future__ import annotations

import json
from typing import Any

from .. import Bower, BowerError
from .dream_report import Titles, sentence
from .html import (
    TYPES,
    Scope,
    action,
    h,
    hidden,
    job_form,
    markdown,
    memory_link,
    said,
    table,
)


def _title(bower: Bower, memory_id: str) -> str:
    """A linked memory's title (its id when it cannot be read: gone, or another agent's)."""
    try:
        return bower.get(memory_id).title
    except BowerError:
        return memory_id


def _sources(bower: Bower, covers: list[str]) -> str:
    """A summary's sources, each with its title (one that is gone is named by its id)."""
    rows = []
    for source_id in covers:
        try:
            title = bower.get(str(source_id)).title
        except BowerError:
            title = f"{source_id} (gone)"
        rows.append((memory_link(str(source_id), title),))
    return table(rows, ("memory",), "sources")


def render_memory(bower: Bower, memory_id: str) -> tuple[str, str]:
    """The memory page: rendered text, frontmatter, relations, chain, history, actions."""
    info = bower.explain(memory_id)
    memory = info.memory
    data = memory.to_dict()
    front = {k: v for k, v in data.items() if k not in ("content", "title", "relations")}
    meta = table(
        [
            (h(k), f"<code>{h(json.dumps(v) if isinstance(v, list | dict) else v)}</code>")
            for k, v in front.items()
        ],
        ("field", "value"),
        "meta",
    )
    relations = table(
        [
            (
                h(r.type),
                memory_link(r.target, _title(bower, r.target)),
                h(f"{r.strength:.2f}"),
                h(r.origin),
            )
            for r in memory.relations
        ],
        ("relation", "memory", "weight", "origin"),
    )
    relations += f'<p><a href="/graph?id={h(memory.id)}">Its graph</a></p>'
    if memory.source == "summary":
        relations += "<h2>Sources</h2>" + _sources(bower, memory.extra.get("covers", []))
    chain = ""
    if len(info.superseded_chain) > 1:
        steps = " → ".join(memory_link(i, _title(bower, i)) for i in info.superseded_chain)
        chain = f"<h2>Superseded</h2><p class=chain>{steps}</p>"
    history = table(
        [
            (h(e.to_dict()["at"]), h(e.action), f"<code>{h(json.dumps(e.details))}</code>")
            for e in info.history
        ],
        ("when", "what", "details"),
        "history",
    )
    api = f"/api/v1/memories/{memory.id}"
    type_options = "".join(
        f"<option{' selected' if t == memory.type else ''}>{t}</option>" for t in TYPES
    )
    edit = action(
        api,
        "PATCH",
        "Save",
        f'<label>Title <input name=title value="{h(memory.title)}" required></label>'
        f"<label>Text <textarea name=text rows=8 required>{h(memory.content)}</textarea></label>"
        f'<label>Tags <input name=tags value="{h(", ".join(memory.tags))}" data-list '
        'placeholder="comma, separated"></label>'
        f"<label>Type <select name=type>{type_options}</select></label>",
        cls="edit",
        changed_only=True,  # an edited text gets a title derived from it, unless retitled
    )
    if memory.maturity == "archived":
        state = action(f"{api}/restore", "POST", "Restore", cls="restore")
    else:
        state = action(api, "DELETE", "Forget (archive)", cls="forget")
    state += action(
        f"{api}?hard=true",
        "DELETE",
        "Delete file",
        next_="/browse",
        confirm="Delete this memory's file for good? This cannot be undone.",
        cls="danger",
    )
    badges = (
        f"<span class='badge type'>{h(memory.type)}</span>"
        f"<span class='badge maturity {h(memory.maturity)}'>{h(memory.maturity)}</span>"
    )
    body = (
        f"<p class=sub>{badges}said {said(memory.observed_at, memory.created)}"
        + (
            f" · stored {memory.created:%Y-%m-%d}"
            if memory.observed_at and memory.observed_at.date() != memory.created.date()
            else ""
        )
        + f" · <code>{h(memory.path)}</code> · <code>{h(memory.id)}</code></p>"
        f"<article class=content>{markdown(memory.content)}</article>"
        f"<div class=actions>{state}</div>{chain}"
        f"<h2>Relations</h2>{relations}<h2>Frontmatter</h2>{meta}"
        f"<h2>History</h2>{history}<h2>Edit</h2>{edit}"
    )
    return memory.title, body


def render_review(bower: Bower, scope: Scope) -> str:
    """The review queue of ``scope``: each change with why it waits, to approve or reject."""
    items = bower.review(all_agents=scope.every)
    if not items:
        return "<p class=empty>No change is waiting for review.</p>"
    on = "" if scope.every else scope.agent
    titles = Titles(bower)
    rows = []
    for item in items:
        change = item.change
        what = sentence(change.to_dict(), titles)  # the memories by title, not by id
        ids = hidden("ids", [item.id]) + (hidden("all_agents", True) if scope.every else "")
        buttons = action("/api/v1/review/approve", "POST", "Approve", ids, cls="approve", agent=on)
        buttons += action("/api/v1/review/reject", "POST", "Reject", ids, cls="reject", agent=on)
        rows.append(
            (
                f"<code>{h(item.id)}</code>",
                h(change.kind),
                f"{what}.<br><span class=muted>queued because: {h(item.why)}</span>",
                h(f"{change.confidence:.2f}"),
                f"<div class=buttons>{buttons}</div>",
            )
        )
    return table(rows, ("change", "kind", "what it does", "confidence", ""), "review")


def render_dream(bower: Bower, scope: Scope) -> str:
    """Dry-run preview (shown in place, in sentences), apply, and past dreams, for
    ``scope``. Both run as background jobs, so a long dream shows its progress."""
    preview = job_form("dream", "Preview (dry run)", scope.agent, show="plan", dry_run=True)
    apply = job_form(
        "dream",
        "Apply",
        scope.agent,
        show="plan",
        confirm="Apply the dream now? A snapshot is taken first; you can roll it back.",
    )
    past = _snapshot_rows(bower)
    return (
        f"<p>A dream links, merges, promotes, archives and summarises {h(scope.who)}'s "
        "memories. Changes it is unsure of wait in the review queue.</p>"
        f"<div class=buttons>{preview}{apply}</div><div id=plan class=result></div>"
        f"<h2>Past dreams</h2>{past}"
    )


def render_snapshots(bower: Bower, scope: Scope) -> str:
    """Snapshots with what each dream changed; rollback shows what it would undo first."""
    return (
        "<p>Rolling back undoes that dream change by change; memories written after it are "
        "never touched. Preview first: it lists what would be restored or removed. Snapshots "
        "are the home's (every agent's dreams).</p>"
        f"{_snapshot_rows(bower, actions=True)}<div id=rollback class=result></div>"
    )


def _snapshot_rows(bower: Bower, actions: bool = False) -> str:
    try:
        snaps = bower.snapshots()
    except BowerError as exc:
        return f"<p class=error>{h(exc.message)}</p>"
    rows = []
    for snap in snaps:
        manifest: dict[str, Any] = snap.manifest
        summary = manifest.get("summary") or {}
        what = ", ".join(f"{k} {v}" for k, v in summary.items()) if summary else "—"
        row: tuple[Any, ...] = (
            f"<code>{h(snap.name)}</code>",
            h(what),
            h(manifest.get("applied", "—")),
        )
        if actions:
            name = hidden("snapshot", snap.name) + hidden("all_agents", True)
            buttons = action(
                "/api/v1/rollback",
                "POST",
                "Preview rollback",
                name + hidden("dry_run", True),
                show="rollback",
            )
            buttons += action(
                "/api/v1/rollback",
                "POST",
                "Roll back",
                name + hidden("dry_run", False),
                confirm=f"Undo the dream of {snap.name}?",
                show="rollback",
            )
            row = (*row, f"<div class=buttons>{buttons}</div>")
        rows.append(row)
    head: tuple[str, ...] = ("snapshot", "planned", "applied")
    return table(rows, (*head, "") if actions else head, "snapshots")


def render_shares(bower: Bower, scope: Scope) -> str:
    """Every share of the home, for its owner: who offered what to whom, each side's consent
    (with the button that gives it), and revocation; a form to offer one of this agent's
    memories to another agent (the offer is this side's consent)."""
    rows = []
    for share in bower.sharing.shares(all_agents=True):
        data = share.to_dict()
        consents = []
        for agent, when in data["consent"].items():
            if when:
                consents.append(f"<span class=yes>{h(agent)}: yes</span>")
            elif share.status == "pending":
                consents.append(
                    action(
                        f"/api/v1/shares/{data['id']}/approve",
                        "POST",
                        f"Approve for {agent}",
                        agent=agent,
                        cls="approve",
                    )
                )
            else:
                consents.append(f"<span class=no>{h(agent)}: no</span>")
        revoke = ""
        if share.status != "revoked":
            revoke = action(
                f"/api/v1/shares/{data['id']}/revoke",
                "POST",
                "Revoke",
                agent=str(data["owner"]),
                cls="reject",
                confirm="Revoke this share? The other agent's copy is erased.",
            )
        rows.append(
            (
                h(data["id"]),
                h(str(data.get("title") or data["memory"])),
                f"{h(data['owner'])} → {h(data['with'])}",
                f"<span class=status-{h(share.status)}>{h(share.status)}</span>",
                " ".join(consents),
                revoke,
            )
        )
    offer = action(
        "/api/v1/shares",
        "POST",
        "Offer",
        '<input name=memory placeholder="memory id" aria-label="memory id" required>'
        '<input name=with_agent placeholder="other agent" aria-label="other agent" required>'
        + hidden("consent", True),
        agent=bower.agent,
    )
    intro = (
        "<p>A memory crosses to another agent only when both owners approve; episodic and "
        "sensitive memories are refused, and revoking erases the copy. "
        f"Offer one of {h(bower.agent)}'s memories:</p>{offer}"
    )
    if not rows:
        return intro + "<p class=empty>Nothing is shared, or offered, between agents.</p>"
    listing = table(rows, ("share", "memory", "from → to", "status", "consent", ""), "shares")
    return intro + listing
