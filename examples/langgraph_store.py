"""A LangGraph graph whose long-term memory is a bowerbird home (docs/integrations/langgraph.md).

Run: .venv/bin/python examples/langgraph_store.py [HOME]   (needs `bowerbird[langgraph]`)

The graph has no model, so it runs offline: one node remembers what the user says about
themselves in the store, the next recalls it by meaning. The items are ordinary memory files
of the home: `bower query "tea" --home HOME` finds them too.
"""

from __future__ import annotations

import sys
import tempfile
from typing import TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore

from bowerbird.integrations.langgraph import BowerbirdStore


class State(TypedDict):
    user: str
    said: str
    recalled: list[str]


def remember(state: State, *, store: BaseStore) -> dict[str, object]:
    key = f"note-{len(store.search(('users', state['user']), limit=100))}"
    store.put(("users", state["user"]), key, {"text": state["said"]})
    return {}


def recall(state: State, *, store: BaseStore) -> dict[str, object]:
    hits = store.search(("users", state["user"]), query="what do they like to drink?", limit=1)
    return {"recalled": [h.value["text"] for h in hits]}


def main() -> None:
    home = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="bower-langgraph-")
    with BowerbirdStore(home=home) as store:
        builder = StateGraph(State)
        builder.add_node("remember", remember)
        builder.add_node("recall", recall)
        builder.add_edge(START, "remember")
        builder.add_edge("remember", "recall")
        builder.add_edge("recall", END)
        graph = builder.compile(store=store)
        for said in ["I grow tomatoes on my balcony.", "I drink green tea, never coffee."]:
            out = graph.invoke({"user": "ana", "said": said, "recalled": []})
        print("recalled:", out["recalled"][0])
        print("namespaces:", store.list_namespaces())
        print("home:", home)


if __name__ == "__main__":
    main()
