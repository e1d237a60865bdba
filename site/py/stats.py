"""The player's statistics: partite and deals played and won, by game and by the computer
players' level, winning streaks, card points a deal, tournaments and their prizes.

Counted from what the engine says at a partita's end (the observation's ``match_result``
and ``results``): no rule here. Plain JSON-able dicts, kept in localStorage by saves.py;
``parse`` takes whatever was stored and keeps only well-formed counts, so an older or
damaged record never stops the page. Runs in CPython and MicroPython alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import i18n
from values import Value

if TYPE_CHECKING:
    from values import Observation

    Stats = dict[str, Any]

GAMES: Final = ("briscola2", "briscola3", "briscola4", "chiamata", "joker")
LEVELS: Final = ("random", "easy", "medium", "hard", "expert", "mixed")
LEVEL_NAMES: Final = {"random": "menu.level.random", "easy": "menu.level.easy", "medium": "menu.level.medium",
                      "hard": "menu.level.hard", "expert": "menu.level.expert", "mixed": "stats.level.mixed"}
# A narrow phone's short heads, where the full one is long.
SHORT: Final = {"stats.played": "stats.played.short", "stats.won": "stats.won.short",
                "stats.best_streak": "stats.best_streak.short", "stats.deals_won": "stats.deals_won.short",
                "stats.points": "stats.points.short", "stats.won_percent": "stats.won_percent.short"}
GAME_COUNTS: Final = ("played", "won", "drawn", "streak", "best_streak", "deals", "deals_won", "points")
LEVEL_COUNTS: Final = ("played", "won")
TOURNAMENT_COUNTS: Final = ("played", "won", "prizes")


def empty() -> Stats:
    return {"games": {}, "levels": {}, "tournaments": dict.fromkeys(TOURNAMENT_COUNTS, 0)}


def _counts(data: Any, names: tuple[str, ...]) -> dict[str, int]:
    given = data if isinstance(data, dict) else {}
    counts = {}
    for name in names:
        value = given.get(name, 0)
        counts[name] = value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
    return counts


def parse(data: Any) -> Stats:
    """The stored record, its counts checked one by one (anything else is dropped)."""
    stats = empty()
    if not isinstance(data, dict):
        return stats
    for key, known, names in (("games", GAMES, GAME_COUNTS), ("levels", LEVELS, LEVEL_COUNTS)):
        stored = data.get(key)
        if isinstance(stored, dict):
            for name in known:
                if name in stored:
                    stats[key][name] = _counts(stored[name], names)
    stats["tournaments"] = _counts(data.get("tournaments"), TOURNAMENT_COUNTS)
    return stats


def opponents_level(levels: dict[int, str], opponents: list[int]) -> str:
    """The level of the computer players at ``opponents``' seats, or "mixed" when they differ."""
    found = {levels.get(seat, "medium") for seat in opponents}
    return found.pop() if len(found) == 1 else "mixed"


def played_in(view: Observation) -> bool:
    """Whether the seat of ``view`` has played a card in its partita: a deal of it over, or
    a card of the seat's among this deal's tricks."""
    me = view["seat"]
    cards = [card for trick in view["history"] for card in trick["cards"]] + list(view["table"])
    return bool(view.get("results")) or any(seat == me for seat, _ in cards)


def record_partita(stats: Stats, view: Observation, levels: dict[int, str]) -> Stats:
    """A finished partita counted (the caller counts each partita once)."""
    result = view.get("match_result")
    if result is None:
        return stats
    me: int = view["seat"]
    players: int = view["players"]
    winners: list[int] = result["winner"]
    drawn = len(winners) == players
    won = me in winners and not drawn
    game = stats["games"].setdefault(view["game"], dict.fromkeys(GAME_COUNTS, 0))
    game["played"] += 1
    game["won"] += 1 if won else 0
    game["drawn"] += 1 if drawn else 0
    game["streak"] = game["streak"] + 1 if won else 0
    game["best_streak"] = max(game["best_streak"], game["streak"])
    for deal in view.get("results") or []:
        sides: list[list[int]] = deal["sides"]
        if deal.get("all_passed") or deal["level"] and len(sides) == 2:
            continue  # a void deal (60-60 between two sides, or all passed) counts for no one
        game["deals"] += 1
        game["deals_won"] += 1 if me in deal["winners"] and not deal["level"] else 0
        # The points the end screen gives: the player's side's (a pair's, both partners').
        game["points"] += next(points for side, points in zip(sides, deal["side_points"]) if me in side)
    # A partner (a pair's, in Briscola a 4) is no opponent: the partita's own sides say who is.
    own = next((side for side in result["sides"] if me in side), [me])
    opponents = [seat for seat in range(players) if seat not in own]
    level = stats["levels"].setdefault(opponents_level(levels, opponents), dict.fromkeys(LEVEL_COUNTS, 0))
    level["played"] += 1
    level["won"] += 1 if won else 0
    return stats


def record_tournament(stats: Stats, place: int, prize: int) -> Stats:
    """A tournament finished: the player's place and prize."""
    counts = stats["tournaments"]
    counts["played"] += 1
    counts["won"] += 1 if place == 1 else 0
    counts["prizes"] += prize
    return stats


# -- what the statistics panel shows ---------------------------------------------------------


class StatsRow(Value):
    def __init__(self, name: str, cells: tuple[str, ...]) -> None:
        self.name = name
        self.cells = cells


class StatsView(Value):
    def __init__(self, heads: tuple[tuple[str, str], ...], games: tuple[StatsRow, ...],
                 level_heads: tuple[tuple[str, str], ...],
                 levels: tuple[StatsRow, ...], tournaments: str, empty: bool, resetting: bool) -> None:
        self.heads = heads  # the games table's column heads (in full, short), the first the rows' own
        self.games = games
        self.level_heads = level_heads
        self.levels = levels
        self.tournaments = tournaments
        self.empty = empty  # nothing played yet
        self.resetting = resetting  # the reset button asks to be pressed again

    def key(self) -> str:
        """What each of a narrow phone's short heads stands for ("%: % vinte" too: a bare
        "%" or "Deals" could be of anything)."""
        return " · ".join(f"{short}: {text}" for text, short in self.heads if short and short != text)


def heads(lang: str, keys: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Column heads in full and in short (a narrow phone's; the same where it has none)."""
    return tuple((i18n.text(lang, key), i18n.text(lang, SHORT[key]) if key in SHORT else "") for key in keys)


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


def view(stats: Stats, lang: str, resetting: bool = False) -> StatsView:
    games = []
    for name in GAMES:
        counts = stats["games"].get(name)
        if counts is None or not counts["played"]:
            continue
        average = i18n.decimal(lang, counts["points"] / counts["deals"]) if counts["deals"] else "–"
        games.append(StatsRow(i18n.text(lang, f"game.{name}"), (
            str(counts["played"]), str(counts["won"]), percent(counts["won"], counts["played"]),
            str(counts["best_streak"]), percent(counts["deals_won"], counts["deals"]), average)))
    levels = []
    for name in LEVELS:
        counts = stats["levels"].get(name)
        if counts is None or not counts["played"]:
            continue
        levels.append(StatsRow(i18n.text(lang, LEVEL_NAMES[name]), (
            str(counts["played"]), str(counts["won"]), percent(counts["won"], counts["played"]))))
    t = stats["tournaments"]
    return StatsView(
        heads=heads(lang, ("stats.game", "stats.played", "stats.won", "stats.won_percent", "stats.best_streak",
                           "stats.deals_won", "stats.points")),
        games=tuple(games),
        level_heads=heads(lang, ("stats.opponents", "stats.played", "stats.won", "stats.won_percent")),
        levels=tuple(levels),
        tournaments=i18n.text(lang, "stats.tournaments", played=t["played"], won=t["won"], prizes=t["prizes"]),
        empty=not games,
        resetting=resetting,
    )
