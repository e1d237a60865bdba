"""Applies the player's intents to the game, runs the computer seats and paces the table.

The page's main thread has no engine: the game lives in the engine's worker
(session.py), reached through an ``Engine`` that answers each request with the table's
state and the save. Only actions the engine listed are sent; after every action the
save is stored. The table shows ``view``, the human seat's observation, sometimes held
a moment behind the engine (a finished trick, see pacing.py). The computer's turns run
one at a time with pauses, so a person can follow them; the page stays responsive
meanwhile, since all thinking happens in the worker.

Before the engine is up, a saved game's table is drawn from the state stored with the
save, and the player's input waits (the status says so) and is then applied.

Tournaments, replays with the Expert's advice, and the clocks are parts of the controller
in modules of their own (host.py). Everything shown, clocks and panels included, goes to
the screen as one scene.
"""

from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING, Any, Callable, Protocol

import i18n
import menu
import pacing
import scene as scenes
import sound
import stats
from clock_flow import ClockFlow
from host import Engine
from intents import Intent
from portable import monotonic
from replay_flow import ReplayFlow
from saves import SaveSlot
from state import Notice, UIState
from tournament_flow import TournamentFlow

if TYPE_CHECKING:  # types for mypy only: MicroPython cannot subscript dict at run time
    from collections.abc import Coroutine

    from clock import Clocks
    from host import Reply, Table
    from values import Observation

HUMAN = 0
COMPUTER_PAUSE = 0.55  # a computer card comes at least this long after the last move, to be followed


class Screen(Protocol):
    """Where scenes go: render.py's Renderer in the page, a recorder in the tests."""

    def request(self, build: Callable[[], scenes.Scene], animate: bool = True) -> None: ...


class Controller(TournamentFlow, ReplayFlow, ClockFlow):
    def __init__(self, renderer: Screen, engine: Engine, slot: SaveSlot, ui: UIState,
                 read_menu: Callable[[], tuple[menu.Fields, menu.Fields]]) -> None:
        self.renderer = renderer
        self.engine = engine
        self.slot = slot
        self.ui = ui
        self.read_menu = read_menu
        self.table: Table | None = None  # the engine's last answer
        self.view: Observation | None = None  # what the table shows (may lag the engine)
        self.runner: Any = None  # the one asyncio task moving the game, if any
        self.replay_wanted: int | None = None  # the replay's step asked for, shown once the runner is free
        # The engine's answer a forfeit ("flag S", "abandon S") was sent on: the clocks
        # report a run-out clock at every tick until a new answer comes, and a second
        # forfeit would cancel the first one's saving and reach an ended partita.
        self.forfeited: Table | None = None
        # A Start's submit closes the menu's dialog after the submit event (``closing``): a
        # start refused before that close (``refused``) keeps the menu open through it.
        self.closing = self.refused = False
        self.clocks: Clocks | None = None
        self.clock_saved = -1  # the whole second of clock time last written to the settings
        self.clock_wakes = asyncio.Event()  # set by a redraw while a clock counts (keep_time)
        self.heard: Observation | None = None  # the view whose changes were last heard
        self.tapped: int | None = None  # pass-and-play: the seat whose cover was tapped while the computer played
        ui.muted = bool(slot.settings().get("muted", False))
        ui.chips = slot.chips()
        ui.stats = stats.parse(slot.stats())
        ui.challenge = menu.challenge(slot.remembered("challenge"))
        self.previewed: tuple[str, menu.Choice] | None = None  # the tournament shown before entering: its save, the menu's choice
        # The intents that are one call of the controller's own, whatever they carry.
        self.commands: dict[str, Callable[[], None]] = {
            "again": self.play_again, "tournament-enter": self._enter_tournament,
            "tournament-cancel": self._cancel_tournament, "tournament-play": self._next_match,
            "replay-exit": self._leave_replay, "replay-analyse": self._analyse, "hint": self._hint,
            "undo": self._undo, "handover": self._hand_over,
        }

    # -- showing ---------------------------------------------------------------------------------

    def redraw(self, animate: bool = True) -> None:
        view, table = self.view, self.table
        if view is not None and self.heard is not None and view is not self.heard:
            cue = sound.effect(self.heard, view)
            if cue is not None:
                self._sound(cue)
        self.heard = view
        self._follow_clocks()
        if self.clock_runs:
            self.clock_wakes.set()
        self.ui.can_abandon = table is not None and bool(table["forfeit_actions"])
        self.ui.undo_offered = self._undo_offered()
        self.ui.can_undo = self._undo_allowed()
        self.renderer.request(self.scene, animate)

    def scene(self) -> scenes.Scene:
        """What the table shows now. The screen builds it when it draws, once a frame, not
        at every redraw: a double-click is three intents, and each built the whole table."""
        return scenes.build(self.view, self.ui)

    def _sound(self, cue: str) -> None:
        self.ui.sound = (self.ui.sound[0] + 1, cue)

    def fail(self, error: BaseException) -> None:
        """An unexpected error: a readable notice (the game itself stays saved)."""
        print(f"briscola table error: {error!r}")
        self.ui.notice = Notice("notice.error.title", "notice.error",
                                {"detail": f"{type(error).__name__}: {error}"})
        self.redraw(animate=False)

    def downloading(self, percent: int) -> None:
        """The engine's worker has downloaded ``percent`` of its files: told while the
        table waits for it."""
        self.ui.download = percent
        if self.ui.waiting:
            self.redraw(animate=False)

    def engine_lost(self, error: BaseException) -> None:
        """The engine's worker did not start: nothing the table waits for will come."""
        self.ui.waiting, self.ui.chosen, self.ui.engine_lost = False, None, True
        self.fail(error)

    @property
    def busy(self) -> bool:
        return self.runner is not None and not self.runner.done()

    def _run(self, work: Coroutine[Any, Any, None]) -> None:
        """Start ``work`` as the one running task (the caller checked ``busy``)."""
        self.runner = asyncio.create_task(self._guarded(work))

    async def _guarded(self, work: Coroutine[Any, Any, None]) -> None:
        try:
            await work
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - shown as a notice, never as a traceback
            self.fail(error)
            return
        self.redraw()
        if self.replay_wanted is not None:  # a step asked while this ran: its turn now
            self._run(self._show_wanted_step())

    def _stop(self) -> None:
        """A new game: whatever the old one was doing is abandoned."""
        if self.busy:
            self.runner.cancel()
        self.runner = None
        self.replay_wanted = None

    # -- starting ----------------------------------------------------------------------------------

    def resume(self, menu_submitted: bool, chosen: str | None = None,
               shared: dict[str, Any] | None = None, menu_kept: bool = False, menu_opened: bool = False) -> None:
        """At page load: the menu's choice if the player already made one, else the save,
        whose table is drawn at once from the state stored with it; ``chosen``, the move the
        player made before the page was up (a card double-clicked, a call), is made once the
        engine has the game back, if it allows it. ``shared``: the fields of a shared partita's link, on
        which the page opened the menu; it stays open over the save until the player starts
        or cancels, and the sharer's result waits for the end of that partita.
        ``menu_kept``: the page opened the menu as the player left it for the rules; it
        stays open likewise. ``menu_opened``: the menu is open as Python starts; over a
        save, the player opened it (the page closes it for a save), and it stays open."""
        menu_stays = shared is not None or menu_kept
        if shared is not None and (told := menu.challenge(shared)) is not None:
            self.ui.challenge = told  # kept as the link said it, read again at the next visit
            self.slot.remember(challenge={key: shared[key] for key in ("game", "number", "by", "result") if key in shared})
        stored = self.slot.tournament()
        if stored is not None:
            self.ui.tournament = stored[1]
        if menu_submitted:
            self.slot.forget_tournament_preview()  # the player chose anew before the page was up
            self.ui.menu_open = False
            self.new_game()
            return
        save = self.slot.saved()
        if save is None:
            previewing = self._restore_preview()
            # A first visit: the menu stays, to choose a game.
            self.ui.menu_open = (stored is None and not previewing) or menu_stays
            self.ui.tournament_open = previewing or (self.ui.tournament is not None and not menu_stays)
            self.redraw(animate=False)
            if stored is not None and stored[1] is None:  # a view not stored whole: the engine's, then
                self._run(self._load_tournament())
            return
        self.ui.menu_open = menu_stays or menu_opened
        choice = menu.parse(self.slot.remembered("menu"))
        self._sit_stored(choice)
        self.ui.waiting = True
        if chosen is not None:
            self.ui.chosen = chosen
            if chosen.startswith("play "):
                self.ui.selected = chosen[len("play "):]
        self.redraw(animate=False)
        self._run(self._reload(save, choice))

    def _sit_stored(self, choice: menu.Choice) -> None:
        """Sit at the table stored with the save, to draw it before the engine answers. One
        this page cannot draw (damaged, or another version's) is forgotten, and the table
        waits for the engine's own, as after a page that stored none."""
        table = self.slot.table()
        if table is None:
            return
        try:
            self.ui.tournament_match = self._is_match(table)
            self._take(table, choice, resumed=True)
            if len(self.humans) > 1 and not table["finished"]:  # whoever holds the device now: the hand stays hidden
                self.ui.handover = self.viewer
            scenes.build(table["view"], self.ui)
        except Exception as error:  # noqa: BLE001 - only a picture of the table: the save is the game
            print(f"briscola: the stored table cannot be drawn: {error!r}")
            self.slot.forget_table()
            self.table = self.view = None
            self.ui.tournament_match, self.ui.handover = False, None

    async def _reload(self, save: str, choice: menu.Choice) -> None:
        await self._load_tournament()
        reply = await self.engine.load(save)
        self.ui.waiting = False
        if "error" in reply and reply.get("newer"):
            # A newer version of the page saved it (another tab, updated): left where it is,
            # for that version to resume; a new game here asks before it replaces it.
            self.table = self.view = None
            self.ui.notice = Notice("notice.newer_save.title", "notice.newer_save")
            return
        if "error" in reply:
            kept_as = self.slot.set_aside(save)
            self.table = self.view = None
            self.ui.notice = Notice("notice.bad_save.title", "notice.bad_save" if kept_as else "notice.bad_save.full",
                                    {"detail": str(reply["error"]), "key": kept_as or ""})
            return
        resumed = self.table is not None  # the stored table was shown: its clocks are running
        viewer = self.viewer  # the stored table's: the engine's answer is seat 0's
        self.ui.tournament_match = self._is_match(reply["state"])  # by the engine's own tournament view now
        self._take(reply["state"], choice, resumed=True, clocks=not resumed)
        await self._seat_people(viewer)
        self.redraw(animate=False)
        chosen, self.ui.chosen = self.ui.chosen, None
        if chosen is not None and self._legal(chosen):
            self.ui.selected = None
            await self._apply(chosen)
        elif self.table is not None and self.table["finished"]:
            await self._record_match()  # a reload just after the match's last card
            if self.ui.at_tournament_table(self.table["view"]) and self.ui.tournament is not None:  # left from its panel
                self.ui.tournament_open = bool(self.slot.settings().get("at_tournament"))
                self.redraw()
        if self._restore_preview():
            self.redraw()
            return  # the game waits under the preview, as it did before the reload
        step = self._stored_replay()
        if step is not None:
            await self._show_replay(save, step)
        await self._advance()

    def new_game(self) -> None:
        """Start the menu's choice; a combination the engine refuses reopens the menu
        with the engine's own explanation."""
        every, applicable = self.read_menu()
        self.slot.remember(menu=menu.remembered(every))  # the menu offers the same choices next time
        wrong = menu.wrong_number(applicable)
        if wrong:
            self._refused(wrong, "menu.number.wrong")
            return
        choice = menu.parse(applicable)
        if choice.tournament is not None:
            self._preview_tournament(choice)
        else:
            self._begin(choice)

    def play_again(self) -> None:
        """The end screen's Play again: the game just played, its options, names, levels,
        speed, hand order and points shown, on a new shuffle."""
        view, ui = self.view, self.ui
        if view is None or view["phase"] != "over":
            return
        if ui.at_tournament_table(view):  # back to the tournament (and there after a reload)
            ui.tournament_open = ui.tournament is not None
            self.slot.remember(at_tournament=ui.tournament_open)
            ui.menu_open = ui.tournament is None  # its tournament gone: a new choice
            return
        self._begin(menu.Choice(view["game"], dict(view["options"]), ui.name, dict(ui.levels), ui.pace,
                                arrange_hand=ui.arrange_hand, show_points=ui.show_points, hints=ui.hints,
                                people=dict(ui.people)))

    def _begin(self, choice: menu.Choice) -> None:
        self._stop()
        if self.ui.tournament_preview:
            self._drop_preview()
        self.ui.menu_error = ""
        self.ui.notice = None
        self.ui.show_last_trick = False
        self.ui.waiting = True
        # The old game leaves the felt at once: no card of it can be taken for the new one's.
        previous, self.table, self.view = (self.table, self.view), None, None
        self.redraw(animate=False)
        self._run(self._start(choice, previous))

    async def _start(self, choice: menu.Choice, previous: tuple[Table | None, Observation | None]) -> None:
        number = choice.number if choice.number is not None else random.randrange(10**menu.NUMBER_DIGITS)
        await self._forfeit_replaced(previous[0])
        await self._leave_tournament(previous[0])
        reply = await self.engine.new(choice.game, number, choice.options)
        self.ui.waiting = False
        if "error" in reply:  # the old game stays, saved as it was: back on the felt
            self.table, self.view = previous
            self._refused(str(reply["error"]))
            return
        await self._sit(reply, choice, match=False)

    def _refused(self, reason: str, message: str = "menu.refused") -> None:
        """The menu's choice could not be played: the menu again, with the reason (by
        default the engine's)."""
        self.ui.menu_open = True
        self.refused = self.closing  # its dialog still to close: it must stay open
        self.ui.menu_error = i18n.text(self.ui.lang, message, detail=reason)

    async def _sit(self, reply: Reply, choice: menu.Choice, match: bool) -> None:
        """A new game on the table (``match``: the player's tournament match), saved, and
        played on to the player's turn."""
        self.ui.tournament_match = match
        self._take(reply["state"], choice, resumed=False)
        await self._seat_people(HUMAN)
        self._store(reply)
        assert self.view is not None
        await self._show(pacing.dealt(self.view))
        await self._advance()

    def _store(self, reply: Reply) -> None:
        if not self.slot.store(reply["save"], reply["state"]):
            self.ui.notice = Notice("notice.error.title", "notice.save_failed", blocking=False)

    def _take(self, table: Table, choice: menu.Choice, resumed: bool, clocks: bool = True) -> None:
        """Sit at the table of ``table`` with the menu's name, levels and speed (a resumed
        game: the remembered ones); ``clocks`` False keeps the clocks already running."""
        self.table = table
        self.ui.name = choice.name
        # A tournament's match: the opponents' own levels (and a partner's), whatever the menu says now.
        levels = self._match_seats(table, "seat_levels") or choice.levels
        self.ui.levels = {seat: levels.get(seat, menu.DEFAULT_LEVEL) for seat in range(1, table["players"])}
        self.ui.pace = choice.pace
        self.ui.arrange_hand = choice.arrange_hand
        self.ui.show_points = choice.show_points
        self.ui.hints = choice.hints
        self.ui.people = choice.people
        self.ui.game_number = table["seed"]
        self.ui.seat_names = self._match_seats(table, "seat_names") or self._people_names(table["players"])
        self.view = table["view"]
        if clocks:  # a new sitting (not the engine's answer for a table already shown)
            self._start_clocks(table, resumed)
            self.heard = None  # no sound for what a new or reloaded table already shows
            self.ui.played_open = self.ui.abandon_asking = False
            self.ui.replay = self.ui.hinted = self.ui.timed_out = self.ui.handover = self.tapped = None
            if not resumed:  # a replay stored, a tournament gone back to: the last game's
                self.slot.remember(replay=None, at_tournament=False)
            self.ui.selected = None
            self.ui.drag = None
            self.ui.sitting += 1

    async def _forfeit_replaced(self, previous: Table | None) -> None:
        """A partita the player has played in and replaced by a new one (the page asked first:
        "that one is lost"), a tournament's match or another game left for the next match,
        counts as abandoned, a loss, in the statistics; so a game going badly cannot be wiped
        by starting another. Only the engine's game is forfeited here: the tournament records
        its match's abandon from the save (_leave_tournament)."""
        forfeit = f"abandon {self.viewer}"
        if (previous is None or previous["finished"] or len(self.humans) != 1
                or forfeit not in previous["forfeit_actions"] or not stats.played_in(previous["view"])):
            return
        reply = await self.engine.apply(forfeit)
        if "error" not in reply and reply["state"]["finished"]:
            self.ui.stats = stats.record_partita(self.ui.stats, reply["state"]["view"], self.ui.levels)
            self.slot.store_stats(self.ui.stats)

    # -- intents -----------------------------------------------------------------------------------

    def intent(self, intent: Intent) -> None:
        """Every gesture lands here (synchronously, from an event handler)."""
        try:
            self._intent(intent)
        except Exception as error:  # noqa: BLE001 - shown as a notice, never as a traceback
            self.fail(error)

    def _intent(self, intent: Intent) -> None:
        ui, kind = self.ui, intent.kind
        hand = ui.hand(self.view)
        opened = ui.show_last_trick or ui.played_open or ui.show_scoreboard
        if ui.replay is not None and kind in ("step", "deselect") and not (kind == "deselect" and opened):
            # In a replay the arrow keys step through it and Escape leaves it, once it has
            # closed what was open over it (then the player stays at the same move).
            self._replay_step("exit" if kind == "deselect" else "forward" if intent.number > 0 else "back")
            self.redraw()
            return
        command = self.commands.get(kind)
        if command is not None:
            command()
        elif kind in ("toggle", "pick", "step"):  # a card chosen: by a tap, its number, the arrows
            if kind == "toggle":
                ui.toggle(intent.code, hand)
            elif kind == "pick":
                ui.pick(intent.number - 1, hand)
            else:
                ui.step(intent.number, hand, intent.code)
            self._status_answers()
        elif kind == "deselect":  # Escape: the card chosen let go, the last trick, cards played, scores closed
            ui.selected = None
            ui.show_last_trick = ui.played_open = ui.show_scoreboard = False
            if ui.tournament_preview:  # and the tournament's panel, as its Cancel or Close would
                self._cancel_tournament()
            else:
                ui.tournament_open = False
        elif kind == "play":
            self._play(intent.code)
        elif kind == "play-selected":
            if ui.selected is not None:
                self._play(ui.selected)
        elif kind == "next":  # the next deal: what was open over this one's end closes with it
            ui.show_last_trick = ui.played_open = ui.show_scoreboard = False
            self._act_for_table("next")
        elif kind == "menu":
            ui.menu_open = True
            ui.menu_game = intent.code
        elif kind == "menu-closed":
            ui.menu_open = self.closing and self.refused  # with the engine's reason in it
            ui.menu_game = ""
            self.closing = self.refused = False
        elif kind == "start":
            ui.menu_open = self.refused = False
            self.closing = True
            self.new_game()
        elif kind == "language":
            ui.lang = i18n.other_language(ui.lang)
            self.slot.remember(lang=ui.lang)
        elif kind == "last-trick":
            ui.show_last_trick = not ui.show_last_trick
        elif kind == "scoreboard":
            ui.show_scoreboard = not ui.show_scoreboard
        elif kind == "act":
            self._human(intent.code)
        elif kind in ("bid-less", "bid-more"):
            self._step_points(-1 if kind == "bid-less" else 1)
        elif kind == "call-suit":
            ui.call_suit = intent.code
        elif kind in ("drag", "drag-cancel"):
            pass  # the drag record is the gestures'; the table only needs the redraw below
        elif kind == "abandon":
            ui.abandon_asking = ui.can_abandon
        elif kind == "abandon-closed":
            ui.abandon_asking = False
            if intent.code == "abandon":
                self.force(f"abandon {self.viewer}")
        elif kind == "played":
            ui.played_open = not ui.played_open
        elif kind == "mute":
            ui.muted = not ui.muted
            self.slot.remember(muted=ui.muted)
        elif kind == "tournament":
            ui.tournament_open = not ui.tournament_open and ui.tournament is not None
        elif kind == "stats":
            ui.stats_resetting = False
        elif kind == "stats-reset":
            if ui.stats_resetting:
                ui.stats = stats.empty()
                self.slot.store_stats(ui.stats)
            ui.stats_resetting = not ui.stats_resetting
        elif kind == "replay":
            self._replay_to(0)
        elif kind == "replay-step":
            self._replay_step(intent.code)
        elif kind == "tick":
            if not self._tick(intent.number / 1000):
                return  # no clock runs: nothing to draw
        else:
            raise ValueError(f"the table has no handler for the intent {kind!r}")
        self.redraw()

    def _play(self, code: str) -> None:
        self._human(f"play {code}")

    def _legal(self, action: str) -> bool:
        return self.view is not None and action in self.view["legal_actions"]

    def _human(self, action: str) -> None:
        """The player's own action (a card, a call): only one the engine lists now. Before
        the engine is up the stored table's list stands in, and the action waits for it."""
        if self.busy and self.ui.waiting and self._legal(action):
            self.ui.chosen = action  # _reload applies it, if the engine still lists it
            if action.startswith("play "):
                self.ui.selected = action[len("play "):]
            return
        if self.busy or not self._legal(action):
            # Nothing happens, and the table says why (scene.py words the reason).
            self.ui.refused = action[len("play "):] if action.startswith("play ") else None
            return
        self.ui.refused = None
        self.ui.selected = None
        self.ui.hinted = None
        self.ui.bid_points = None
        self.ui.call_suit = ""
        self._run(self._act(action))

    def _step_points(self, delta: int) -> None:
        """The auction's points stepper: to the next legal value up or down."""
        scene = self.scene()
        stepper = scene.auction.stepper if scene.auction else None
        if stepper is None:
            return
        index = stepper.values.index(stepper.value) + delta
        if 0 <= index < len(stepper.values):
            self.ui.bid_points = stepper.values[index]

    def _act_for_table(self, action: str) -> None:
        """'next' belongs to the next mazziere, whoever that is: the player's button deals."""
        if self.busy or self.table is None or action not in self.table["table_actions"]:
            return
        self._run(self._act(action))

    def force(self, action: str) -> None:
        """A clock ran out or the player abandoned. "abandon S" and "flag S" end
        the match at once, whatever was running; the random card of a run-out move clock
        is played like the player's own card."""
        table = self.table
        if table is None:
            return
        if action in table["forfeit_actions"]:
            if self.forfeited is table:
                return
            self.forfeited = table
            self._stop()
        elif self.busy or action != table["timeout_action"]:
            return
        self.ui.selected = None
        self._run(self._act(action, by_clock=True))

    def _status_answers(self) -> None:
        """The status line answers the player's latest ask or the game's latest move: a
        notice written there ("Mossa annullata") gives way; a panel's stays."""
        if self.ui.notice is not None and not self.ui.notice.blocking:
            self.ui.notice = None

    # -- taking a move back ----------------------------------------------------------------------

    def _undo_offered(self) -> bool:
        """This game lets the player take moves back: not a tournament match (its opponent
        cannot take one back), not against a clock (the time spent stays spent), not
        pass-and-play (the move before may be another person's), not a replay, nor once the
        partita is over. Its button stays in the bar until then, greyed while there is no
        move to take back."""
        ui = self.ui
        return (self.table is not None and not self.table["finished"] and not ui.tournament_match
                and len(self.humans) == 1
                and not (self.clocks is not None and self.clocks.active) and ui.replay is None)

    def _undo_allowed(self) -> bool:
        """A move of the player's in this deal can be taken back now: not while the page is
        still loading the game, nor while the tournament's other tables play (that work is
        not the table's to stop)."""
        table, ui = self.table, self.ui
        return (self._undo_offered() and table is not None and bool(table.get("can_undo"))
                and not ui.tournament_busy and not ui.waiting and self.forfeited is not table)

    def _undo(self) -> None:
        """The table as it was before the player's last move of the deal: the computer's
        turns under way stop, and the same position is the player's to play again."""
        if not self._undo_allowed():
            return
        self._stop()
        self._run(self._take_back())

    async def _take_back(self) -> None:
        reply = await self.engine.undo()
        if "error" in reply:
            raise RuntimeError(f"the move could not be taken back: {reply['error']}")
        self.table = table = reply["state"]
        self._store(reply)
        self.view = table["view"]
        self.ui.keep_to(self.view["hand"])
        self.ui.selected = self.ui.hinted = self.ui.refused = None
        self.ui.show_last_trick = False
        self.ui.notice = Notice("undo", "undo.done", blocking=False)  # until the game moves on
        self.redraw()
        await self._advance()

    # -- pass-and-play: people at one device, the computer at the other seats -------------------

    @property
    def humans(self) -> set[int]:
        """The seats people play here: the player's, and those the menu gave to a person."""
        return self.ui.person_seats()

    @property
    def viewer(self) -> int:
        """The seat whose view the screen shows (the person holding the device)."""
        return HUMAN if self.view is None else int(self.view["seat"])

    def _people_names(self, players: int) -> dict[int, str]:
        """In pass-and-play every seat by its own number (the view turns with the device,
        and "Tu" and the computers' numbers counted from it would change with it)."""
        humans = self.humans
        if len(humans) == 1:
            return {}
        lang = self.ui.lang
        names = {seat: self.ui.people.get(seat) or i18n.text(lang, "player.n", n=seat + 1) if seat in humans
                 else i18n.text(lang, "computer.n", n=seat) for seat in range(players)}
        if self.ui.name:
            names[HUMAN] = self.ui.name
        return names

    async def _seat_people(self, viewer: int) -> None:
        """Tell the engine who plays here and whose view the screen had; that person, or
        the one to move, waits behind the cover to look."""
        table = self.table
        if table is None or len(self.humans) == 1:
            return
        reply = await self.engine.seats(sorted(self.humans), viewer if viewer in self.humans else HUMAN)
        if "error" in reply:
            raise RuntimeError(f"the seats could not be given: {reply['error']}")
        self.table = table = reply["state"]
        self.view = table["view"]
        to_move = table["to_move"]
        if table["finished"]:
            self.ui.handover = None  # every card played: nothing of anyone's is left to hide
        else:
            self.ui.handover = to_move if to_move in self.humans and not table["deal_over"] else self.viewer

    def _hand_over(self) -> None:
        """The person the cover named is at the screen: their view, then the game goes on.
        Tapped while the computer seats still play behind the cover (a new or reloaded
        game), it is kept for when they are done, if the cover still names that person."""
        seat = self.ui.handover
        if seat is None:
            return
        if self.busy:
            self.tapped = seat
            return
        self._run(self._look(seat))

    async def _look(self, seat: int) -> None:
        reply = await self.engine.seats(sorted(self.humans), seat)
        if "error" in reply:
            raise RuntimeError(f"the device could not be passed: {reply['error']}")
        self.table = reply["state"]
        self._store(reply)
        self.view = self.table["view"]
        self.ui.handover = None
        self.ui.selected = self.ui.hinted = self.ui.refused = None
        self.ui.keep_to(self.view["hand"])
        self.redraw()
        await self._advance()

    # -- the game moving on ------------------------------------------------------------------------

    async def _act(self, action: str, by_clock: bool = False) -> None:
        """The player's move, or the one their run-out clock made: the status says so
        while the others play (scene.py), and no more once the player moves again."""
        self.ui.timed_out = None
        await self._apply(action)
        if by_clock:
            self.ui.timed_out = action
        await self._advance()

    async def _advance(self) -> None:
        """The computer's turns, until it is the player's move or the deal is over; in
        pass-and-play, until a person's move, and if that person is not the one at the
        screen, the device is passed first (``_hand_over``)."""
        table = self.table
        humans = self.humans
        while table is not None and not table["deal_over"] and table["to_move"] not in humans:
            seat = table["to_move"]
            started = monotonic()
            self.ui.thinking_seat = seat  # the cue on that seat while it thinks
            self.redraw()
            try:
                action = await self.engine.choose(self.ui.levels.get(seat, menu.DEFAULT_LEVEL),
                                                  f"{table['seed']}/computer")
                # However fast the choice, the card comes COMPUTER_PAUSE after the last one.
                await asyncio.sleep(max(0.0, COMPUTER_PAUSE * self.ui.pace - (monotonic() - started)))
            finally:
                self.ui.thinking_seat = None
            await self._apply(action)
            table = self.table
        if table is not None and not table["deal_over"] and table["to_move"] != self.viewer:
            self.ui.handover = table["to_move"]  # its cards stay hidden until that person taps
        tapped, self.tapped = self.tapped, None
        if tapped is not None and tapped == self.ui.handover:
            await self._look(tapped)

    async def _apply(self, action: str) -> None:
        """Apply one action, save, and step the table through its frames.

        Only actions the engine listed reach here, so a refusal would be a bug: it ends
        the task and ``fail`` shows it."""
        assert self.view is not None
        before = self.view
        reply = await self.engine.apply(action)
        if "error" in reply:
            raise RuntimeError(f"the engine refused {action!r}: {reply['error']}")
        self.table = table = reply["state"]
        self._status_answers()
        self.ui.refused = None  # the game moved on: whatever was refused is told no more
        self._store(reply)
        if table["finished"] and len(self.humans) == 1:  # the partita's last action: counted once, here
            self.ui.stats = stats.record_partita(self.ui.stats, table["view"], self.ui.levels)
            self.slot.store_stats(self.ui.stats)
            await self._record_match()
        after = table["view"]
        self.ui.keep_to(after["hand"])
        await self._show(pacing.frames(before, after))

    async def _show(self, frames: list[pacing.Frame]) -> None:
        for frame in frames:
            self.view = frame.view
            self.redraw()
            if frame.hold:  # the last card lands, the trick stays to be read, the cards dealt or drawn land
                await asyncio.sleep(frame.hold * self.ui.pace)
