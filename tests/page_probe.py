"""What the page's modules make of a set of inputs, as JSON data: run by CPython and by the
page's MicroPython alike, so test_micropython.py can compare the two line by line.

It must itself run under MicroPython: no ``dataclasses``, no ``{**a}``, no reliance on a
dict's order (every dict it yields is compared as JSON, keys unordered).
"""

from __future__ import annotations

import clock
import endscreen
import i18n
import intents
import menu
import notes
import pacing
import played
import scene
import sound
import state
from values import Value


def plain(value: object) -> object:
    """Any result as JSON data: a Value as its class and fields, tuples as lists, dict keys
    as text, an infinite or NaN float as its repr (JSON has none)."""
    if isinstance(value, Value):
        fields = {name: plain(field) for name, field in value.__dict__.items()}
        fields["class"] = type(value).__name__
        return fields
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, float) and value - value != 0:
        return repr(value)
    return value


def ui_state(fields: dict) -> state.UIState:
    """A UIState from JSON fields (the seat keys of ``levels`` come back as text)."""
    ui = state.UIState()
    for name, value in fields.items():
        setattr(ui, name, value)
    ui.levels = {int(seat): level for seat, level in ui.levels.items()}
    if isinstance(ui.notice, dict):
        ui.notice = state.Notice(**ui.notice)
    if isinstance(ui.drag, dict):
        ui.drag = state.Drag(**ui.drag)
    return ui


def refused(call: object, *args: object) -> object:
    """The call's plain result, or the error it raised, in words."""
    try:
        return plain(call(*args))  # type: ignore[operator]
    except ValueError as error:
        return "ValueError: " + str(error)


def table(case: dict) -> list:
    """Everything the table shows for one observation in one UI state."""
    view, ui = case["view"], ui_state(case["ui"])

    def name(seat: int) -> str:
        return scene.seat_name(ui.lang, seat, view["seat"], view["players"], ui.name)

    return [plain(scene.build(view, ui)),
            plain(endscreen.build(view, ui.lang, name, ui.game_number, ui.name)),
            [notes.deal_notes(ui.lang, result, name) for result in view["results"]],
            played.shown(view), plain(played.by_suit(view)),
            [scene.action_words(ui.lang, action, case["style"]) for action in view["legal_actions"]]]


def frames(pair: dict) -> list:
    """The views shown between two observations, and the table drawn from each."""
    ui = ui_state(pair["ui"])
    shown = pacing.frames(pair["before"], pair["after"])
    return [plain(shown), [plain(scene.build(frame.view, ui)) for frame in shown]]


def clocks(run: dict) -> list:
    """The clocks through a list of operations: each one's answer and the clocks after it."""
    clocks = clock.Clocks.start(run["game"], run["options"], run["players"])
    out: list = [clocks.active]
    for operation in run["operations"]:
        verb, args = operation[0], operation[1:]
        answer: object = None
        if verb == "follow":
            clocks.follow(args[0], args[1])
        elif verb == "tick":
            answer = plain(clocks.tick(args[0]))
        elif verb == "warn":
            answer = clocks.warn()
        elif verb == "resume":
            clocks.resume(args[0])
        view = clocks.view()
        shown = [clock.format_seconds(t) for t in ([view.move_left] if view.move_left is not None else [])
                 + list(view.match_left or ())]
        out.append([answer, plain(view), clocks.to_dict(), shown])
    return out


def hand_keys(run: dict) -> list:
    """Selections by click and keys, and a drag, as UIState and Drag record them."""
    ui, hand, out = state.UIState(), run["hand"], []
    for verb, arg in run["keys"]:
        if verb == "toggle":
            ui.toggle(arg, hand)
        elif verb == "pick":
            ui.pick(arg, hand)
        elif verb == "step":
            ui.step(arg, hand)
        else:
            ui.keep_to(arg)
        out.append(ui.selected)
    drag = state.Drag(hand[0], 1, run["pointer"], 10.0, 20.0)
    out.append([[drag.move(x, y), drag.moving, list(drag.offset)] for x, y in run["moves"]])
    return out


def strings(lang: str, placeholders: dict) -> list:
    """Every string of a language with its placeholders filled, and the card names."""
    out: list = [[key, i18n.text(lang, key, **placeholders)] for key in sorted(i18n.STRINGS[lang])]
    for style in ("napoletane", "piacentine", "francesi"):
        out.append([i18n.card_name(lang, f"{rank}{suit}", style) for suit in "DCBS" for rank in range(1, 11)])
    out.append([i18n.signed(change) for change in range(-3, 4)])
    out.append(i18n.other_language(lang))
    return out


class _AudioNode:
    """A Web Audio node that writes down what is asked of it."""

    def __init__(self, log: list, name: str) -> None:
        self.log, self.name = log, name

    def __getattr__(self, attribute: str) -> _AudioNode:
        return _AudioNode(self.log, self.name + "." + attribute)

    def __call__(self, *args: object) -> None:
        self.log.append([self.name] + [getattr(arg, "name", arg) for arg in args])  # a node by its name


class _AudioContext:
    def __init__(self, log: list) -> None:
        self.state, self.currentTime, self.log = "suspended", 2.0, log
        self.destination = "speakers"

    def resume(self) -> None:
        self.state = "running"
        self.log.append(["resume", self.currentTime])

    def suspend(self) -> None:
        self.state = "suspended"
        self.log.append(["suspend", self.currentTime])

    def createOscillator(self) -> _AudioNode:
        return _AudioNode(self.log, "oscillator")

    def createGain(self) -> _AudioNode:
        return _AudioNode(self.log, "gain")


class _AudioConstructor:
    def __init__(self, log: list) -> None:
        self.log = log

    def new(self) -> _AudioContext:
        return _AudioContext(self.log)


class _Window:
    def __init__(self, log: list) -> None:
        self.AudioContext = _AudioConstructor(log)


def sounds() -> list:
    """Every effect played, muted and not, before and after the first gesture."""
    log: list = []
    player = sound.Sound(_Window(log), muted=False, call_later=lambda seconds: log.append(["later", seconds]),
                         call_soon=lambda: log.append(["soon"]))
    out: list = [player.ready, player.play("card")]
    player.unlock()
    player.unlock()  # asks for the context once
    out += [player.ready, player.play("card")]
    player.start()  # the task just after the gesture
    out += [player.ready] + [player.play(effect) for effect in sorted(sound.EFFECTS)]
    player.settle()  # too soon: still running
    player.context.currentTime += 10.0
    player.settle()  # quiet long enough: suspended, and a gesture does not wake it
    player.unlock()
    out += [player.context.state, player.play("turn"), player.context.state]
    player.muted = True
    out += [player.play("win"), player.played, log, plain(sound.EFFECTS)]
    return out


def results(cases: dict) -> object:
    """(label, result) for every input, in the order of ``cases``; a generator, so that
    MicroPython's small heap holds one result at a time."""
    for index, case in enumerate(cases["tables"]):
        yield f"table {index} {case['label']}", table(case)
    for index, pair in enumerate(cases["frames"]):
        yield f"frames {index} {pair['label']}", frames(pair)
    for index, fields in enumerate(cases["menus"]):
        yield f"menu {index}", [refused(menu.parse, fields), menu.remembered(fields),
                                [menu.applies(conditions, fields) for conditions in cases["conditions"]]]
    yield "shares", [menu.share(game, number, options, dict(levels), "Zoë", menu.outcome(won, 61))
                     for (game, number, options, levels), won in zip(cases["shares"], (True, False, None))]
    yield "challenges", [menu.challenge(fields) for fields in cases["challenges"]]
    yield "intents", [[kind, code, refused(intents.Intent.parse, kind, code)] for kind, code in cases["intents"]]
    for index, run in enumerate(cases["clocks"]):
        yield f"clocks {index}", clocks(run)
    for index, run in enumerate(cases["hands"]):
        yield f"hand {index}", hand_keys(run)
    for lang in i18n.LANGUAGES:
        yield f"strings {lang}", strings(lang, cases["placeholders"])
    yield "languages", [i18n.pick_language(stored, browser) for stored, browser in cases["languages"]]
    yield "seats", [scene.seat_positions(players, clockwise) for players in (2, 3, 4, 5) for clockwise in (False, True)]
    yield "no game", [plain(scene.build(None, ui_state(fields))) for fields in cases["uis"]]
    yield "sounds", sounds()
