import { installFocusClear } from './focus-clear';

let remove: () => void = () => {};
beforeEach(() => { remove = installFocusClear(window); });
afterEach(() => {
  remove();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-sections-open');
});

function field(html: string, selector = 'input, button, a'): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  const el = document.body.querySelectorAll<HTMLElement>(selector);
  const last = el[el.length - 1]!;
  last.scrollIntoView = jest.fn();
  return last;
}

/** A key pressed, and the focus it moves in the same task (as the browser's default action does). */
function press(key: string, el: HTMLElement) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key }));
  el.focus();
}

it('Tab onto an element scrolls it to the nearest edge of the room the root keeps (scroll-padding, scroll-margin)', () => {
  const input = field('<input name="email">');
  press('Tab', input);
  expect(input.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
});

it("a page's own focus (focus({ preventScroll: true }) with a scroll of its own) and a click's focus are left alone", async () => {
  const input = field('<input name="email">');
  input.focus({ preventScroll: true });
  const button = field('<button>Send</button>');
  button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  button.focus();
  // a key pressed earlier does not count for a later focus
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  await new Promise((r) => setTimeout(r, 0));
  input.focus();
  expect(input.scrollIntoView).not.toHaveBeenCalled();
  expect(button.scrollIntoView).not.toHaveBeenCalled();
});

it('an arrow key counts in a radio group only; Enter does not (a button that scrolls to a section and focuses it)', () => {
  const radio = field('<input type="radio" name="t" value="self">');
  press('ArrowDown', radio);
  expect(radio.scrollIntoView).toHaveBeenCalledTimes(1);
  const text = field('<input name="x">');
  press('ArrowDown', text);
  const heading = field('<h2 tabindex="-1">Payment</h2>', 'h2');
  press('Enter', heading);
  expect(text.scrollIntoView).not.toHaveBeenCalled();
  expect(heading.scrollIntoView).not.toHaveBeenCalled();
});

it('an element in a fixed or sticky box (the top bar, the tab bar, the launcher) is not scrolled: the document does not move it', () => {
  const link = field('<nav style="position: fixed; bottom: 0"><a href="/cart">Cart</a></nav>');
  press('Tab', link);
  const sticky = field('<header style="position: sticky; top: 0"><div><a href="/">Home</a></div></header>');
  press('Tab', sticky);
  expect(link.scrollIntoView).not.toHaveBeenCalled();
  expect(sticky.scrollIntoView).not.toHaveBeenCalled();
});

it("Tab lays out the page's sections first (shared-ui openSections): a jump down lands where the browser computed it", () => {
  const input = field('<input name="email">');
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
  expect(document.documentElement.hasAttribute('data-sections-open')).toBe(false);
  press('Tab', input);
  expect(document.documentElement.hasAttribute('data-sections-open')).toBe(true);
});

it('removed, it does nothing', () => {
  remove();
  const input = field('<input name="email">');
  press('Tab', input);
  expect(input.scrollIntoView).not.toHaveBeenCalled();
  expect(document.documentElement.hasAttribute('data-sections-open')).toBe(false);
});
