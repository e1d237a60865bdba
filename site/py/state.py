"""The table's UI state, apart from the DOM and from the game: what the player has
selected or is dragging, which overlays are open, the language, a notice to show.

Everything here is plain data with small pure methods, so it runs (and is tested) in
CPython as well as in the page's MicroPython.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import menu
import stats
from clock import ClockView
from values import Value

if TYPE_CHECKING:
    from values import Observation

# A pointer that moves less than this between down and up is a click, not a drag.
# Touch gets more room: a finger wobbles more than a mouse.
DRAG_THRESHOLD_PX = {"mouse": 5.0, "pen": 6.0, "touch": 10.0}


class Drag(Value):
    """The one drag in progress: which card, which pointer, where it started and is now."""

    def __init__(self, code: str, pointer: int, pointer_type: str, start_x: float, start_y: float,
                 x: float = 0.0, y: float = 0.0, moving: bool = False) -> None:
        self.code = code
        self.pointer = pointer
        self.pointer_type = pointer_type
        self.start_x = start_x
        self.start_y = start_y
        self.x = x
        self.y = y
        self.moving = moving  # past the threshold: from now on this is a drag, not a click

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


class Notice(Value):
    """A message for the player: a title and a body, as i18n keys with their values."""

    def __init__(self, title: str, body: str, values: dict[str, str] | None = None,
                 blocking: bool = True) -> None:
        self.title = title
        self.body = body
        self.values: dict[str, str] = {} if values is None else values
        self.blocking = blocking  # True: a panel with a way out; False: a line in the status bar


class UIState(Value):
    def __init__(self, lang: str = "it", selected: str | None = None, drag: Drag | None = None,
                 show_last_trick: bool = False, menu_open: bool = True, notice: Notice | None = None,
                 sitting: int = 0, thinking_seat: int | None = None, menu_error: str = "",
                 bid_points: int | None = None, show_scoreboard: bool = False, name: str = "",
                 levels: dict[int, str] | None = None, pace: float = 1.0,
                 game_number: int | str = "", waiting: bool = False, chosen: str | None = None,
                 clock: ClockView | None = None, can_abandon: bool = False, abandon_asking: bool = False,
                 played_open: bool = False, muted: bool = False, sound: tuple[int, str] = (0, ""),
                 arrange_hand: bool = True, call_suit: str = "", refused: str | None = None,
                 engine_lost: bool = False, show_points: bool = True, chips: int = 0) -> None:
        self.lang = lang
        self.selected = selected  # the code of the hand card chosen by click or keyboard
        self.refused = refused  # a card the player tried to play when it could not be: the status says why
        self.drag = drag
        self.show_last_trick = show_last_trick
        self.menu_open = menu_open  # the page paints with the new-game menu open
        self.notice = notice
        self.sitting = sitting  # counts the games started on this page, so no card outlives its game
        self.thinking_seat = thinking_seat  # the computer seat choosing its move (the cue on that seat)
        self.menu_error = menu_error  # the engine's refusal of the menu's last choice, shown in the menu
        self.bid_points = bid_points  # the points shown on the auction's stepper
        self.call_suit = call_suit  # the suit whose cards the card picker shows ("": the first)
        self.show_scoreboard = show_scoreboard
        self.name = name  # the player's own name ("" shows "Tu"/"You")
        self.levels: dict[int, str] = {} if levels is None else levels  # computer seat -> level, shown by its name
        self.pace = pace  # game speed: pauses and card flights last this many times the normal
        self.game_number = game_number  # the game's seed, told at the end so the game can be replayed
        self.waiting = waiting  # the engine has yet to answer a game's start or reload
        self.chosen = chosen  # an action chosen while waiting: applied once the engine answers, if legal
        self.engine_lost = engine_lost  # the engine's worker could not start: the page must be reloaded
        self.clock = clock  # the clocks as shown (None: the game has none)
        self.can_abandon = can_abandon  # the engine lists a forfeit: the partita is not over
        self.undo_offered = False  # this game lets the player take moves back
        self.can_undo = False  # a move of the player's in this deal can be taken back
        self.download: int | None = None  # whole percent of the engine's files downloaded, while it starts
        # Pass-and-play: the seat of the person the device goes to next; the table stays
        # covered (no card of anyone's shown) until they tap.
        self.handover: int | None = None
        self.people: dict[int, str] = {}  # pass-and-play: the names the menu gave the people's seats
        # A shared partita's sharer and result (menu.challenge), told at the end of that partita.
        self.challenge: dict[str, Any] | None = None
        self.abandon_asking = abandon_asking  # the Abandon confirmation is open
        self.played_open = played_open  # the carte viste panel is open
        self.muted = muted
        self.arrange_hand = arrange_hand  # the hand shown by suit and strength, else as dealt
        self.show_points = show_points  # each seat shows the card points it took this deal
        self.sound = sound  # (how many effects were asked for, the last one): the renderer plays each once
        self.chips = chips  # the player's virtual chips, for tournament entries
        self.tournament: dict[str, Any] | None = None  # what the engine shows of the tournament (tournament_run.py)
        self.tournament_open = False  # its panel is shown
        self.menu_game = ""  # the game the menu opens on ("": as it was), e.g. a new tournament's
        self.tournament_preview = False  # shown before entering: nothing paid, the stored one still stands
        self.tournament_busy = False  # the other tables are playing their matches
        self.tournament_match = False  # the game on the table is the person's tournament match
        self.replaces_tournament = False  # entering the one previewed drops an unfinished one
        self.seat_names: dict[int, str] = {}  # names a seat has beyond "Computer" (a tournament's opponent)
        self.stats: dict[str, Any] = stats.empty()  # the player's statistics (stats.py)
        self.stats_resetting = False  # the statistics' reset button asks to be pressed again
        # A finished partita shown again (the engine's replay: step, steps, action, actor,
        # each deal's starts and ends, the step's view, whose trick the table may still
        # show), None at the table.
        self.replay: dict[str, Any] | None = None
        self.analysing = False  # the Expert is choosing its move (a replay's analysis, a suggestion)
        self.hints = False  # the player asked the menu for the Expert's suggestions
        self.hinted: str | None = None  # the action suggested for the player's move now
        # The move a run-out clock made for the player: the status tells it until their next move.
        self.timed_out: str | None = None

    def hand(self, view: Observation | None) -> list[str]:
        """The player's hand in the order the table shows it (keys 1..n count along it)."""
        if view is None:
            return []
        # A view stored by an older page has no arranged hand: it shows as dealt.
        arranged = view.get("hand_arranged")
        return list(arranged if self.arrange_hand and arranged is not None else view["hand"])

    def person_seats(self) -> set[int]:
        """The seats people play here: the player's (0), and those the menu gave to a person."""
        return {0} | {seat for seat, level in self.levels.items() if level == menu.PERSON}

    def passed_around(self) -> bool:
        """Pass-and-play: more than one person at this device, so no seat is "you" in what
        all of them read, and no one's hand is kept for the next visit."""
        return len(self.person_seats()) > 1

    def at_tournament_table(self, view: Any) -> bool:
        """The game on the table is a tournament's match: the one being played, or (after a
        reload) the last one, over, which its format still says."""
        return self.tournament_match or view["options"].get("format") == "torneo"

    def toggle(self, code: str, hand: list[str]) -> None:
        """Click on a hand card: select it, or deselect it if it was selected. The Expert's
        card, raised by a hint, is taken as the player's own choice: not let go (its number
        pressed let it go, and Enter played another card)."""
        if code not in hand:
            return
        if self.selected == code and self.hinted == f"play {code}":
            self.hinted = None
        else:
            self.selected = None if self.selected == code else code

    def pick(self, index: int, hand: list[str]) -> None:
        """Key 1..n: the n-th card of the hand (pressing it again deselects, as a click)."""
        if 0 <= index < len(hand):
            self.toggle(hand[index], hand)

    def step(self, delta: int, hand: list[str], focused: str = "") -> None:
        """Arrow keys: move the selection along the hand, wrapping at the ends; with none,
        from the card with the keyboard's focus, else from an end."""
        if not hand:
            return
        start = self.selected if self.selected in hand else focused
        if start in hand:
            self.selected = hand[(hand.index(start) + delta) % len(hand)]
        else:
            self.selected = hand[0] if delta > 0 else hand[-1]

    def keep_to(self, hand: list[str]) -> None:
        """Forget a selection or drag of a card that has left the hand."""
        if self.selected not in hand:
            self.selected = None
        if self.drag is not None and self.drag.code not in hand:
            self.drag = None
