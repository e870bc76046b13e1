"""The dream's second opinion: pairs the judge's rules leave open are put to a local model
(a scripted OpenAI-compatible server on 127.0.0.1, through the real ``openai`` client); what
it reads as a contradiction is queued for review, never applied, and a reply outside the
answer's schema changes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bowerbird import Bower, ImportRecord

from ..gather.test_llm import Script, server  # noqa: F401 - the scripted LLM endpoint

CLOSES = "Our office closes at 6 pm."
LATE = "The office is open until late every evening."
PROMPT = "compare two statements"


def _bower(home: Path, url: str) -> Bower:
    llm = {"base_url": url, "model": "small", "timeout_s": 2.0, "max_retries": 0}
    overrides: dict[str, Any] = {
        "llm": llm,
        "sync": {"interval_s": 0},
        "embed": {"provider": "default"},
        "dream": {"summaries": False},
    }
    return Bower(home, overrides=overrides)


def _asked(script: Script) -> list[str]:
    return [
        str(r["messages"][1]["content"])
        for r in script.requests
        if PROMPT in str(r["messages"][0]["content"])
    ]


def test_a_pair_the_rules_leave_open_is_put_to_the_model_and_flagged(
    home: Path,
    server: tuple[str, Script],  # noqa: F811 - the fixture imported above
) -> None:
    url, script = server
    verdict = {"relation": "contradiction", "reason": "one closes at 6 pm, one stays open late"}
    script.by_prompt[PROMPT] = [("json", verdict)] * 5
    bower = _bower(home, url)
    bower.import_records([ImportRecord(CLOSES), ImportRecord(LATE)])
    report = bower.dream()
    asked = _asked(script)
    assert len(asked) == 1 and "OLDER:" in asked[0] and "NEWER:" in asked[0]
    pending = bower.review().pending
    flagged = [i.change for i in pending if i.change.kind == "supersede"]
    assert len(flagged) == 1, pending
    assert "one closes at 6 pm, one stays open late" in flagged[0].reason  # the model's why
    # Nothing was closed on the model's word: both stay live until a human decides.
    live = [bower.get(m.id) for m in bower.browse().memories]
    assert {m.content for m in live if m.superseded_by is None} >= {CLOSES, LATE}
    assert not [c for c in report.plan if c.kind == "supersede" and c.id in report.applied]
    bower.close()


def test_a_reply_outside_the_schema_changes_nothing(
    home: Path,
    server: tuple[str, Script],  # noqa: F811 - the fixture imported above
) -> None:
    url, script = server
    script.by_prompt[PROMPT] = [("json", {"relation": "probably", "reason": "?"})] * 5
    bower = _bower(home, url)
    bower.import_records([ImportRecord(CLOSES), ImportRecord(LATE)])
    bower.dream()
    assert _asked(script)  # it was asked, and its answer refused
    assert not [i for i in bower.review().pending if i.change.kind == "supersede"]
    bower.close()


def test_without_a_model_the_rules_alone_judge(home: Path) -> None:
    bower = Bower(home, overrides={"sync": {"interval_s": 0}, "embed": {"provider": "default"}})
    bower.import_records([ImportRecord(CLOSES), ImportRecord(LATE)])
    bower.dream()
    assert not [i for i in bower.review().pending if i.change.kind == "supersede"]
    bower.close()
