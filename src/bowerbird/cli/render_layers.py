"""Terminal views of the conversation layers and the agents (seed 004): sessions, messages,
history, profiles, agents — and ``generic``, the readable view of any other answer (a
benchmark's figures) as indented ``key: value`` lines. Imported only for a terminal."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table

from .render import console


def agents(data: dict[str, Any]) -> None:
    table = Table(title=f"agents (this command reads as {data['current']})")
    table.add_column("agent")
    table.add_column("memories", justify="right")
    for row in data["agents"]:
        mark = " *" if row["agent"] == data["current"] else ""
        table.add_row(escape(row["agent"]) + mark, str(row["memories"]))
    console.print(table)


def messages(data: dict[str, Any]) -> None:
    results = data["results"]
    if "searched" in data:  # a search across agents: say what it covered, matches or not
        console.print(f"[dim]searched: {escape(data['searched'])}[/]")
    for note in data.get("notes", []):
        console.print(f"[yellow]note:[/] {escape(note)}")
    if not results:
        console.print(f"[dim]No message matches[/] {escape(data['query'])!r}.")
        return
    console.print(f"[dim]{len(results)} message(s)[/]")
    for hit in results:
        console.print(
            f"[cyan]{hit['session']}[/] [dim]{hit['at'][:16].replace('T', ' ')}[/] "
            f"[magenta]{hit['role']}[/]  {escape(hit['content'][:300])}"
        )


def session(data: dict[str, Any]) -> None:
    shown = data["messages"]
    console.print(f"[bold]session {escape(data['session'])}[/] — {len(shown)} message(s)")
    for message in shown:
        console.print(
            f"[dim]{message['at'][11:16]}[/] [magenta]{message['role']:<9}[/] "
            f"{escape(message['content'])}"
        )


def forgotten_messages(data: dict[str, Any]) -> None:
    console.print(f"Forgot {data['forgotten']} message(s) of session {escape(data['session'])}.")


def sessions(data: dict[str, Any]) -> None:
    if "closed" in data:
        closed = data["closed"]
        console.print(f"Closed session {closed}." if closed else "No session was open.")
        return
    rows = data["sessions"]
    if not rows:
        console.print("[dim]No conversation yet.[/]")
        return
    table = Table(title=f"{len(rows)} session(s), oldest first")
    for name in ("session", "agents", "first", "last", "messages"):
        table.add_column(name, justify="right" if name == "messages" else "left")
    for row in rows:
        table.add_row(
            row["session"],
            ", ".join(row["agents"]),
            row["first"][:16].replace("T", " "),
            row["last"][:16].replace("T", " "),
            str(row["messages"]),
        )
    console.print(table)


def history(data: dict[str, Any]) -> None:
    console.print(
        f"[dim]{data['tokens']} of {data['budget_tokens']} tokens, "
        f"{len(data['sessions'])} session(s)[/]"
    )
    print(data["history"], end="" if data["history"].endswith("\n") else "\n")


def profile(data: dict[str, Any]) -> None:
    who = f"{data.get('entity_type', 'user')} {data.get('entity_id', '')}".strip()
    attributes = data.get("attributes") or {}
    if not attributes:
        console.print(f"[dim]No attribute known for {escape(who)} yet.[/]")
        return
    table = Table(title=f"profile of {escape(who)}")
    for name in ("key", "value", "confidence", "source"):
        table.add_column(name)
    for key, attr in sorted(attributes.items()):
        table.add_row(
            escape(key),
            escape(str(attr.get("value", ""))),
            f"{attr.get('confidence', 1.0):.2f}",
            escape(str(attr.get("source", ""))),
        )
    console.print(table)


def profile_set(data: dict[str, Any]) -> None:
    console.print(f"{escape(data['key'])} = {escape(str(data['value']))} ({data['outcome']})")
    if data.get("reason"):
        console.print(f"[dim]{escape(data['reason'])}[/]")


def profile_extract(data: dict[str, Any]) -> None:
    changes = data["changes"]
    if not changes:
        console.print("[dim]No attribute found in the important facts.[/]")
    for change in changes:
        profile_set(change)


def profile_forget(data: dict[str, Any]) -> None:
    said = "forgotten" if data["forgotten"] else "was not set"
    console.print(f"{escape(data['key'])}: {said}.")


def watch(data: dict[str, Any]) -> None:
    """`bower watch --stop` and `--status`."""
    if "stopped" in data:
        console.print("Stopped the tree watcher." if data["stopped"] else "No watcher was running.")
        return
    if data.get("running"):
        console.print(f"The tree watcher is running (pid {data['pid']}).")
    else:
        console.print("No tree watcher is running.")
    console.print(
        f"[dim]watch = {data['watch']}; starts on homes of {data['watch_min_files']}+ files; "
        f"exits after {int(data['watch_idle_s'])} s idle"
        + ("" if data.get("supported", True) else "; not supported on this system")
        + "[/]"
    )


def generic(data: Any) -> None:
    """Any answer as indented ``key: value`` lines (lists of scalars on one line)."""
    for line in _lines(data, 0):
        console.print(escape(line))


def _lines(value: Any, depth: int) -> list[str]:
    pad = "  " * depth
    if isinstance(value, dict):
        out: list[str] = []
        for key, item in value.items():
            if isinstance(item, dict | list) and item and not _flat(item):
                out.append(f"{pad}{key}:")
                out.extend(_lines(item, depth + 1))
            else:
                out.append(f"{pad}{key}: {_scalar(item)}")
        return out
    if isinstance(value, list):
        if _flat(value):
            return [pad + _scalar(value)]
        out = []
        for item in value:
            inner = _lines(item, depth + 1)
            out.append(f"{pad}- {inner[0].strip()}" if inner else f"{pad}-")
            out.extend(inner[1:])
        return out
    return [pad + _scalar(value)]


def _flat(value: Any) -> bool:
    items = value.values() if isinstance(value, dict) else value
    return all(not isinstance(v, dict | list) for v in items)


def _scalar(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_scalar(v) for v in value) or "—"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_scalar(v)}" for k, v in value.items()) or "—"
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def wiped(data: dict[str, Any]) -> None:
    console.print(
        f"Wiped agent {escape(data['agent'])}: {data['removed']} memories and "
        f"{data['messages']} raw messages erased."
    )


def graph(data: dict[str, Any]) -> None:
    """Each memory by hop (the focus first), then its edges: type, weight, origin."""
    titles = {n["id"]: n["title"] for n in data["nodes"]}
    if not data["nodes"]:
        console.print("No memories yet.")
        return
    for node in data["nodes"]:
        level = f" (summary, level {node['level']})" if node["level"] else ""
        indent = "  " * node["hop"]
        console.print(f"{indent}[bold]{escape(node['id'])}[/]{level}  {escape(node['title'])}")
    count = len(data["edges"])
    console.print(f"\n{count} edge{'' if count == 1 else 's'}:")
    for e in data["edges"]:
        by = f", by {e['origin']}" if e["origin"] else ""
        console.print(
            f"  {escape(titles[e['source']][:50])} —{escape(e['type'])} "
            f"{e['strength']:.2f}{escape(by)}→ {escape(titles[e['target']][:50])}"
        )
    if data["left_out"]:
        console.print(f"({data['left_out']} more linked memories left out: --limit N for more)")


def shares(data: dict[str, Any]) -> None:
    listed = data.get("shares", [data])
    if not listed:
        console.print("No shares: `bower share propose ID --with AGENT` offers a memory.")
    for share in listed:
        consents = ", ".join(
            f"{agent} {'yes' if when else 'not yet'}" for agent, when in share["consent"].items()
        )
        console.print(
            f"[cyan]{share['id']}[/] {share['status']:<8} {share['owner']} → {share['with']}  "
            f"{escape(str(share.get('title') or share['memory'])[:60])}  [dim]consent: "
            f"{consents}[/]"
        )
