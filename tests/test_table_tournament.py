"""A tournament at the page (RULES.md §5.3): the worker's side (tournament_run.py through the
Session, as the page calls it) and the table's (the controller, driven by intents as a
player would: the menu's choice, the panel's buttons, the cards)."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import briscola
import pytest
from briscola.tournament import Tournament

from tests.test_table_controller import Storage, Table, ThinkingEngine, offered, run, started

import menu  # noqa: E402 - site/py is on the path once test_table_controller is imported
from intents import Intent  # noqa: E402
from saves import (SAVE_KEY, STATS_KEY, TOURNAMENT_ASIDE_PREFIX, TOURNAMENT_KEY, TOURNAMENT_PREVIEW_KEY,  # noqa: E402
                   TOURNAMENT_VIEW_KEY, SaveSlot)
from session import Session  # noqa: E402
from state import UIState  # noqa: E402
from tournament_panel import build, match_line  # noqa: E402

REQUEST = {"op": "new", "kind": "knockout", "seats": 4, "deals": 1, "entry": 100, "seed": 77,
           "name": "Ugo", "level": "random", "options": {"deck_style": "piacentine"}}
MENU_GAME = {game: chosen for chosen, game in menu.TOURNAMENTS.items()}  # the menu's game for a tournament of each
TOURNAMENT_MENU: dict[str, str | bool] = {
    "game": "torneo", "tournament_kind": "knockout", "tournament_seats": "4", "tournament_deals": "1",
    "tournament_entry": "100", "tournament_level": "random", "speed": "fast", "number": "77", "name": "Ugo"}


def finish(game: briscola.Game, rng: random.Random) -> None:
    while game.to_move is not None:
        game.apply("next" if game.deal_over else rng.choice(game.legal_actions()))


# -- the worker's side ------------------------------------------------------------------------


def test_a_new_tournament_is_shown_with_its_draw_and_prizes_before_anything_is_played() -> None:
    reply = Session().tournament(dict(REQUEST))
    view = reply["tournament"]
    assert view["plan"]["prize_pool"] == 360 and [p["chips"] for p in view["plan"]["places"]] == [360]
    assert [row["name"] for row in view["standings"]][:1] != [] and {row["played"] for row in view["standings"]} == {0}
    assert sorted(row["name"] for row in view["standings"]) == ["Anna", "Bruno", "Carla", "Ugo"]
    assert view["next"] is not None and 0 in view["next"]["seats"] and view["playing"] is None
    assert Tournament.from_json(json.loads(reply["tournament_save"])["tournament"]).all_matches() == view["matches"]


@pytest.mark.parametrize("change, word", [
    ({"seats": 6}, "seats"), ({"kind": "swiss"}, "kind"), ({"deals": 4}, "deals"), ({"entry": -5}, "entry"),
    ({"level": "grandmaster"}, "level"), ({"options": {"format": "punti"}}, "format"),
    ({"options": {"deck_style": "tarocchi"}}, "deck"), ({"game": "chiamata"}, "game"),
])
def test_a_bad_tournament_choice_is_refused_with_its_reason(change: dict[str, Any], word: str) -> None:
    session = Session()
    reply = session.tournament({**REQUEST, **change})
    assert word in reply["error"] and session.run is None


@pytest.mark.parametrize("game_name, players", [("briscola2", 2), ("briscola4", 4)])
def test_the_person_plays_at_seat_0_and_the_result_is_recorded_for_the_right_seat(game_name: str,
                                                                                   players: int) -> None:
    for seed in range(6):  # the draw puts the person (their pair) first in some matches, second in others
        session = Session()
        session.tournament({**REQUEST, "seed": seed, "game": game_name})
        reply = session.tournament({"op": "play"})
        view = reply["tournament"]
        match = view["next"]
        assert view["playing"] == match["id"] and reply["state"]["seed"] == view["playing_number"]
        assert reply["state"]["players"] == players and reply["state"]["view"]["players"] == players
        assert reply["state"]["view"]["seat"] == 0 and reply["state"]["view"]["options"]["format"] == "torneo"
        others = [m for m in view["matches"] if m["round"] == 1 and m["id"] != match["id"]]
        assert others and all(m["winner"] is not None for m in others), "the round's other table played first"
        game = session.game
        assert game is not None
        finish(game, random.Random(seed))
        result = game.match_result
        assert result is not None
        recorded = session.tournament({"op": "record"})["tournament"]
        row = next(m for m in recorded["matches"] if m["id"] == match["id"])
        assert (row["winner"] == 0) == (result["winning_sides"] == [0])
        assert row["vp"][match["seats"].index(0)] == result["victory_points"][0]
        assert recorded["playing"] is None


def test_the_same_seed_gives_the_same_draw_deals_and_other_results() -> None:
    def played(seed: int) -> tuple[Any, ...]:
        session = Session()
        session.tournament({**REQUEST, "seed": seed})
        reply = session.tournament({"op": "play"})
        return reply["state"]["seed"], reply["save"], reply["tournament"]["matches"]

    assert played(5) == played(5) and played(5) != played(6)


@pytest.mark.parametrize("game_name", ["briscola2", "briscola4"])
def test_abandoning_the_match_loses_it_by_forfeit_and_the_tournament_goes_on(game_name: str) -> None:
    session = Session()
    session.tournament({**REQUEST, "game": game_name})
    reply = session.tournament({"op": "play"})
    match = reply["tournament"]["next"]
    view = session.tournament({"op": "abandon", "save": reply["save"]})["tournament"]
    row = next(m for m in view["matches"] if m["id"] == match["id"])
    assert row["forfeit"] and row["winner"] != 0 and row["vp"][match["seats"].index(0)] == 0
    assert view["eliminated"] and view["playing"] is None
    other = briscola.new_game(game_name, seed=1)
    refused = session.tournament({"op": "abandon", "save": other.to_json()})
    assert "not your tournament match" in refused["error"]


def test_a_run_is_saved_and_loaded_at_every_step_and_a_damaged_one_is_refused() -> None:
    session = Session()
    first = session.tournament(dict(REQUEST))
    played = session.tournament({"op": "play"})
    for reply in (first, played):
        again = Session().tournament({"op": "load", "save": reply["tournament_save"]})
        assert again["tournament"] == reply["tournament"]
    text = played["tournament_save"]
    for damaged in (text[:40], "{}", json.dumps({**json.loads(text), "match": "r9-m9"}),
                    json.dumps({**json.loads(text), "level": "god"})):
        assert "error" in Session().tournament({"op": "load", "save": damaged})


def test_mixed_entrants_are_dealt_every_level_and_play_at_their_own() -> None:
    session = Session()
    view = session.tournament({**REQUEST, "kind": "round_robin", "seats": 5, "level": "mixed"})["tournament"]
    assert view["level"] == "mixed" and view["levels"][0] == ""
    assert sorted(view["levels"][1:]) == ["easy", "expert", "hard", "medium"]  # one of each, in the seed's order
    again = Session().tournament({**REQUEST, "kind": "round_robin", "seats": 5, "level": "mixed"})["tournament"]
    assert again["levels"] == view["levels"]
    mine = view["next"]
    assert view["next_levels"] == ["", view["levels"][mine["seats"][1 - mine["seats"].index(0)]]]
    reply = session.tournament({"op": "play"})
    assert "state" in reply and reply["tournament"]["next_levels"][1] in ("easy", "medium", "hard", "expert")
    stored = Session().tournament({"op": "load", "save": reply["tournament_save"]})
    assert stored["tournament"]["levels"] == view["levels"]


def test_a_pairs_tournament_names_each_pair_and_seats_the_partner_opposite_the_person() -> None:
    session = Session()
    view = session.tournament({**REQUEST, "game": "briscola4", "level": "hard"})["tournament"]
    assert view["game"] == "briscola4"
    pairs = sorted(row["name"] for row in view["standings"])
    assert pairs == ["Bruno & Carla", "Dario & Elena", "Franco & Giulia", "Ugo & Anna"]
    reply = session.tournament({"op": "play"})
    view = reply["tournament"]
    opponent = view["next"]["names"][1 - view["next"]["seats"].index(0)]
    first, second = opponent.split(" & ")
    assert view["seat_names"] == [[reply["state"]["seed"], ["Ugo", first, "Anna", second]]]
    assert view["next_levels"] == ["", "hard", "hard", "hard"]  # the partner plays at the level chosen
    mixed = Session().tournament({**REQUEST, "game": "briscola4", "level": "mixed"})["tournament"]
    assert mixed["next_levels"][2] == "medium"  # with mixed levels, a Medium partner
    loaded = Session().tournament({"op": "load", "save": reply["tournament_save"]})
    assert loaded["tournament"] == view
    damaged = {**json.loads(reply["tournament_save"]), "members": [["Ugo"], ["Bruno"], ["Dario"], ["Franco"]]}
    assert "names" in Session().tournament({"op": "load", "save": json.dumps(damaged)})["error"]


def test_a_run_saved_before_pairs_tournaments_loads_its_players_by_the_entrants_names() -> None:
    reply = Session().tournament(dict(REQUEST))
    old = json.loads(reply["tournament_save"])
    del old["members"]
    loaded = Session().tournament({"op": "load", "save": json.dumps(old)})
    assert loaded["tournament"] == reply["tournament"]


def test_a_run_saved_before_mixed_levels_loads_with_its_one_level() -> None:
    reply = Session().tournament(dict(REQUEST))
    old = json.loads(reply["tournament_save"])
    del old["levels"]
    loaded = Session().tournament({"op": "load", "save": json.dumps(old)})
    assert loaded["tournament"]["levels"] == ["", "random", "random", "random"]
    damaged = {**old, "levels": ["", "random", "god", "random"]}
    assert "levels" in Session().tournament({"op": "load", "save": json.dumps(damaged)})["error"]


def test_a_mixed_tournaments_match_is_played_against_the_opponents_own_level() -> None:
    async def test() -> None:
        table = await tournament_table(tournament_level="mixed")
        await table.send(Intent("tournament-enter"))
        tournament = table.ui.tournament
        assert tournament is not None and table.ui.tournament_match
        opponent = tournament["next_levels"][1]
        assert table.ui.levels == {1: opponent} and opponent != "mixed"
        seat = next(shown for shown in table.scene.seats if shown.seat == 1)
        level = {"easy": "Facile", "medium": "Medio", "hard": "Difficile", "expert": "Esperto"}[opponent]
        assert seat.level == level
        panel = table.scene.tournament
        assert panel is not None and any(f"({level})" in line for line in panel.lines)  # the panel says whom, and how strong

    run(test)


# -- the table's side -------------------------------------------------------------------------


async def tournament_table(storage: Storage | None = None, **fields: str | bool) -> Table:
    return await started({**TOURNAMENT_MENU, **fields}, storage)


def panel_buttons(table: Table) -> list[str]:
    panel = table.scene.tournament
    assert panel is not None and panel.open
    return [button.intent for button in panel.buttons if not button.disabled]


async def play_match(table: Table) -> None:
    """The person's match, played card by card to its end screen; no move of it can be
    taken back (the engine could, the table does not offer it)."""
    for _ in range(400):
        panels = table.scene.panels
        if panels is not None and panels.end is not None:
            return
        assert panels is not None and not panels.undo_offered
        await table.send(offered(table.scene))
    pytest.fail("the match did not end")


def test_the_prizes_show_before_paying_and_cancel_leaves_everything_as_it_was() -> None:
    async def test() -> None:
        table = await tournament_table()
        panel = table.scene.tournament
        assert panel is not None and panel.open and not panel.in_bar
        assert any("360" in line for line in panel.plan) and "1000" in panel.chips
        assert panel_buttons(table) == ["tournament-enter", "tournament-cancel"]
        assert {row.cells[0] for row in panel.rows} == {"–"}  # no places before a match is played
        assert TOURNAMENT_KEY not in table.storage.items and SAVE_KEY not in table.storage.items
        await table.send(Intent("tournament-cancel"))
        assert table.scene.tournament is None and table.ui.chips == 1000
        assert TOURNAMENT_KEY not in table.storage.items and TOURNAMENT_PREVIEW_KEY not in table.storage.items

    run(test)


def test_a_preview_is_shown_again_after_a_reload_with_its_draw_and_can_then_be_entered() -> None:
    async def test() -> None:
        table = await tournament_table()
        previewed = table.ui.tournament
        again = Table(table.storage)  # a reload, or back from the rules page the panel links to
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert panel_buttons(again) == ["tournament-enter", "tournament-cancel"]
        assert again.ui.tournament == previewed and again.ui.chips == 1000 and not again.ui.menu_open
        await again.send(Intent("tournament-enter"))
        assert again.ui.chips == 900 and TOURNAMENT_PREVIEW_KEY not in again.storage.items
        tournament = again.ui.tournament
        assert tournament is not None and again.ui.tournament_match
        assert tournament["standings"] != [] and [m["seats"] for m in tournament["matches"] if m["round"] == 1] == \
            [m["seats"] for m in previewed["matches"] if m["round"] == 1]  # the draw that was shown

    run(test)


def test_a_game_under_a_preview_waits_through_a_reload_and_goes_on_when_the_preview_is_left() -> None:
    async def test() -> None:
        table = await started({"game": "briscola2", "level_1": "random", "speed": "fast"})
        await table.send(offered(table.scene))
        before = table.storage.items[SAVE_KEY]
        table.menu = dict(TOURNAMENT_MENU)
        await table.send(Intent("start"))
        panel = table.scene.tournament
        assert panel is not None and panel.buttons[0].label == "Iscriviti e gioca (la partita al tavolo è persa)"
        again = Table(table.storage)
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert panel_buttons(again) == ["tournament-enter", "tournament-cancel"]
        assert again.storage.items[SAVE_KEY] == before and again.hand_shown == table.hand_shown
        await again.send(Intent("tournament-cancel"))
        assert again.scene.tournament is None and TOURNAMENT_PREVIEW_KEY not in again.storage.items
        assert again.saved.to_move == 0  # the computer's turns went on: the player's move again
        await again.send(offered(again.scene))
        assert again.storage.items[SAVE_KEY] != before

    run(test)


def test_a_preview_not_stored_whole_is_not_shown_and_the_menu_opens() -> None:
    async def test() -> None:
        table = Table(Storage({TOURNAMENT_PREVIEW_KEY: json.dumps({"save": "{}", "view": {"over": False}})}))
        table.controller.resume(menu_submitted=False)
        await table.settle()
        assert table.scene.tournament is None and table.ui.menu_open

    run(test)


def test_an_entry_above_the_chips_cannot_be_paid_and_the_panel_says_so() -> None:
    async def test() -> None:
        table = await tournament_table(Storage({"briscola.settings": json.dumps({"chips": 60})}))
        assert panel_buttons(table) == ["tournament-cancel"]
        panel = table.scene.tournament
        assert panel is not None and any("60" in line for line in panel.lines)
        await table.send(Intent("tournament-enter"))
        assert table.ui.chips == 60 and TOURNAMENT_KEY not in table.storage.items

    run(test)


@pytest.mark.parametrize("game_name", ["briscola2", "briscola4"])
def test_a_whole_tournament_is_played_from_the_panel_and_the_prize_paid_once(game_name: str) -> None:
    async def test() -> None:
        storage = Storage()
        table = await tournament_table(storage, game=MENU_GAME[game_name])
        await table.send(Intent("tournament-enter"))
        assert table.ui.chips == 900 and TOURNAMENT_KEY in storage.items
        matches = 0
        while True:
            tournament = table.ui.tournament
            assert tournament is not None
            if tournament["over"]:
                break
            assert table.ui.tournament_match and not table.ui.tournament_open
            opponent = tournament["next"]["names"][1 - tournament["next"]["seats"].index(0)]
            # The opponents by name, not "Computer"; in a pair, the partner opposite the person.
            names = {shown.seat: shown.name for shown in table.scene.seats}
            if game_name == "briscola4":
                assert f"{names[1]} & {names[3]}" == opponent and names[2] == "Anna"
                assert table.ui.levels == {1: "random", 2: "random", 3: "random"}
            else:
                assert names[1] == opponent
            assert table.saved.options.format == "torneo" and table.saved.name == game_name
            await play_match(table)
            matches += 1
            panels = table.scene.panels
            assert panels is not None and panels.again == "end.tournament"
            assert panels.end is not None and panels.end.number == ""  # no game the menu can deal again
            assert any(line.startswith("Punti vittoria: ") for line in panels.end.lines)  # the tournament's own
            await table.send(Intent("again"))  # the end screen's button: back to the tournament
            if "tournament-play" in panel_buttons(table):
                await table.send(Intent("tournament-play"))
        assert 1 <= matches <= 2
        levels = table.ui.levels  # the last match's opponents' (and partner's)
        panel = table.scene.tournament
        assert panel is not None and panel_buttons(table) == ["menu", "tournament"]
        pairs = game_name == "briscola4"
        shown = "Briscola a 4 in coppia · 4 coppie" if pairs else "Briscola a 2 · 4 giocatori"
        assert panel.format_line.startswith(shown)
        assert panel.heads[1] == ("Coppia" if pairs else "Giocatore")
        assert sorted(row.cells[0] for row in panel.rows)[0] == "1"  # the places, once matches are played
        assert panel.rules == (f"./rules-{game_name}-it.html#tournaments",
                               "Come funzionano i tornei: punti vittoria, classifica, premi")
        assert panel.lines[0].startswith(("Avete vinto", "Torneo finito: siete") if pairs
                                         else ("Hai vinto", "Torneo finito: sei"))
        prize = tournament["prize"]
        assert tournament["place"] is not None and prize == (360 if tournament["place"] == 1 else 0)
        assert table.ui.chips == 900 + prize
        assert json.loads(storage.items["briscola.settings"])["chips"] == 900 + prize
        counted = json.loads(storage.items["briscola.stats"])
        assert counted["tournaments"] == {"played": 1, "won": int(prize > 0), "prizes": prize}
        assert counted["games"][game_name]["played"] == matches  # each match is a partita too
        again = Table(storage)  # a reload: the same panel, and no second prize
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert again.ui.chips == 900 + prize and again.ui.tournament == tournament
        panels = again.scene.panels  # the last match's end screen leads back to the tournament still
        assert panels is not None and panels.end is not None and panels.again == "end.tournament"
        assert again.ui.levels == levels and panels.share == ""  # the match's levels, nothing to share
        saved = storage.items[SAVE_KEY]
        await again.send(Intent("again"))
        assert again.ui.tournament_open and storage.items[SAVE_KEY] == saved  # no game of its format begun

    run(test)


@pytest.mark.parametrize("game_name", ["briscola2", "briscola4"])
def test_a_reload_in_the_middle_of_the_match_continues_it_and_records_it(game_name: str) -> None:
    async def test() -> None:
        storage = Storage()
        table = await tournament_table(storage, game=MENU_GAME[game_name])
        await table.send(Intent("tournament-enter"))
        for _ in range(5):
            await table.send(offered(table.scene))
        names = [shown.name for shown in table.scene.seats]
        again = Table(storage)
        again.controller.resume(menu_submitted=False)
        assert [shown.name for shown in again.scene.seats] == names  # at once, from the stored view
        await again.settle()
        assert again.ui.tournament_match and again.saved.to_json() == table.saved.to_json()
        assert [shown.name for shown in again.scene.seats] == names and again.ui.levels == table.ui.levels
        await play_match(again)
        tournament = again.ui.tournament
        assert tournament is not None and tournament["playing"] is None
        assert any(0 in m["seats"] and m["winner"] is not None for m in tournament["matches"])

    run(test)


def test_starting_another_game_loses_the_match_in_progress_and_keeps_the_tournament() -> None:
    async def test() -> None:
        storage = Storage()
        table = await tournament_table(storage)
        await table.send(Intent("tournament-enter"))
        match = table.ui.tournament["next"] if table.ui.tournament else None
        assert match is not None
        table.menu = {"game": "briscola2", "level_1": "random", "speed": "fast"}
        await table.send(Intent("start"))
        assert table.saved.options.format != "torneo" and not table.ui.tournament_match
        tournament = table.ui.tournament
        assert tournament is not None and tournament["over"], "out of the knock-out: the others played on to the end"
        row = next(m for m in tournament["matches"] if m["id"] == match["id"])
        assert row["forfeit"] and row["winner"] != 0
        panel = table.scene.tournament
        assert panel is not None and panel.in_bar and not panel.open  # still there to be looked at
        stored = json.loads(storage.items[TOURNAMENT_KEY])
        assert stored["match"] is None

    run(test)


def test_a_tournament_save_the_engine_refuses_is_kept_aside_and_explained() -> None:
    async def test() -> None:
        storage = Storage({TOURNAMENT_KEY: '{"format": "briscola-tournament-run/1", "tournament": "{"}',
                           "briscola.tournament.view": "{}"})
        table = Table(storage)
        table.controller.resume(menu_submitted=False)
        await table.settle()
        notice = table.scene.notice
        assert notice is not None and "briscola.tournament.unreadable." in notice[1]
        assert TOURNAMENT_KEY not in storage.items
        assert any(key.startswith(TOURNAMENT_ASIDE_PREFIX) for key in storage.items)
        assert SaveSlot(storage).tournament() is None

    run(test)


def test_a_refused_tournament_the_full_storage_cannot_set_aside_stays_and_is_explained() -> None:
    async def test() -> None:
        bad = '{"format": "briscola-tournament-run/1", "tournament": "{"}'
        storage = Storage({TOURNAMENT_KEY: bad}, full=True)
        table = Table(storage)
        table.controller.resume(menu_submitted=False)
        await table.settle()
        assert table.ui.notice is not None and table.ui.notice.body == "notice.bad_tournament.full"
        assert storage.items == {TOURNAMENT_KEY: bad} and table.ui.tournament is None

    run(test)


def test_back_from_another_game_the_panel_says_that_game_ends_before_playing_the_next_match() -> None:
    async def test() -> None:
        table = await tournament_table(tournament_kind="round_robin", tournament_seats_rr="4")
        await table.send(Intent("tournament-enter"))
        table.menu = {"game": "briscola2", "level_1": "random", "speed": "fast"}
        await table.send(Intent("start"))  # the first match lost by abandon; the round-robin goes on
        await table.send(offered(table.scene))
        regular = table.saved
        await table.send(Intent("tournament"))
        panel = table.scene.tournament
        assert panel is not None and panel.open
        play = next(button for button in panel.buttons if button.intent == "tournament-play")
        assert play.label == "Gioca la partita del torneo (quella al tavolo è persa)"
        await table.send(Intent("tournament-play"))
        assert table.ui.tournament_match and table.saved.options.format == "torneo"
        assert table.saved.seed != regular.seed
        tournament = table.ui.tournament
        assert tournament is not None and sum(m["forfeit"] is True for m in tournament["matches"]) == 1

    run(test)


def test_a_match_and_a_game_each_lost_by_leaving_it_for_the_other_count_in_the_statistics() -> None:
    """Played in, then left: the match for another game (lost by abandon), that game for the
    next match (the panel said it ends): each is a partita lost, as Abbandona's is."""
    async def test() -> None:
        storage = Storage()
        table = await tournament_table(storage, tournament_kind="round_robin", tournament_seats_rr="4")
        await table.send(Intent("tournament-enter"))
        await table.send(offered(table.scene))  # a card of the player's in the match
        table.menu = {"game": "briscola3", "level_1": "random", "level_2": "random", "speed": "fast"}
        await table.send(Intent("start"))
        assert not table.ui.tournament_match
        counted = json.loads(storage.items[STATS_KEY])["games"]
        assert (counted["briscola2"]["played"], counted["briscola2"]["won"]) == (1, 0)
        await table.send(offered(table.scene))  # a card of the player's in that game
        await table.send(Intent("tournament"))
        await table.send(Intent("tournament-play"))
        assert table.ui.tournament_match
        counted = json.loads(storage.items[STATS_KEY])["games"]
        assert (counted["briscola3"]["played"], counted["briscola3"]["won"]) == (1, 0)
        assert counted["briscola2"]["played"] == 1

    run(test)


def test_a_game_started_over_a_tournament_only_previewed_drops_the_preview() -> None:
    async def test() -> None:
        table = await tournament_table()
        table.menu = {"game": "briscola2", "level_1": "random", "speed": "fast"}
        await table.send(Intent("start"))
        assert table.scene.tournament is None and table.ui.chips == 1000
        assert TOURNAMENT_KEY not in table.storage.items and table.saved.options.format != "torneo"
        assert TOURNAMENT_PREVIEW_KEY not in table.storage.items

    run(test)


def test_the_next_match_is_played_even_while_another_games_computer_is_thinking() -> None:
    async def test() -> None:
        engine = ThinkingEngine()
        engine.go.set()
        table = Table(Storage(), engine)
        table.menu = {**TOURNAMENT_MENU, "tournament_kind": "round_robin", "tournament_seats_rr": "4"}
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        await table.send(Intent("tournament-enter"))
        table.menu = {"game": "briscola2", "level_1": "random", "speed": "fast"}
        engine.go.clear()  # from here the computer seats think until told
        table.controller.intent(Intent("start"))
        for _ in range(200):  # until the other game's computer thinks, or the player moves
            await asyncio.sleep(0)
            view = table.controller.view
            if table.ui.thinking_seat == 1:
                break
            if view is not None and view["to_move"] == 0 and not table.controller.busy:
                table.controller.intent(Intent("play", table.hand_shown[0] or ""))
        assert table.controller.busy and table.ui.thinking_seat == 1
        table.controller.intent(Intent("tournament"))
        table.controller.intent(Intent("tournament-play"))
        engine.go.set()
        await table.settle()
        assert table.ui.tournament_match and table.saved.options.format == "torneo"

    run(test)


def test_a_match_stored_before_pairs_tournaments_goes_on_after_the_update() -> None:
    async def test() -> None:
        storage = Storage()
        table = await tournament_table(storage)
        await table.send(Intent("tournament-enter"))
        await table.send(offered(table.scene))
        opponent = table.scene.seats[1].name
        # What the page stored before: a run save with no players' names, a view with no seats.
        run_save = json.loads(storage.items[TOURNAMENT_KEY])
        del run_save["members"]
        storage.items[TOURNAMENT_KEY] = json.dumps(run_save)
        view = json.loads(storage.items[TOURNAMENT_VIEW_KEY])
        for key in ("game", "seat_names", "next_levels"):
            del view[key]
        storage.items[TOURNAMENT_VIEW_KEY] = json.dumps(view)
        again = Table(storage)
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert again.ui.tournament_match and again.saved.to_json() == table.saved.to_json()
        assert again.scene.seats[1].name == opponent and again.ui.levels == {1: "random"}
        await play_match(again)
        tournament = again.ui.tournament
        assert tournament is not None and tournament["playing"] is None and "seat_names" in tournament

    run(test)


def test_a_match_between_pairs_is_told_with_plural_verbs() -> None:
    won = {"id": "r1-m1", "names": ["Nino & Olga", "Dario & Elena"], "seats": [1, 2], "winner": 1,
           "difference": 74, "forfeit": False}
    assert match_line("it", won, None, 0, True) == "Nino & Olga hanno battuto Dario & Elena, 74 punti di differenza"
    assert match_line("en", won, None, 0, True) == "Nino & Olga beat Dario & Elena by 74 points"
    assert match_line("it", won, None, 0, False) == "Nino & Olga ha battuto Dario & Elena, 74 punti di differenza"
    lost = {**won, "seats": [1, 0], "names": ["Nino & Olga", "Ada & Anna"]}
    assert match_line("it", lost, None, 0, True) == "Nino & Olga vi hanno battuto, 74 punti di differenza"
    forfeit = {**won, "forfeit": True}
    assert match_line("it", forfeit, None, 0, True) == "Nino & Olga hanno battuto Dario & Elena (abbandono)"
    ours = {**lost, "winner": 0}  # to the person's pair, "you" in the plural
    assert match_line("it", ours, None, 0, True) == "Avete battuto Nino & Olga, 74 punti di differenza"
    assert match_line("it", ours, None, 0, False) == "Hai battuto Nino & Olga, 74 punti di differenza"


@pytest.mark.parametrize("game_name, entered, shown", [
    ("briscola2", "Tu", "You"), ("briscola4", "Tu", "You & Anna"), ("briscola2", "You", "Tu"),
    ("briscola2", "Ugo", "Ugo"), ("briscola4", "Ugo", "Ugo & Anna"),
])
def test_a_person_who_gave_no_name_is_named_in_the_pages_language(game_name: str, entered: str, shown: str) -> None:
    view = Session().tournament({**REQUEST, "game": game_name, "name": entered})["tournament"]
    ui = UIState()
    ui.tournament, ui.lang = view, "it" if entered == "You" else "en"
    panel = build(ui)
    assert panel is not None
    ours = [row.cells[1] for row in panel.rows if row.you]
    assert ours == [shown] and sum(shown in line for r in panel.rounds for line in r.matches) == 1


def test_with_mixed_levels_the_standings_tell_each_opponents_level_before_entering() -> None:
    view = Session().tournament({**REQUEST, "kind": "round_robin", "seats": 5, "level": "mixed"})["tournament"]
    ui = UIState(lang="en")
    ui.tournament, ui.tournament_preview = view, True
    panel = build(ui)
    assert panel is not None
    levels = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
    names = {row["seat"]: row["name"] for row in view["standings"]}
    expected = {f"{names[seat]} ({levels[level]})" for seat, level in enumerate(view["levels"]) if seat}
    assert {row.cells[1] for row in panel.rows if not row.you} == expected
    assert [row.cells[1] for row in panel.rows if row.you] == [REQUEST["name"]]  # no level of their own
    one_level = Session().tournament({**REQUEST, "kind": "round_robin", "seats": 5, "level": "hard"})["tournament"]
    ui.tournament = one_level
    shown = build(ui)
    assert shown is not None and not any("(" in row.cells[1] for row in shown.rows)  # the format line says it


def test_a_free_tournament_says_it_is_free_and_lists_no_prizes() -> None:
    view = Session().tournament({**REQUEST, "entry": 0})["tournament"]
    ui = UIState()
    ui.tournament, ui.tournament_preview = view, True
    panel = build(ui)
    assert panel is not None
    assert panel.plan == ("Iscrizione gratuita: si gioca per la classifica, senza premi in fiches.",)
    assert panel.lines == ("Iscriversi non costa nulla.",)
