"""HTML helpers shared by the dashboard's pages: escaping, tables, links, markdown."""

from __future__ import annotations

import html
from typing import Any, get_args

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


def memory_link(memory_id: str, label: str) -> str:
    return f'<a class=memory href="/m/{h(memory_id)}">{h(label)}</a>'
