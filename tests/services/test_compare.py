"""Reading a card into its statements as written (services/compare/)."""


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


def test_a_clause_after_a_bare_comma_stands_apart_only_after_a_verb() -> None:
    from bowerbird.services.compare import card_parts

    # ", invoices go out …": a clause of its own, after a clause that has its verb.
    assert card_parts(
        "At Polyglot Bridge, Ines handles legal jobs, invoices go out on the last working day, "
        "and the style guides sit in the Clients folder."
    ) == [
        "At Polyglot Bridge, Ines handles legal jobs",
        "invoices go out on the last working day",
        "the style guides sit in the Clients folder.",
    ]
    # A list before any verb is one statement.
    assert len(card_parts("Milk, eggs and bread rolls are on the list.")) == 1


def test_a_noun_placed_then_is_after_a_comma_is_a_clause_of_its_own() -> None:
    from bowerbird.services.compare import card_parts

    assert card_parts(
        "Edinburgh leg: players stay at the Balmain Hotel on 14-15 March, load-in at the Usher "
        "Hall is 2 pm and the stage manager there is Fiona Ross."
    ) == [
        "Edinburgh leg: players stay at the Balmain Hotel on 14-15 March",
        "load-in at the Usher Hall is 2 pm",
        "the stage manager there is Fiona Ross.",
    ]
    # Before any verb, a comma joins a list: "Apples, pears are cheap" is one statement.
    assert len(card_parts("Apples, pears are cheap this week.")) == 1
