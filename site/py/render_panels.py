"""render.py's part for the panels around the cards (panels.py): the clocks by the seats'
names, the carte viste panel, the match end screen and its results table (``fill_scores``,
the scoreboard's too), the Abandon button and confirmation, the sound button, and the
sound itself, the page's one audio output.

Written only when what the scene says differs from what was last written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import i18n
from pyscript.ffi import create_proxy, is_none
from sound import Sound

if TYPE_CHECKING:
    from panels import PanelsView, PlayedRow, SeatClock
    from scene import Scene
    from scoretable import ScoreTable


def show_result_panel(panel: Any, shown: bool, still: bool) -> None:
    """A deal's result or the match's end, shown or hidden. After the deal's last card its
    entrance waits for the trick to reach its pile (table.css); drawn still (a reload), it
    is there at once. Set only as it opens: a change while it shows would run it again."""
    if shown and panel.hidden:
        panel.classList.toggle("at-once", still)
    if bool(panel.hidden) == shown:
        panel.hidden = not shown


def table_cell(document: Any, row: Any, tag: str, text: str, short: str = "", scope: str = "",
               kind: str = "") -> None:
    """One cell of a results table; a ``short`` form shows instead of ``text`` on a narrow
    screen (scores.css), the full one staying for screen readers."""
    element = document.createElement(tag)
    if scope:
        element.setAttribute("scope", scope)
    if kind:
        element.className = kind
    if short and short != text:
        full = document.createElement("span")
        full.className = "full"
        full.textContent = text
        brief = document.createElement("span")
        brief.className = "short"
        brief.setAttribute("aria-hidden", "true")
        brief.textContent = short
        element.appendChild(full)
        element.appendChild(brief)
    else:
        element.textContent = text
    row.appendChild(element)


def fill_scores(document: Any, table: Any, scores: ScoreTable | None, lang: str) -> None:
    """Write a results table: a row per deal (its number heads it), a column per seat or
    side, the notes last if any deal has one, the totals in the foot. A head shows its
    short form on a narrow screen (CSS), the full one staying for screen readers."""

    def cell(row: Any, tag: str, text: str, short: str = "", scope: str = "", kind: str = "") -> None:
        table_cell(document, row, tag, text, short, scope, kind)

    for part in (table.tHead, table.tBodies[0], table.tFoot):
        part.replaceChildren()
    if scores is None:
        return
    noted = any(row.notes for row in scores.rows)
    head = table.tHead.insertRow()
    cell(head, "th", i18n.text(lang, "scoreboard.deal"), i18n.text(lang, "scoreboard.deal.short"), "col")
    for column in scores.columns:
        cell(head, "th", column.name, column.short, "col", "won" if column.won else "")
    if noted:
        cell(head, "th", i18n.text(lang, "scoreboard.note"), scope="col", kind="notes")
    for deal in scores.rows:
        line = table.tBodies[0].insertRow()
        cell(line, "th", deal.deal, scope="row")
        for text, best in zip(deal.cells, deal.best):
            cell(line, "td", text, kind="best" if best else "")
        if noted:
            cell(line, "td", deal.notes, deal.short_notes, kind="notes")
    for label, totals in scores.totals:
        line = table.tFoot.insertRow()
        cell(line, "th", label, scope="row")
        for text, column in zip(totals, scores.columns):
            cell(line, "td", text, kind="won" if column.won else "")
        if noted:
            cell(line, "td", "", kind="notes")


class PanelsRenderer:
    def __init__(self, document: Any, window: Any) -> None:
        self.document = document
        self.window = window
        self._settle = create_proxy(lambda *_: self.sound.settle())
        self._start = create_proxy(lambda *_: self._start_sound())
        self.sound = Sound(window, muted=False,
                           call_later=lambda seconds: window.setTimeout(self._settle, seconds * 1000),
                           call_soon=self._start_soon)
        self.sound_heard = 0  # the scene's sound count last played (or skipped)
        self.played_rows: tuple[PlayedRow, ...] | None = None
        self.end_key = ""

    def _element(self, element_id: str) -> Any:
        return self.document.getElementById(element_id)

    def unlock(self) -> None:
        """From a pointer or key event: the first starts the page's audio, just after."""
        self.sound.unlock()
        self._sound_state()

    def _start_soon(self) -> None:
        """The audio's start, in a task after the gesture: once the browser's audio system
        is up where the page can wake it without waiting (asking for the devices' list does),
        since a first AudioContext made at once held a 4x-slowed phone's main thread for
        100-230 ms while that system started; at once where it cannot."""
        devices = self.window.navigator.mediaDevices
        if is_none(devices) or not hasattr(devices, "enumerateDevices"):
            self.window.setTimeout(self._start)
        else:
            devices.enumerateDevices().then(self._start, self._start)

    def _start_sound(self) -> None:
        self.sound.start()
        self._sound_state()

    def draw(self, scene: Scene, still: bool) -> None:
        panels = scene.panels
        if panels is None:
            return
        self._clocks(panels.clocks)
        self._buttons(panels)
        self._abandon(panels)
        self._played(panels, scene.style)
        self._end(panels, scene.lang, still)
        self._handover(panels.handover, scene.lang)
        self.document.body.toggleAttribute("data-private", panels.private)  # boot.js keeps no snapshot of it
        self._sound(panels, scene.lang)

    def _clocks(self, clocks: tuple[SeatClock, ...]) -> None:
        for seat, clock in enumerate(clocks):
            label = self.document.querySelector(f"#seat-{seat} .seat-label")
            if is_none(label):
                continue
            element = label.querySelector(".clock")
            if is_none(element):
                element = self.document.createElement("span")
                element.className = "clock"
                element.setAttribute("role", "timer")
                label.appendChild(element)
            if element.textContent != clock.text:
                element.textContent = clock.text
                element.setAttribute("aria-label", clock.label)
                element.title = clock.label  # which time is which, on hover
            element.hidden = not clock.text
            element.classList.toggle("running", clock.running)
            element.classList.toggle("warning", clock.warning)

    def _buttons(self, panels: PanelsView) -> None:
        for name, offered, ready in (("abandon", panels.abandon_offered, panels.can_abandon),
                                     ("hint", panels.hint_offered, panels.hint_ready),
                                     ("undo", panels.undo_offered, panels.undo_ready)):
            button = self._element(f"{name}-button")
            button.hidden = not offered
            button.disabled = not ready
        button = self._element("played-button")
        button.hidden = not panels.played_offered
        button.setAttribute("aria-pressed", "true" if panels.played_open else "false")

    def _abandon(self, panels: PanelsView) -> None:
        dialog = self._element("abandon-dialog")
        asking = panels.abandon_asking
        if asking:
            self._element("abandon-body").textContent = panels.abandon_body
        if asking and not dialog.open:
            dialog.returnValue = ""
            dialog.showModal()
        elif not asking and dialog.open:
            dialog.close()

    def _played(self, panels: PanelsView, style: str) -> None:
        panel = self._element("played")
        panel.hidden = not panels.played_open
        if not panels.played_open or panels.played == self.played_rows:
            return
        self.played_rows = panels.played
        rows = panel.querySelector(".played-suits")
        rows.replaceChildren()
        for played in panels.played:
            row = self.document.createElement("li")
            row.dataset.suit = played.suit
            row.style.setProperty("--n", str(len(played.cards)))  # how far its cards overlap
            name = self.document.createElement("span")
            name.className = "played-suit"
            name.textContent = played.name
            row.appendChild(name)
            if not played.cards:
                none = self.document.createElement("span")
                none.className = "played-none"
                none.textContent = played.none
                row.appendChild(none)
            for code, alt in played.cards:
                image = self.document.createElement("img")
                image.className = "played-card"
                image.src = f"./cards/{style}/{code}.svg"
                image.alt = alt
                image.dataset.card = code
                image.draggable = False
                row.appendChild(image)
            rows.appendChild(row)

    def _end(self, panels: PanelsView, lang: str, still: bool) -> None:
        panel = self._element("match-end")
        end = panels.end
        show_result_panel(panel, end is not None, still)
        if end is None or repr(end) + panels.again + panels.share == self.end_key:
            return
        self.end_key = repr(end) + panels.again + panels.share
        self._share(panels.share)
        panel.dataset.won = "shared" if end.won is None else ("yes" if end.won else "no")
        self._element("match-end-title").textContent = end.title
        again = self._element("match-end-again")
        again.dataset.i18n = panels.again
        again.textContent = i18n.text(lang, panels.again)
        panel.querySelector(".match-end-number").textContent = end.number
        lines = panel.querySelector(".match-end-lines")
        lines.replaceChildren()
        for line in end.lines:
            item = self.document.createElement("li")
            item.textContent = line
            lines.appendChild(item)
        fill_scores(self.document, panel.querySelector("table"), end.table, lang)

    def _handover(self, name: str, lang: str) -> None:
        """Pass-and-play's cover: modal and opaque, over a felt with no cards, until the
        person named taps (the "handover" intent)."""
        dialog = self._element("handover")
        if name:
            self._element("handover-title").textContent = i18n.text(lang, "handover.title", name=name)
            self._element("handover-body").textContent = i18n.text(lang, "handover.body", name=name)
            self._element("handover-ready").textContent = i18n.text(lang, "handover.ready", name=name)
            if not dialog.open:
                dialog.showModal()
        elif dialog.open:
            dialog.close()

    def _share(self, fragment: str) -> None:
        """The end screen's Condividi, and its dialog's link: this page's address with the
        partita's fragment (menu.share); Invia… only where the browser can send it."""
        self._element("match-end-share").hidden = not fragment
        location = self.window.location
        self._element("share-link").value = f"{location.origin}{location.pathname}#{fragment}"
        self._element("share-done").textContent = ""
        self._element("share-send").hidden = not hasattr(self.window.navigator, "share")

    def _sound(self, panels: PanelsView, lang: str) -> None:
        self.sound.muted = panels.muted
        count, cue = panels.sound
        if count != self.sound_heard:
            self.sound_heard = count
            if cue:
                self.sound.play(cue)
        button = self._element("mute-button")
        words = button.querySelector(".words")  # beside its pictures (extras.css shows one)
        key = "sound.off" if panels.muted else "sound.on"
        if words.dataset.i18n != key:
            words.dataset.i18n = key
        text = i18n.text(lang, key)
        if words.textContent != text:
            words.textContent = text
        # Its words say the state: an aria-pressed beside them read "Suoni: no, premuto".
        button.toggleAttribute("data-muted", panels.muted)
        self._sound_state()

    def _sound_state(self) -> None:
        body = self.document.body.dataset
        body.sound = "muted" if self.sound.muted else ("ready" if self.sound.ready else "locked")
        body.soundsPlayed = str(self.sound.played)
