"""The Expert's hints at the table (a menu option, off by default): at the player's turn the
bar's Suggerimento asks the worker (Session.advise, from the player's own observation), the
card suggested is chosen in the hand and named in the status line."""

from __future__ import annotations

from typing import Any, Callable

import briscola

from tests.test_table_controller import MENU, LocalEngine, Storage, Table, offered, run, started
from tests.test_table_tournament import TOURNAMENT_MENU

from intents import Intent  # noqa: E402 - site/py is on the path once test_table_controller is imported


def test_a_hint_chooses_the_experts_card_in_the_hand_only_when_hints_are_on() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        while not table.scene.placeholder:  # the player's turn
            await table.send(offered(table.scene))
        assert table.scene.panels is not None and not table.scene.panels.hint_offered
        await table.send(Intent("hint"))
        assert table.ui.hinted is None and "advise" not in table.engine.requests  # off: nothing asked
        table.menu = {**table.menu, "hints": True}
        await table.send(Intent("start"))
        # On: the button stays in the bar, greyed while the others play.
        while not table.scene.placeholder:
            panels = table.scene.panels
            assert panels is not None and panels.hint_offered
            assert panels.hint_ready == bool(table.controller.view and table.controller.view["legal_actions"])
            await table.send(offered(table.scene))
        assert table.scene.panels is not None and table.scene.panels.hint_offered and table.scene.panels.hint_ready
        await table.send(Intent("hint"))
        hinted = table.ui.hinted
        assert hinted is not None and hinted.startswith("play ") and table.ui.selected == hinted[len("play "):]
        assert table.scene.status.startswith("L'Esperto suggerisce: ")
        await table.send(Intent("play-selected"))
        assert table.ui.hinted is None and hinted in table.saved.actions

    run(test)


async def move_taken_back() -> Table:
    """A Briscola a 2 with hints on, the player's first card played and taken back: the
    status says so."""
    table = await started({**MENU, "hints": True})
    while not table.scene.placeholder:
        await table.send(offered(table.scene))
    await table.send(offered(table.scene))  # a card played, the computer's answer too
    while not table.scene.placeholder:
        await table.send(offered(table.scene))
    await table.send(Intent("undo"))
    assert table.scene.status == "Mossa annullata: tocca di nuovo a te."
    return table


def test_a_hint_after_a_move_taken_back_is_named_in_the_status() -> None:
    async def test() -> None:
        table = await move_taken_back()
        await table.send(Intent("hint"))
        assert table.ui.hinted is not None and table.scene.status.startswith("L'Esperto suggerisce: ")

    run(test)


def test_a_hint_in_chiamatas_auction_names_the_experts_call() -> None:
    async def test() -> None:
        table = await started({**MENU, "game": "chiamata", "level_1": "medium", "level_2": "medium",
                               "level_3": "medium", "level_4": "medium", "hints": True, "number": "515"})
        while table.scene.auction is None or table.scene.auction.waiting:  # the player's call
            assert table.controller.view is not None and table.controller.view["phase"] == "auction"
            await table.settle()
        await table.send(Intent("hint"))
        hinted = table.ui.hinted
        assert hinted is not None and hinted.split()[0] in ("pass", "bid")
        assert table.scene.status.startswith("L'Esperto suggerisce: ")
        assert "bid" not in table.scene.status and table.scene.status != "L'Esperto suggerisce: "
        await table.send(Intent("act", hinted))
        assert hinted in table.saved.actions

    run(test)


class Suggesting(LocalEngine):
    """An adviser whose suggestion a test chooses from the legal actions (the Expert's own
    could be any of them): what the table then shows is the test's to check."""

    def __init__(self, pick: Callable[[list[str]], str]) -> None:
        super().__init__()
        self.pick = pick

    async def advise(self, save: str, moves: int) -> dict[str, Any]:
        legal = briscola.load_game(save, moves=moves).legal_actions()
        return await self._answer("advise", {"advice": self.pick(legal), "played": None})


def test_a_call_suggested_in_the_auction_is_shown_where_the_player_would_make_it() -> None:
    """Points on the stepper, set to the suggested value and marked; a card to call, its suit
    opened in the picker and the card marked; a plain call's button marked."""
    def pick(legal: list[str]) -> str:
        calls = [action for action in legal if action.startswith("call ")]
        points = [action for action in legal if action.split()[-1].isdigit()]
        return calls[-1] if calls else points[len(points) // 2] if points else legal[0]

    async def test() -> None:
        table = Table(Storage(), Suggesting(pick))
        table.menu = {**MENU, "game": "chiamata", "level_1": "medium", "level_2": "medium", "level_3": "medium",
                      "level_4": "medium", "hints": True, "auction_points": True, "number": "515"}
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        while table.scene.auction is None or table.scene.auction.waiting:  # the player's call
            await table.settle()
        await table.send(Intent("hint"))
        auction, hinted = table.scene.auction, table.ui.hinted
        assert auction is not None and auction.stepper is not None and hinted is not None
        assert auction.stepper.action == hinted and auction.stepper.hinted and auction.stepper.value > auction.stepper.values[0]
        assert not any(button.hinted for button in auction.buttons)
        await table.send(Intent("act", "bid 120"))  # the highest call: the auction is the player's
        while table.scene.auction is None or table.scene.auction.waiting:
            await table.settle()
        await table.send(Intent("hint"))
        auction, hinted = table.scene.auction, table.ui.hinted
        assert auction is not None and hinted is not None and hinted.startswith("call ")
        assert auction.suits[-1].chosen and [card.action for card in auction.cards if card.hinted] == [hinted]
        await table.send(Intent("act", hinted))
        assert hinted in table.saved.actions

    run(test)


def test_no_hint_or_undo_is_offered_under_a_tournaments_panel() -> None:
    """A tournament looked at over a game in progress: the bar's hint chose a card of the
    game under the panel, unseen."""
    async def test() -> None:
        table = await started({**MENU, "hints": True})
        while not table.scene.placeholder:
            await table.send(offered(table.scene))
        await table.send(offered(table.scene))  # a move the player may take back
        while not table.scene.placeholder:
            await table.send(offered(table.scene))
        panels = table.scene.panels
        assert panels is not None and panels.hint_offered and panels.undo_offered
        table.menu = dict(TOURNAMENT_MENU)
        await table.send(Intent("start"))
        assert table.scene.tournament is not None and table.scene.tournament.open
        panels = table.scene.panels
        assert panels is not None and not panels.hint_offered and not panels.undo_offered

    run(test)


def test_a_card_chosen_after_a_move_taken_back_is_named_in_the_status() -> None:
    async def test() -> None:
        table = await move_taken_back()
        await table.send(Intent("pick", number=1))  # a card chosen: the status says which, not the undo
        assert table.ui.selected is not None and table.scene.status.startswith("Hai scelto")
        assert table.ui.notice is None

    run(test)
