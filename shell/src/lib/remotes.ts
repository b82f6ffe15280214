import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppConfig } from 'shared-api';
import type { ComponentType } from 'react';
import { remoteRegistration } from './remote-names';

type PageModule = { default: ComponentType };

/** Re-registers one remote so that the next load fetches its entry again (used by Retry). */
export function resetRemote(name: string): void {
  const entry = getAppConfig().remotes[name];
  if (entry) registerRemotes([remoteRegistration(name, entry)], { force: true });
}

/** The release registry as the visitor gets it (each remote's entry and routes). */
export interface VisitorRegistry { remotes?: Record<string, { entry?: unknown; routes?: unknown }> }

/**
 * The visitor's releases as they are now (not as they were when this document was made), or null
 * when the registry cannot be read. Revalidated: the registry is served no-cache.
 */
export async function readRegistry(): Promise<VisitorRegistry | null> {
  const url = getAppConfig().registry;
  if (!url) return null;
  try {
    const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    return res.ok ? await res.json() as VisitorRegistry : null;
  } catch {
    return null;
  }
}

/** A remote entry the tab may load: an address of this site (`/…`, never `//host`). */
export const isSiteEntry = (entry: unknown): entry is string => typeof entry === 'string' && /^\/(?!\/)/.test(entry);

/** The remote's entry in the release registry as it is now, or null when it cannot be read. */
async function currentEntry(name: string): Promise<string | null> {
  const entry = (await readRegistry())?.remotes?.[name]?.entry;
  return isSiteEntry(entry) ? entry : null;
}

/** The remote pages this tab has loaded (`remote/module`): a link to one needs no prefetch. */
export const loadedPages = new Set<string>();

async function loadOnce(remote: string, module: string): Promise<PageModule> {
  const mod = await loadRemote<PageModule>(`${remote}/${module}`);
  if (!mod || typeof mod.default !== 'function' && typeof mod.default !== 'object') {
    throw new Error(`remote ${remote}/${module} has no default export`);
  }
  loadedPages.add(`${remote}/${module}`);
  return mod;
}

/** The switch of a remote to its current release, shared by the loads that fail at the same time. */
const switching = new Map<string, Promise<boolean>>();

async function switchToCurrent(remote: string, failed: string | undefined): Promise<boolean> {
  const entry = await currentEntry(remote);
  if (!entry || entry === failed) return false;
  console.warn(`[federation] ${remote}: release ${failed} could not be loaded; loading the current one, ${entry}`);
  getAppConfig().remotes[remote] = entry; // Retry and prefetch use the current release from now on
  registerRemotes([remoteRegistration(remote, entry)], { force: true });
  return true;
}

/**
 * A remote page. When its release cannot be loaded (a tab opened long before a release whose old
 * files are gone, a release rolled back), it is tried once more with the remote's current release
 * from the registry; if that fails too, or the registry names the same release, the error goes to
 * the page's error boundary (the fallback with Try again). Loads failing together (a prefetch and
 * the navigation) switch once.
 */
export async function loadPage(remote: string, module: string): Promise<PageModule> {
  const config = getAppConfig();
  const used = config.remotes[remote];
  try {
    return await loadOnce(remote, module);
  } catch (error) {
    let pending = switching.get(remote);
    if (!pending && config.remotes[remote] === used) {
      pending = switchToCurrent(remote, used).finally(() => switching.delete(remote));
      switching.set(remote, pending);
    }
    const switched = pending ? await pending : config.remotes[remote] !== used;
    if (!switched) throw error;
    return loadOnce(remote, module);
  }
}
