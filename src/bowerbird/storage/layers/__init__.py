"""storage/layers: the layers beside memories — raw conversation messages kept verbatim
(``messages``, seed 004), what has been read of each conversation (``reading``: the ingest
ledger, transcript cursors, hidden messages) and the plain markdown journal and its chunks
(``journal``, seed 002).

Owns ``messages/`` and the journal folders. Writes files the way ``files.tree`` does and rows
through the index; must not touch memory files or vectors.
"""
