// Page documents are made in a worker thread of their own (render-worker.ts), not on the event loop
// that answers the store's requests. A render is some 10 ms of synchronous React on these hosts:
// on the main thread, every request that arrived meanwhile (a kept page, an add to cart) waited for
// it, so a burst of new addresses (searches from many clients, each within its own allowance) raised
// the p99 of the pages being read. In a thread of its own, a render uses the other core; the main
// thread answers kept documents and the API, and the loaders' GETs of the thread's renders
// (app.inject, a cached answer each).
//
// The main thread keeps what is per request: the document cache, the limits, the render budget
// (site.ts). A render that takes longer than `timeoutMs` (a release's page that never finishes) is
// answered with the plain document, which the browser renders whole, and its thread is replaced. If
// the thread cannot start, documents are made on the main thread as before (logged).
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { createDocumentRenderer, plainDocument, type DocumentOptions, type DocumentRender } from './document.js';
import { servedTable } from './release-routes.js';
import type { FromRenderer, RenderWorkerOptions, startRenderWorker, ToRenderer } from './render-worker.js';
import { startInThread } from './service-thread.js';

export interface RenderThreadOptions extends Omit<DocumentOptions, 'bundles'> {
  /** A render not done by then gets the plain document, and the thread is replaced (default 10 s). */
  timeoutMs?: number;
  /**
   * The render thread's scheduling priority (Linux nice, 0..19; default 10). Above 0, a core the
   * main thread wants is the main thread's: a render waits, a kept page or an add to cart does not.
   */
  nice?: number;
}

type Result = Awaited<ReturnType<DocumentRender>> | { plain: true };

/**
 * The document renderer (document.ts's createDocumentRenderer's signature) that renders in a worker
 * thread, `ready` (resolved once the thread has loaded what renders need, or has failed to start:
 * then documents are made on the main thread) and close(). The thread is started now.
 */
export function createThreadRenderer(app: FastifyInstance, opts: RenderThreadOptions): DocumentRender & { ready: Promise<void>; close(): Promise<void> } {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let inThread: DocumentRender | null = null;
  const onMainThread = () => (inThread ??= createDocumentRenderer(app, opts));
  let nextId = 0;
  let closed = false;

  interface Thread { port: MessagePort; pending: Map<number, (r: Result) => void>; close(): Promise<void> }
  let thread: Promise<Thread | null> | null = null;
  const start = (): Promise<Thread | null> => {
    const channel = new MessageChannel();
    const port = channel.port1;
    const pending = new Map<number, (r: Result) => void>();
    const options: RenderWorkerOptions = { port: channel.port2, shellDist: opts.shellDist, origin: opts.origin, apiBase: opts.apiBase, nice: opts.nice ?? 10 };
    port.on('message', (m: FromRenderer) => {
      if (m.type === 'rendered') {
        pending.get(m.id)?.(m.result);
        pending.delete(m.id);
      } else if (m.type === 'get') {
        // the thread's loaders ask the API, which lives here
        void app.inject({ method: 'GET', url: m.url }).then(
          (res) => port.postMessage({ type: 'answer', id: m.id, statusCode: res.statusCode, headers: res.headers, body: res.body } satisfies ToRenderer),
          (err: unknown) => port.postMessage({ type: 'answer', id: m.id, statusCode: 500, headers: {}, body: String(err) } satisfies ToRenderer),
        );
      } else app.log.error(m.fields, m.msg);
    });
    let up = false;
    const started = startInThread<typeof startRenderWorker, never>('document renderer', './render-worker.ts', 'startRenderWorker', options, [], [channel.port2])
      .then((service) => {
        up = true;
        return { port, pending, close: () => service.close() };
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'the document renderer\'s thread did not start: documents are made on the main thread');
        port.close();
        return null;
      });
    // the thread ended (replaced, crashed or closed): its renders in progress get the plain document,
    // and the next render starts a new thread (one that never started is not tried again)
    port.once('close', () => {
      for (const [id, done] of pending) {
        pending.delete(id);
        done({ plain: true });
      }
      if (up && thread === started && !closed) thread = null;
    });
    return started;
  };
  const current = () => (thread ??= start());

  const render: DocumentRender = async (html, url, cookie, registry) => {
    const t = closed ? null : await current();
    if (!t) return onMainThread()(html, url, cookie, registry);
    const id = ++nextId;
    const releases = registry ?? opts.registry();
    const result = await new Promise<Result>((resolve) => {
      t.pending.set(id, resolve);
      const timer = setTimeout(() => {
        if (!t.pending.delete(id)) return;
        app.log.error({ url, timeoutMs }, 'page render took too long: serving the plain document, and a new render thread');
        // a thread that does not answer in time may be stuck in a release's code: replaced
        if (thread) {
          const old = thread;
          thread = null;
          void old.then((o) => o?.close());
        }
        resolve({ plain: true });
      }, timeoutMs);
      timer.unref?.();
      t.port.postMessage({ type: 'render', id, html, url, cookie, registry: releases } satisfies ToRenderer);
    });
    return 'plain' in result ? plainDocument(html, url, servedTable(releases)) : result;
  };
  return Object.assign(render, {
    ready: current().then(() => undefined),
    async close() {
      closed = true;
      const t = await thread;
      await t?.close();
    },
  });
}
