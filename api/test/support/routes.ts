// The API's route table (from Fastify's printRoutes tree), so the access and fuzz tests can fail
// when an endpoint is added that they do not cover.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry { method: string; url: string }

export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const out: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├──|└──) (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method !== 'HEAD') out.push({ method, url });
    }
  }
  return out;
}
