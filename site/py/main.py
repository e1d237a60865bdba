"""The page's entry point, on the main thread (MicroPython): page.py starts the page.

PyScript compiles this file from its source, on the main thread; build.py ships every
other module of the page compiled (in page-python.bundle), so this one keeps only what
must work without them: the last resort's message, also for a bundle that never arrived.
Whatever happens, the page ends with ``body[data-ready="1"]``.
"""

from pyscript import document


def show_failure(error: BaseException) -> None:
    """Last resort when the table itself cannot start: a plain message, no traceback, and
    no dialog over it (the menu could start nothing)."""
    print(f"briscola: the table could not start: {error!r}")
    for dialog in document.querySelectorAll("dialog[open]"):
        dialog.close()
    panel = document.getElementById("notice")
    document.getElementById("notice-title").textContent = "Errore · Error"
    panel.querySelector(".notice-body").textContent = (
        "La pagina non è riuscita a partire: ricaricala · The page could not start: reload it "
        f"({type(error).__name__}: {error})"
    )
    panel.querySelector(".panel-buttons").hidden = True  # its New game needs the page's Python
    panel.hidden = False
    document.body.dataset.failed = "1"  # boot.js keeps no picture of this table for the next visit


try:
    from page import begin
except ImportError as error:  # the page's modules did not arrive
    show_failure(error)
    document.body.dataset.ready = "1"
else:
    begin(show_failure)
