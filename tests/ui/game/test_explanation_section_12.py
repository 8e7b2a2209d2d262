"""What RULES §12 wrote, said under the sheet and in the settlement (issue 28 item 2): the lone whister's own
tricks and the passer's that nobody writes, the shortfall on each or on the one with fewer tricks, the premium off
the gora — in ru/uk/en, names never declined — and the settlement that leaves the open pulya out."""

import pytest
from test_explanation_words import LATIN, explanations

from prefcount.ledger import Convention, Game, GameHand, RaspasyHand
from prefcount.ui.dialogs.settlement_dialog import SettlementDialog
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.origin import hand_origin, zone_origin
from prefcount.words.i18n import set_language

NAMES = ("Аня", "Борис", "Вера")
SECTION_12 = Convention.from_preset(
    "sochi",
    two_whister_quota="fewer_pays",
    lone_whister_tricks="own",
    settle_open_pulya="ignore",
    raspasy_zero_tricks="gora_write_off",
)
HANDS = (
    GameHand(declarer=0, contract="7H", calls=(None, "whist", "pass"), tricks=(4, 3, 3)),  # §12.2's example
    GameHand(declarer=1, contract="6S", calls=("whist", None, "whist"), tricks=(1, 9, 0)),  # Vera took fewer
    RaspasyHand(tricks=(0, 4, 6)),  # Anya took none: one pulya point off her gora
)


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


def test_the_hand_says_whose_tricks_nobody_wrote(english):
    game = Game(players=("Anya", "Boris", "Vera"), convention=SECTION_12, hands=HANDS)
    from prefcount.ledger import score

    sheet = score(game)
    text = hand_origin(sheet, 0, game.players)
    assert "Boris writes 12 whists on Anya — hand 1, whists for his own tricks only (7♥)" in text
    assert text.endswith("• Vera's tricks are nobody's: Boris writes whists for his own tricks only")
    assert "the whister with fewer tricks answers for the whole shortfall" in zone_origin(sheet, ("gora", 2), NAMES)
    raspasy = hand_origin(sheet, 2, game.players)
    assert "Anya: -1 in the gora — hand 3, raspasy without a trick: one pulya point off the gora" in raspasy
    # the same hand under the default: the passer's tricks are the whister's, nothing to remark
    plain = score(game.model_copy(update={"convention": SECTION_12.model_copy(update={"lone_whister_tricks": "all"})}))
    assert "nobody's" not in hand_origin(plain, 0, game.players)


def test_each_whister_answering_for_the_whole_shortfall_is_named(english):
    from prefcount.ledger import score

    convention = SECTION_12.model_copy(update={"two_whister_quota": "each_whole"})
    hand = GameHand(declarer=0, contract="7H", calls=(None, "whist", "whist"), tricks=(10, 0, 0))
    sheet = score(Game(players=("A", "B", "C"), convention=convention, hands=(hand,)))
    text = hand_origin(sheet, 0, sheet.players)
    assert text.count("each whister answers for the whole shortfall") == 2
    assert "B: +8 in the gora" in text and "C: +8 in the gora" in text


@pytest.mark.parametrize("language", ["ru", "uk"])
def test_the_section_12_explanations_speak_the_language_and_keep_names_whole(language):
    set_language(language)
    try:
        game = Game(players=NAMES, convention=SECTION_12, hands=HANDS)
        texts = explanations(game)
        joined = "\n".join(texts)
        for text in texts:
            assert not LATIN.search(text), text
        nobody = {
            "ru": "Вера: за эти взятки висты не пишет никто — Борис",
            "uk": "Вера: за ці взятки висти не пише ніхто — Борис",
        }
        assert nobody[language] in joined, joined
        assert "Борис" in joined
    finally:
        set_language("en")


def test_the_settlement_says_when_it_leaves_the_open_pulya_out(qtbot, english):
    game = Game(players=("A", "B", "C"), convention=SECTION_12, hands=HANDS)
    dialog = SettlementDialog(GameDocument(game))
    qtbot.addWidget(dialog)
    assert "the unfinished pulya is left out" in dialog.ui.summaryLabel.text()
    charged = game.model_copy(update={"convention": SECTION_12.model_copy(update={"settle_open_pulya": "to_gora"})})
    dialog = SettlementDialog(GameDocument(charged))
    qtbot.addWidget(dialog)
    assert "left out" not in dialog.ui.summaryLabel.text()
