"""Text helpers: the FTS5 sanitiser against a real FTS5 table, keywords, the type classifier."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.kinds import classify
from bowerbird.services.text import keywords, search_terms
from bowerbird.storage.index.fts import fts_match


def fts_query(text: str) -> str:
    """What the query path sends to FTS5 for ``text``."""
    return fts_match(search_terms(text))


@pytest.fixture(scope="module")
def fts() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE VIRTUAL TABLE t USING fts5(body, tokenize='porter unicode61 remove_diacritics 2')"
    )
    conn.executemany(
        "INSERT INTO t(body) VALUES (?)",
        [("the cold-start budget was blown",), ("Ünïcode façade café",), ("NEAR AND OR NOT",)],
    )
    return conn


@settings(max_examples=1000)
@given(st.text())
def test_any_unicode_string_is_a_valid_query(fts: sqlite3.Connection, text: str) -> None:
    match = fts_query(text)
    if match:
        fts.execute("SELECT rowid FROM t WHERE t MATCH ? ORDER BY rank", (match,)).fetchall()


@pytest.mark.parametrize(
    "text",
    ['"', "*", "NEAR(a b)", "a AND", "OR", "col:term", "^start", "a - b", "(((", "'; DROP TABLE t"],
)
def test_fts_operators_in_input_are_inert(fts: sqlite3.Connection, text: str) -> None:
    match = fts_query(text)
    if match:
        fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (match,)).fetchall()


def test_operator_words_are_searched_as_words(fts: sqlite3.Connection) -> None:
    rows = fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (fts_query("NEAR"),)).fetchall()
    assert rows == [(3,)]


def test_diacritics_and_stemming_match(fts: sqlite3.Connection) -> None:
    rows = fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (fts_query("cafe"),)).fetchall()
    assert rows == [(2,)]
    rows = fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (fts_query("budgets"),)).fetchall()
    assert rows == [(1,)]


def test_stopwords_dropped_unless_nothing_else() -> None:
    assert fts_query("what is the budget") == '"budget"'
    assert fts_query("what is it") == '"what" OR "is" OR "it"'
    assert fts_query("   ") == ""
    assert fts_query("!!! ???") == ""


def test_seed_example_keywords_and_type() -> None:
    note = "We moved off lambda to fargate because the cold-start budget was blown."
    assert classify(note) == "decision"
    assert {"lambda", "fargate", "cold-start"} <= set(keywords(note))


@pytest.mark.parametrize(
    ("note", "kind"),
    [
        ("To deploy the cluster, run flux reconcile in the ops repo.", "procedure"),
        ("The CI always fails on the first run after a cache purge.", "pattern"),
        ("Currently working on the billing migration.", "context"),
        ("The staging database lives in eu-west-1.", "fact"),
        ("We decided to pin Go to 1.23.", "decision"),
    ],
)
def test_classifier_cues(note: str, kind: str) -> None:
    assert classify(note) == kind


def test_best_window_finds_the_passage_that_covers_the_query() -> None:
    from bowerbird.services.text import best_window

    filler = " ".join(f"widget{i}" for i in range(300))
    text = f"quartz appears early. {filler} The raven pipeline and the quartz queue meet here."
    weights = {"quartz": 0.5, "raven": 0.3, "pipelines": 0.2}
    # All three (stemmed "pipelines" ~ "pipeline") within 20 words near the end.
    assert best_window(text, weights, 20) == pytest.approx(1.0)
    # A window too small to hold all three (it is measured in characters, from the text's
    # mean word length): the best two that sit together.
    assert 0.5 <= best_window(text, weights, 2) < 1.0
    assert best_window("nothing relevant", weights, 20) == 0.0
