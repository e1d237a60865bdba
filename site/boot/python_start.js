// PyScript for the page's MicroPython, its own `pyscript` package imported compiled and
// in steps (boot.js loads this module in place of core.js).
//
// Before the page's Python, PyScript runs a program that writes its `pyscript` package's
// sources into MicroPython's files and imports it: on a slowed phone's first visit, one of
// the longest tasks of the load, compiling those sources and running MicroPython's code
// for the first time. build.py ships the package compiled (mpy/pyscript/, written by
// micropython.json's files before the interpreter is ready), and PyScript's documented
// ready hook, which PyScript awaits before its program, imports it from there one part a
// task, the browser painting and taking taps in between. PyScript's program then finds
// the package imported. If a step fails, its program imports the package as before.
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

hooks.main.onReady.add(async ({ type, interpreter }) => {
  if (type !== "mpy") return;
  try {
    for (const step of STEPS) {
      await nextTask();
      interpreter.runPython(step);
    }
  } catch (error) {
    interpreter.runPython(REMOVE_STAND_IN);
    console.warn("PyScript's package is imported from its sources:", error);
  }
});
