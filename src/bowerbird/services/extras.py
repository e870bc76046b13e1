"""Optional dependencies ("extras"): a feature that needs one asks for it here, so a missing
package is a ``MissingExtra`` naming the install line instead of an ``ImportError``.

The extras are declared in pyproject.toml: ``postgres`` (psycopg) and ``openai`` (the SDK for
OpenAI-compatible servers). Everything a typical user reaches for is in the default install.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ..errors import MissingExtra


def require(module: str, extra: str, feature: str) -> ModuleType:
    """``module`` imported, or ``MissingExtra`` saying that ``feature`` needs ``extra``."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        if exc.name is not None and not module.startswith(exc.name):
            raise  # the package is there but one of its own imports failed: not ours to word
        raise MissingExtra(feature, module, extra) from exc
