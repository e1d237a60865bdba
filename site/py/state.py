"""The table's UI state, apart from the DOM and from the game: what the player has
selected or is dragging, which overlays are open, the language, a notice to show.

Everything here is plain data with small pure methods, so it runs (and is tested) in
CPython as well as in the browser.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# A pointer that moves less than this between down and up is a click, not a drag.
# Touch gets more room: a finger wobbles more than a mouse.
DRAG_THRESHOLD_PX = {"mouse": 5.0, "pen": 6.0, "touch": 10.0}


@dataclass
class Drag:
    """The one drag in progress: which card, which pointer, where it started and is now."""

    code: str
    pointer: int
    pointer_type: str
    start_x: float
    start_y: float
    x: float = 0.0
    y: float = 0.0
    moving: bool = False  # past the threshold: from now on this is a drag, not a click

    def move(self, x: float, y: float) -> bool:
        """Record the pointer; returns True the moment the gesture becomes a drag."""
        self.x, self.y = x, y
        if self.moving:
            return False
        limit = DRAG_THRESHOLD_PX.get(self.pointer_type, DRAG_THRESHOLD_PX["mouse"])
        if (x - self.start_x) ** 2 + (y - self.start_y) ** 2 >= limit**2:
            self.moving = True
            return True
        return False

    @property
    def offset(self) -> tuple[float, float]:
        return self.x - self.start_x, self.y - self.start_y


@dataclass(frozen=True)
class Notice:
    """A message for the player: a title and a body, as i18n keys with their values."""

    title: str
    body: str
    values: dict[str, str] = field(default_factory=dict)
    blocking: bool = True  # True: a panel with a way out; False: a line in the status bar


@dataclass
class UIState:
    lang: str = "it"
    selected: str | None = None  # the code of the hand card chosen by click or keyboard
    drag: Drag | None = None
    show_last_trick: bool = False
    menu_open: bool = True  # the page paints with the new-game menu open
    notice: Notice | None = None
    sitting: int = 0  # counts the games started on this page, so no card outlives its game
    thinking_seat: int | None = None  # the computer seat choosing its move (the cue on that seat)
    menu_error: str = ""  # the engine's refusal of the menu's last choice, shown in the menu
    bid_points: int | None = None  # the points shown on the auction's stepper
    show_scoreboard: bool = False
    name: str = ""  # the player's own name ("" shows "Tu"/"You")
    levels: dict[int, str] = field(default_factory=dict)  # computer seat -> level, shown by its name
    pace: float = 1.0  # game speed: pauses and card flights last this many times the normal
    game_number: int | str = ""  # the game's seed, told at the end so the game can be replayed

    def toggle(self, code: str, hand: list[str]) -> None:
        """Click on a hand card: select it, or deselect it if it was selected."""
        if code in hand:
            self.selected = None if self.selected == code else code

    def pick(self, index: int, hand: list[str]) -> None:
        """Key 1..n: the n-th card of the hand (pressing it again deselects)."""
        if 0 <= index < len(hand):
            self.toggle(hand[index], hand)

    def step(self, delta: int, hand: list[str]) -> None:
        """Arrow keys: move the selection along the hand, wrapping at the ends."""
        if not hand:
            return
        if self.selected in hand:
            self.selected = hand[(hand.index(self.selected) + delta) % len(hand)]
        else:
            self.selected = hand[0] if delta > 0 else hand[-1]

    def keep_to(self, hand: list[str]) -> None:
        """Forget a selection or drag of a card that has left the hand."""
        if self.selected not in hand:
            self.selected = None
        if self.drag is not None and self.drag.code not in hand:
            self.drag = None
