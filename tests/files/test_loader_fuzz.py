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

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from where import DATA

from prefcount.cli.main import main

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


# -- the loader itself: random nesting, huge keys, odd Unicode (issue 18's fault run) --------------------------

from prefcount.files.gamefile import MAX_DEPTH, _depth_of, dumps, loads  # noqa: E402
from prefcount.ledger import Game, LedgerError  # noqa: E402
from prefcount.ledger.errors import MAX_SHOWN  # noqa: E402

#: The longest line a refusal may be, as shown (its fields cut to MAX_SHOWN characters each, after escaping).
LONGEST_MESSAGE = 400

SOCHI = json.loads((DATA / "game-sochi-3p.json").read_text(encoding="utf-8"))
INNER = st.sampled_from(
    ['"\\ud83d\\ude00"', '"\\ud800"', '"\\udfff x"', "1", "null", '"]]]"', '"\\\\"', '"a\\"[b"', "[]", "{}", '""']
)
OPENERS = st.lists(st.sampled_from(["[", '{"k": ', "[1, ", '{"\\u200b": ', '["\\ud83d\\ude00", ']), max_size=700)
INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u3164\u2800\u0301\u200f\u202e\u00a0 \t"
ODD_UNICODE = st.text(
    alphabet=st.one_of(st.sampled_from(INVISIBLE + "\n\x00♠БКё"), st.characters(codec="utf-8")), max_size=12
)
# lengths about MAX_SHOWN too: a key just short enough to be shown whole can still print six times longer escaped
HUGE_KEY = st.builds(
    lambda char, length: char * length,
    st.sampled_from("kЖ\u200b♠\U000e0001"),
    st.integers(1, 30_000) | st.integers(MAX_SHOWN // 2, MAX_SHOWN + 1),
)


def _nested(openers: list[str], inner: str) -> str:
    closers = "".join("]" if opener.startswith("[") else "}" for opener in reversed(openers))
    return "".join(openers) + inner + closers


@st.composite
def odd_files(draw) -> str | bytes:
    """A reference game with one odd thing in it: a nested value, a huge key, or odd Unicode in a name or key."""
    game = json.loads(json.dumps(SOCHI))
    hole = "\u0000hole\u0000"
    kind = draw(st.sampled_from(["nesting", "nesting alone", "huge key", "odd name", "odd key", "odd value"]))
    where = draw(st.sampled_from(["top", "hand", "convention", "players"]))
    holder = {"top": game, "hand": game["hands"][0], "convention": game["convention"], "players": game}[where]
    damage = None
    if kind.startswith("nesting"):
        damage = _nested(draw(OPENERS), draw(INNER))
        if kind == "nesting alone":
            return damage
        holder[draw(st.sampled_from(["hands", "notes", "tricks", "overflow", "players"]))] = hole
    elif kind == "huge key":
        holder[draw(HUGE_KEY)] = draw(st.sampled_from([1, "x", [6, 7], None]))
    elif kind == "odd name":
        game["players"][draw(st.integers(0, 2))] = draw(ODD_UNICODE)
    elif kind == "odd key":
        holder[draw(ODD_UNICODE)] = 1
    else:
        holder[draw(st.sampled_from(["title", "note", "preset", "notes"]))] = draw(ODD_UNICODE)
    text = json.dumps(game, ensure_ascii=draw(st.booleans()))
    if damage is not None:
        text = text.replace(json.dumps(hole), damage).replace(json.dumps(hole, ensure_ascii=False), damage)
    return text.encode("utf-8", "surrogatepass") if draw(st.booleans()) else text


@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large], deadline=None)
@given(text=odd_files())
def test_the_loader_gives_a_game_or_one_clean_error(text):
    """Never a RecursionError, a UnicodeError or a message of megabytes: a game that saves and loads back the
    same, or a :class:`LedgerError` whose message is one short line."""
    try:
        game = loads(text)
    except LedgerError as error:
        message = str(error)  # the text a terminal or the error box shows
        assert "\n" not in message and len(message) < LONGEST_MESSAGE, message[:2000]
        return
    assert isinstance(game, Game)
    assert loads(dumps(game).encode("utf-8")) == game


@pytest.mark.parametrize("char", ["\u200b", "\U000e0001", "\x7f"])
@pytest.mark.parametrize("where", ["top", "hand", "convention"])
def test_a_key_escaped_as_shown_is_cut_as_shown(char, where):
    """63 zero-width spaces are under MAX_SHOWN characters, but their repr is 378: cut after escaping, not before."""
    game = json.loads(json.dumps(SOCHI))
    {"top": game, "hand": game["hands"][0], "convention": game["convention"]}[where][char * (MAX_SHOWN - 37)] = 1
    with pytest.raises(LedgerError) as refused:
        loads(json.dumps(game))
    assert len(str(refused.value)) < 2 * MAX_SHOWN, str(refused.value)


def _depth(value) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    return 0


JSON_TREES = st.recursive(
    st.none() | st.integers() | st.text(alphabet='[]{}"\\ab\u200bЖ\ud800', max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\kЖ', max_size=3), inner),
    max_leaves=30,
)


@given(tree=JSON_TREES, ascii_only=st.booleans(), indent=st.sampled_from([None, 1]))
def test_the_depth_told_from_the_bytes_is_the_true_depth(tree, ascii_only, indent):
    """gamefile._depth_of reads the nesting from the brackets alone; where a text could mislead it (a bracket or
    an escape in it) it says so (None), and otherwise it is exact."""
    raw = json.dumps(tree, ensure_ascii=ascii_only, indent=indent).encode("utf-8", "surrogatepass")
    depth = _depth_of(raw)
    assert depth is None or depth == _depth(tree)


def test_the_deepest_real_file_is_far_from_the_limit():
    assert _depth_of(json.dumps(SOCHI).encode()) == 4 < MAX_DEPTH


@pytest.mark.parametrize(
    ("number", "refused"),
    [("9" * 30, False), ("-" + "9" * 29, False), ("-" + "9" * 30, True), ("9" * 31, True), ("1" * 4301, True)],
)
def test_a_number_is_refused_by_its_length_alone(number, refused):
    """json's own int() reads a file whose numbers are all short; a run of 30 digits anywhere (in a text, too)
    sends every number through the loader's count, with the same verdict either way."""
    text = json.dumps(SOCHI).replace('"version": 1', f'"version": 1, "title": "{"7" * 40}", "notes": {number}')
    plain = json.dumps(SOCHI).replace('"version": 1', f'"version": 1, "notes": {number}')
    for variant in (text, plain):
        with pytest.raises(LedgerError, match="digits" if refused else '"notes" must be text'):
            loads(variant)
