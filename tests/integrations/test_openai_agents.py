"""The OpenAI Agents SDK's Session over a home, with the SDK's real package: the protocol,
order, limits, pop, clear, isolation, and a real ``Runner`` driving it with a local model;
the turns reach the raw layer, memories and the profile like any other conversation."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from agents import Agent, Runner, set_tracing_disabled
from agents.items import ModelResponse
from agents.memory import Session, SessionSettings
from agents.models.interface import Model
from agents.usage import Usage
from openai.types.responses import ResponseOutputMessage, ResponseOutputText

from bowerbird import Bower, InputError
from bowerbird.integrations.openai_agents import BowerbirdSession


def said(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def answered(text: str, n: int) -> dict[str, Any]:
    return {
        "id": f"msg_{n}",
        "type": "message",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": text, "annotations": []}],
    }


@pytest.fixture
def session(home: Path) -> Iterator[BowerbirdSession]:
    made = BowerbirdSession("support-42", home=home)
    yield made
    made.close()


def test_protocol_order_limit_pop_and_clear(session: BowerbirdSession) -> None:
    assert isinstance(session, Session)
    items = [
        said("The invoice export times out for account 7."),
        answered("I'll look at the export job.", 1),
        {
            "type": "function_call",
            "name": "logs",
            "arguments": '{"job": "export"}',
            "call_id": "c1",
        },
        {"type": "function_call_output", "call_id": "c1", "output": "timeout after 30s"},
    ]

    async def run() -> None:
        assert await session.get_items() == [] and await session.pop_item() is None
        await session.add_items(items[:2])
        await session.add_items(items[2:])
        assert await session.get_items() == items  # exactly as given, in order
        assert await session.get_items(limit=2) == items[2:]
        assert await session.get_items(limit=0) == []
        assert await session.pop_item() == items[3]
        assert await session.get_items() == items[:3]
        await session.clear_session()
        assert await session.get_items() == []

    asyncio.run(run())


def test_sessions_are_isolated_and_survive_a_new_instance(home: Path) -> None:
    async def run() -> None:
        a = BowerbirdSession("a", home=home)
        b = BowerbirdSession("b", bower=a.bower)
        await a.add_items([said("first in a")])
        await b.add_items([said("first in b")])
        await a.add_items([said("second in a")])
        assert [i["content"] for i in await a.get_items()] == ["first in a", "second in a"]
        assert [i["content"] for i in await b.get_items()] == ["first in b"]
        await b.clear_session()
        again = BowerbirdSession("a", home=home)
        assert [i["content"] for i in await again.get_items()] == ["first in a", "second in a"]
        other = BowerbirdSession("a", home=home, agent="other-bot")
        assert await other.get_items() == []  # another agent's conversation is its own
        for s in (a, again, other):
            s.close()

    asyncio.run(run())


def test_settings_limit_is_the_default(home: Path) -> None:
    made = BowerbirdSession("s", home=home, session_settings=SessionSettings(limit=1))

    async def run() -> None:
        await made.add_items([said("one"), said("two")])
        assert await made.get_items() == [said("two")]
        assert len(await made.get_items(limit=5)) == 2

    asyncio.run(run())
    made.close()


def test_turns_feed_messages_memories_and_profile(session: BowerbirdSession, home: Path) -> None:
    async def run() -> None:
        await session.add_items(
            [said("I'm vegetarian. Remember that our staging cluster runs in eu-west-1."),
             answered("Noted.", 1)]
        )  # fmt: skip

    asyncio.run(run())
    with Bower(home) as bower:
        hits = bower.messages.search("staging cluster")
        assert hits and hits[0].session == session.bower.session("support-42").session
        assert bower.profiles.show()["attributes"]["diet"]["value"] == "vegetarian"
        found = bower.query("where does staging run").results
        assert found and "eu-west-1" in found[0].content


def test_credentials_are_redacted_in_the_kept_items(session: BowerbirdSession) -> None:
    key = "sk-proj-" + "Zx9Q" * 12

    async def run() -> list[Any]:
        await session.add_items([said(f"use {key} for the deploy")])
        return await session.get_items()

    kept = asyncio.run(run())
    assert key not in str(kept) and "[REDACTED" in kept[0]["content"]


def test_bad_items_are_refused(session: BowerbirdSession) -> None:
    with pytest.raises(InputError, match="dict"):
        asyncio.run(session.add_items(["just a string"]))
    with pytest.raises(InputError, match="not JSON"):
        asyncio.run(session.add_items([{"role": "user", "content": object()}]))
    assert asyncio.run(session.get_items()) == []


class _Counting(Model):
    """A local model: answers how many input items it was given (no network)."""

    async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
        given = args[1] if len(args) > 1 else kwargs["input"]
        n = len(given) if isinstance(given, list) else 1
        text = ResponseOutputText(type="output_text", text=f"seen {n}", annotations=[])
        out = ResponseOutputMessage(
            id=f"msg_{n}", type="message", role="assistant", status="completed", content=[text]
        )
        return ModelResponse(output=[out], usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError


def test_a_real_runner_keeps_the_conversation(session: BowerbirdSession) -> None:
    set_tracing_disabled(True)
    agent = Agent(name="helper", instructions="Be brief.", model=_Counting())

    async def run() -> tuple[str, str]:
        first = await Runner.run(agent, "My sister Lena is a nurse in Utrecht.", session=session)
        second = await Runner.run(agent, "What do you remember?", session=session)
        return str(first.final_output), str(second.final_output)

    first, second = asyncio.run(run())
    assert (first, second) == ("seen 1", "seen 3")  # the second run saw the first's history
    kept = asyncio.run(session.get_items())
    assert [i["role"] for i in kept] == ["user", "assistant", "user", "assistant"]


def test_a_memory_never_points_at_a_message_that_took_its_place(session: BowerbirdSession) -> None:
    """Removing messages (pop, clear) must not let a new message take a removed one's id:
    a memory curated from the old message points at it by id."""

    async def run() -> None:
        await session.add_items([said("Remember that I work as a marine biologist.")])
        await session.pop_item()
        await session.add_items([said("What's a good pasta recipe?")])
        await session.clear_session()
        await session.add_items([said("Try cacio e pepe tonight?")])

    asyncio.run(run())
    bower = session.bower
    kept = {m.id for m in bower.messages.show("support-42")}  # the framework's own name
    assert len(kept) == 1
    pointers = {
        p for m in bower.memories(limit=50) for p in bower.get(m.id).extra.get("messages", [])
    }
    assert pointers and not (pointers & kept)


def test_limits_as_the_sdk_reads_them(session: BowerbirdSession) -> None:
    async def run() -> None:
        await session.add_items([said("one"), said("two"), said("three")])
        assert len(await session.get_items(limit=-1)) == 3  # SQL's LIMIT -1: everything
        assert await session.get_items(limit=0) == []

    asyncio.run(run())
