"""The views the table steps through after one action, and how long each stays.

The engine jumps straight from "last card played" to "trick collected, cards drawn"; a
person needs to see the finished trick first. So an action that completes a trick shows
a held view first: the table before the action, with the trick's cards on it and the
winner marked (both taken from the engine's own history, so nothing is decided here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from values import Value

if TYPE_CHECKING:
    from values import Observation

TRICK_HOLD: Final = 1.1  # seconds a finished trick stays readable before it is collected


class Frame(Value):
    def __init__(self, view: Observation, hold: float) -> None:
        self.view = view
        self.hold = hold  # seconds to leave it on screen before the next frame


def frames(before: Observation, after: Observation) -> list[Frame]:
    """The frames from ``before`` (the previous view) to ``after``, the engine's new view."""
    same_deal = before["deal_number"] == after["deal_number"]
    if not (same_deal and len(after["history"]) > len(before["history"])):
        return [Frame(after, 0.0)]
    trick = after["history"][-1]
    already = [list(pair) for pair in before["table"]]
    newly = [(seat, code) for seat, code in trick["cards"] if [seat, code] not in already]
    played = {code for _, code in newly}
    hands = list(before["hands"])
    for seat, _ in newly:
        hands[seat] -= 1
    held = before | {
        "table": trick["cards"],
        "hand": [code for code in before["hand"] if code not in played],
        "hand_arranged": [code for code in before.get("hand_arranged", []) if code not in played],
        "open_hands": {seat: [code for code in cards if code not in played]
                       for seat, cards in before.get("open_hands", {}).items()},
        "hands": hands,
        "to_move": None,
        "legal_actions": [],
        "trick_winner": trick["winner"],
    }
    return [Frame(held, TRICK_HOLD), Frame(after, 0.0)]
