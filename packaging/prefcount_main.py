"""The standalone app's entry point (PyInstaller): the same ``main`` as the ``prefcount`` command."""

import sys

from prefcount.__main__ import main

if __name__ == "__main__":
    # the club book reads a big folder in worker processes (spawned): in a frozen app each worker starts this
    # program again, and freeze_support() makes it the worker instead of a second prefcount. Only such a process
    # has multiprocessing loaded now (its run-time hook ran: packaging/lazy_hooks.py); any other start skips it.
    if "multiprocessing" in sys.modules:
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
