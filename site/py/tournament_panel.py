"""The tournament's panel, from what the engine shows of it (tournament_run.py's view).

No DOM and no rule: the draw, the results, the standings and the prizes are the engine's;
this words them, and says which buttons the panel offers now. The prizes are shown before
the player enters and all along (RULES.md §5.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import i18n
import menu
from values import Value

if TYPE_CHECKING:
    from state import UIState

# A game's rules page in a language (build.py's rules_page; a test holds them equal), and
# the anchor of its section on tournaments.
RULES_PAGE = "./rules-{game}-{lang}.html"
RULES_SECTION = "#tournaments"
# The standings' column heads, in the order of a row's cells.
HEADS = ("tournament.col.place", "tournament.col.name", "tournament.col.played", "tournament.col.won",
         "tournament.col.lost", "tournament.col.vp", "tournament.col.difference", "tournament.col.prize")


class StandingRow(Value):
    def __init__(self, cells: tuple[str, ...], you: bool) -> None:
        self.cells = cells  # one per HEADS
        self.you = you  # the player's own row


class RoundView(Value):
    def __init__(self, title: str, matches: tuple[str, ...]) -> None:
        self.title = title
        self.matches = matches  # one line a match: who met whom and how it ended


class PanelButton(Value):
    def __init__(self, intent: str, label: str, disabled: bool = False, action: str = "") -> None:
        self.intent = intent
        self.label = label
        self.disabled = disabled
        self.action = action  # the intent's code, if it takes one


class TournamentPanel(Value):
    def __init__(self, title: str, format_line: str, plan: tuple[str, ...], chips: str,
                 heads: tuple[str, ...], rows: tuple[StandingRow, ...], rounds: tuple[RoundView, ...],
                 lines: tuple[str, ...], buttons: tuple[PanelButton, ...], open_: bool, in_bar: bool,
                 rules: tuple[str, str]) -> None:
        self.title = title
        self.format_line = format_line
        self.plan = plan  # the pot and each paid place
        self.chips = chips  # the player's chips
        self.heads = heads  # the standings' column heads
        self.rows = rows
        self.rounds = rounds
        self.lines = lines  # where the player stands, and what the buttons will do
        self.buttons = buttons
        self.open = open_
        self.in_bar = in_bar  # the bar's Tournament button shows (not for one only previewed)
        self.rules = rules  # the link to the rules of tournaments: where, and its words


def of_pairs(t: dict[str, Any]) -> bool:
    """Whether the tournament's entrants are pairs (its matches of Briscola a 4)."""
    return bool(t["game"] == "briscola4")


def round_title(lang: str, kind: str, number: int, rounds: int) -> str:
    if kind == "knockout":
        from_last = rounds - number
        if from_last == 0:
            return i18n.text(lang, "tournament.round.final")
        if from_last == 1:
            return i18n.text(lang, "tournament.round.semi")
        if from_last == 2:
            return i18n.text(lang, "tournament.round.quarter")
    return i18n.text(lang, "tournament.round", round=number)


def match_line(lang: str, match: dict[str, Any], playing: str | None, you: int, pairs: bool) -> str:
    """One match in words; ``pairs``: its sides are pairs, the verbs plural."""
    names: list[str] = match["names"]
    if match["winner"] is None:
        key = "tournament.match.playing" if match["id"] == playing else "tournament.match.pending"
        return i18n.text(lang, key, first=names[0], second=names[1])
    won = match["seats"].index(match["winner"])
    winner, loser = names[won], names[1 - won]
    difference = match["difference"]
    if match["winner"] == you:
        return i18n.text(lang, "tournament.match.you_won.pairs" if pairs else "tournament.match.you_won",
                         loser=loser, difference=difference)
    if you in match["seats"]:  # the person is told as "you", whatever name they gave
        if match["forfeit"]:
            return i18n.text(lang, "tournament.match.you_abandoned.pairs" if pairs
                             else "tournament.match.you_abandoned", winner=winner)
        return i18n.text(lang, "tournament.match.you_lost.pairs" if pairs else "tournament.match.you_lost",
                         winner=winner, difference=difference)
    if match["forfeit"]:
        return i18n.text(lang, "tournament.match.forfeit.pairs" if pairs else "tournament.match.forfeit",
                         winner=winner, loser=loser)
    return i18n.text(lang, "tournament.match.won.pairs" if pairs else "tournament.match.won",
                     winner=winner, loser=loser, difference=difference)


def _your_name_in(lang: str, t: dict[str, Any]) -> Callable[[str], str]:
    """The entrants' names as shown: a person who gave no name entered as "Tu" or "You" (in
    a pair, "Tu & Anna"), which follows the page's language."""
    entered: str = next(row["name"] for row in t["standings"] if row["seat"] == t["you"])
    for other in i18n.LANGUAGES:
        word = i18n.text(other, "you")
        if entered == word or entered.startswith(word + " "):
            shown = i18n.text(lang, "you") + entered[len(word):]
            return lambda name: shown if name == entered else name
    return lambda name: name


def _entrant(lang: str, t: dict[str, Any], named: Callable[[str], str], row: dict[str, Any]) -> str:
    """An entrant as the standings name it; with mixed levels, its level too: the person
    sees whom they may meet before entering."""
    name = named(row["name"])
    if t["level"] == menu.MIXED and row["seat"] != t["you"]:
        return f"{name} ({i18n.text(lang, 'menu.level.' + t['levels'][row['seat']])})"
    return name


def _standing(row: dict[str, Any], you: int, name: str, started: bool) -> StandingRow:
    """A row of the standings; before any match is played no one has a place yet (the
    engine's order is then the draw's)."""
    difference: int = row["difference"]
    cells = (str(row["place"]) if started else "–", name, str(row["played"]), str(row["won"]), str(row["lost"]),
             str(row["vp"]), i18n.signed(difference) if difference else "0", str(row["prize"]) if row["prize"] else "")
    return StandingRow(cells, row["seat"] == you)


def _where(lang: str, t: dict[str, Any], ui: UIState) -> list[str]:
    """Where the player stands, in words (to a pair, in the plural)."""
    you: int = t["you"]
    pairs = of_pairs(t)
    if ui.tournament_preview:
        entry: int = t["plan"]["entry"]
        lines = [i18n.text(lang, "tournament.preview", entry=entry) if entry
                 else i18n.text(lang, "tournament.preview.free")]
        if ui.chips < entry:
            lines.append(i18n.text(lang, "tournament.poor", chips=ui.chips))
        if ui.replaces_tournament:
            lines.append(i18n.text(lang, "tournament.replaces"))
        return lines
    if ui.tournament_busy:
        return [i18n.text(lang, "status.offstage")]
    mine: dict[str, Any] | None = t["next"]
    if mine is not None:
        opponent = mine["names"][1 - mine["seats"].index(you)]
        if t["level"] == menu.MIXED and t["next_levels"]:  # whom the person meets, at which level
            opponent = f"{opponent} ({i18n.text(lang, 'menu.level.' + t['next_levels'][1])})"
        if t["playing"] is not None:
            return [i18n.text(lang, "tournament.playing.pairs" if pairs else "tournament.playing", name=opponent)]
        title = round_title(lang, t["kind"], mine["round"], t["rounds"])
        return [i18n.text(lang, "tournament.next.pairs" if pairs else "tournament.next", round=title, name=opponent)]
    if not t["over"]:
        return []
    if t["place"] == 1:
        lines = [i18n.text(lang, "tournament.champion.pairs" if pairs else "tournament.champion")]
    else:
        lines = [i18n.text(lang, "tournament.over.pairs" if pairs else "tournament.over",
                           place=i18n.ordinal(lang, t["place"]), seats=t["seats"])]
    prize: int = t["prize"]
    if prize:
        lines.append(i18n.text(lang, "tournament.prize", chips=prize))
    elif t["plan"]["entry"]:  # a free tournament has no prize to miss
        lines.append(i18n.text(lang, "tournament.no_prize"))
    return lines


def _buttons(lang: str, t: dict[str, Any], ui: UIState) -> tuple[PanelButton, ...]:
    def button(intent: str, key: str, disabled: bool = False, action: str = "") -> PanelButton:
        return PanelButton(intent, i18n.text(lang, key), disabled or ui.tournament_busy, action)

    # Another game in progress on the table: entering, or playing the next match, ends it there.
    replaces = ui.can_abandon and not ui.tournament_match
    if ui.tournament_preview:
        return (button("tournament-enter", "tournament.enter.instead" if replaces else "tournament.enter",
                       ui.chips < t["plan"]["entry"]),
                button("tournament-cancel", "tournament.cancel"))
    if t["playing"] is not None:
        return (button("tournament", "tournament.back"),)
    if t["next"] is not None:
        return (button("tournament-play", "tournament.play_instead" if replaces else "tournament.play"),
                button("tournament", "close"))
    # The menu opens on a tournament of this one's kind (it was on the last game dealt).
    kind = next(chosen for chosen, game in menu.TOURNAMENTS.items() if game == t["game"])
    return (button("menu", "tournament.new", action=kind),
            button("tournament", "close"))


def build(ui: UIState) -> TournamentPanel | None:
    """The panel for the tournament the player is in or looking at; None when there is none."""
    t = ui.tournament
    if t is None:
        return None
    lang = ui.lang
    plan: dict[str, Any] = t["plan"]
    deals: int = t["deals"]
    pairs = of_pairs(t)
    format_line = i18n.text(
        lang, "tournament.format.pairs" if pairs else "tournament.format", game=i18n.text(lang, "game." + t["game"]),
        seats=t["seats"],
        deals=i18n.text(lang, "tournament.deals.1") if deals == 1 else i18n.text(lang, "tournament.deals.n", deals=deals),
        level=i18n.text(lang, f"menu.level.{t['level']}"))
    pot = i18n.text(lang, "tournament.pot", entry=plan["entry"], pot=plan["pot"], fee=plan["fee"],
                    percent=plan["fee_percent"], pool=plan["prize_pool"])
    places = [i18n.text(lang, "tournament.place", place=p["place"], chips=p["chips"], percent=p["percent"])
              for p in plan["places"]]
    if not plan["entry"]:  # nothing paid, nothing to share out
        pot, places = i18n.text(lang, "tournament.free"), []
    named = _your_name_in(lang, t)
    started = any(row["played"] for row in t["standings"])
    matches = []
    for match in t["matches"]:
        shown = dict(match)
        shown["names"] = [named(name) for name in match["names"]]
        matches.append(shown)
    rounds = []
    for number in range(1, t["rounds"] + 1):
        lines = tuple(match_line(lang, m, t["playing"], t["you"], pairs) for m in matches if m["round"] == number)
        if lines:
            rounds.append(RoundView(round_title(lang, t["kind"], number, t["rounds"]), lines))
    return TournamentPanel(
        title=i18n.text(lang, "tournament.title", kind=i18n.text(lang, f"tournament.kind.{t['kind']}")),
        format_line=format_line,
        plan=tuple([pot] + places),
        chips=i18n.text(lang, "tournament.chips", chips=ui.chips),
        heads=tuple(i18n.text(lang, "tournament.col.pair" if pairs and key == "tournament.col.name" else key)
                    for key in HEADS),
        rows=tuple(_standing(row, t["you"], _entrant(lang, t, named, row), started) for row in t["standings"]),
        rounds=tuple(rounds),
        lines=tuple(_where(lang, t, ui)),
        buttons=_buttons(lang, t, ui),
        open_=ui.tournament_open,
        in_bar=not ui.tournament_preview,
        rules=(RULES_PAGE.format(game=t["game"], lang=lang) + RULES_SECTION, i18n.text(lang, "tournament.rules")),
    )
