"""A hygiene case set as data: ``cases.json`` (README.md says what it holds)."""
import json, pathlib
_DATA = json.loads((pathlib.Path(__file__).with_name("cases.json")).read_text("utf-8"))
CASES, CATEGORIES, BACKGROUND = _DATA["cases"], _DATA["categories"], _DATA["background"]
