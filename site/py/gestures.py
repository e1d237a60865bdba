"""Pointer and keyboard input, turned into intents for the controller.

Apart from rendering: this module reads events and the positions of a few elements,
keeps the one drag record (in the UI state), and while a card is dragged moves it
through two CSS variables. Everything else it hands on as an ``Intent``; it knows no
rule and never touches the game.
"""

from __future__ import annotations

from typing import Any, Callable

from pyscript.ffi import create_proxy, is_none, to_js

import i18n
from intents import Intent
from state import Drag, UIState

KEY_STEPS = {"ArrowLeft": -1, "ArrowRight": 1, "ArrowUp": -1, "ArrowDown": 1}
KEY_ENDS = {"Home": "first", "End": "last"}
TEXT_FIELDS = ("INPUT", "SELECT", "TEXTAREA")  # where keys, Ctrl+Z too, are the field's own
DROP_MARGIN = 0.35  # a drop this far (in card sizes) outside the placeholder still counts


def found(value: Any) -> Any:
    """A DOM lookup's result, or None (JavaScript's null arrives as Pyodide's jsnull)."""
    return None if is_none(value) else value


def closest(event: Any, selector: str) -> Any:
    """The element matching ``selector`` at or above the event's target, or None."""
    target = found(event.target)
    if target is None or not hasattr(target, "closest"):
        return None
    return found(target.closest(selector))


class Gestures:
    def __init__(self, document: Any, ui: UIState, send: Callable[[Intent], None],
                 on_error: Callable[[BaseException], None], on_touch: Callable[[], None] = lambda: None) -> None:
        self.document = document
        self.ui = ui
        self.send = send
        self.on_error = on_error
        # Called inside every pointer and key event: browsers allow sound only from one.
        self.on_touch = on_touch
        self._proxies: list[Any] = []  # kept alive for as long as the page listens

    def listen(self) -> None:
        doc = self.document
        self._on(doc, "pointerdown", self.pointer_down)
        self._on(doc, "pointermove", self.pointer_move)
        self._on(doc, "pointerup", self.pointer_up)
        self._on(doc, "pointercancel", self.pointer_cancel)
        self._on(doc, "dblclick", self.double_click)
        self._on(doc, "click", self.click)
        self._on(doc, "keydown", self.key_down)
        self._on(doc.getElementById("new-game-form"), "submit", self.menu_submit)
        self._on(doc.getElementById("new-game"), "close", lambda _event: self.send(Intent("menu-closed")))
        abandon = doc.getElementById("abandon-dialog")  # a <form method="dialog">: its button's value
        self._on(abandon, "close", lambda _event: self.send(Intent("abandon-closed", str(abandon.returnValue))))
        # The pass-and-play cover goes only by its button, to the person it names.
        self._on(doc.getElementById("handover"), "cancel", lambda event: event.preventDefault())
        self._on(doc.getElementById("share-copy"), "click", self.copy_link)
        self._on(doc.getElementById("share-send"), "click", self.send_link)
        for event in ("pointerdown", "keydown"):
            self._on(doc, event, lambda _event: self.on_touch())
        # The table moves the focus for the keyboard (into the hand, to a panel's first
        # button); a ring where nobody pointed looks chosen to a player who taps or clicks
        # (table.css hides it for them).
        root = doc.documentElement
        self._on(doc, "pointerdown", lambda _event: root.setAttribute("data-input", "pointer"))
        self._on(doc, "keydown", lambda _event: root.setAttribute("data-input", "keys"))

    def _on(self, target: Any, event: str, handler: Callable[[Any], None]) -> None:
        def guarded(event: Any) -> None:
            try:
                handler(event)
            except Exception as error:  # noqa: BLE001 - a notice on the page, not a traceback
                self.on_error(error)

        proxy = create_proxy(guarded)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    # -- pointer: click, drag, double-click ----------------------------------------------------

    def pointer_down(self, event: Any) -> None:
        card = closest(event, ".card.mine")
        if card is None or (event.pointerType == "mouse" and event.button != 0):
            return
        self.ui.drag = Drag(card.dataset.card, event.pointerId, event.pointerType,
                            event.clientX, event.clientY)
        card.setPointerCapture(event.pointerId)
        event.preventDefault()  # the card is the page's to move: no text selection, no scroll

    def _dragged(self, event: Any) -> tuple[Drag, Any] | None:
        drag = self.ui.drag
        if drag is None or event.pointerId != drag.pointer:
            return None
        card = found(self.document.querySelector(f'.card.mine[data-card="{drag.code}"]'))
        return (drag, card) if card is not None else None

    def pointer_move(self, event: Any) -> None:
        dragged = self._dragged(event)
        if dragged is None:
            return
        drag, card = dragged
        started = drag.move(event.clientX, event.clientY)
        if not drag.moving:
            return
        dx, dy = drag.offset
        card.style.setProperty("--dx", f"{dx:.1f}px")
        card.style.setProperty("--dy", f"{dy:.1f}px")
        placeholder = self._placeholder()
        if placeholder is not None:
            placeholder.classList.toggle("hover", self._dropped_on(placeholder, drag.x, drag.y))
        if started:
            card.classList.add("dragging")
            self.send(Intent("drag", drag.code))

    def pointer_up(self, event: Any) -> None:
        dragged = self._dragged(event)
        if dragged is None:
            return
        drag, card = dragged
        drag.move(event.clientX, event.clientY)
        self.ui.drag = None
        if not drag.moving:
            # A finger's second tap on the card chosen plays it, however slow ("toccala due
            # volte", the tour says); a mouse's second click lets it go, its double-click plays.
            again = drag.pointer_type != "mouse" and self.ui.selected == drag.code
            if again and card.classList.contains("playable"):
                self.send(Intent("play", drag.code))
            else:
                self.send(Intent("toggle", drag.code))
            return
        placeholder = self._placeholder()
        if placeholder is not None:
            placeholder.classList.remove("hover")
        dropped = placeholder is not None and self._dropped_on(placeholder, drag.x, drag.y)
        self.send(Intent("play" if dropped else "drag-cancel", drag.code))

    def pointer_cancel(self, event: Any) -> None:
        dragged = self._dragged(event)
        if dragged is not None:
            self.ui.drag = None
            self.send(Intent("drag-cancel", dragged[0].code))

    def double_click(self, event: Any) -> None:
        card = closest(event, ".card.mine")
        if card is not None:
            self.send(Intent("play", card.dataset.card))

    def click(self, event: Any) -> None:
        # A chosen card goes to the middle of the table wherever it is clicked: the slot, the
        # cards led there, the felt around them (the auction is not the middle).
        if self._placeholder() is not None and closest(event, ".center") is not None \
                and closest(event, "#auction") is None:
            self.send(Intent("play-selected"))
            return
        button = closest(event, "[data-intent]")
        if button is not None and not button.disabled:
            action = found(button.getAttribute("data-action"))  # an auction or call button's
            self.send(Intent.parse(button.dataset.intent, action or ""))

    def _replaying(self) -> bool:
        bar = found(self.document.getElementById("replay-bar"))
        return bar is not None and not bar.hidden

    def _placeholder(self) -> Any:
        placeholder = found(self.document.querySelector('[data-role="placeholder"]'))
        return None if placeholder is None or placeholder.hidden else placeholder

    def _dropped_on(self, placeholder: Any, x: float, y: float) -> bool:
        """A card let go on the placeholder or near it, or anywhere in the middle of the table,
        where a tap plays a chosen card too (a phone's drop on the trick's middle, off the
        slot, went back to the hand)."""
        return self._over(placeholder, x, y) or self._over(placeholder.closest(".center"), x, y, 0.0)

    @staticmethod
    def _over(element: Any, x: float, y: float, margin: float = DROP_MARGIN) -> bool:
        box = element.getBoundingClientRect()
        margin_x, margin_y = box.width * margin, box.height * margin
        return bool(box.left - margin_x <= x <= box.right + margin_x
                    and box.top - margin_y <= y <= box.bottom + margin_y)

    # -- keyboard --------------------------------------------------------------------------------

    def key_down(self, event: Any) -> None:
        target = found(event.target)
        if (event.ctrlKey or event.metaKey) and not event.altKey and event.key in ("z", "Z") \
                and getattr(target, "tagName", "") not in TEXT_FIELDS \
                and found(self.document.querySelector("dialog[open]:modal")) is None:
            self.send(Intent("undo"))  # the controller takes a move back only where it may
            event.preventDefault()
            return
        if event.altKey or event.ctrlKey or event.metaKey:
            return
        in_replay_bar = closest(event, "#replay-bar") is not None
        in_bar = closest(event, ".bar") is not None
        tag = getattr(target, "tagName", "") if target is not None else ""
        # A button has no Escape of its own: the bar's Ultima presa, still focused once
        # pressed, leaves Escape to close what it opened. The bar's buttons keep only their
        # Enter and Space: a player who just pressed one still picks a card by its number.
        # Enter on the hint's button, once the card it suggests is chosen, plays that card:
        # asking again would only name it again.
        hinted = (tag == "BUTTON" and target.id == "hint-button" and event.key == "Enter"
                  and self.ui.selected is not None and self.ui.hinted == f"play {self.ui.selected}")
        if hinted:
            target.blur()
        own_key = not hinted and (tag in TEXT_FIELDS or (tag == "BUTTON" and event.key != "Escape"
                                                         and (not in_bar or event.key in ("Enter", " "))))
        replay_key = event.key in KEY_STEPS or event.key in KEY_ENDS or event.key == "Escape"
        if own_key and not (in_replay_bar and replay_key):
            return  # typing in the menu, or a button's own Enter (a replay's buttons take its arrows)
        if found(self.document.querySelector("dialog[open]:modal")) is not None:
            return
        if event.key != "Escape" and found(self.document.querySelector("#tournament:not([hidden])")) is not None:
            return  # the game behind the tournament's panel waits; Escape is the panel's way out
        key = event.key
        on_card = closest(event, ".card.mine")
        if tag == "BUTTON" and in_bar and (key in KEY_STEPS or key.isdigit()):
            target.blur()  # the bar's button lets go, so that Enter plays the card picked
        if key.isdigit() and key != "0":
            self.send(Intent("pick", number=int(key)))
        elif key in KEY_STEPS:
            # From the card with the focus, if none is chosen (Escape let it go, not the focus).
            self.send(Intent("step", on_card.dataset.card if on_card else "", KEY_STEPS[key]))
        elif key in KEY_ENDS and self._replaying():  # elsewhere Home and End scroll, as ever
            self.send(Intent("replay-step", KEY_ENDS[key]))
        elif key == "Enter":
            self.send(Intent("play", on_card.dataset.card) if on_card else Intent("play-selected"))
        elif key == " " and on_card:
            self.send(Intent("toggle", on_card.dataset.card))
        elif key == "Escape":
            self.send(Intent("deselect"))
            return  # not prevented: the browser's own Escape still closes a popover open over the table
        else:
            return
        event.preventDefault()

    # -- a partita's link, shared (the end screen's Condividi) --------------------------------

    def copy_link(self, _event: Any) -> None:
        """The link to the clipboard; where the browser refuses, the link selected to copy by hand."""
        link = self.document.getElementById("share-link")
        clipboard = getattr(self.document.defaultView.navigator, "clipboard", None)

        def refused(*_: Any) -> None:
            link.select()
            self._shared("share.select")

        if clipboard is None or is_none(clipboard):
            refused()
            return
        clipboard.writeText(link.value).then(lambda *_: self._shared("share.copied"), refused)

    def send_link(self, _event: Any) -> None:
        """The system's share sheet (a phone's), with the link; its cancel is no error."""
        link = str(self.document.getElementById("share-link").value)
        title = str(self.document.getElementById("share-title").textContent)
        self.document.defaultView.navigator.share(to_js({"title": title, "url": link})).catch(lambda *_: None)

    def _shared(self, key: str) -> None:
        self.document.getElementById("share-done").textContent = i18n.text(self.ui.lang, key)

    # -- the new-game menu -----------------------------------------------------------------------

    def menu_submit(self, event: Any) -> None:
        submitter = found(event.submitter)
        if submitter is not None and submitter.value == "start":
            self.send(Intent("start"))
