"""Why an action was refused, in words a player can act on."""

from __future__ import annotations

import reprlib  # quotes a refused action cut short: a huge input still gives a short message
from typing import Final

from .actions import FORFEITS, VERBS, Action
from .cards import SUIT_NAMES, card_code
from .deal import Deal
from .phases import AUCTION, CALL, DEAL_OVER, OVER, PLAY

PHASE_WORDS: Final = {
    AUCTION: "the auction is under way",
    CALL: "the auction's winner must name the briscola",
    PLAY: "cards are being played",
    DEAL_OVER: "the deal is over: 'next' deals the next one",
}
VERB_PHASES: Final = {"play": PLAY, "bid": AUCTION, "pass": AUCTION, "trump": CALL, "call": CALL,
                      "next": DEAL_OVER, "signal": PLAY}
SIGNAL_RULE: Final = ("a signal must be true of your hand, one a trick from the second trick on, while your "
                      "partner cannot see your hand, at a table of Briscola a 4 with segnali")


def explain_refusal(phase: str, action: str, legal: list[str], deal: Deal, players: int,
                    match_clock: bool) -> str:
    """The reason ``action`` (text, not in ``legal``) is refused in ``phase``."""
    if phase == OVER:
        return "the partita is over: no more actions"
    verb = action.split(" ", 1)[0] if action.strip() else ""
    if verb in FORFEITS:
        return _explain_forfeit(verb, players, match_clock)
    if verb not in VERB_PHASES:
        return f"{reprlib.repr(action)} is not an action; actions are: {', '.join(VERBS[:6])}"
    if VERB_PHASES[verb] != phase:
        return f"{reprlib.repr(action)} is not possible now: {PHASE_WORDS[phase]}"
    if verb == "play":
        try:
            move = Action.parse(action)
        except ValueError as error:
            return str(error)
        assert move.card is not None
        return _explain_play(move.card, deal)
    if verb == "signal":
        told = [a for a in legal if a.startswith("signal ")]
        return f"{reprlib.repr(action)} is refused: {SIGNAL_RULE}" + (
            f"; you may send: {', '.join(told)}" if told else "; you may send none now")
    return f"{reprlib.repr(action)} is not legal now; the legal ones start with: {', '.join(legal[:12])}"


def _explain_play(c: int, deal: Deal) -> str:
    seat = deal.turn
    if c not in deal.hands[seat]:
        return f"seat {seat} does not hold {card_code(c)!r}"
    led = deal.table[0][1] // 10
    return f"carichi: you must follow the led suit, {SUIT_NAMES[led]}"


def _explain_forfeit(verb: str, players: int, match_clock: bool) -> str:
    if verb == "flag" and not match_clock:
        return "'flag' is for a match clock that ran out, and this partita has no match clock"
    return f"write {verb!r} and a seat from 0 to {players - 1}, like '{verb} 0'"
