"""The window program's one-line messages, shown in a real box (it has no console to print them in)."""

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from prefcount.ui.app import console_box


def test_the_message_is_shown_in_a_box_until_ok(qtbot, tmp_path):
    seen = []

    def read_and_close():
        box = QApplication.activeModalWidget()
        seen.append((type(box), box.text(), box.icon()))
        box.grab().save(str(tmp_path / "box.png"))
        box.accept()

    QTimer.singleShot(0, read_and_close)
    console_box.show("prefcount: game.pulka: there is no such file", error=True)
    assert seen == [(QMessageBox, "prefcount: game.pulka: there is no such file", QMessageBox.Icon.Critical)]
