"""Writers from several surfaces on one home, killed with SIGKILL at random, dreams between.

    python benchmarks/crash_and_concurrency.py HOME [ROUNDS] [WRITERS] [SECONDS]

Each round starts WRITERS processes on HOME — facade curates, CLI curates, verbatim imports,
journal appends and conversation turns, in turn — lets them run for a random 0.3 s to SECONDS
(2; give more with the real model, whose load takes a second per process), kills
every one of them with SIGKILL (mid-write as often as not), and runs a dream in between. A
writer prints each id right after ``curate`` returns: an *acknowledged* write. At the end,
nothing acknowledged may be missing (a memory id that has no file, unless a dream merged or
superseded it into another — then the file stays on disk, closed), no file may be torn (every
``.md`` parses, no temp file is left), the index must list exactly the files, and `bower
doctor` must find no damaged database. Prints one JSON line of counts.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

WRITER = textwrap.dedent(
    """
    import sys
    from datetime import datetime
    from bowerbird import Bower, ImportRecord
    home, kind, tag = sys.argv[1], sys.argv[2], sys.argv[3]
    with Bower(home) as bower:
        i = 0
        while True:
            text = f"Writer {tag} item {i}: service {tag}x{i} listens on port {1000 + i}."
            if kind == "curate":
                ids = bower.curate(text).created
            elif kind == "import":
                ids = bower.import_records([ImportRecord(text)])
            elif kind == "journal":
                bower.journal.write(text)
                ids = []
            else:
                done = bower.sync_turn(f"Remember that {text}", "Noted.")
                ids = [m for r in done for m in r.created]
            for memory_id in ids:
                print(memory_id, flush=True)
            i += 1
    """
)
KINDS = ("curate", "cli", "import", "journal", "turn")


def _cli_writer(home: Path, tag: str) -> subprocess.Popen[str]:
    script = (
        f"i=0; while true; do {sys.executable} -m bowerbird curate --json "
        f'"CLI {tag} note $i: host {tag}h$i runs job $i." | '
        f"{sys.executable} -c 'import json,sys; d=json.load(sys.stdin); "
        f'[print(x, flush=True) for x in d["data"]["created"]]\'; i=$((i+1)); done'
    )
    return subprocess.Popen(
        ["bash", "-c", script],
        env={**os.environ, "BOWERBIRD_HOME": str(home)},
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )


def main() -> None:
    home = Path(sys.argv[1])
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    writers = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    longest = float(sys.argv[4]) if len(sys.argv) > 4 else 2.0
    rng = random.Random(7)
    env = {**os.environ, "BOWERBIRD_HOME": str(home)}
    subprocess.run([sys.executable, "-m", "bowerbird", "init"], env=env, capture_output=True)
    acknowledged: set[str] = set()
    kills = 0
    started = time.perf_counter()
    for n in range(rounds):
        procs = []
        for w in range(writers):
            kind = KINDS[(n + w) % len(KINDS)]
            tag = f"r{n}w{w}"
            if kind == "cli":
                procs.append(_cli_writer(home, tag))
            else:
                procs.append(
                    subprocess.Popen(
                        [sys.executable, "-c", WRITER, str(home), kind, tag],
                        stdout=subprocess.PIPE,
                        stderr=subprocess.DEVNULL,
                        text=True,
                        start_new_session=True,
                    )
                )
        time.sleep(rng.uniform(0.3, longest))
        for proc in procs:
            os.killpg(proc.pid, signal.SIGKILL)
            kills += 1
        for proc in procs:
            out, _ = proc.communicate(timeout=60)
            acknowledged.update(line.strip() for line in out.splitlines() if line.strip())
        if n % 3 == 2:  # a dream between rounds, over every agent
            subprocess.run(
                [sys.executable, "-m", "bowerbird", "dream", "--all-agents", "--json"],
                env=env,
                capture_output=True,
                timeout=600,
            )
    from bowerbird import Bower
    from bowerbird.storage.files.parsing import parse

    tree = home / "tree"
    files = {p.relative_to(tree).as_posix(): p for p in tree.rglob("*.md")}
    torn = 0
    ids = set()
    for rel, path in files.items():
        try:
            ids.add(parse(path.read_bytes(), rel).id)
        except Exception:  # a torn file: counted, the benchmark's one question
            torn += 1
    temps = [p for p in tree.rglob("*") if p.is_file() and p.name.startswith(".")]
    with Bower(home) as bower:
        status = bower.status()
        checkup = bower.doctor()
    lost = sorted(acknowledged - ids)
    print(
        json.dumps(
            {
                "rounds": rounds,
                "writers_per_round": writers,
                "sigkills": kills,
                "acknowledged_writes": len(acknowledged),
                "lost": len(lost),
                "lost_ids": lost[:10],
                "files": len(files),
                "torn_files": torn,
                "temp_files_left": len(temps),
                "indexed_files": status.counts.files,
                "damaged_databases": checkup.damaged,
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
