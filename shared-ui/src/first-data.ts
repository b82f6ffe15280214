// The current route's loader data (shared-api's firstData), or undefined: outside a data router (a
// page's unit test, the remote's standalone harness) and after a soft navigation (the loader answered
// null), where the page fetches its data itself.
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router-dom';

export function useFirstData<T>(): T | undefined {
  const { matches } = useContext(UNSAFE_RouteContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  const id = matches[matches.length - 1]?.route.id;
  const data = id ? state?.loaderData[id] : undefined;
  return data === null ? undefined : (data as T | undefined);
}
