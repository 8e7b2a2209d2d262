"""The README and CI agree: the documents the README, the ledger and `prefcount score --help` name are in the
repository, and every system package .ci/run installs is one the README tells a person to install."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def ci_packages() -> set[str]:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8").replace("\\\n", " ")
    packages: set[str] = set()
    for line in script.splitlines():
        if "apt_get install" in line:
            packages |= {word for word in line.split("--no-install-recommends", 1)[1].split() if word[0].isalnum()}
    return packages


def test_ci_installs_only_what_the_readme_names():
    packages = ci_packages()
    assert "libegl1" in packages  # the parsing found the line
    readme_apt = " ".join(re.findall(r"sudo apt-get install ([^\n`]+)", README))
    assert not sorted(packages - set(readme_apt.split())), "in .ci/run, not in the README's apt-get lines"


def test_the_documents_named_are_in_the_repository():
    named = set(re.findall(r"docs/[A-Z]+\.md", README))
    assert named == {"docs/RULES.md", "docs/FORMAT.md", "docs/DESIGN.md"}
    for name in named:
        assert (ROOT / name).read_text(encoding="utf-8").startswith("# ")
    from prefcount.cli.main import build_parser

    score = build_parser()._subparsers._group_actions[0].choices["score"]  # type: ignore[union-attr]
    assert "docs/FORMAT.md" in score.format_help()
