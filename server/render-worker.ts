// The thread side of render-thread.ts: makes page documents (document.ts's createDocumentRenderer,
// unchanged) in a worker thread. What a render needs of the main thread crosses the port:
// - its input: index.html, the address, the cart cookie and the releases the visitor gets (per render);
// - the loaders' GETs: answered by the API on the main thread (app.inject), where the API lives;
// - log lines: written by the main thread's logger.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { createDocumentRenderer, type DocumentRender } from './document.js';
import type { Registry } from './releases.js';
import { warmServerModules } from './server-pages.js';

export interface RenderWorkerOptions {
  port: MessagePort;
  shellDist: string;
  origin: string;
  apiBase?: string;
  /** This thread's nice value (render-thread.ts); 0 leaves it as the process's. */
  nice?: number;
}

/**
 * Lowers this thread's priority alone. On Linux a thread is a task of its own and setpriority(2) on
 * its id (read from /proc/thread-self) applies to that thread, not to the process. Elsewhere, or
 * when not allowed, the thread keeps the process's priority (returns false).
 */
export function niceThisThread(nice: number): boolean {
  if (!nice) return false;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, Math.min(19, Math.max(0, nice)));
    return true;
  } catch {
    return false;
  }
}

/** What the main thread sends. */
export type ToRenderer =
  | { type: 'render'; id: number; html: string; url: string; cookie?: string; registry: Registry }
  | { type: 'answer'; id: number; statusCode: number; headers: Record<string, unknown>; body: string };

/** What the thread sends back. */
export type FromRenderer =
  | { type: 'rendered'; id: number; result: Awaited<ReturnType<DocumentRender>> }
  | { type: 'get'; id: number; url: string }
  | { type: 'log'; msg: string; fields: Record<string, unknown> };

/** An Error as plain fields (the port clones data, and a log line needs its message and stack). */
const plain = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { type: v.name, message: v.message, stack: v.stack } : v]));

export async function startRenderWorker({ port, shellDist, origin, apiBase, nice = 0 }: RenderWorkerOptions): Promise<{ close(): Promise<void> }> {
  niceThisThread(nice);
  const send = (m: FromRenderer) => port.postMessage(m);
  let nextGet = 0;
  const gets = new Map<number, (a: Extract<ToRenderer, { type: 'answer' }>) => void>();
  // the part of the API's app a render uses: inject (its loaders' GETs) and log.error
  const app = {
    inject({ url }: { method: 'GET'; url: string }) {
      const id = ++nextGet;
      send({ type: 'get', id, url });
      return new Promise((resolve) => gets.set(id, ({ statusCode, headers, body }) => {
        resolve({ statusCode, headers, body, json: () => JSON.parse(body) as unknown });
      }));
    },
    log: { error: (fields: Record<string, unknown>, msg: string) => send({ type: 'log', msg, fields: plain(fields) }) },
  } as unknown as FastifyInstance;
  // each render is given the visitor's releases (the main thread's view); none is read here
  const none: Registry = { remotes: {}, canaries: {}, version: '' };
  const render = createDocumentRenderer(app, { registry: () => none, shellDist, origin, apiBase });
  // React, styled-components and jsdom are loaded now, not by the first render
  warmServerModules();
  port.on('message', (m: ToRenderer) => {
    if (m.type === 'answer') {
      gets.get(m.id)?.(m);
      gets.delete(m.id);
      return;
    }
    void render(m.html, m.url, m.cookie, m.registry).then((result) => send({ type: 'rendered', id: m.id, result }));
  });
  return {
    async close() {
      port.close();
    },
  };
}
