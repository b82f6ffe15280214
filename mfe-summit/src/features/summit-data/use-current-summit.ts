// This year's summit, for the pages that show it beside their form (nominations, badge, free pass):
// their route's loader data (currentSummitLoader), on both sides (ARCHITECTURE.md 5b). The server
// renders the page with it and the browser hydrates it; after a soft navigation it is the answer the
// shell read ahead (the routes declare GET /summit/current: routes.ts), or on its way, while the
// page's form is already live.
import { useLoaderData } from 'react-router-dom';
import { dataLoader, type RouteDataOf } from 'shared-ui';
import { useRouteAnswer } from 'shared-ui/route-answer';
import { summitApi } from '../../lib/summit-api';
import { parseSummitContent, type SummitPageContent } from '../../lib/summit-content';

/** The slug the API resolves to this year's summit (so the nominations, badge and free-pass pages follow the data). */
export const CURRENT_SUMMIT = 'current';

export type SummitLoad = { status: 'loading' } | { status: 'ready'; content: SummitPageContent } | { status: 'error' };

/** The loader of a page that shows this year's summit: the API's answer (GET /summit/current), as it is. */
export const currentSummitLoader = dataLoader(() => summitApi.getSummitContent(CURRENT_SUMMIT));

/** This year's summit content (its route's loader data), with a retry (the loader again) for when the call failed. */
export function useCurrentSummit(): SummitLoad & { retry: () => void } {
  const { retry, ...answer } = useRouteAnswer(useLoaderData() as RouteDataOf<Record<string, unknown>>, { logAs: 'summit content' });
  const content = answer.status === 'ready' ? parseSummitContent(answer.answer, CURRENT_SUMMIT) : null;
  const state: SummitLoad = answer.status === 'loading' ? { status: 'loading' } : content ? { status: 'ready', content } : { status: 'error' };
  return { ...state, retry };
}
