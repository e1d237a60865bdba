"""The five games, one module each; ``VARIANTS`` maps a game's name to its ``Variant``."""

from __future__ import annotations

from typing import Final

from .base import SideFacts, Variant
from .briscola2 import Briscola2
from .briscola3 import Briscola3
from .briscola4 import Briscola4
from .chiamata import Chiamata
from .joker import Joker

VARIANTS: Final[dict[str, Variant]] = {v.name: v for v in (Briscola2(), Briscola3(), Briscola4(),
                                                          Chiamata(), Joker())}
GAMES: Final = tuple(VARIANTS)

__all__ = ["GAMES", "VARIANTS", "SideFacts", "Variant"]
