"""The page's entry point, on the main thread (MicroPython): page.py starts the page.

PyScript compiles this file from its source, on the main thread; build.py ships every
other module of the page compiled, so this one is kept to what PyScript must be given.
"""

from page import begin

begin()
