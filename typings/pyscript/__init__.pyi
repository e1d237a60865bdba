# The part of PyScript's API the page uses, typed for mypy: what PyScript does in the
# browser, CPython cannot import. The DOM objects are JavaScript proxies, hence Any.
from typing import Any

document: Any
window: Any
