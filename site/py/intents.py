"""What the player asks the table for: a typed value per gesture, checked where the page
hands it over (a ``data-intent`` attribute is text from the HTML)."""

from __future__ import annotations

from typing import Final, Literal, get_args

from values import Value

# One list for mypy and the page: MicroPython's typing stub keeps a Literal's values too.
Kind = Literal[
    # the hand: choose, step through, drag and play a card (``code``), or a chosen one
    "toggle", "pick", "step", "deselect", "drag", "drag-cancel", "play", "play-selected",
    # the table's buttons: an engine action (``code``), the next deal, the points stepper,
    # the suit (``code``) whose cards the card picker shows
    "act", "next", "bid-less", "bid-more", "call-suit",
    # the new-game menu, the end screen's play again, language and panels
    "menu", "start", "again", "menu-closed", "language", "last-trick", "scoreboard",
    # Abandon and its confirmation (``code``: the button that closed it), carte viste, sound
    "abandon", "abandon-closed", "played", "mute",
    # the tournament's panel: show or hide it, enter the one shown, cancel it, play your match
    "tournament", "tournament-enter", "tournament-cancel", "tournament-play",
    # the statistics: shown (their dialog opens by itself), reset (pressed twice)
    "stats", "stats-reset",
    # a finished partita again, every hand open: start it, a step (``code``: first, back,
    # forward, last), leave it, the Expert's move where the player moved next
    "replay", "replay-step", "replay-exit", "replay-analyse",
    # the Expert's suggestion for the player's move; the player's last move taken back
    "hint", "undo",
    # pass-and-play: the person the cover names is at the screen
    "handover",
    # the ticker: ``number`` milliseconds passed (the clocks run)
    "tick",
]
KINDS: Final = frozenset(get_args(Kind))


class Intent(Value):
    def __init__(self, kind: Kind, code: str = "", number: int = 0) -> None:
        self.kind = kind
        self.code = code  # a card code ("1D") or an engine action ("bid 3")
        self.number = number  # a hand position (pick), a step (+1/-1) or milliseconds (tick)

    @classmethod
    def parse(cls, kind: str, code: str = "") -> Intent:
        """From a button's ``data-intent``; an unknown kind is a page bug, refused here."""
        for known in get_args(Kind):
            if kind == known:
                return cls(known, code)
        raise ValueError(f"unknown intent {kind!r}; the page knows {', '.join(sorted(KINDS))}")
