"""The player's statistics (site/py/stats.py): counted from the engine's results at each
partita's end, once; kept in localStorage; shown in the menu's dialog; reset on a second
press."""

from __future__ import annotations

import json
import random
from typing import Any

import briscola
import pytest

from tests.test_table_controller import Storage, Table, offered, run, started

import stats  # noqa: E402 - site/py is on the path once test_table_controller is imported
from intents import Intent  # noqa: E402
from saves import SETTINGS_ASIDE_PREFIX, SETTINGS_KEY, STATS_ASIDE_PREFIX, STATS_KEY  # noqa: E402


def finished(game: str, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A partita of random moves, to its end: the human seat's last observation."""
    played = briscola.new_game(game, seed=seed, options=options)
    rng = random.Random(seed)
    while played.to_move is not None:
        played.apply("next" if played.deal_over else rng.choice(played.legal_actions()))
    observation: dict[str, Any] = json.loads(json.dumps(played.observation(0)))
    return observation


def test_a_partita_counts_its_win_deals_points_and_streak() -> None:
    counted = stats.empty()
    outcomes = []
    for seed in range(8):
        view = finished("briscola2", seed, {"format": "smazzate", "deals": 3})
        counted = stats.record_partita(counted, view, {1: "hard"})
        outcomes.append(0 in view["match_result"]["winner"])
    game = counted["games"]["briscola2"]
    assert game["played"] == 8 and game["won"] == sum(outcomes) and game["drawn"] == 0
    best = run_ = 0
    for won in outcomes:
        run_ = run_ + 1 if won else 0
        best = max(best, run_)
    assert game["best_streak"] == best and game["streak"] == run_
    assert game["deals"] >= 16 and 0 < game["points"] <= 120 * game["deals"]
    assert counted["levels"] == {"hard": {"played": 8, "won": sum(outcomes)}}


def test_a_pair_counts_its_sides_points_and_a_void_deal_counts_for_no_one() -> None:
    view = finished("briscola4", 3, {"format": "smazzate", "deals": 3})
    results = view["results"]
    void = dict(results[0], points=[30, 30, 30, 30], side_points=[60, 60], winners=[], level=True)
    view["results"] = [void, *results]
    counted = stats.record_partita(stats.empty(), view, {1: "easy", 2: "easy", 3: "easy"})["games"]["briscola4"]
    assert counted["deals"] == len(results)
    assert counted["deals_won"] == sum(0 in deal["winners"] for deal in results)
    assert counted["points"] == sum(deal["points"][0] + deal["points"][2] for deal in results)


def test_a_shared_win_is_a_draw_and_mixed_levels_are_told_apart() -> None:
    view = finished("chiamata", 3)
    view["match_result"]["winner"] = list(range(5))  # everyone level
    counted = stats.record_partita(stats.empty(), view, {1: "easy", 2: "easy", 3: "hard", 4: "easy"})
    assert counted["games"]["chiamata"]["drawn"] == 1 and counted["games"]["chiamata"]["won"] == 0
    assert counted["levels"]["mixed"] == {"played": 1, "won": 0}


def test_a_pairs_partner_is_not_counted_among_the_opponents() -> None:
    """Briscola a 4 with an Expert partner against two Easy players: filed under Easy, the
    opponents' level (it was filed under mixed)."""
    counted = stats.record_partita(stats.empty(), finished("briscola4", 5), {1: "easy", 2: "expert", 3: "easy"})
    assert list(counted["levels"]) == ["easy"]


@pytest.mark.parametrize("stored", [None, "text", [], {"games": "x"}, {"games": {"briscola2": {"played": -3}}},
                                    {"games": {"poker": {"played": 3}}}, {"tournaments": {"won": True}}])
def test_a_damaged_record_parses_to_well_formed_counts(stored: Any) -> None:
    parsed = stats.parse(stored)
    assert set(parsed) == {"games", "levels", "tournaments"}
    assert all(count == 0 for count in parsed["tournaments"].values())
    assert parsed["games"] in ({}, {"briscola2": dict.fromkeys(stats.GAME_COUNTS, 0)})
    stats.view(parsed, "it")  # shows without an error


def test_the_view_shows_only_games_played_with_their_percentages() -> None:
    counted = stats.record_partita(stats.empty(), finished("briscola2", 1), {1: "medium"})
    counted = stats.record_tournament(counted, place=1, prize=360)
    shown = stats.view(counted, "en")
    assert [row.name for row in shown.games] == ["Briscola for 2"] and not shown.empty
    assert shown.heads[:3] == (("Game", ""), ("Games", "P"), ("Won", "W"))  # a narrow phone's short heads
    assert shown.games[0].cells[0] == "1" and shown.games[0].cells[2] in ("0%", "100%")
    points = counted["games"]["briscola2"]["points"]
    assert shown.games[0].cells[5] == f"{points:.1f}" and stats.view(counted, "it").games[0].cells[5] == f"{points},0"
    assert shown.levels[0].name == "Medium"
    assert shown.tournaments == "Tournaments played: 1 · won: 1 · chips won in prizes: 360"
    # No agreement to get wrong for one tournament ("1 giocati"): each count after its word.
    assert stats.view(counted, "it").tournaments == "Tornei giocati: 1 · vinti: 1 · fiches vinte in premi: 360"
    assert stats.view(stats.empty(), "en").empty


def test_the_short_heads_of_a_narrow_phone_have_a_key() -> None:
    """Every short head, even a full head's first word: "Deals" could be played or won."""
    assert stats.view(stats.empty(), "it").key() == "G: Partite · V: Vinte · %: % vinte · Serie: Serie migliore · % sm.: % smazzate vinte · Pt/sm: Punti a smazzata"
    assert stats.view(stats.empty(), "en").key() == "P: Games · W: Won · %: % won · Streak: Best streak · % deals: % of deals won · Pts: Points per deal"


def test_the_table_counts_a_finished_partita_once_even_after_a_reload() -> None:
    async def test() -> None:
        storage = Storage()
        table = Table(storage)
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        for _ in range(200):
            if table.scene.panels is not None and table.scene.panels.end is not None:
                break
            await table.send(offered(table.scene))
        counted = json.loads(storage.items[STATS_KEY])
        assert counted["games"]["briscola2"]["played"] == 1 and counted["levels"]["random"]["played"] == 1
        again = Table(storage)
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert json.loads(storage.items[STATS_KEY]) == counted
        shown = again.scene.stats
        assert shown is not None and shown.games[0].cells[0] == "1"
        await again.send(Intent("stats-reset"))
        assert json.loads(storage.items[STATS_KEY]) == counted  # the first press only asks
        shown = again.scene.stats
        assert shown is not None and shown.resetting
        await again.send(Intent("stats-reset"))
        assert json.loads(storage.items[STATS_KEY]) == stats.empty()
        shown = again.scene.stats
        assert shown is not None and shown.empty and not shown.resetting

    run(test)


def test_a_game_replaced_after_the_player_has_played_counts_as_lost_and_one_just_dealt_not_at_all() -> None:
    async def test() -> None:
        storage = Storage()
        table = await started(storage=storage)
        await table.send(Intent("start"))  # nothing played yet: a change of mind, not a game
        assert STATS_KEY not in storage.items
        while not any(seat == 0 for trick in table.controller.view["history"] for seat, _ in trick["cards"]):
            await table.send(offered(table.scene))
        await table.send(Intent("start"))  # replaced (the page asked first): lost by abandon
        counted = json.loads(storage.items[STATS_KEY])["games"]["briscola2"]
        assert (counted["played"], counted["won"]) == (1, 0)
        assert table.controller.view is not None and table.controller.view["move_number"] == 0  # the new game

    run(test)


def test_statistics_that_are_not_json_are_kept_aside_and_counted_anew() -> None:
    storage = Storage({STATS_KEY: "{broken"})
    table = Table(storage)
    assert table.ui.stats == stats.empty()
    kept = [key for key in storage.items if key.startswith(STATS_ASIDE_PREFIX)]
    assert len(kept) == 1 and storage.items[kept[0]] == "{broken" and STATS_KEY not in storage.items


@pytest.mark.parametrize("text", ["{broken", "[1, 2]"])
def test_settings_that_cannot_be_read_are_kept_aside_not_overwritten(text: str) -> None:
    """They hold the chips won in tournaments: the first choice remembered overwrote them."""
    storage = Storage({SETTINGS_KEY: text})
    table = Table(storage)

    async def test() -> None:
        await table.send(Intent("language"))  # a choice remembered

    run(test)
    kept = [key for key in storage.items if key.startswith(SETTINGS_ASIDE_PREFIX)]
    assert len(kept) == 1 and storage.items[kept[0]] == text
    assert json.loads(storage.items[SETTINGS_KEY])["lang"] == table.ui.lang
