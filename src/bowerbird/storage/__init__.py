"""storage: a home on disk and its derived index, in rooms by what they store.

From the bottom: ``disk`` (the lock, modes, bounded and JSON reads), ``files`` (the memory
files, the source of truth), ``index`` (SQLite or Postgres rows, the only SQL), ``vectors``
and ``layers`` (messages, journal), ``history`` (audit, access, snapshots, erasure), then the
modules here — ``store`` (the tree, its index and the lock kept in step: the room's entry),
``sync``/``autosync`` (bringing the index up to date with the tree) and ``repair`` — and on
top ``exchange`` (export and restore, the import ledger, shared pools). A room imports only
rooms below it; any room may name ``store.Store`` in its types (a function that takes the
store). tests/test_architecture.py holds the order.
"""
