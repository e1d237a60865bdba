"""The opponent model of expert-v3 and expert-v6 (issue 16): a likelihood of the opponent's past plays."""

from __future__ import annotations

import itertools
import random

import briscola
from briscola.ai import agent
from briscola.ai.knowledge import Knowledge
from briscola.ai.determinize import Determinizer
from briscola.ai.opponent_model import Evidence, card_features, model_share, softmax_probabilities
from briscola.ai.opponent_weights import WEIGHTS
from briscola.ai.opponent_weights_medium import WEIGHTS as MEDIUM_WEIGHTS
from briscola.ai.search import EXPERT_V7
from briscola.cards import CLASSIC


def _after_tricks(tricks: int, led_by_opponent: bool = False, opponent: str = "medium",
                  seed: str = "evidence") -> briscola.Game:
    """Seat 0 to play after ``tricks`` tricks, replying to seat 1's card if ``led_by_opponent``;
    seat 1 played by the level ``opponent``."""
    game = briscola.new_game("briscola2", seed=seed)
    players = [agent("medium", seed=0), agent(opponent, seed=1)]
    while len(game.deal.tricks) < tricks or game.to_move != 0 or bool(game.deal.table) != led_by_opponent:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.observation(seat)))
    return game


def test_model_gives_each_card_of_the_hand_a_chance_summing_to_one() -> None:
    hand = [0, 13, 27]
    for led in (None, 5, 21):
        probs = softmax_probabilities(card_features(hand, led, 2, 20, 5, CLASSIC), WEIGHTS)
        assert len(probs) == 3 and abs(sum(probs) - 1) < 1e-9 and min(probs) > 0


def test_likelihood_sums_over_every_order_the_hand_could_have_been_drawn_in() -> None:
    game = _after_tricks(4)
    know = Knowledge.from_observation(game.observation(0))
    evidence = Evidence(know, WEIGHTS, window=3)
    hand = game.deal.hands[1]
    # By brute force: each play back, which card of the hand then was drawn after it.
    total = 0.0
    for drawn in itertools.product(range(3), repeat=len(evidence.plays)):
        held, chance = sorted(hand), 1.0
        for j in range(len(evidence.plays) - 1, -1, -1):
            card, led, stock, margin, drew, played = evidence.plays[j]
            assert drew
            held = sorted([*(x for i, x in enumerate(held) if i != drawn[j]), card])
            probs = softmax_probabilities(card_features(held, led, know.trump, stock, margin, know.order, played),
                                          WEIGHTS)
            chance *= probs[held.index(card)]
        total += chance
    assert abs(evidence.likelihood(hand) - total) < 1e-12


def test_no_plays_weighed_gives_every_hand_the_same_likelihood() -> None:
    know = Knowledge.from_observation(_after_tricks(2).observation(0))
    evidence = Evidence(know, WEIGHTS, window=0)
    assert evidence.likelihood([1, 2, 3]) == evidence.likelihood([11, 25, 38]) == 1.0


def test_a_model_without_weights_is_the_random_player_the_reading_is_weighed_against() -> None:
    """With no weights the model plays any card alike: every hand is then exactly as likely
    as ``at_random`` says, the likelihood expert-v6 mixes the model's with."""
    for led_by_opponent in (False, True):
        game = _after_tricks(3, led_by_opponent)
        know = Knowledge.from_observation(game.observation(0))
        evidence = Evidence(know, {}, window=20)
        assert len(evidence.plays) == len(game.deal.tricks) + led_by_opponent
        assert evidence.at_random == (1 / 3 if led_by_opponent else 1.0)
        for hand in (game.deal.hands[1], [1, 2, 3], [11, 25, 38]):
            assert abs(evidence.likelihood(hand[:len(game.deal.hands[1])]) - evidence.at_random) < 1e-12


def test_the_gate_trusts_medium_s_model_for_medium_and_not_for_a_random_player() -> None:
    """Expert-v7 reads only where ``model_share`` finds it likely enough (its gate, 0.9) that
    the opponent plays as Medium's model says: after ten tricks Medium's plays bear it out,
    a random player's do not."""
    level = EXPERT_V7

    def share(opponent: str, seed: str) -> float:
        game = _after_tricks(10, opponent=opponent, seed=seed)
        determinizer = Determinizer.from_observation(game.observation(0))
        evidence = Evidence(determinizer.know, MEDIUM_WEIGHTS, level.opponent_window)
        rng = random.Random(seed)
        hands = [determinizer.sample(rng).deal.hands[1] for _ in range(200)]
        return model_share([evidence.likelihood(hand) for hand in hands], level.opponent_prior, evidence.at_random)

    assert level.opponent_weights == "opponent_weights_medium"
    seeds = [f"gate/{n}" for n in range(6)]
    assert min(share("medium", seed) for seed in seeds) >= level.opponent_gate
    assert max(share("random", seed) for seed in seeds) < level.opponent_gate
    assert model_share([0.0, 0.0], 0.5, 0.25) == 0.0 and model_share([0.25], 0.5, 0.25) == 0.5
