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
// app's modules (router, styles, the shell's own), then the first render. Evaluated together they
// made one task of 150-180 ms on Lighthouse's mid-range phone (its CPU is simulated 4x slower), the
// largest part of Total Blocking Time. The app chunk is preloaded with the rest (shell/server/first-frame.ts: shellStartupFiles).
async function start(el: HTMLElement): Promise<void> {
  await nextTask();
  const { App } = await import('./app');
  await nextTask();
  const root = createRoot(el);
  // The first render is a transition: React renders it in slices of about 5 ms and gives the main
  // thread back between them, instead of one long task.
  startTransition(() => root.render(createElement(App)));
}

const el = document.getElementById('root');
if (el) void start(el);
