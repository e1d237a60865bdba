"""Pass-and-play: people at one device, a menu's computer seat given to a "Persona". The
worker's Session shows the view of the seat at the screen only (``seats``); between two
people the table is covered, no card of anyone's drawn, until the next one taps."""

from __future__ import annotations

import asyncio

import pytest


from tests.test_table_controller import (CLOCKED, PARTITE, SAVE_KEY, Storage, Table, ThinkingEngine, offered, run,
                                         started)

import menu  # noqa: E402 - site/py is on the path once test_table_controller is imported
from intents import Intent  # noqa: E402
from scene import Scene  # noqa: E402
import session as session_module  # noqa: E402
from session import Session  # noqa: E402

PEOPLE = {"game": "briscola2", "level_1": "human", "speed": "fast", "number": "31"}


async def people(storage: Storage | None = None, **fields: str | bool) -> Table:
    """A pass-and-play game started from the menu (PEOPLE, changed by ``fields``)."""
    return await started({**PEOPLE, **fields}, storage)


def covered(scene: Scene) -> str:
    """The name the cover asks for, "" when the table is shown; a covered table has no card."""
    assert scene.panels is not None
    if scene.panels.handover:
        assert not scene.sprites and not scene.seats
    return scene.panels.handover


def test_the_session_shows_the_seat_at_the_screen_and_thinks_for_no_person() -> None:
    session = Session()
    session.new("briscola4", 5, {})
    game = session.game
    assert game is not None
    for humans, viewer in (([0, 2], 1), ([0, 4], 0), ([], 0), ([0, 2], 3)):
        assert "error" in session.seats(humans, viewer)  # and nothing changed:
        assert (session.humans, session.viewer) == ({0}, 0)
    reply = session.seats([0, 2], 2)
    view = reply["state"]["view"]
    assert view["seat"] == 2 and view["hand"] == game.observation(2)["hand"]
    while game.to_move not in (0, 2):
        session.apply(session.choose("random", "people"))
    assert session.choose("random", "people") == ""  # a person's move is theirs
    timeout = reply = session.seats([0, 2], 2 if game.to_move == 0 else 0)  # the other person looks
    assert timeout["state"]["timeout_action"] is None  # the clock's card is only the viewer's
    assert session.new("briscola2", 1, {})["state"]["view"]["seat"] == 0  # a new game: one person again
    assert session.humans == {0}


def test_two_people_play_a_partita_passing_the_device_and_nobody_sees_the_others_cards() -> None:
    async def test() -> None:
        table = await people()
        passes = 0
        for _ in range(200):
            scene = table.scene
            name = covered(scene)
            if name:
                seat = table.ui.handover
                await table.send(Intent("handover"))
                view = table.controller.view
                assert view is not None and view["seat"] == seat and name == f"Giocatore {seat + 1}"
                shown = [sprite.code for sprite in table.scene.sprites if sprite.zone == f"hand-{seat}"]
                assert shown == view["hand_arranged"]  # that person's own cards
                mine = next(shown for shown in table.scene.seats if shown.seat == seat)
                assert (mine.position, mine.name) == ("bottom", name)  # at the bottom, by their name
                passes += 1
                continue
            panels = scene.panels
            assert panels is not None and not panels.undo_offered
            if panels.end is not None:
                break
            view = table.controller.view
            assert view is not None and (view["to_move"] == view["seat"] or view["phase"] != "play")
            await table.send(offered(scene))
        assert table.scene.panels is not None and table.scene.panels.end is not None
        assert passes >= 20  # each of the 20 tricks has a lead and an answer, by the two in turn
        assert "choose" not in table.engine.requests  # no computer played
        assert table.ui.stats["games"] == {}  # nobody's own statistics

    run(test)


def test_with_computers_between_them_the_device_passes_only_from_person_to_person() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.menu = {"game": "briscola4", "level_1": "random", "level_2": "human", "level_3": "random",
                      "speed": "fast", "number": "8"}
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        seen = set()
        for _ in range(40):
            if covered(table.scene):
                await table.send(Intent("handover"))
                continue
            view = table.controller.view
            assert view is not None
            seen.add(view["seat"])
            if view["phase"] != "play":
                break
            await table.send(offered(table.scene))
        assert seen == {0, 2} and "choose" in table.engine.requests

    run(test)


def test_a_reload_covers_the_table_until_the_person_taps() -> None:
    async def test() -> None:
        storage = Storage()
        table = await people(storage)
        await table.send(Intent("handover"))
        await table.send(offered(table.scene))  # one card: the other person's turn, covered
        seat = table.ui.handover
        assert seat is not None and covered(table.scene)
        again = Table(storage)
        again.menu = dict(PEOPLE)
        again.controller.resume(menu_submitted=False)
        assert again.ui.handover is not None and covered(again.scene)  # at once, before the engine answers
        await again.settle()
        assert again.ui.handover == seat and covered(again.scene) == f"Giocatore {seat + 1}"
        await again.send(Intent("handover"))
        view = again.controller.view
        assert view is not None and view["seat"] == seat and view["to_move"] == seat
        assert storage.items[SAVE_KEY] == table.storage.items[SAVE_KEY]

    run(test)


def test_the_clocks_stop_while_the_device_changes_hands() -> None:
    async def test() -> None:
        table = await people(**CLOCKED)
        assert covered(table.scene) and not table.controller.clock_runs
        await table.send(Intent("tick", number=60_000))  # a minute behind the cover: no card played
        await table.send(Intent("handover"))
        assert table.controller.clock_runs and table.ui.clock is not None
        assert table.ui.clock.move_left == 5  # the whole move clock, for the person now looking

    run(test)


@pytest.mark.parametrize("fields", PARTITE.values(), ids=list(PARTITE))
def test_every_game_is_played_to_its_end_with_two_people_and_the_computer(fields: dict[str, str | bool]) -> None:
    """Auctions, calls, deals' results and the next deals too: each passes between the two
    people whenever the other is to move, and the partita ends."""
    async def test() -> None:
        table = Table(Storage())
        table.menu.update(fields, **{f"level_{seat}": "random" for seat in range(1, 5)})
        table.menu["level_1"] = "human"
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        assert not table.ui.menu_open, table.scene.menu_error
        looked, titles = set(), set()
        for _ in range(3_000):
            scene = table.scene
            if covered(scene):
                await table.send(Intent("handover"))
                continue
            if scene.panels is not None and scene.panels.end is not None:
                break
            view = table.controller.view
            assert view is not None
            looked.add(view["seat"])
            if scene.result is not None:
                titles.add(scene.result.title)
            await table.send(offered(scene))
        else:
            pytest.fail("the partita did not end")
        assert looked == {0, 1} and table.saved.to_move is None
        again = Table(table.storage)  # a reload: the end screen at once, no cover over it
        again.menu = dict(table.menu)
        again.controller.resume(menu_submitted=False)
        await again.settle()
        assert not covered(again.scene) and again.scene.panels is not None and again.scene.panels.end is not None
        # Read by all at the table: every seat by its name, none as "you", whoever holds the device.
        end = table.scene.panels.end
        titles.add(end.title)
        assert not [title for title in titles if title.startswith(("Hai ", "Tu ", "Tu,")) or " avete " in title]
        assert end.won is None and end.table is not None
        shorts = [column.short for column in end.table.columns]
        assert len(set(shorts)) == len(shorts) and "Tu" not in shorts, shorts
        assert table.scene.panels.share and "result=" not in table.scene.panels.share  # no one person's result

    run(test)


def test_the_people_go_by_the_names_the_menu_gave_them() -> None:
    assert menu.parse({"game": "briscola3", "level_1": "human", "name_1": "  Anna  ", "level_2": "easy",
                       "name_2": "Bruno"}).people == {1: "Anna"}  # a name only for a Persona's seat
    assert menu.parse({"game": "briscola2", "level_1": "human", "name_1": " "}).people == {}

    async def test() -> None:
        table = await people(name="Marco", name_1="Anna")
        asked = set()
        for _ in range(6):
            name = covered(table.scene)
            if name:
                asked.add(name)
                assert table.scene.status == ("Passa ad Anna" if name == "Anna" else f"Passa a {name}")
                await table.send(Intent("handover"))
            else:
                await table.send(offered(table.scene))
        assert asked == {"Marco", "Anna"}
        assert "Anna" not in menu.share("briscola2", 31, {}, table.ui.levels)  # a link carries no names

    run(test)


def test_the_menu_goes_over_a_bare_felt_and_the_cover_comes_back_as_it_closes() -> None:
    async def test() -> None:
        storage = Storage()
        table = await people(storage)
        assert covered(table.scene)
        await table.send(Intent("menu"))  # the cover's Nuova partita
        scene = table.scene
        assert scene.menu_open and not covered(scene) and not scene.sprites  # no cover over the menu, no card
        await table.send(Intent("menu-closed"))
        assert covered(table.scene)
        # A shared partita's link opens the menu on the next visit, over the covered game.
        again = Table(storage)
        again.menu = dict(PEOPLE)
        again.controller.resume(menu_submitted=False, shared={"game": "briscola3", "number": "5"})
        await again.settle()
        assert again.scene.menu_open and not covered(again.scene) and not again.scene.sprites
        await again.send(Intent("menu-closed"))
        assert covered(again.scene)

    run(test)


@pytest.mark.parametrize("number, first", [("3", 0), ("5", 2)])  # the person the computer leaves the move to
def test_a_tap_on_the_cover_while_the_computer_plays_counts_once_it_is_done(number: str, first: int) -> None:
    async def test() -> None:
        engine = ThinkingEngine()
        table = Table(Storage(), engine)
        table.menu = {"game": "briscola4", "level_1": "random", "level_2": "human", "level_3": "random",
                      "speed": "fast", "number": number}
        table.controller.resume(menu_submitted=False)
        table.controller.intent(Intent("start"))
        for _ in range(200):  # the computer thinks behind the cover of a new game
            await asyncio.sleep(0)
            if table.ui.thinking_seat is not None:
                break
        assert table.ui.thinking_seat is not None and covered(table.scene) and table.ui.handover == 0
        table.controller.intent(Intent("handover"))  # Giocatore 1 taps at once
        engine.go.set()
        await table.settle()
        view = table.controller.view
        assert view is not None and view["to_move"] == first
        if first == 0:  # still Giocatore 1's to look: the tap counted
            assert not covered(table.scene) and view["seat"] == 0
        else:  # another person moves first: the cover names them now, no one's cards shown
            assert covered(table.scene) == "Giocatore 3" and table.ui.handover == first

    run(test)


def test_each_persons_moves_are_analysed_in_the_replay_by_their_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_module, "ADVISER", "medium")  # quicker; who is advised is the point here

    async def test() -> None:
        table = await people()
        for _ in range(200):
            scene = table.scene
            if covered(scene):
                await table.send(Intent("handover"))
                continue
            assert scene.panels is not None
            if scene.panels.end is not None:
                break
            await table.send(offered(scene))
        await table.send(Intent("replay"))
        analysed = set()
        for _ in range(6):
            await table.send(Intent("replay-step", "forward"))
            replay, shown = table.ui.replay, table.scene.replay
            assert replay is not None and shown is not None and shown.can_analyse  # every move is a person's
            await table.send(Intent("replay-analyse"))
            shown = table.scene.replay
            assert shown is not None and f"· Giocatore {replay['actor'] + 1}: " in shown.text  # whose move, once
            assert shown.analysis.startswith(("Mossa dell'Esperto: ", "L'Esperto fa la stessa mossa")), shown.analysis
            analysed.add(replay["actor"])
        assert analysed == {0, 1}

    run(test)


def test_a_tournament_chosen_from_the_covers_menu_shows_its_panel_and_cancel_brings_the_cover_back() -> None:
    async def test() -> None:
        table = await people()
        while not covered(table.scene):  # the device goes to the second person
            await table.send(offered(table.scene))
        table.menu = {"game": "torneo", "tournament_kind": "knockout", "tournament_seats": "4",
                      "tournament_deals": "1", "tournament_entry": "0", "tournament_level": "random",
                      "speed": "fast", "number": "77"}
        await table.send(Intent("start"))
        panel = table.scene.tournament
        assert panel is not None and panel.open and not covered(table.scene)  # the panel, not the cover
        await table.send(Intent("tournament-cancel"))
        assert covered(table.scene) == "Giocatore 2"  # back to the game between the two people

    run(test)
