"""storage/vectors: the vectors of memories and journal chunks — computed at write time
(``embedding``), searched exactly over one matrix or through an HNSW graph (``search``,
``ann``, ``proposals``), with the cosine arithmetic both share (``similarity``).

Owns the vector rows' meaning and the graph's folder (``vectors.hnsw``). Reads and writes
them through the index; must not touch the tree's files or the layers.
"""
