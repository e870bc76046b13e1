"""storage/disk: how any file of a home is touched safely — the home lock and the markers of
open indexes, private modes (0700 folders, 0600 files), JSON records read back from the home's
own logs, and reading what comes from outside within ``[limits]``.

Owns no kind of data. Imports nothing else of storage: every other room stands on it.
"""
