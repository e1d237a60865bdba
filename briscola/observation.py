"""What one seat may know (RULES.md §8), as plain JSON-ready data.

This is the only thing a player, the page or a computer player ever gets: no other
seat's hidden cards, no stock order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import SUITS, card_code, codes

if TYPE_CHECKING:
    from .auction import Bid
    from .game import Game

LAST_TRICKS = 3


def observe(game: "Game", seat: int) -> dict[str, Any]:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
        raise ValueError(f"seat must be from 0 to {game.players - 1}")
    deal = game.deal
    contract = game.contract
    open_hands = {str(s): codes(deal.hands[s]) for s in _open_seats(game, seat)}
    partner = _known_partner(game, seat)
    won = _winning_bid(game)
    to_move = game.to_move
    if game.name == "chiamata":
        briscola = SUITS[deal.trump] if deal.trump >= 0 else None
    else:
        briscola = None if deal.briscola_card is None else card_code(deal.briscola_card)
    return {
        "game": game.name,
        "seat": seat,
        "players": game.players,
        "phase": game.phase,
        "dealer": game.dealer,
        "deal_number": game.deal_number,
        "move_number": len(game.actions),
        "hand": codes(deal.hands[seat]),
        "briscola": briscola,
        "trump": SUITS[deal.trump] if deal.trump >= 0 else None,
        "table": [[s, card_code(c)] for s, c in deal.table],
        "history": [{"leader": t.leader, "cards": [[s, card_code(c)] for s, c in t.cards],
                     "winner": t.winner} for t in deal.tricks],
        "stock": len(deal.stock),
        "hands": [len(h) for h in deal.hands],
        "points": deal.points[:],
        "to_move": to_move,
        "legal_actions": game.legal_actions() if to_move == seat else [],
        "partner_hand": open_hands.get(str(_fixed_partner(game, seat)))
        if _fixed_partner(game, seat) is not None else None,
        "open_hands": open_hands,
        "joker": deal.first_trump_seat if game.name == "joker" else None,
        "auction": [[s, a] for s, a in game.auction.calls] if game.auction is not None else [],
        "caller": None if won is None else won.seat,
        "called_card": None if contract is None or contract.called_card is None
        else card_code(contract.called_card),
        "partner": partner,
        "carichi": bool(contract and contract.carichi),
        "target": 61 if won is None else won.target,
        "sides": game.sides(),
        "scores": game.scores,
        "goal": game.partita.goal,
        "spareggio": game.partita.spareggio,  # the tie-break deal under way or next, 0 if none
        "totals": game.partita.totals[:],
        "deal_over": game.deal_over,
        "deal_result": None if game.deal_result is None else game.deal_result.to_dict(),
        "results": [r.to_dict() for r in game.partita.results],
        "winner": game.winner,
        "match_result": game.match_result,
        "options": game.options.to_dict(),
        "clockwise": game.variant.clockwise,
    }


def _winning_bid(game: "Game") -> "Bid | None":
    """The chiamante and the target are public as soon as the auction is won, before the
    briscola is named (and they stay so once the contract is made)."""
    auction = game.auction
    if auction is None or not auction.over:
        return None
    return auction.best


def _fixed_partner(game: "Game", seat: int) -> int | None:
    return (seat + 2) % 4 if game.name == "briscola4" else None


def _open_seats(game: "Game", seat: int) -> list[int]:
    """Other seats whose hands this seat sees: a partner (§4), or carte viste's last tricks."""
    deal = game.deal
    endgame = not deal.stock
    if game.name == "briscola4" and (endgame or game.options.carte_scoperte):
        return [(seat + 2) % 4]
    if game.name == "briscola2" and endgame and game.options.carte_viste:
        return [1 - seat]
    return []


def _known_partner(game: "Game", seat: int) -> int | None:
    """Chiamata's socio: public once the called card is played; the socio knows it all along."""
    contract = game.contract
    if contract is None or contract.carichi or contract.partner is None:
        return None
    if contract.revealed or seat == contract.partner or game.deal_over:
        return contract.partner
    return None
