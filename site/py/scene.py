"""What the table shows, computed from one seat's observation and the UI state.

This is the first half of the one render path (the second, ``render.py``, writes a
Scene into the DOM). No DOM and no rule here: which cards can be played comes from
``observation["legal_actions"]``, who took a trick from ``history``, scores from the
engine. Seats are laid out around the table for 2 to 5 players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import endscreen
import i18n
import menu
import panels
import scoretable
import stats
import tournament_panel
from state import UIState
from values import Value

if TYPE_CHECKING:
    from panels import PanelsView
    from scoretable import ScoreTable
    from stats import StatsView
    from tournament_panel import TournamentPanel
    from values import DealResultData, Observation

# Where each other seat sits, seen from the player at the bottom, in counter-clockwise
# turn order (the next player sits on your right); Joker Briscola runs the other way.
AROUND: Final = {
    2: ("top",),
    3: ("right", "left"),
    4: ("right", "top", "left"),
    5: ("right", "top-right", "top-left", "left"),
}
DEFAULT_STYLE: Final = "napoletane"
DOWNLOAD_STEP: Final = 5  # percent
DEAL_WON: Final = ("result.you_win", "result.you_and_win", "result.other_wins", "result.others_win")


def seat_positions(players: int, clockwise: bool) -> list[str]:
    """Positions of seats 0..n-1 for a viewer in seat 0."""
    others = AROUND[players]
    return ["bottom"] + list(reversed(others) if clockwise else others)


def action_words(lang: str, action: str, style: str) -> str:
    """An auction or call action in words: 'bid 10' -> 'Re', 'bid 2 65' -> 'Due a 65',
    'bid 75' (the points auction) -> '75 punti', 'trump S' -> 'Spade', 'call 1S' -> a card."""
    verb, _, rest = action.partition(" ")
    words = rest.split()
    if action == "pass":
        return i18n.text(lang, "action.pass")
    if verb == "bid" and words == ["carichi"]:
        return i18n.text(lang, "action.carichi")
    if verb == "bid" and len(words) == 2:
        return i18n.text(lang, "action.bid_points", rank=i18n.rank_name(lang, int(words[0]), style), points=words[1])
    if verb == "bid" and len(words) == 1 and int(words[0]) > 10:
        return i18n.text(lang, "action.bid_target", points=words[0])
    if verb == "bid" and len(words) == 1:
        return i18n.rank_name(lang, int(words[0]), style)
    if verb == "trump":
        return i18n.suit_name(lang, rest, style)
    if verb == "call":
        return i18n.card_name(lang, rest, style)
    if verb == "signal":
        return signal_name(lang, rest, style, full=True)
    return action


def signal_name(lang: str, word: str, style: str, full: bool = False) -> str:
    """A partner signal in words: 'Asso' on its button, 'Asso di briscola' in full
    ('Donna di briscola' for "cavallo" with the French deck); "liscio" says what it means."""
    if word == "liscio":
        return i18n.text(lang, "signal.liscio.full" if full else "signal.liscio")
    rank = i18n.rank_name(lang, i18n.SIGNAL_RANKS[word], style)
    return i18n.text(lang, "signal.held", rank=rank) if full else rank


class Sprite(Value):
    """One card element. ``key`` stays the same while it is the same card on the table,
    so the renderer can move its element (and animate the move) instead of redrawing."""

    def __init__(self, key: str, zone: str, code: str | None, label: str, slot: str = "", own: bool = False,
                 playable: bool = False, barred: bool = False, selected: bool = False, dragging: bool = False,
                 winner: bool = False, origin: str = "", caption: str = "") -> None:
        self.key = key
        self.zone = zone  # "hand-<seat>", "pile-<seat>", "table", "briscola", "last"
        self.code = code  # the face, or None for a card face down
        self.label = label  # accessible name in the chosen language
        self.slot = slot  # on the table: the position of the seat that played it
        self.own = own  # a card of the player's own hand: theirs to select, drag and play
        self.playable = playable
        self.barred = barred  # the player is to play, and not this card (carichi: another suit)
        self.selected = selected
        self.dragging = dragging
        self.winner = winner  # the card that takes the trick, while the trick is held
        self.origin = origin  # where a new element flies in from: "stock" or a zone name
        self.caption = caption  # written under the card: in the last trick, who played it


class SeatView(Value):
    def __init__(self, seat: int, position: str, name: str, to_move: bool, dealer: bool, hand_label: str,
                 pile_label: str, captured: int, thinking: bool = False, level: str = "", side: int = -1,
                 badges: tuple[str, ...] = (), match_score: str = "", deal_points: str = "",
                 score_label: str = "", signal: str = "") -> None:
        self.seat = seat
        self.position = position
        self.name = name
        self.to_move = to_move
        self.dealer = dealer
        self.hand_label = hand_label
        self.pile_label = pile_label
        self.captured = captured
        self.thinking = thinking  # a computer seat choosing its move: the cue that it thinks
        self.level = level  # a computer seat's level, in words
        self.side = side  # index of its side when sides are public (colours them), else -1
        self.badges = badges  # roles in words: Joker, caller, partner, ally
        self.match_score = match_score  # its (side's) partita score, short: "3/11", "1 vinta", "" a punti
        self.deal_points = deal_points  # the card points it took this deal: "34 punti" ("" when hidden)
        self.score_label = score_label  # both in full, for screen readers ("" when neither shows)
        self.signal = signal  # segnali: what the seat's signals still say, where the player sees them


def replay_deal(replay: dict[str, Any]) -> int:
    """Which deal a replay's step is in, from 1."""
    return sum(1 for start in replay["starts"] if start <= replay["step"])


def stepper_points(action: str) -> int | None:
    """The points of a call the auction's stepper offers ("bid 2 75", the points auction's
    "bid 72"), None for any other action (a rank, carichi, pass, a card)."""
    words = action.split()
    if words[0] == "bid" and words[-1].isdigit() and (len(words) == 3 or int(words[-1]) > 10):
        return int(words[-1])
    return None


class ActionButton(Value):
    """One legal action offered as a button: the engine's action and its words."""

    def __init__(self, action: str, label: str, name: str = "", card: str = "", hinted: bool = False) -> None:
        self.action = action
        self.label = label
        self.name = name  # a fuller accessible name, when the label is short
        self.card = card  # the card whose face the button shows (a card to call), if any
        self.hinted = hinted  # the Expert's suggestion, asked for


class CallSuit(Value):
    """One suit of the card picker: the picker shows one suit's cards at a time, big
    enough for a finger, and these buttons switch between the suits."""

    def __init__(self, suit: str, label: str, chosen: bool) -> None:
        self.suit = suit
        self.label = label
        self.chosen = chosen


class Stepper(Value):
    """A call with points (the 2 at 62.., or the points auction): one value at a time."""

    def __init__(self, value: int, action: str, label: str, values: tuple[int, ...], hinted: bool = False) -> None:
        self.value = value
        self.action = action
        self.label = label
        self.values = values  # every legal value, lowest first
        self.hinted = hinted  # the call shown is the Expert's suggestion


class AuctionView(Value):
    def __init__(self, title: str, history: tuple[str, ...], buttons: tuple[ActionButton, ...],
                 stepper: Stepper | None, suits: tuple[CallSuit, ...], cards: tuple[ActionButton, ...],
                 waiting: str, note: str = "", leading: int = -1) -> None:
        self.title = title
        self.history = history
        self.leading = leading  # the index in history of the call to beat (-1: none yet), in bold
        self.buttons = buttons  # ranks, carichi, pass; or the trump suits
        self.stepper = stepper
        self.suits = suits  # the card to call: its suits, one of them chosen ...
        self.cards = cards  # ... and the cards of the chosen suit that may be called
        self.waiting = waiting  # whose call it is, when not the player's
        self.note = note  # what a call offered means, where its button's word does not say (Carichi)


class ScoreboardView(Value):
    def __init__(self, title: str, table: ScoreTable) -> None:
        self.title = title
        self.table = table


class ResultView(Value):
    def __init__(self, title: str, lines: tuple[str, ...]) -> None:
        self.title = title
        self.lines = lines


# The table's own actions as a replay tells them (a card, a call: their own words).
REPLAY_VERBS: Final = {"next": "replay.next", "abandon": "replay.abandon", "flag": "replay.flag"}


class ReplayView(Value):
    """A finished partita shown again: where the replay stands, in words, and which way it can go."""

    def __init__(self, text: str, at_start: bool, at_end: bool, analysis: str = "", can_analyse: bool = False,
                 short: str = "", outcome: str = "", by_deal: bool = False) -> None:
        self.text = text
        self.short = short or text  # the same in fewer words, for a phone's one line: "12/40 · Tu: Asso di Coppe"
        self.at_start = at_start
        self.at_end = at_end
        self.analysis = analysis  # the player's move just shown beside the Expert's, once asked
        self.can_analyse = can_analyse  # the move shown is the player's: the Expert can be asked
        self.outcome = outcome  # at a deal's end, who won it ("" elsewhere)
        self.by_deal = by_deal  # several deals: the ends go deal by deal, and say so


class Scene(Value):
    def __init__(self, players: int, style: str, seats: tuple[SeatView, ...], sprites: tuple[Sprite, ...],
                 stock: int, stock_label: str, trump_label: str, placeholder: bool, placeholder_active: bool,
                 placeholder_label: str, status: str, score: str, result: ResultView | None,
                 last_trick_available: bool, show_last_trick: bool, notice: tuple[str, str] | None,
                 menu_open: bool, lang: str, menu_error: str = "", auction: AuctionView | None = None,
                 menu_game: str = "",
                 called: str = "", scoreboard: ScoreboardView | None = None, scoreboard_offered: bool = False,
                 show_scoreboard: bool = False,
                 pace: float = 1.0, panels: PanelsView | None = None,
                 signals: tuple[ActionButton, ...] = (), tournament: TournamentPanel | None = None,
                 stats: StatsView | None = None, replay: ReplayView | None = None, deal: str = "",
                 announcement: str = "", segnali: bool = False) -> None:
        self.players = players
        self.style = style
        self.seats = seats
        self.sprites = sprites
        self.stock = stock  # cards left to draw, the turned briscola included
        self.stock_label = stock_label
        self.trump_label = trump_label  # the briscola in words: its card while on the table, then its suit
        self.placeholder = placeholder  # the player may play a card now
        self.placeholder_active = placeholder_active  # a card is chosen or dragged: the placeholder invites it
        self.placeholder_label = placeholder_label
        self.status = status
        self.score = score
        self.result = result
        self.last_trick_available = last_trick_available
        self.show_last_trick = show_last_trick
        self.notice = notice  # (title, body) of a blocking notice
        self.menu_open = menu_open
        self.menu_game = menu_game  # the game the menu is set to as it opens ("": as it was)
        self.lang = lang
        self.menu_error = menu_error
        self.auction = auction
        self.called = called  # the called card (chiamata), all deal long; or carichi's obligation
        self.scoreboard = scoreboard
        # A partita of several deals has its scores button from the start, disabled until a
        # deal has ended: coming alive then, it moves no other button of the bar.
        self.scoreboard_offered = scoreboard_offered
        self.show_scoreboard = show_scoreboard
        self.pace = pace  # card flights last this many times the normal (the game speed)
        self.panels = panels  # clocks, carte viste, the match end, Abandon, sound (panels.py)
        self.signals = signals  # segnali the player may send their partner now
        self.segnali = segnali  # the partita plays with them: the player's name line keeps their room
        self.tournament = tournament  # the tournament's panel (tournament_panel.py), when there is one
        self.stats = stats  # the statistics dialog's content
        self.replay = replay  # the replay's bar, in place of the status line
        self.deal = deal  # which game of this page, which deal of it: "<sitting>.<deal number>"
        self.announcement = announcement  # told a screen reader as it changes, never shown


def pile_label(lang: str, name: str, count: int, own: bool) -> str:
    """A seat's pile of tricks in words, for screen readers (a picture's name)."""
    return i18n.text(lang, "pile.you", count=count) if own else i18n.text(lang, "pile", name=name, count=count)


def seat_name(lang: str, seat: int, viewer: int, players: int, own_name: str = "") -> str:
    if seat == viewer:
        return own_name or i18n.text(lang, "you")
    if players == 2:
        return i18n.text(lang, "computer")
    return i18n.text(lang, "computer.n", n=(seat - viewer) % players)


def waiting_status(lang: str, download: int | None, choice: str | None) -> str:
    """The status while the engine starts, with how much of its files has come while they
    come (a first visit on a slow network waits minutes): by steps of DOWNLOAD_STEP, since
    a screen reader reads the status out at each change."""
    if download is None or download >= 100:
        return i18n.text(lang, "status.waiting") if choice is None else i18n.text(
            lang, "status.waiting.chosen", choice=choice)
    percent = download // DOWNLOAD_STEP * DOWNLOAD_STEP
    return i18n.text(lang, "status.download", percent=percent) if choice is None else i18n.text(
        lang, "status.download.chosen", choice=choice, percent=percent)


def build(view: Observation | None, ui: UIState) -> Scene:
    """The whole table for one observation (None before any game: an empty felt)."""
    lang = ui.lang
    notice = None
    if ui.notice is not None and ui.notice.blocking:
        notice = (i18n.text(lang, ui.notice.title, **ui.notice.values),
                  i18n.text(lang, ui.notice.body, **ui.notice.values))
    if view is None or ui.handover is not None:
        # Before any game an empty felt; in pass-and-play, between two people, a covered
        # one: the next person's cards show only once they tap (panels.py's handover).
        handover = "" if ui.handover is None else ui.seat_names.get(ui.handover) or i18n.text(
            lang, "player.n", n=ui.handover + 1)
        # With no game, two bare seats: nothing of a game no longer on the table stays on
        # them (a save that could not be read left its table's names, points and turn).
        # Under the cover the seats stay as they are, unseen (no seats: render.py's).
        # Under a tournament's panel, no names: who sits there is the draw's, and the bare
        # felt's "Computer" peeked out above the panel on a phone.
        names = [seat_name(lang, seat, 0, 2, ui.name) for seat in range(2)]
        bare = () if handover else tuple(
            SeatView(seat, position, "" if ui.tournament_open else names[seat], False, False, "",
                     pile_label(lang, names[seat], 0, seat == 0), 0)
            for seat, position in enumerate(seat_positions(2, False)))
        return Scene(players=2, style=DEFAULT_STYLE, seats=bare, sprites=(), stock=0, stock_label="",
                     trump_label="", placeholder=False, placeholder_active=False,
                     placeholder_label=i18n.text(lang, "placeholder"),
                     status=i18n.text(lang, "handover.title", name=handover) if handover else
                     i18n.text(lang, "status.engine_lost") if ui.engine_lost else
                     waiting_status(lang, ui.download, None) if ui.waiting else i18n.text(lang, "status.start"),
                     score="", result=None,
                     last_trick_available=False, show_last_trick=False, notice=notice,
                     menu_open=ui.menu_open, menu_game=ui.menu_game, lang=lang, menu_error=ui.menu_error,
                     # The menu, or a tournament's panel, goes over a bare felt: the cover
                     # comes back as it closes.
                     panels=panels.build(None, ui, 0, str, "" if ui.menu_open or ui.tournament_open else handover),
                     tournament=tournament_panel.build(ui),
                     stats=stats.view(ui.stats, lang, ui.stats_resetting))
    return _Builder(view, ui).scene(notice)


class _Builder:
    """Reads one observation once; each method builds one part of the scene."""

    def __init__(self, view: Observation, ui: UIState) -> None:
        self.view = view
        self.ui = ui
        self.lang = ui.lang
        self.me: int = view["seat"]
        self.players: int = view["players"]
        self.style: str = view.get("options", {}).get("deck_style", DEFAULT_STYLE)
        self.deal = f"{ui.sitting}.{view['deal_number']}"
        positions = seat_positions(self.players, view.get("clockwise", False))
        self.position = {s: positions[(s - self.me) % self.players] for s in range(self.players)}
        self.names = {s: ui.seat_names.get(s) or seat_name(self.lang, s, self.me, self.players, ui.name)
                      for s in range(self.players)}
        self.legal = set(view["legal_actions"])
        self.plays = [action[len("play "):] for action in view["legal_actions"] if action.startswith("play ")]
        # Pass-and-play: what all at the table read together (a result, the scores) names
        # every seat, none as "you" (the device changes hands).
        self.private = ui.passed_around()

    def card(self, code: str) -> str:
        return i18n.card_name(self.lang, code, self.style)

    def side(self, seats: list[int]) -> str:
        """A side's names as a sentence lists them: 'Tu e Computer 2'."""
        return i18n.names(self.lang, [self.names[s] for s in seats])

    def played(self, seat: int, code: str) -> str:
        """A card on the table, named with who played it: 'Hai giocato …' for the player."""
        if seat == self.me:
            return i18n.text(self.lang, "table.card.you", card=self.card(code))
        return i18n.text(self.lang, "table.card", name=self.names[seat], card=self.card(code))

    def key(self, code: str) -> str:
        # The deal number keeps a card of a new deal from flying out of last deal's pile.
        return f"{self.deal}:{code}"

    def scene(self, notice: tuple[str, str] | None) -> Scene:
        view, lang = self.view, self.lang
        can_play = bool(self.plays)
        drag = self.ui.drag
        history = view["history"]
        board = self.scoreboard()
        return Scene(
            players=self.players,
            style=self.style,
            seats=tuple(self.seat(s) for s in range(self.players)),
            sprites=tuple(self.hands() + self.table() + self.piles() + self.briscola() + self.last_trick()),
            stock=view["stock"],
            stock_label=i18n.text(lang, "stock", count=view["stock"]),
            trump_label=self.trump_label(),
            placeholder=can_play,
            placeholder_active=can_play and (self.ui.selected is not None
                                             or (drag is not None and drag.moving)),
            placeholder_label=i18n.text(lang, "placeholder"),
            status=self.status(),
            score=self.score(),
            result=self.result(),
            last_trick_available=bool(history),
            show_last_trick=self.ui.show_last_trick and bool(history),
            notice=notice,
            menu_open=self.ui.menu_open,
            menu_game=self.ui.menu_game,
            lang=lang,
            menu_error=self.ui.menu_error,
            auction=self.auction(),
            called=self.called(),
            scoreboard=board,
            scoreboard_offered=board is not None or bool(view.get("several_deals")),
            show_scoreboard=self.ui.show_scoreboard and board is not None,
            pace=self.ui.pace,
            panels=panels.build(view, self.ui, self.players, lambda seat: self.names[seat]),
            signals=self.signals(),
            segnali=bool(view["options"].get("segnali")),
            tournament=tournament_panel.build(self.ui),
            stats=stats.view(self.ui.stats, lang, self.ui.stats_resetting),
            replay=self.replay(),
            deal=self.deal,
            announcement=self.announcement(),
        )

    def announcement(self) -> str:
        """What the table shows and the status does not say, for a screen reader: this
        trick's partner signals, the player's own and the partner's (a chip by the name,
        which is not read out), and the cards the other seats have played to the trick (the
        status says whose turn it is, or who takes the trick; all of them, as cards may come
        faster than they are read), or the card the chiamante called once the auction is
        over. A replay's bar tells each move."""
        view = self.view
        if self.ui.replay is not None:
            return ""
        trick = len(view["history"])
        told = [self.signalled(seat, word) for seat, sent, word in view.get("signals", []) if sent == trick]
        told += [self.played(seat, code) for seat, code in view["table"] if seat != self.me]
        if told:
            return ". ".join(told)
        if view["phase"] == "play" and not view["history"]:
            return self.called()
        return ""

    def signalled(self, seat: int, word: str) -> str:
        said = signal_name(self.lang, word, self.style, full=True)
        if seat == self.me:
            return i18n.text(self.lang, "signal.told.you", signal=said)
        return i18n.text(self.lang, "signal.told", name=self.names[seat], signal=said)

    def replay(self) -> ReplayView | None:
        replay, lang = self.ui.replay, self.lang
        if replay is None:
            return None
        step, steps, action = replay["step"], replay["steps"], replay["action"]
        people = self.ui.person_seats()  # a replay is seen from seat 0
        deals = len(replay["starts"])
        if action is None:
            text = short = i18n.text(lang, "replay.dealt", steps=steps)
        else:
            move = i18n.text(lang, "replay.move", name=self.names[replay["actor"]], what=self.move_words(action))
            where = (i18n.text(lang, "replay.status", step=step, steps=steps) if deals == 1 else
                     i18n.text(lang, "replay.status.deal", step=step, steps=steps, deals=deals,
                               deal=replay_deal(replay)))
            text, short = f"{where} · {move}", f"{step}/{steps} · {move}"
        analysis = ""
        if self.ui.analysing:
            analysis = i18n.text(lang, "replay.analysing")
        elif replay.get("advice") and replay.get("played"):
            # Beside the move's own words (whose, and what): the Expert's in its place.
            analysis = (i18n.text(lang, "replay.analysis.same") if replay["advice"] == replay["played"]
                        else i18n.text(lang, "replay.analysis", advice=self.move_words(replay["advice"])))
        # A person's own move (a card, a call; not the table's "next" nor a forfeit) can be
        # set beside the Expert's in the same position.
        can_analyse = (replay["actor"] in people and action is not None and action.split()[0] not in REPLAY_VERBS
                       and not analysis)
        outcome = self.replay_outcome(replay["view"])
        if outcome:  # a phone's one line says the deal's outcome in the move's place: the card is on the table
            short = f"{step}/{steps} · {outcome}"
        return ReplayView(text, step == 0, step == steps, analysis, can_analyse, short, outcome, deals > 1)

    def replay_outcome(self, view: Observation) -> str:
        """At a deal's last card, who won it and the points; at the partita's, who won that too."""
        result = view["deal_result"]
        told = []
        if view["phase"] in ("deal_over", "over") and result is not None:
            told.append(self.deal_title(result) + self.replay_points(result))
        if view["phase"] == "over" and view["match_result"]:
            told.append(endscreen.winners_title(view, self.lang, self.names.__getitem__, self.private)[0])
        return " — ".join(told)

    def replay_points(self, result: DealResultData) -> str:
        """A deal's points after its winner, as few words as a phone's line holds: chiamata's
        against the contract ("a 120, fatti 83"), the Joker's against what it needed, three
        seats' by name, else the winners' first ("73 a 47"); none where the title says them
        (a draw) or there are none (all passed)."""
        details = result.get("details") or {}
        if result["level"] or result.get("all_passed"):
            return ""
        if "target" in details:
            caller = next(side for side in result["sides"] if details["caller"] in side)
            points = result["side_points"][result["sides"].index(caller)]
            told = i18n.text(self.lang, "note.target.brief", target=details["target"], points=points)
        elif "joker" in details:  # the Joker wins with fewer points: what it needed says why
            told = i18n.text(self.lang, "replay.joker", needed=details["needed"][0], points=result["side_points"][0])
        elif len(result["sides"]) > 2:  # Briscola a 3: whose points are whose
            return " · " + i18n.tally([(self.side(side), points)
                                       for side, points in zip(result["sides"], result["side_points"])])
        else:
            won = [any(seat in result["winners"] for seat in side) for side in result["sides"]]
            ordered = sorted(zip(won, result["side_points"]), reverse=True)
            told = i18n.text(self.lang, "replay.points.to").join(str(points) for _, points in ordered)
        return " · " + i18n.unbroken(told)  # never "83 a" over "37"

    def move_words(self, action: str) -> str:
        """A move as a replay tells it: a card, a call, the table's own actions."""
        verb, _, rest = action.partition(" ")
        if verb == "play":
            return self.card(rest)
        if verb in REPLAY_VERBS:
            return i18n.text(self.lang, REPLAY_VERBS[verb])
        return action_words(self.lang, action, self.style)

    # -- the seats and their cards --------------------------------------------------------

    def captured(self, seat: int) -> list[str]:
        return [code for trick in self.view["history"] if trick["winner"] == seat
                for _, code in trick["cards"]]

    def seat(self, seat: int) -> SeatView:
        name = self.names[seat]
        hand_label = (i18n.text(self.lang, "hand.you") if seat == self.me
                      else i18n.text(self.lang, "hand.other", name=name))
        count = len(self.captured(seat))
        match_score, match_label = self.match_score(seat)
        deal_points, points_label = self.deal_points(seat)
        spoken = ", ".join(part for part in (match_label, points_label) if part)
        return SeatView(
            seat=seat,
            position=self.position[seat],
            name=name,
            to_move=self.view["to_move"] == seat and self.view["phase"] == "play",
            dealer=self.view["dealer"] == seat,
            hand_label=hand_label,
            pile_label=pile_label(self.lang, name, count, seat == self.me),
            captured=count,
            thinking=self.ui.thinking_seat == seat,
            level=(i18n.text(self.lang, f"menu.level.{self.ui.levels[seat]}")
                   if self.ui.levels.get(seat, menu.PERSON) != menu.PERSON else ""),
            side=self.side_of(seat),
            badges=self.badges(seat),
            match_score=match_score,
            deal_points=deal_points,
            score_label=f"{name}: {spoken}" if spoken else "",
            signal=self.seat_signal(seat),
        )

    def match_score(self, seat: int) -> tuple[str, str]:
        """The seat's partita score, short and in full: toward the goal, deals won (the same
        for partners), or points over several deals; nothing in a partita of one deal."""
        view, lang, score = self.view, self.lang, self.view["scores"][seat]
        goal = self.goal()
        options = view["options"]
        if goal:
            return (i18n.text(lang, "seat.goal", score=i18n.score(score), goal=goal),
                    i18n.text(lang, "seat.goal.label", score=i18n.score(score), goal=goal))
        if options.get("format", "punti") in scoretable.DEALS_WON:
            return (i18n.text(lang, "seat.won.one" if score == 1 else "seat.won", n=score),
                    i18n.text(lang, "seat.won.label", n=score))
        if (options.get("deals") or 1) > 1:
            return i18n.text(lang, "seat.total", n=score), i18n.text(lang, "seat.total.label", n=score)
        return "", ""

    def deal_points(self, seat: int) -> tuple[str, str]:
        """The card points the seat has taken this deal, short and in full: once cards are
        played, unless the player counts them alone (the menu's choice)."""
        if not self.ui.show_points or self.view["phase"] in ("auction", "call"):
            return "", ""
        points = self.view["points"][seat]
        return i18n.points(self.lang, points), i18n.text(self.lang, "seat.points.label", n=points)

    def seat_signal(self, seat: int) -> str:
        """What the seat's signals still say: the one sent in this trick, else the last
        briscola it said it holds and has not played (a "liscio" holds only until it draws)."""
        view = self.view
        sent = [(t, word) for s, t, word in view.get("signals", []) if s == seat]
        if not sent:  # every seat of every other game: no cards to walk
            return ""
        trick = len(view["history"])
        played = {code for t in view["history"] for _, code in t["cards"]} | {code for _, code in view["table"]}
        still = [word for t, word in sent
                 if t == trick or word != "liscio" and f"{i18n.SIGNAL_RANKS[word]}{view['trump']}" not in played]
        if not still:
            return ""
        return i18n.text(self.lang, "signal.seat", signal=signal_name(self.lang, still[-1], self.style, full=True))

    def signals(self) -> tuple[ActionButton, ...]:
        """The signals the engine lets the player send now, each a button."""
        lang, style = self.lang, self.style
        return tuple(
            ActionButton(action, signal_name(lang, action[len("signal "):], style),
                         i18n.text(lang, "signal.send", signal=action_words(lang, action, style)))
            for action in self.view["legal_actions"] if action.startswith("signal "))

    def side_of(self, seat: int) -> int:
        # Colours only for sides of more than one seat, once the engine makes them public.
        for index, side in enumerate(self.view.get("sides") or []):
            if seat in side and len(side) > 1:
                return index
        return -1

    def badges(self, seat: int) -> tuple[str, ...]:
        view, lang, found = self.view, self.lang, []
        if view.get("joker") == seat:
            found.append(i18n.text(lang, "badge.joker"))
        if view.get("caller") == seat and view["phase"] not in ("auction",):
            found.append(i18n.text(lang, "badge.caller"))
        if view.get("partner") == seat:  # the caller's own card called: no partner, alone
            found.append(i18n.text(lang, "badge.alone" if view.get("caller") == seat else "badge.partner"))
        elif seat != self.me and self.side_of(seat) >= 0 and self.side_of(seat) == self.side_of(self.me):
            # A pair's seat is its compagno, as every other line of the page says; in chiamata
            # "Socio" is the caller's, and the caller's foes are allies only of the deal.
            found.append(i18n.text(lang, "badge.ally" if view["game"] == "chiamata" else "badge.mate"))
        return tuple(found)

    def hands(self) -> list[Sprite]:
        view, ui = self.view, self.ui
        sprites = []
        for seat in range(self.players):
            zone = f"hand-{seat}"
            if seat == self.me:
                for code in ui.hand(view):
                    dragging = ui.drag is not None and ui.drag.moving and ui.drag.code == code
                    playable = code in self.plays
                    sprites.append(Sprite(self.key(code), zone, code, self.card(code), own=self.ui.replay is None,
                                          playable=playable, barred=bool(self.plays) and not playable,
                                          selected=ui.selected == code, dragging=dragging,
                                          origin="stock"))
            elif str(seat) in view.get("open_hands", {}):
                for code in view["open_hands"][str(seat)]:
                    sprites.append(Sprite(self.key(code), zone, code, self.card(code), origin="stock"))
            else:
                back = i18n.text(self.lang, "card.back")
                for i in range(view["hands"][seat]):
                    sprites.append(Sprite(f"{self.deal}:hidden{seat}.{i}", zone, None, back,
                                          origin="stock"))
        return sprites

    def table(self) -> list[Sprite]:
        winner = self.view.get("trick_winner")
        return [
            Sprite(self.key(code), "table", code, self.played(seat, code), slot=self.position[seat],
                   winner=winner == seat, origin=f"hand-{seat}")
            for seat, code in self.view["table"]
        ]

    def piles(self) -> list[Sprite]:
        back = i18n.text(self.lang, "card.back")
        return [Sprite(self.key(code), f"pile-{seat}", None, back)
                for seat in range(self.players) for code in self.captured(seat)]

    def briscola(self) -> list[Sprite]:
        # The turned card is the last one drawn: it lies on the table while the stock lasts.
        code = self.view["briscola"]
        if not code or self.view["stock"] == 0:
            return []
        return [Sprite(self.key(code), "briscola", code,
                       i18n.text(self.lang, "briscola", card=self.card(code)), origin="stock")]

    def last_trick(self) -> list[Sprite]:
        history = self.view["history"]
        if not (self.ui.show_last_trick and history):
            return []
        trick = history[-1]
        return [Sprite(f"last:{code}", "last", code, self.played(seat, code), slot=self.position[seat],
                       winner=trick["winner"] == seat, caption=self.names[seat])
                for seat, code in trick["cards"]]

    # -- the words around the cards ---------------------------------------------------------

    def trump_label(self) -> str:
        """The briscola in words: its card while it lies partly under the stock, then its suit."""
        trump = self.view.get("trump")
        if not trump:
            return ""
        turned = self.briscola()
        if turned and turned[0].code:
            return i18n.text(self.lang, "briscola", card=self.card(turned[0].code))
        return i18n.text(self.lang, "briscola.suit", suit=i18n.suit_name(self.lang, trump, self.style))

    def timed_out(self, action: str) -> str:
        """What the player's run-out move clock did for them (RULES.md §5.1)."""
        if action == "pass":
            return i18n.text(self.lang, "clock.out.pass")
        if action.startswith("play "):
            return i18n.text(self.lang, "clock.out.play", card=self.card(action[len("play "):]))
        return i18n.text(self.lang, "clock.out.chosen", move=self.move_words(action))

    def status(self, clock_news: bool = True) -> str:
        """The status line; ``clock_news``: with what the player's run-out clock did, told
        while the others play (at the player's turn the line says it is theirs; the
        auction's own line, which says whom the auction waits for, leaves it out)."""
        view, lang, notice = self.view, self.lang, self.ui.notice
        if notice is not None and not notice.blocking:
            return i18n.text(lang, notice.body, **notice.values)
        if self.ui.engine_lost:
            return i18n.text(lang, "status.engine_lost")
        if self.ui.waiting:  # the table shown is the stored one: input waits for the engine
            chosen = self.ui.chosen
            what = None if chosen is None else (self.card(chosen[len("play "):]) if chosen.startswith("play ")
                                                else action_words(lang, chosen, self.style))
            return waiting_status(lang, self.ui.download, what)
        refused = self.refusal()
        if refused:
            return refused
        if view["phase"] == "over":
            return i18n.text(lang, "status.over")
        if view["phase"] == "deal_over":
            return i18n.text(lang, "status.deal_over")
        if view.get("dealing"):  # the player's first move waits for the dealt cards to land
            return i18n.text(lang, "status.dealing")
        if clock_news and self.ui.timed_out is not None and self.ui.replay is None and view["to_move"] != self.me:
            return self.timed_out(self.ui.timed_out)
        winner = view.get("trick_winner")
        joker = view.get("joker")
        if winner is not None and joker is not None and not any(
                code[-1] == view["trump"] for trick in view["history"] for _, code in trick["cards"]):
            # The first briscola of the deal lies in this trick: it just made its player the
            # Joker, the news of the trick (its badge alone was easily missed).
            return (i18n.text(lang, "status.joker.you") if joker == self.me
                    else i18n.text(lang, "status.joker", name=self.names[joker]))
        if winner is not None:
            return self.takes(winner)
        to_move = view["to_move"]
        if to_move == self.me and self.legal:  # a hint asked for (a card, a call, a suit)
            if self.ui.analysing:
                return i18n.text(lang, "suggest.thinking")
            if self.ui.hinted in self.legal:
                return i18n.text(lang, "suggest.given", move=self.move_words(str(self.ui.hinted)))
        if to_move == self.me and not self.legal:  # a replay: the player's seat, no move offered
            return i18n.text(lang, "status.thinking.you")
        if view["phase"] in ("auction", "call") and to_move is not None:
            if to_move != self.me:
                return i18n.text(lang, "auction.waiting", name=self.names[to_move])
            if view["phase"] == "call":
                return i18n.text(lang, "status.call")
            # The call to beat, in words: on a phone the calls' box shows only the latest.
            called = [(seat, action) for seat, action in view["auction"] if action != "pass"]
            if not called:
                return i18n.text(lang, "status.auction")
            seat, action = called[-1]
            return i18n.text(lang, "status.auction.highest", call=action_words(lang, action, self.style),
                             name=self.names[seat])
        if to_move == self.me and self.legal:
            if self.ui.selected is not None and f"play {self.ui.selected}" not in self.legal:
                return self.barred(self.ui.selected)
            if self.ui.selected is not None:
                return i18n.text(lang, "status.your_turn.selected", card=self.card(self.ui.selected))
            return i18n.text(lang, "status.your_turn")
        if to_move is not None:
            return i18n.text(lang, "status.thinking", name=self.names[to_move])
        if view["phase"] == "play" and view["history"]:
            # The cards drawn still landing (pacing.py): the trick's news stays until the
            # next turn is told (a blank line between them flickered at every trick).
            return self.takes(view["history"][-1]["winner"])
        return ""

    def takes(self, seat: int) -> str:
        lang = self.lang
        return (i18n.text(lang, "status.takes.you") if seat == self.me
                else i18n.text(lang, "status.takes", name=self.names[seat]))

    def refusal(self) -> str:
        """Why the card the player just tried to play stayed in the hand, while it still
        cannot be played ("" once it can, or the deal is over)."""
        code, view, lang = self.ui.refused, self.view, self.lang
        held = view.get("trick_winner") is not None  # the trick lies on the table to be read
        to_move = view["to_move"]
        if code is None or to_move is None or (f"play {code}" in self.legal and not held):
            return ""  # None: nobody is to move, the deal or the partita is over
        if view["phase"] in ("auction", "call"):
            return i18n.text(lang, "refused.auction")
        if held:
            return i18n.text(lang, "refused.trick")
        if to_move == self.me:
            return self.barred(code)
        return i18n.text(lang, "refused.turn", name=self.names[to_move])

    def barred(self, code: str) -> str:
        """Why a card of the player's, whose turn it is, may not be played now: to follow the
        suit led, where every card the engine allows is of that suit (carichi)."""
        lang, table = self.lang, self.view["table"]
        if table and self.plays and all(card[-1] == table[0][1][-1] for card in self.plays):
            return i18n.text(lang, "refused.card.suit", card=self.card(code),
                             suit=i18n.suit_name(lang, table[0][1][-1], self.style))
        return i18n.text(lang, "refused.card", card=self.card(code))

    def scores_text(self) -> str:
        return i18n.tally([(self.names[s], i18n.score(self.view["scores"][s])) for s in range(self.players)])

    def score(self) -> str:
        """The partita in a few words, over the table: what it is played to, the points in
        all where they decide it (classica), a tie-break under way, a pair's points this
        deal. Each seat shows its own score (``match_score``)."""
        view, lang = self.view, self.lang
        options = view["options"]
        match_format, deals = options.get("format", "punti"), options.get("deals") or 1
        goal = self.goal()
        parts = []
        if goal:
            parts.append(i18n.text(lang, "score.goal", goal=goal))
        elif match_format in ("classica", "torneo"):  # decided on points too: the void deals left out
            parts.append(i18n.text(lang, "score.in_all", totals=i18n.tally(
                [(scoretable.side_name(lang, side, self.me, self.names.__getitem__, self.private),
                  scoretable.side_points(view, side))
                 for side in view["sides"]])))
        elif match_format == "smazzate" and deals > 1:
            parts.append(i18n.text(lang, "score.best_of", deals=deals))
        elif deals > 1:
            parts.append(i18n.text(lang, "score.deal_of", number=min(view["deal_number"] + 1, deals), deals=deals))
        if view["spareggio"]:
            parts.append(i18n.text(lang, "score.spareggio", number=view["spareggio"]))
        replay = self.ui.replay
        if replay is not None and len(replay["starts"]) > 1:  # a phone's replay bar has no room to say it
            parts.append(i18n.text(lang, "score.replay_deal", deal=replay_deal(replay), deals=len(replay["starts"])))
        if not goal and self.ui.show_points and any(len(side) > 1 for side in view["sides"]):
            # A pair plays for the points of both: their sum this deal, which no seat's shows;
            # 0 to 0 from the deal's start, so the table does not move at its first trick.
            parts.append(i18n.unbroken(i18n.text(lang, "score.pairs", totals=i18n.tally(
                [(scoretable.side_name(lang, side, self.me, self.names.__getitem__, self.private),
                  sum(view["points"][seat] for seat in side)) for side in view["sides"]]))))
        return " · ".join(parts)

    def outcome_lines(self, result: DealResultData) -> list[str]:
        """The deal's points, side by side, in the words of its game."""
        lang, details = self.lang, result.get("details") or {}
        if result.get("all_passed"):
            return [i18n.text(lang, "result.all_passed")]
        if "joker" in details:
            joker, allies = result["side_points"]
            joker_needs, allies_need = details["needed"]
            lines = [i18n.text(lang, "result.joker", name=self.names[details["joker"]], points=joker,
                               needed=joker_needs),
                     i18n.text(lang, "result.allies", points=allies, needed=allies_need)]
            return lines  # a void deal's title says so
        lines = []
        if "multiplier" in details:
            caller = details["caller"]
            you = caller == self.me and not self.private
            contract = i18n.text(lang, "result.contract.you" if you else "result.contract",
                                 caller=self.names[caller], target=details["target"])
            if details["multiplier"] > 1:
                contract += " · " + i18n.text(lang, "result.stake", m=details["multiplier"])
            lines.append(contract)
            if details.get("alone"):  # why the caller's score is 3 stakes, not 2 (RULES.md §6.5)
                if details.get("carichi"):
                    key = "result.carichi.you" if you else "result.carichi"
                else:
                    key = "result.alone.you" if you else "result.alone"
                lines.append(i18n.text(lang, key, caller=self.names[caller], points=3 * details["multiplier"]))
        lines += [i18n.text(lang, "result.points", name=self.side(side), points=points)
                  for side, points in zip(result["sides"], result["side_points"])]
        return lines

    def deal_title(self, result: DealResultData) -> str:
        """A deal's outcome in one sentence: who won it, or that nobody did."""
        lang = self.lang
        if result.get("all_passed"):
            return i18n.text(lang, "result.all_passed")
        if result["level"] and "joker" in (result.get("details") or {}):
            return i18n.text(lang, "result.void")
        if result["level"]:  # between two sides 60 to 60; Briscola a 3's three seats all alike
            return (i18n.text(lang, "result.level") if len(result["sides"]) == 2
                    else i18n.text(lang, "result.level.each", points=result["side_points"][0]))
        you = self.me in result["winners"] and not self.private
        return i18n.who_wins(lang, DEAL_WON, [self.names[s] for s in result["winners"]
                                              if s != self.me or self.private], you)

    def result(self) -> ResultView | None:
        view, lang = self.view, self.lang
        result = view["deal_result"]
        if self.ui.replay is not None:  # a replay tells each move on its bar, a deal's end too
            return None
        # Once the partita is over, the end screen (endscreen.py) tells it all, this deal included.
        if view["phase"] != "deal_over" or result is None:
            return None
        lines = self.outcome_lines(result)
        title = self.deal_title(result)
        if result["cappotto"]:
            lines.append(i18n.text(lang, "result.cappotto"))
        if view["spareggio"]:
            lines.append(i18n.text(lang, "result.spareggio_next", number=view["spareggio"]))
        elif (result.get("details") or {}).get("void") and not self.goal():
            lines.append(i18n.text(lang, "result.replayed"))
        goal = self.goal()
        if goal:
            lines.append(i18n.text(lang, "result.changes", changes=i18n.tally(
                [(self.names[s], i18n.signed(change)) for s, change in enumerate(result["score_changes"])])))
            lines.append(i18n.text(lang, "result.standing", scores=self.scores_text()))
            if max(view["scores"]) >= goal:  # the goal reached, and yet the partita goes on
                lines.append(i18n.text(lang, "result.level_at_goal"))
        elif view["options"].get("format", "punti") != "punti" or len(view["results"]) > 1:
            # The partita's score so far, a pair's once, as in the scores: deals won, or in a
            # partita a punti of several deals the points in all (after the first, its own).
            key = "result.deals" if view["options"].get("format", "punti") != "punti" else "result.in_all"
            lines.append(i18n.text(lang, key, scores=i18n.tally(
                [(scoretable.side_name(lang, side, self.me, self.names.__getitem__, self.private),
                  view["scores"][side[0]]) for side in scoretable.columns_of(view)])))
        return ResultView(title=title, lines=tuple(lines))

    # -- chiamata: the auction, the call, the called card --------------------------------------

    def action_button(self, action: str) -> ActionButton:
        # Carichi is its Italian name in English too: the button says what calling it means.
        name = i18n.text(self.lang, "action.carichi.name") if action == "bid carichi" else ""
        return ActionButton(action, action_words(self.lang, action, self.style), name, hinted=action == self.ui.hinted)

    def auction(self) -> AuctionView | None:
        view, lang = self.view, self.lang
        if view["phase"] not in ("auction", "call"):
            return None
        history = tuple(i18n.text(lang, "auction.say", name=self.names[seat],
                                  call=action_words(lang, action, self.style))
                        for seat, action in view["auction"])
        mine = view["to_move"] == self.me
        legal = view["legal_actions"] if mine else []
        buttons, points, cards = [], [], []
        rank = self.rank_called()
        for action in legal:
            if action.startswith("call "):
                cards.append(action)
            elif stepper_points(action) is not None:
                points.append(action)  # a call with points: one stepper for all of them
            elif action.startswith("trump ") and rank:
                buttons.append(self.call_button(action, rank + action[-1], action_words(lang, action, self.style), False))
            else:
                buttons.append(self.action_button(action))
        title = i18n.text(lang, "auction.title")
        if view["phase"] == "call":
            title = (i18n.text(lang, "auction.call_card_title") if cards or not rank else
                     i18n.text(lang, "auction.call_rank_title", rank=i18n.rank_name(lang, int(rank), self.style)))
        # What a call offered means, where its button's word does not say: carichi, and a
        # suit that calls the player's own card (the caller then plays alone; the picker's
        # faces have no room for this line, their names say it).
        notes = [button.name for button in buttons if button.action == "bid carichi"]
        if rank and any(rank + action[-1] in view["hand"] for action in legal if action.startswith("trump ")):
            notes.append(i18n.text(lang, "auction.own_card"))
        suits, shown = self.call_picker(cards)
        return AuctionView(
            title=title,
            history=history,
            buttons=tuple(buttons),
            stepper=self.stepper(points),
            suits=suits,
            cards=shown,
            waiting="" if mine else self.status(clock_news=False),
            note=" ".join(notes),
            leading=max((i for i, (_, action) in enumerate(view["auction"]) if action != "pass"), default=-1),
        )

    def rank_called(self) -> str:
        """The rank the auction was won with ("2" from "bid 2 75"), "" in the points auction
        (whose winner calls a card) or before anyone has called."""
        bids = [action.split() for _, action in self.view["auction"] if action.startswith("bid ")]
        return bids[-1][1] if bids and bids[-1][1].isdigit() and int(bids[-1][1]) <= 10 else ""

    def call_button(self, action: str, card: str, label: str, face: bool) -> ActionButton:
        """A call of ``card``: a suit that names the won rank's card, or a face of the card
        picker (``face``). Its name says the card in full, and what calling one's own means;
        a suit's ``label`` is marked too (a face's has no room, and the hand shows it below)."""
        own = card in self.view["hand"]
        return ActionButton(action, i18n.text(self.lang, "auction.own", what=label) if own and not face else label,
                            i18n.text(self.lang, "auction.card_own", card=self.card(card)) if own else self.card(card),
                            card=card if face else "", hinted=action == self.ui.hinted)

    def stepper(self, actions: list[str]) -> Stepper | None:
        """The points calls, lowest first: the UI state's choice, else the lowest."""
        if not actions:
            return None
        values = sorted(int(action.split()[-1]) for action in actions)
        prefix = actions[0].rsplit(" ", 1)[0]
        value = self.ui.bid_points if self.ui.bid_points in values else values[0]
        action = f"{prefix} {value}"
        return Stepper(value, action, action_words(self.lang, action, self.style), tuple(values),
                       action == self.ui.hinted)

    def call_picker(self, actions: list[str]) -> tuple[tuple[CallSuit, ...], tuple[ActionButton, ...]]:
        """The cards that may be called, one suit at a time (the UI state's, else the first
        the engine lists), each a face named in words; the suits in the engine's order."""
        calls = [(action, action.split()[1]) for action in actions]
        suits: list[str] = []  # a list, not a dict's keys: MicroPython's dicts keep no order
        for _, code in calls:
            if code[-1] not in suits:
                suits.append(code[-1])
        chosen = self.ui.call_suit if self.ui.call_suit in suits else (suits[0] if suits else "")
        cards = tuple(self.call_button(action, code, i18n.rank_name(self.lang, int(code[:-1]), self.style), True)
                      for action, code in calls if code[-1] == chosen)
        return (tuple(CallSuit(suit, i18n.suit_name(self.lang, suit, self.style), suit == chosen)
                      for suit in suits), cards)

    def called(self) -> str:
        view, lang = self.view, self.lang
        called = view.get("called_card")
        if called:
            return i18n.text(lang, "called", card=self.card(called))
        if view.get("carichi"):
            return i18n.text(lang, "carichi.label")
        return ""

    # -- the partita, deal by deal ---------------------------------------------------------------

    def goal(self) -> int | None:
        goal: int | None = self.view.get("goal")
        return goal

    def scoreboard(self) -> ScoreboardView | None:
        table = scoretable.build(self.view, self.lang, self.names.__getitem__, self.ui.name, self.private)
        if table is None:
            return None
        goal = self.goal()
        title = (i18n.text(self.lang, "scoreboard.title", goal=goal) if goal
                 else i18n.text(self.lang, "scoreboard.title.plain"))
        return ScoreboardView(title, table)
