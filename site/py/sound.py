"""Sound effects made in the page with Web Audio: no sound files, nothing to download.

Each effect is a few short tones (data below); ``Sound`` plays them. Browsers allow audio
only after the person has touched the page, so the AudioContext is made just after the
first pointer or key event (``unlock``) and nothing sounds before it. Mute is the
player's setting, remembered with the others.

A running AudioContext keeps the audio device busy even when silent (on this machine's
Chromium, about 1.5% of a core for as long as the table is open; on a phone, its
battery): once the effects have been quiet a while, the context is suspended, and the
next effect wakes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final

from values import Value

if TYPE_CHECKING:
    from values import Observation


class Tone(Value):
    def __init__(self, frequency: float, end_frequency: float, start: float, duration: float, wave: str,
                 gain: float) -> None:
        self.frequency = frequency  # Hz at the start
        self.end_frequency = end_frequency  # Hz at the end (a glide when different)
        self.start = start  # seconds after the effect begins
        self.duration = duration  # seconds
        self.wave = wave  # OscillatorNode type: sine, triangle, square, sawtooth
        self.gain = gain  # peak loudness, 0..1 (kept low: these are cues, not music)


EFFECTS: Final[dict[str, tuple[Tone, ...]]] = {
    # A card laid on the cloth: a short soft knock falling in pitch.
    "card": (Tone(320, 140, 0.0, 0.07, "triangle", 0.25),),
    # The trick gathered: two quick brushes.
    "trick": (Tone(520, 380, 0.0, 0.06, "triangle", 0.14), Tone(600, 420, 0.07, 0.08, "triangle", 0.12)),
    # Your turn: one clear high note.
    "turn": (Tone(880, 880, 0.0, 0.12, "sine", 0.12),),
    # The move clock's last seconds: two sharp beeps.
    "warning": (Tone(1320, 1320, 0.0, 0.08, "square", 0.06), Tone(1320, 1320, 0.16, 0.08, "square", 0.06)),
    # The match won: a rising major arpeggio.
    "win": (Tone(523, 523, 0.0, 0.14, "sine", 0.18), Tone(659, 659, 0.13, 0.14, "sine", 0.18),
            Tone(784, 784, 0.26, 0.14, "sine", 0.18), Tone(1047, 1047, 0.39, 0.3, "sine", 0.18)),
    # The match lost: a falling minor third, slower.
    "lose": (Tone(392, 392, 0.0, 0.25, "triangle", 0.18), Tone(311, 294, 0.25, 0.45, "triangle", 0.18)),
}

ATTACK = 0.008  # seconds to reach the peak: no click at the start of a tone
# Seconds of quiet after an effect before the audio device is let go: longer than the
# pause between two cards of a trick, so a deal in play does not wake it at every card.
QUIET = 3.0
# How much sooner than QUIET a call may find the audio clock (a timer and the audio clock
# do not tick together): a call that came a hair early must still let the device go.
SETTLE_EARLY = 0.5


def effect(before: Observation, after: Observation) -> str | None:
    """The sound of what changed on the table from one view to the next (like the picture,
    it follows the views): the match's end, a trick gathered, a card laid, the player's turn."""
    if after["phase"] == "over" and before["phase"] != "over":
        result = after.get("match_result") or {}
        return "win" if after["seat"] in result.get("winner", []) else "lose"
    if after["deal_number"] == before["deal_number"] and len(after["history"]) > len(before["history"]):
        return "trick"
    if len(after["table"]) > len(before["table"]):
        return "card"
    if after["to_move"] == after["seat"] and after["legal_actions"] and before["to_move"] != before["seat"]:
        return "turn"
    return None


class Sound:
    def __init__(self, window: Any, muted: bool, call_later: Callable[[float], None],
                 call_soon: Callable[[], None]) -> None:
        """``call_later(seconds)`` arranges for ``settle()`` to be called that much later,
        ``call_soon()`` for ``start()`` to be called in a task of its own."""
        self.window = window
        self.muted = muted
        self.call_later = call_later
        self.call_soon = call_soon
        self.context: Any = None  # made after the first gesture (autoplay policy)
        self.starting = False  # the first gesture came: the context is on its way
        self.played = 0  # effects actually sent to the speakers (the page shows it for tests)
        self.resting = False  # suspended by settle(), for the next effect to wake
        self.quiet_from = 0.0  # the context's time when the last effect asked for has ended

    @property
    def ready(self) -> bool:
        return self.context is not None

    def unlock(self) -> None:
        """Called from a pointer or key event: only from the first may the page make sound.
        That one asks for the context, made in a task of its own just after: making one
        holds the main thread while the browser starts its audio, and the tap's answer
        would wait for it."""
        if self.context is None:
            if not self.starting:
                self.starting = True
                self.call_soon()
            return
        if self.context.state == "suspended" and not self.resting:
            self.context.resume()

    def start(self) -> None:
        """Make the AudioContext, once the page has been touched (``unlock``). A browser
        that makes it suspended all the same has it resumed here or at the next gesture."""
        constructor = getattr(self.window, "AudioContext", None) or getattr(self.window, "webkitAudioContext", None)
        if constructor is None or self.context is not None:
            return  # no Web Audio: the game is silent, nothing else changes
        self.context = constructor.new()
        self.quiet_from = self.context.currentTime
        self.call_later(QUIET)  # no effect may follow soon: let it go then too
        if self.context.state == "suspended":
            self.context.resume()

    def play(self, name: str) -> bool:
        """Play an effect now; False when muted or before the first gesture."""
        context = self.context
        if self.muted or context is None:
            return False
        if self.resting:
            # Its clock stood still while it rested: the tones below, timed on that clock,
            # sound once it runs again.
            self.resting = False
            context.resume()
        elif context.state != "running":
            return False
        now = context.currentTime
        for tone in EFFECTS[name]:
            self._tone(context, tone, now + tone.start)
        self.played += 1
        length = max(tone.start + tone.duration for tone in EFFECTS[name])
        self.quiet_from = max(self.quiet_from, now + length)
        self.call_later(length + QUIET)
        return True

    def settle(self) -> None:
        """Let the audio device go if nothing has sounded for QUIET seconds (each effect
        asks for this call; the earlier calls of a run of effects find it not yet quiet)."""
        context = self.context
        if context is None or self.resting or context.state != "running":
            return
        if context.currentTime < self.quiet_from + QUIET - SETTLE_EARLY:
            return  # a later effect's own call comes
        self.resting = True
        context.suspend()

    @staticmethod
    def _tone(context: Any, tone: Tone, at: float) -> None:
        oscillator = context.createOscillator()
        envelope = context.createGain()
        oscillator.type = tone.wave
        oscillator.frequency.setValueAtTime(tone.frequency, at)
        if tone.end_frequency != tone.frequency:
            oscillator.frequency.exponentialRampToValueAtTime(tone.end_frequency, at + tone.duration)
        envelope.gain.setValueAtTime(0.0001, at)
        envelope.gain.exponentialRampToValueAtTime(tone.gain, at + ATTACK)
        envelope.gain.exponentialRampToValueAtTime(0.0001, at + tone.duration)
        oscillator.connect(envelope)
        envelope.connect(context.destination)
        oscillator.start(at)
        oscillator.stop(at + tone.duration + 0.02)
