"""prefcount's shipped files — fonts/, icons/, translations/, desktop/ — installed as the package
``prefcount.resources`` (pyproject.toml's package-dir), so ``importlib.resources`` finds them in a wheel, an
editable install and the PyInstaller build alike. prefcount itself asks :func:`prefcount.files.paths.resources_dir`."""
