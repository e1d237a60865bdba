"""Why an action was refused, in words a player can act on."""

from __future__ import annotations

import reprlib  # quotes a refused action cut short: a huge input still gives a short message
from typing import TYPE_CHECKING

from .cards import SUIT_NAMES, card_code, parse_card
from .match import FORFEIT_REASONS

if TYPE_CHECKING:
    from .game import Game

VERBS = ("play", "bid", "pass", "trump", "call", "next")
PHASE_WORDS = {
    "auction": "the auction is under way",
    "call": "the auction's winner must name the briscola",
    "play": "cards are being played",
    "deal_over": "the deal is over: 'next' deals the next one",
}


def explain_refusal(game: "Game", action: str, legal: list[str]) -> str:
    if game.phase == "over":
        return "the partita is over: no more actions"
    verb = action.split(" ", 1)[0] if action.strip() else ""
    if verb in FORFEIT_REASONS:
        return _explain_forfeit(game, verb)
    if verb not in VERBS:
        return f"{reprlib.repr(action)} is not an action; actions are: {', '.join(VERBS)}"
    now = PHASE_WORDS[game.phase]
    wanted = {"play": "play", "bid": "auction", "pass": "auction", "trump": "call",
              "call": "call", "next": "deal_over"}[verb]
    if wanted != game.phase:
        return f"{reprlib.repr(action)} is not possible now: {now}"
    if verb == "play":
        return _explain_play(game, action)
    return f"{reprlib.repr(action)} is not legal now; the legal ones start with: {', '.join(legal[:12])}"


def _explain_play(game: "Game", action: str) -> str:
    try:
        c = parse_card(action[5:])
    except ValueError as error:
        return str(error)
    seat = game.deal.turn
    if action != f"play {card_code(c)}" or c not in game.deal.hands[seat]:
        return f"seat {seat} does not hold {reprlib.repr(action[5:])}"
    led = game.deal.table[0][1] // 10
    return f"carichi: you must follow the led suit, {SUIT_NAMES[led]}"


def _explain_forfeit(game: "Game", verb: str) -> str:
    if verb == "flag" and game.options.match_clock is None:
        return "'flag' is for a match clock that ran out, and this partita has no match clock"
    return f"write {verb!r} and a seat from 0 to {game.players - 1}, like '{verb} 0'"
