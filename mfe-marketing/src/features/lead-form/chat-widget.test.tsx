import { act, render } from '@testing-library/react';
import { setAppConfig } from 'shared-api';
import { ChatWidget, chatAvailable, openChat } from './chat-widget';

const scripts = () => Array.from(document.head.querySelectorAll('script'));

beforeEach(() => {
  setAppConfig({});
  scripts().forEach((s) => s.remove());
  delete window.HubSpotConversations;
});

it('loads no third-party script when no chat is configured (the embedded default)', () => {
  render(<ChatWidget />);
  expect(chatAvailable()).toBe(false);
  expect(scripts()).toHaveLength(0);
  expect(openChat()).toBe(false);
});

it('rejects a malformed widget id', () => {
  setAppConfig({ chat: { widgetId: '../../evil.js?' } });
  render(<ChatWidget />);
  expect(chatAvailable()).toBe(false);
  expect(scripts()).toHaveLength(0);
});

it('loads the configured widget once, shows it while mounted and removes it on leaving', async () => {
  setAppConfig({ chat: { widgetId: '778899' } });
  expect(chatAvailable()).toBe(true);
  const first = render(<ChatWidget />);
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

it('a pinned chat script gets its integrity hash and crossorigin="anonymous" (README: Third-party scripts and SRI)', () => {
  const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
  setAppConfig({ chat: { widgetId: '112233', scriptUrl: 'https://js.hs-scripts.com/112233-pinned.js', integrity } });
  render(<ChatWidget />);
  const [script] = scripts();
  expect(script?.src).toBe('https://js.hs-scripts.com/112233-pinned.js');
  expect(script?.getAttribute('integrity')).toBe(integrity);
  expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  expect(script?.id).toBe('acma-chat-widget');
});

it('without a hash the chat script carries no integrity attribute', () => {
  setAppConfig({ chat: { widgetId: '445566' } });
  render(<ChatWidget />);
  expect(scripts()).toHaveLength(1);
  expect(scripts()[0]!.hasAttribute('integrity')).toBe(false);
});
