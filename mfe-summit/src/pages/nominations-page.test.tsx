// The nominations page reads this year's summit as its route's loader data (use-current-summit.ts):
// from the served document when it hydrates, by its loader after a soft navigation, again on a retry.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/test-routes';
import { summitApi } from '../lib/summit-api';
import { contentFixture } from '../test/fixtures';
import NominationsPage, { handle, loader } from './nominations-page';

const PATH = '/acma-summit-nominations';
async function open(served?: unknown) {
  const view = renderRoutes(PATH, [{ id: PATH, path: PATH, Component: NominationsPage, loader }], served === undefined ? undefined : { [PATH]: served });
  await act(async () => { await Promise.resolve(); });
  return view;
}
const awardsShown = () => screen.findByText('Nominations close January 30, 2025', {}, { timeout: 10_000 });

beforeAll(() => { window.scrollTo = jest.fn(); });
afterEach(() => jest.restoreAllMocks());

it('hydrating the served page shows the awards and the form at the first render, and asks nothing', async () => {
  const get = jest.spyOn(summitApi, 'getSummitContent');
  await open(contentFixture());
  expect(screen.getByText('Nominations close January 30, 2025')).toBeInTheDocument();
  expect(screen.queryByText('Loading the awards')).toBeNull();
  expect(get).not.toHaveBeenCalled();
});

it('after a soft navigation the loader reads this year\'s summit: the page waits for it, then shows it', async () => {
  let resolve!: (c: Record<string, unknown>) => void;
  const get = jest.spyOn(summitApi, 'getSummitContent').mockReturnValue(new Promise((r) => { resolve = r; }));
  await open();
  expect(get).toHaveBeenCalledWith('current');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the awards');
  await act(async () => { resolve(contentFixture()); await Promise.resolve(); });
  await awardsShown();
});

it('a summit already here when the page renders (read ahead) shows at once, without a loading frame', async () => {
  jest.spyOn(summitApi, 'getSummitContent').mockResolvedValue(contentFixture());
  await open();
  expect(screen.getByText('Nominations close January 30, 2025')).toBeInTheDocument();
  expect(screen.queryByText('Loading the awards')).toBeNull();
});

it('a failed read offers Try again, which runs the loader again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const get = jest.spyOn(summitApi, 'getSummitContent').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(contentFixture());
  await open();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not load the awards'));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await awardsShown();
  expect(get).toHaveBeenCalledTimes(2);
});

it('a summit the server could not read (null) is read in the browser', async () => {
  const get = jest.spyOn(summitApi, 'getSummitContent').mockResolvedValue(contentFixture());
  await open(null);
  await awardsShown();
  expect(get).toHaveBeenCalledTimes(1);
});

it('the head says the day nominations close once the summit is here, and the awards alone before', () => {
  const meta = (data: unknown) => handle.meta({ data, params: {}, pathname: PATH, search: '', origin: 'http://localhost' });
  expect(meta(contentFixture()).description).toMatch(/ Nominations close January 30, 2025\.$/);
  expect(meta(null).description).not.toMatch(/Nominations close/);
});
