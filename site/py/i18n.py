"""Every string the table shows, in Italian and English, and the card names.

No DOM here: the scene asks for text, the renderer writes it. The page's HTML carries the
Italian text of its static labels (it paints before Python) with a ``data-i18n`` key, and
the renderer rewrites those nodes when the language is English; a test checks the two
agree.
"""

from __future__ import annotations

from typing import Final

LANGUAGES: Final = ("it", "en")

STRINGS: Final[dict[str, dict[str, str]]] = {
    "it": {
        "title": "Briscola",
        "menu": "Nuova partita",
        "menu.title": "Nuova partita",
        "menu.deck": "Mazzo",
        "menu.format": "Partita",
        "menu.format.punti": "Una smazzata (a punti)",
        "menu.format.smazzate": "Al meglio di tre smazzate",
        "menu.level": "Computer",
        "menu.level.easy": "Facile",
        "menu.level.medium": "Medio",
        "menu.start": "Inizia",
        "menu.cancel": "Annulla",
        "deck.napoletane": "Napoletane",
        "deck.piacentine": "Piacentine",
        "deck.francesi": "Francesi",
        "last_trick": "Ultima presa",
        "last_trick.title": "L'ultima presa",
        "close": "Chiudi",
        "language": "English",
        "language.label": "Switch to English",
        "you": "Tu",
        "computer": "Computer",
        "computer.n": "Computer {n}",
        "dealer": "Mazziere",
        "placeholder": "Gioca qui la carta",
        "hand.you": "Le tue carte",
        "hand.other": "Carte di {name}",
        "pile": "Prese di {name}: {count} carte",
        "stock": "Mazzo: {count} carte",
        "briscola": "Briscola: {card}",
        "briscola.suit": "Briscola: {suit}",
        "card.back": "Carta coperta",
        "table.card": "{name} ha giocato {card}",
        "status.your_turn": "Tocca a te: gioca una carta",
        "status.your_turn.selected": "Tocca a te: {card} scelta, gioca sul tavolo",
        "status.thinking": "Tocca a {name}…",
        "status.takes": "{name} prende",
        "status.takes.you": "Prendi tu",
        "status.over": "Partita finita",
        "status.deal_over": "Smazzata finita",
        "status.start": "Scegli una partita",
        "score": "Smazzate vinte {scores}",
        "result.points": "{name}: {points} punti",
        "result.you_win": "Hai vinto la smazzata!",
        "result.other_wins": "{name} vince la smazzata",
        "result.level": "Pareggio, 60 a 60",
        "result.match_you": "Hai vinto la partita!",
        "result.match_other": "{name} vince la partita",
        "result.match_level": "Partita pari",
        "result.cappotto": "Cappotto!",
        "result.deals": "Smazzate: {scores}",
        "result.next": "Prossima smazzata",
        "result.new": "Nuova partita",
        "notice.bad_save.title": "Salvataggio illeggibile",
        "notice.bad_save": (
            "La partita salvata non si può riprendere ({detail}). Non è stata cancellata: "
            "è conservata a parte con il nome «{key}». Puoi iniziare una nuova partita."
        ),
        "notice.error.title": "Qualcosa è andato storto",
        "notice.error": "La partita in corso è salva. Ricarica la pagina o iniziane una nuova ({detail}).",
        "notice.save_failed": "Il browser non permette di salvare: la partita non riprenderà dopo un ricaricamento.",
    },
    "en": {
        "title": "Briscola",
        "menu": "New game",
        "menu.title": "New game",
        "menu.deck": "Deck",
        "menu.format": "Match",
        "menu.format.punti": "One deal (a punti)",
        "menu.format.smazzate": "Best of three deals",
        "menu.level": "Computer",
        "menu.level.easy": "Easy",
        "menu.level.medium": "Medium",
        "menu.start": "Start",
        "menu.cancel": "Cancel",
        "deck.napoletane": "Napoletane",
        "deck.piacentine": "Piacentine",
        "deck.francesi": "French",
        "last_trick": "Last trick",
        "last_trick.title": "The last trick",
        "close": "Close",
        "language": "Italiano",
        "language.label": "Passa all'italiano",
        "you": "You",
        "computer": "Computer",
        "computer.n": "Computer {n}",
        "dealer": "Dealer",
        "placeholder": "Play the card here",
        "hand.you": "Your cards",
        "hand.other": "{name}'s cards",
        "pile": "{name}'s tricks: {count} cards",
        "stock": "Stock: {count} cards",
        "briscola": "Briscola: {card}",
        "briscola.suit": "Briscola: {suit}",
        "card.back": "Face-down card",
        "table.card": "{name} played {card}",
        "status.your_turn": "Your turn: play a card",
        "status.your_turn.selected": "Your turn: {card} chosen, play it on the table",
        "status.thinking": "{name} to play…",
        "status.takes": "{name} takes the trick",
        "status.takes.you": "You take the trick",
        "status.over": "Game over",
        "status.deal_over": "Deal over",
        "status.start": "Choose a game",
        "score": "Deals won {scores}",
        "result.points": "{name}: {points} points",
        "result.you_win": "You win the deal!",
        "result.other_wins": "{name} wins the deal",
        "result.level": "A draw, 60 all",
        "result.match_you": "You win the game!",
        "result.match_other": "{name} wins the game",
        "result.match_level": "The game is drawn",
        "result.cappotto": "Cappotto: all 120 points!",
        "result.deals": "Deals: {scores}",
        "result.next": "Next deal",
        "result.new": "New game",
        "notice.bad_save.title": "Unreadable save",
        "notice.bad_save": (
            "The saved game cannot be resumed ({detail}). It was not deleted: it is kept "
            "aside under the name “{key}”. You can start a new game."
        ),
        "notice.error.title": "Something went wrong",
        "notice.error": "Your game is saved. Reload the page or start a new one ({detail}).",
        "notice.save_failed": "The browser does not allow saving: this game will not resume after a reload.",
    },
}

# Card names: Italian decks by their suits (denari, coppe, bastoni, spade), the French
# deck by its own (quadri, cuori, fiori, picche); codes are the same for both.
_RANKS: Final = {
    "it": {1: "Asso", 2: "Due", 3: "Tre", 4: "Quattro", 5: "Cinque", 6: "Sei", 7: "Sette",
           8: "Fante", 9: "Cavallo", 10: "Re"},
    "en": {1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
           8: "Knave", 9: "Knight", 10: "King"},
}
_FRENCH_FIGURES: Final = {"it": {8: "Fante", 9: "Donna", 10: "Re"},
                          "en": {8: "Jack", 9: "Queen", 10: "King"}}
_SUITS: Final = {
    "it": {"D": "Denari", "C": "Coppe", "B": "Bastoni", "S": "Spade"},
    "en": {"D": "Coins", "C": "Cups", "B": "Batons", "S": "Swords"},
}
_FRENCH_SUITS: Final = {
    "it": {"D": "Quadri", "C": "Cuori", "B": "Fiori", "S": "Picche"},
    "en": {"D": "Diamonds", "C": "Hearts", "B": "Clubs", "S": "Spades"},
}
_OF: Final = {"it": "di", "en": "of"}


def pick_language(stored: str | None, browser: str | None) -> str:
    """The player's own choice if any, else the browser's language, else Italian."""
    if stored in LANGUAGES:
        return stored
    # Italian only for Italian browsers: anyone else reads English more often than Italian.
    return "it" if (browser or "it").lower().startswith("it") else "en"


def other_language(lang: str) -> str:
    return "en" if lang == "it" else "it"


def text(lang: str, key: str, /, **values: object) -> str:
    template = STRINGS[lang][key]
    return template.format(**values) if values else template


def suit_name(lang: str, suit: str, style: str) -> str:
    return (_FRENCH_SUITS if style == "francesi" else _SUITS)[lang][suit]


def card_name(lang: str, code: str, style: str) -> str:
    """'1D' -> 'Asso di Denari' / 'Ace of Coins' ('Asso di Quadri' with the French deck)."""
    rank, suit = int(code[:-1]), code[-1]
    names = _RANKS[lang]
    if style == "francesi" and rank in _FRENCH_FIGURES[lang]:
        names = _FRENCH_FIGURES[lang]
    return f"{names[rank]} {_OF[lang]} {suit_name(lang, suit, style)}"
