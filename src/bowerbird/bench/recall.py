"""`bower bench recall`: the retrieval protocol of ``../shared/bench/PROTOCOL.md`` on LoCoMo.

For each conversation a fresh store gets every turn in order, then each question (categories
1-4 with evidence) is searched with k=50. Bowerbird and a plain BM25 baseline (the protocol's:
lowercase ``[a-z0-9]+`` tokens, English stop words removed, Okapi k1=1.5 b=0.75 with the
rank_bm25 IDF floor) run in the same process on the same questions, so the comparison holds on
a noisy machine. A paired sign test on hit@5 and a bootstrap interval on the R@5 difference
say whether a gap is real.
"""

from __future__ import annotations

import json
import math
import random
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from .. import InputError
from ..services.text import STOPWORDS

KS = (1, 3, 5, 10, 20, 50)
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}


class Retriever(Protocol):
    def add(self, mem_id: str, text: str, created_at: Any, meta: dict[str, Any]) -> None: ...
    def finalize(self) -> None: ...
    def search(self, query: str, k: int = 10, query_time: Any = None) -> list[str]: ...
    def close(self) -> None: ...


@dataclass
class Question:
    text: str
    gold: list[str]
    category: int


@dataclass
class Conversation:
    sample_id: str
    turns: list[tuple[str, str, str, dict[str, Any]]]  # id, text, created_at ISO, meta
    questions: list[Question] = field(default_factory=list)


# ---------------------------------------------------------------- data


def _session_time(raw: str) -> str:
    when = datetime.strptime(raw.strip(), "%I:%M %p on %d %B, %Y")
    return when.strftime("%Y-%m-%dT%H:%M:%SZ")


def _clean_evidence(evidence: list[str], valid: set[str]) -> list[str]:
    """Protocol cleaning: split lists, fix "D:11:26" and "D30:05", drop unknown ids."""
    out: list[str] = []
    for item in evidence:
        for part in re.split(r"[;,\s]+", item):
            match = re.fullmatch(r"D:?(\d+):0*(\d+)", part.strip())
            if match:
                dia = f"D{int(match.group(1))}:{int(match.group(2))}"
                if dia in valid and dia not in out:
                    out.append(dia)
    return out


def load_locomo(path: Path) -> list[Conversation]:
    """Conversations and evaluable questions of ``locomo10.json`` (or a file shaped like it)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(
            f"no LoCoMo file at {path}",
            hint="Pass --data ../shared/bench/locomo10.json (it is not shipped in the package).",
        ) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise InputError(f"{path} is not LoCoMo JSON: {exc}") from None
    conversations: list[Conversation] = []
    try:
        for sample in data:
            conv = sample["conversation"]
            numbers = sorted(int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k))
            turns = []
            for n in numbers:
                created = _session_time(conv[f"session_{n}_date_time"])
                for turn in conv[f"session_{n}"]:
                    text = f"{turn['speaker']}: {turn['text']}"
                    if turn.get("blip_caption"):
                        text += f" [shares {turn['blip_caption']}]"
                    meta = {"session": n, "speaker": turn["speaker"]}
                    turns.append((turn["dia_id"], text, created, meta))
            valid = {t[0] for t in turns}
            item = Conversation(str(sample.get("sample_id", len(conversations))), turns)
            for qa in sample["qa"]:
                if qa["category"] == 5:
                    continue
                gold = _clean_evidence(qa.get("evidence", []), valid)
                if gold:
                    item.questions.append(Question(qa["question"], gold, int(qa["category"])))
            conversations.append(item)
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"{path} does not have the LoCoMo layout ({exc!r})") from None
    return conversations


# ---------------------------------------------------------------- the BM25 baseline


_BASELINE_TOKEN = re.compile(r"[a-z0-9]+")


def _baseline_tokens(text: str) -> list[str]:
    return [t for t in _BASELINE_TOKEN.findall(text.lower()) if t not in STOPWORDS]


class Bm25Baseline:
    """Okapi BM25 as rank_bm25 computes it (k1=1.5, b=0.75, IDF floor 0.25 x mean IDF)."""

    def __init__(self, k1: float = 1.5, b: float = 0.75, epsilon: float = 0.25) -> None:
        self.k1, self.b, self.epsilon = k1, b, epsilon
        self.ids: list[str] = []
        self.docs: list[Counter[str]] = []
        self.lengths: list[int] = []
        self.idf: dict[str, float] = {}
        self.avgdl = 0.0

    def add(self, mem_id: str, text: str, created_at: Any = None, meta: Any = None) -> None:
        tokens = _baseline_tokens(text)
        self.ids.append(mem_id)
        self.docs.append(Counter(tokens))
        self.lengths.append(len(tokens))

    def finalize(self) -> None:
        n = len(self.docs)
        df: Counter[str] = Counter()
        for doc in self.docs:
            df.update(doc.keys())
        idf = {t: math.log(n - f + 0.5) - math.log(f + 0.5) for t, f in df.items()}
        floor = self.epsilon * (sum(idf.values()) / len(idf)) if idf else 0.0
        self.idf = {t: (v if v >= 0 else floor) for t, v in idf.items()}
        self.avgdl = sum(self.lengths) / n if n else 0.0

    def search(self, query: str, k: int = 10, query_time: Any = None) -> list[str]:
        terms = _baseline_tokens(query)
        scores = []
        for i, (doc, length) in enumerate(zip(self.docs, self.lengths, strict=True)):
            s = 0.0
            for t in terms:
                f = doc.get(t, 0)
                if f:
                    s += (
                        self.idf[t]
                        * f
                        * (self.k1 + 1)
                        / (f + self.k1 * (1 - self.b + self.b * length / self.avgdl))
                    )
            scores.append((-s, i))
        scores.sort()
        return [self.ids[i] for _, i in scores[:k]]

    def close(self) -> None:
        pass


# ---------------------------------------------------------------- scoring


def score_question(ranked: list[str], gold: list[str]) -> dict[str, float]:
    """recall@k, hit@k, all@k, MRR and NDCG@10 of one ranking."""
    wanted = set(gold)
    out: dict[str, float] = {}
    for k in KS:
        found = wanted & set(ranked[:k])
        out[f"R@{k}"] = len(found) / len(wanted)
        out[f"hit@{k}"] = float(bool(found))
        out[f"all@{k}"] = float(found == wanted)
    first = next((i for i, x in enumerate(ranked[:50]) if x in wanted), None)
    out["MRR"] = 0.0 if first is None else 1.0 / (first + 1)
    dcg = sum(1 / math.log2(i + 2) for i, x in enumerate(ranked[:10]) if x in wanted)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(wanted), 10)))
    out["NDCG@10"] = dcg / ideal
    return out


def summarise(rows: list[dict[str, float]], categories: list[int]) -> dict[str, Any]:
    """Micro mean, mean per category, and macro mean over the categories."""
    keys = list(rows[0]) if rows else []

    def mean(items: list[dict[str, float]]) -> dict[str, float]:
        return {k: round(statistics.fmean(r[k] for r in items), 4) for k in keys} if items else {}

    per = {
        CATEGORIES[c]: mean([r for r, rc in zip(rows, categories, strict=True) if rc == c])
        for c in sorted(set(categories))
    }
    macro = {k: round(statistics.fmean(p[k] for p in per.values()), 4) for k in keys}
    counts = Counter(CATEGORIES[c] for c in categories)
    return {"overall": mean(rows), "per_category": per, "macro": macro, "questions": counts}


def sign_test(a: list[float], b: list[float]) -> dict[str, float]:
    """Two-sided exact sign test on paired 0/1 outcomes (McNemar's exact form)."""
    wins = sum(1 for x, y in zip(a, b, strict=True) if x > y)
    losses = sum(1 for x, y in zip(a, b, strict=True) if x < y)
    n = wins + losses
    if n == 0:
        return {"wins": 0, "losses": 0, "p_value": 1.0}
    tail = sum(math.comb(n, i) for i in range(0, min(wins, losses) + 1)) / 2**n
    return {"wins": wins, "losses": losses, "p_value": min(1.0, 2 * tail)}


def bootstrap_diff(a: list[float], b: list[float], runs: int = 2000) -> dict[str, float]:
    """Mean of a-b over questions with a 95% bootstrap interval (seeded: reproducible)."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    rng = random.Random(7)
    n = len(diffs)
    means = sorted(statistics.fmean(rng.choices(diffs, k=n)) for _ in range(runs))
    return {
        "mean": round(statistics.fmean(diffs), 4),
        "ci95_low": round(means[int(runs * 0.025)], 4),
        "ci95_high": round(means[int(runs * 0.975) - 1], 4),
    }


# ---------------------------------------------------------------- running


@dataclass
class SystemRun:
    name: str
    rows: list[dict[str, float]] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)
    ingest_s: float = 0.0
    memories: int = 0


def evaluate(
    name: str,
    factory: Callable[[], Retriever],
    conversations: list[Conversation],
    progress: Callable[[str], None] | None = None,
) -> SystemRun:
    """Ingest each conversation into a fresh store and search every question (k=50)."""
    result = SystemRun(name)
    for conv in conversations:
        store = factory()
        try:
            started = time.perf_counter()
            for mem_id, text, created, meta in conv.turns:
                store.add(mem_id, text, created, meta)
            store.finalize()
            result.ingest_s += time.perf_counter() - started
            result.memories += len(conv.turns)
            store.search("warm-up question about nothing in particular", k=50)
            for q in conv.questions:
                t = time.perf_counter()
                ranked = store.search(q.text, k=50)
                result.latencies_ms.append((time.perf_counter() - t) * 1000)
                result.rows.append(score_question(ranked, q.gold))
        finally:
            store.close()
        if progress:
            progress(f"{name}: {conv.sample_id} done ({len(conv.questions)} questions)")
    return result


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def report(runs: list[SystemRun], categories: list[int]) -> dict[str, Any]:
    systems = {}
    for r in runs:
        systems[r.name] = {
            **summarise(r.rows, categories),
            "latency_ms": {
                "p50": round(_percentile(r.latencies_ms, 0.5), 2),
                "p95": round(_percentile(r.latencies_ms, 0.95), 2),
            },
            "ingest_per_s": round(r.memories / r.ingest_s, 1) if r.ingest_s else None,
        }
    comparisons = {}
    base = runs[-1]
    for r in runs[:-1]:
        comparisons[f"{r.name} vs {base.name}"] = {
            "hit@5_sign_test": sign_test(
                [x["hit@5"] for x in r.rows], [x["hit@5"] for x in base.rows]
            ),
            "R@5_difference": bootstrap_diff(
                [x["R@5"] for x in r.rows], [x["R@5"] for x in base.rows]
            ),
        }
    return {"systems": systems, "comparisons": comparisons}


def run(
    data: Path,
    *,
    conversations: int | None = None,
    fast_too: bool = False,
    with_dream: bool = False,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The whole protocol: bowerbird (optionally also keyword-only, and after a dream)
    against BM25."""
    import os

    from .adapter import BowerStore

    convs = load_locomo(data)[:conversations]
    categories = [q.category for c in convs for q in c.questions]
    runs = [evaluate("bowerbird", BowerStore, convs, progress)]
    if fast_too:
        runs.append(evaluate("bowerbird --fast", lambda: BowerStore(fast=True), convs, progress))
    if with_dream:
        runs.append(
            evaluate("bowerbird after dream", lambda: BowerStore(dream=True), convs, progress)
        )
    runs.append(evaluate("bm25", Bm25Baseline, convs, progress))
    out = report(runs, categories)
    out["setup"] = {
        "dataset": str(data),
        "conversations": len(convs),
        "questions": len(categories),
        "memories": runs[0].memories,
        "cores": os.cpu_count(),
        "threads": "onnxruntime default; one client thread",
    }
    return out
