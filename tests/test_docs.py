"""The README and CI agree: CI runs the README's test command word for word, the window's libraries are one list,
and the documents the README, the ledger and `prefcount score --help` name are in the repository."""

from __future__ import annotations

import re

from where import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def readme_commands() -> list[str]:
    """The commands of the README's first screen (the first ``sh`` block)."""
    block = README.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.strip() for line in block.splitlines() if line.strip()]


def test_the_first_screen_gives_two_commands_and_ci_runs_the_second():
    assert readme_commands() == ["python3 run.py", "python3 run.py test"]
    assert README.index("python3 run.py test") < README.index("## Download and run")  # the first screen
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert readme_commands()[1] in ci  # word for word, on a line of its own
    assert "pip install" not in "\n".join(ci)  # CI installs nothing past run.py: the newcomer's path


def test_the_window_libraries_are_one_list():
    """The README's apt-get line for the window, run.py's and the app's own start-up message name the same
    packages (prefcount/desktop/system_packages.py)."""
    from prefcount.desktop.system_packages import WINDOW, apt_packages
    from prefcount.ui.app.platform_check import APT_PACKAGES

    assert APT_PACKAGES.split() == apt_packages(WINDOW)
    lines = re.findall(r"sudo apt-get install ([^\n`]+)", README)
    assert any(line.split() == apt_packages(WINDOW) for line in lines), lines


def test_the_documents_named_are_in_the_repository():
    named = set(re.findall(r"docs/[A-Z]+\.md", README))
    assert named == {"docs/RULES.md", "docs/FORMAT.md", "docs/DESIGN.md"}
    for name in named:
        assert (ROOT / name).read_text(encoding="utf-8").startswith("# ")
    from prefcount.cli.main import build_parser

    score = build_parser()._subparsers._group_actions[0].choices["score"]  # type: ignore[union-attr]
    assert "docs/FORMAT.md" in score.format_help()
