"""storage/files: the memory files, the source of truth — a memory's record and its markdown
format (``note``; a file read back, ``parsing``), where files go and how they are written
durably (``tree``), line ranges (``lines``), the YAML guard, and the watcher that journals
changes to the tree (``watch``).

Owns ``tree/``. Must not know the index, the vectors or any layer: it stands on ``disk`` only
(a file's indexed state reaches it as a protocol, ``tree.Indexed``).
"""
