"""A credential disguised by characters that look alike or show nothing — a zero-width space
inside "password", fullwidth letters, a fullwidth colon — is redacted as the plain form is;
text that hides nothing is kept exactly as written."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird import redact

LABELS = ["password", "Password", "passwd", "pwd", "api_key", "token"]
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


@settings(max_examples=200, deadline=None)
@given(
    label=st.sampled_from(LABELS),
    value=st.from_regex(r"[A-Z][a-z]{4,8}[0-9]{2,4}[!#]?", fullmatch=True),
    hide=st.sampled_from(["zero-width", "fullwidth label", "fullwidth colon", "both"]),
    where=st.integers(1, 3),
    mark=st.sampled_from(INVISIBLE),
)
def test_a_disguised_label_still_takes_its_value(
    label: str, value: str, hide: str, where: int, mark: str
) -> None:
    plain = f"The {label}: {value}"
    assume(value not in redact(plain)[0])  # what is found when nothing is disguised
    shown_label, colon = label, ":"
    if hide in ("zero-width", "both"):
        cut = min(where, len(label) - 1)
        shown_label = label[:cut] + mark + label[cut:]
    if hide in ("fullwidth label", "both"):
        shown_label = _fullwidth(shown_label)
    if hide == "fullwidth colon":
        colon = "\uff1a"
    disguised = f"The {shown_label}{colon} {value}"
    clean, kinds = redact(disguised)
    assert kinds and value not in clean, (disguised, clean)


@settings(max_examples=100, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["Café", "naïve", "ｆｕｌｌ", "x²", "ﬁle", "日本語", "tea", "at", "5€"]),
        min_size=1, max_size=8,
    ),
    mark=st.sampled_from(INVISIBLE),
)  # fmt: skip
def test_text_that_hides_nothing_is_kept_as_written(words: list[str], mark: str) -> None:
    text = " ".join(words) + mark + " the meeting moved to Tuesday."
    assert redact(text) == (text, [])
