"""storage/exchange: what crosses a home's edge — a home as one export stream and back
(``portable``), the import ledger of what an agent already has (``imports``), and the shared
pools between two agents (``sharing``).

Owns ``imports/`` and ``sharing/``. The top room: it may use the store and every room below;
nothing else in storage imports it.
"""
