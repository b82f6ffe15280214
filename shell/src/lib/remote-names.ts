// The window global of a remote's container: the store's prefix on the remote's name, as
// shared-build's globalName() names it in every remote's build (library `window` acma_<name>).
export const remoteGlobalName = (name: string): string => `acma_${name.replace(/[^a-zA-Z0-9_]/g, '_')}`;

/** A remote as the federation runtime registers it: by its release's remoteEntry.js. */
export const remoteRegistration = (name: string, entry: string) => ({ name, entry, entryGlobalName: remoteGlobalName(name) });
