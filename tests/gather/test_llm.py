"""The LLM extractor through the real `openai` client against a local scripted server."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower
from bowerbird.gather.llm_extract import validate

from ..services.secrets.test_redact import CREDENTIALS

GOOD = {
    "memories": [
        {
            "type": "decision",
            "title": "Adopt Fargate for batch jobs",
            "content": "We adopted Fargate for batch jobs on 2026-11-21 after Lambda cold starts.",
            "tags": ["Infra"],
            "keywords": ["fargate", "lambda", "batch"],
            "entities": ["Fargate", "Lambda"],
            "confidence": 0.9,
            "topic": "architecture/compute",
        },
        {
            "type": "procedure",
            "title": "Deploy batch jobs",
            "content": "To deploy batch jobs, run make batch-release.",
        },
    ]
}


class Script:
    """Replies handed out in order; each is (kind, payload). ``by_prompt`` holds replies for
    requests whose system prompt contains a key (the dream asks for patterns and summaries
    in an order of its own); anything unscripted is answered 503."""

    def __init__(self) -> None:
        self.replies: list[tuple[str, Any]] = []
        self.requests: list[dict[str, Any]] = []
        self.by_prompt: dict[str, list[tuple[str, Any]]] = {}

    def next(self, body: dict[str, Any]) -> tuple[str, Any]:
        system = str(body["messages"][0]["content"])
        for key, queue in self.by_prompt.items():
            if key in system:
                return queue.pop(0) if queue else ("status", 503)
        return self.replies.pop(0) if self.replies else ("status", 503)


def _handler(script: Script) -> type[BaseHTTPRequestHandler]:
    class Chat(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # http.server calls it by this name
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            script.requests.append(body)
            kind, payload = script.next(body)
            if kind == "status":
                self.send_response(payload)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(b'{"error": {"message": "scripted failure"}}')
                return
            if kind == "sleep":
                time.sleep(payload)
                payload = json.dumps(GOOD)
            elif kind == "json":
                payload = json.dumps(payload)
            reply = {
                "id": "chatcmpl-test",
                "object": "chat.completion",
                "created": 0,
                "model": body["model"],
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": payload},
                        "finish_reason": "stop",
                    }
                ],
                "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
            }
            data = json.dumps(reply).encode()
            try:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (the timeout case): that is the point

        def log_message(self, *args: object) -> None:
            pass

    return Chat


@pytest.fixture
def server() -> Iterator[tuple[str, Script]]:
    script = Script()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(script))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1", script
    httpd.shutdown()


def _bower(home: Path, url: str, **llm: object) -> Bower:
    settings = {"base_url": url, "model": "small", "timeout_s": 2.0, "max_retries": 0, **llm}
    return Bower(home, overrides={"llm": settings, "sync": {"interval_s": 0}})


NOTE = "We moved batch jobs to Fargate yesterday. To deploy them, run make batch-release."


def test_valid_reply_becomes_memories(home: Path, server: tuple[str, Script]) -> None:
    url, script = server
    script.replies.append(("json", GOOD))
    result = _bower(home, url).curate(NOTE)
    assert [a.action for a in result.actions] == ["created", "created"]
    decision, procedure = result.memories
    assert decision.type == "decision" and decision.title == "Adopt Fargate for batch jobs"
    assert decision.tags == ["infra"] and decision.confidence == 0.9
    assert decision.path.startswith("architecture/compute/")
    assert procedure.type == "procedure" and not result.notes
    sent = script.requests[0]
    assert sent["model"] == "small" and sent["response_format"] == {"type": "json_object"}
    assert sent["messages"][-1]["content"] == NOTE


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (("text", "Sure! Here are your memories: ..."), "not JSON"),
        (("json", {"memories": [{"type": "opinion", "title": "x", "content": "y"}]}), "type"),
        (("json", {"memories": []}), "1 to"),
        (("json", {"items": []}), "'memories'"),
        (("status", 500), "HTTP 500"),
        (("sleep", 4.0), "timed out"),
    ],
)
def test_failures_fall_back_to_offline_and_lose_nothing(
    home: Path, server: tuple[str, Script], reply: tuple[str, Any], reason: str
) -> None:
    url, script = server
    script.replies.append(reply)
    result = _bower(home, url, timeout_s=1.0).curate(NOTE)
    assert result.created, "the note must still be stored"
    assert any(reason in n and "offline extractor" in n for n in result.notes), result.notes
    assert [m.type for m in result.memories] == ["decision", "procedure"]  # offline's work
    assert result.memories[0].extra["about_time"][0]["said"] == "yesterday"  # resolved beside it


def test_model_routing_and_fallback_order(home: Path, server: tuple[str, Script]) -> None:
    url, script = server
    script.replies += [("status", 500), ("status", 500), ("json", GOOD)]
    bower = _bower(home, url, curate_model="strong", fallback_models="spare")
    result = bower.curate(NOTE)
    assert [r["model"] for r in script.requests] == ["strong", "small", "spare"]
    assert result.memories[0].title == "Adopt Fargate for batch jobs" and not result.notes


def test_retries_before_moving_on(home: Path, server: tuple[str, Script]) -> None:
    url, script = server
    script.replies += [("status", 503), ("json", GOOD)]
    result = _bower(home, url, max_retries=1).curate(NOTE)
    assert [r["model"] for r in script.requests] == ["small", "small"] and not result.notes


def test_credentials_never_reach_the_llm(home: Path, server: tuple[str, Script]) -> None:
    url, script = server
    secret = CREDENTIALS[0][1]
    echo = json.loads(json.dumps(GOOD))
    echo["memories"][0]["content"] = f"the key is {secret}"  # a model echoing a secret
    script.replies.append(("json", echo))
    result = _bower(home, url).curate(f"The AWS key id is {secret}; rotate it monthly.")
    assert secret not in json.dumps(script.requests)
    assert secret not in result.memories[0].content


def test_offline_when_no_llm_is_configured(home: Path) -> None:
    result = Bower(home).curate(NOTE)
    assert [m.type for m in result.memories] == ["decision", "procedure"] and not result.notes


def test_validate_rejects_bad_shapes() -> None:
    assert len(validate(GOOD)) == 2
    bad: object
    for bad in (
        [],
        {"memories": [{"type": "fact", "title": "", "content": "x"}]},
        {"memories": [{"type": "fact", "title": "t", "content": "x", "confidence": 3}]},
        {"memories": [{"type": "fact", "title": "t", "content": "x", "tags": "a,b"}]},
        {"memories": [{"type": "fact", "title": "t" * 200, "content": "x"}]},
    ):
        with pytest.raises(ValueError):
            validate(bad)


def test_rerank_only_an_ambiguous_top(home: Path, server: tuple[str, Script]) -> None:
    url, script = server
    bower = Bower(
        home,
        overrides={
            "llm": {"base_url": url, "model": "small", "classify_model": "cheap", "max_retries": 0},
            "curate": {"extractor": "offline"},
            "query": {"rerank": True, "rerank_margin": 1.0},
        },
    )
    a = bower.curate("Deploys go out from the ops repo with flux.", verbatim=True).created[0]
    b = bower.curate("Deploys are paused during the holiday freeze.", verbatim=True).created[0]
    fused = [h.id for h in bower.query("deploys", use_cache=False).results]
    assert sorted(fused) == sorted([a, b])
    script.replies.append(("json", {"order": list(reversed(fused))}))
    result = bower.query("deploys", use_cache=False)
    assert [h.id for h in result.results] == list(reversed(fused))
    assert result.results[0].why["reranked"] == 1.0
    assert script.requests[-1]["model"] == "cheap"  # the cheap model for classification
    script.replies.append(("status", 500))
    kept = bower.query("deploys", use_cache=False)
    assert [h.id for h in kept.results] == fused and "kept the fused order" in kept.notes[0]
    calls = len(script.requests)
    strict = Bower(
        home,
        overrides={
            "llm": {"base_url": url, "model": "small"},
            "query": {"rerank": True, "rerank_margin": 0.0},
        },
    )
    strict.query("deploys ops repo flux", use_cache=False)
    assert len(script.requests) == calls  # a clear winner: no LLM call


def test_dream_synthesis_uses_a_local_llm_and_local_only_guards_remote(
    home: Path, server: tuple[str, Script]
) -> None:
    from bowerbird import ImportRecord
    from bowerbird.arrange.synthesize import make_synthesizer
    from bowerbird.settings import LLMSettings

    url, script = server
    core = "amber basil cedar delta ember falcon garnet"
    extras = ["harbor indigo", "juniper kestrel", "lumen meadow"]
    settings: dict[str, dict[str, Any]] = {
        "llm": {"base_url": url, "model": "small", "max_retries": 0},
        "dream": {"max_change_share": 1.0},
    }
    bower = Bower(home, overrides=settings)
    bower.import_records([ImportRecord(f"{core} {e}.", type="fact") for e in extras])
    script.replies.append(
        ("json", {"title": "Amber systems share one setup", "content": "They all run amber."})
    )
    report = bower.dream()
    patterns = [c for c in report.plan if c.kind == "synthesize"]
    assert patterns and patterns[0].data["title"] == "Amber systems share one setup"
    made = bower.query("amber systems setup", types=["pattern"], min_score=0).results
    assert made and "They all run amber." in bower.get(made[0].id).content
    assert "amber basil" in script.requests[-1]["messages"][-1]["content"]

    remote = LLMSettings(base_url="https://api.example.com/v1", model="m")
    synthesizer, note = make_synthesizer(remote)
    assert synthesizer is None and note and "local-only" in note


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://127.0.0.1:8080/v1", True),
        ("http://localhost:11434/v1", True),  # a name, resolved: loopback
        ("http://[::1]:8080/v1", True),
        ("http://192.168.1.20/v1", True),
        ("http://10.0.4.17:8000/v1", True),
        ("http://169.254.1.1/v1", True),  # link-local
        ("https://api.openai.com/v1", False),  # public, or unresolvable here: not vouched for
        ("http://203.0.113.5/v1", False),  # a public address as written
        ("http://llm.internal.invalid/v1", False),  # a name that resolves to nothing
        ("http://ollama/v1", False),  # a bare name is no longer trusted unresolved
        ("not a url", False),
        ("", False),
    ],
)
def test_local_is_decided_by_every_address_the_host_has(url: str, local: bool) -> None:
    from bowerbird.services.llm import is_local

    assert is_local(url) is local


def test_consolidation_is_refused_at_dispatch_for_a_remote_llm(
    server: tuple[str, Script],
) -> None:
    """The rule holds where requests are sent, whoever calls: nothing reaches the endpoint."""
    from bowerbird.services.llm import LLMClient, LLMError
    from bowerbird.settings import LLMSettings

    url, script = server
    public = url.replace("127.0.0.1", "203.0.113.5")  # what a remote endpoint looks like
    client = LLMClient(LLMSettings(base_url=public, model="small", max_retries=0))
    with pytest.raises(LLMError, match="local model only") as raised:
        client.ask("consolidate", "system", "the memories", lambda r: r, "summary")
    assert "nothing was sent" in raised.value.message and script.requests == []
    # The same client, for an operation that may leave (a curate the user configured), and
    # a local endpoint for consolidation: both go through.
    local = LLMClient(LLMSettings(base_url=url, model="small", max_retries=0))
    script.replies.append(("json", {"ok": True}))
    assert local.ask("consolidate", "system", "the memories", lambda r: r, "summary") == {
        "ok": True
    }


def test_session_summaries_use_a_local_llm_only_when_needed(
    home: Path, server: tuple[str, Script]
) -> None:
    from datetime import UTC, datetime, timedelta

    url, script = server
    bower = _bower(home, url)
    start = datetime(2026, 5, 4, 9, tzinfo=UTC)
    for session in range(3):
        for turn in range(30):
            at = start + timedelta(hours=6 * session, minutes=turn)
            text = f"session {session} turn {turn}: planning the kiosk rollout for store {turn}"
            bower.messages.add([("user", text), ("assistant", "noted")], at=at)
    for _ in range(4):
        script.replies.append(("json", {"summary": "- Planned the kiosk rollout store by store."}))
    told = bower.messages.history(700)
    forms = [s["form"] for s in told.sessions]
    assert forms[-1] == "messages" and "summary" in forms
    assert "Planned the kiosk rollout store by store." in told.text
    asked = len(script.requests)
    assert asked == forms.count("summary") + forms.count("left out")  # only what did not fit
    assert "kiosk rollout" in script.requests[0]["messages"][-1]["content"]
    bower.messages.history(700)
    assert len(script.requests) == asked  # made once, then read from their files
    # A remote endpoint with [privacy] local_only (the default): nothing leaves the machine.
    for path in (home / "messages").rglob("*.summary.md"):
        path.unlink()
    remote = Bower(
        home, overrides={"llm": {"base_url": "https://llm.example.invalid/v1", "model": "m"}}
    )
    offline = remote.messages.history(700)
    assert "Planned the kiosk" not in offline.text
    assert len(script.requests) == asked
    made = [p.read_text() for p in (home / "messages").rglob("*.summary.md")]
    assert made and all("planning the kiosk rollout" in text for text in made)  # extractive


def test_each_agent_s_sessions_are_summarised_by_its_own_model(
    home: Path, server: tuple[str, Script]
) -> None:
    """Seed 004's summarize_model_override: one agent's sessions go to the model named for
    it, the others' to [llm] classify_model (then model)."""
    from datetime import UTC, datetime, timedelta

    url, script = server
    overrides = {"summarize_model_override": ["support=tiny-summariser"]}
    start = datetime(2026, 5, 4, 9, tzinfo=UTC)
    asked: dict[str, set[str]] = {}
    for days, agent in enumerate(("support", "research")):
        bower = Bower(
            home,
            overrides={
                "llm": {"base_url": url, "model": "small", "max_retries": 0},
                "messages": overrides,
                "curate": {"agent": agent},
            },
        )
        for session in range(3):
            for turn in range(30):
                at = start + timedelta(days=10 * days, hours=6 * session, minutes=turn)
                text = f"{agent} session {session} turn {turn}: the kiosk rollout for store {turn}"
                bower.messages.add([("user", text), ("assistant", "noted")], at=at)
        before = len(script.requests)
        for _ in range(4):
            script.replies.append(("json", {"summary": f"- {agent} planned the rollout."}))
        told = bower.messages.history(700)
        assert "summary" in [s["form"] for s in told.sessions]
        asked[agent] = {r["model"] for r in script.requests[before:]}
    assert asked == {"support": {"tiny-summariser"}, "research": {"small"}}


def test_a_malformed_summary_model_override_is_refused_at_load(home: Path) -> None:
    from bowerbird import SettingsError

    with pytest.raises(SettingsError, match="agent=model"):
        Bower(home, overrides={"messages": {"summarize_model_override": ["support"]}})


def test_contradicting_profile_values_are_settled_by_the_local_model(
    home: Path, server: tuple[str, Script]
) -> None:
    """Seed 004's profile resolution: with a local LLM, a learned value that contradicts the
    current one is settled by it; by hand, or without a usable model, the rule decides."""
    url, script = server
    bower = _bower(home, url)
    assert bower.profiles.set("location", "Lisbon", confidence=0.8).outcome == "stored"
    script.replies.append(("json", {"keep": "old", "reason": "Paris was a hypothetical."}))
    kept = bower.profiles.learn("Imagine I moved to Paris for a year.", source="message:1")
    assert [(c.key, c.outcome) for c in kept] == [("location", "refused")]
    assert "local model kept 'Lisbon'" in kept[0].reason
    asked = json.loads(script.requests[-1]["messages"][-1]["content"])
    assert asked["old"]["value"] == "Lisbon" and asked["new"]["value"] == "Paris"
    script.replies.append(("json", {"keep": "new", "reason": "A move, stated plainly."}))
    moved = bower.profiles.learn("I moved to Porto last month.", source="message:2")
    assert moved[0].outcome == "stored"
    profile = bower.profiles.show()
    assert profile["attributes"]["location"]["value"] == "Porto"
    assert "chose the new value" in profile["attributes"]["location"]["settled"]
    # A reply it cannot use, or a value set by hand: the rule (the newer value wins).
    script.replies.append(("json", {"verdict": "maybe"}))
    calls = len(script.requests)
    assert bower.profiles.learn("I live in Braga.", source="message:3")[0].outcome == "stored"
    assert len(script.requests) > calls
    calls = len(script.requests)
    assert bower.profiles.set("location", "Faro").outcome == "stored"
    assert len(script.requests) == calls  # by hand: the model is not asked
    # A remote model is never asked (consolidation is local-only): the rule decides.
    remote = Bower(home, overrides={"llm": {"base_url": "http://203.0.113.5/v1", "model": "m"}})
    assert remote.profiles.learn("I live in Coimbra.", source="message:4")[0].outcome == "stored"
    assert len(script.requests) == calls
