"""Dashboard pages of the conversation layers (seed 004): sessions as grouped previews, one
session with its messages and summary, message search, the history an agent would get,
profiles, the journal's files and chunks, and the summaries (the dream's hierarchy and the
sessions'). Each renders a page body from facade reads; changes go through ``/api/v1``.

Listings are paged (``PAGE`` rows): a home of 100K memories or thousands of sessions renders
a page, never everything at once.
"""

from __future__ import annotations

import json
from urllib.parse import quote

from .. import Bower
from .graph import summaries_table
from .html import Scope, action, h, hidden, job_form, pager, table

PAGE = 25
SESSION_PAGE = 200  # messages of one session per page
_CUT = 600  # characters of a message shown in a listing


def _cut(text: str, chars: int = _CUT) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= chars else flat[: chars - 1] + "…"


def _status(state: str) -> str:
    return f"<span class='badge status-{h(state)}'>{h(state)}</span>"


def _session_link(scope: Scope, session: str) -> str:
    return f'<a class=session-link href="{scope.href(f"/sessions/{session}")}">{h(session)}</a>'


def render_sessions(bower: Bower, scope: Scope, offset: int) -> str:
    """Sessions newest first, each with its first and last messages (seed 004's previews)."""
    found = bower.messages.page(offset, PAGE, 2, every_agent=scope.every)
    head = (
        f"<p class=muted id=counted>{found['total']} sessions, {found['messages']} messages of "
        f"{h(scope.who)}.</p>"
    )
    if not found["total"]:
        return head + "<p class=empty>No conversation yet.</p>"
    previews = found["sessions"]
    cards = []
    for row in previews:
        items = [
            f"<li><b>{h(m['role'])}</b> <span class=muted>{h(m['at'])}</span> "
            f"{h(m['content'])}</li>"
            for m in row["preview"]
        ]
        cut = row["messages"] - len(items)
        if cut > 0:  # the first messages, what is left out, then the last ones
            items.insert(len(items) // 2, f"<li class=muted>… {cut} more</li>")
        shown = "".join(items)
        cards.append(
            f"<article class=session><h3>{_session_link(scope, row['session'])} "
            f"{_status(row['status'])}</h3><p class=muted>{h(row['first'])} – {h(row['last'])} "
            f"· {h(row['messages'])} messages · {h(', '.join(row['agents']))}</p>"
            f"<ol class=preview>{shown}</ol></article>"
        )
    return head + "".join(cards) + pager(scope, "/sessions", offset, PAGE, found["total"])


def render_session(bower: Bower, scope: Scope, session: str, offset: int) -> tuple[str, str]:
    """One session: each agent's summary (made on demand), then its messages in order."""
    found = bower.messages.session(session, every_agent=scope.every)
    rows = found["messages"]
    summaries = []
    for agent in found["agents"]:
        saved = next((s for s in found["summaries"] if s["agent"] == agent), None)
        url = f"/api/v1/sessions/{session}/summary"
        if saved is None:
            text = "<p class=empty>No summary yet.</p>"
            buttons = action(url, "POST", "Summarise", hidden("rebuild", False), agent=agent)
        else:
            state = "current" if saved["current"] else "out of date: the session grew"
            text = (
                f"<p class=muted>Made from {h(saved['messages'])} messages ({h(state)}).</p>"
                f"<pre class=summary>{h(saved['summary'])}</pre>"
            )
            buttons = action(url, "POST", "Rebuild summary", hidden("rebuild", True), agent=agent)
        summaries.append(
            f"<section class=summary data-agent='{h(agent)}'><h3>Summary · {h(agent)}</h3>"
            f"{text}<div class=buttons>{buttons}</div></section>"
        )
    listing = table(
        [
            (
                f"<span class=muted>{h(m['at'])}</span>",
                h(m["agent"]),
                h(m["role"]),
                f"<div class=message>{h(m['content'])}</div>",
            )
            for m in rows[offset : offset + SESSION_PAGE]
        ],
        ("when", "agent", "role", "message"),
        "messages",
    )
    body = (
        f"<p class=sub>{_status(found['status'])} {h(found['first'])} – {h(found['last'])} · "
        f"<span id=counted>{len(rows)} messages</span> · {h(', '.join(found['agents']))}</p>"
        + "".join(summaries)
        + f"<h2>Messages</h2>{listing}"
        + pager(scope, f"/sessions/{session}", offset, SESSION_PAGE, len(rows))
    )
    return f"Session {session}", body


def render_messages(bower: Bower, scope: Scope, q: str) -> str:
    """Message search (BM25 over the raw messages); without a query, the newest messages."""
    form = (
        '<form class=searchform action="/messages">'
        + scope.field()
        + f"<input name=q value='{h(q)}' placeholder='Words said in a conversation' "
        "aria-label='Search messages'><button>Search</button></form>"
    )
    if q.strip():
        hits = [m.to_dict() for m in bower.messages.search(q, limit=50, every_agent=scope.every)]
        caption = f"{len(hits)} messages of {h(scope.who)} match, best first."
    elif scope.every:
        return form + "<p class=muted>Search every agent's messages, or pick an agent to see "
        "its newest.</p>"
    else:
        hits = bower.messages.recent(50)
        caption = f"The newest messages of {h(scope.who)}."
    rows = [
        (
            _session_link(scope, m["session"]),
            f"<span class=muted>{h(m['at'])}</span>",
            h(m["agent"]),
            h(m["role"]),
            h(_cut(m["content"])),
        )
        for m in hits
    ]
    listing = table(rows, ("session", "when", "agent", "role", "message"), "messages")
    return f"{form}<p class=muted>{caption}</p>{listing}"


def render_history(bower: Bower, scope: Scope, budget: int) -> str:
    """What the agent would be given as its conversation history within ``budget`` tokens
    (summaries it needs are made, as ``bower history`` makes them)."""
    told = bower.messages.history(budget, every_agent=scope.every)
    form = (
        "<form class=inline action=/history>"
        + scope.field()
        + f"<label>Budget (tokens) <input name=budget_tokens type=number min=100 "
        f"max=1000000 value={budget}></label><button>Show</button></form>"
    )
    given = [s for s in told.sessions if s["form"] != "left out"]
    left = len(told.sessions) - len(given)
    forms = table(
        [(_session_link(scope, s["session"]), h(s["form"]), h(s["messages"])) for s in given],
        ("session", "given as", "messages"),
        "history",
    )
    return (
        f"{form}<p class=muted>{told.tokens} of {told.budget_tokens} tokens, for "
        f"{h(scope.who)}: the newest sessions whole, older ones by their summaries"
        f"{f'; {left} older sessions left out' if left else ''}.</p>"
        f"{forms}<h2>As the agent gets it</h2><pre class=history>{h(told.text)}</pre>"
    )


def render_profiles(bower: Bower) -> str:
    """Every profile of the home (shared by its agents)."""
    listed = bower.profiles.entities()
    rows = [
        (
            f'<a href="/profiles/{h(p["entity_type"])}/{h(p["entity_id"])}">'
            f"{h(p['entity_type'])}:{h(p['entity_id'])}</a>",
            h(p["attributes"]),
            f"<span class=error>{h(p['error'])}</span>" if p.get("error") else "",
        )
        for p in listed
    ]
    opener = (
        "<form class=inline action=/profiles/open><select name=entity_type aria-label=kind>"
        "<option>user</option><option>bot</option></select><input name=entity_id "
        "placeholder=id aria-label='profile id' required pattern='[A-Za-z0-9][A-Za-z0-9._-]*'>"
        "<button>Open</button></form>"
    )
    return (
        "<p>Profiles are the home's: attributes learned from what people say about themselves "
        "(each agent sees what it learned itself) or set here (every agent sees those). "
        "Credentials are never stored.</p>"
        + table(rows, ("profile", "attributes", ""), "profiles")
        + f"<h2>Open or start a profile</h2>{opener}"
    )


def render_profile(bower: Bower, entity_type: str, entity_id: str) -> tuple[str, str]:
    """A profile's attributes (each editable), a form for a new one, and the history."""
    data = bower.profiles.show(entity_id=entity_id, entity_type=entity_type, every_agent=True)
    base = f"/api/v1/profiles/{entity_type}/{entity_id}/attributes"
    rows = []
    for key, entry in sorted(data["attributes"].items()):
        value = entry["value"]
        shown = ", ".join(value) if isinstance(value, list) else str(value)
        edit = action(
            f"{base}/{quote(key)}",
            "PUT",
            "Save",
            f'<input name=value value="{h(shown)}" aria-label="{h(key)}" required maxlength=120>'
            + hidden("confidence", 1.0),
            cls="attribute",
        )
        forget = action(
            f"{base}/{quote(key)}", "DELETE", "Forget", cls="forget", confirm=f"Forget {key}?"
        )
        rows.append(
            (
                f"<code>{h(key)}</code>",
                edit,
                h(f"{float(entry['confidence']):.2f}"),
                h(entry.get("source", "")),
                h(entry.get("at", "")),
                forget,
            )
        )
    attributes = table(rows, ("attribute", "value", "confidence", "source", "when", ""), "attrs")
    add = action(
        f"{base}/",
        "PUT",
        "Set",
        "<input name=key placeholder='attribute, e.g. timezone' aria-label=attribute required>"
        "<input name=value placeholder=value aria-label=value required maxlength=120>"
        + hidden("confidence", 1.0),
        cls="new-attribute",
        path_field="key",
    )
    history = table(
        [
            (
                h(e.get("replaced") or e.get("forgotten") or e.get("at") or ""),
                f"<code>{h(e.get('key', ''))}</code>",
                h(json.dumps(e.get("value", "")) if "value" in e else "—"),
                h(e.get("source", "")),
                h(
                    e.get("refused")
                    or ("replaced" if "replaced" in e else "")
                    or ("forgotten" if "forgotten" in e else "")
                ),
            )
            for e in reversed(data["history"])
        ],
        ("when", "attribute", "value", "source", "what happened"),
        "history",
    )
    body = (
        f"<p class=muted>Shared by every agent of the home.</p><h2>Attributes</h2>{attributes}"
        f"<h2>Set an attribute</h2>{add}<h2>History</h2>{history}"
    )
    return f"Profile {entity_type}:{entity_id}", body


def render_journal(bower: Bower, scope: Scope, offset: int) -> str:
    """The plain markdown indexed beside the tree: sources, then files with their chunks."""
    sources = table(
        [
            (
                h(s["name"]),
                f"<code>{h(s['root'])}</code>",
                h(s["files"]),
                h(s["chunks"]),
                h(len(s["errors"])) if s["errors"] else "",
            )
            for s in bower.journal.sources()
        ],
        ("source", "folder", "files", "chunks", "unreadable"),
        "sources",
    )
    files = bower.journal.files()
    rows = [
        (
            f'<a href="/journal/file?path={h(quote(f["path"]))}">{h(f["path"])}</a>',
            h(f["bytes"]),
            h(f["chunks"]),
            f"<span class=error>{h(f['error'])}</span>" if f["error"] else "",
        )
        for f in files[offset : offset + 100]
    ]
    return (
        "<p>MEMORY.md and the daily logs (<code>bower journal</code>), and any folder of "
        "<code>[files] paths</code>: searched by chunks beside the memories.</p>"
        f"{sources}<h2>Files</h2><p class=muted>{len(files)} files.</p>"
        + table(rows, ("file", "bytes", "chunks", ""), "files")
        + pager(scope, "/journal", offset, 100, len(files))
    )


def render_summaries(bower: Bower, scope: Scope, offset: int = 0) -> str:
    """The dream's hierarchy of summaries, the sessions' summaries (newest first, a page at a
    time), and the actions that make them (previewed first)."""
    hierarchy = summaries_table(bower, scope) or "<p class=empty>None yet: a dream makes them.</p>"
    total = bower.messages.summary_count(every_agent=scope.every)
    start = max(0, total - offset - PAGE)  # the files sort oldest first
    shown = bower.messages.summaries(
        every_agent=scope.every, offset=start, limit=max(1, total - offset - start)
    )
    rows = [
        (
            _session_link(scope, s["session"]),
            h(s["agent"]),
            h(s["messages"]),
            h(_cut(s["summary"], 200)),
        )
        for s in (reversed(shown) if offset < total else [])
    ]
    actions = ""
    if not scope.every:
        agent = scope.agent
        actions = (
            "<div class=buttons>"
            + job_form("summarise", "Preview", agent, dry_run=True, show="summarised")
            + job_form("summarise", "Summarise sessions", agent, show="summarised")
            + job_form(
                "summarise",
                "Rebuild every summary",
                agent,
                rebuild=True,
                show="summarised",
                confirm="Make every closed session's summary again?",
            )
            + "</div><div id=summarised class=result></div>"
        )
    return (
        f"<h2>The hierarchy of memories</h2>{hierarchy}"
        f"<h2>Session summaries</h2><p class=muted id=counted>{total} summaries of "
        f"{h(scope.who)}'s sessions (made when a history needs them, or here), newest first.</p>"
        f"{actions}{table(rows, ('session', 'agent', 'messages', 'summary'), 'session-summaries')}"
        + pager(scope, "/summaries", offset, PAGE, total)
    )
