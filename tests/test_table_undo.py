"""Taking a move back (Annulla mossa, Ctrl+Z): the worker's Session puts the game back to
just before the player's last move of the deal, the computer's answers undone with it; the
table offers it only where it is fair (no tournament match, no clock, the deal not over)."""

from __future__ import annotations

import json

import briscola

from tests.test_table_controller import (MENU, SAVE_KEY, Storage, ThinkingEngine, clocked, led_and_thinking, offered, run,
                                        started)

from intents import Intent  # noqa: E402 - site/py is on the path once test_table_controller is imported
from session import Session  # noqa: E402


def own_turn(session: Session) -> briscola.Game:
    """The session's game, its computer seat moved (Random, seeded) up to the player's turn."""
    game = session.game
    assert game is not None
    while game.to_move not in (0, None) and not game.deal_over:
        session.apply(session.choose("random", "undo"))
    return game


def test_undo_goes_back_to_before_each_of_the_players_moves_of_the_deal_in_turn() -> None:
    session = Session()
    reply = session.new("briscola2", 7, {})
    assert not reply["state"]["can_undo"] and "error" in session.undo()  # nothing of the player's yet
    saves = []
    for _ in range(3):
        game = own_turn(session)
        saves.append(game.to_json())
        card = game.observation(0)["hand"][0]
        reply = session.apply(f"play {card}")
        assert reply["state"]["can_undo"]
    own_turn(session)
    for save in reversed(saves):
        reply = session.undo()
        assert reply["save"] == save and reply["state"]["to_move"] == 0  # the player's to play again
    assert not reply["state"]["can_undo"] and "error" in session.undo()


def test_a_refused_undo_leaves_the_game_as_it_was() -> None:
    session = Session()
    assert "error" not in session.new("briscola2", 8, {})
    game = own_turn(session)
    before = game.to_json()
    assert session.undo() == {"error": "there is no move of yours in this deal to take back"}
    assert session.game is game and game.to_json() == before


def test_a_finished_deal_is_not_taken_back_and_a_reload_keeps_what_may_be() -> None:
    session = Session()
    assert "error" not in session.new("briscola2", 9, {"format": "smazzate", "deals": 3})
    game = own_turn(session)
    session.apply(f"play {game.observation(0)['hand'][0]}")
    own_turn(session)
    loaded = Session()
    assert loaded.load(game.to_json())["state"]["can_undo"]  # worked out again from the save
    assert loaded.undo()["save"] == session.undo()["save"]
    while not game.deal_over:  # the first deal to its end
        game = own_turn(session)
        if not game.deal_over:
            session.apply(f"play {game.observation(0)['hand'][0]}")
    assert not session.apply("next")["state"]["can_undo"]
    assert not Session().load(game.to_json())["state"]["can_undo"]


def test_in_chiamata_a_call_of_the_auction_is_taken_back() -> None:
    session = Session()
    assert "error" not in session.new("chiamata", 11, {})
    game = own_turn(session)
    assert game.phase == "auction"
    before = game.to_json()
    session.apply("pass")
    assert json.loads(session.undo()["save"]) == json.loads(before)


def test_the_table_takes_the_move_back_and_says_so() -> None:
    async def test() -> None:
        table = await started()
        panels = table.scene.panels
        # The button is in the bar from the start, greyed until there is a move to take back.
        assert panels is not None and panels.undo_offered and not panels.undo_ready
        before = table.storage.items[SAVE_KEY]
        card = table.hand_shown[0] or ""
        await table.send(Intent("play", card))
        panels = table.scene.panels
        assert panels is not None and panels.undo_offered and panels.undo_ready and card not in table.hand_shown
        await table.send(Intent("undo"))
        assert table.storage.items[SAVE_KEY] == before and card in table.hand_shown
        assert table.scene.status == "Mossa annullata: tocca di nuovo a te."
        await table.send(Intent("play", table.hand_shown[1] or ""))
        assert table.scene.status != "Mossa annullata: tocca di nuovo a te."  # the game moved on

    run(test)



def test_undo_and_hints_stay_in_the_bar_all_partita_long_and_go_at_its_end() -> None:
    """Greyed between moves, never hidden, so that the bar's other buttons keep their
    places; at the end screen nothing can be taken back or played, and the bar has no room
    to spare."""
    async def test() -> None:
        table = await started({**MENU, "hints": True})
        for _ in range(200):
            panels = table.scene.panels
            assert panels is not None
            if panels.end is not None:
                break
            assert panels.undo_offered and panels.undo_ready == table.ui.can_undo and panels.hint_offered
            await table.send(offered(table.scene))
        panels = table.scene.panels
        assert panels is not None and panels.end is not None and not panels.undo_offered and not panels.hint_offered

    run(test)

def test_undo_stops_the_computer_thinking_on_the_move() -> None:
    async def test() -> None:
        table, played, before = await led_and_thinking(ThinkingEngine())
        assert table.ui.can_undo
        await table.send(Intent("undo"))
        assert table.storage.items[SAVE_KEY] == before and played in table.hand_shown
        assert table.ui.thinking_seat is None and not table.controller.busy

    run(test)


def test_no_undo_against_a_clock() -> None:
    async def test() -> None:
        table = await clocked(Storage())
        await table.send(Intent("play", table.hand_shown[0] or ""))
        saved = table.storage.items[SAVE_KEY]
        assert table.controller.table is not None and table.controller.table["can_undo"]  # the engine would
        panels = table.scene.panels
        assert panels is not None and not panels.undo_offered and not panels.undo_ready
        await table.send(Intent("undo"))
        assert table.storage.items[SAVE_KEY] == saved and "undo" not in table.engine.requests

    run(test)


def test_a_tournament_match_brings_nothing_to_take_back_from_the_game_before() -> None:
    session = Session()
    session.new("briscola2", 7, {})
    game = own_turn(session)
    session.apply(f"play {game.observation(0)['hand'][0]}")
    assert session.own_moves
    reply = session.tournament({"op": "new", "kind": "knockout", "seats": 4, "deals": 1, "entry": 0, "seed": 3,
                                "name": "Ugo", "level": "random", "options": {}})
    assert "error" not in reply
    reply = session.tournament({"op": "play"})
    assert "state" in reply and not reply["state"]["can_undo"] and "error" in session.undo()


def test_no_undo_while_the_tournaments_other_tables_play() -> None:
    async def test() -> None:
        table = await started()
        await table.send(Intent("play", table.hand_shown[0] or ""))
        assert table.scene.panels is not None and table.scene.panels.undo_ready
        table.ui.tournament_busy = True  # "Gioca la partita" pressed: the worker plays the other matches
        table.controller.redraw()
        assert table.scene.panels is not None and not table.scene.panels.undo_ready
        saved = table.storage.items[SAVE_KEY]
        await table.send(Intent("undo"))
        assert table.storage.items[SAVE_KEY] == saved and "undo" not in table.engine.requests

    run(test)
