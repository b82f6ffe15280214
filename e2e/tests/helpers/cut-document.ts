// A proxy in front of the store that sends a page's document in two parts: up to a given text, then,
// after a pause, the rest (as a slow network or a long document does). Everything else passes through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CutDocumentProxy { url: string; close(): Promise<void> }

/** `cutAt(html)`: where the document is cut (-1: sent whole); `pause`: ms between the two parts. */
export function cutDocumentProxy(upstream: string, cutAt: (html: string) => number, pause = 2000): Promise<CutDocumentProxy> {
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    const headers = { ...req.headers, host: target.host };
    const isDocument = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (isDocument) {
      headers['accept-encoding'] = 'identity'; // the text, to cut it
      delete headers['if-none-match']; // the whole document every time, not a 304
    }
    const out = http.request(target, { method: req.method, headers }, (answer) => {
      if (!isDocument || !(answer.headers['content-type'] ?? '').includes('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const parts: Buffer[] = [];
      answer.on('data', (c: Buffer) => parts.push(c));
      answer.on('end', () => {
        const html = Buffer.concat(parts).toString('utf8');
        const h = { ...answer.headers };
        delete h['content-length'];
        res.writeHead(answer.statusCode ?? 502, h);
        const at = cutAt(html);
        if (at <= 0) { res.end(html); return; }
        res.write(html.slice(0, at));
        setTimeout(() => res.end(html.slice(at)), pause);
      });
    });
    out.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(out);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://localhost:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
