"""What one seat may know (RULES.md §8), as plain JSON-ready data.

This is the only thing a player, the page or a computer player ever gets: no other
seat's hidden cards, no stock order. ``Observation`` documents every key once.
"""

from __future__ import annotations

from typing import Any, Protocol, TypedDict

from .auction import Auction, Bid
from .cards import SUITS, arranged, card_code, codes
from .contract import Contract
from .deal import Deal
from .match import Partita
from .options import Options
from .scoring import WINNING_POINTS, DealResult
from .variants import Variant


class TrickRecord(TypedDict):
    leader: int
    cards: list[list[Any]]  # [seat, card code] in play order
    winner: int


class Observation(TypedDict):
    """One seat's view. Cards are codes ("1D"); seats are 0.."players"-1."""

    game: str  # the game's name, a key of briscola.GAMES
    seat: int  # the observing seat
    players: int
    phase: str  # briscola.phases: auction, call, play, deal_over, over
    dealer: int  # the mazziere of the deal under way
    deal_number: int  # 0 for the partita's first deal
    move_number: int  # actions applied so far in the partita
    hand: list[str]  # this seat's cards, in the order they were dealt and drawn
    hand_arranged: list[str]  # the same cards by suit, the briscola's last, strongest first
    briscola: str | None  # the turned card; in chiamata the named suit (None before)
    trump: str | None  # the briscola suit, a letter of DCBS (None before it is named, or in carichi)
    table: list[list[Any]]  # [seat, card] of the trick under way, in play order
    history: list[TrickRecord]  # the deal's finished tricks
    stock: int  # cards left to draw, the turned briscola included
    hands: list[int]  # cards in each seat's hand
    points: list[int]  # card points captured per seat this deal
    to_move: int | None  # the seat to act, None once the partita is over
    legal_actions: list[str]  # this seat's actions now; empty when it is not its turn
    partner_hand: list[str] | None  # a fixed partner's cards where §4 lets this seat see them
    signals: list[list[Any]]  # segnali (§9): [seat, trick, word] this deal, this seat's and its partner's only
    open_hands: dict[str, list[str]]  # seat (as text) -> cards, for every other hand this seat sees
    joker: int | None  # Joker Briscola: the Joker, once a briscola is played
    auction: list[list[Any]]  # chiamata: [seat, call] in order
    caller: int | None  # chiamata: the chiamante, once the auction is won
    called_card: str | None  # chiamata: the called card, once named
    partner: int | None  # chiamata: the socio, where this seat knows it
    carichi: bool  # chiamata: the caller plays alone and everyone must follow suit
    target: int  # chiamata: the points the chiamante's side must reach (61 otherwise)
    sides: list[list[int]]  # the sides as the table knows them; empty while hidden
    scores: list[int]  # the partita score per seat
    goal: int | None  # the partita score that wins (chiamata 11, Joker 10), else None
    several_deals: bool  # the partita is meant to last more than one deal
    spareggio: int  # the tie-break deal under way or next, 0 if none
    totals: list[int]  # card points per seat over the partita's counted deals
    deal_over: bool
    deal_result: dict[str, Any] | None  # the last finished deal (DealResult.to_dict)
    results: list[dict[str, Any]]  # every finished deal
    winner: list[int] | None  # the seats that won the partita
    match_result: dict[str, Any] | None  # how the partita ended (MatchResult.to_dict)
    options: dict[str, Any]  # the table options that differ from the defaults
    clockwise: bool  # the direction turn order runs on the table


class Table(Protocol):
    """What an observation is read from (``briscola.Game``)."""

    variant: Variant
    options: Options
    deal: Deal
    auction: Auction | None
    contract: Contract | None
    partita: Partita
    phase: str
    dealer: int
    deal_number: int
    actions: list[str]
    deal_result: DealResult | None
    signals: list[tuple[int, int, str]]

    @property
    def to_move(self) -> int | None: ...
    @property
    def deal_over(self) -> bool: ...
    def legal_actions(self) -> list[str]: ...
    def sides(self) -> list[list[int]]: ...


def observe(game: Table, seat: int, reveal: bool = False) -> Observation:
    """What ``seat`` sees; ``reveal`` (a replay's view, never a player's) opens every hand
    and lists nothing to play."""
    variant = game.variant
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < variant.players:
        raise ValueError(f"seat must be from 0 to {variant.players - 1}")
    deal = game.deal
    contract = game.contract
    shown = [s for s in range(variant.players) if s != seat] if reveal \
        else variant.open_seats(seat, not deal.stock, game.options)
    open_hands = {str(s): codes(deal.hands[s]) for s in shown}
    won = _winning_bid(game.auction)
    to_move = game.to_move
    if variant.has_stock:
        briscola = None if deal.briscola_card is None else card_code(deal.briscola_card)
    else:
        briscola = SUITS[deal.trump] if deal.trump >= 0 else None
    fixed_partner = variant.partner_of(seat)
    partita = game.partita
    result = partita.result()
    return {
        "game": variant.name,
        "seat": seat,
        "players": variant.players,
        "phase": game.phase,
        "dealer": game.dealer,
        "deal_number": game.deal_number,
        "move_number": len(game.actions),
        "hand": codes(deal.hands[seat]),
        "hand_arranged": codes(arranged(deal.hands[seat], deal.power, deal.trump)),
        "briscola": briscola,
        "trump": SUITS[deal.trump] if deal.trump >= 0 else None,
        "table": [[s, card_code(c)] for s, c in deal.table],
        "history": [{"leader": t.leader, "cards": [[s, card_code(c)] for s, c in t.cards],
                     "winner": t.winner} for t in deal.tricks],
        "stock": len(deal.stock),
        "hands": [len(h) for h in deal.hands],
        "points": deal.points[:],
        "to_move": to_move,
        "legal_actions": game.legal_actions() if to_move == seat and not reveal else [],
        "partner_hand": None if fixed_partner is None else open_hands.get(str(fixed_partner)),
        "open_hands": open_hands,
        # Opponents never see a signal: only the sender and its partner (RULES.md §9).
        "signals": [[s, t, word] for s, t, word in game.signals if s == seat or s == fixed_partner],
        "joker": deal.first_trump_seat if variant.has_joker else None,
        "auction": [[s, a] for s, a in game.auction.calls] if game.auction is not None else [],
        "caller": None if won is None else won.seat,
        "called_card": None if contract is None or contract.called_card is None
        else card_code(contract.called_card),
        "partner": _known_partner(contract, seat, game.deal_over),
        "carichi": bool(contract and contract.carichi),
        "target": WINNING_POINTS if won is None else won.target,
        "sides": game.sides(),
        "scores": partita.scores[:],
        "goal": partita.goal,
        "several_deals": partita.several_deals,
        "spareggio": partita.spareggio,
        "totals": partita.totals[:],
        "deal_over": game.deal_over,
        "deal_result": None if game.deal_result is None else game.deal_result.to_dict(),
        "results": [r.to_dict() for r in partita.results],
        "winner": None if partita.winner is None else partita.winner[:],
        "match_result": None if result is None else result.to_dict(),
        "options": game.options.to_dict(),
        "clockwise": variant.clockwise,
    }


def _winning_bid(auction: Auction | None) -> Bid | None:
    """The chiamante and the target are public as soon as the auction is won, before the
    briscola is named (and they stay so once the contract is made)."""
    if auction is None or not auction.over:
        return None
    return auction.best


def _known_partner(contract: Contract | None, seat: int, deal_over: bool) -> int | None:
    """Chiamata's socio: public once the called card is played; the socio knows it all along."""
    if contract is None or contract.carichi or contract.partner is None:
        return None
    if contract.revealed or seat == contract.partner or deal_over:
        return contract.partner
    return None
