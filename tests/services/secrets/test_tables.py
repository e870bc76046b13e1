"""Credentials in tables (services/secrets/tables.py): a column a header names holds a value in
every row, whatever the table's syntax — generated tables, never the listed examples."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird import redact

_LABELS = st.sampled_from(
    ["Password", "password", "Passwort", "Kennwort", "Contraseña", "Mot de passe", "PW",
     "Secret", "DB password", "Initial password", "Password [Required]", "Admin PW *"]
)  # fmt: skip
_OTHER = st.sampled_from(
    ["Host", "User", "Login", "Email", "Owner", "Env", "Notes", "Dept", "Gerät", "URL"]
)
# What a password column holds: made-up values of every shape a person sets (a letter or
# a digit first: "@name", "$VAR", "-" are pointers and dashes, no value; no vowels, so no
# word a sample is made of, "mysecret1").
_VALUE = st.builds(
    str.__add__,
    st.sampled_from("bcdfghkmnpqrstwxzBCDFGHKMNPQRSTWXZ23456789"),
    st.text(alphabet="bcdfghkmnpqrstwxzBCDFGHKMNPQRSTWXZ23456789!#%+=?@-", min_size=8, max_size=17),
).filter(
    # (Letters and digits, and not one character over and over: "XXXXXXXX" is a stand-in.)
    lambda v: any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and len(set(v)) >= 5
)
_CELL = st.from_regex(r"[a-z]{3,9}", fullmatch=True)
_SYNTAX = st.sampled_from(["markdown", "jira", "dokuwiki", "html", "csv", "semicolon", "tsv"])


def _table(syntax: str, header: list[str], rows: list[list[str]]) -> str:
    if syntax == "html":
        head = "".join(f"<th>{h}</th>" for h in header)
        body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>\n" for r in rows)
        return f'<table class="t">\n<tr>{head}</tr>\n{body}</table>'
    if syntax in ("csv", "semicolon", "tsv"):
        sep = {"csv": ",", "semicolon": ";", "tsv": "\t"}[syntax]
        return "\n".join(sep.join(r) for r in [header, *rows])
    if syntax == "jira":
        lines = ["||" + "||".join(header) + "||"]
    elif syntax == "dokuwiki":
        lines = ["^" + "^".join(header) + "^"]
    else:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join([*lines, *("| " + " | ".join(r) + " |" for r in rows)])


@settings(max_examples=150, deadline=None)
@given(
    syntax=_SYNTAX,
    label=_LABELS,
    others=st.lists(_OTHER, min_size=1, max_size=4, unique=True),
    at=st.integers(0, 4),
    values=st.lists(_VALUE, min_size=1, max_size=3, unique=True),
    filler=_CELL,
)
def test_every_row_of_a_column_its_header_names_is_redacted(
    syntax: str, label: str, others: list[str], at: int, values: list[str], filler: str
) -> None:
    column = min(at, len(others))
    header = [*others[:column], label, *others[column:]]
    rows = [[filler] * column + [v] + [filler] * (len(header) - column - 1) for v in values]
    text = "The logins from the old wiki:\n\n" + _table(syntax, header, rows) + "\n"
    shown, _ = redact(text)
    for value in values:
        assert value not in shown, (syntax, text, shown)
    assert filler in shown and "The logins from the old wiki" in shown


@settings(max_examples=80, deadline=None)
@given(
    syntax=_SYNTAX,
    about=st.sampled_from(["Password hint", "Password policy", "Password reset", "Notes"]),
    others=st.lists(_OTHER, min_size=1, max_size=3, unique=True),
    values=st.lists(_VALUE, min_size=1, max_size=3, unique=True),
)
def test_a_column_about_passwords_holds_no_value(
    syntax: str, about: str, others: list[str], values: list[str]
) -> None:
    # "Password hint" names what the column holds: a hint, never the password — so the
    # column reads as one headed "Remarks" does (a value shaped like a password on its
    # own, "Pw-22222?", is caught there too; the header adds nothing).
    header = [*others, about]
    rows = [["x"] * len(others) + [v] for v in values]
    text = _table(syntax, header, rows)
    plain = _table(syntax, [*others, "Remarks"], rows)
    assert redact(text)[0] == redact(plain)[0].replace("Remarks", about)
