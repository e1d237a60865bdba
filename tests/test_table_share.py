"""A partita shared as a link (menu.share): its fragment holds the menu's fields of the
game, which boot.js puts into the menu; read back through the menu's own conditions and
``menu.parse``, they start the very same game (cards, options, computer levels)."""

from __future__ import annotations

import dataclasses
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote

import briscola
import pytest
from briscola.options import Options

from tests.test_table_controller import Storage, Table, offered, run

import endscreen  # noqa: E402 - site/py is on the path once test_table_controller is imported
import menu  # noqa: E402
from intents import Intent  # noqa: E402

TEMPLATE = Path(__file__).resolve().parent.parent / "site" / "templates" / "index.html"
VOID = {"input", "br", "img", "meta", "link", "hr", "source"}


class MenuFields(HTMLParser):
    """The menu's fields as the template declares them: each one's conditions (the data-*
    attributes of its own tag and of the elements around it) and whether it is a checkbox."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, list[tuple[str, str]]]] = []
        self.conditions: dict[str, list[tuple[str, str]]] = {}
        self.checkboxes: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        own = [(key[len("data-"):], value or "") for key, value in attrs
               if key.startswith("data-") and key[len("data-"):] in menu.CONDITIONS]
        around = [condition for _, conditions in self.stack for condition in conditions]
        named = dict(attrs)
        if tag in ("input", "select", "textarea") and named.get("name"):
            name = str(named["name"])
            self.conditions.setdefault(name, []).extend(around + own)
            if named.get("type") == "checkbox":
                self.checkboxes.add(name)
        if tag not in VOID:
            self.stack.append((tag, own))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break


FORM = MenuFields()
FORM.feed(TEMPLATE.read_text(encoding="utf-8"))


def filled(fragment: str) -> menu.Fields:
    """The menu's fields that apply to the game (page.py's read_menu) once boot.js has
    filled the menu from ``fragment``: the link's own fields, checkboxes ticked by "1"."""
    pairs = parse_qsl(fragment, keep_blank_values=True)
    assert pairs[0] == (menu.SHARED, "")
    fields: menu.Fields = {name: (value == "1") if name in FORM.checkboxes else value
                           for name, value in pairs[1:] if name not in ("by", "result")}  # those are not the menu's
    assert set(fields) <= set(FORM.conditions), "every other field of the link is one of the menu's"
    return {name: value for name, value in fields.items() if menu.applies(FORM.conditions[name], fields)}


def opened(fragment: str) -> menu.Choice:
    """What the menu starts once filled from ``fragment`` and the player presses Start."""
    return menu.parse(filled(fragment))


def test_the_links_defaults_are_the_engines() -> None:
    defaults = Options()
    assert {key: getattr(defaults, key) for key in menu.OPTION_DEFAULTS} == menu.OPTION_DEFAULTS
    for key in menu.SWITCHES:
        assert getattr(defaults, key) is False


GAMES = [
    ("briscola2", {}, {1: "expert"}),
    ("briscola2", {"deck_style": "francesi", "southern_order": True, "format": "smazzate", "deals": 5,
                   "vinco_subito": True, "move_clock": 20}, {1: "easy"}),
    ("briscola2", {"format": "classica", "spareggi": True, "carte_viste": True, "match_clock": 300}, {1: "hard"}),
    ("briscola3", {"deals": 4, "deck_style": "piacentine", "briscola_redraw": True}, {1: "easy", 2: "random"}),
    ("briscola4", {"carte_scoperte": True, "segnali": True, "move_clock": 45}, {1: "medium", 2: "expert", 3: "easy"}),
    ("chiamata", {"auction_points": True, "chiamata_scoring": "004", "chiamata_goal": 5},
     {1: "hard", 2: "medium", 3: "easy", 4: "expert"}),
    ("joker", {"match_clock": 90}, {1: "medium", 2: "medium"}),
]


@pytest.mark.parametrize(("game", "options", "levels"), GAMES, ids=[f"{g}-{i}" for i, (g, _, _) in enumerate(GAMES)])
def test_a_shared_link_starts_the_same_game(game: str, options: dict[str, Any], levels: dict[int, str]) -> None:
    original = briscola.new_game(game, seed=123456789, options=options)
    shown = original.observation(0)["options"]  # what the end screen's view holds
    fragment = menu.share(game, original.seed, shown, levels)
    assert all(c.isascii() and (c.isalnum() or c in "&=%-._~") for c in fragment)  # no encoding left to a browser
    choice = opened(fragment)
    assert (choice.game, choice.number, choice.levels) == (game, 123456789, levels)
    again = briscola.new_game(choice.game, seed=choice.number, options=choice.options)
    assert again.observation(0) == original.observation(0)
    assert dataclasses.asdict(again.options) == dataclasses.asdict(original.options)


def test_a_field_value_is_percent_encoded_as_a_url_would() -> None:
    fragment = menu.share("briscola2", 1, {"deck_style": "piacentine & più"}, {})
    assert "deck_style=" + quote("piacentine & più", safe="") in fragment


def test_a_challenge_is_read_only_as_share_writes_it() -> None:
    fields = dict(parse_qsl(menu.share("briscola2", 77, {}, {1: "expert"}, "Zoë", menu.outcome(True, 68))))
    assert menu.challenge(fields) == {"game": "briscola2", "number": 77, "by": "Zoë", "won": True, "points": 68}
    assert menu.challenge({**fields, "result": "d60"})["won"] is None  # type: ignore[index]
    assert menu.challenge({**fields, "result": "l-4"})["points"] == -4  # type: ignore[index]
    for bad in ({"result": "x12"}, {"result": "w"}, {"result": "w6 8"}, {"number": "12a"}, {"game": "poker"},
                {"number": ""}, {"result": ""}, {"result": "l--4"}, {"result": "w-"}, {"result": "-4"}):
        assert menu.challenge({**fields, **bad}) is None, bad
    assert menu.challenge({}) is None and "result" not in dict(parse_qsl(menu.share("joker", 1, {}, {})))


def test_the_friends_end_screen_tells_the_sharers_result_beside_their_own() -> None:
    async def test() -> None:
        storage = Storage()
        table = Table(storage)
        table.menu = {**table.menu, "number": "4242", "level_1": "easy"}
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        panels = await played_out(table)
        fields = dict(parse_qsl(panels.share, keep_blank_values=True))
        assert fields["result"][0] in "wld" and fields["by"] == ""
        friend = Table(Storage())
        friend.menu = {"speed": "fast", **filled(panels.share)}
        friend.controller.resume(menu_submitted=False, shared=fields)
        assert friend.ui.menu_open and friend.ui.challenge is not None
        await friend.send(Intent("start"))
        ended = await played_out(friend)
        told = [line for line in ended.end.lines if line.startswith("Sfida: chi te l'ha mandata")]  # type: ignore[union-attr]
        assert len(told) == 1 and f" {fields['result'][1:]} punti; tu ne hai fatti " in told[0]
        again = Table(friend.storage)  # the next visit still knows it: a reload at the end screen
        again.controller.resume(menu_submitted=False)
        assert again.ui.challenge == friend.ui.challenge
        await friend.send(Intent("again"))  # another shuffle: no challenge there
        assert (await played_out(friend)).end is not None
        assert not any(line.startswith("Sfida") for line in friend.scene.panels.end.lines)  # type: ignore[union-attr]

    run(test)


async def played_out(table: Table) -> Any:
    """The partita played by the first playable card to its end screen: the panels then."""
    for _ in range(300):
        panels = table.scene.panels
        if panels is not None and panels.end is not None:
            return panels
        await table.send(offered(table.scene))
    pytest.fail("the partita did not end")


def test_a_partita_to_a_goal_is_shared_with_its_own_score() -> None:
    game = briscola.new_game("chiamata", seed=3)
    rng = __import__("random").Random(1)
    while game.to_move is not None:
        game.apply("next" if game.deal_over else rng.choice(game.legal_actions()))
    view = game.observation(0)
    assert endscreen.own_points(view) == view["scores"][0] == -4  # not its 226 card points
    assert menu.challenge(dict(parse_qsl(menu.share("chiamata", 3, {}, {}, "", menu.outcome(False, -4)))))[
        "points"] == -4  # type: ignore[index]


def test_the_end_screen_shares_the_partita_but_not_a_tournament_match() -> None:
    async def test() -> None:
        table = Table(Storage())
        table.menu = {**table.menu, "number": "4242", "level_1": "easy", "carte_viste": True}
        table.controller.resume(menu_submitted=False)
        await table.send(Intent("start"))
        panels = table.scene.panels
        assert panels is not None and panels.share == ""  # only once the partita is over
        for _ in range(200):
            panels = table.scene.panels
            if panels is not None and panels.end is not None:
                break
            await table.send(offered(table.scene))
        assert panels is not None and panels.end is not None
        choice = opened(panels.share)
        assert (choice.game, choice.number, choice.levels) == ("briscola2", 4242, {1: "easy"})
        assert choice.options["carte_viste"] is True
        table.ui.tournament_match = True
        table.controller.redraw()
        panels = table.scene.panels
        assert panels is not None and panels.end is not None and panels.share == ""

    run(test)
