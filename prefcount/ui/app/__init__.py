"""Starting the app: one instance, the platform check, settings, language, fonts, the window's place."""
