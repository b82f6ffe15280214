import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppConfig } from 'shared-api';
import { afterPageLive, ChatWidget, chatAvailable, openChat } from './chat-widget';

const scripts = () => Array.from(document.head.querySelectorAll('script'));
/** Lets the widget's wait for a live page (load event, then an idle moment) pass. */
const pageLive = () => act(async () => { await new Promise((r) => setTimeout(r, 5)); });

beforeEach(() => {
  setAppConfig({});
  scripts().forEach((s) => s.remove());
  delete window.HubSpotConversations;
});

it('loads no third-party script when no chat is configured (the embedded default): its own launcher instead', async () => {
  render(<ChatWidget />);
  await pageLive();
  expect(chatAvailable()).toBe(false);
  expect(scripts()).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-haspopup', 'dialog');
});

it('the embedded launcher opens the chat dialog (loaded on demand) with its labelled fields; Escape closes it and focus returns', async () => {
  const user = userEvent.setup();
  render(<ChatWidget />);
  const launcher = screen.getByRole('button', { name: 'Chat with us' });
  await user.click(launcher);
  const dialog = await screen.findByRole('dialog', { name: 'Chat with an advisor' });
  expect(launcher).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByLabelText(/Your name/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Your message/)).toHaveAccessibleDescription(/answers by email, within one business day/);
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(launcher).toHaveFocus();
  // a page's own chat button opens the same dialog
  act(() => { expect(openChat()).toBe(true); });
  expect(await screen.findByRole('dialog', { name: 'Chat with an advisor' })).toBeInTheDocument();
});

it('rejects a malformed widget id (the embedded chat answers instead)', async () => {
  setAppConfig({ chat: { widgetId: '../../evil.js?' } });
  render(<ChatWidget />);
  await pageLive();
  expect(chatAvailable()).toBe(false);
  expect(scripts()).toHaveLength(0);
});

it('loads the configured widget once the page is live, shows it while mounted and removes it on leaving', async () => {
  setAppConfig({ chat: { widgetId: '778899' } });
  expect(chatAvailable()).toBe(true);
  const first = render(<ChatWidget />);
  // not with the page's first render: after the load event, when the browser is idle
  expect(scripts()).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  expect(openChat()).toBe(false); // not loaded yet: the page falls back to its form
  await pageLive();
  expect(scripts().map((s) => s.src)).toEqual(['https://js.hs-scripts.com/778899.js']);
  const widget = { load: jest.fn(), remove: jest.fn(), open: jest.fn(), status: () => ({ loaded: true }) };
  window.HubSpotConversations = { widget };
  await act(async () => { scripts()[0].dispatchEvent(new Event('load')); });
  expect(openChat()).toBe(true);
  expect(widget.open).toHaveBeenCalled();
  first.unmount();
  expect(widget.remove).toHaveBeenCalledTimes(1);

  // back on a chat page: the loaded widget is shown again, no second script
  render(<ChatWidget />);
  expect(widget.load).toHaveBeenCalledTimes(1);
  expect(scripts()).toHaveLength(1);
});

it('waits for the window load event when the page is still loading', () => {
  const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  jest.useFakeTimers();
  try {
    const fn = jest.fn();
    afterPageLive(fn);
    jest.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5);
    expect(fn).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
    state.mockRestore();
  }
});

it('a pinned chat script gets its integrity hash and crossorigin="anonymous" (docs/reliability.md: Third-party scripts and SRI)', async () => {
  const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
  setAppConfig({ chat: { widgetId: '112233', scriptUrl: 'https://js.hs-scripts.com/112233-pinned.js', integrity } });
  render(<ChatWidget />);
  await pageLive();
  const [script] = scripts();
  expect(script?.src).toBe('https://js.hs-scripts.com/112233-pinned.js');
  expect(script?.getAttribute('integrity')).toBe(integrity);
  expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  expect(script?.id).toBe('acma-chat-widget');
});

it('without a hash the chat script carries no integrity attribute', async () => {
  setAppConfig({ chat: { widgetId: '445566' } });
  render(<ChatWidget />);
  await pageLive();
  expect(scripts()).toHaveLength(1);
  expect(scripts()[0]!.hasAttribute('integrity')).toBe(false);
});
