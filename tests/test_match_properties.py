"""Random partite in every game and format, through the public engine (RULES.md §5, §6.5, §7).

Every match must end with a winner and never run past the bound its format allows (derived
in briscola/match.py's docstring), and its ``match_result`` must agree with the deals played.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import briscola
from engine_helpers import play_random

PAIR_FORMATS: list[dict[str, Any]] = [
    {"format": "punti"}, {"format": "smazzate", "deals": 1}, {"format": "smazzate", "deals": 3},
    {"format": "smazzate", "deals": 5}, {"format": "classica"},
]
GOALS = {"chiamata": 11, "joker": 10}
SAFETY = 20000  # actions; far beyond any partita these tests play, it only stops a runaway loop


def deal_bound(options: dict[str, Any]) -> int:
    if options["format"] == "classica":
        return 6 if options["vinco_subito"] else 5
    return 4 * options.get("deals", 1)


def play_out(game: briscola.Game, rng: random.Random) -> None:
    play_random(game, rng, stop=lambda g: len(g.actions) > SAFETY)
    assert game.to_move is None, "the partita did not end"


@pytest.mark.parametrize("name", ["briscola2", "briscola4"])
@pytest.mark.parametrize("match", PAIR_FORMATS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), vinco_subito=st.booleans(), spareggi=st.booleans())
def test_pair_matches_end_with_one_winning_side_within_the_bound(
        name: str, match: dict[str, Any], seed: int, vinco_subito: bool, spareggi: bool) -> None:
    options = {**match, "vinco_subito": vinco_subito, "spareggi": spareggi}
    game = briscola.new_game(name, seed=seed, options=options)
    play_out(game, random.Random(seed))
    seen = game.observation(0)
    results = seen["results"]
    decisive = [r for r in results if not r["level"]]
    if spareggi:
        assert len(results) <= deal_bound(options)
    limit = 3 if match["format"] == "classica" else match.get("deals", 1)
    assert 1 <= len(decisive) <= limit
    if match["format"] != "classica":  # classica can end on a 60-60 that lifts totals past 120
        assert not results[-1]["level"], "a match cannot end on a deal nobody won"
    result = seen["match_result"]
    sides = seen["sides"]
    assert result["sides"] == sides and result["winner"] == game.winner
    assert len(result["winning_sides"]) == 1 and sides[result["winning_sides"][0]] == game.winner
    won = result["winning_sides"][0]
    totals = [sum(seen["totals"][s] for s in side) for side in sides]
    assert result["side_points"] == totals and result["deals"] == len(results)
    assert result["difference"] == max(0, totals[won] - totals[1 - won])
    vp = briscola.victory_points(result["difference"], min(len(results), 3))
    assert result["victory_points"][won] == vp[0] and result["victory_points"][1 - won] == vp[1]
    assert result["forfeit"] is None and result["ranking"] == [sides[won], sides[1 - won]]
    if match["format"] != "classica":
        need = 1 if match["format"] == "punti" else (match["deals"] + 1) // 2
        assert sorted(game.scores)[-1] == need and game.scores.count(need) == len(game.winner)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), deals=st.integers(1, 5))
def test_briscola3_plays_exactly_n_deals_and_the_highest_totals_win(seed: int, deals: int) -> None:
    game = briscola.new_game("briscola3", seed=seed, options={"deals": deals})
    play_out(game, random.Random(seed))
    seen = game.observation(2)
    assert len(seen["results"]) == deals
    top = max(seen["totals"])
    assert game.winner == [s for s, total in enumerate(seen["totals"]) if total == top]
    assert seen["match_result"]["ranking"][0] == game.winner
    assert seen["match_result"]["victory_points"] is None


@pytest.mark.parametrize("name", ["chiamata", "joker"])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_goal_games_end_with_one_player_ahead_at_the_goal(name: str, seed: int) -> None:
    game = briscola.new_game(name, seed=seed)
    play_out(game, random.Random(seed))
    scores = game.scores
    assert game.winner is not None and len(game.winner) == 1
    (winner,) = game.winner
    assert scores[winner] >= GOALS[name]
    assert all(scores[s] < scores[winner] for s in range(len(scores)) if s != winner)
    result = game.match_result
    assert result is not None and result["ranking"][0] == [winner]


@pytest.mark.parametrize("name", briscola.GAMES)
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 150), flag=st.booleans(), data=st.data())
def test_a_forfeit_at_any_moment_ends_the_partita_and_replays_from_the_save(
        name: str, seed: int, moves: int, flag: bool, data: st.DataObject) -> None:
    game = briscola.new_game(name, seed=seed, options={"match_clock": 600})
    rng = random.Random(seed)
    play_random(game, rng, stop=lambda g: len(g.actions) >= moves)
    if game.to_move is None:
        return  # the partita ended by itself before the chosen moment
    seat = data.draw(st.integers(0, game.observation(0)["players"] - 1), label="seat")
    action = f"{'flag' if flag else 'abandon'} {seat}"
    assert action in game.forfeit_actions() and action not in game.legal_actions()
    game.apply(action)
    assert game.to_move is None and game.forfeit_actions() == [] and game.legal_actions() == []
    result = game.match_result
    assert result is not None and seat not in result["winner"]
    assert result["forfeit"]["seat"] == seat and result["forfeit"]["reason"] == ("flag" if flag else "abandon")
    assert result["ranking"][-1] == ([seat] if name not in ("briscola2", "briscola4")
                                     else next(side for side in result["sides"] if seat in side))
    if name in ("briscola2", "briscola4"):
        assert 0 <= result["forfeit"]["penalty"] <= 20
        won = result["winning_sides"][0]
        assert result["victory_points"][won] >= 14 and result["victory_points"][1 - won] == 0
    loaded = briscola.load_game(game.to_json())
    assert loaded.actions[-1] == action
    for s in range(game.observation(0)["players"]):
        assert loaded.observation(s) == game.observation(s)
