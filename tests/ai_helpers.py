"""Helpers for the computer-player tests: positions met in play, and twin games that differ
only in what one seat cannot see."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import briscola
from briscola.ai import agent
from briscola.ai.driver import Move, play
from briscola.ai.knowledge import Knowledge
from briscola.cards import parse_card
from engine_helpers import game_cards

OWN_LEVELS = ("random", "easy", "medium")
# Table options that change what agents see or may do, one game each.
OPTION_SETS: dict[str, list[dict[str, object]]] = {
    "briscola2": [{}, {"carte_viste": True}, {"deck_style": "francesi", "southern_order": True}],
    "briscola3": [{}, {"briscola_redraw": True}],
    "briscola4": [{}, {"carte_scoperte": True}, {"segnali": True}],
    "chiamata": [{}, {"auction_points": True}],
    "joker": [{}],
}


def positions(name: str, options: dict[str, object], deals: int, seed: int) -> Iterator[briscola.Game]:
    """Every position of ``deals`` deals where some seat has a choice, the seats played by
    the three levels in turn; yields the game before the move is applied."""
    for d in range(deals):
        game = briscola.new_game(name, seed=f"{seed}/{d}", options=options)
        players = [agent(OWN_LEVELS[(s + d) % 3], seed=f"{seed}/{d}/{s}") for s in range(game.players)]
        while not game.deal_over:
            yield game
            seat = game.to_move
            assert seat is not None
            game.apply(players[seat].choose(game.observation(seat)))


def shuffled_deck(name: str, rng: random.Random) -> list[str]:
    removed = rng.choice(["2D", "2C", "2B", "2S"]) if name == "joker" else None
    deck = game_cards(name, removed)
    rng.shuffle(deck)
    return deck


def replayed(name: str, deck: list[str], dealer: int, actions: list[str],
             options: dict[str, object] | None = None) -> briscola.Game:
    game = briscola.new_game(name, seed=1, dealer=dealer, deck=deck, options=options)
    for action in actions:
        game.apply(action)
    return game


def hidden_twin(name: str, deck: list[str], dealer: int, actions: list[str], seat: int,
                rng: random.Random, options: dict[str, object] | None = None) -> list[str] | None:
    """A deck under which ``actions`` play out alike, but with the cards ``seat`` cannot see
    after them dealt differently among the places they could be. None when that changes
    nothing (the hidden cards all lie in one hand) or a replayed card becomes illegal
    (carichi's follow-suit rule)."""
    game = replayed(name, deck, dealer, actions, options)
    hidden = Knowledge.from_observation(game.observation(seat)).unseen
    spots = [i for i, code in enumerate(deck) if parse_card(code) in hidden]
    moved = [deck[i] for i in spots]
    rng.shuffle(moved)
    other = list(deck)
    for i, code in zip(spots, moved):
        other[i] = code
    try:
        twin = replayed(name, other, dealer, actions, options)
    except briscola.IllegalAction:
        return None
    same = all(sorted(twin.deal.hands[s]) == sorted(game.deal.hands[s]) for s in range(game.players))
    return None if same and twin.deal.stock == game.deal.stock else other


@dataclass(frozen=True)
class Twins:
    """Two deals played through the same ``actions`` that agree on all ``seat`` has seen by
    then, and differ in the cards it has not; ``seat`` is to move at the end."""

    name: str
    dealer: int
    seat: int
    actions: list[str]
    deck: list[str]
    twin_deck: list[str]
    options: dict[str, object] | None = None

    def games(self) -> tuple[briscola.Game, briscola.Game]:
        return (replayed(self.name, self.deck, self.dealer, self.actions, self.options),
                replayed(self.name, self.twin_deck, self.dealer, self.actions, self.options))

    def seat_views(self, deck: list[str]) -> Iterator[dict[str, Any]]:
        """The seat's observation at each of its turns along the actions, the last included,
        each given while the game stands at that moment."""
        game = replayed(self.name, deck, self.dealer, [], self.options)
        for action in [*self.actions, None]:
            if game.to_move == self.seat:
                yield game.observation(self.seat)
            if action is not None:
                game.apply(action)


def hidden_twins(name: str, rng: random.Random, count: int,
                 when: Callable[[briscola.Game], bool] = lambda game: True,
                 options: dict[str, object] | None = None) -> Iterator[Twins]:
    """``count`` twin deals, played by Medium under the table ``options``, cut at a turn of
    the watched seat that ``when`` accepts (a later one where there is a choice: more has
    been seen by then)."""
    players = briscola.new_game(name, seed=1).players
    found = 0
    for _ in range(100):
        deck = shuffled_deck(name, rng)
        dealer, seat = rng.randrange(players), rng.randrange(players)
        game = briscola.new_game(name, seed=1, dealer=dealer, deck=deck, options=options)
        movers = [agent("medium", seed=f"twins/{s}") for s in range(players)]
        turns: list[int] = []

        def watch(move: Move, game: briscola.Game = game) -> None:
            if move.seat == seat and when(game):
                turns.append(len(game.actions))

        play(game, movers, on_move=watch)
        actions = game.actions
        if not turns:
            continue
        cut = rng.choice(turns[1:] or turns)
        twin_deck = hidden_twin(name, deck, dealer, actions[:cut], seat, rng, options)
        if twin_deck is None:
            continue
        twins = Twins(name, dealer, seat, actions[:cut], deck, twin_deck, options)
        original, twin = twins.games()
        assert twin.observation(seat) == original.observation(seat)
        assert [sorted(h) for h in twin.deal.hands] != [sorted(h) for h in original.deal.hands] \
            or twin.deal.stock != original.deal.stock
        yield twins
        found += 1
        if found == count:
            return
    raise AssertionError("too few positions with cards hidden in more than one place")
