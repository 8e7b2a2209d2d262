"""The money of a game is shown in the game's own currency, whatever the language; else the language's usual one."""

import pytest

from prefcount.files import gamefile
from prefcount.ui.dialogs.new_game_dialog import NewGameDialog
from prefcount.ui.dialogs.settlement_dialog import SettlementDialog
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.printing.printing import pdf_bytes
from prefcount.words.i18n import set_language


@pytest.fixture
def sochi(data_dir):
    return gamefile.load(data_dir / "game-sochi-3p.json")


@pytest.mark.parametrize(
    "language, currency, shown", [("uk", None, "₴"), ("ru", None, "₽"), ("uk", "€", "€"), ("ru", "", "")]
)
def test_the_window_and_the_settlement_use_the_game_currency(qtbot, sochi, language, currency, shown):
    set_language(language)
    win = MainWindow(GameDocument(sochi.model_copy(update={"currency": currency})))
    qtbot.addWidget(win)
    header = win.ui.standingTable.horizontalHeaderItem(4).text()
    assert header.endswith(f", {shown}") if shown else "," not in header
    dialog = SettlementDialog(win.document, win)
    qtbot.addWidget(dialog)
    assert f"0,5 {shown}".strip() + "." in dialog.ui.summaryLabel.text()
    payments = dialog.ui.paymentsLabel.text()
    assert f"61,00 {shown}".strip() in payments
    assert ("₽" in payments) is (shown == "₽") and ("₴" in payments) is (shown == "₴")


def test_the_printed_pdf_uses_the_game_currency(sochi):
    import io

    from pypdf import PdfReader

    set_language("ru")
    data = pdf_bytes(sochi.model_copy(update={"currency": "€"}))
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)
    assert "0,5 €" in text and "₽" not in text


def test_a_new_game_carries_the_currency_typed(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.ui.currencyEdit.setText("$")
    dialog._accept()
    assert dialog.game().currency == "$"
