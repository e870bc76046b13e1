"""Healing a damaged index, in one place: the damaged database files move aside
(``*.corrupt-<stamp>``) and the rows are rebuilt from the tree by sync's full reconcile.

Above ``store`` and ``sync``, which it uses; nothing below them imports it. The facade calls it
when any operation meets ``IndexCorrupt`` (``bower/recovery``), including the check a store
makes when it opens an index that a dead process left damaged.
"""

from __future__ import annotations

from .history import audit
from .index import damaged, move_aside
from .store import Store
from .sync import reconcile


def recover(store: Store) -> list[str]:
    """Move the damaged database(s) aside and rebuild the index from the tree. Both are
    derived data; the tree is not touched. Returns where the damaged files went."""
    store = store.owner  # a view's index is its base's
    with store.lock.hold():
        store.close()
        moved: list[str] = []
        if not store.settings.index.url:  # Postgres keeps its own pages; rebuild the rows
            path = store.settings.index_path
            # quick_check first; when it passes, the thorough check, which finds a damaged
            # index page; unnamed damage still moves index.db (cheap to rebuild), never
            # vectors.db (model output) on a guess
            bad = damaged(path) or damaged(path, thorough=True) or [path]
            moved = [str(move_aside(p)) for p in bad if p.exists()]
        reconcile(store, full=True)
        with store.index.write() as tx:
            audit.append(store.audit_path, tx, [audit.event("*", "index:recovered", moved=moved)])
    return moved
