"""The 50-note gather scenario: restatements, paraphrases, corrections and unrelated notes.

Ten base facts are curated first; then, interleaved, 5 exact restatements, 15 paraphrases,
8 corrections of base facts and 12 unrelated notes. Paraphrases of a fact come before its
correction: restating the old value after a correction is a new contradiction (recency wins,
so it supersedes the correction), not a paraphrase. What should happen:

- a restatement or a paraphrase creates no new live memory (duplicate, update or append);
- a correction supersedes the memory it corrects (the old one closed, pointing at the new);
- an unrelated note creates a memory of its own (it is not merged into another).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from .. import Bower

BASE = [
    "The staging API key rotates every 90 days.",
    "Our Postgres primary runs on db-01 in eu-west-1.",
    "Ana prefers code reviews in the morning.",
    "The billing service is written in Go.",
    "Nightly backups run at 02:00 UTC and are kept for 14 days.",
    "We moved off lambda to fargate because the cold-start budget was blown.",
    "The on-call rotation changes every Monday at 10:00.",
    "The search cluster has 3 nodes with 64 GB of RAM each.",
    "Customer Acme is on the enterprise plan.",
    "The mobile app release train ships every two weeks.",
]
# (kind, base index or None, text)
FOLLOW_UPS: list[tuple[str, int | None, str]] = [
    ("restatement", 0, "The staging API key rotates every 90 days."),
    ("paraphrase", 0, "Staging API keys are rotated every 90 days."),
    ("unrelated", None, "Use the ops Slack channel for incident updates."),
    ("paraphrase", 1, "The primary Postgres database is hosted on db-01 in eu-west-1."),
    ("paraphrase", 0, "Every 90 days the staging API key gets rotated."),
    ("correction", 0, "Actually the staging API key rotates every 30 days, not 90."),
    ("paraphrase", 2, "Ana likes to do code reviews in the mornings."),
    ("unrelated", None, "The design system lives in the ui-kit repository."),
    ("restatement", 3, "The billing service is written in Go."),
    ("paraphrase", 3, "Billing service: it is written in Go."),
    ("paraphrase", 4, "Backups happen nightly at 02:00 UTC and we keep them for 14 days."),
    ("unrelated", None, "Bob is the product owner for the checkout flow."),
    ("paraphrase", 1, "db-01 in eu-west-1 hosts our Postgres primary."),
    ("correction", 1, "Correction: the Postgres primary now runs on db-02 in eu-west-1."),
    ("paraphrase", 5, "We migrated from lambda to fargate since cold starts blew the budget."),
    ("unrelated", None, "Terraform state is stored in an S3 bucket with versioning enabled."),
    ("restatement", 5, "We moved off lambda to fargate because the cold-start budget was blown."),
    ("paraphrase", 6, "The on-call rotation switches every Monday at 10:00."),
    ("unrelated", None, "The analytics dashboard refreshes every hour."),
    ("paraphrase", 2, "In the morning is when Ana prefers to review code."),
    ("correction", 2, "Ana no longer does reviews in the morning; she prefers afternoons."),
    ("paraphrase", 7, "The search cluster: 3 nodes, 64 GB of RAM per node."),
    ("unrelated", None, "Our SLA promises 99.9% uptime for the public API."),
    ("paraphrase", 8, "Acme is a customer on the enterprise plan."),
    ("correction", 4, "Nightly backups are now kept for 30 days instead of 14."),
    ("unrelated", None, "To rotate TLS certificates, run certbot renew on the edge hosts."),
    ("paraphrase", 9, "Mobile app releases ship every two weeks on the release train."),
    ("restatement", 7, "The search cluster has 3 nodes with 64 GB of RAM each."),
    ("unrelated", None, "The data team uses dbt for its transformations."),
    ("paraphrase", 6, "Every Monday at 10:00 the on-call rotation changes."),
    ("correction", 6, "The on-call rotation changes every Tuesday at 09:00 now."),
    ("unrelated", None, "Frontend builds use Vite and pnpm."),
    # Another value with no cue, told the same day, is a contradiction to flag; a
    # correction says so ("now", "actually", "from A to B": docs/decisions.md, wave 4).
    ("correction", 7, "The search cluster now has 5 nodes with 64 GB of RAM each."),
    ("unrelated", None, "Customer Globex asked for single sign-on via Okta."),
    ("restatement", 9, "The mobile app release train ships every two weeks."),
    ("correction", 8, "Acme is no longer on the enterprise plan; they moved to business."),
    ("unrelated", None, "The Kafka cluster retains events for 7 days."),
    ("paraphrase", 5, "Cold-start budget problems made us move from lambda to fargate."),
    ("correction", 9, "Actually the mobile app release train ships every week, not every two."),
    ("unrelated", None, "Product screenshots for the website live in the brand drive."),
]


def run(home: Path | None = None, provider: str = "default") -> dict[str, Any]:
    """Curate the scenario into a fresh home; count what each note did."""
    with (
        tempfile.TemporaryDirectory(prefix="bower-scenario-") as tmp,
        Bower(home or tmp, overrides={"embed": {"provider": provider}}) as bower,
    ):
        base_ids = [bower.curate(text).created[0] for text in BASE]
        live_of = list(base_ids)  # the current live memory for each base fact
        rows: list[dict[str, Any]] = []
        for kind, base, text in FOLLOW_UPS:
            result = bower.curate(text)
            actions = [a.action for a in result.actions]
            targets = [a.target for a in result.actions]
            ok: bool
            if kind in ("restatement", "paraphrase"):
                ok = "created" not in actions and "superseded" not in actions
            elif kind == "correction":
                assert base is not None
                ok = actions == ["superseded"] and targets == [live_of[base]]
                if ok:
                    live_of[base] = result.actions[0].memory.id
            else:
                ok = actions == ["created"]
            rows.append({"kind": kind, "text": text, "actions": actions, "ok": ok})
        status = bower.status()
        live = bower.memories("oldest", limit=1_000_000)
        contents = [bower.get(m.id).content for m in live]

    def count(kind: str, good: bool) -> int:
        return sum(1 for r in rows if r["kind"] == kind and r["ok"] is good)

    return {
        "notes": len(BASE) + len(FOLLOW_UPS),
        "embedder": status.embeddings.get("model"),
        "exact_duplicates_created": len(contents) - len(set(contents)),
        "restatements_merged": count("restatement", True),
        "restatements": count("restatement", True) + count("restatement", False),
        "paraphrase_duplicates_created": count("paraphrase", False),
        "paraphrases": count("paraphrase", True) + count("paraphrase", False),
        "corrections_superseding_their_target": count("correction", True),
        "corrections": count("correction", True) + count("correction", False),
        "unrelated_kept_apart": count("unrelated", True),
        "unrelated": count("unrelated", True) + count("unrelated", False),
        "live_memories": len(contents),
        "misses": [r for r in rows if not r["ok"]],
    }
