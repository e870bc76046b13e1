"""HTML helpers shared by the dashboard's pages: escaping, tables, links, markdown."""

from __future__ import annotations

import html
import json
import math
from dataclasses import dataclass
from datetime import datetime
from typing import Any, get_args
from urllib.parse import urlencode

from .. import MemoryType

TYPES: tuple[str, ...] = get_args(MemoryType)


def h(value: Any) -> str:
    """Escape for HTML text and attribute values."""
    return html.escape("" if value is None else str(value), quote=True)


def markdown(text: str) -> str:
    from markdown_it import MarkdownIt

    return str(MarkdownIt("commonmark", {"html": False}).render(text))


def table(rows: list[tuple[Any, ...]], head: tuple[str, ...], cls: str = "") -> str:
    if not rows:
        return "<p class=empty>Nothing here.</p>"
    th = "".join(f"<th>{h(c)}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table class='{cls}'><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def said(observed: datetime | None, created: datetime) -> str:
    """When a memory was said — its ``observed_at``, else when it was stored — as a date,
    with both on hover: a note curated today about last March was said last March."""
    when = observed or created
    hover = (
        f"said {when:%Y-%m-%d %H:%M} UTC, stored {created:%Y-%m-%d}"
        if observed is not None
        else f"said and stored {created:%Y-%m-%d %H:%M} UTC"
    )
    return (
        f'<time class=said datetime="{when.isoformat()}" title="{h(hover)}">{when:%Y-%m-%d}</time>'
    )


def memory_link(memory_id: str, label: str) -> str:
    return f'<a class=memory href="/m/{h(memory_id)}">{h(label)}</a>'


def action(
    url: str,
    method: str,
    label: str,
    fields: str = "",
    *,
    next_: str = "reload",
    confirm: str = "",
    cls: str = "",
    show: str = "",
    changed_only: bool = False,
    agent: str = "",
    job: str = "",
    path_field: str = "",
    choices: tuple[tuple[str, str], ...] = (),
) -> str:
    """A form that sends its fields as JSON to the API (``static/app.js``), as ``agent``
    when given (the ``X-Bowerbird-Agent`` header); with ``job`` it starts that action as a
    background job (``url`` unused) and shows its progress, then its result, in ``show``.
    ``choices`` turns ``label`` into the preview (``dry_run``) of the same fields and adds a
    button per ``(label, confirmation)`` that runs them."""
    extra = f' data-confirm="{h(confirm)}"' if confirm else ""
    extra += f' data-agent="{h(agent)}"' if agent else ""
    extra += " data-changed-only" if changed_only else ""
    extra += f' data-show="{h(show)}"' if show else ""
    extra += f' data-job="{h(job)}"' if job else ""
    extra += f' data-path-field="{h(path_field)}"' if path_field else ""
    buttons = f"<button>{h(label)}</button>"
    if choices:
        buttons = f"<button class=preview name=dry_run value=true>{h(label)}</button>" + "".join(
            f'<button name=dry_run value=false data-confirm="{h(ask)}">{h(text)}</button>'
            for text, ask in choices
        )
    return (
        f'<form class="action {cls}" data-api="{h(url)}" data-method="{method}" '
        f'data-next="{h(next_)}"{extra}>{fields}{buttons}</form>'
    )


def hidden(name: str, value: Any) -> str:
    return f'<input type=hidden name="{h(name)}" value="{h(json.dumps(value))}" data-json>'


def job_form(
    job: str, label: str, agent: str, *, show: str = "", confirm: str = "", **fields: Any
) -> str:
    """A button that runs ``job`` in the background for ``agent`` (every agent's with
    ``*``) with ``fields``, its progress and result shown in ``show`` (default: the job's
    name)."""
    values = {"dry_run": False, **fields}
    if agent == ALL:
        values["all_agents"] = True
    inputs = "".join(hidden(k, v) for k, v in values.items())
    cls = "preview" if values["dry_run"] else "run"
    return action(
        "",
        "POST",
        label,
        inputs,
        job=job,
        show=show or job,
        confirm=confirm,
        cls=cls,
        agent="" if agent == ALL else agent,
    )


@dataclass(frozen=True)
class Scope:
    """Whose memories a dashboard page shows: one agent's, or every agent's (``*``); links
    carry it as ``?agent=`` (left out for the server's own agent)."""

    agent: str
    own: str
    agents: tuple[str, ...]

    @property
    def every(self) -> bool:
        """The page covers every agent."""
        return self.agent == ALL

    @property
    def who(self) -> str:
        """Who the page's counts cover, in words."""
        return "all agents" if self.every else f"agent {self.agent}"

    def href(self, path: str, **query: Any) -> str:
        """``path`` with ``query`` (empty values left out) and this scope's agent, escaped
        for an attribute."""
        kept = {k: v for k, v in query.items() if v not in (None, "", [], ())}
        if self.agent != self.own:
            kept = {"agent": self.agent, **kept}
        return h(path + ("?" + urlencode(kept, doseq=True) if kept else ""))

    def field(self) -> str:
        """A hidden input that keeps this scope's agent in a GET form."""
        if self.agent == self.own:
            return ""
        return f'<input type=hidden name=agent value="{h(self.agent)}">'

    def switcher(self, path: str, query: dict[str, list[str]]) -> str:
        """The agent picker of the page header: the same page for another agent (or all),
        keeping the page's other parameters except its place in a listing."""
        options = [(ALL, "all agents"), *((a, a) for a in self.agents)]
        choices = "".join(
            f'<option value="{h(v)}"{" selected" if v == self.agent else ""}>{h(label)}</option>'
            for v, label in options
        )
        kept = "".join(
            f'<input type=hidden name="{h(k)}" value="{h(v)}">'
            for k, values in query.items()
            if k not in ("agent", "offset")
            for v in values
        )
        return (
            f'<form class=agent action="{h(path)}"><label>Agent <select name=agent '
            f"data-autosubmit>{choices}</select></label>{kept}"
            "<noscript><button>Show</button></noscript></form>"
        )


ALL = "*"


def pager(scope: Scope, path: str, offset: int, limit: int, total: int, **query: Any) -> str:
    """Links to the previous and next page of a listing of ``total`` (nothing when one
    page holds it)."""
    if total <= limit:
        return ""
    parts = []
    if offset > 0:
        back = scope.href(path, **query, offset=max(0, offset - limit) or None)
        parts.append(f'<a rel=prev href="{back}">← newer</a>')
    parts.append(f"<span>page {offset // limit + 1} of {math.ceil(total / limit)}</span>")
    if offset + limit < total:
        parts.append(
            f'<a rel=next href="{scope.href(path, **query, offset=offset + limit)}">older →</a>'
        )
    return f"<nav class=pager>{' '.join(parts)}</nav>"
