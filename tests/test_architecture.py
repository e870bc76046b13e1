"""Imports flow one way: front ends → facade → motions → store → services (DESIGN.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "src" / "bowerbird"

LAYER = {
    "cli": 0,
    "mcp_server": 0,
    "bench": 0,
    "bower": 1,
    "gather": 2,
    "retrieve": 2,
    "context": 2,
    "dream": 2,
    "review": 2,
    "turns": 3,
    "store": 3,
    "sync": 3,
    "audit": 3,
    "index": 3,
    "tree": 3,
    "memory": 3,
    "vectors": 3,
    "cache": 3,
    "access": 3,
    "dedupe": 3,
    "extract": 3,
    "llm": 3,
    "snapshots": 3,
    "text": 4,
    "embed": 4,
    "timeparse": 4,
    "redact": 4,
    "config": 4,
    "errors": 4,
}


def _module_of(path: Path) -> str:
    rel = path.relative_to(PKG).with_suffix("")
    return rel.parts[0]


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level > 0:
            depth_up = node.level - (0 if path.name == "__init__.py" else 1)
            base = path.parent.relative_to(PKG).parts
            base = base[: len(base) - depth_up] if depth_up else base
            target = (*base, *(node.module.split(".") if node.module else []))
            if target:
                found.add(target[0])
            else:
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bowerbird."):
            found.add(node.module.split(".")[1])  # type: ignore[union-attr]
    return found


@pytest.mark.parametrize(
    "path",
    [p for p in PKG.rglob("*.py") if _module_of(p) in LAYER],
    ids=lambda p: str(p.relative_to(PKG)),
)
def test_imports_only_flow_down(path: Path) -> None:
    own = LAYER[_module_of(path)]
    for target in _imports(path):
        if target in LAYER and target != _module_of(path):
            assert LAYER[target] >= own, f"{path.name} (layer {own}) imports {target}"


def test_every_module_is_assigned_a_layer() -> None:
    names = {_module_of(p) for p in PKG.rglob("*.py")} - {"__init__", "__main__"}
    assert names <= set(LAYER), names - set(LAYER)


def test_status_does_not_import_heavy_modules(tmp_path: Path) -> None:
    code = (
        "import sys; from bowerbird.cli import main; "
        f"main(['status', '--json', '--home', {str(tmp_path)!r}]); "
        "heavy = [m for m in ('numpy', 'rich', 'onnxruntime', 'openai', 'tomllib') "
        "if m in sys.modules]; print('HEAVY', heavy, file=sys.stderr)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True)
    assert b"HEAVY []" in proc.stderr
