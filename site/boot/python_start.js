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

const STEPS = [
  "import json, js", // MicroPython's interpreter runs for the first time
  "import inspect", // MicroPython's own library, frozen in its WebAssembly
  "import asyncio",
  "import functools, base64, html, io, collections",
  "import pyscript", // its modules' code, from the compiled files
];

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

hooks.main.onReady.add(async ({ type, interpreter }) => {
  if (type !== "mpy") return;
  try {
    for (const step of STEPS) {
      await nextTask();
      interpreter.runPython(step);
    }
  } catch (error) {
    console.warn("PyScript's package is imported from its sources:", error);
  }
});
