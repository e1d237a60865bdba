"""The engine's state: legal actions and ``apply``, for all five games.

Every change goes through ``apply``, which checks the action against ``legal_actions()``
before touching anything, so a refused action leaves the game exactly as it was.
"""

from __future__ import annotations

import random
import reprlib
from dataclasses import replace
from typing import Any, Sequence

from . import scoring
from .auction import Auction
from .cards import CLASSIC, SOUTHERN, SUITS, card, card_code, parse_card, rank_of
from .contract import Contract
from .deal import Deal
from .errors import IllegalAction
from .explain import explain_refusal
from .match import FORFEIT_REASONS, Partita
from .options import Options
from .scoring import DealResult
from .variants import VARIANTS, Variant

AUCTION = "auction"  # chiamata: calls under way
CALL = "call"  # chiamata: the winner of the auction names the suit (or the card)
PLAY = "play"
DEAL_OVER = "deal_over"  # waiting on "next", so the table can show the result first
OVER = "over"
WINNING_POINTS = 61


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
        self.partita = Partita.start(variant.name, variant.players, options)
        self.dealer = dealer
        self.deal_number = 0
        self.phase = PLAY
        self.deal_result: DealResult | None = None
        self.auction: Auction | None = None
        self.contract: Contract | None = None
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
            return [f"play {card_code(c)}" for c in self.deal.legal_cards()]
        if self.phase == AUCTION:
            assert self.auction is not None
            return self.auction.legal_calls()
        if self.phase == CALL:
            if self.options.auction_points:
                return [f"call {card_code(c)}" for c in range(40)]
            return [f"trump {s}" for s in SUITS]
        if self.phase == DEAL_OVER:
            return ["next"]
        return []

    def sides(self) -> list[list[int]]:
        """The sides as the table knows them now (empty where they are still hidden)."""
        n = self.players
        if self.variant.fixed_teams:
            return [list(t) for t in self.variant.fixed_teams]
        if self.name == "joker":
            joker = self.deal.first_trump_seat
            return [] if joker is None else [[joker], [s for s in range(n) if s != joker]]
        if self.name == "chiamata":
            contract = self.contract
            if contract is None or not (contract.revealed or contract.carichi):
                return []
            callers = [contract.caller]
            if not contract.alone and contract.partner is not None:
                callers.append(contract.partner)
            return [callers, [s for s in range(n) if s not in callers]]
        return [[s] for s in range(n)]

    def observation(self, seat: int) -> dict[str, Any]:
        from .observation import observe  # observation reads the game; the game does not need it

        return observe(self, seat)

    def timeout_action(self) -> str:
        """What a run-out move clock plays (RULES.md §5.1): "pass" in the chiamata auction,
        where any bid would commit the seat to a contract; otherwise a random legal action,
        from the seed and move number."""
        legal = self.legal_actions()
        if not legal:
            raise IllegalAction("the partita is over: there is no move to play for a clock")
        if self.phase == AUCTION:
            return "pass"
        return random.Random(f"{self.seed}/timeout/{len(self.actions)}").choice(legal)

    def forfeit_actions(self) -> list[str]:
        """What the table may apply for any seat at any moment (RULES.md §5.1): "abandon S",
        and "flag S" when a match clock runs. Never among ``legal_actions``: no agent picks them."""
        if self.phase == OVER:
            return []
        reasons = FORFEIT_REASONS if self.options.match_clock is not None else ("abandon",)
        return [f"{reason} {seat}" for reason in reasons for seat in range(self.players)]

    @property
    def match_result(self) -> dict[str, Any] | None:
        """How the partita ended (winner, sides, point difference, deals, forfeit, VP)."""
        result = self.partita.result()
        return None if result is None else result.to_dict()

    # -- changing the state --------------------------------------------------------------

    def apply(self, action: str) -> None:
        if not isinstance(action, str):
            raise IllegalAction(f"an action is text such as 'play 1D', not {type(action).__name__}")
        if action.startswith(FORFEIT_REASONS) and action in self.forfeit_actions():
            self.actions.append(action)
            self._forfeit(action)
            return
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(explain_refusal(self, action, legal))
        self.actions.append(action)
        verb, _, rest = action.partition(" ")
        if verb == "play":
            self._play(parse_card(rest))
        elif verb in ("bid", "pass"):
            self._call(action)
        elif verb == "trump":
            self._name_called_card(SUITS.index(rest))
        elif verb == "call":
            self._name_called_card(parse_card(rest) // 10, parse_card(rest))
        else:  # "next"
            assert self.deal_result is not None
            self.dealer = self.partita.next_dealer(self.dealer, self.deal_result)
            self.deal_number += 1
            self.deal = self._start_deal()

    def clone(self) -> "Game":
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.actions = self.actions[:]
        other.partita = self.partita.clone()
        other.deal = self.deal.clone()
        return other

    def to_json(self) -> str:
        from .saves import dump_game

        return dump_game(self)

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
        if variant.name == "chiamata":
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

    def _call(self, action: str) -> None:
        assert self.auction is not None
        auction = self.auction = self.auction.call(action)
        if not auction.over:
            return
        if auction.all_passed:
            self._finish(scoring.chiamata_all_passed(self.deal_number, self.dealer))
        elif auction.best is not None and auction.best.carichi:
            self.contract = Contract(auction.best.seat, auction.best.target, carichi=True)
            self.deal.follow_suit = True
            self.phase = PLAY
        else:
            self.phase = CALL

    def _name_called_card(self, suit: int, called: int | None = None) -> None:
        assert self.auction is not None and self.auction.best is not None
        best = self.auction.best
        if called is None:
            assert best.rank is not None
            called = card(best.rank, suit)
        holder = next(s for s, hand in enumerate(self.deal.hands) if called in hand)
        self.contract = Contract(best.seat, best.target, called_card=called, partner=holder)
        self.deal.trump = suit
        self.phase = PLAY

    def _end_deal(self, ended_early: bool = False) -> None:
        deal = self.deal
        points = deal.points[:]
        last = deal.tricks[-1].winner if deal.tricks else None
        number, dealer = self.deal_number, self.dealer
        if self.name in ("briscola2", "briscola4"):
            result = scoring.two_sides(number, dealer, points, self.sides(), last, ended_early)
        elif self.name == "briscola3":
            result = scoring.most_points(number, dealer, points, last)
        elif self.name == "joker":
            assert deal.first_trump_seat is not None  # every briscola has been played by now
            result = scoring.joker(number, dealer, points, deal.first_trump_seat, last)
        else:
            contract = self.contract
            assert contract is not None
            result = scoring.chiamata(number, dealer, points, contract.caller, contract.partner,
                                      contract.target, contract.carichi, last,
                                      self.options.chiamata_scoring)
        self._finish(result)

    def _forfeit(self, action: str) -> None:
        reason, _, seat = action.partition(" ")
        in_deal = self.phase != DEAL_OVER
        self.partita.forfeit(int(seat), reason, self.deal.points if in_deal else None)
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
    parsed = Options.parse(name, options)
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
