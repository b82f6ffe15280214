// A route loader's first data (ARCHITECTURE.md section 5b). On the server, the shell's render runs the
// matched route's loader and waits for it: the document carries the page with its data, and the same
// data goes to the browser's router (#app-data), so the hydrating render is the server's. In the
// browser a soft navigation does not wait for the network: the loader answers null at once and the
// page shows its loading state and fetches (a loader that waited would hold the click on the network).
export function firstData<A, T>(read: (args: A) => Promise<T>): (args: A) => Promise<T | null> {
  return async (args) => {
    if (typeof document !== 'undefined') return null;
    try {
      return await read(args);
    } catch {
      return null; // the page fetches it in the browser and shows its own error state
    }
  };
}
