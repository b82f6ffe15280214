import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppConfig } from 'shared-api';
import type { ComponentType } from 'react';

/** Re-registers one remote so that the next load fetches its manifest again (used by Retry). */
export function resetRemote(name: string): void {
  const entry = getAppConfig().remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export async function loadPage(remote: string, module: string): Promise<{ default: ComponentType }> {
  const mod = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!mod || typeof mod.default !== 'function' && typeof mod.default !== 'object') {
    throw new Error(`remote ${remote}/${module} has no default export`);
  }
  return mod;
}
