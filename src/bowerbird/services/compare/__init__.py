"""How two statements relate: whether their values (quantities, identifiers) differ, whether one
contradicts the other, whether a statement reads as a correction, and what of an old statement
a correction leaves standing. Used when a new note meets a similar memory (gather) and when
similar memories meet each other (arrange).

Values are what ``values.py`` finds (quantities with their units, identifiers, environments);
two notes differing only in a unit differ.

Subjects before values: a statement's subject is what stands before its verb ("Server web2",
"Invoice 1001", "Shard 7 of the Vega cluster"). Two statements whose subjects name different
values are about two things, however alike the rest: never a conflict, never merged. Polarity
counts too: "…happens monthly" against "…does not happen monthly anymore" (or "always" against
"never") is a contradiction, never a duplicate.

The rooms, each leaning only on those before it: ``relate`` (values, subjects, polarity),
``details`` (what a statement gives beside its subject, and whether another says it),
``conjuncts`` (a sentence cut at its "and"s), ``slots`` (which slot a correction's value
fills in the old card), ``carry`` (what of the old card lives on).
"""

from ..statement import card_parts, sentences, without_cue
from .carry import BODY_KIND, Carried, carried_over, carry
from .conjuncts import conjuncts, is_participle
from .relate import (
    CORRECTION,
    HEADS,
    compare_values,
    content_terms,
    negated,
    polarity_flip,
    swapped_names,
)

__all__ = [
    "BODY_KIND",
    "CORRECTION",
    "HEADS",
    "Carried",
    "card_parts",
    "carried_over",
    "carry",
    "compare_values",
    "conjuncts",
    "content_terms",
    "is_participle",
    "negated",
    "polarity_flip",
    "sentences",
    "swapped_names",
    "without_cue",
]
