"""Frontmatter is checked before it is built: a few hostile lines of YAML can otherwise cost
gigabytes (a "billion laughs" of anchors and aliases) or crash the parser (50,000 nested
brackets). Scanning tokens is linear and builds nothing."""

from __future__ import annotations

import yaml

from ...errors import MemoryFileError

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

MAX_FRONTMATTER = 65_536
MAX_DEPTH = 16
_OPENS = (
    yaml.BlockMappingStartToken,
    yaml.BlockSequenceStartToken,
    yaml.FlowMappingStartToken,
    yaml.FlowSequenceStartToken,
)
_CLOSES = (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)
_TOO_DEEP = f"frontmatter is nested deeper than {MAX_DEPTH}"


def check_shape(head: str, path: str) -> None:
    """Refuse frontmatter that would be costly to build before building it: too long, nested
    too deep (recursion), or using anchors and aliases (a "billion laughs" expands a few lines
    into gigabytes). Scanning tokens is linear and builds nothing."""
    if len(head) > MAX_FRONTMATTER:
        raise MemoryFileError(
            path, f"frontmatter is {len(head):,} characters (limit {MAX_FRONTMATTER:,})"
        )
    depth = 0
    try:
        for token in yaml.scan(head, Loader=_Loader):
            if isinstance(token, yaml.AliasToken | yaml.AnchorToken):
                raise MemoryFileError(path, "frontmatter uses YAML anchors or aliases (refused)")
            if isinstance(token, _OPENS):
                depth += 1
                if depth > MAX_DEPTH:
                    raise MemoryFileError(path, _TOO_DEEP)
            elif isinstance(token, _CLOSES):
                depth -= 1
    except yaml.YAMLError:
        # The scanner may refuse a hostile shape itself before yielding the token that would
        # trip our counter (libyaml in PyYAML 6.0.4 reads ahead and stops at 1,000 nested
        # brackets). The reason stays ours, whatever a release of the library says or when.
        if flow_depth(head) > MAX_DEPTH:
            raise MemoryFileError(path, _TOO_DEEP) from None
        raise  # plain invalid YAML: the caller reports it as such


def flow_depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in ``text``, quoting ignored: an upper bound of the
    YAML flow depth, counted without the YAML library."""
    depth = deepest = 0
    for char in text:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}" and depth:
            depth -= 1
    return deepest
