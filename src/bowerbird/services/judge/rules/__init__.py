"""The judge's rules: ``table`` asks them in order and the first that answers decides; the
rules themselves stand in rooms by what they ask, each leaning only on those before it —
``change_told`` (a change the note tells), ``rejected`` (a value it says is wrong),
``differ`` (values that differ), ``slots`` (which thing and which slot).
"""

from .table import RULES, added_part, relate

__all__ = ["RULES", "added_part", "relate"]
