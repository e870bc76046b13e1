"""The secrets gate: what in a text is a credential, a code or a personal number, and the text
with each put as ``[REDACTED:kind]`` — run on every way in before anything is split or stored
(docs/decisions.md, *Harden*), and how private a text is for the sharing gate.

Its rooms, from the bottom (each reads only those before it): ``secret_values`` (what a value
must look like to be taken for a credential: no placeholder, sample or pointer) · ``made``
(a value a machine made, a secret wherever it stands) · ``shown`` (the text as it reads:
NFKC, no invisible characters, one script, escapes read) · ``token_formats`` (the
table of well-known token shapes) · ``codes`` (PINs, door codes, bank and identity numbers) ·
``passwords`` (passwords said in words) · ``labels`` (a value after a credential's label,
whatever its shape) · ``tables`` (a password column) · ``commands`` (command-line flags,
config lines) · ``maybe`` (the cheap first look) · ``asked`` (a credential asked for in one
message and given bare in the next) · ``redact`` (the gate itself:
``find_secrets``, ``redact``) · ``sensitivity`` (how private a memory's text is, for the
sharing pool). Pure text in, text out: no state of a home.
"""
