"""How the browser tests and benchmarks start Debian's Chromium: headless, offline but for
127.0.0.1 (tests/browser/conftest.py adds a route guard that fails a test on any other request)."""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Belt and braces behind the tests' route guard: no other host name resolves at all.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
