"""The loader against mutated reference games (hypothesis): a bad file is exit 2 and one line, never a crash.

Each example takes a reference game and damages it in one place: a value replaced
by a wrong type, a huge or tiny number, NaN or Infinity, deep nesting, odd Unicode
(lone surrogates, control characters, right-to-left marks), a key removed, added or
given twice. ``prefcount score`` then either scores it (exit 0, nothing on stderr)
or refuses it (exit 2, one line on stderr, nothing on stdout); it never raises and
writes nothing.
"""

import contextlib
import io
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefcount.cli import main

DATA = Path(__file__).resolve().parent.parent / "data"
GAMES = [
    json.loads(path.read_text(encoding="utf-8"))
    for path in sorted(DATA.glob("game-*.json"))
    if not path.name.endswith(".expected.json")
]
HOLE = "\u0000hole\u0000"  # where the damaged value's JSON text goes

ODD_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(codec="utf-8"),
        st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),  # lone surrogates (escaped by json.dumps)
        st.sampled_from("\n\r\t\x00\u200f\u202e\ufeff\u2028 ♠♥БК"),
    ),
    max_size=30,
)
NUMBER_TEXT = st.one_of(
    st.integers(-(10**30), 10**30).map(str),
    st.integers(1, 6000).map(lambda digits: "9" * digits),
    st.integers(-400, 400).map(lambda e: f"1e{e}"),
    st.sampled_from(["1e999999999", "-1e999999999", "1e-10000000", "NaN", "Infinity", "-Infinity", "-0", "0.5"]),
)
NESTED_TEXT = st.integers(1, 3000).map(lambda depth: "[" * depth + "]" * depth)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-1000, 1000) | st.floats(allow_nan=False) | ODD_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ODD_TEXT, inner, max_size=3),
    max_leaves=8,
)
DAMAGE = st.one_of(
    NUMBER_TEXT,
    NESTED_TEXT,
    JSON_VALUES.map(json.dumps),
    ODD_TEXT.map(json.dumps),
)


@st.composite
def damaged_games(draw) -> str:
    """A reference game's text with one place damaged."""
    game = json.loads(json.dumps(draw(st.sampled_from(GAMES))))
    holder, key = None, None
    node = game
    depth = 7 - draw(st.integers(1, 6))  # 1: a top-level key; 4: a value inside one hand
    while isinstance(node, (dict, list)) and node and depth > 0:
        depth -= 1
        keys = sorted(node, key=lambda k: (k != "hands", k)) if isinstance(node, dict) else range(len(node))
        holder, key = node, draw(st.sampled_from(list(keys)))
        node = node[key]
    action = draw(st.sampled_from(["replace", "replace", "replace", "delete", "add", "twice"]))
    damage = draw(DAMAGE)
    ascii_only = draw(st.booleans())
    if action == "delete" and isinstance(holder, dict):
        del holder[key]
    elif action == "add" and isinstance(holder, dict):
        holder[draw(ODD_TEXT)] = HOLE
    elif action == "twice" and isinstance(holder, dict):
        text = json.dumps(game, ensure_ascii=ascii_only)
        pair = json.dumps({key: holder[key]}, ensure_ascii=ascii_only)[1:-1]
        return text.replace(pair, f"{pair}, {pair}", 1)
    else:
        holder[key] = HOLE
    return json.dumps(game, ensure_ascii=ascii_only).replace(json.dumps(HOLE, ensure_ascii=ascii_only), damage)


@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture], deadline=None)
@given(text=damaged_games())
def test_damaged_game_is_scored_or_refused_in_one_line(tmp_path, text):
    path = tmp_path / "damaged.pulka"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["score", str(path), *(["--json"] if len(text) % 2 else [])])
    if status == 0:
        assert err.getvalue() == "" and out.getvalue()
    else:
        assert status == 2
        assert out.getvalue() == ""
        assert err.getvalue().startswith("prefcount: ") and err.getvalue().count("\n") == 1, err.getvalue()
    assert [p.name for p in tmp_path.iterdir()] == ["damaged.pulka"]
