"""What a statement is about: the words and values before its verb, the identifier a note
is about, two subjects that name two things (a word apart, a floor apart, a name apart). The
rules ask these before any value is compared: another thing is never a correction.

Its rooms, each reading only those before it: ``verb`` (where the subject ends) →
``identified`` (things named by an identifier) → ``objects`` (what is said after the verb)
→ ``apart`` (two subjects, two things) → ``told`` (a change told in the card's words).
"""

from .apart import _other_subjects, _same_subject
from .identified import (
    _UPGRADED,
    _identified_apart,
    _named_apart,
    _names_held,
    _new_value_of_its_subject,
    _said_of_its_id,
)
from .objects import _object_said, _preference_reversed
from .told import _told_in_its_words
from .verb import _after_verb, _second_predicate, _subject_names, _subject_values_differ

__all__ = [
    "_UPGRADED",
    "_after_verb",
    "_identified_apart",
    "_named_apart",
    "_names_held",
    "_new_value_of_its_subject",
    "_object_said",
    "_other_subjects",
    "_preference_reversed",
    "_said_of_its_id",
    "_same_subject",
    "_second_predicate",
    "_subject_names",
    "_subject_values_differ",
    "_told_in_its_words",
]
