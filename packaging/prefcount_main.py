"""The standalone app's entry point (PyInstaller): the same ``main`` as the ``prefcount`` command."""

import sys

from prefcount.cli import main

if __name__ == "__main__":
    sys.exit(main())
