// PyScript for the page's MicroPython: the page's modules and PyScript's own `pyscript`
// package written into its files from one download, and that package imported compiled
// and in steps (boot.js loads this module in place of core.js).
//
// build.py compiles the main thread's modules into one bundle (a line of JSON,
// {path: [offset, length]}, then the files' bytes: build.format_module_bundle). Given to
// PyScript as `files`, they were forty requests, all started in one long task; boot.js
// preloads the bundle with MicroPython itself.
//
// Before the page's Python, PyScript runs a program that writes its `pyscript` package's
// sources into MicroPython's files and imports it: on a slowed phone's first visit, one of
// the longest tasks of the load, compiling those sources and running MicroPython's code
// for the first time. The bundle holds the package compiled (pyscript/), and PyScript's
// documented ready hook, which PyScript awaits before its program, writes the bundle's
// files and imports the package one part a task, the browser painting and taking taps in
// between. PyScript's program then finds the package imported. If a step fails, its
// program imports the package as before (and main.py explains the page's modules missing).
import { hooks } from "../pyscript/core.js";

// Importing a submodule imports its package first, and the package's __init__ imports
// all of them: one task. A stand-in package in sys.modules, with the real one's path,
// lets each submodule be imported on its own; the real package then finds them loaded.
const STAND_IN = "pyscript-parts";
// pyscript 0.7.31's modules, each after those it imports, in three tasks: a task each
// made the page's Python later still on a slowed phone (ready 3.25 s, against 2.98 s so
// and 3.00 s unsplit; longest task 202, 192 and 266 ms: medians of 6 cold loads).
const PART_STEPS = [
  ["util", "ffi", "context"],
  ["display", "fetch", "flatted", "storage"],
  ["websocket", "events", "workers"],
];
const PARTS = PART_STEPS.flat();

const STEPS = [
  "import json, js", // MicroPython's interpreter runs for the first time
  "import inspect", // MicroPython's own library, frozen in its WebAssembly
  "import asyncio",
  "import functools, base64, html, io, collections",
  `import sys\nclass StandIn:\n    __path__ = "pyscript"\n    __name__ = "${STAND_IN}"\n` +
    `sys.modules["pyscript"] = StandIn()`,
  ...PART_STEPS.map((parts) => parts.map((part) => `import pyscript.${part}`).join("\n")),
  "del sys.modules['pyscript']\nimport pyscript\n" + // the real package, over its parts
    `for part in ${JSON.stringify(PARTS)}:\n` +
    `    setattr(pyscript, part, sys.modules["pyscript." + part])`,
];
// Whatever failed, PyScript's program must not find the stand-in.
const REMOVE_STAND_IN = "import sys\nif getattr(sys.modules.get('pyscript'), '__name__', '') " +
  `== "${STAND_IN}":\n    del sys.modules["pyscript"]`;

const MODULE_BUNDLE = "./page-python.bundle";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function writeModules(FS) {
  const response = await fetch(MODULE_BUNDLE);
  if (!response.ok) throw new Error(`${MODULE_BUNDLE}: HTTP ${response.status}`);
  const bundle = new Uint8Array(await response.arrayBuffer());
  const lineEnd = bundle.indexOf(10); // "\n"
  const index = JSON.parse(new TextDecoder().decode(bundle.subarray(0, lineEnd)));
  for (const [path, [offset, length]] of Object.entries(index)) {
    // Paths are relative to the working directory (on sys.path); mkdirTree takes it whole.
    if (path.includes("/")) FS.mkdirTree(`${FS.cwd()}/${path.slice(0, path.lastIndexOf("/"))}`);
    const start = lineEnd + 1 + offset;
    FS.writeFile(path, bundle.subarray(start, start + length));
  }
}

hooks.main.onReady.add(async ({ type, interpreter }) => {
  if (type !== "mpy") return;
  try {
    await writeModules(interpreter.FS);
    for (const step of STEPS) {
      await nextTask();
      interpreter.runPython(step);
    }
  } catch (error) {
    interpreter.runPython(REMOVE_STAND_IN);
    console.warn("PyScript's package is imported from its sources:", error);
  }
});
