"""Computer partners and segnali (RULES.md §9): they tell what they hold, they count on what
their partner tells, and the opponents' view stays what it was."""

from __future__ import annotations

import random

import briscola
from ai_helpers import hidden_twins
from briscola.ai import agent
from briscola.ai.determinize import Determinizer
from briscola.ai.driver import Move, play
from briscola.ai.search import SearchAgent
from briscola.cards import parse_card

SEGNALI = {"segnali": True}
CARICHI_RANKS = (1, 3)


def test_computer_partners_tell_their_strongest_briscola_once_and_liscio_at_every_trick() -> None:
    sent = {"medium": 0, "hard": 0}
    for seed in range(4):
        for level in sent:
            game = briscola.new_game("briscola4", seed=f"tell/{seed}", options=SEGNALI)
            players = [agent(level, seed=s, iterations=20) for s in range(4)]
            moves: list[Move] = []
            play(game, players, on_move=moves.append)
            for move in moves:
                offered = [a for a in move.observation["legal_actions"] if a.startswith("signal ")]
                told = {w for s, _, w in move.observation["signals"] if s == move.seat}
                news = [a for a in offered if a == "signal liscio" or a.split(" ")[1] not in told]
                # The first signal offered that the partner does not know yet, before any card.
                assert move.action == (news[0] if news else move.action)
                if not news:
                    assert move.action.startswith("play ")
                sent[level] += move.action.startswith("signal ")
    assert all(count > 10 for count in sent.values()), sent


def test_the_worlds_give_the_partner_what_it_signalled_and_nothing_a_liscio_denies() -> None:
    checked = {"held": 0, "liscio": 0}
    for seed in range(30):
        game = briscola.new_game("briscola4", seed=f"worlds/{seed}", options=SEGNALI)
        rng = random.Random(seed)
        while not game.deal_over and game.deal.stock:
            seat = game.deal.turn
            partner = (seat + 2) % 4
            obs = game.observation(seat)
            said = [(t, w) for s, t, w in obs["signals"] if s == partner]
            trump = obs["trump"]
            held = {parse_card(f"{ {'asso': 1, 'tre': 3, 're': 10, 'cavallo': 9, 'fante': 8}[w]}{trump}")
                    for _, w in said if w != "liscio"}
            held -= {parse_card(c) for t in obs["history"] for _, c in t["cards"]} | {
                parse_card(c) for _, c in obs["table"]}
            liscio_now = any(w == "liscio" and t == len(obs["history"]) for t, w in said)
            if held or liscio_now:
                determinizer = Determinizer.from_observation(obs)
                for _ in range(20):
                    world = determinizer.sample(rng).deal
                    hand = set(world.hands[partner])
                    assert held <= hand
                    assert len(world.hands[partner]) == len(game.deal.hands[partner])
                    assert len(world.stock) == len(game.deal.stock)
                    if liscio_now:
                        assert not any(c // 10 == world.trump or c % 10 + 1 in CARICHI_RANKS for c in hand)
                checked["held"] += bool(held)
                checked["liscio"] += liscio_now
            signals = [a for a in game.legal_actions() if a.startswith("signal ")]
            game.apply(signals[0] if signals else rng.choice(game.legal_actions()))
    assert checked["held"] > 20 and checked["liscio"] > 5, checked


def test_the_search_with_segnali_plays_the_same_whatever_the_cards_it_cannot_see() -> None:
    for twins in hidden_twins("briscola4", random.Random("segnali"), 4, options=SEGNALI):
        def decide(deck: list[str]) -> list[str]:
            player = SearchAgent("hard", seed="watched", iterations=12)
            return [player.choose(view) for view in twins.seat_views(deck)]

        assert decide(twins.deck) == decide(twins.twin_deck)
