"""Tournaments (RULES.md §5.3): pairings from the seed, results, standings, prizes and saves."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import briscola
from briscola.tournament import Tournament


def result(winner: int, difference: int, forfeit: bool = False) -> dict[str, Any]:
    return {"winning_sides": [winner], "difference": difference, "forfeit": forfeit}


def play_all(t: Tournament, rng: random.Random) -> None:
    while t.pending():
        match = t.pending()[0]
        t.record(match["id"], result(rng.randrange(2), rng.randrange(0, 121, 2), rng.random() < 0.1))


# -- arguments -------------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs, name", [
    ({"kind": "swiss"}, "kind"),
    ({"kind": "knockout", "seats": 3}, "seats"),
    ({"kind": "knockout", "seats": 6}, "seats"),
    ({"kind": "knockout", "seats": 32}, "seats"),
    ({"kind": "round_robin", "seats": 3}, "seats"),
    ({"kind": "round_robin", "seats": 9}, "seats"),
    ({"seats": 4.0}, "seats"),
    ({"deals": 0}, "deals"), ({"deals": 4}, "deals"), ({"deals": True}, "deals"),
    ({"entry": -1}, "entry"), ({"entry": 2.5}, "entry"), ({"entry": None}, "entry"),
    ({"seed": None}, "seed"), ({"seed": 1.5}, "seed"),
    ({"fee_percent": -1}, "fee_percent"), ({"fee_percent": 101}, "fee_percent"),
    ({"names": ["a", "b", "c"]}, "names"), ({"names": "abcd"}, "names"),
    ({"names": ["a", "a", "b", "c"]}, "names"), ({"names": ["a", "", "b", "c"]}, "names"),
    ({"payout": [60, 30]}, "payout"), ({"payout": [40, 60]}, "payout"), ({"payout": [100, 0]}, "payout"),
    ({"payout": [20] * 5}, "payout"), ({"payout": "100"}, "payout"),
    ({"game": "chiamata"}, "game"), ({"game": None}, "game"),
])
def test_bad_arguments_are_refused_naming_the_argument(kwargs: dict[str, Any], name: str) -> None:
    arguments: dict[str, Any] = {"kind": "knockout", "seats": 4, "deals": 1, "entry": 10, "seed": 1}
    with pytest.raises(ValueError, match=name):
        Tournament(**{**arguments, **kwargs})


# -- pairings --------------------------------------------------------------------------------


@pytest.mark.parametrize("kind, seats", [("knockout", 4), ("knockout", 8), ("knockout", 16),
                                         *(("round_robin", n) for n in range(4, 9))])
def test_pairings_come_from_the_seed_alone(kind: str, seats: int) -> None:
    one, two = Tournament(kind, seats, 1, 0, "spring"), Tournament(kind, seats, 1, 0, "spring")
    assert one.all_matches() == two.all_matches() and sorted(one.draw) == list(range(seats))
    draws = {tuple(Tournament(kind, seats, 1, 0, seed).draw) for seed in range(20)}
    assert len(draws) > 10


@pytest.mark.parametrize("seats", [4, 8, 16])
def test_a_knockout_halves_the_field_each_round_to_one_unbeaten_champion(seats: int) -> None:
    t = Tournament("knockout", seats, 2, 10, seed=seats)
    first = t.pending()
    assert [m["seats"] for m in first] == [t.draw[i:i + 2] for i in range(0, seats, 2)]
    play_all(t, random.Random(seats))
    matches = t.all_matches()
    assert t.over and len(matches) == seats - 1
    assert [sum(m["round"] == r for m in matches) for r in range(1, t.rounds + 1)] == \
        [seats >> r for r in range(1, t.rounds + 1)]
    losers = [s for m in matches for s in m["seats"] if s != m["winner"]]
    assert sorted(losers + [matches[-1]["winner"]]) == list(range(seats))  # everyone else lost once
    table = t.standings()
    assert table[0]["seat"] == matches[-1]["winner"] and table[0]["lost"] == 0
    final = matches[-1]
    assert table[1]["seat"] == next(s for s in final["seats"] if s != final["winner"])
    # Each later match is between the winners of two neighbouring matches of the round before.
    for m in matches:
        if m["round"] > 1:
            index = int(m["id"].split("-m")[1])
            feeders = [next(x for x in matches if x["id"] == f"r{m['round'] - 1}-m{i}")
                       for i in (2 * index - 1, 2 * index)]
            assert m["seats"] == [f["winner"] for f in feeders]


def test_a_knockout_round_opens_as_soon_as_its_two_feeders_are_decided() -> None:
    t = Tournament("knockout", 8, 1, 0, seed=3)
    t.record("r1-m3", result(0, 10))
    assert all(m["round"] == 1 for m in t.pending())
    t.record("r1-m4", result(1, 10))
    assert [m["id"] for m in t.pending() if m["round"] == 2] == ["r2-m2"]
    assert t.all_matches()[-1]["seats"] == [t.draw[4], t.draw[7]]


@pytest.mark.parametrize("seats", range(4, 9))
def test_a_round_robin_meets_everyone_once_with_one_bye_each_for_odd_counts(seats: int) -> None:
    t = Tournament("round_robin", seats, 3, 0, seed=seats)
    matches = t.all_matches()
    pairs = [frozenset(m["seats"]) for m in matches]
    assert sorted(map(sorted, pairs)) == [list(p) for p in itertools.combinations(range(seats), 2)]
    assert t.rounds == (seats if seats % 2 else seats - 1)
    byes: list[int] = []
    for r in range(1, t.rounds + 1):
        playing = [s for m in matches if m["round"] == r for s in m["seats"]]
        assert len(playing) == len(set(playing)) == seats - seats % 2
        byes += [s for s in range(seats) if s not in playing]
    assert sorted(byes) == (list(range(seats)) if seats % 2 else [])


# -- results and standings -------------------------------------------------------------------


def test_results_turn_into_vp_by_the_tournament_deals_and_forfeits_give_0_and_at_least_14() -> None:
    t = Tournament("round_robin", 4, 3, 0, seed=1)
    first, second = t.pending()[:2]
    t.record(first["id"], result(1, 54))
    t.record(second["id"], result(0, 0, forfeit=True))
    recorded = {m["id"]: m for m in t.all_matches()}
    assert recorded[first["id"]]["vp"] == [3, 17] and recorded[first["id"]]["winner"] == first["seats"][1]
    assert recorded[second["id"]]["vp"] == [14, 0] and recorded[second["id"]]["forfeit"] is True


def test_a_bad_record_is_refused_and_changes_nothing() -> None:
    t = Tournament("knockout", 4, 1, 10, seed=2)
    before = t.to_json()
    for match_id, bad in [("r9-m9", result(0, 2)), ("r1-m1", result(2, 2)), ("r1-m1", result(0, -2)),
                          ("r1-m1", {"winning_sides": [0, 1], "difference": 0}), ("r1-m1", "won"),
                          ("r1-m1", {"winning_sides": [True], "difference": 2}),
                          ("r1-m1", {"winning_sides": [0.0], "difference": 2}),
                          ("r1-m1", {"winning_sides": [0], "difference": 2, "forfeit": "yes"}),
                          (["r1-m1"], result(0, 2))]:
        with pytest.raises(ValueError):
            t.record(match_id, bad)  # type: ignore[arg-type]
        assert t.to_json() == before
    t.record("r1-m1", result(0, 2))
    with pytest.raises(ValueError, match="already"):
        t.record("r1-m1", result(1, 2))


def round_robin_of(wins: list[tuple[int, int, int]]) -> Tournament:
    """A round-robin of 4 (1 deal a match) with every match's (winner, loser, difference)."""
    t = Tournament("round_robin", 4, 1, 0, seed=7)
    by_pair = {frozenset(m["seats"]): m for m in t.all_matches()}
    for winner, loser, difference in wins:
        m = by_pair[frozenset((winner, loser))]
        t.record(m["id"], result(m["seats"].index(winner), difference))
    return t


def test_standings_order_vp_then_difference_then_head_to_head_then_seed() -> None:
    # Seats 0, 1 and 2 beat each other in a circle by 20 (15-5 VP) and all beat seat 3: 0 and 1
    # by 20, 2 by 14 (14-6). So 0 and 1 tie on VP (35) and difference (+20), 2 has 34 VP.
    t = round_robin_of([(0, 1, 20), (1, 2, 20), (2, 0, 20), (0, 3, 20), (1, 3, 20), (2, 3, 14)])
    assert [(row["seat"], row["vp"], row["difference"]) for row in t.standings()] == \
        [(0, 35, 20), (1, 35, 20), (2, 34, 14), (3, 16, -54)]
    # The circle the other way round: seat 1 beat seat 0, so head-to-head puts 1 before 0,
    # against seed order.
    t = round_robin_of([(1, 0, 20), (0, 2, 20), (2, 1, 20), (0, 3, 20), (1, 3, 20), (2, 3, 14)])
    assert [row["seat"] for row in t.standings()] == [1, 0, 2, 3]


def test_difference_comes_before_head_to_head() -> None:
    # 0 beat 1, but 1 won its other matches by more: equal VP bands, better difference.
    t = round_robin_of([(0, 1, 20), (1, 2, 24), (2, 0, 20), (0, 3, 20), (1, 3, 24), (2, 3, 14)])
    table = t.standings()
    assert [(row["seat"], row["vp"]) for row in table[:2]] == [(1, 35), (0, 35)]
    assert table[0]["difference"] > table[1]["difference"]


def test_equal_on_everything_falls_back_to_seed_order() -> None:
    t = Tournament("round_robin", 4, 1, 0, seed=11)
    for m in t.all_matches():
        t.record(m["id"], result(0, 0))  # every match 10-10 VP, difference 0
    table = t.standings()
    assert {row["vp"] for row in table} == {30} and {row["difference"] for row in table} == {0}
    assert [row["seat"] for row in table] == [0, 1, 2, 3]


# -- chips -----------------------------------------------------------------------------------


@pytest.mark.parametrize("kind, seats, percents", [
    ("knockout", 4, [100]), ("round_robin", 5, [70, 30]), ("knockout", 8, [70, 30]),
    ("knockout", 16, [50, 30, 20]),
])
def test_the_default_payout_depends_on_the_entrants(kind: str, seats: int, percents: list[int]) -> None:
    plan = Tournament(kind, seats, 1, 100, seed=0).payout_plan()
    assert [p["percent"] for p in plan["places"]] == percents
    assert plan["pot"] == 100 * seats and plan["fee"] == 10 * seats and plan["prize_pool"] == 90 * seats
    assert sum(p["chips"] for p in plan["places"]) == plan["prize_pool"]


def test_rounding_leftovers_go_to_the_winner_and_the_fee_is_a_parameter() -> None:
    plan = Tournament("round_robin", 5, 1, 7, seed=0, fee_percent=20, payout=[50, 30, 20]).payout_plan()
    assert plan["pot"] == 35 and plan["prize_pool"] == 28 and plan["fee"] == 7
    assert [p["chips"] for p in plan["places"]] == [15, 8, 5]


def test_prizes_are_paid_by_final_place_once_it_is_over() -> None:
    t = Tournament("knockout", 16, 3, 50, seed=5)
    play_all(t, random.Random(5))
    table = t.standings()
    plan = t.payout_plan()
    assert [row["prize"] for row in table[:3]] == [p["chips"] for p in plan["places"]]
    assert all(row["prize"] == 0 for row in table[3:])
    assert sum(row["prize"] for row in table) == plan["prize_pool"]
    # Third place is the better of the two semi-final losers on VP, difference, ...
    semi_losers = [row for row in table if row["lost"] == 1 and row["won"] == t.rounds - 2]
    assert table[2] in semi_losers and len(semi_losers) == 2


def test_no_prize_before_the_end() -> None:
    t = Tournament("knockout", 4, 1, 50, seed=5)
    t.record("r1-m1", result(0, 40))
    t.record("r1-m2", result(0, 40))
    assert not t.over and all(row["prize"] == 0 for row in t.standings())


# -- with the engine -------------------------------------------------------------------------


def play_out(game: briscola.Game, rng: random.Random, abandon_at: int | None = None) -> None:
    while game.to_move is not None:
        if len(game.actions) == abandon_at:
            game.apply(rng.choice(game.forfeit_actions()))
            return
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("game_name", ["briscola2", "briscola4"])
@pytest.mark.parametrize("deals", [1, 2, 3])
@pytest.mark.parametrize("abandon_at", [None, 5, 30])
def test_a_match_from_new_game_is_recorded_as_its_end_screen_shows_it(game_name: str, deals: int,
                                                                      abandon_at: int | None) -> None:
    t = Tournament("knockout", 4, deals, 0, seed=9, game=game_name)
    match = t.pending()[0]
    game = t.new_game(match["id"], seed=f"tournament/{match['id']}")
    assert game.name == game_name and game.options.format == "torneo" and game.options.deals == deals
    if game_name == "briscola4":  # the match's first seat is the pair at game seats 0 and 2
        assert game.sides() == [[0, 2], [1, 3]]
    play_out(game, random.Random(deals), abandon_at)
    shown = game.match_result
    assert shown is not None
    decisive = [r for r in game.observation(0)["results"] if not r["level"]]
    assert len(decisive) >= deals or shown["forfeit"]
    t.record(match["id"], shown)
    recorded = next(m for m in t.all_matches() if m["id"] == match["id"])
    won = shown["winning_sides"][0]
    assert recorded["winner"] == match["seats"][won]
    assert recorded["vp"] == shown["victory_points"] and recorded["difference"] == shown["difference"]
    assert recorded["forfeit"] == bool(shown["forfeit"])


@pytest.mark.parametrize("game_name", ["briscola2", "briscola4"])
@pytest.mark.parametrize("abandon_at", [None, 12])
def test_a_match_played_the_other_way_round_is_recorded_for_the_right_seats(game_name: str,
                                                                           abandon_at: int | None) -> None:
    # A person sits at game seat 0 even when the draw made them (their pair) the match's second seat.
    t = Tournament("knockout", 4, 1, 0, seed=9, game=game_name)
    match = t.pending()[0]
    game = t.new_game(match["id"], seed=5)
    play_out(game, random.Random(5), abandon_at)
    shown = game.match_result
    assert shown is not None
    t.record(match["id"], shown, seat_zero=1)
    recorded = next(m for m in t.all_matches() if m["id"] == match["id"])
    won = shown["winning_sides"][0]
    assert recorded["winner"] == match["seats"][1 - won]
    assert recorded["vp"] == shown["victory_points"][::-1]
    assert Tournament.from_json(t.to_json()).all_matches() == t.all_matches()


@pytest.mark.parametrize("seat_zero", [2, -1, True, "1"])
def test_seat_zero_must_be_one_of_the_two_seats(seat_zero: Any) -> None:
    t = Tournament("knockout", 4, 1, 0, seed=9)
    before = t.to_json()
    with pytest.raises(ValueError, match="seat_zero"):
        t.record(t.pending()[0]["id"], result(0, 10), seat_zero=seat_zero)
    assert t.to_json() == before


def test_a_result_read_in_another_column_is_refused_and_changes_nothing() -> None:
    # A best of 3 won 2-0 is read in the 2-deal column; a 3-deal tournament reads another.
    game = briscola.new_game("briscola2", seed=4, options={"format": "smazzate", "deals": 3})
    play_out(game, random.Random(4))
    shown = game.match_result
    assert shown is not None
    t = Tournament("knockout", 4, 3, 0, seed=9)
    before = t.to_json()
    assert sum(not r["level"] for r in game.observation(0)["results"]) == 2, "seed 4: won 2-0"
    won = shown["winning_sides"][0]
    assert shown["victory_points"][won] != briscola.victory_points(shown["difference"], 3)[0]
    with pytest.raises(ValueError, match="victory_points"):
        t.record(t.pending()[0]["id"], shown)
    assert t.to_json() == before


def test_new_game_keeps_the_format_to_the_tournament_and_refuses_a_bad_match() -> None:
    t = Tournament("knockout", 4, 2, 0, seed=9)
    match_id = t.pending()[0]["id"]
    game = t.new_game(match_id, seed=1, options={"deck_style": "francesi", "match_clock": 600})
    assert game.options.deck_style == "francesi" and game.options.plays_spareggi
    for key, value in (("format", "punti"), ("deals", 3), ("spareggi", False)):
        with pytest.raises(ValueError, match=key):
            t.new_game(match_id, seed=1, options={key: value})
    with pytest.raises(ValueError, match="r9-m9"):
        t.new_game("r9-m9", seed=1)
    t.record(match_id, result(0, 10))
    with pytest.raises(ValueError, match="already has a result"):
        t.new_game(match_id, seed=1)


def test_a_forfeit_is_recorded_with_its_mp_recomputed_from_the_vp() -> None:
    t = Tournament("round_robin", 4, 1, 0, seed=3)
    first, second = t.pending()[:2]
    t.record(first["id"], result(1, 0, forfeit=True))  # abandoned while ahead: MP 14
    t.record(second["id"], result(0, 90, forfeit=True))  # 20-0: MP 50
    recorded = {m["id"]: m for m in t.all_matches()}
    assert recorded[first["id"]]["vp"] == [0, 14] and recorded[first["id"]]["difference"] == 14
    assert recorded[second["id"]]["vp"] == [20, 0] and recorded[second["id"]]["difference"] == 50
    again = Tournament.from_json(t.to_json())
    assert again.all_matches() == t.all_matches()


# -- saves -----------------------------------------------------------------------------------


@pytest.mark.parametrize("kind, seats", [("knockout", 8), ("round_robin", 7)])
def test_a_save_round_trips_at_every_step(kind: str, seats: int) -> None:
    t = Tournament(kind, seats, 2, 25, seed="autumn", names=[f"P{i}" for i in range(seats)],
                   payout=[60, 40], fee_percent=5)
    rng = random.Random(1)
    while True:
        loaded = Tournament.from_json(t.to_json())
        assert loaded.to_json() == t.to_json()
        assert loaded.standings() == t.standings() and loaded.pending() == t.pending()
        assert loaded.payout_plan() == t.payout_plan()
        if not t.pending():
            break
        match = rng.choice(t.pending())
        t.record(match["id"], result(rng.randrange(2), rng.randrange(0, 121, 2), rng.random() < 0.2))
    assert t.over and Tournament.from_json(t.to_json().encode()).over


def test_a_save_from_before_pairs_tournaments_is_of_briscola_a_2() -> None:
    t = Tournament("round_robin", 5, 1, 0, seed=3, game="briscola4")
    play_all(t, random.Random(3))
    assert Tournament.from_json(t.to_json()).game == "briscola4"
    data = json.loads(t.to_json())
    del data["game"]
    older = Tournament.from_json(json.dumps(data))
    assert older.game == "briscola2" and older.standings() == t.standings()


def finished_save() -> str:
    t = Tournament("knockout", 4, 1, 10, seed=1)
    play_all(t, random.Random(1))
    return t.to_json()


@pytest.mark.parametrize("change", [
    lambda d: d.update(format="briscola-tournament/0"), lambda d: d.pop("kind"),
    lambda d: d.update(seats=5), lambda d: d.update(deals="1"), lambda d: d.update(names=7),
    lambda d: d.update(payout={"1": 100}), lambda d: d.update(results={}), lambda d: d.update(game="joker"),
    lambda d: d["results"].append(["r1-m1", {"winning_sides": [0], "difference": 2}]),
    lambda d: d["results"].append(["r5-m1", {"winning_sides": [0], "difference": 2}]),
    lambda d: d["results"].__setitem__(0, ["r1-m1"]),
    lambda d: d["results"].__setitem__(0, [["r1-m1"], {}]),
    lambda d: d["results"][0][1].update(difference=-4),
    lambda d: d["results"].pop(0),
])
def test_a_damaged_save_raises_save_error(change: Any) -> None:
    data = json.loads(finished_save())
    change(data)
    with pytest.raises(briscola.SaveError):
        Tournament.from_json(json.dumps(data))


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_corruption_of_a_save_raises_save_error_and_nothing_else(data: st.DataObject) -> None:
    text = finished_save()
    where = data.draw(st.integers(0, len(text) - 1), label="where")
    how = data.draw(st.sampled_from(["cut", "replace", "insert"]), label="how")
    junk = data.draw(st.text(min_size=1, max_size=3), label="junk")
    damaged = {"cut": text[:where], "replace": text[:where] + junk + text[where + 1:],
               "insert": text[:where] + junk + text[where:]}[how]
    try:
        loaded = Tournament.from_json(damaged)
    except briscola.SaveError:
        return
    # A change the format absorbs (a space, a name) must still load as a whole tournament.
    assert loaded.to_json() == Tournament.from_json(loaded.to_json()).to_json()


@given(st.one_of(st.none(), st.integers(), st.binary(max_size=20), st.lists(st.integers()),
                 st.text(max_size=30)))
def test_anything_that_is_not_a_save_raises_save_error(value: Any) -> None:
    with pytest.raises(briscola.SaveError):
        Tournament.from_json(value)
