"""A dream's report as a person reads it: what it would change (a preview) or changed, in
sentences that name memories by their titles, grouped by kind, the most telling first.

The report is the facade's ``to_dict()`` (of ``Bower.dream``, and of maintenance and
consolidation, which carry the same plan); titles are read through the facade. Bookkeeping
(access counts folded into the files) is one line at the end, a long group ends with "… and N
more", and the whole report stays behind a "details" toggle as the API gives it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from .. import Bower, BowerError
from .html import h

SHOWN = 8  # sentences of one kind before "… and N more"
_TITLE = 70  # characters of a title in a sentence (the whole of it on hover)

# The kinds in the order a person wants them: what changes a memory's fate first, then
# the hierarchy and the links, then the proposals; bookkeeping last, in one line.
_ORDER = (
    "merge",
    "supersede",
    "archive",
    "promote",
    "summarize",
    "synthesize",
    "link",
    "reweigh",
    "memory_md",
)
_BOOKKEEPING = frozenset({"fold_access"})
_HEADINGS = {
    "merge": "Merges",
    "supersede": "Replacements",
    "archive": "Archived",
    "promote": "Promotions",
    "summarize": "Summaries",
    "synthesize": "Patterns",
    "link": "New links",
    "reweigh": "Link weights",
    "memory_md": "Proposed for MEMORY.md",
}
# Each kind of change counted in the report's first sentence: the verb (would, did) and
# the noun (one, many); a summary is written, rewritten or retired.
_COUNTED = {
    "merge": ("merge", "merged", "restatement", "restatements"),
    "supersede": ("replace", "replaced", "memory", "memories"),
    "archive": ("archive", "archived", "memory", "memories"),
    "promote": ("promote", "promoted", "memory", "memories"),
    "summarize:new": ("write", "wrote", "summary", "summaries"),
    "summarize:rewrite": ("rewrite", "rewrote", "summary", "summaries"),
    "summarize:retire": ("retire", "retired", "summary", "summaries"),
    "synthesize": ("draw", "drew", "pattern", "patterns"),
    "link": ("link", "linked", "pair", "pairs"),
    "reweigh": ("re-weigh", "re-weighed", "link", "links"),
    "memory_md": ("propose", "proposed", "line for MEMORY.md", "lines for MEMORY.md"),
}


class Titles:
    """Memories' titles, read once each through the facade; one that cannot be read (gone,
    or never written: a summary the plan would make) is named by what the plan says, else
    its id."""

    def __init__(self, bower: Bower) -> None:
        self._bower = bower
        self._known: dict[str, str] = {}
        self._read: dict[str, datetime | None] = {}

    def know(self, memory_id: str, title: str) -> None:
        """A title the plan itself gives (a summary it would write)."""
        self._known.setdefault(memory_id, title)

    def title(self, memory_id: str) -> str | None:
        """The memory's title, or ``None`` when it cannot be read."""
        if memory_id not in self._known:
            try:
                memory = self._bower.get(memory_id)
            except BowerError:
                return None
            self._known[memory_id] = memory.title
            self._read[memory_id] = memory.last_accessed or memory.created
        return self._known[memory_id]

    def last_used(self, memory_id: str) -> datetime | None:
        """When the memory was last read (or written, never read since)."""
        self.title(memory_id)
        return self._read.get(memory_id)

    def link(self, memory_id: str) -> str:
        """The memory named in a sentence: its title in quotes, a link to its page, the
        whole title on hover."""
        title = self.title(memory_id)
        if title is None:
            return f"<code>{h(memory_id)}</code>"
        flat = " ".join(title.split())
        short = flat if len(flat) <= _TITLE else _cut(flat, _TITLE)
        return f'“<a class=memory href="/m/{h(memory_id)}" title="{h(flat)}">{h(short)}</a>”'


def _cut(text: str, chars: int) -> str:
    """``text`` shortened after a whole word, with an ellipsis."""
    cut = text[: chars - 1]
    if " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:–-") + "…"


def _aside(reason: str) -> str:
    """A change's reason as a parenthesis of a sentence: its own brackets become commas
    ("similar (cosine 0.91)" → "similar, cosine 0.91")."""
    flat = " ".join(reason.replace("(", ", ").replace(")", " ").split())
    return re.sub(r"\s+([,:;])", r"\1", flat).replace(",,", ",").strip(", ")


# A link type in words.
_LINK_WORDS = {"related_to": "related", "explicit": "belong together", "causal": "one led to it"}


def _kind(kind: str) -> str:
    return kind.replace("_", " ")


def _why_linked(kind: str, reason: str) -> str:
    """Why the dream links two memories, in words: alike, or said close together."""
    minutes = re.fullmatch(r"written (\d+) min apart", reason)
    if kind == "temporal" and minutes:
        n = int(minutes.group(1))
        return "said within a minute" if n < 1 else f"said {n} minute{'s' if n > 1 else ''} apart"
    if kind == "semantic":
        return _aside(reason).replace("similar", "alike", 1)
    return f"{_LINK_WORDS.get(kind, _kind(kind))}: {_aside(reason)}"


def _names(titles: Titles, ids: list[str]) -> str:
    links = [titles.link(i) for i in ids]
    return links[0] if len(links) == 1 else ", ".join(links[:-1]) + " and " + links[-1]


def _times(n: int) -> str:
    return {2: "twice", 3: "three times"}.get(n, f"{n} times")


def _merge(c: dict[str, Any], t: Titles, done: bool) -> str:
    into = str(c["data"].get("into", c["targets"][0]))
    others = [str(i) for i in c["data"].get("from", c["targets"][1:])]
    verb = "Merged" if done else "Merge"
    return (
        f"{verb} {_names(t, others)} into {t.link(into)} "
        f"(the same fact, said {_times(len(others) + 1)})"
    )


def _supersede(c: dict[str, Any], t: Titles, done: bool) -> str:
    winner = str(c["data"].get("winner", c["targets"][0]))
    loser = str(c["data"].get("loser", c["targets"][-1]))
    verb = "Replaced" if done else "Replace"
    return f"{verb} {t.link(loser)} with {t.link(winner)} ({h(_aside(c['reason']))})"


def _archive(c: dict[str, Any], t: Titles, done: bool) -> str:
    memory_id = str(c["targets"][0])
    why = _aside(c["reason"])
    if c["reason"].startswith("effective importance"):
        used = t.last_used(memory_id)
        if used is not None:
            days = max(0, (datetime.now(UTC) - used).days)
            why = f"not used in {days} day{'s' if days != 1 else ''}, its importance faded"
    return f"{'Archived' if done else 'Archive'} {t.link(memory_id)} ({h(why)})"


def _promote(c: dict[str, Any], t: Titles, done: bool) -> str:
    to = c["data"].get("to", "validated")
    verb = "Promoted" if done else "Promote"
    return f"{verb} {t.link(str(c['targets'][0]))} to {h(to)} ({h(_aside(c['reason']))})"


def _summarize(c: dict[str, Any], t: Titles, done: bool) -> str:
    data = c["data"]
    if data.get("retire"):
        verb = "Retired" if done else "Retire"
        return f"{verb} the summary {t.link(str(c['targets'][0]))} (its cluster is gone)"
    summary_id, covers = str(data.get("id", "")), list(data.get("covers", c["targets"]))
    t.know(summary_id, str(data.get("title", summary_id)))
    level = int(data.get("level", 1))
    what = "summaries" if level > 1 else "memories"
    if c["reason"].startswith("rewrite"):
        verb = "Rewrote" if done else "Rewrite"
        return f"{verb} the summary {t.link(summary_id)} ({len(covers)} {what}, level {level})"
    verb = "Wrote" if done else "Write"
    return f"{verb} a summary of {len(covers)} {what}, {t.link(summary_id)} (level {level})"


def _synthesize(c: dict[str, Any], t: Titles, done: bool) -> str:
    title = " ".join(str(c["data"].get("title", "")).split()) or "a pattern"
    verb = "Drew" if done else "Draw"
    return (
        f"{verb} the pattern “{h(_cut(title, _TITLE) if len(title) > _TITLE else title)}” "
        f"from {_names(t, [str(i) for i in c['targets'][:3]])}"
        + (f" and {len(c['targets']) - 3} more" if len(c["targets"]) > 3 else "")
    )


def _link(c: dict[str, Any], t: Titles, done: bool) -> str:
    a, b = (str(i) for i in c["targets"][:2])
    why = _why_linked(str(c["data"].get("type", "related_to")), str(c["reason"]))
    return f"{'Linked' if done else 'Link'} {t.link(a)} and {t.link(b)} ({h(why)})"


def _reweigh(c: dict[str, Any], t: Titles, done: bool) -> str:
    a, b = str(c["targets"][0]), str(c["data"].get("target", ""))
    kind, strength = _kind(str(c["data"].get("type", ""))), float(c["data"].get("strength", 0))
    if strength <= 0:
        verb = "Dropped" if done else "Drop"
        return f"{verb} the {h(kind)} link of {t.link(a)} and {t.link(b)} ({h(c['reason'])})"
    verb = "Strengthened" if done else "Strengthen"
    return (
        f"{verb} the {h(kind)} link of {t.link(a)} and {t.link(b)} to {strength:.2f} "
        f"({h(c['reason'])})"
    )


def _memory_md(c: dict[str, Any], t: Titles, done: bool) -> str:
    data = c["data"]
    return (
        f"Add to <code>{h(data.get('to', 'MEMORY.md'))}</code>: “{h(data.get('line', ''))}” "
        f"({h(_aside(c['reason']))}; it waits for your approval)"
    )


_SENTENCES: dict[str, Callable[[dict[str, Any], Titles, bool], str]] = {
    "merge": _merge,
    "supersede": _supersede,
    "archive": _archive,
    "promote": _promote,
    "summarize": _summarize,
    "synthesize": _synthesize,
    "link": _link,
    "reweigh": _reweigh,
    "memory_md": _memory_md,
}


def sentence(change: dict[str, Any], titles: Titles, done: bool = False) -> str:
    """One change of a plan as a sentence (HTML, escaped), its memories named by title;
    ``done``: in the past tense, as applied."""
    say = _SENTENCES.get(change["kind"])
    try:
        if say is not None:
            return say(change, titles, done)
    except (KeyError, IndexError, TypeError, ValueError):
        pass  # a change of an older shape: said plainly below
    return f"{h(change['kind'])} {_names(titles, [str(i) for i in change['targets']])}"


def _counted(change: dict[str, Any]) -> str:
    """Which count of the first sentence ``change`` adds to."""
    kind = str(change.get("kind"))
    if kind != "summarize":
        return kind
    data = change.get("data") or {}
    if data.get("retire"):
        return "summarize:retire"
    return (
        "summarize:rewrite"
        if str(change.get("reason", "")).startswith("rewrite")
        else ("summarize:new")
    )


def _headline(changes: list[dict[str, Any]], done: bool, who: str) -> str:
    """The report's first sentence: how many changes of each kind, in words."""
    counts: dict[str, int] = {}
    for change in changes:
        key = _counted(change)
        counts[key] = counts.get(key, 0) + 1
    parts = []
    for key, (would, did, one, many) in _COUNTED.items():
        n = counts.get(key, 0)
        if n:
            parts.append(f"{did if done else would} {n} {one if n == 1 else many}")
    if not parts:
        if any(str(c.get("kind")) in _BOOKKEEPING for c in changes):
            return "No memory " + ("changed" if done else "would change") + " but its counts."
        return f"Nothing to change: {h(who)}'s memories are in order."
    said = ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else parts[0]
    return h(f"{'The dream' if done else 'A dream would'} {said}.")


def render_report(bower: Bower, data: dict[str, Any], who: str = "this agent") -> str:
    """The report ``data`` (a dream's ``to_dict()``) as HTML: a headline, the changes in
    sentences grouped by kind, the bookkeeping in one line, and the report itself behind a
    details toggle."""
    dry_run = bool(data.get("dry_run"))
    # Said in the past tense only when it happened: a run stopped by a guard rail, or a
    # change queued for review, is still what the dream would do.
    done = not dry_run and int(data.get("applied") or 0) > 0
    titles = Titles(bower)
    plan: list[dict[str, Any]] = list(data.get("plan") or [])
    queued = set(data.get("queued_for_review") or [])
    counted = [c for c in plan if c.get("id") not in queued]
    parts = [f"<p class=headline>{_headline(counted, done, who)}</p>"]
    if data.get("repaired"):
        parts.append(
            f"<p class=warn>First restored snapshot <code>{h(data['repaired'])}</code> after an "
            "interrupted dream.</p>"
        )
    if data.get("stopped"):
        parts.append(f"<p class=warn>Stopped: {h(data['stopped'])}</p>")
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for change in plan:
        by_kind.setdefault(str(change.get("kind")), []).append(change)
    kinds = [k for k in _ORDER if k in by_kind] + sorted(
        k for k in by_kind if k not in _ORDER and k not in _BOOKKEEPING
    )
    for kind in kinds:
        changes = by_kind[kind]
        items = []
        for change in changes[:SHOWN]:
            text = sentence(change, titles, done and change.get("id") not in queued)
            if change.get("id") in queued:
                text += ' <span class="badge queued">waits for review</span>'
            items.append(f"<li>{text}.</li>")
        if len(changes) > SHOWN:
            items.append(f"<li class=more>… and {len(changes) - SHOWN} more</li>")
        heading = _HEADINGS.get(kind, kind)
        parts.append(
            f"<section class=kind data-kind={h(kind)}><h3>{h(heading)} ({len(changes)})</h3>"
            f"<ul>{''.join(items)}</ul></section>"
        )
    promoted = list(data.get("promoted") or [])
    if promoted:
        verb = "Would keep" if dry_run else "Kept"
        items = [
            f"<li>“{h(p.get('statement', ''))}” <span class=muted>({h(p.get('source', ''))})"
            "</span></li>"
            for p in promoted[:SHOWN]
        ]
        if len(promoted) > SHOWN:
            items.append(f"<li class=more>… and {len(promoted) - SHOWN} more</li>")
        parts.append(
            f"<section class=kind data-kind=promoted><h3>{verb} from the daily logs "
            f"({len(promoted)})</h3><ul>{''.join(items)}</ul></section>"
        )
    folded = sum(len(by_kind.get(k, [])) for k in _BOOKKEEPING)
    if folded:
        parts.append(
            f"<p class=bookkeeping>And {folded} access count{'s' if folded != 1 else ''} "
            "folded into their memories’ files (bookkeeping).</p>"
        )
    parts.append(_after(data, dry_run, queued))
    parts += [f"<p class=muted>{h(n)}</p>" for n in data.get("notes") or []]
    raw = json.dumps(data, indent=2, ensure_ascii=False)
    parts.append(f"<details><summary>Details (JSON)</summary><pre>{h(raw)}</pre></details>")
    return f"<div class=plan data-dry-run={'true' if dry_run else 'false'}>{''.join(parts)}</div>"


def _after(data: dict[str, Any], dry_run: bool, queued: set[str]) -> str:
    """What the run did besides the plan: applied, queued, the snapshot, the upkeep of
    maintenance, the association graph."""
    said = []
    if not dry_run:
        said.append(f"Applied {data.get('applied', 0)} change(s)")
        if queued:
            said.append(
                f'{len(queued)} wait in the <a href="/review">review queue</a> for your decision'
            )
        if data.get("snapshot"):
            said.append(
                f"a snapshot was taken first (<code>{h(data['snapshot'])}</code>): roll it back "
                'from <a href="/snapshots">Snapshots</a>'
            )
        upkeep = [
            (data.get("embedded"), "text embedded", "texts embedded"),
            (data.get("summarised"), "session summarised", "sessions summarised"),
            (data.get("profiled"), "profile attribute learned", "profile attributes learned"),
        ]
        said += [f"{n} {one if n == 1 else many}" for n, one, many in upkeep if n]
    graph = data.get("graph") or {}
    if graph.get("memories"):  # a dry run does not count the edges it would add
        memories, before, after = graph["memories"], graph.get("edges_before"), graph.get("edges")
        said.append(
            f"{before} links among {memories} memories"
            + ("" if dry_run or before == after else f" before, {after} after")
        )
    if not said:
        return ""
    text = "; ".join(said)
    return f"<p class=after>{text[0].upper()}{text[1:]}.</p>"
