"""storage/history: what happened to the home and how to undo it — the audit trail
(``audit``), what queries returned (``access``), snapshots and rollback (``snapshots``), and
erasure for good (``erase``), which reaches every copy: files, rows, vectors, layers.

Owns ``audit.jsonl``, ``access.log`` and ``snapshots/``. May read every room below it; nothing
below imports it.
"""
