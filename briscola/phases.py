"""The phases of a partita, as ``Game.phase`` and every observation name them."""

from typing import Final

AUCTION: Final = "auction"  # chiamata: calls under way
CALL: Final = "call"  # chiamata: the winner of the auction names the suit (or the card)
PLAY: Final = "play"
DEAL_OVER: Final = "deal_over"  # waiting on "next", so the table can show the result first
OVER: Final = "over"
