import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTE_FOCUS_WAIT_MS, useRouteFocus } from './route-focus';

function Focus() {
  useRouteFocus('main');
  return null;
}

/** A page whose heading appears only after its "data" arrives, as a remote page does. */
function Late({ title, ms }: { title: string; ms: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => { const t = setTimeout(() => setReady(true), ms); return () => clearTimeout(t); }, [ms]);
  return ready ? <h1>{title}</h1> : <p>Loading</p>;
}

function AutoFocusField() {
  return <><h1>Form</h1><input aria-label="Name" autoFocus /></>;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Focus />
      <nav><Link to="/a">A</Link><Link to="/late">Late</Link><Link to="/none">None</Link><Link to="/form">Form</Link><Link to="/#x">Hash</Link></nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/a" element={<><h1>Page A</h1><Link to="/">Back home</Link></>} />
          <Route path="/late" element={<Late title="Late page" ms={300} />} />
          <Route path="/none" element={<p>No heading here</p>} />
          <Route path="/form" element={<AutoFocusField />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

// jsdom has no layout: every element reports one client rect so that "visible" holds
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});
afterAll(() => jest.restoreAllMocks());

describe('useRouteFocus', () => {
  it('leaves focus alone on the first load', () => {
    render(<App />);
    expect(document.body).toHaveFocus();
  });

  it('focuses the new page heading after a route change, making it focusable', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'A' }));
    const h1 = screen.getByRole('heading', { level: 1, name: 'Page A' });
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
    // a link inside the page that is used: focus moves on to the next page's heading too
    await user.click(screen.getByRole('link', { name: 'Back home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus();
  });

  it('waits for a heading that appears later', async () => {
    jest.useFakeTimers();
    try {
      render(<App />);
      act(() => screen.getByRole('link', { name: 'Late' }).click());
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      await act(async () => { jest.advanceTimersByTime(300); });
      expect(screen.getByRole('heading', { level: 1, name: 'Late page' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to <main> when no heading appears in time', async () => {
    jest.useFakeTimers();
    try {
      render(<App />);
      act(() => screen.getByRole('link', { name: 'None' }).click());
      await act(async () => { jest.advanceTimersByTime(ROUTE_FOCUS_WAIT_MS); });
      expect(screen.getByRole('main')).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps focus a page put on its own field', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('does nothing for an in-page (hash) link', async () => {
    const user = userEvent.setup();
    render(<App />);
    const link = screen.getByRole('link', { name: 'Hash' });
    await user.click(link);
    expect(link).toHaveFocus();
  });
});
