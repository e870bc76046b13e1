"""Rich renderings for a terminal. Imported only when stdout is a TTY (rich costs start-up)."""

from __future__ import annotations

from typing import Any, cast

from rich.console import Console
from rich.markup import escape
from rich.table import Table


class _CommandConsole:
    """The console of the command being run. A process runs one command, but a resident
    (cli/resident.py) runs many, each for another terminal (its width, its colours, or none):
    rich decides those when a console is made, so each command gets its own (``fresh``)."""

    _current: Console | None = None

    def __getattr__(self, name: str) -> Any:
        if _CommandConsole._current is None:
            _CommandConsole._current = Console(highlight=False)
        return getattr(_CommandConsole._current, name)


def fresh() -> None:
    """The next print makes a new console (from this command's stdout and environment)."""
    _CommandConsole._current = None


console = cast(Console, _CommandConsole())


def query(data: dict[str, Any]) -> None:
    results = data["results"]
    if not results:
        console.print(f"[dim]No memory matches[/] {escape(data['query'])!r}.")
        return
    console.print(
        f"[dim]{len(results)} result(s) in {data['took_ms']} ms "
        f"(tier {data['tier']} {data['tier_name']}, {data['mode']})[/]"
    )
    for note in data.get("notes", []):
        console.print(f"[yellow]note:[/] {escape(note)}")
    for hit in results:
        # A weak hit is shown (the floor no longer hides it) but marked, and dimmed.
        mark = " [dim](weak)[/]" if hit.get("weak") else ""
        console.print(
            f"[bold]{hit['score']:.2f}[/]  [magenta]{hit['type']:<9}[/] "
            f"[bold]{escape(hit['title'])}[/]{mark}"
        )
        lines = hit.get("lines")
        where = hit["path"] + (f":{lines[0]}-{lines[1]}" if lines else "")
        console.print(f"      [cyan]{hit['id']}[/]  [dim]{hit['created'][:10]}  {escape(where)}[/]")
        if hit.get("superseded_by"):
            console.print(f"      [yellow]superseded by {hit['superseded_by']}[/]")
        if hit["snippet"] and hit["snippet"] != hit["title"]:
            console.print(f"      {escape(hit['snippet'])}")
        why = hit["why"]
        console.print(
            f"      [dim]why: keywords {why['bm25']:.2f} · terms {why['coverage']:.2f} · "
            f"semantic {why['semantic']:.2f} · graph {why['graph']:.2f}[/]"
        )


def context(data: dict[str, Any]) -> None:
    # Plain text: this is meant to be copied into a prompt.
    print(data["context"], end="")


def overview(data: dict[str, Any]) -> None:
    if not data["shown"]:
        console.print(escape(data["note"]) + ".")
        return
    print(data["context"])
    if data["truncated"]:
        console.print(f"(cut at {data['budget_tokens']} tokens: --budget-tokens N for more)")


_DID = {
    "created": "Stored",
    "updated": "Updated",
    "appended": "Added to",
    "superseded": "Stored",
    "duplicate": "Already stored as",
}


def curate(data: dict[str, Any]) -> None:
    dry = data.get("dry_run")
    memories = {m["id"]: m for m in data["memories"]}
    for action in data["actions"]:
        mem = memories.get(action["id"], {})
        verb = _DID[action["action"]]
        if dry:
            verb = "Would be a duplicate of" if action["action"] == "duplicate" else "Would write"
        line = f"{verb} [cyan]{action['id']}[/]"
        if action["action"] == "superseded":
            line += f", superseding [cyan]{action['target']}[/]"
        if mem and action["action"] != "duplicate":
            line += (
                f" ({mem['type']}, importance {mem['importance']}) → [dim]{escape(mem['path'])}[/]"
            )
        if action.get("reason") and action["action"] != "created":
            line += f"  [dim]{escape(action['reason'])}[/]"
        console.print(line)
    for note in data.get("notes", []):
        console.print(f"[yellow]note:[/] {escape(note)}")


def _history(events: list[dict[str, Any]]) -> None:
    for event in events:
        details = ", ".join(
            f"{k}={v}" for k, v in event["details"].items() if k not in ("snapshot", "change")
        )
        console.print(f"  [dim]{event['at']}[/]  {event['action']:<20} {escape(details)[:100]}")


def memory(data: dict[str, Any]) -> None:
    console.print(f"[bold]{escape(data['title'])}[/]  [cyan]{data['id']}[/]")
    meta = Table.grid(padding=(0, 2))
    for key in (
        "type",
        "maturity",
        "path",
        "created",
        "updated",
        "observed_at",
        "importance",
        "access_count",
        "confidence",
        "source",
        "agent",
        "tags",
        "keywords",
        "supersedes",
        "superseded_by",
        "valid_to",
    ):
        value = data.get(key)
        if value not in (None, [], ""):
            shown = ", ".join(value) if isinstance(value, list) else str(value)
            meta.add_row(f"[dim]{key}[/]", escape(shown))
    console.print(meta)
    console.print()
    console.print(escape(data["content"]))
    if "history" in data:
        console.print()
        console.print("[bold]history[/]")
        _history(data["history"])


_ERASED = {
    "snapshot_copies": "snapshot copies",
    "snapshot_records": "snapshot records",
    "audit_lines": "audit lines",
    "access_lines": "access-log lines",
    "review_items": "review items",
    "references": "links in other memories",
    "messages": "raw messages",
    "summaries": "session summaries",
    "vectors": "vectors",
}


def link(data: dict[str, Any]) -> None:
    edges = ", ".join(f"{e['type']} ({e['weight']:g})" for e in data["edges"]) or "no edge"
    ends = f"[cyan]{data['source']}[/] and [cyan]{data['target']}[/]"
    if data["action"] == "linked":
        verb = "Linked" if data["changed"] else "Already linked:"
        console.print(f"{verb} {ends}: {edges}.")
    elif data["changed"]:
        console.print(f"Unlinked {ends}: {edges}.")
    else:
        console.print(f"No edge between {ends} to remove.")


def forget(data: dict[str, Any]) -> None:
    erased = data.get("erased") or {}
    if erased.get("finished"):
        console.print(
            f"[cyan]{data['id']}[/] was erased by an earlier run; anything that run left "
            "behind is gone now."
        )
    elif data["deleted"]:
        console.print(f"Deleted [cyan]{data['id']}[/] ({escape(data['path'])}).")
    if data["deleted"]:
        parts = [f"{erased[k]} {label}" for k, label in _ERASED.items() if erased.get(k)]
        if parts:
            console.print("Also erased: " + ", ".join(parts) + ".")
        if erased and not erased.get("compacted"):
            console.print("The index's freed pages are overwritten at its next compaction.")
    else:
        console.print(
            f"Archived [cyan]{data['id']}[/]; `bower restore {data['id']}` brings it back."
        )


def restore(data: dict[str, Any]) -> None:
    console.print(f"Restored [cyan]{data['id']}[/] as {data['maturity']}.")


def status(data: dict[str, Any]) -> None:
    health = data["health"]
    mark = "[green]ok[/]" if health["ok"] else "[red]needs attention[/]"
    console.print(f"[bold]bowerbird[/] home {escape(data['home'])}  index {mark}")
    table = Table(show_header=True)
    table.add_column("type")
    table.add_column("count", justify="right")
    for kind, n in sorted(data["by_type"].items()):
        table.add_row(kind, str(n))
    if data.get("summaries"):
        table.add_row("summaries (dream)", str(data["summaries"]))
    table.add_row("[bold]live total[/]", f"[bold]{data['memories']}[/]")
    console.print(table)
    layers = data.get("layers") or {}
    if layers:
        console.print(
            f"layers: {layers['memories']} live memories "
            f"({layers['archived_or_superseded']} archived or superseded), "
            f"{layers['messages']} messages in {layers['sessions']} sessions, "
            f"{layers['summaries']} session summaries, {layers['profiles']} profiles "
            f"({layers['profile_attributes']} attributes), journal {layers['journal_files']} files"
        )
    maturity = ", ".join(f"{k} {v}" for k, v in sorted(data["by_maturity"].items()))
    console.print(
        f"maturity: {maturity or '—'}; archived: {data.get('archived', 0)}; "
        f"superseded: {data['superseded']} (kept, not counted)"
    )
    console.print(
        f"tree: {data['tree_files']} files, {data['tree_bytes']:,} bytes; "
        f"index: {data['index_bytes']:,} bytes"
    )
    vectors = data.get("vectors") or {}
    if vectors.get("model"):
        console.print(
            f"vectors: {vectors['current']} current, {vectors['pending']} pending "
            f"([dim]{escape(vectors['model'])}[/])"
        )
    elif vectors.get("error"):
        console.print(f"[yellow]vectors unavailable:[/] {escape(vectors['error'])}")
    server = data.get("server")
    if server:  # the process answering this home's commands (`bower serve` or a resident)
        what = "resident process" if server["kind"] == "resident" else "bower serve"
        where = f"API at {server['url']}, " if server.get("url") else ""
        console.print(
            f"commands answered by the {what} (pid {server['pid']}, {where}"
            f"since {server['started']})"
        )
    journal = data.get("journal") or {}
    if journal.get("files"):
        waiting = vectors.get("journal_pending", 0)
        console.print(
            f"journal: {journal['files']} files, {journal['chunks']} chunks"
            + (f", {waiting} not embedded yet" if waiting else "")
        )
    for bad in journal.get("unreadable", []):
        console.print(f"[yellow]skipped[/] {escape(bad['path'])}: {escape(bad['reason'])}")
    arrange = data.get("arrange") or {}
    if arrange.get("review_pending"):
        console.print(f"[yellow]{arrange['review_pending']} dream change(s) await review[/]")
    if arrange.get("interrupted_dream"):
        console.print("[red]a dream was interrupted; the next `bower dream` repairs it[/]")
    for bad in health["unparsable"]:
        console.print(f"[red]unparsable[/] {escape(bad['path'])}: {escape(bad['reason'])}")
    if health["recovered_from"]:
        console.print(f"[yellow]a corrupt index was moved to {health['recovered_from']}[/]")


def reindex(data: dict[str, Any]) -> None:
    console.print(
        f"Reindexed {data['memories']} memories from {data['scanned']} files "
        f"in {data['took_ms'] / 1000:.2f} s; embedded {data.get('embedded', 0)}."
    )
    for bad in data["errors"]:
        console.print(f"[red]unparsable[/] {escape(bad['path'])}: {escape(bad['reason'])}")


def warm(data: dict[str, Any]) -> None:
    console.print(
        f"Embedded {data['newly_cached']} new text(s); {data['total']} memories have a vector."
    )


def version(data: dict[str, Any]) -> None:
    console.print(f"bowerbird {data['version']}")


def bench_core(data: dict[str, Any]) -> None:
    console.print(
        f"[bold]{data['corpus_size']:,} memories[/]: reindex {data['reindex_s']} s "
        f"({data['reindex_files_per_s']:,} files/s; again {data['reindex_again_s']} s)"
    )
    inp = data["in_process"]
    console.print(
        f"in-process: status {inp['status_median_ms']} ms, query p50 {inp['query_p50_ms']} ms, "
        f"p95 {inp['query_p95_ms']} ms; peak RSS {data['peak_rss_mb']} MB"
    )
    table = Table(title="whole process (median of runs)")
    table.add_column("command")
    table.add_column("median ms", justify="right")
    table.add_column("max ms", justify="right")
    table.add_column("× baseline", justify="right")
    for name, row in data["whole_process"].items():
        table.add_row(name, str(row["median_ms"]), str(row["max_ms"]), str(row["x_baseline"]))
    console.print(table)


def batch(data: dict[str, Any]) -> None:
    console.print(
        f"{len(data['created'])} memories created, {len(data.get('updated', []))} updated"
        + (f", {data['duplicates']} duplicates skipped" if data.get("duplicates") else "")
        + f" from {data.get('notes', data.get('messages'))} "
        + ("notes." if "notes" in data else "messages.")
    )


def imported(data: dict[str, Any]) -> None:
    read = [
        f"{data['conversations']} conversations" if data["conversations"] else "",
        f"{data['messages']} messages ({data['kept']} kept)" if data["messages"] else "",
        f"{data['facts']} facts" if data["facts"] else "",
    ]
    console.print(
        f"Read {', '.join(r for r in read if r) or 'nothing'} from {escape(data['source'])} "
        f"({data['format']}) in {data['took_ms'] / 1000:.1f} s."
    )
    console.print(
        f"{len(data['created'])} memories created, {len(data['updated'])} updated, "
        f"{data['duplicates']} duplicates, {data['links']} links"
        + (f", {data['already']} already imported" if data["already"] else "")
        + (f", {data['redacted']} credentials redacted" if data["redacted"] else "")
        + "."
    )
    history = [
        f"{data[key]} {label}"
        for key, label in (
            ("history", "history lines"),
            ("review", "review items"),
            ("ledger", "import-ledger lines"),
        )
        if data.get(key)
    ]
    if history:
        console.print("Restored " + ", ".join(history) + ".")
    for why, count in data["skipped"].items():
        console.print(f"  [dim]skipped {count} × {escape(why)}[/]")


def exported(data: dict[str, Any]) -> None:
    whose = f"agent {data['agent']}" if data["agent"] else "the whole home"
    console.print(
        f"Wrote {data['memories']} memories, {data['messages']} messages, {data['files']} "
        f"other files and {data.get('history', 0)} history lines of {whose} to "
        f"{escape(data['path'])} ({data['format']}, {data['bytes']:,} bytes)."
    )


_BOOKKEEPING = frozenset({"fold_access"})


def _more(total: int, shown: int, what: str) -> None:
    """The line a cut listing ends with: how many more, and where they all are."""
    if total > shown:
        console.print(f"  [dim]… and {total - shown} more {what} (--json lists every one)[/]")


def dream(data: dict[str, Any]) -> None:
    if data.get("repaired"):
        console.print(f"[yellow]restored snapshot {data['repaired']} after an interrupted dream[/]")
    if data.get("stopped"):
        console.print(f"[yellow]stopped:[/] {escape(data['stopped'])}")
    summary = ", ".join(f"{k} {v}" for k, v in data["summary"].items()) or "nothing to do"
    verb = "would change" if data["dry_run"] else "planned"
    console.print(f"Dream {verb}: {summary}.")
    # What changes a memory first; bookkeeping (access counts folded in) last: thirty
    # fold_access lines once hid a home's supersede and its summaries.
    plan = sorted(data["plan"], key=lambda c: c["kind"] in _BOOKKEEPING)
    for change in plan[:30]:
        console.print(
            f"  [cyan]{change['id']}[/] {change['kind']:<11} {change['confidence']:.2f}  "
            f"{escape(', '.join(change['targets'])[:80])}  [dim]{escape(change['reason'])}[/]"
        )
    _more(len(plan), 30, "changes")
    promoted = data.get("promoted") or []
    if promoted:
        verb = "would keep" if data["dry_run"] else "kept"
        console.print(f"From the daily logs, {verb} {len(promoted)} statement(s):")
        for item in promoted[:20]:
            console.print(f"  {escape(item['statement'][:90])}  [dim]{escape(item['source'])}[/]")
        _more(len(promoted), 20, "statements")
    if not data["dry_run"]:
        console.print(
            f"applied {data['applied']}, queued {len(data['queued_for_review'])} for review"
            + (f"; snapshot {data['snapshot']}" if data.get("snapshot") else "")
        )


def review(data: dict[str, Any]) -> None:
    if not data["pending"]:
        console.print("The review queue is empty.")
    for item in data["pending"]:
        console.print(
            f"[cyan]{item['id']}[/] {item['kind']:<11} {item['confidence']:.2f}  "
            f"{escape(', '.join(item['targets']))}  [dim]{escape(item['reason'])}[/]"
        )
        if item["kind"] == "memory_md":  # what approving it adds to the person's file
            console.print(
                f"    add to {escape(item['data']['to'])}: {escape(item['data']['line'])}"
            )


def rollback(data: dict[str, Any]) -> None:
    undone = len(data["restored"]) + len(data["removed"])
    if data["dry_run"]:
        head = f"Would undo {undone} change(s) of the dream before snapshot {data['snapshot']}"
    else:
        head = f"Undid {undone} change(s) of the dream before snapshot {data['snapshot']}"
    console.print(head + ("" if undone else " (nothing left to undo)") + ".")
    for item in data["restored"]:
        console.print(f"  restored [cyan]{item['id']}[/] [dim]{escape(item['path'])}[/]")
    for item in data["removed"]:
        if "line" in item:  # a line an approval added to MEMORY.md
            console.print(f"  removed  [dim]{escape(item['path'])}:[/] {escape(item['line'])}")
        else:
            console.print(f"  removed  [cyan]{item['id']}[/] [dim](created by that dream)[/]")
    for item in data["conflicts"]:
        state = "overwritten (--force)" if data["forced"] else "kept"
        console.print(f"  [yellow]conflict[/] [cyan]{item['id']}[/] {item['why']}: {state}")
    for note in data.get("notes", []):
        console.print(f"[yellow]note:[/] {escape(note)}")


def init(data: dict[str, Any]) -> None:
    if data["created"]:
        console.print(f"Created an empty memory home at [cyan]{escape(data['home'])}[/].")
    else:
        console.print(
            f"[cyan]{escape(data['home'])}[/] is already a memory home "
            f"({data['memories']} memories)."
        )


def explain(data: dict[str, Any]) -> None:
    mem = data["memory"]
    console.print(f"[bold]{escape(mem['title'])}[/]  [cyan]{mem['id']}[/]  ({mem['maturity']})")
    if len(data["superseded_chain"]) > 1:  # the chain starts at this memory itself
        chain = " → ".join(data["superseded_chain"])
        console.print(f"superseded: {chain}; the live memory is [cyan]{data['live']}[/]")
    elif data["live"] == mem["id"]:
        console.print("live")
    console.print("[bold]history[/]")
    _history(data["history"])


def snapshots(data: dict[str, Any]) -> None:
    if not data["snapshots"]:
        console.print("No snapshots yet (`bower dream` takes one before it changes anything).")
    for snap in data["snapshots"]:
        summary = ", ".join(f"{k} {v}" for k, v in (snap.get("summary") or {}).items())
        state = "  [yellow]rolled back[/]" if snap.get("rolled_back") else ""
        console.print(
            f"[cyan]{snap['name']}[/]  {snap.get('created', '')}  "
            f"applied {snap.get('applied', '?')}  [dim]{escape(summary)}[/]{state}"
        )


def rejected(data: dict[str, Any]) -> None:
    console.print(
        f"Rejected {len(data['rejected'])} change(s): "
        f"{escape(', '.join(data['rejected']))}. A dream will not propose them again while "
        "their memories say the same."
    )


def mcp_config(data: dict[str, Any]) -> None:
    import json

    console.print(f"Memory home: [cyan]{escape(data['home'])}[/]")
    console.print("\n[bold]Claude Code[/]")
    print(data["claude_code"])
    for name in ("claude_desktop", "cursor"):
        block = dict(data[name])
        console.print(f"\n[bold]{name.replace('_', ' ').title()}[/] — add to {block.pop('file')}")
        print(json.dumps(block, indent=2))
    # The hooks: what starts a session with the home's memory and flushes the transcript
    # into it (docs/integrations/claude-code.md promises them here, not only under --json).
    hooks = dict(data["claude_code_hooks"])
    console.print(f"\n[bold]Claude Code hooks[/] — merge into {escape(hooks.pop('file'))}")
    print(json.dumps(hooks, indent=2))


def doctor(data: dict[str, Any]) -> None:
    if not data["damaged"]:
        console.print("[green]ok[/]: index.db and vectors.db pass their page checks.")
    else:
        console.print(f"[yellow]damaged:[/] {escape(', '.join(data['damaged']))}")
        for path in data["moved"]:
            console.print(f"  moved aside to {escape(path)}; the index was rebuilt from the tree")
    console.print(f"{data['memories']} memories indexed, {data['unparsable']} unparsable files.")
    for label, items in (("unreadable", data["problems"]), ("skipped", data["warnings"])):
        for item in items:
            console.print(f"[yellow]{label}:[/] {escape(item['path'])}: {escape(item['reason'])}")
    if data["problems"]:
        console.print("Fix or remove those files; the rest of the home works meanwhile.")
    if data["exposed"]:
        shown = ", ".join(data["exposed"][:5]) + (" …" if len(data["exposed"]) > 5 else "")
        console.print(
            f"[yellow]warning:[/] other users may read or write this home ({escape(shown)}): "
            "memories, the index and raw messages are private text. "
            f"Fix: chmod -R go-rwx {escape(data['home'])}"
        )


def lines(data: dict[str, Any]) -> None:
    # Plain text: the file's own lines, numbered.
    width = len(str(data["end_line"]))
    for n, line in enumerate(data["text"].split("\n"), start=data["start_line"]):
        print(f"{n:>{width}}  {line}")


def journal_entry(data: dict[str, Any]) -> None:
    where = f"{data['path']}:{data['start_line']}-{data['end_line']}"
    console.print(f"Logged to [cyan]{escape(where)}[/]")
    if data["redacted"]:
        console.print(f"[yellow]redacted:[/] {', '.join(data['redacted'])}")


def journal_sources(data: dict[str, Any]) -> None:
    for source in data["sources"]:
        state = "" if source["exists"] else " [yellow](missing)[/]"
        console.print(
            f"[bold]{escape(source['name'])}[/]  {escape(source['root'])}{state}  "
            f"[dim]{source['files']} file(s), {source['chunks']} chunk(s)[/]"
        )
        for error in source["errors"]:
            console.print(
                f"  [yellow]skipped[/] {escape(error['path'])}: {escape(error['reason'])}"
            )
