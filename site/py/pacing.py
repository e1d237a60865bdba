"""The views the table steps through after one action, and how long each stays.

The engine jumps straight from "last card played" to "trick collected, cards drawn"; a
person needs to see the finished trick first. So an action that completes a trick shows
a held view first: the table before the action, with the trick's cards on it and the
winner marked (both taken from the engine's own history, so nothing is decided here).
Where the player is then to play, the table waits for the drawn cards to land before it
says so, and at a new deal for the dealt cards: no card is played, no call made, from a
hand still coming in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from values import Value

if TYPE_CHECKING:
    from values import Observation

TRICK_HOLD: Final = 1.1  # seconds a finished trick stays readable before it is collected
PLAYED_PAUSE: Final = 0.3  # seconds for a played card to land before anything else moves
# The cards' flights (render.py), in milliseconds at the normal pace.
MOVE_MS: Final = 300
COLLECT_MS: Final = 420
STAGGER_MS: Final = 90  # between cards dealt or drawn one after another
DEAL_SPREAD_MS: Final = 1500  # a deal's last card leaves the stock at most this long after its first
DRAW_AFTER_COLLECT_MS: Final = 260  # the drawn cards leave the stock once the trick is gathered


class Frame(Value):
    def __init__(self, view: Observation, hold: float) -> None:
        self.view = view
        self.hold = hold  # seconds to leave it on screen before the next frame


def stagger_ms(cards: int) -> float:
    """The gap between cards dealt or drawn one after another: a deal of many cards (a
    chiamata's 40) comes faster, so that the player is not kept waiting for it."""
    return min(STAGGER_MS, DEAL_SPREAD_MS / (cards - 1)) if cards > 1 else STAGGER_MS


def _turn_once_landed(view: Observation, cards: int, after_ms: float, dealing: bool = False) -> list[Frame]:
    """``view`` with nobody to move while ``cards`` fly in one after another (starting
    ``after_ms`` from now; ``dealing``: a new deal's, which the status line tells), then
    ``view``; just ``view`` if the player has no move in it."""
    if not view["legal_actions"]:
        return [Frame(view, 0.0)]
    landing = after_ms + stagger_ms(cards) * (cards - 1) + MOVE_MS
    return [Frame(view | {"to_move": None, "legal_actions": [], "dealing": dealing}, landing / 1000),
            Frame(view, 0.0)]


def dealt(view: Observation) -> list[Frame]:
    """The frames of a new deal's first view: every hand and the turned briscola fly in."""
    turned = 1 if view["briscola"] and view["stock"] else 0
    return _turn_once_landed(view, sum(view["hands"]) + turned, 0.0, dealing=True)


def held_trick(before: Observation, after: Observation) -> Observation | None:
    """The table just as ``after``'s last trick was completed, its cards still on it, if
    the move from ``before`` completed one."""
    if before["deal_number"] != after["deal_number"] or len(after["history"]) <= len(before["history"]):
        return None
    trick = after["history"][-1]
    already = [list(pair) for pair in before["table"]]
    newly = [(seat, code) for seat, code in trick["cards"] if [seat, code] not in already]
    played = {code for _, code in newly}
    hands = list(before["hands"])
    for seat, _ in newly:
        hands[seat] -= 1
    return before | {
        "table": trick["cards"],
        "hand": [code for code in before["hand"] if code not in played],
        "hand_arranged": [code for code in before.get("hand_arranged", []) if code not in played],
        "open_hands": {seat: [code for code in cards if code not in played]
                       for seat, cards in before.get("open_hands", {}).items()},
        "hands": hands,
        "to_move": None,
        "legal_actions": [],
        "trick_winner": trick["winner"],
        # Who is who, as that card made them: the Joker (its first briscola), a revealed socio.
        "joker": after["joker"],
        "partner": after["partner"],
        "sides": after["sides"],
    }


def frames(before: Observation, after: Observation) -> list[Frame]:
    """The frames from ``before`` (the previous view) to ``after``, the engine's new view."""
    if before["deal_number"] != after["deal_number"]:
        return dealt(after)
    held = held_trick(before, after)
    if held is None:
        return [Frame(after, 0.0)]
    shown = [Frame(held, PLAYED_PAUSE + TRICK_HOLD)]
    if before["stock"] and after["phase"] == "play":
        # The player's turn once the cards drawn have landed: a hand still moving (a card
        # flying in, the others making room) takes a double tap on one card for two.
        return shown + _turn_once_landed(after, after["players"], DRAW_AFTER_COLLECT_MS)
    return shown + [Frame(after, 0.0)]
