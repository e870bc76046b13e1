"""How long one long note takes to curate (issue 63: a 930 KB note ran for over 14 minutes).

Random letter-and-digit tokens, the worst shape for the rules that read words (none of them
a word they know); the home is fresh and warmed with one short note first.

    python benchmarks/long_note.py 200000 919000

Old code beside new: ``PYTHONPATH=<worktree>/src python benchmarks/long_note.py …``.
"""

from __future__ import annotations

import random
import string
import sys
import tempfile
import time
from pathlib import Path

from bowerbird import Bower


def note(chars: int, seed: int = 1) -> str:
    """Random tokens of 4 to 12 letters and digits, ``chars`` characters in all."""
    draw = random.Random(seed)
    words, size = [], 0
    while size < chars:
        word = "".join(draw.choice(string.ascii_letters + string.digits) for _ in range(8))
        words.append(word)
        size += len(word) + 1
    return " ".join(words)[:chars]


def main() -> None:
    for chars in [int(a) for a in sys.argv[1:]] or [200_000]:
        text = note(chars)
        with tempfile.TemporaryDirectory() as folder, Bower(Path(folder) / "home") as bower:
            bower.curate("A short note about the print server.")
            started = time.perf_counter()
            bower.curate(text)
            print(f"{chars:,} characters: {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
