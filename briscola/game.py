"""The engine's state: legal actions and ``apply``, for all five games.

Every change goes through ``apply``, which checks the action against ``legal_actions()``
before touching anything, so a refused action leaves the game exactly as it was.
"""

from __future__ import annotations

import json
import random
import reprlib
from dataclasses import replace
from typing import Any, Sequence

from .actions import FORFEITS, PLAY_TEXTS, Action
from .auction import Auction
from .cards import CLASSIC, SOUTHERN, SUITS, card, codes, parse_card, rank_of
from .contract import Contract
from .deal import Deal
from .errors import IllegalAction
from .explain import explain_refusal
from .match import Partita
from .observation import Observation, observe
from .options import Options
from .phases import AUCTION, CALL, DEAL_OVER, OVER, PLAY
from .scoring import WINNING_POINTS, DealResult
from .signals import true_signals
from .variants import VARIANTS, SideFacts, Variant

SAVE_FORMAT = "briscola-save/1"


class Game:
    """A whole partita of one game, built by ``new_game`` and changed only by ``apply``."""

    def __init__(self, variant: Variant, options: Options, seed: int | str, dealer: int,
                 deck: tuple[int, ...] | None) -> None:
        self.variant = variant
        self.options = options
        self.seed = seed
        self.first_dealer = dealer
        self.deck = deck
        self.actions: list[str] = []
        self.card_order = SOUTHERN if options.southern_order else CLASSIC
        self.partita = Partita.start(variant, options)
        self.dealer = dealer
        self.deal_number = 0
        self.phase = PLAY
        self.deal_result: DealResult | None = None
        self.auction: Auction | None = None
        self.contract: Contract | None = None
        self.signals: list[tuple[int, int, str]] = []  # this deal's (seat, trick, word), in order
        self.deal = self._start_deal()

    # -- reading the state ---------------------------------------------------------------

    @property
    def name(self) -> str:
        return self.variant.name

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == DEAL_OVER:
            # "next" is the new mazziere shuffling and dealing.
            assert self.deal_result is not None
            return self.partita.next_dealer(self.dealer, self.deal_result)
        if self.phase == AUCTION:
            assert self.auction is not None
            return self.auction.turn
        if self.phase == CALL:
            assert self.auction is not None and self.auction.best is not None
            return self.auction.best.seat
        return self.deal.turn

    @property
    def deal_over(self) -> bool:
        return self.phase in (DEAL_OVER, OVER)

    @property
    def scores(self) -> list[int]:
        return self.partita.scores[:]

    @property
    def winner(self) -> list[int] | None:
        return None if self.partita.winner is None else self.partita.winner[:]

    def legal_actions(self) -> list[str]:
        if self.phase == PLAY:
            return [PLAY_TEXTS[c] for c in self.deal.legal_cards()] + self._open_signals()
        if self.phase == AUCTION:
            assert self.auction is not None
            return self.auction.legal_calls()
        if self.phase == CALL:
            if self.options.auction_points:
                return [str(Action("call", card=c)) for c in range(40)]
            return [str(Action("trump", suit=s)) for s in range(len(SUITS))]
        if self.phase == DEAL_OVER:
            return ["next"]
        return []

    def _open_signals(self) -> list[str]:
        """Segnali (RULES.md §9): the true signals the seat to play may send its partner,
        once a trick from the second on, while the partner cannot see its hand."""
        deal, seat = self.deal, self.deal.turn
        partner = self.variant.partner_of(seat)
        if (not self.options.segnali or partner is None or not deal.tricks
                or seat in self.variant.open_seats(partner, not deal.stock, self.options)
                or any(s == seat and t == len(deal.tricks) for s, t, _ in self.signals)):
            return []
        return [f"signal {word}" for word in true_signals(deal.hands[seat], deal.trump)]

    def sides(self) -> list[list[int]]:
        """The sides as the table knows them now (empty where they are still hidden)."""
        return self.variant.sides(self.side_facts())

    def side_facts(self) -> SideFacts:
        """The Joker once a briscola is played; chiamata's socio once the called card is."""
        contract = self.contract
        if contract is None:
            return SideFacts(joker=self.deal.first_trump_seat)
        if contract.carichi:
            socio: int | None = contract.caller
        else:
            socio = contract.partner if contract.revealed else None
        return SideFacts(joker=self.deal.first_trump_seat, caller=contract.caller, socio=socio)

    def observation(self, seat: int) -> Observation:
        return observe(self, seat)

    def revealed_observation(self, seat: int) -> Observation:
        """A replay's view from ``seat``: every hand open, nothing to play. For showing a
        finished partita again (``load_game(save, moves=k)``), never for a player at the table."""
        return observe(self, seat, reveal=True)

    def timeout_action(self) -> str:
        """What a run-out move clock plays (RULES.md §5.1): "pass" in the chiamata auction,
        where any bid would commit the seat to a contract; otherwise a random legal action,
        from the seed and move number."""
        legal = self.legal_actions()
        if not legal:
            raise IllegalAction("the partita is over: there is no move to play for a clock")
        if self.phase == AUCTION:
            return "pass"
        moves = [a for a in legal if not a.startswith("signal ")]  # a clock plays, it does not signal
        return random.Random(f"{self.seed}/timeout/{len(self.actions)}").choice(moves)

    def forfeit_actions(self) -> list[str]:
        """What the table may apply for any seat at any moment (RULES.md §5.1): "abandon S",
        and "flag S" when a match clock runs. Never among ``legal_actions``: no agent picks them."""
        if self.phase == OVER:
            return []
        reasons = FORFEITS if self.options.match_clock is not None else ("abandon",)
        return [str(Action(reason, seat=seat)) for reason in reasons for seat in range(self.players)]

    @property
    def match_result(self) -> dict[str, Any] | None:
        """How the partita ended (winner, sides, point difference, deals, forfeit, VP)."""
        result = self.partita.result()
        return None if result is None else result.to_dict()

    # -- changing the state --------------------------------------------------------------

    def apply(self, action: str) -> None:
        """Play ``action`` (text, as ``legal_actions`` and saves spell it); anything else
        raises IllegalAction and leaves the game as it was."""
        if not isinstance(action, str):
            raise IllegalAction(f"an action is text such as 'play 1D', not {type(action).__name__}")
        forfeit = action.startswith(FORFEITS) and action in self.forfeit_actions()
        if not forfeit:
            legal = self.legal_actions()
            if action not in legal:
                raise IllegalAction(explain_refusal(self.phase, action, legal, self.deal, self.players,
                                                    self.options.match_clock is not None))
        move = Action.parse(action)
        self.actions.append(action)
        if move.forfeit:
            self._forfeit(move)
        elif move.verb == "play":
            assert move.card is not None
            self._play(move.card)
        elif move.verb in ("bid", "pass"):
            self._call(move)
        elif move.verb in ("trump", "call"):
            self._name_called_card(move)
        elif move.verb == "signal":
            assert move.word is not None
            self.signals.append((self.deal.turn, len(self.deal.tricks), move.word))
        else:  # "next"
            assert self.deal_result is not None
            self.dealer = self.partita.next_dealer(self.dealer, self.deal_result)
            self.deal_number += 1
            self.deal = self._start_deal()

    def clone(self) -> "Game":
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.actions = self.actions[:]
        other.signals = self.signals[:]
        other.partita = self.partita.clone()
        other.deal = self.deal.clone()
        return other

    def to_json(self) -> str:
        """The save: options, seed and action list (``briscola.load_game`` replays it)."""
        return json.dumps({
            "format": SAVE_FORMAT,
            "game": self.name,
            "options": self.options.to_dict(),
            "seed": self.seed,
            "dealer": self.first_dealer,
            "deck": None if self.deck is None else codes(self.deck),
            "actions": self.actions,
        }, separators=(",", ":"))

    # -- the steps of a deal -------------------------------------------------------------

    def _start_deal(self) -> Deal:
        variant = self.variant
        rng = random.Random(f"{self.seed}/deal/{self.deal_number}")
        if self.deal_number == 0 and self.deck is not None:
            order = list(self.deck)
        else:
            order = list(variant.cards_for_deal(rng))
            rng.shuffle(order)
        turned_at = variant.players * variant.hand_size
        if variant.has_stock and self.options.briscola_redraw:
            _redraw_asso_tre(order, turned_at, rng)
        self.deal_result = None
        self.contract = None
        self.signals = []
        if variant.has_auction:
            self.phase = AUCTION
            self.auction = Auction.start(self.dealer, self.card_order, self.options.auction_points)
        else:
            self.phase = PLAY
        return Deal.from_order(variant.players, variant.hand_size, order, self.dealer,
                               variant.has_stock, self.card_order)

    def _play(self, c: int) -> None:
        deal = self.deal
        winner = deal.play(c)
        contract = self.contract
        if contract is not None and c == contract.called_card:
            self.contract = replace(contract, revealed=True)
        if winner is None:
            return
        if self.options.vinco_subito and not deal.over and self._side_points(winner) >= WINNING_POINTS:
            self._end_deal(ended_early=True)
        elif deal.over:
            self._end_deal()

    def _side_points(self, seat: int) -> int:
        side = next(s for s in self.sides() if seat in s)
        return sum(self.deal.points[s] for s in side)

    def _call(self, move: Action) -> None:
        assert self.auction is not None
        auction = self.auction = self.auction.call(move)
        if not auction.over:
            return
        if auction.all_passed:
            self._finish(self.variant.passed_deal(self.deal_number, self.dealer))
        elif auction.best is not None and auction.best.carichi:
            self.contract = Contract(auction.best.seat, auction.best.target, carichi=True)
            self.deal.follow_suit = True
            self.phase = PLAY
        else:
            self.phase = CALL

    def _name_called_card(self, move: Action) -> None:
        """``trump S`` names the suit of the called rank; ``call C`` (points auction) the card."""
        assert self.auction is not None and self.auction.best is not None
        best = self.auction.best
        if move.card is not None:
            called = move.card
        else:
            assert best.rank is not None and move.suit is not None
            called = card(best.rank, move.suit)
        suit = called // 10
        holder = next(s for s, hand in enumerate(self.deal.hands) if called in hand)
        self.contract = Contract(best.seat, best.target, called_card=called, partner=holder)
        self.deal.trump = suit
        self.phase = PLAY

    def _end_deal(self, ended_early: bool = False) -> None:
        self._finish(self.variant.score_deal(self.deal_number, self.dealer, self.deal, self.contract,
                                             self.options, ended_early))

    def _forfeit(self, move: Action) -> None:
        assert move.seat is not None
        in_deal = self.phase != DEAL_OVER
        self.partita.forfeit(move.seat, move.verb, self.deal.points if in_deal else None)
        self.phase = OVER

    def _finish(self, result: DealResult) -> None:
        self.deal_result = self.partita.record(result)
        self.phase = OVER if self.partita.over else DEAL_OVER


def _redraw_asso_tre(order: list[int], turned_at: int, rng: random.Random) -> None:
    """Table option: a turned Asso or Tre goes back into the stock at random."""
    while rank_of(order[turned_at]) in (1, 3):
        turned = order.pop(turned_at)
        order.insert(rng.randrange(turned_at + 1, len(order) + 1), turned)


def new_game(name: str, *, seed: int | str, options: dict[str, Any] | None = None,
             dealer: int | None = None, deck: Sequence[str] | None = None) -> Game:
    """Start a partita. Bad arguments raise ValueError naming what is wrong."""
    if not isinstance(name, str) or name not in VARIANTS:
        raise ValueError(f"unknown game {reprlib.repr(name)}; the games are {', '.join(VARIANTS)}")
    variant = VARIANTS[name]
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise ValueError("the seed must be a whole number or a text")
    if options is not None and not isinstance(options, dict):
        raise ValueError("options must be a dict of table options")
    parsed = variant.parse_options(options)
    if dealer is None:
        dealer = random.Random(f"{seed}/mazziere").randrange(variant.players)
    elif isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < variant.players:
        raise ValueError(f"dealer must be a seat from 0 to {variant.players - 1}")
    order = None
    if deck is not None:
        if isinstance(deck, str) or not isinstance(deck, Sequence):
            raise ValueError("the deck must be a list of card codes")
        order = tuple(parse_card(code) for code in deck)
        variant.check_deck(order)
    return Game(variant, parsed, seed, dealer, order)
