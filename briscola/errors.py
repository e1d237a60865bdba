"""The two errors a caller of the engine has to handle."""


class IllegalAction(ValueError):
    """An action that is malformed or not legal now; the game is left unchanged."""


class SaveError(ValueError):
    """A save that cannot be turned back into a game (corrupt, old format, tampered)."""


class NewerSaveError(SaveError):
    """A save in a format newer than this engine's: sound, most likely, and a newer version
    of the game can resume it, so it is to be left as it is."""
