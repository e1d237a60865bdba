"""The table's controller under the page's own MicroPython: the same intents, with the
engine's answers recorded from CPython, give the same saves and the same scenes.

The controller runs on the page's main thread, which is MicroPython, a subset of Python;
its CPython tests (test_table_controller.py) cannot show that it runs there."""

from __future__ import annotations

import asyncio
import io
import json
import sys
from contextlib import redirect_stdout
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "site" / "py"))

from tests.micropython import run_micropython  # noqa: E402

MAIN_THREAD = ["controller", "host", "tournament_flow", "replay_flow", "clock_flow", "clock", "endscreen", "i18n",
               "menu", "notes", "pacing", "panels", "played", "scene", "scoretable", "intents", "portable", "saves",
               "sound", "state", "values", "tournament_panel", "stats"]

# Shared by both runs: a controller with fakes, the engine answering from a list of
# (request, answer) pairs (CPython records them from a real Session; MicroPython replays
# them), and the intents of a whole deal. It prints one JSON line: saves and scenes.
DRIVER = '''
import asyncio
import json

from controller import Controller
from intents import Intent
from saves import SaveSlot
from state import UIState

MENU = {"game": "briscola2", "level_1": "random", "speed": "fast", "number": "2026"}


class Storage:
    def __init__(self):
        self.items = {}

    @property
    def length(self):
        return len(self.items)

    def key(self, index):
        return list(self.items)[index]

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)


class Screen:
    def __init__(self):
        self.scenes = []

    def request(self, build, animate=True):
        self.scenes.append(build())


def sprites(scene):
    return [[s.key, s.zone, s.code, s.playable, s.selected] for s in scene.sprites]


async def drive(engine):
    storage, screen, ui = Storage(), Screen(), UIState()
    controller = Controller(screen, engine, SaveSlot(storage), ui, lambda: (MENU, MENU))

    async def send(intent):
        controller.intent(intent)
        ui.pace = 0.0
        while controller.busy:
            await asyncio.sleep(0)

    controller.resume(False)
    await send(Intent("start"))
    shown = []
    for _ in range(40):
        table = controller.table
        if table["deal_over"]:
            break
        await send(Intent("pick", number=1))
        await send(Intent("play-selected"))
        shown.append([screen.scenes[-1].status, sprites(screen.scenes[-1])])
    saved = json.loads(storage.items["briscola.save"])
    return json.dumps({"actions": saved["actions"], "shown": shown, "score": screen.scenes[-1].score})
'''

REPLAY = '''
class Replay:
    """The engine's answers as CPython's Session gave them, in order."""

    def __init__(self, calls):
        self.calls = calls

    async def _next(self, request):
        expected, answer = self.calls.pop(0)
        assert request == expected, (request, expected)
        return answer

    async def new(self, game, seed, options):
        return await self._next(["new", game, seed, options])

    async def load(self, save):
        return await self._next(["load"])

    async def apply(self, action):
        return await self._next(["apply", action])

    async def choose(self, level, seed):
        return await self._next(["choose", level, seed])

    async def tournament(self, request):
        return await self._next(["tournament", request])
'''


class Recorder:
    """The real Session, with every request and answer kept (through JSON, as in the page)."""

    def __init__(self) -> None:
        from session import Session

        self.session = Session()
        self.calls: list[list[Any]] = []

    def _keep(self, request: list[Any], answer: Any) -> Any:
        answer = json.loads(json.dumps(answer))
        self.calls.append([request, answer])
        return answer

    async def new(self, game: str, seed: int, options: dict[str, Any]) -> Any:
        return self._keep(["new", game, seed, options], self.session.new(game, seed, options))

    async def load(self, save: str) -> Any:
        return self._keep(["load"], self.session.load(save))

    async def apply(self, action: str) -> Any:
        return self._keep(["apply", action], self.session.apply(action))

    async def choose(self, level: str, seed: str) -> Any:
        return self._keep(["choose", level, seed], self.session.choose(level, seed))

    async def tournament(self, request: dict[str, Any]) -> Any:
        request = json.loads(json.dumps(request))
        return self._keep(["tournament", request], self.session.tournament(request))


def test_a_deal_played_by_intents_gives_the_same_saves_and_scenes_under_micropython() -> None:
    namespace: dict[str, Any] = {}
    exec(DRIVER, namespace)  # noqa: S102 - the same driver text MicroPython runs
    recorder = Recorder()
    with ThreadPoolExecutor(max_workers=1) as pool:  # Playwright may keep a loop in this thread
        expected = pool.submit(asyncio.run, namespace["drive"](recorder)).result()
    assert len(json.loads(expected)["actions"]) == 40  # the whole deal: 20 tricks of two cards
    script = (DRIVER + REPLAY + f"\ncalls = json.loads({json.dumps(json.dumps(recorder.calls))})\n"
              "print(await drive(Replay(calls)))\n")
    printed = run_micropython(script, MAIN_THREAD).strip().splitlines()[-1]
    assert json.loads(printed) == json.loads(expected)


# A tournament entered from the menu and its first match played from the panel: the
# controller's tournament steps, the panel and the chips, the same under MicroPython.
TOURNAMENT_DRIVER = DRIVER.replace(
    'MENU = {"game": "briscola2", "level_1": "random", "speed": "fast", "number": "2026"}',
    'MENU = {"game": "torneo", "tournament_kind": "round_robin", "tournament_seats_rr": "5", '
    '"tournament_deals": "1", "tournament_entry": "50", "tournament_level": "random", "speed": "fast", '
    '"number": "31"}',
).replace(
    '''    controller.resume(False)
    await send(Intent("start"))
    shown = []''',
    '''    def panel(t):  # its fields in a fixed order: MicroPython's dicts keep none
        return [t.title, t.format_line, list(t.plan), t.chips, list(t.lines), t.open, t.in_bar,
                [[b.intent, b.label, b.disabled] for b in t.buttons], [list(r.cells) + [r.you] for r in t.rows],
                [[r.title, list(r.matches)] for r in t.rounds]]

    controller.resume(False)
    await send(Intent("start"))
    panels = [panel(screen.scenes[-1].tournament)]
    await send(Intent("tournament-enter"))
    shown = []''',
).replace(
    '''    saved = json.loads(storage.items["briscola.save"])
    return json.dumps({"actions": saved["actions"], "shown": shown, "score": screen.scenes[-1].score})''',
    '''    await send(Intent("again"))
    panels.append(panel(screen.scenes[-1].tournament))
    saved = json.loads(storage.items["briscola.save"])
    return json.dumps({"actions": saved["actions"], "shown": shown, "panels": panels, "chips": ui.chips,
                       "tournament": storage.items["briscola.tournament"]})''',
)


def test_a_tournament_match_played_from_the_panel_is_the_same_under_micropython() -> None:
    assert TOURNAMENT_DRIVER.count("tournament-enter") == 1 and '"panels": panels' in TOURNAMENT_DRIVER
    namespace: dict[str, Any] = {}
    exec(TOURNAMENT_DRIVER, namespace)  # noqa: S102 - the same driver text MicroPython runs
    recorder = Recorder()
    with ThreadPoolExecutor(max_workers=1) as pool:
        expected = pool.submit(asyncio.run, namespace["drive"](recorder)).result()
    result = json.loads(expected)
    assert len(result["actions"]) == 40 and result["chips"] == 950
    assert "Iscriviti e gioca" in str(result["panels"][0]) and "Gioca la partita" in str(result["panels"][1])
    script = (TOURNAMENT_DRIVER + REPLAY + f"\ncalls = json.loads({json.dumps(json.dumps(recorder.calls))})\n"
              "print(await drive(Replay(calls)))\n")
    printed = run_micropython(script, MAIN_THREAD).strip().splitlines()[-1]
    assert json.loads(printed) == result


# Records set aside, the oldest pruned: the keys sorted by time stamp and number, the same
# under MicroPython, whose dicts (the storage here) keep no order.
ASIDE = DRIVER[DRIVER.index("class Storage:"):DRIVER.index("class Screen:")] + '''
from saves import SaveSlot

storage = Storage()
slot = SaveSlot(storage, clock=lambda: "20250101T000000Z")
kept = [slot.set_aside("{bad") for _ in range(3)]
storage.items["briscola.save.unreadable.20241231T000000Z.12"] = "{old"
kept += [slot.set_aside("{bad") for _ in range(2)]
print(kept, sorted(storage.items))
'''


def test_records_set_aside_are_pruned_the_same_under_micropython() -> None:
    namespace: dict[str, Any] = {}
    with redirect_stdout(io.StringIO()) as printed:
        exec(ASIDE, namespace)  # noqa: S102 - the same script MicroPython runs
    expected = printed.getvalue().strip()
    names = [f"'briscola.save.unreadable.20250101T000000Z{number}'" for number in ("", ".2", ".3", ".4", ".5")]
    assert expected == f"[{', '.join(names)}] [{', '.join(names[2:])}]"  # the .12 of the day before: pruned
    assert run_micropython(ASIDE, ["saves"]).strip().splitlines()[-1] == expected
