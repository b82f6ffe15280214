// The embedded default's own services (the local identity provider, maildev's inbox) each run in a
// worker thread of their own, not on the store's event loop: the store's event loop then runs only
// the store's code: maildev in the same thread cost a trivial route of the store a quarter of its
// requests per second (docs/performance.md, The embedded services in threads of their own). A
// service's code sharing the store's thread also shares its JIT-compiled functions' type feedback
// (maildev runs its own Fastify), its garbage collector and its turns of the event loop (an email
// parsed, a token signed).
import { Worker, type Transferable } from 'node:worker_threads';

/** A package's start function: options in, a service that can be closed out. */
type StartFunction = (options: never) => Promise<{ close(): Promise<void> }>;

/** The fields asked for of the service that `F` starts, its close(), which also ends the thread, and the thread's id. */
export type ThreadService<F extends StartFunction, K extends keyof Awaited<ReturnType<F>>> =
  Pick<Awaited<ReturnType<F>>, K> & { close(): Promise<void>; threadId: number };

interface Started {
  type: 'ready' | 'failed';
  value?: Record<string, unknown>;
  message?: string;
}

/**
 * Starts `exportName(options)` of the package `specifier` (resolved from server; `F` is its type)
 * in a worker thread and resolves with the service's `fields` (plain values: they cross the thread
 * boundary) and its close(). Rejects when the service fails to start, naming the reason (a port in use...).
 */
export function startInThread<F extends StartFunction, K extends keyof Awaited<ReturnType<F>> & string>(
  name: string,
  specifier: string,
  exportName: string,
  options: Parameters<F>[0],
  fields: readonly K[],
  /** What in `options` moves to the thread (a MessagePort the service talks over). */
  transfer: readonly Transferable[] = [],
): Promise<ThreadService<F, K>> {
  const worker = new Worker(new URL('./service-thread-worker.mjs', import.meta.url), {
    name,
    workerData: { specifier, exportName, options, fields },
    transferList: [...transfer],
  });
  let closing = false;
  // resolved when the thread has ended, whenever that happens (a thread that died earlier is not waited for again)
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const close = () => {
    closing = true;
    worker.postMessage('close');
    // a service that does not close in time is stopped with its thread
    setTimeout(() => void worker.terminate(), 5_000).unref();
    return ended;
  };
  return new Promise((resolve, reject) => {
    let started = false;
    worker.once('message', (m: Started) => {
      if (m.type === 'ready' && m.value) {
        started = true;
        resolve({ ...(m.value as Pick<Awaited<ReturnType<F>>, K>), close, threadId: worker.threadId });
      } else reject(new Error(`${name}: ${m.message ?? 'did not start'}`));
    });
    worker.on('error', (e) => {
      if (!started) reject(e);
      else console.error(`[${name}]`, e);
    });
    worker.once('exit', (code) => {
      if (!started) reject(new Error(`${name}: its thread ended (code ${code}) before the service started`));
      else if (!closing) console.error(`[${name}] its thread ended (code ${code}); the store goes on without it`);
    });
  });
}
