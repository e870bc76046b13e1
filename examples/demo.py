"""`make demo`: curate the example notes into a fresh home with the real `bower` CLI, then ask.

Every step is a real `bower` process, so what you see is what an agent calling the CLI gets.
The home is a temporary directory, removed at the end (pass --keep to keep it).
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
BOWER = [sys.executable, "-m", "bowerbird"]
QUERIES = [
    "why did we leave lambda?",
    "how do I deploy the cluster",
    "staging key rotation",
    "what breaks CI",
    "who owns the API key and how long do tokens last",
]


def bower(home: Path, *args: str, show: bool = True) -> dict[str, object]:
    cmd = [*BOWER, *args, "--home", str(home), "--json"]
    if show:
        print("$ bower " + " ".join(shlex.quote(a) for a in args))
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        sys.exit(f"bower {args[0]} failed ({proc.returncode}): {proc.stdout}{proc.stderr}")
    return dict(json.loads(proc.stdout))


def main() -> None:
    keep = "--keep" in sys.argv
    home = Path(tempfile.mkdtemp(prefix="bowerbird-demo-"))
    print(f"# demo home: {home}\n")
    try:
        notes = [json.loads(line) for line in (HERE / "notes.jsonl").read_text().splitlines()]
        for note in notes:
            args = ["curate", note["text"]]
            if note.get("tags"):
                args += ["--tags", ",".join(note["tags"])]
            if note.get("topic"):
                args += ["--topic", note["topic"]]
            data = bower(home, *args, show=False)["data"]
            mem = data["memories"][0]
            print(f"curated {mem['type']:<9} {mem['path']}")
        print()
        for question in QUERIES:
            data = bower(home, "query", question, "--limit", "3")["data"]
            for hit in data["results"]:
                print(f"   {hit['score']:.2f}  {hit['title']}")
            tier = f"tier {data['tier']} {data['tier_name']}, {data['mode']}"
            print(f"   ({data['took_ms']} ms, {tier})\n")
        # The same question again is answered by the exact cache (tier 0) until the next write.
        data = bower(home, "query", QUERIES[0], "--limit", "3")["data"]
        print(f"asked again: {QUERIES[0]}")
        for hit in data["results"]:
            print(f"   {hit['score']:.2f}  {hit['title']}")
        print(f"   ({data['took_ms']} ms: the same answer from the cache, tier {data['tier']})\n")
        block = bower(
            home, "context", "what should I know before deploying?", "--budget-tokens", "200"
        )
        print(block["data"]["context"])
        # Plain markdown beside the memories: a daily log and MEMORY.md, searched as chunks.
        (home / "journal").mkdir(exist_ok=True)
        (home / "journal" / "MEMORY.md").write_text(
            "# MEMORY\n\n## People\n\n- Dana owns the billing service and reviews its PRs.\n"
        )
        bower(home, "journal", "Moved the staging Postgres to port 6543 (pgbouncer clash).")
        data = bower(home, "query", "which port is the staging database on?", "--limit", "2")
        for hit in data["data"]["results"]:
            where = f"{hit['path']}:{hit['lines'][0]}-{hit['lines'][1]}" if hit["lines"] else ""
            print(f"   {hit['score']:.2f}  {hit['kind']:<6} {hit['title']}  {where}")
        start = bower(home, "journal", "start", "--budget-tokens", "200")["data"]
        print(start["context"])
        status = bower(home, "status")["data"]
        print(f"   {status['memories']} memories: {status['by_type']}")
        print(f"   tree {status['tree_bytes']:,} bytes, index {status['index_bytes']:,} bytes\n")
        sample = next((home / "tree").rglob("*.md"))
        print(f"# one memory file, {sample.relative_to(home)}:\n")
        print(sample.read_text())
        print("# delete the index; the next command rebuilds it from the tree")
        for name in ("index.db", "index.db-wal", "index.db-shm"):
            (home / name).unlink(missing_ok=True)
        data = bower(home, "query", "why did we leave lambda?", "--limit", "1")["data"]
        print(f"   {data['results'][0]['title']}  ({data['mode']}: vectors.db kept the embeddings)")
    finally:
        if keep:
            print(f"\nkept {home}")
        else:
            subprocess.run(["rm", "-rf", str(home)], check=False)
    print("\ndemo finished")


if __name__ == "__main__":
    main()
