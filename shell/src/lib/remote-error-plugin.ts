// Federation runtime plugin: a remote that cannot be fetched is logged once, with its id, and the
// error is left to the page-area error boundary (which shows a fallback with a retry).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'acma-remote-error',
    errorLoadRemote(args) {
      console.error(`[federation] could not load ${args.id} (${args.lifecycle})`, args.error);
      return undefined;
    },
  };
}
