import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureUtm, syncCartCookie } from 'shared-cart';

// marketing parameters of the landing address are kept at once, before anything else runs
captureUtm(window.location.search);
// a cart stored before the line-count cookie existed (or with the cookie cleared) gets it back
syncCartCookie();

/** A new task: the main thread is given back (to input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

// The start is split into tasks: React and React DOM's evaluation (with this module), then the
// libraries the app is made of, one task each, then the app's own modules, then the first render.
// Evaluated together they made one task of 150-180 ms on Lighthouse's mid-range phone (its CPU is
// simulated 4x slower), the largest part of Total Blocking Time; the app's import alone was still
// 20-30 ms of this machine's CPU (80-120 ms simulated, bench/RESULTS.md 2026-11-26). Their chunks
// are all preloaded with the rest (shell/server/first-frame.ts: shellStartupFiles): importing one
// early fetches nothing more, it only evaluates it in a task of its own.
const LIBRARIES = [
  () => import('react-router-dom'),
  () => import('styled-components'),
];

async function start(el: HTMLElement): Promise<void> {
  await nextTask();
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
  const { App } = await import('./app');
  await nextTask();
  const root = createRoot(el);
  // The first render is a transition: React renders it in slices of about 5 ms and gives the main
  // thread back between them, instead of one long task.
  startTransition(() => root.render(createElement(App)));
}

const el = document.getElementById('root');
if (el) void start(el);
