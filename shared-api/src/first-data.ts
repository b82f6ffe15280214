// A route's loader (ARCHITECTURE.md section 5b): the one way a page's data arrives. On the server the
// shell's render runs the matched route's loader and waits for it: the document carries the page
// with its data, and the same data goes to the browser's router (#app-data), so the hydrating render
// is the server's. In the browser the router runs it on a soft navigation, beside the route's module,
// and renders the page once both are there (a link the pointer rests on has both fetched ahead:
// shell/src/lib/prefetch.ts). A failed read answers null: the page shows its own error state.
export function routeLoader<A, T>(read: (args: A) => Promise<T>): (args: A) => Promise<T | null> {
  return async (args) => {
    try {
      return await read(args);
    } catch (e) {
      if (typeof document !== 'undefined') console.error('[loader] the page\'s data could not be read', e);
      return null; // the page shows its own error state (or asks again)
    }
  };
}

/**
 * A loader that reads on the server only: what only the document's request carries (the cart
 * cookie's lines, priced for the first frame). In the browser it answers null at once and the page
 * reads the browser's own state (the stored cart).
 */
export function serverFirstData<A, T>(read: (args: A) => Promise<T>): (args: A) => Promise<T | null> {
  const loader = routeLoader(read);
  return async (args) => (typeof document !== 'undefined' ? null : loader(args));
}
