import { useCallback, useEffect, useRef, useState } from 'react';
import { logApiError } from 'shared-api';
import { useFirstData } from 'shared-ui';
import { summitApi } from '../../lib/summit-api';
import { parseSummitContent, type SummitPageContent } from '../../lib/summit-content';

/** The slug the API resolves to this year's summit (so the nominations, badge and free-pass pages follow the data). */
export const CURRENT_SUMMIT = 'current';

export type SummitLoad = { status: 'loading' } | { status: 'ready'; content: SummitPageContent } | { status: 'error' };

/** A page's first data that carries this year's summit (its route loader's `summit`: the API's answer). */
export interface CurrentSummitData { summit?: unknown }

/**
 * This year's summit content, with a retry for when the call failed. A page whose route loader put
 * the summit in its first data (CurrentSummitData) has it at its first render: the server renders
 * the whole page and the browser hydrates it; after a soft navigation it is fetched here.
 */
export function useCurrentSummit(): SummitLoad & { retry: () => void } {
  const first = useFirstData<CurrentSummitData>();
  const [state, setState] = useState<SummitLoad>(() => {
    const content = first?.summit ? parseSummitContent(first.summit, CURRENT_SUMMIT) : null;
    return content ? { status: 'ready', content } : { status: 'loading' };
  });
  const had = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (had.current && attempt === 0) return; // the loader's summit is this page's
    let cancelled = false;
    setState({ status: 'loading' });
    summitApi.getSummitContent(CURRENT_SUMMIT).then((raw) => {
      if (cancelled) return;
      const content = parseSummitContent(raw, CURRENT_SUMMIT);
      setState(content ? { status: 'ready', content } : { status: 'error' });
    }).catch((e: unknown) => {
      logApiError('summit content', e);
      if (!cancelled) setState({ status: 'error' });
    });
    return () => { cancelled = true; };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry };
}
