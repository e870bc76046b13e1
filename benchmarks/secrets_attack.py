"""The redaction gate on an attack pass's cases (issue 63): how many secret forms pass it in
clear, how many innocent look-alikes it changes.

An attack pass (``benchmarks/data/secrets/attack4/cases.json``) holds batches of ``S``
(secret forms: ``text``, the ``needles`` that must not survive) and ``I`` (look-alikes: the
``keeps`` that must). A text given as turns (``[[role, text], …]``) is redacted turn by turn
with the turns before it, as a conversation's doors do.

    python benchmarks/secrets_attack.py benchmarks/data/secrets/attack4/cases.json [--misses]

Old code beside new: ``PYTHONPATH=<worktree>/src python benchmarks/secrets_attack.py …``.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from bowerbird import redact


def _redacted(text: str | list[list[str]]) -> str:
    if isinstance(text, str):
        return redact(text)[0]
    said: list[str] = []
    out = []
    for _role, turn in text:
        out.append(redact(turn, said)[0])
        said.append(turn)
    return "\n".join(out)


def measure(path: Path, misses: bool) -> dict[str, object]:
    """Secret forms left in clear by kind, and look-alikes changed, over every batch."""
    batches = json.loads(path.read_text(encoding="utf-8"))
    total: Counter[str] = Counter()
    leaked: Counter[str] = Counter()
    changed: list[str] = []
    innocents = 0
    for batch in batches.values():
        for case in batch.get("S", []):
            total[case["kind"]] += 1
            out = _redacted(case["text"])
            if any(needle in out for needle in case["needles"]):
                leaked[case["kind"]] += 1
                if misses:
                    print(f"  clear  {case['kind']}: {out[:140]!r}")
        for case in batch.get("I", []):
            if not isinstance(case["text"], str):
                continue
            innocents += 1
            out = _redacted(case["text"])
            if any(kept not in out for kept in case.get("keeps", [])):
                changed.append(case["name"])
                if misses:
                    print(f"  changed {case['name']}: {out[:140]!r}")
    return {
        "secret_forms": sum(total.values()),
        "in_clear": sum(leaked.values()),
        "in_clear_by_kind": dict(leaked),
        "innocents": innocents,
        "innocents_changed": len(changed),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", type=Path)
    parser.add_argument("--misses", action="store_true", help="print each form left in clear")
    args = parser.parse_args()
    print(json.dumps(measure(args.cases, args.misses), indent=1))


if __name__ == "__main__":
    main()
