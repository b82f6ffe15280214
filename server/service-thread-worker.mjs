// The worker side of service-thread.ts: starts one embedded service from its package's start
// function, reports the fields the main thread asked for, and closes the service when told.
import { parentPort, workerData } from 'node:worker_threads';

const { specifier, exportName, options, fields } = workerData;
try {
  // a worker thread does not get the main thread's tsx module hooks (Node 20): the packages export
  // their TypeScript sources, so the hooks are registered here first
  const { register } = await import('tsx/esm/api');
  register();
  const start = (await import(specifier))[exportName];
  if (typeof start !== 'function') throw new Error(`${specifier} exports no function ${exportName}`);
  const service = await start(options);
  parentPort.on('message', (m) => {
    if (m !== 'close') return;
    service.close().then(
      () => parentPort.close(),
      (e) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
  parentPort.postMessage({ type: 'ready', value: Object.fromEntries(fields.map((f) => [f, service[f]])) });
} catch (e) {
  parentPort.postMessage({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
  parentPort.close();
}
