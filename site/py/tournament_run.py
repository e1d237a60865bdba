"""A tournament at the page (RULES.md §5.3), on the engine's side: the worker holds one.

The person is the tournament's seat 0; the other entrants are computer players with
names, all of one level or of mixed levels (from Easy to Expert, dealt from the seed). In a
tournament of Briscola a 4 every entrant is a pair: the person's partner is a computer
player of the level chosen (Medium when the levels are mixed), the pair named for both.
``briscola.tournament`` pairs, scores and pays; this module plays the matches between
computer entrants (a round's other tables), makes the person's match a
game, and records its result once the game is over. The page's own table plays that game
like any other (session.py), the person always at game seat 0: when the draw made them a
match's second seat, the result is recorded turned back (``seat_zero``).

Every shuffle comes from the tournament's seed: a match's game number is drawn from it
and the match's id, so any match can be played again from its number.
"""

from __future__ import annotations

import json
import random
from typing import Any

import briscola
from briscola.ai.driver import play
from briscola.tournament import Tournament
from computer import make_agent

FORMAT = "briscola-tournament-run/1"
YOU = 0  # the person's seat in the tournament
# The computer players, in the order they are named (Italian names in both languages):
# enough for 16 pairs, the person's partner included.
NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Luca", "Marta",
         "Nino", "Olga", "Paolo", "Rita", "Sergio", "Teresa", "Ugo", "Vera", "Walter", "Zoe",
         "Alberto", "Bice", "Cesare", "Dora", "Enzo", "Flavia", "Gino", "Ida", "Mario", "Nora",
         "Piero", "Rosa")
PAIR = " & "  # between a pair's two names: the same in both languages
ENTRANT_PLAYERS = {"briscola2": 1, "briscola4": 2}  # by the matches' game: a player, or a pair
# Two computer entrants play their match in the worker between the person's: the search
# levels would take minutes a round there, so an entrant of a search level plays it at
# Medium; the person's own opponent plays at its own level.
OFFSTAGE_LEVEL = {"hard": "medium", "expert": "medium"}
GAME_NUMBER_DIGITS = 9
LEVELS = ("random", "easy", "medium", "hard", "expert")  # the menu's
MIXED = "mixed"  # the menu's "Misti": the entrants' levels spread over MIXED_LEVELS
MIXED_LEVELS = ("easy", "medium", "hard", "expert")


def entrant_levels(level: str, seats: int, seed: object) -> list[str]:
    """Each entrant's level, the person's "" first: all ``level``, or for MIXED each of
    MIXED_LEVELS in turn, shuffled by the tournament's seed (the draw is the seed's too)."""
    if level != MIXED:
        return [""] + [level] * (seats - 1)
    levels = [MIXED_LEVELS[i % len(MIXED_LEVELS)] for i in range(seats - 1)]
    random.Random(f"{seed}/levels").shuffle(levels)
    return [""] + levels


def entrant_members(own: str, seats: int, game: str) -> list[list[str]]:
    """Each entrant's players by name, the person's first (the person, then in a pair the
    partner); no computer player is named as the person is."""
    others = [name for name in NAMES if name.casefold() != own.casefold()]
    size = ENTRANT_PLAYERS[game]
    players = [own, *others[:seats * size - 1]]
    return [players[i:i + size] for i in range(0, len(players), size)]


class TournamentRun:
    def __init__(self, tournament: Tournament, level: str, options: dict[str, Any],
                 match: str | None = None, seat_zero: int = 0, levels: list[str] | None = None,
                 members: list[list[str]] | None = None) -> None:
        self.tournament = tournament
        self.level = level  # the computer entrants' as chosen: a level, or MIXED
        # Each entrant's own level, by tournament seat (the person's "").
        self.levels = entrant_levels(level, tournament.seats, tournament.seed) if levels is None else levels
        # Each entrant's players' names (one, or a pair's two), by tournament seat.
        self.members = [[name] for name in tournament.names] if members is None else members
        self.partner_level = level if level in LEVELS else "medium"  # the person's, in a pair
        self.options = options  # table options of every match (deck, carte viste, clocks)
        self.match = match  # the person's match on the table, until its result is recorded
        self.seat_zero = seat_zero  # 1: the person is that match's second seat

    @classmethod
    def new(cls, request: dict[str, Any]) -> TournamentRun:
        """From the menu's choice; a bad one raises ValueError saying what is wrong."""
        level = str(request.get("level", "medium"))
        if level not in LEVELS and level != MIXED:
            raise ValueError(f"level must be one of {', '.join(LEVELS)} or {MIXED}, not {level!r}")
        seats = request.get("seats")
        game = str(request.get("game", "briscola2"))
        if game not in ENTRANT_PLAYERS:
            raise ValueError(f"game must be one of {', '.join(ENTRANT_PLAYERS)}, not {game!r}")
        name = str(request.get("name", "")).strip() or "Tu"
        members = entrant_members(name, seats, game) if isinstance(seats, int) else None
        tournament = Tournament(request.get("kind"), seats, request.get("deals"), request.get("entry"),  # type: ignore[arg-type]
                                request.get("seed"),  # type: ignore[arg-type]
                                names=None if members is None else [PAIR.join(pair) for pair in members],
                                game=game)
        options = dict(request.get("options") or {})
        tournament.new_game(tournament.pending()[0]["id"], seed=0, options=options)  # the engine checks them now
        return cls(tournament, level, options, members=members)

    # -- saves -----------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, "tournament": self.tournament.to_json(), "level": self.level,
                           "levels": self.levels, "members": self.members, "options": self.options,
                           "match": self.match, "seat_zero": self.seat_zero}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> TournamentRun:
        """A stored run; anything wrong raises briscola.SaveError."""
        try:
            data = json.loads(text)
        except ValueError:
            raise briscola.SaveError("the tournament save is not readable JSON") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise briscola.SaveError(f"the tournament save is not of format {FORMAT!r}")
        stored = data.get("tournament")
        tournament = Tournament.from_json(stored if isinstance(stored, str) else "")
        level, options, match, seat_zero = (data.get(key) for key in ("level", "options", "match", "seat_zero"))
        if (level not in LEVELS and level != MIXED) or not isinstance(options, dict) or seat_zero not in (0, 1):
            raise briscola.SaveError("the tournament save's level, options or seat are damaged")
        # A run saved before mixed levels has none: its entrants are all of its one level.
        levels = data.get("levels", entrant_levels(level, tournament.seats, tournament.seed))
        if (not isinstance(levels, list) or len(levels) != tournament.seats or levels[0] != ""
                or any(entrant not in LEVELS for entrant in levels[1:])):
            raise briscola.SaveError("the tournament save's entrants' levels are damaged")
        # A run saved before pairs' tournaments has one player an entrant, named as the entrant.
        members = data.get("members", [[name] for name in tournament.names])
        if (not isinstance(members, list) or len(members) != tournament.seats
                or any(not isinstance(players, list) or len(players) != ENTRANT_PLAYERS[tournament.game]
                       or not all(isinstance(name, str) for name in players) for players in members)):
            raise briscola.SaveError("the tournament save's players' names are damaged")
        if match is not None and match not in {m["id"] for m in tournament.pending()}:
            raise briscola.SaveError(f"the tournament save's match {match!r} is not waiting to be played")
        return cls(tournament, level, options, match, seat_zero, levels, members)

    # -- playing ---------------------------------------------------------------------------

    def game_number(self, match_id: str) -> int:
        return random.Random(f"{self.tournament.seed}/{match_id}").randrange(10**GAME_NUMBER_DIGITS)

    def your_next(self) -> dict[str, Any] | None:
        """The person's next match whose opponent is known, if any."""
        return next((m for m in self.tournament.pending() if YOU in m["seats"]), None)

    def play_on(self) -> briscola.Game | None:
        """The other tables' matches up to the person's next one, then that one's game
        (None once the person has no match left: the rest is played to the end)."""
        if self.match is not None:
            raise ValueError(f"your match {self.match} is still being played")
        while True:
            yours = self.your_next()
            others = [m for m in self.tournament.pending() if YOU not in m["seats"]
                      and (yours is None or m["round"] <= yours["round"])]
            if not others:
                break
            self._play_offstage(others[0])
        if yours is None:
            return None
        self.match, self.seat_zero = yours["id"], yours["seats"].index(YOU)
        return self.game()

    def game(self) -> briscola.Game:
        """The person's match as a new game, the person at game seat 0."""
        assert self.match is not None
        return self.tournament.new_game(self.match, seed=self.game_number(self.match), options=self.options)

    def is_match(self, game: briscola.Game) -> bool:
        """Whether ``game`` is the person's match on the table (a save swapped for another is not)."""
        return (self.match is not None and game.seed == self.game_number(self.match)
                and game.name == self.tournament.game)

    def record(self, game: briscola.Game) -> None:
        """The person's finished match into the tournament."""
        assert self.match is not None and game.match_result is not None
        self.tournament.record(self.match, game.match_result, seat_zero=self.seat_zero)
        self.match, self.seat_zero = None, 0

    def _play_offstage(self, match: dict[str, Any]) -> None:
        game = self.tournament.new_game(match["id"], seed=self.game_number(match["id"]), options=self.options)
        entrants = match["seats"]  # game seats 0 (and 2) the first's, 1 (and 3) the second's
        levels = [self.levels[entrants[seat % 2]] for seat in range(game.players)]
        agents = [make_agent(OFFSTAGE_LEVEL.get(level, level), f"{self.tournament.seed}/{match['id']}/{seat}")
                  for seat, level in enumerate(levels)]
        play(game, agents, until="partita")
        assert game.match_result is not None
        self.tournament.record(match["id"], game.match_result)

    # -- what the page shows ---------------------------------------------------------------

    def seated(self, match: dict[str, Any], by_entrant: list[list[Any]]) -> list[Any]:
        """What ``by_entrant`` gives each player of an entrant, by game seat of the person's
        ``match``: the person at seat 0, a partner at 2, the opponents at 1 and 3."""
        opponent = match["seats"][1 - match["seats"].index(YOU)]
        return [by_entrant[YOU if seat % 2 == 0 else opponent][seat // 2]
                for seat in range(2 * len(by_entrant[YOU]))]

    def view(self) -> dict[str, Any]:
        t = self.tournament
        standings = t.standings()
        yours = self.your_next()
        mine = next(row for row in standings if row["seat"] == YOU)
        levels = [[level] * len(players) for level, players in zip(self.levels, self.members)]
        levels[YOU][1:] = [self.partner_level] * (len(levels[YOU]) - 1)
        matches = t.all_matches()
        played_by_you = [m for m in matches if YOU in m["seats"]]
        return {
            "game": t.game, "kind": t.kind, "seats": t.seats, "deals": t.deals, "level": self.level,
            "levels": self.levels, "plan": t.payout_plan(), "standings": standings, "matches": matches,
            "rounds": t.rounds, "over": t.over, "you": YOU, "playing": self.match,
            "playing_number": None if self.match is None else self.game_number(self.match),
            "next_levels": None if yours is None else self.seated(yours, levels),  # by game seat
            # The person's matches by game number: each seat's player by name, and level
            # (a match's table shows them again after a reload, over or not).
            "seat_names": [[self.game_number(m["id"]), self.seated(m, self.members)] for m in played_by_you],
            "seat_levels": [[self.game_number(m["id"]), self.seated(m, levels)] for m in played_by_you],
            "next": yours, "eliminated": t.kind == "knockout" and yours is None and self.match is None and not t.over,
            "place": mine["place"] if t.over else None, "prize": mine["prize"],
        }
