"""The game on the engine's side of the page: the Pyodide worker holds one ``Session``.

The page's main thread (MicroPython) has no engine: it sends the worker what the player
chose and gets back, as JSON text, the table's state after it — what the human seat may
see and the few facts about the whole table that the page acts on — and the save to
store. Every change goes through ``game.apply`` with an action the engine lists; a
refusal is an answer with an ``error``, and the game stays as it was.

The computer seats think here too, each from its own seat's observation only.

A move of the person's can be taken back (``undo``) while its deal lasts: the game goes
back to just before it, replayed from the save, the computer seats' answers undone too.

In pass-and-play (``seats``) several seats are people at the one device: the table's state
is then the view of the seat at the screen, and the computer moves only for the others.

A tournament (tournament_run.py) is held here as well: ``tournament`` answers with what
the page shows of it and its save, and makes the person's next match this session's game.
"""

from __future__ import annotations

import json
from typing import Any

import briscola
from computer import Agents, checked, make_agent
from tournament_run import TournamentRun

HUMAN = 0
ADVISER = "expert"  # the level whose move an analysis shows

Reply = dict[str, Any]


def table_state(game: briscola.Game, viewer: int = HUMAN) -> dict[str, Any]:
    """What the page needs of the game: the observation of the seat at the screen (the
    human seat; in pass-and-play the person holding the device) and the table's facts that
    are no seat's secret (who moves, what the table itself may do, the clocks' move)."""
    to_move = game.to_move
    return {
        "view": game.observation(viewer),
        "to_move": to_move,
        "deal_over": game.deal_over,
        "table_actions": game.legal_actions() if to_move is not None and game.deal_over else [],
        "forfeit_actions": game.forfeit_actions(),
        "timeout_action": game.timeout_action() if to_move == viewer and not game.deal_over else None,
        "seed": game.seed,
        "players": game.players,
        "finished": to_move is None,
    }


class Session:
    def __init__(self) -> None:
        self.game: briscola.Game | None = None
        self.agents = Agents()
        self.run: TournamentRun | None = None
        # The last save shown again and its whole game: each replay step or analysis of the
        # same partita would replay it all from the start again to know how it ends.
        self.reviewed: tuple[str, briscola.Game] | None = None
        # How many moves the game had before each of the human seat's moves of this deal:
        # where an undo goes back to, the last one first.
        self.own_moves: list[int] = []
        # Pass-and-play: the seats people play at this device, and the one whose view the
        # screen shows (``seats`` sets them; a new or loaded game has one person, at seat 0).
        self.humans: frozenset[int] = frozenset({HUMAN})
        self.viewer = HUMAN

    def _reply(self, game: briscola.Game) -> Reply:
        state = table_state(game, self.viewer)
        state["can_undo"] = bool(self.own_moves) and not state["finished"]
        return {"state": state, "save": game.to_json()}

    def _sit(self, game: briscola.Game, own_moves: list[int] | None = None) -> Reply:
        self.game = game
        self.own_moves = [] if own_moves is None else own_moves
        return self._reply(game)

    def seats(self, humans: list[int], viewer: int) -> Reply:
        """Pass-and-play: the seats played by people at this device, and the one of them
        the screen now shows (its hand and all it may see); the others are the computer's."""
        game = self.game
        if game is None:
            return {"error": "no game is on the table"}
        people = frozenset(humans)
        if not people or not all(isinstance(s, int) and 0 <= s < game.players for s in people) or viewer not in people:
            return {"error": f"the people's seats must be seats of the game, the screen's among them: {humans}, {viewer}"}
        self.humans, self.viewer = people, viewer
        return self._reply(game)

    def new(self, name: str, seed: int | str, options: dict[str, Any]) -> Reply:
        """A new game; a combination the engine refuses is an ``error`` with its reason."""
        try:
            game = briscola.new_game(name, seed=seed, options=options)
        except ValueError as error:
            return {"error": str(error)}
        self._alone()
        return self._sit(game)

    def load(self, text: str) -> Reply:
        """The stored save played back; a save that cannot be is an ``error`` saying why."""
        try:
            game = briscola.load_game(text)
        except briscola.NewerSaveError as error:
            return {"error": str(error), "newer": True}
        except briscola.SaveError as error:
            return {"error": str(error)}
        except Exception as error:  # noqa: BLE001 - any bad save must leave a usable page
            return {"error": f"{type(error).__name__}: {error}"}
        self._alone()
        return self._sit(game, own_moves_of(game))

    def _alone(self) -> None:
        """Another game on the table: one person, at seat 0, until ``seats`` says more."""
        self.humans, self.viewer = frozenset({HUMAN}), HUMAN

    def apply(self, action: str) -> Reply:
        """One action, for any seat (the page checked it is the table's to make)."""
        game = self.game
        if game is None:
            return {"error": "no game is on the table"}
        before, own = len(game.actions), is_own_move(game, action)
        try:
            game.apply(action)
        except briscola.IllegalAction as error:
            return {"error": str(error)}
        if game.deal_over:
            self.own_moves = []  # a deal ended is not taken back: its result stands
        elif own:
            self.own_moves.append(before)
        return self._reply(game)

    def undo(self) -> Reply:
        """The game as it was just before the human seat's last move of this deal, for the
        person to play it again; an ``error`` when there is none to take back."""
        game = self.game
        if game is None or not self.own_moves or game.to_move is None:
            return {"error": "there is no move of yours in this deal to take back"}
        moves = self.own_moves[-1]
        return self._sit(briscola.load_game(game.to_json(), moves=moves), self.own_moves[:-1])

    def choose(self, level: str, seed: str) -> str:
        """The move of the computer seat to move, from that seat's observation alone;
        "" when no computer seat is to move."""
        game = self.game
        if game is None or game.to_move is None or game.to_move in self.humans:
            return ""
        seat = game.to_move
        return self.agents.choose(game.observation(seat), level, f"{seed}/{seat}")

    def replay(self, save: str, step: int) -> Reply:
        """A finished partita shown again at its ``step``-th move, every hand open: the view,
        the steps there are (and where each deal starts and ends), and the move that led
        there with the seat that made it. Only a finished partita: a game in progress is no
        one's to see whole."""
        try:
            whole = self._whole(save)
            if whole.to_move is not None:
                return {"error": "only a finished partita can be replayed"}
            step = min(max(int(step), 0), len(whole.actions))
            game = briscola.load_game(save, moves=max(step - 1, 0))
        except (briscola.SaveError, ValueError, TypeError) as error:
            return {"error": str(error)}
        action = whole.actions[step - 1] if step else None
        actor = before = None
        if action is not None:
            actor = int(action.split()[-1]) if action.startswith(("abandon ", "flag ")) else game.to_move
            before = game.revealed_observation(HUMAN)  # the page shows a trick taken before it goes
            game.apply(action)
        # Each deal's first step (its cards dealt) and last (its last card played), for a
        # replay's way from deal to deal: a partita of many deals runs to hundreds of steps.
        nexts = [i for i, done in enumerate(whole.actions) if done == "next"]
        return {"replay": {"view": game.revealed_observation(HUMAN), "before": before, "step": step,
                           "steps": len(whole.actions), "action": action, "actor": actor,
                           "starts": [0] + [i + 1 for i in nexts], "ends": nexts + [len(whole.actions)]}}

    def _whole(self, save: str) -> briscola.Game:
        """The game ``save`` holds, all of it (SaveError if it cannot be loaded)."""
        if self.reviewed is None or self.reviewed[0] != save:
            self.reviewed = (save, briscola.load_game(save))
        return self.reviewed[1]

    def advise(self, save: str, moves: int) -> Reply:
        """What the Expert would play for the person to move after ``moves`` moves of the game
        saved, from that seat's own observation only (a hint, a move analysis), and what the
        seat did play there if the save goes on; ``None`` when no person has a choice to make."""
        try:
            whole = self._whole(save)
            game = briscola.load_game(save, moves=int(moves))
        except (briscola.SaveError, ValueError, TypeError) as error:
            return {"error": str(error)}
        if game.to_move not in self.humans or game.deal_over:
            return {"advice": None}
        observation = game.observation(game.to_move)
        agent = make_agent(ADVISER, f"advice/{game.seed}/{moves}")
        return {"advice": checked(agent.choose(observation), observation, "the adviser"),
                "played": whole.actions[moves] if moves < len(whole.actions) else None}

    def tournament(self, request: dict[str, Any]) -> Reply:
        """One tournament step (``request["op"]``): "new" from the menu's choice, "load" a
        stored run, "play" on to the person's next match (then the table's game), "record"
        the finished match on the table, "abandon" the match of the game saved as
        ``request["save"]`` (the person starts another game meanwhile). A step that cannot
        be is an ``error`` saying why, and the tournament stays as it was."""
        op = request.get("op")
        try:
            if op == "new":
                self.run = TournamentRun.new(request)
            elif op == "load":
                self.run = TournamentRun.from_json(str(request.get("save")))
            elif self.run is None:
                return {"error": "no tournament is being played"}
            elif op == "play":
                return self._tournament_play(self.run)
            elif op == "record":
                if self.game is not None and self.game.to_move is None and self.run.is_match(self.game):
                    self.run.record(self.game)
            elif op == "abandon":
                self._tournament_abandon(self.run, briscola.load_game(str(request.get("save"))))
            else:
                return {"error": f"no tournament step {op!r}"}
        except (ValueError, briscola.SaveError, briscola.IllegalAction) as error:
            return {"error": str(error)}
        return self._tournament_reply(self.run)

    def _tournament_play(self, run: TournamentRun) -> Reply:
        game = run.play_on()
        if game is None:
            return self._tournament_reply(run)
        self._alone()
        return {**self._tournament_reply(run), **self._sit(game)}  # nothing of the game before to take back

    def _tournament_abandon(self, run: TournamentRun, game: briscola.Game) -> None:
        if not run.is_match(game):
            raise ValueError("that game is not your tournament match")
        if f"abandon {HUMAN}" in game.forfeit_actions():
            game.apply(f"abandon {HUMAN}")
        run.record(game)

    @staticmethod
    def _tournament_reply(run: TournamentRun) -> Reply:
        return {"tournament": run.view(), "tournament_save": run.to_json()}


def is_own_move(game: briscola.Game, action: str) -> bool:
    """Whether ``action`` is the human seat's own move in the deal being played (not the
    table's next deal, not a forfeit)."""
    return game.to_move == HUMAN and not game.deal_over and action in game.legal_actions()


def own_moves_of(game: briscola.Game) -> list[int]:
    """``Session.own_moves`` for a game loaded whole: its moves played again from the start."""
    again = briscola.load_game(game.to_json(), moves=0)
    own: list[int] = []
    for number, action in enumerate(game.actions):
        if is_own_move(again, action):
            own.append(number)
        again.apply(action)
        if again.deal_over:
            own = []
    return own


def as_json(reply: Reply) -> str:
    """Replies cross to the main thread as text: a dict would arrive there as a JS proxy."""
    return json.dumps(reply, separators=(",", ":"))
