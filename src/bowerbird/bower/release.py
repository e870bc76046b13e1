"""Which bowerbird this is: the checkout's commit, read from ``.git`` by hand.

Standard library's ``os`` only: ``bower version`` answers from here before anything else is
imported (``cli/__init__.py``), so it costs about what starting Python costs.
"""

import os


def source_commit() -> str:
    """The git commit bowerbird runs from, when it runs from a checkout (seed 001's
    ``version`` answers it); "" for an installed package. Read from ``.git`` directly: no
    subprocess (nor pathlib's import) for a version line."""
    here = os.path.dirname(os.path.realpath(__file__))
    git = os.path.join(here, os.pardir, os.pardir, os.pardir, ".git")
    try:
        with open(os.path.join(git, "HEAD"), encoding="utf-8") as f:
            head = f.read().strip()
        if not head.startswith("ref: "):
            return head[:12]
        ref = head[5:]
        loose = os.path.join(git, *ref.split("/"))
        if os.path.isfile(loose):
            with open(loose, encoding="utf-8") as f:
                return f.read().strip()[:12]
        with open(os.path.join(git, "packed-refs"), encoding="utf-8") as f:
            for line in f.read().splitlines():
                if line.endswith(" " + ref):
                    return line.split(" ", 1)[0][:12]
    except OSError:
        pass
    return ""
