import { useSyncExternalStore } from 'react';
import type { CartLine } from 'shared-api';
import { readCart, subscribeCart } from './cart-store';

let snapshot: CartLine[] | null = null;
let snapshotKey = '';
function getSnapshot(): CartLine[] {
  const items = readCart();
  const key = JSON.stringify(items);
  if (snapshot === null || key !== snapshotKey) {
    snapshot = items;
    snapshotKey = key;
  }
  return snapshot;
}
const empty: CartLine[] = [];

/** The local cart lines, re-rendering on every change in this or another tab. */
export function useCart(): CartLine[] {
  return useSyncExternalStore((cb) => subscribeCart(() => cb()), getSnapshot, () => empty);
}
