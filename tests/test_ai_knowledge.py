"""What an observation implies (briscola.ai.knowledge), checked against the true game."""

from __future__ import annotations

import pytest

import briscola
from ai_helpers import OPTION_SETS, positions
from briscola.ai.knowledge import Knowledge
from briscola.cards import ALL_CARDS, card_code, parse_card
from engine_helpers import make_deck

CASES = [(name, options) for name, sets in OPTION_SETS.items() for options in sets]


def true_sides(game: briscola.Game) -> list[set[int]] | None:
    """The sides as they really are (hidden or not), None while no one can know them."""
    n = game.players
    if game.name == "briscola4":
        return [{0, 2}, {1, 3}]
    if game.name == "joker":
        joker = game.deal.first_trump_seat
        return None if joker is None else [{joker}, set(range(n)) - {joker}]
    if game.name == "chiamata":
        contract = game.contract
        if contract is None:
            return None
        callers = {contract.caller} if contract.alone else {contract.caller, contract.partner or 0}
        return [callers, set(range(n)) - callers]
    return [{s} for s in range(n)]


@pytest.mark.parametrize(("name", "options"), CASES)
def test_knowledge_agrees_with_the_true_deal_from_every_seat(name: str, options: dict[str, object]) -> None:
    drawn_briscole = told = excluded = 0
    for game in positions(name, options, deals=6, seed=11):
        deal = game.deal
        played = {c for t in deal.tricks for _, c in t.cards} | {c for _, c in deal.table}
        in_play = played | {c for h in deal.hands for c in h} | set(deal.stock)
        removed = set(ALL_CARDS) - in_play
        sides = true_sides(game)
        for seat in range(game.players):
            k = Knowledge.from_observation(game.observation(seat))
            assert sorted(k.hand) == sorted(deal.hands[seat])
            assert k.played == played
            assert k.points_left == 120 - sum(deal.points)
            for other, cards in k.held.items():
                assert cards <= set(deal.hands[other])
                drawn_briscole += deal.briscola_card in cards and not deal.stock
            hidden = {c for o in k.others for c in deal.hands[o] if c not in k.held.get(o, ())}
            hidden |= set(deal.stock[1:] if deal.briscola_card is not None else deal.stock)
            phantom = removed if k.removed_unknown else set()
            assert k.unseen == hidden | phantom
            assert len(k.unseen) == sum(k.hidden_slots.values()) + k.stock_hidden + len(phantom)
            for other, suits in k.voids.items():
                assert not any(c // 10 in suits for c in deal.hands[other])
            for other, cards in k.excluded.items():
                assert not cards & set(deal.hands[other])
                excluded += 1
            told += sum(len(cards) for other, cards in k.held.items() if deal.stock)
            if sides is not None:
                mine = next(side for side in sides if seat in side)
                assert k.mates <= mine and not k.opponents & mine
            else:
                assert k.mates == {seat} and not k.opponents
    if name in ("briscola2", "briscola3"):
        assert drawn_briscole, "no position showed the drawn briscola in a hand"
    if options.get("segnali"):  # the partners' signals were read: cards held, cards not held
        assert told and excluded


def test_the_seat_that_drew_the_turned_briscola_is_known_to_hold_it() -> None:
    # Briscola a 2, mazziere 1: seat 0 leads; the turned 7S is drawn last, by the loser of
    # the trick that empties the stock.
    deck = make_deck("briscola2", 1, briscola="7S")
    game = briscola.new_game("briscola2", seed=1, dealer=1, deck=deck)
    while game.deal.stock:
        game.apply(f"play {card_code(min(game.deal.hands[game.deal.turn]))}")
    drawer = next(s for s in range(2) if parse_card("7S") in game.deal.hands[s])
    k = Knowledge.from_observation(game.observation(1 - drawer))
    assert parse_card("7S") in k.held[drawer]
    assert parse_card("7S") not in k.unseen


def test_carichi_shows_voids_and_the_lone_caller() -> None:
    hands = {0: ["1D", "3D", "1C", "3C", "1B", "3B", "1S", "3S"],
             1: ["2C", "4C", "5C", "6C", "2B", "4B", "5B", "6B"]}
    game = briscola.new_game("chiamata", seed=1, dealer=4, deck=make_deck("chiamata", 4, hands))
    game.apply("bid carichi")
    game.apply("play 1D")
    game.apply("play 2C")  # seat 1 holds no denari, so it may play any card
    k = Knowledge.from_observation(game.observation(2))
    assert k.voids == {1: {0}}
    assert k.mates == set(range(1, 5)) and k.opponents == {0}
