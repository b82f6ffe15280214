// A site root for the document server's tests: the shell's index.html (the build's template) and
// releases of remotes whose server bundles say which release rendered and which answers they got.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new temporary root holding shell/dist/index.html; the caller removes it. */
export function makeSiteRoot(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  const template = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'shared-build', 'index.html'), 'utf8').replace('<%= title %>', 'ACMA Store');
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), template);
  return root;
}

/**
 * Publishes a release of `name` under root/releases (a remoteEntry.js and a server bundle whose
 * markup names the release, the page's module and the answers it was given) and makes it current,
 * writing registry.json as the release tool does (a new file renamed over the old one).
 */
export function publishRelease(root: string, name: string, id: string): void {
  const dir = join(root, 'releases', name, id);
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), '');
  writeFileSync(join(dir, 'server', 'pages.cjs'),
    `exports.render = (r) => ({ html: '<p data-release="${id}">' + r.module + ' ' + Object.keys(r.data).join(' ') + '</p>', css: '' });`);
  const file = join(root, 'releases', 'registry.json');
  let registry: { remotes: Record<string, { id: string }> } = { remotes: {} };
  try { registry = JSON.parse(readFileSync(file, 'utf8')) as typeof registry; } catch { /* the first */ }
  registry.remotes[name] = { id };
  writeFileSync(`${file}.tmp`, JSON.stringify(registry));
  renameSync(`${file}.tmp`, file);
}
