"""What the chiamata auction settled: who called, which card, for how many points."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Contract:
    caller: int
    target: int
    carichi: bool = False
    called_card: int | None = None
    partner: int | None = None  # the holder of the called card: hidden until it is played
    revealed: bool = False

    @property
    def alone(self) -> bool:
        return self.carichi or self.partner == self.caller
