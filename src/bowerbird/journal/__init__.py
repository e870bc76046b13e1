"""The journal (seed 002): plain markdown memory beside the typed memories — daily logs,
MEMORY.md and the ``[files] paths`` folders. ``book`` is ``Bower.journal``; ``entries`` writes
a daily log entry; ``session`` builds the session-start bundle; ``promotion`` lifts what the
daily logs keep saying into memories during a dream. Where the files live and how they are
chunked and indexed is storage's (``storage/layers/journal.py``); ranking chunks beside memories is
retrieve's (``retrieve/journal.py``)."""
