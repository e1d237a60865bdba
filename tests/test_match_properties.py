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
    {"format": "smazzate", "deals": 5}, {"format": "classica"}, {"format": "torneo", "deals": 2},
]
GOALS = {"chiamata": 11, "joker": 10}
SAFETY = 20000  # actions; far beyond any partita these tests play, it only stops a runaway loop


def decisive_bound(options: dict[str, Any]) -> int:
    """Deals a side can win in a match: classica one each and a third (or a tie-break), a
    tournament match each of its deals and a tie-break."""
    if options["format"] == "classica":
        return 3
    if options["format"] == "torneo":
        return options["deals"] + 1
    return options.get("deals", 1)


def vp_column(options: dict[str, Any], results: list[dict[str, Any]]) -> int:
    """RULES.md §5.2 "Which column": a tournament match its deals; any other the deals it
    played, void 60-60 ones not counted, at most 3."""
    if options["format"] == "torneo":
        return int(options["deals"])
    return min(3, max(1, sum(not r["level"] for r in results)))


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
    assert 1 <= len(decisive) <= decisive_bound(options)
    assert not results[-1]["level"], "a match cannot end on a deal nobody won"
    if not spareggi and match["format"] != "torneo":
        assert all("spareggio" not in r["details"] for r in results)
    result = seen["match_result"]
    sides = seen["sides"]
    assert result["sides"] == sides and result["winner"] == game.winner
    assert len(result["winning_sides"]) == 1 and sides[result["winning_sides"][0]] == game.winner
    won = result["winning_sides"][0]
    # Void deals count toward nothing: the totals are the decisive deals' points.
    totals = [sum(r["points"][s] for r in decisive for s in side) for side in sides]
    assert [sum(seen["totals"][s] for s in side) for side in sides] == totals
    assert result["side_points"] == totals and result["deals"] == len(results)
    assert result["difference"] == max(0, totals[won] - totals[1 - won])
    vp = briscola.victory_points(result["difference"], vp_column(options, results))
    assert result["victory_points"][won] == vp[0] and result["victory_points"][1 - won] == vp[1]
    assert result["forfeit"] is None and result["ranking"] == [sides[won], sides[1 - won]]
    if match["format"] in ("punti", "smazzate"):
        need = 1 if match["format"] == "punti" else (match["deals"] + 1) // 2
        assert sorted(game.scores)[-1] == need and game.scores.count(need) == len(game.winner)


@pytest.mark.parametrize("name", ["briscola2", "briscola4"])
@pytest.mark.parametrize("match", PAIR_FORMATS)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), spareggi=st.booleans())
def test_a_void_deal_never_changes_a_matchs_standing(
        name: str, match: dict[str, Any], seed: int, spareggi: bool) -> None:
    # The first deck is dealt so that the first deal ends 60-60 by random play often enough:
    # here every deal is played to its end and compared before and after.
    game = briscola.new_game(name, seed=seed, options={**match, "spareggi": spareggi})
    rng = random.Random(seed)
    while game.to_move is not None:
        before = game.observation(0)
        play_random(game, rng, stop=lambda g: g.deal_over)
        after = game.observation(0)
        result = after["deal_result"]
        if result["level"]:  # a 60-60: the standing is exactly as it was
            assert after["scores"] == before["scores"] and after["totals"] == before["totals"]
            assert after["winner"] is None
        if game.to_move is not None:
            game.apply("next")
        assert len(game.actions) < SAFETY


@pytest.mark.parametrize("name", ["briscola2", "briscola4"])
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 200), deals=st.sampled_from([1, 2, 3]))
def test_the_vp_of_a_finished_match_are_the_tables_reading_of_its_mp(
        name: str, seed: int, moves: int, deals: int) -> None:
    # Tournament matches, cut short by an abandon at a random moment or played out.
    game = briscola.new_game(name, seed=seed, options={"format": "torneo", "deals": deals})
    play_random(game, random.Random(seed), stop=lambda g: len(g.actions) >= moves)
    forfeit = game.to_move is not None
    if forfeit:
        game.apply(f"abandon {seed % game.players}")
    result = game.match_result
    assert result is not None
    won = result["winning_sides"][0]
    vp = briscola.victory_points(result["difference"], deals, forfeit=forfeit)
    assert result["victory_points"][won] == vp[0] and result["victory_points"][1 - won] == vp[1]
    if forfeit:
        assert result["victory_points"][won] >= 14 and result["victory_points"][1 - won] == 0


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


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), goal=st.integers(1, 11))
def test_a_chiamata_partita_to_a_chosen_goal_ends_there_and_replays_from_its_save(seed: int, goal: int) -> None:
    game = briscola.new_game("chiamata", seed=seed, options={"chiamata_goal": goal})
    play_out(game, random.Random(seed))
    assert game.winner is not None and len(game.winner) == 1
    (winner,) = game.winner
    assert game.scores[winner] >= goal and game.observation(0)["goal"] == goal
    again = briscola.load_game(game.to_json())
    assert again.winner == game.winner and again.observation(0)["goal"] == goal


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
