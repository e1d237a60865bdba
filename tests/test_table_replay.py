"""A finished partita shown again, every hand open (the worker's replay, the table's bar):
stepped through by its buttons and the arrow keys, left with Escape, never for a game in
progress."""

from __future__ import annotations

import json
import random

import briscola
import pytest

from ai_helpers import hidden_twins
from tests.test_table_controller import Storage, Table, offered, run

from intents import Intent  # noqa: E402 - site/py is on the path once test_table_controller is imported
from saves import SAVE_KEY  # noqa: E402
import session as session_module  # noqa: E402
from session import Session  # noqa: E402


async def finished_table(fields: dict[str, str] | None = None) -> Table:
    """A partita played to its end by the player offered's first move; MENU's or ``fields``'."""
    table = Table(Storage())
    if fields is not None:
        table.menu = {**table.menu, **fields}
    table.controller.resume(menu_submitted=False)
    await table.send(Intent("start"))
    for _ in range(200):
        if table.scene.panels is not None and table.scene.panels.end is not None:
            return table
        await table.send(offered(table.scene))
    raise AssertionError("the partita did not end")


def test_the_worker_replays_only_a_finished_partita_with_every_hand_open() -> None:
    session = Session()
    game = briscola.new_game("briscola2", seed=4)
    game.apply(game.legal_actions()[0])
    assert "finished" in Session().replay(game.to_json(), 1)["error"]
    while game.to_move is not None:
        game.apply(game.legal_actions()[0])
    save = game.to_json()
    first = session.replay(save, 0)["replay"]
    assert first["step"] == 0 and first["steps"] == 40 and first["action"] is None
    assert len(first["view"]["open_hands"]["1"]) == 3 and first["view"]["legal_actions"] == []
    fifth = session.replay(save, 5)["replay"]
    assert fifth["action"] == game.actions[4] and fifth["actor"] == briscola.load_game(save, moves=4).to_move
    assert fifth["view"] == json.loads(json.dumps(briscola.load_game(save, moves=5).revealed_observation(0)))
    assert session.replay(save, 99)["replay"]["step"] == 40  # a step past the end is the end
    assert "error" in session.replay("{", 0)


def test_the_worker_tells_where_each_deal_of_the_replay_starts_and_ends() -> None:
    game = briscola.new_game("briscola2", seed=7, options={"format": "smazzate", "deals": 3})
    rng = random.Random(7)
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
    nexts = [i for i, action in enumerate(game.actions) if action == "next"]
    assert len(nexts) >= 1
    replay = Session().replay(game.to_json(), 3)["replay"]
    assert replay["starts"] == [0] + [i + 1 for i in nexts]
    assert replay["ends"] == nexts + [len(game.actions)]
    for start in replay["starts"]:  # each start's step is a deal's cards just dealt
        assert briscola.load_game(game.to_json(), moves=start).observation(0)["history"] == []
    for end in replay["ends"]:  # each end's is a deal over
        assert briscola.load_game(game.to_json(), moves=end).deal_over


def test_a_replay_of_many_deals_goes_deal_by_deal_and_tells_each_deals_outcome() -> None:
    async def test() -> None:
        table = await finished_table({"format": "smazzate", "deals": "3"})
        await table.send(Intent("replay"))
        replay = table.ui.replay
        assert replay is not None and len(replay["starts"]) >= 2
        scene = table.scene.replay
        assert scene is not None and scene.by_deal and not scene.outcome
        await table.send(Intent("replay-step", "last"))  # the first deal's last card
        replay, shown = table.ui.replay, table.controller.view
        assert replay is not None and shown is not None and replay["step"] == replay["ends"][0]
        over = replay["view"]
        result = over["deal_result"]
        assert over["phase"] == "deal_over" and result is not None
        # The deal's last trick on the table (an empty felt hid the card the bar names), every
        # point counted, as the bar's outcome says them (the trick held had left its points out).
        last = over["history"][-1]
        assert shown["table"] == last["cards"] and shown["trick_winner"] == last["winner"]
        assert shown["points"] == over["points"] and sum(shown["points"]) == 120 and shown["scores"] == over["scores"]
        scene = table.scene.replay
        assert scene is not None and not scene.at_end and "smazzata 1 di " in scene.text
        assert table.scene.score.endswith("Smazzata 1 di 3")  # told over the table too: a phone's bar has no room
        title, points = scene.outcome.split(" · ")
        assert title == ("Hai vinto la smazzata!" if result["winners"] == [0] else "Computer ha vinto la smazzata")
        # The winner's first, never broken inside.
        assert points == "\u00a0a\u00a0".join(str(p) for p in sorted(result["side_points"], reverse=True))
        await table.send(Intent("replay-step", "forward"))  # the next deal dealt: no outcome
        scene = table.scene.replay
        assert scene is not None and not scene.outcome and "smazzata 2 di " in scene.text
        for _ in range(3):
            await table.send(Intent("replay-step", "forward"))
        await table.send(Intent("replay-step", "first"))  # back to this deal's start
        assert table.ui.replay is not None and table.ui.replay["step"] == table.ui.replay["starts"][1]
        await table.send(Intent("replay-step", "first"))  # and from there the deal before's
        assert table.ui.replay is not None and table.ui.replay["step"] == 0
        for _ in range(len(table.ui.replay["ends"])):
            await table.send(Intent("replay-step", "last"))
        replay = table.ui.replay
        scene = table.scene.replay
        assert replay is not None and replay["step"] == replay["steps"] and scene is not None and scene.at_end
        assert "la partita" in scene.outcome.split(" — ")[-1]  # who won the partita, after the last deal's

    run(test)


def test_a_reload_in_the_middle_of_a_replay_comes_back_to_the_same_step_until_it_is_left() -> None:
    async def test() -> None:
        table = await finished_table()
        await table.send(Intent("replay"))
        for _ in range(7):
            await table.send(Intent("replay-step", "forward"))
        shown = table.scene.replay
        again = Table(table.storage)
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert again.scene.replay == shown and again.controller.view == table.controller.view
        await again.send(Intent("replay-exit"))
        third = Table(table.storage)  # left: a reload shows the end screen again
        third.controller.resume(menu_submitted=False)
        await third.settle()
        assert third.scene.replay is None and third.scene.panels is not None and third.scene.panels.end is not None
        await third.send(Intent("replay"))
        await third.send(Intent("replay-step", "forward"))
        assert json.loads(third.storage.items["briscola.settings"])["replay"]["step"] == 1
        third.menu = {**third.menu, "number": str(third.ui.game_number)}  # the same game again, anew
        await third.send(Intent("start"))
        assert json.loads(third.storage.items["briscola.settings"])["replay"] is None

    run(test)


def test_a_replay_steps_through_the_partita_and_gives_the_table_back() -> None:
    async def test() -> None:
        table = await finished_table()
        saved = table.storage.items[SAVE_KEY]
        await table.send(Intent("replay"))
        scene = table.scene
        assert scene.replay is not None and scene.replay.at_start and not scene.replay.at_end
        assert scene.panels is not None and scene.panels.end is None  # the end screen steps aside
        opponent = [sprite for sprite in scene.sprites if sprite.zone == "hand-1"]
        assert len(opponent) == 3 and all(sprite.code for sprite in opponent)  # open
        assert not any(sprite.playable for sprite in scene.sprites)
        await table.send(Intent("replay-step", "forward"))
        await table.send(Intent("step", number=1))  # the arrow key
        replay = table.ui.replay
        assert replay is not None and replay["step"] == 2
        assert table.scene.replay is not None and "mossa 2 di 40" in table.scene.replay.text
        shown = table.controller.view
        assert shown is not None and len(shown["table"]) == 2 and shown["trick_winner"] is not None  # the trick taken
        await table.send(Intent("replay-step", "back"))
        assert table.ui.replay is not None and table.ui.replay["step"] == 1
        await table.send(Intent("replay-step", "last"))
        scene = table.scene
        assert scene.replay is not None and scene.replay.at_end and scene.result is None
        final, shown = briscola.load_game(saved).observation(0), table.controller.view
        assert shown is not None and (shown["points"], shown["scores"]) == (final["points"], final["scores"])
        assert shown["totals"] == final["totals"] == final["points"]  # the bar's points in all (classica, torneo)
        assert sum(shown["points"]) == 120  # the last trick counted, as on the end screen
        await table.send(Intent("replay-step", "forward"))  # no further: nothing asked
        assert table.ui.replay is not None and table.ui.replay["step"] == 40
        await table.send(Intent("deselect"))  # Escape
        assert table.ui.replay is None and table.scene.replay is None
        assert table.scene.panels is not None and table.scene.panels.end is not None
        assert table.storage.items[SAVE_KEY] == saved  # a replay changes nothing

    run(test)


def test_escape_in_a_replay_first_closes_what_is_open_over_it() -> None:
    async def test() -> None:
        table = await finished_table()
        await table.send(Intent("replay"))
        for _ in range(10):
            await table.send(Intent("replay-step", "forward"))
        await table.send(Intent("last-trick"))
        assert table.ui.show_last_trick
        await table.send(Intent("deselect"))  # Escape: the last trick closed, the same move
        assert not table.ui.show_last_trick and table.ui.replay is not None and table.ui.replay["step"] == 10
        await table.send(Intent("scoreboard"))
        await table.send(Intent("deselect"))
        assert not table.ui.show_scoreboard and table.ui.replay is not None and table.ui.replay["step"] == 10
        await table.send(Intent("deselect"))  # nothing open: Escape leaves the replay
        assert table.ui.replay is None

    run(test)


def test_the_replay_says_whose_turn_it_is_in_the_players_own_words() -> None:
    async def test() -> None:
        table = await finished_table()
        await table.send(Intent("replay"))
        for _ in range(4):  # the player's seat leads or answers within the first tricks
            shown = table.controller.view
            assert shown is not None
            if shown["to_move"] == 0 and shown.get("trick_winner") is None:
                assert table.scene.status == "Tocca a te…"  # not "Tocca a Tu…", the name in a sentence
                return
            await table.send(Intent("replay-step", "forward"))
        raise AssertionError("the player's seat never came to move")

    run(test)


def test_steps_asked_while_the_replay_is_busy_are_all_taken() -> None:
    """Avanti pressed four times faster than the steps come, then once during the Expert's
    analysis: none is lost (a step asked while the page worked was dropped)."""
    async def test() -> None:
        table = await finished_table()
        await table.send(Intent("replay"))
        for _ in range(4):
            table.controller.intent(Intent("replay-step", "forward"))  # not waiting for each
        await table.settle()
        assert table.ui.replay is not None and table.ui.replay["step"] == 4
        await table.send(Intent("replay-step", "forward"))  # the player's move, to analyse
        while table.ui.replay is not None and table.ui.replay["actor"] != 0:
            await table.send(Intent("replay-step", "forward"))
        step = table.ui.replay["step"]
        table.controller.intent(Intent("replay-analyse"))
        assert table.controller.busy
        table.controller.intent(Intent("replay-step", "forward"))
        await table.settle()
        assert table.ui.replay is not None and table.ui.replay["step"] == step + 1

    run(test)


def test_a_game_in_progress_cannot_be_replayed() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        await table.send(Intent("replay"))
        assert table.ui.replay is None and "replay" not in table.engine.requests

    run(test)


@pytest.fixture
def medium_adviser(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Expert's 3 s safety clock could cut its thinking short on a loaded machine, and
    change its move: where a test compares two pieces of advice, Medium (no clock) gives them."""
    monkeypatch.setattr(session_module, "ADVISER", "medium")


def test_the_worker_advises_the_human_seat_only_where_it_has_a_move_to_make(medium_adviser: None) -> None:
    game = briscola.new_game("briscola2", seed=6)
    while game.to_move is not None:
        game.apply(game.legal_actions()[0])
    save = game.to_json()
    session = Session()
    for moves in range(0, 6):
        before = briscola.load_game(save, moves=moves)
        reply = session.advise(save, moves)
        if before.to_move != 0:
            assert reply == {"advice": None}
            continue
        assert reply["advice"] in before.legal_actions() and reply["played"] == game.actions[moves]
        assert Session().advise(save, moves) == reply  # seeded by the game and the move: the same again
    assert "error" in session.advise(save, 999)


def test_the_players_move_is_analysed_beside_the_experts_on_request() -> None:
    async def test() -> None:
        table = await finished_table()
        await table.send(Intent("replay"))
        for _ in range(4):
            replay = table.ui.replay
            assert replay is not None
            if replay["actor"] == 0:
                break
            await table.send(Intent("replay-step", "forward"))
        scene = table.scene
        assert scene.replay is not None and scene.replay.can_analyse and not scene.replay.analysis
        await table.send(Intent("replay-analyse"))
        scene = table.scene
        assert scene.replay is not None and "· Tu: " in scene.replay.text  # whose move, and what, said once
        assert scene.replay.analysis.startswith(("Mossa dell'Esperto: ", "L'Esperto fa la stessa mossa"))
        assert not scene.replay.can_analyse
        await table.send(Intent("replay-step", "forward"))
        scene = table.scene
        assert scene.replay is not None and not scene.replay.analysis  # each step its own

    run(test)


def test_the_advice_is_the_same_whatever_the_cards_the_seat_cannot_see(medium_adviser: None) -> None:
    # Fair play: two deals that agree on all the human seat has seen, and differ in the rest.
    checked = 0
    for twins in hidden_twins("briscola2", random.Random("advice"), 12):
        if twins.seat != 0:
            continue
        game, twin = twins.games()
        moves = len(twins.actions)
        assert Session().advise(game.to_json(), moves)["advice"] == Session().advise(twin.to_json(), moves)["advice"]
        checked += 1
    assert checked >= 2

