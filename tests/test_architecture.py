"""The layers of docs/architecture.md, enforced as rules about folders.

1. Imports flow down: front ends → facade → motions → storage → services → base.
2. Front ends (cli/, mcp/, bench/, server/, integrations/) import only the public API (``bowerbird``
   itself); bench/ may also use services/ (it measures embedders and shares the baseline's
   stop words), server/ serves mcp/ at /mcp.
3. The motions (gather/, arrange/, retrieve/) do not import one another.
4. SQL text appears only in storage/index/.
5. No import cycles between modules, type-only and call-time imports counted.
   (Also: no module at the top of the package beyond ``__init__``, ``__main__``, ``settings``,
   ``errors``; feature packages, like motions, never import one another.)
6. (Module size is a judgement in review, not a number: a module says one thing. Hard caps
   pushed code sideways into new loose modules.)
7. Closed sets (memory types, maturities, change kinds, listing orders) are spelled out once.
8. storage/'s rooms import only rooms below them (``STORAGE_ROOM``); naming ``store.Store`` in
   a type is allowed from any room.
9. A package split into rooms imports only the rooms before it in its order (``ROOM_ORDERS``:
   the judge's modules, its rules, a statement's reading, two statements compared, the
   values a text gives): its rules
   read the helpers, never the other way round.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "src" / "bowerbird"

# Top-level entry (folder or module) → layer; lower numbers may import higher ones only.
LAYER = {
    "cli": 0,
    "mcp": 0,
    "bench": 0,
    "server": 0,
    "integrations": 0,
    "bower": 1,
    "conversations": 2,
    "journal": 2,
    "sharing": 2,
    "gather": 3,
    "arrange": 3,
    "retrieve": 3,
    "storage": 4,
    "services": 5,
    "settings": 6,
    "errors": 7,
}
FRONT_ENDS = {name for name, layer in LAYER.items() if layer == 0}
MOTIONS = {"gather", "arrange", "retrieve"}
# Feature packages (a seed's layer of state, below the facade): siblings that never import
# one another.
FEATURES = {"conversations", "journal", "sharing"}
# Top-level modules beside the packages: the public API, the entry point, the base layers.
TOP_MODULES = {"__init__", "__main__", "settings", "errors"}
# The CLI starts the other front ends (`bower mcp`, `bower bench`); bench measures services,
# and the scale bench drives an index below the facade through `bower/probes.py` (made for
# it). The server serves MCP at /mcp. Entries are packages or modules under bowerbird.
EXTRA_FOR_FRONT_END = {
    "cli": {"bench", "mcp", "server"},
    "bench": {"services", "bower.probes"},
    "server": {"mcp"},
}
# storage/'s rooms, top first; a room imports only rooms with a higher number. "" is the
# modules at storage/'s top (store, sync, autosync, repair).
STORAGE_ROOM = {
    "exchange": 0,
    "": 1,
    "history": 2,
    "layers": 3,
    "vectors": 3,
    "index": 4,
    "files": 5,
    "disk": 6,
}
# services/judge/, from the bottom: what each module may read is what stands before it.
JUDGE_ORDER = (
    "verdict",
    "voice",
    "words",
    "messages",
    "units",
    "rejections",
    "values",
    "names",
    "holders",
    "subjects",
    "phrasing",
    "changes",
    "guards",
    "alone",
    "derive",
    "pair",
    "restated",
    "limits",
    "rules",
)
# Each package below its folder (from services/), its modules from the bottom; a module of a
# sub-package counts as the sub-package's name in its parent's order.
ROOM_ORDERS: dict[str, tuple[str, ...]] = {
    "judge": JUDGE_ORDER,
    "judge/rules": ("change_told", "rejected", "differ", "places", "slots", "table"),
    "judge/subjects": ("verb", "identified", "objects", "apart", "told"),
    "statement": ("cues", "rejects", "told", "verbs", "change", "subject", "parts", "read"),
    "compare": ("relate", "details", "conjuncts", "slots", "carry"),
    "mentions": ("base", "numbers", "money", "dates", "times", "codes", "names", "read"),
    "secrets": (
        "secret_values",
        "made",
        "shown",
        "token_formats",
        "codes",
        "passwords",
        "labels",
        "tables",
        "commands",
        "maybe",
        "asked",
        "redact",
        "sensitivity",
    ),
}
SQL = re.compile(
    r"\b(SELECT\s+\S.*\bFROM|INSERT\s+(OR\s+\w+\s+)?INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET"
    r"|CREATE\s+(TABLE|INDEX|TRIGGER|VIRTUAL)|DROP\s+TABLE|PRAGMA\s+\w)",
    re.I | re.S,
)


def module_name(path: Path, root: Path = PKG) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(("bowerbird", *parts))


def imports_of(path: Path, root: Path = PKG) -> Iterator[tuple[str, int]]:
    """Absolute ``bowerbird…`` modules (or names in them) that ``path`` imports, with lines:
    every import, at the top, inside a function, or under ``if TYPE_CHECKING:`` (a type-only
    import is still a dependency, and hiding a cycle behind one is how cycles came back)."""
    here = module_name(path, root).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if not target.startswith("bowerbird"):
                continue
            if node.module is None or target == "bowerbird":
                # `from . import x`: x may be a submodule or a name of the package.
                for alias in node.names:
                    sub = f"{target}.{alias.name}"
                    yield (sub if _exists(sub, root) else target), node.lineno
            else:
                yield target, node.lineno
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("bowerbird"):
                    yield alias.name, node.lineno


def _exists(module: str, root: Path) -> bool:
    rel = Path(*module.split(".")[1:])
    return (root / rel).with_suffix(".py").exists() or (root / rel / "__init__.py").exists()


def top(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def violations(root: Path = PKG) -> list[str]:
    """Every breach of rules 1-4 under ``root`` (a copy of the package in the planted tests)."""
    found: list[str] = []
    for path in sorted(root.rglob("*.py")):
        me = module_name(path, root)
        mine = top(me)
        if path.parent == root and path.stem not in TOP_MODULES:
            found.append(f"{path.name}: a module at the top of the package (give it a folder)")
        if mine not in LAYER:
            if mine not in ("", "__main__"):
                found.append(f"{me}: not assigned a layer")
            continue
        where = path.relative_to(root)
        for target, line in imports_of(path, root):
            theirs = top(target)
            if theirs == mine or theirs == "":
                continue  # own folder, or the public API
            if mine in FRONT_ENDS:
                allowed = EXTRA_FOR_FRONT_END.get(mine, set())
                if not any(f"{target}.".startswith(f"bowerbird.{a}.") for a in allowed):
                    found.append(f"{where}:{line}: front end imports {target} (use bowerbird.*)")
                continue
            if theirs not in LAYER:
                found.append(f"{where}:{line}: imports unassigned {target}")
            elif LAYER[theirs] < LAYER[mine]:
                found.append(f"{where}:{line}: {mine} (layer {LAYER[mine]}) imports {target}")
            elif mine in MOTIONS and theirs in MOTIONS:
                found.append(f"{where}:{line}: motion {mine} imports motion {target}")
            elif mine in FEATURES and theirs in FEATURES:
                found.append(f"{where}:{line}: feature {mine} imports feature {target}")
        if where.parts[:2] != ("storage", "index"):
            tree = ast.parse(path.read_text())
            docstrings = _docstrings(tree)
            for node in ast.walk(tree):
                text = node.value if isinstance(node, ast.Constant) else None
                if isinstance(text, str) and SQL.search(text) and id(node) not in docstrings:
                    line = getattr(node, "lineno", 0)
                    found.append(f"{where}:{line}: SQL outside storage/index")
    return found


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of ``tree``'s docstring nodes (a module's, a class's, a function's)."""
    found = set()
    for holder in ast.walk(tree):
        if isinstance(holder, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = holder.body
            if body and isinstance(body[0], ast.Expr):
                found.add(id(body[0].value))
    return found


def test_layers_and_front_ends_and_sql() -> None:
    assert violations() == []


def storage_room(module: str) -> str:
    """The room of a ``bowerbird.storage…`` module ("" for the modules at storage's top)."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[2] in STORAGE_ROOM else ""


def storage_violations(root: Path = PKG) -> list[str]:
    """Every import in storage/ of a room at or above the importer's own (rule 8)."""
    found: list[str] = []
    for path in sorted((root / "storage").rglob("*.py")):
        me = module_name(path, root)
        mine = storage_room(me)
        if mine not in STORAGE_ROOM:
            found.append(f"{me}: a room of storage not in STORAGE_ROOM")
            continue
        for target, line in imports_of(path, root):
            if not target.startswith("bowerbird.storage.") or target == "bowerbird.storage.store":
                continue
            theirs = storage_room(target)
            if theirs != mine and STORAGE_ROOM.get(theirs, -1) <= STORAGE_ROOM[mine]:
                where = path.relative_to(root)
                found.append(f"{where}:{line}: storage room {mine or 'top'} imports {target}")
    return found


def test_storage_rooms_import_only_rooms_below() -> None:
    assert storage_violations() == []


@pytest.mark.parametrize(
    ("where", "code"),
    [
        ("storage/files/planted.py", "from ..index import FileRow\n"),
        ("storage/disk/planted.py", "from ..files.note import Memory\n"),
        ("storage/index/planted.py", "from ..vectors.search import VectorIndex\n"),
        ("storage/history/planted.py", "from ..sync import sync\n"),
        ("storage/planted.py", "from .exchange import portable\n"),
    ],
)
def test_a_room_importing_upward_is_caught(tmp_path: Path, where: str, code: str) -> None:
    import shutil

    root = tmp_path / "bowerbird"  # the rule reads storage/ alone: only it is copied
    shutil.copytree(PKG / "storage", root / "storage", ignore=shutil.ignore_patterns("__pycache__"))
    assert storage_violations(root) == []
    (root / where).write_text(code)
    assert any(where in v for v in storage_violations(root)), storage_violations(root)


def room_violations(root: Path = PKG, folder: str = "judge") -> list[str]:
    """Every import in services/FOLDER/ of a room at or after the importer's own in its
    ``ROOM_ORDERS`` (rule 9); the package's ``__init__`` re-exports and may read any."""
    order = ROOM_ORDERS[folder]
    here = root / "services" / folder
    prefix = ["bowerbird", "services", *folder.split("/")]
    found: list[str] = []
    # A sub-package's modules are all of its room ("rules/table.py" is the judge's "rules").
    rooms = sorted(here.glob("*.py")) + sorted(here.glob("*/*.py"))
    for path in rooms:
        if path == here / "__init__.py":
            continue
        name = path.stem if path.parent == here else path.parent.name
        if name not in order:
            found.append(f"{folder}/{name}: a module not in ROOM_ORDERS[{folder!r}]")
            continue
        mine = order.index(name)
        for target, line in imports_of(path, root):
            parts = target.split(".")
            if parts[: len(prefix)] != prefix or len(parts) <= len(prefix):
                continue
            if parts[len(prefix)] == name:
                continue  # its own sub-package: that package's own order says
            if parts[len(prefix)] not in order[:mine]:
                found.append(f"{path.name}:{line}: {folder} module {name} imports {target}")
    return found


def judge_violations(root: Path = PKG) -> list[str]:
    """``room_violations`` of the judge, its rules and its subjects (the tests below plant in
    each)."""
    return (
        room_violations(root, "judge")
        + room_violations(root, "judge/rules")
        + room_violations(root, "judge/subjects")
    )


@pytest.mark.parametrize("folder", sorted(ROOM_ORDERS))
def test_a_split_packages_rooms_read_only_those_before_them(folder: str) -> None:
    assert room_violations(PKG, folder) == []


def test_the_judges_modules_read_only_those_before_them() -> None:
    assert judge_violations() == []


@pytest.mark.parametrize(
    ("folder", "where", "code"),
    [
        ("judge", "words.py", "from .rules import relate\n"),
        ("judge", "derive.py", "from . import rules\n"),
        ("judge", "verdict.py", "from .words import _alike\n"),
        ("judge", "rules/rejected.py", "from .slots import _let_go\n"),
        ("judge", "subjects/verb.py", "from .apart import _same_subject\n"),
        ("statement", "cues.py", "from .read import read\n"),
        ("statement", "parts.py", "from .read import read\n"),
        ("compare", "relate.py", "from .carry import carry\n"),
        ("mentions", "numbers.py", "from .times import _PERIODS\n"),
    ],
)
def test_a_room_reading_a_later_one_is_caught(
    tmp_path: Path, folder: str, where: str, code: str
) -> None:
    import shutil

    root = tmp_path / "bowerbird"  # the rule reads services/FOLDER/ alone: only it is copied
    copy = root / "services" / folder
    shutil.copytree(PKG / "services" / folder, copy, ignore=shutil.ignore_patterns("__pycache__"))
    found = judge_violations(root) if folder == "judge" else room_violations(root, folder)
    assert found == []
    with (copy / where).open("a") as module:
        module.write(code)
    found = judge_violations(root) if folder == "judge" else room_violations(root, folder)
    assert any(where.split("/")[-1] in v for v in found), found


def cycles(root: Path = PKG) -> list[list[str]]:
    """Every import cycle under ``root``, type-only and call-time imports included (rule 5)."""
    modules = _modules(root)
    graph: dict[str, set[str]] = {}
    for path in root.rglob("*.py"):
        me = module_name(path, root)
        graph[me] = {t for t, _ in imports_of(path, root) if t != me and t in modules}
    # Importing a package runs its __init__; an edge to a package is an edge to that file.
    state: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycle = [*stack[stack.index(nxt) :], nxt]
                if not _package_edge(cycle):
                    found.append(cycle)
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


def test_no_import_cycles() -> None:
    assert [" -> ".join(c) for c in cycles()] == []


def test_a_cycle_behind_type_checking_is_caught(tmp_path: Path) -> None:
    import shutil

    root = tmp_path / "bowerbird"
    shutil.copytree(PKG, root, ignore=shutil.ignore_patterns("__pycache__", "data"))
    tree = root / "storage" / "files" / "tree.py"  # sync imports tree; tree naming sync: a loop
    planted = (
        "\nfrom typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from ..sync import Progress\n"
    )
    tree.write_text(tree.read_text() + planted)
    found = cycles(root)
    assert any("bowerbird.storage.files.tree" in c and "bowerbird.storage.sync" in c for c in found)


def _modules(root: Path = PKG) -> set[str]:
    return {module_name(p, root) for p in root.rglob("*.py")}


def _package_edge(cycle: list[str]) -> bool:
    """A package's ``__init__`` re-exporting its own submodules is not a cycle between them:
    only the root package, whose ``__init__`` is the public API, is allowed that."""
    return cycle[0] == "bowerbird" or cycle[-1] == "bowerbird"


@pytest.mark.parametrize(
    ("where", "code", "expect"),
    [
        ("cli/planted.py", "from ..storage.index import SqliteIndex\n", "front end imports"),
        ("mcp/server.py", "from ..gather.curate import curate\n", "front end imports"),
        ("bench/planted.py", "from ..bower.facade import Bower\n", "front end imports"),
        ("conversations/planted.py", "from ..bower import wiring\n", "conversations (layer 2)"),
        ("journal/planted.py", "from ..bower import catchup\n", "journal (layer 2)"),
        ("journal/planted.py", "from ..conversations import messages\n", "feature journal imports"),
        ("loose.py", "X = 1\n", "at the top of the package"),
        ("gather/planted.py", 'Q = "SELECT id FROM memories"\n', "SQL outside storage/index"),
        ("retrieve/planted.py", "from ..arrange import plan\n", "motion retrieve imports"),
        ("storage/planted.py", "from ..gather import curate\n", "storage (layer 4) imports"),
    ],
)
def test_planted_violations_are_caught(tmp_path: Path, where: str, code: str, expect: str) -> None:
    import shutil

    root = tmp_path / "bowerbird"
    shutil.copytree(PKG, root, ignore=shutil.ignore_patterns("__pycache__", "data"))
    target = root / where
    target.write_text(target.read_text() + "\n" + code if target.exists() else code)
    found = violations(root)
    assert any(expect in v and where.split("/")[0] in v for v in found), found


# Each closed set, by a few of its members, and the one module allowed to spell it out.
CLOSED_SETS = {
    "memory types": ({"fact", "decision", "pattern", "procedure", "context"}, "settings.py"),
    "maturities": ({"draft", "validated", "core", "archived"}, "settings.py"),
    "change kinds": ({"fold_access", "merge", "supersede", "link"}, "arrange/change.py"),
    "listing orders": ({"recent", "important", "oldest"}, "storage/index/base.py"),
}


def copied_sets(root: Path = PKG) -> list[str]:
    """Places outside a closed set's home that spell out its members again (a tuple, list,
    set or ``Literal[...]``) instead of importing it: copies drift (rule 7)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        rel = str(path.relative_to(root))
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Tuple | ast.List | ast.Set):
                continue
            words = {e.value for e in node.elts if isinstance(e, ast.Constant)}
            for name, (members, home) in CLOSED_SETS.items():
                if members <= words and rel != home:
                    found.append(f"{rel}:{node.lineno}: {name} spelled out again (import them)")
    return found


def test_closed_sets_are_defined_once() -> None:
    assert copied_sets() == []


def test_a_copied_closed_set_is_caught(tmp_path: Path) -> None:
    root = tmp_path / "bowerbird"
    (root / "server").mkdir(parents=True)
    (root / "server" / "api.py").write_text(
        'from typing import Literal\nKind = Literal["fold_access", "merge", "supersede", "link"]\n'
    )
    assert any("change kinds" in v and "server/api.py" in v for v in copied_sets(root))


def test_status_does_not_import_heavy_modules(tmp_path: Path) -> None:
    code = (
        "import sys; from bowerbird.cli import main; "
        f"main(['status', '--json', '--home', {str(tmp_path)!r}]); "
        "heavy = [m for m in ('numpy', 'rich', 'onnxruntime', 'openai', 'tomllib', 'pydantic') "
        "if m in sys.modules]; print('HEAVY', heavy, file=sys.stderr)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True)
    assert b"HEAVY []" in proc.stderr
