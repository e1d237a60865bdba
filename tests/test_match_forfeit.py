"""Clocks and abandons (RULES.md §5.1): "abandon S", "flag S" and the move clock's timeout_action."""

from __future__ import annotations

import random

import pytest

import briscola
from engine_helpers import finish_deal, play_random, state

CLOCK = {"match_clock": 600}
# RULES.md §5.2, by deals: the lowest MP of each winner's VP from 14 up.
LOWEST_MP = {1: {14: 14, 15: 20, 16: 26, 17: 32, 18: 38, 19: 44, 20: 50},
             2: {14: 20, 15: 28, 16: 36, 17: 44, 18: 52, 19: 60, 20: 70},
             3: {14: 24, 15: 34, 16: 44, 17: 54, 18: 64, 19: 74, 20: 86}}


def test_forfeits_are_offered_apart_from_the_legal_actions() -> None:
    game = briscola.new_game("briscola4", seed=1)
    assert game.forfeit_actions() == ["abandon 0", "abandon 1", "abandon 2", "abandon 3"]
    assert not set(game.forfeit_actions()) & set(game.legal_actions())
    assert game.observation(game.to_move)["legal_actions"] == game.legal_actions()
    clocked = briscola.new_game("briscola2", seed=1, options=CLOCK)
    assert clocked.forfeit_actions() == ["abandon 0", "abandon 1", "flag 0", "flag 1"]


@pytest.mark.parametrize("action, words", [
    ("flag 0", "no match clock"), ("abandon 2", "seat from 0 to 1"), ("abandon", "seat from 0 to 1"),
    ("abandon -1", "seat from 0 to 1"), ("abandon 01", "seat from 0 to 1"), ("abandon  1", "seat"),
])
def test_a_malformed_forfeit_is_refused_and_changes_nothing(action: str, words: str) -> None:
    game = briscola.new_game("briscola2", seed=4)
    before = state(game)
    with pytest.raises(briscola.IllegalAction, match=words):
        game.apply(action)
    assert state(game) == before


def test_nothing_is_accepted_once_a_forfeit_ended_the_partita() -> None:
    game = briscola.new_game("briscola2", seed=4, options=CLOCK)
    game.apply("flag 0")
    before = state(game)
    card = game.observation(1)["hand"][0]
    for action in ("abandon 1", "flag 1", "next", f"play {card}"):
        with pytest.raises(briscola.IllegalAction, match="over"):
            game.apply(action)
    assert state(game) == before and game.forfeit_actions() == []


def test_an_abandon_at_the_first_move_gives_the_opponent_20_and_the_match() -> None:
    game = briscola.new_game("briscola2", seed=8, dealer=0)
    game.apply("abandon 1")
    result = game.match_result
    assert result is not None and game.winner == [0]
    assert result["side_points"] == [20, 0] and result["difference"] == 20 and result["deals"] == 1
    # 1 deal, MP 20 is 15-5 on the table; the side that abandons scores 0, and 20 is the
    # lowest MP of the 15 VP band, so it stands.
    assert result["victory_points"] == [15, 0]


def test_an_abandon_between_deals_moves_no_points_and_counts_the_deals_played() -> None:
    game = briscola.new_game("briscola2", seed=3, options={"format": "smazzate", "deals": 5})
    rng = random.Random(3)
    finish_deal(game, rng)
    game.apply("next")
    finish_deal(game, rng)
    assert game.legal_actions() == ["next"] and game.winner is None
    totals = game.observation(0)["totals"]
    game.apply("abandon 0")
    result = game.match_result
    assert result is not None and result["forfeit"]["penalty"] == 0 and result["deals"] == 2
    assert result["side_points"] == totals and result["winner"] == [1]
    # Two decisive deals: the 2-deal column. The winner's MP counts for no more than its VP:
    # at least 14 VP there is MP 20, the lowest of that band (§5.2).
    vp = max(14, briscola.victory_points(max(0, totals[1] - totals[0]), 2)[0])
    assert result["victory_points"] == [0, vp]
    assert result["difference"] == LOWEST_MP[2][vp]


def seat_1_leading_by(lead: int, seed: int) -> briscola.Game:
    """A Briscola a 2 a punti played at random until seat 1 leads by ``lead`` points in the deal."""
    game = briscola.new_game("briscola2", seed=seed, dealer=1)
    play_random(game, random.Random(seed), stop=lambda g: g.deal_over or g.deal.points[1] - g.deal.points[0] >= lead)
    assert not game.deal_over, f"seed {seed} was chosen for seat 1 to lead by {lead} points"
    return game


def test_abandoning_while_ahead_in_a_one_deal_match_gives_the_other_side_mp_14() -> None:
    # Seat 1 leads by more than 20 when it abandons: the 20 points given to seat 0 leave it behind.
    game = seat_1_leading_by(21, seed=0)
    game.apply("abandon 1")
    result = game.match_result
    assert result is not None and result["winner"] == [0]
    assert result["side_points"][1] > result["side_points"][0]  # the side that quit is still ahead
    assert result["victory_points"] == [14, 0] and result["difference"] == 14


def test_a_forfeit_worth_20_to_0_records_mp_50_in_a_one_deal_match() -> None:
    game = seat_1_leading_by(50, seed=5)
    game.apply("abandon 0")
    result = game.match_result
    assert result is not None and result["winner"] == [1]
    assert result["side_points"][1] - result["side_points"][0] > 50
    assert result["victory_points"] == [0, 20] and result["difference"] == 50


def test_in_briscola_a_4_the_whole_team_of_the_seat_that_abandons_loses() -> None:
    game = briscola.new_game("briscola4", seed=5)
    play_random(game, random.Random(5), stop=lambda g: len(g.actions) >= 12)
    seen = game.observation(0)
    left = 120 - sum(seen["points"])
    game.apply("abandon 2")
    result = game.match_result
    assert result is not None and result["winner"] == [1, 3] and result["winning_sides"] == [1]
    assert result["forfeit"]["penalty"] == min(20, left)
    team = [seen["points"][0] + seen["points"][2], seen["points"][1] + seen["points"][3] + min(20, left)]
    assert result["side_points"] == team
    assert result["victory_points"][0] == 0 and result["victory_points"][1] >= 14


@pytest.mark.parametrize("name", ["briscola3", "joker", "chiamata"])
def test_in_games_of_three_or_more_sides_the_seat_that_abandons_is_last(name: str) -> None:
    game = briscola.new_game(name, seed=21, options={"deals": 5} if name == "briscola3" else None)
    rng = random.Random(21)
    # Complete deals until the partita scores differ, then abandon a few moves into the next:
    # what that deal has captured so far does not count.
    finish_deal(game, rng)
    while len(set(game.scores)) == 1:
        game.apply("next")
        finish_deal(game, rng)
    game.apply("next")
    play_random(game, rng, stop=lambda g: len(g.observation(0)["history"]) == 2)
    assert game.winner is None
    scores = game.scores
    quitter = scores.index(max(scores))  # the leader abandons: it still finishes last
    game.apply(f"abandon {quitter}")
    result = game.match_result
    assert result is not None and result["ranking"][-1] == [quitter]
    others = [s for s in range(len(scores)) if s != quitter]
    best = max(scores[s] for s in others)
    assert result["winner"] == [s for s in others if scores[s] == best]
    flat = [s for place in result["ranking"][:-1] for s in place]
    assert sorted(flat) == others
    assert [scores[place[0]] for place in result["ranking"][:-1]] == sorted({scores[s] for s in others}, reverse=True)
    assert result["difference"] is None and result["victory_points"] is None
    assert result["forfeit"] == {"seat": quitter, "reason": "abandon", "penalty": 0}


def test_every_seat_sees_the_same_match_result_and_none_before_the_end() -> None:
    game = briscola.new_game("briscola4", seed=2)
    assert all(game.observation(s)["match_result"] is None for s in range(4))
    play_random(game, random.Random(2))
    results = [game.observation(s)["match_result"] for s in range(4)]
    assert results[0] is not None and all(r == results[0] for r in results)


def test_a_save_with_abandon_and_flag_in_its_actions_replays_them() -> None:
    game = briscola.new_game("briscola2", seed=6, options={**CLOCK, "format": "smazzate"})
    play_random(game, random.Random(6), stop=lambda g: len(g.actions) >= 17)
    game.apply("flag 1")
    loaded = briscola.load_game(game.to_json())
    assert loaded.actions[-1] == "flag 1" and loaded.match_result == game.match_result
    assert state(loaded) == state(game)
    other = briscola.new_game("briscola4", seed=6)
    play_random(other, random.Random(6), stop=lambda g: len(g.actions) >= 30)
    other.apply("abandon 3")
    assert state(briscola.load_game(other.to_json())) == state(other)


def test_a_save_with_a_flag_but_no_match_clock_is_refused() -> None:
    game = briscola.new_game("briscola2", seed=6, options=CLOCK)
    game.apply("flag 0")
    text = game.to_json().replace('"match_clock":600', '"match_clock":null')
    with pytest.raises(briscola.SaveError, match="flag 0"):
        briscola.load_game(text)


# -- the move clock --------------------------------------------------------------------------


@pytest.mark.parametrize("name", [name for name in briscola.GAMES if name != "chiamata"])
def test_timeout_actions_alone_play_a_whole_partita(name: str) -> None:
    game = briscola.new_game(name, seed=13)
    while game.to_move is not None:
        action = game.timeout_action()
        assert action in game.legal_actions()
        game.apply(action)
    with pytest.raises(briscola.IllegalAction, match="over"):
        game.timeout_action()


def test_a_run_out_in_the_chiamata_auction_passes_so_no_contract_is_forced() -> None:
    for seed in range(400):
        game = briscola.new_game("chiamata", seed=seed)
        game.apply("bid 2")
        assert game.timeout_action() == "pass", seed
    # Every clock running out: each deal is passed out and dealt again, nobody ever scores.
    game = briscola.new_game("chiamata", seed=13)
    for _ in range(3):
        while not game.deal_over:
            game.apply(game.timeout_action())
        result = game.observation(0)["deal_result"]
        assert result["all_passed"] and game.scores == [0] * 5
        game.apply(game.timeout_action())


def test_a_run_out_in_chiamata_play_is_a_random_legal_card_until_the_deal_ends() -> None:
    game = briscola.new_game("chiamata", seed=13)
    game.apply("bid 1")
    picks = set()
    while not game.deal_over:
        action = game.timeout_action()
        assert action in game.legal_actions()
        if game.observation(0)["phase"] == "play":
            picks.add(game.legal_actions().index(action))
        game.apply(action)
    assert not game.observation(0)["deal_result"]["all_passed"] and len(picks) > 1


def test_the_timeout_action_depends_only_on_seed_and_move_number() -> None:
    game = briscola.new_game("briscola2", seed=99)
    play_random(game, random.Random(1), stop=lambda g: len(g.actions) >= 9)
    expected = game.timeout_action()
    assert game.timeout_action() == expected  # asking twice does not move anything on
    assert game.clone().timeout_action() == expected
    assert briscola.load_game(game.to_json()).timeout_action() == expected
    # The same seed and moves reached another way give the same card.
    again = briscola.new_game("briscola2", seed=99)
    for action in game.actions:
        again.apply(action)
    assert again.timeout_action() == expected


def test_the_timeout_action_is_not_always_the_first_legal_one() -> None:
    picks = set()
    for seed in range(40):
        game = briscola.new_game("briscola2", seed=seed, dealer=0)
        picks.add(game.legal_actions().index(game.timeout_action()))
    assert picks == {0, 1, 2}
