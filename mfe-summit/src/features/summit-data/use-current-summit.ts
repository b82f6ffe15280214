import { useCallback, useEffect, useState } from 'react';
import { logApiError } from 'shared-api';
import { summitApi } from '../../lib/summit-api';
import { parseSummitContent, type SummitPageContent } from '../../lib/summit-content';

/** The slug the API resolves to this year's summit (so the nominations, badge and free-pass pages follow the data). */
export const CURRENT_SUMMIT = 'current';

export type SummitLoad = { status: 'loading' } | { status: 'ready'; content: SummitPageContent } | { status: 'error' };

/** This year's summit content, with a retry for when the call failed. */
export function useCurrentSummit(): SummitLoad & { retry: () => void } {
  const [state, setState] = useState<SummitLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
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
