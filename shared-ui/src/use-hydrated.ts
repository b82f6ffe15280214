import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
/**
 * False on the server and while the browser hydrates the server's document, true after (React
 * renders once more when hydration is done): for what exists only in the browser (a portal into
 * <body>, a page the server did not render), so the hydrating render is the server's.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribeNever, () => true, () => false);
