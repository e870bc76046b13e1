"""An OpenAI Agents SDK agent whose conversation lives in a bowerbird home
(docs/integrations/openai-agents.md).

Run: .venv/bin/python examples/openai_agents_session.py [HOME]   (needs `bowerbird[openai-agents]`)

With OPENAI_API_KEY set the agent talks to an OpenAI model; without it, a small local stand-in
model answers, so the example runs offline. Either way the session keeps every item in the
home's message layer, and what the user says about themselves reaches their profile and
memories: `bower profile --home HOME` shows it afterwards.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from typing import Any

from agents import Agent, Runner, set_tracing_disabled
from agents.items import ModelResponse
from agents.models.interface import Model
from agents.usage import Usage
from openai.types.responses import ResponseOutputMessage, ResponseOutputText

from bowerbird.integrations.openai_agents import BowerbirdSession


class LocalModel(Model):
    """Stands in for a real model offline: says how much history it was given."""

    async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
        given = args[1] if len(args) > 1 else kwargs["input"]
        n = len(given) if isinstance(given, list) else 1
        text = ResponseOutputText(
            type="output_text", text=f"(I can see {n} items of this chat.)", annotations=[]
        )
        out = ResponseOutputMessage(
            id=f"msg_{n}", type="message", role="assistant", status="completed", content=[text]
        )
        return ModelResponse(output=[out], usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError


async def main() -> None:
    home = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="bower-agents-")
    online = bool(os.environ.get("OPENAI_API_KEY"))
    set_tracing_disabled(not online)  # no traces leave the machine offline
    agent = Agent(
        name="assistant",
        instructions="Be brief.",
        model="gpt-4.1-mini" if online else LocalModel(),
    )
    session = BowerbirdSession("ana-chat", home=home)
    for said in ["Hi! I'm Ana, I'm vegetarian and I live in Ghent.", "What do you know about me?"]:
        result = await Runner.run(agent, said, session=session)
        print("user:", said)
        print("assistant:", result.final_output)
    items = await session.get_items()
    print(f"{len(items)} items kept in session {session.bower.session('ana-chat').session}")
    print("profile:", sorted(session.bower.profiles.show()["attributes"]))
    session.close()
    print("home:", home)


if __name__ == "__main__":
    asyncio.run(main())
