"""A cold start from a WhatsApp chat: time, memories, duplicates, secrets, and peak memory.

    python benchmarks/import_cold_start.py [MESSAGES ...]

For each size (default 1000 and 10000) a group chat of that many messages is generated
(seeded: three friends and the exporter over a year, in the Android layout; chatter, plans,
facts about people, a fact restated weeks later, media lines, multi-line messages and a few
pasted credentials), then imported into a fresh home by a separate process with the shipped
local model (``bower import``'s path: ``Bower.import_file``). Printed per size: wall time,
messages kept, memories created, duplicates found by curate, credentials redacted, skipped
lines, and the importing process's peak RSS — which should barely move from 1,000 to 10,000
messages, as the chat is read and stored a session at a time.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import textwrap
from datetime import datetime, timedelta
from pathlib import Path

PEOPLE = ["Oscar Pérez", "Zoë Ñúñez", "Ben Okafor"]
ME = "Mara Lind"
CHATTER = ["ok", "haha", "sure", "see you then", "👍", "lol true", "on my way", "thanks!"]
FACTS = [
    "I moved to {city} last month, the flat is near the river.",
    "My new job at {org} starts on Monday, it's a {role} role.",
    "I'm allergic to {food}, please keep that in mind for dinner.",
    "Our team switched the build to {tool} and it is twice as fast.",
    "My sister {name} is visiting from {city} next week.",
    "I ran the {city} half marathon in {minutes} minutes.",
    "The climbing gym closes at {hour}:00 on weekdays now.",
    "I bought a {thing} for the trip, it weighs {kg} kg.",
]
FILL = {
    "city": ["Berlin", "Lisbon", "Oslo", "Porto", "Lyon", "Kraków"],
    "org": ["Acme", "Nordwind", "Globex", "Initech"],
    "role": ["backend", "data", "platform", "design"],
    "food": ["peanuts", "shellfish", "gluten"],
    "tool": ["Bazel", "Nix", "Buck2", "Pants"],
    "name": ["Ines", "Lars", "Amara", "Yuki"],
    "minutes": ["98", "104", "111", "121"],
    "hour": ["21", "22", "23"],
    "thing": ["tent", "stove", "backpack", "rope"],
    "kg": ["1.2", "2.5", "0.8", "3.1"],
}
SECRETS = [
    "the wifi password is password: Tr0ub4dor&3xyz",
    "use this key sk-proj-{tail} for the staging box",
    "token ghp_{tail36}",
]


def _chat(messages: int, seed: int = 7) -> str:
    rng = random.Random(seed)
    at = datetime(2024, 1, 3, 9, 0)
    lines = [
        f"{at:%-m/%-d/%y}, {at:%-I:%M}\u202f{at:%p} - Messages and calls are end-to-end "
        "encrypted. No one outside of this chat can read them."
    ]
    said: list[str] = []
    for n in range(messages):
        at += timedelta(minutes=rng.choice([1, 2, 5, 30, 240, 900, 2000]))
        who = rng.choice([*PEOPLE, ME])
        roll = rng.random()
        if roll < 0.45:
            text = rng.choice(CHATTER)
        elif roll < 0.5:
            text = "<Media omitted>"
        elif roll < 0.52:
            text = rng.choice(SECRETS).format(
                tail="".join(rng.choice("abcdefghijkmnpqrstuvwxyz0123456789") for _ in range(32)),
                tail36="".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(36)),
            )
        elif roll < 0.6 and said:
            text = rng.choice(said)  # a fact said again, weeks later
        else:
            template = rng.choice(FACTS)
            text = template.format(**{k: rng.choice(v) for k, v in FILL.items()})
            if rng.random() < 0.1:
                text += "\nAlso, tell the others."
            said.append(text)
        lines.append(f"{at:%-m/%-d/%y}, {at:%-I:%M}\u202f{at:%p} - {who}: {text}")
        _ = n
    return "\n".join(lines) + "\n"


IMPORTER = textwrap.dedent(
    """
    import json, resource, sys, time
    from bowerbird import Bower
    home, chat, me = sys.argv[1], sys.argv[2], sys.argv[3]
    with Bower(home) as bower:
        bower.embedder.embed(["warm the model up"])  # its load is not the import's time
        started = time.perf_counter()
        report = bower.import_file(chat, me=me)
        took = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({**report.to_dict(), "seconds": round(took, 1), "peak_rss_mib": round(peak)}))
    """
)


def main(sizes: list[int]) -> None:
    print("| messages | seconds | kept | memories | duplicates | redacted | skipped | peak RSS |")
    print("|---|---|---|---|---|---|---|---|")
    for size in sizes:
        with tempfile.TemporaryDirectory(prefix="bower-import-") as tmp:
            chat = Path(tmp) / "WhatsApp Chat with Friends.txt"
            chat.write_text(_chat(size), encoding="utf-8")
            run = subprocess.run(
                [sys.executable, "-c", IMPORTER, str(Path(tmp) / "home"), str(chat), ME],
                capture_output=True,
                text=True,
                check=True,
            )
            data = json.loads(run.stdout.strip().splitlines()[-1])
            print(
                f"| {size:,} | {data['seconds']} | {data['kept']:,} | {len(data['created']):,} "
                f"| {data['duplicates']:,} | {data['redacted']} | {sum(data['skipped'].values())} "
                f"| {data['peak_rss_mib']} MiB |"
            )


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [1000, 10000])
