// What the shell loads to start (one list for the build, which puts it in one file, and for the
// document server, which preloads it: server/document.ts).
/** The modules the shell's start imports (shell/src/index.ts, bootstrap.tsx). */
const SHELL_STARTUP = ['./bootstrap', './app', './data-routes', './routes', './lib/remotes', './lib/shell-store'];
/** Shared modules loaded on first use, never with the start: axios (shared-api's client imports it on the first call). */
const LAZY_SHARED = ['axios'];
module.exports = { SHELL_STARTUP, LAZY_SHARED };
