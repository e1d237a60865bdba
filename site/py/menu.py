"""The new-game menu's fields turned into what ``briscola.new_game`` takes.

No DOM and no rule: which fields a game takes is said by the page (``data-games`` and
the other conditions on the fields' labels, read by page.py), so ``parse`` sees only
the fields that apply and maps each one to an engine option. Whether the combination
can be played is the engine's to say (a ValueError, shown in the menu).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from values import Value

if TYPE_CHECKING:  # MicroPython cannot subscript dict at run time: for mypy only
    Fields = dict[str, str | bool]

GAMES: Final = ("briscola2", "briscola3", "briscola4", "chiamata", "joker")
# The menu's tournaments (tournament_run.py), by the game of their matches: of players, of pairs.
TOURNAMENTS: Final = {"torneo": "briscola2", "torneo4": "briscola4"}
LEVELS: Final = ("random", "easy", "medium", "hard", "expert")
DEFAULT_LEVEL: Final = "medium"
MIXED: Final = "mixed"  # a tournament's entrants of every level (tournament_run.py deals them)
PERSON: Final = "human"  # a seat's "level" that is a person at this device (pass-and-play)
CHOICES: Final = ("deck_style", "format", "chiamata_scoring")  # selects whose value is the option's
SWITCHES: Final = ("southern_order", "vinco_subito", "spareggi", "carte_viste", "carte_scoperte",
                   "segnali", "briscola_redraw", "auction_points")
NAME_LENGTH: Final = 16
BLANKS: Final = " \t\n\r\f\v"  # what strip() takes off in MicroPython (CPython takes all Unicode spaces)
NUMBER_DIGITS: Final = 9  # a game number: the seed of its shuffles, to replay the same game
FORGOTTEN: Final = ("number",)  # fields not put back next time: a new game, a new shuffle
# Game speed: how long the table's pauses and card flights last, against the normal pace.
PACES: Final = {"slow": 1.6, "normal": 1.0, "fast": 0.3}
# A field shows (and counts) only when its labels' conditions hold: data-<key> lists
# the values the named field must have.
# A shared deal is a link whose fragment is SHARED and the menu's fields of the game
# (site/boot/boot.js fills the menu with them): every option spelt out, defaults too, so
# that the friend's remembered choices change nothing. These are the engine's defaults
# (briscola.options.Options; a test holds them equal).
SHARED: Final = "partita"
OPTION_DEFAULTS: Final = {"deck_style": "napoletane", "format": "punti", "chiamata_scoring": "003"}
URL_SAFE: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
CONDITIONS: Final = {"games": "game", "deck": "deck_style", "format": "format", "clock": "move_clock",
                     "tkind": "tournament_kind", "person1": "level_1", "person2": "level_2",
                     "person3": "level_3", "person4": "level_4"}


class Choice(Value):
    def __init__(self, game: str, options: dict[str, Any], name: str, levels: dict[int, str],
                 pace: float = 1.0, number: int | None = None, arrange_hand: bool = True,
                 show_points: bool = True, tournament: dict[str, Any] | None = None, hints: bool = False,
                 people: dict[int, str] | None = None) -> None:
        self.game = game
        self.options = options
        self.name = name  # the player's own name, "" for the default ("Tu"/"You")
        self.levels = levels  # computer seat -> level
        self.pace = pace  # the table's pauses and animations are this many times the normal
        self.number = number  # the game number chosen, None for a shuffle of chance
        self.arrange_hand = arrange_hand  # the hand by suit and strength, else as dealt
        self.show_points = show_points  # the seats show the card points taken this deal
        self.hints = hints  # the bar offers the Expert's suggestion at the player's turn
        self.people: dict[int, str] = {} if people is None else people  # pass-and-play: a Persona's seat -> name given
        # A tournament to enter instead of a game: kind, seats, deals, entry, level (the
        # engine checks them); ``options`` are then its matches' table options.
        self.tournament = tournament


def _number(value: str | bool, scale: float = 1.0) -> float | int | None:
    """A number field: None when empty or not a number (the engine then refuses nothing)."""
    try:
        number = float(str(value))
    except ValueError:
        return None
    number *= scale
    return int(number) if number % 1 == 0 else number  # MicroPython's float has no is_integer


def parse(fields: Fields) -> Choice:
    game = str(fields.get("game", "briscola2"))
    tournament = _tournament(fields, TOURNAMENTS[game]) if game in TOURNAMENTS else None
    game = TOURNAMENTS.get(game, game)  # a tournament's table options are its matches' game's
    if game not in GAMES:
        game = "briscola2"
    options: dict[str, Any] = {key: str(fields[key]) for key in CHOICES if key in fields}
    for key in SWITCHES:
        if key in fields:
            options[key] = bool(fields[key])
    for key, option in (("deals", "deals"), ("deals3", "deals"), ("chiamata_goal", "chiamata_goal")):
        if key in fields and (number := _number(fields[key])) is not None:
            options[option] = number
    clock = str(fields.get("move_clock", ""))
    if clock == "custom":
        clock = str(fields.get("move_clock_seconds", ""))
    if clock and (seconds := _number(clock)) is not None:
        options["move_clock"] = seconds
    minutes = _number(fields.get("match_clock", ""), 60.0)
    if minutes:
        options["match_clock"] = minutes
    levels = {1: tournament["level"]} if tournament is not None else {}
    for seat in range(1, 5):
        level = fields.get(f"level_{seat}")
        if level is not None:
            levels[seat] = str(level) if level in LEVELS or level == PERSON else DEFAULT_LEVEL
    name = _name(fields.get("name", ""))
    people = {seat: _name(fields.get(f"name_{seat}", "")) for seat, level in levels.items() if level == PERSON}
    pace = PACES.get(str(fields.get("speed", "normal")), PACES["normal"])
    digits = _number_typed(fields)
    number = int(digits) if _game_number(digits) else None
    arrange_hand = str(fields.get("hand_order", "arranged")) != "dealt"
    show_points = fields.get("show_points", True) is not False  # a menu from before the option shows them
    hints = fields.get("hints", False) is True
    return Choice(game, options, name, levels, pace, number, arrange_hand, show_points, tournament, hints,
                  {seat: told for seat, told in people.items() if told})


def _name(value: str | bool) -> str:
    """A name field: its blanks at both ends off, cut to the field's length."""
    return str(value).strip(BLANKS)[:NAME_LENGTH]


def _tournament(fields: Fields, game: str) -> dict[str, Any]:
    """The tournament fields: the seats' field of the chosen kind (a knock-out takes 4, 8 or
    16, a round-robin 4 to 8: the page offers each its own)."""
    kind = str(fields.get("tournament_kind", "knockout"))
    seats = fields.get("tournament_seats_rr" if kind == "round_robin" else "tournament_seats", "")
    level = str(fields.get("tournament_level", DEFAULT_LEVEL))
    return {"game": game, "kind": kind, "seats": _number(seats),
            "deals": _number(fields.get("tournament_deals", "")),
            "entry": _number(fields.get("tournament_entry", "")),
            "level": level if level in LEVELS or level == MIXED else DEFAULT_LEVEL}


def share(game: str, number: int | str, options: dict[str, Any], levels: dict[int, str],
          by: str = "", result: str = "") -> str:
    """The fragment of a link that opens the menu on this game: the same cards (its game
    number), options and computer levels, for a friend to play it too. ``parse`` reads
    the fields back into the same choice; ``by`` and ``result`` (``outcome``) are the
    sharer's name and how the partita went for them, for the friend's end screen."""
    fields = {"game": game, "number": str(number)}
    if result:
        fields.update(by=by, result=result)
    for seat, level in levels.items():
        fields[f"level_{seat}"] = level
    for key in CHOICES:
        fields[key] = str(options.get(key, OPTION_DEFAULTS[key]))
    for key in SWITCHES:
        fields[key] = "1" if options.get(key) else "0"
    if options.get("deals") is not None:
        fields["deals3" if game == "briscola3" else "deals"] = _text(options["deals"])
    goal = options.get("chiamata_goal")
    fields["chiamata_goal"] = "" if goal is None else _text(goal)
    clock = options.get("move_clock")
    fields["move_clock"] = "" if clock is None else "custom"
    if clock is not None:
        fields["move_clock_seconds"] = _text(clock)
    fields["match_clock"] = _text((options.get("match_clock") or 0) / 60)
    order = ["game", "number"] + sorted(key for key in fields if key not in ("game", "number"))
    return "&".join([SHARED] + [f"{key}={_quoted(fields[key])}" for key in order])


def outcome(won: bool | None, points: int) -> str:
    """How a partita went, for a shared link: "w68" won with 68 points (endscreen.own_points),
    "l52" lost, "d60" shared by every side; "l-4" a chiamata score below zero."""
    return ("d" if won is None else "w" if won else "l") + str(points)


def challenge(fields: dict[str, Any]) -> dict[str, Any] | None:
    """The sharer's result a shared link carried (boot.js hands its fields over): game,
    number, name and outcome; None when it carries none, or not in a form ``share`` writes."""
    game, number, result = (str(fields.get(key, "")) for key in ("game", "number", "result"))
    points = result[2:] if result[1:2] == "-" else result[1:]  # a chiamata score may be below zero
    if (game not in GAMES or not _game_number(number)
            or result[:1] not in ("w", "l", "d") or not _digits(points)):
        return None
    return {"game": game, "number": int(number), "by": _name(fields.get("by", "")),
            "won": {"w": True, "l": False, "d": None}[result[0]], "points": int(result[1:])}


def _number_typed(fields: dict[str, Any]) -> str:
    return str(fields.get("number", "")).strip(BLANKS)


def wrong_number(fields: dict[str, Any]) -> str:
    """The game number typed, if it is not one (a friend's number mistyped must not deal
    other cards without a word); "" if it is, or if none was typed (a shuffle of chance)."""
    digits = _number_typed(fields)
    return digits if digits and not _game_number(digits) else ""


def _game_number(text: str) -> bool:
    return _digits(text) and len(text) <= NUMBER_DIGITS


def _digits(text: str) -> bool:
    """Whether ``text`` is one or more of the digits 0-9 (spelt out: str.isdigit takes "²"
    too, and MicroPython's str has no isascii)."""
    return bool(text) and all(c in "0123456789" for c in text)


def _text(number: float | int) -> str:
    """A number as a field holds it: 3, not 3.0."""
    return str(int(number)) if number % 1 == 0 else str(number)


def _quoted(text: str) -> str:
    """``text`` percent-encoded for a URL's fragment (MicroPython has no urllib)."""
    return "".join(c if c in URL_SAFE else "".join(f"%{byte:02X}" for byte in c.encode("utf-8")) for c in text)


def remembered(fields: Fields) -> Fields:
    """The menu's fields to offer again next time."""
    return {key: value for key, value in fields.items() if key not in FORGOTTEN}


def applies(conditions: list[tuple[str, str]], fields: Fields) -> bool:
    """Whether a field counts, given the conditions of its labels and fieldsets
    (data-* key, allowed values): all of them must hold."""
    return all(str(fields.get(CONDITIONS[key], "")) in allowed.split()
               for key, allowed in conditions if key in CONDITIONS)
