"""Reading a card into its statements as written (services/compare.py)."""


def test_a_clause_after_and_with_a_bare_noun_subject_stands_apart() -> None:
    from bowerbird.services.compare import card_parts

    parts = card_parts(
        "The food bank takes donations at the church hall, and volunteers need a DBS check."
    )
    assert parts == [
        "The food bank takes donations at the church hall",
        "volunteers need a DBS check.",
    ]
    # A verb with no subject of its own stays with its sentence.
    assert len(card_parts("We stock oat milk, and reorder it every Wednesday.")) == 1
