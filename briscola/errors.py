"""The two errors a caller of the engine has to handle."""


class IllegalAction(ValueError):
    """An action that is malformed or not legal now; the game is left unchanged."""


class SaveError(ValueError):
    """A save that cannot be turned back into a game (corrupt, old format, tampered)."""
