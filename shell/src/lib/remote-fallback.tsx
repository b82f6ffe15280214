// The page area's error element (every remote route's ErrorBoundary, data-routes.tsx): a remote that
// is down, a release that cannot be loaded or a page that throws shows this in the page area, while
// the bar, the cart and the other remotes keep working. Try again registers the remote anew (its
// entry is fetched again) and loads the address again.
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container } from 'shared-ui';
import { isRemoteRoute } from '../route-table';
import { activeTable } from '../routes';
import { resetRemote } from './remotes';
import { remoteAttempts } from './remote-attempts';
import { loadReleaseBeacon } from './load-release-beacon';
import { releaseErrors } from './release-errors';

const Fallback = styled(Container)`
  padding-top: 64px; padding-bottom: 64px; text-align: center; min-height: 50vh;
`;

export function RemoteFallback() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('[remote] page failed', error);
    // the page's remote failed the buyer: an error of its release in the page view's report, sent now
    const spec = activeTable().resolve(location.pathname)?.route;
    releaseErrors.push([error, spec && isRemoteRoute(spec) ? spec.remote : undefined]);
    void loadReleaseBeacon();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error, on the page it happened on
  }, [error]);
  const retry = () => {
    const spec = activeTable().resolve(location.pathname)?.route;
    if (spec && isRemoteRoute(spec)) {
      resetRemote(spec.remote);
      remoteAttempts.set(spec.remote, (remoteAttempts.get(spec.remote) ?? 0) + 1);
    }
    navigate(location, { replace: true });
  };
  return (
    <Fallback role="alert" data-testid="remote-fallback">
      <h1>This part of the store is not available right now</h1>
      <p>Your cart is safe and the rest of the site still works. Please try again in a moment.</p>
      <Button onClick={retry}>Try again</Button>
    </Fallback>
  );
}
