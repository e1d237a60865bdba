"""A game is its options, seed and actions (RULES.md §8): replays, saves, clones, timeouts."""

from __future__ import annotations

from typing import Any

import json
import random
from pathlib import Path

import pytest

import briscola
from engine_helpers import PLAYERS, make_deck, play_random, state

OPTIONS: dict[str, dict[str, Any]] = {
    "briscola2": {"carte_viste": True},
    "briscola3": {"deals": 2},
    "briscola4": {"carte_scoperte": True},
    "chiamata": {"auction_points": True},
    "joker": {"briscola_redraw": True},
}


def random_actions(name: str, seed: int, options: dict[str, Any] | None = None, limit: int = 10_000) -> list[str]:
    game = briscola.new_game(name, seed=seed, options=options)
    rng = random.Random(seed)
    play_random(game, rng, stop=lambda g: len(g.actions) >= limit)
    return list(json.loads(game.to_json())["actions"])


@pytest.mark.parametrize("name", list(PLAYERS))
def test_same_seed_and_actions_give_identical_games(name: str) -> None:
    actions = random_actions(name, 31, OPTIONS[name])
    one = briscola.new_game(name, seed=31, options=OPTIONS[name])
    two = briscola.new_game(name, seed=31, options=OPTIONS[name])
    for number, action in enumerate(actions):
        one.apply(action)
        two.apply(action)
        if number % 11 == 0:
            assert state(one) == state(two)
    assert state(one) == state(two)
    assert one.to_move is None and one.winner == two.winner and one.scores == two.scores


@pytest.mark.parametrize("name", list(PLAYERS))
def test_different_seeds_deal_differently(name: str) -> None:
    deals = {tuple(tuple(briscola.new_game(name, seed=s, dealer=0).observation(p)["hand"])
                   for p in range(PLAYERS[name])) for s in range(50)}
    assert len(deals) == 50
    briscole = {briscola.new_game(name, seed=s).observation(0)["briscola"] for s in range(50)}
    assert name == "chiamata" and briscole == {None} or len(briscole) > 10


def test_text_and_number_seeds_are_both_replayable() -> None:
    for seed in (0, -7, 2**70, "", "partita del lunedì", "7"):
        game = briscola.new_game("briscola2", seed=seed)
        play_random(game, random.Random(1), stop=lambda g: len(g.actions) >= 11)
        again = briscola.load_game(game.to_json())
        assert state(again) == state(game)
    assert (briscola.new_game("briscola2", seed=7).observation(0)
            != briscola.new_game("briscola2", seed="7x").observation(0))


@pytest.mark.parametrize("name", list(PLAYERS))
def test_load_game_gives_the_same_state_at_every_point(name: str) -> None:
    game = briscola.new_game(name, seed=8, options=OPTIONS[name])
    rng = random.Random(8)
    while game.to_move is not None:
        if len(game.actions) % 7 == 0 or game.deal_over:
            assert state(briscola.load_game(game.to_json())) == state(game)
        game.apply(rng.choice(game.legal_actions()))
    assert state(briscola.load_game(game.to_json())) == state(game)


@pytest.mark.parametrize("name", list(PLAYERS))
def test_a_save_loaded_to_any_move_is_the_game_as_it_stood_then(name: str) -> None:
    game = briscola.new_game(name, seed=9, options=OPTIONS[name])
    rng = random.Random(9)
    stood = [state(game)]
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
        stood.append(state(game))
    save = game.to_json()
    for moves in sorted({0, 1, len(stood) // 2, len(stood) - 1}):
        assert state(briscola.load_game(save, moves=moves)) == stood[moves]
    for moves in (-1, len(stood), True, "3"):
        with pytest.raises(ValueError, match="moves"):
            briscola.load_game(save, moves=moves)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", list(PLAYERS))
def test_a_revealed_observation_opens_every_hand_and_offers_nothing(name: str) -> None:
    game = briscola.new_game(name, seed=10, options=OPTIONS[name])
    play_random(game, random.Random(10), stop=lambda g: len(g.actions) >= 6)
    seat = game.to_move if game.to_move is not None else 0
    revealed = game.revealed_observation(seat)
    seen = game.observation(seat)
    assert revealed["legal_actions"] == [] and seen["legal_actions"]
    assert revealed["open_hands"] == {str(s): game.observation(s)["hand"]
                                      for s in range(game.players) if s != seat}
    assert {k: v for k, v in revealed.items() if k not in ("open_hands", "legal_actions", "partner_hand")} == \
        {k: v for k, v in seen.items() if k not in ("open_hands", "legal_actions", "partner_hand")}


def test_a_given_deck_and_dealer_are_saved() -> None:
    deck = make_deck("briscola4", 2, {1: ["1S", "3S", "10S"]}, briscola="2S")
    game = briscola.new_game("briscola4", seed="x", dealer=2, deck=deck)
    game.apply(game.legal_actions()[1])
    save = json.loads(game.to_json())
    assert save["format"] == "briscola-save/1" and save["game"] == "briscola4"
    assert save["deck"] == deck and save["dealer"] == 2 and save["seed"] == "x"
    assert save["actions"] == [f"play {game.observation(0)['table'][0][1]}"]
    again = briscola.load_game(game.to_json())
    assert again.observation(1)["hand"] == ["1S", "3S", "10S"]
    assert state(again) == state(game)


def test_the_save_is_a_fold_over_the_actions() -> None:
    game = briscola.new_game("chiamata", seed=4)
    snapshots = []
    rng = random.Random(4)
    while len(game.actions) < 60:
        snapshots.append(state(game))
        game.apply(rng.choice(game.legal_actions()))
    save = json.loads(game.to_json())
    for n in (0, 1, 5, 20, 59):
        prefix = dict(save, actions=save["actions"][:n])
        assert state(briscola.load_game(json.dumps(prefix))) == snapshots[n]


@pytest.mark.parametrize("name", list(PLAYERS))
def test_clone_is_an_independent_copy(name: str) -> None:
    game = briscola.new_game(name, seed=6, options=OPTIONS[name])
    rng = random.Random(6)
    play_random(game, rng, stop=lambda g: len(g.actions) >= 30)
    before = state(game)
    copy = game.clone()
    assert state(copy) == before
    play_random(copy, random.Random(7))
    assert state(game) == before
    assert state(copy) == state(briscola.load_game(copy.to_json()))
    game.apply(game.legal_actions()[0])
    assert copy.to_move is None


@pytest.mark.parametrize("name", list(PLAYERS))
def test_timeout_action_is_legal_and_reproducible(name: str) -> None:
    game = briscola.new_game(name, seed=13, options=OPTIONS[name])
    chosen: list[str] = []
    # Chiamata never ends on run-outs alone: each auction is passed out (RULES.md §5.1).
    limit = 300 if name == "chiamata" else 20_000
    while game.to_move is not None and len(chosen) < limit:
        action = game.timeout_action()
        assert action in game.legal_actions()
        assert action == game.clone().timeout_action()
        if len(chosen) % 25 == 0:
            assert action == briscola.load_game(game.to_json()).timeout_action()
        chosen.append(action)
        game.apply(action)
    replay = briscola.new_game(name, seed=13, options=OPTIONS[name])
    for action in chosen:
        assert replay.timeout_action() == action
        replay.apply(action)
    if name == "chiamata":
        assert set(chosen) == {"pass", "next"}
    else:
        with pytest.raises(briscola.IllegalAction):
            game.timeout_action()


def test_timeout_action_depends_on_the_seed_and_the_move() -> None:
    firsts = {briscola.new_game("briscola2", seed=s, dealer=0,
                                deck=make_deck("briscola2", 0)).timeout_action() for s in range(40)}
    assert len(firsts) == 3  # the same hand, all three cards chosen for some seed


# -- saves written before the rules audit (tests/saves/README.md) ----------------------------

OLD_SAVES = Path(__file__).parent / "saves"


def test_an_old_classica_save_ended_by_a_void_deal_loads_as_the_match_going_on() -> None:
    game = briscola.load_game((OLD_SAVES / "classica_void_briscola2.json").read_text())
    seen = game.observation(0)
    assert game.winner is None and game.legal_actions() == ["next"]
    assert seen["scores"] == [1, 0] and seen["totals"] == [69, 51]


def test_an_old_classica_save_dealt_after_a_void_deal_replays_with_the_same_mazziere() -> None:
    game = briscola.load_game((OLD_SAVES / "classica_void_briscola4.json").read_text())
    seen = game.observation(0)
    assert seen["results"][0]["level"] and seen["dealer"] == 0 and seen["deal_number"] == 1
    assert len(seen["history"]) == 1 and game.winner is None
