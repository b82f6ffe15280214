// The FAQ's disclosure: a native <details>/<summary>, so a question opens its answer as
// plain HTML, before and without scripts; the question stays a heading; the summary is the control.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AccordionItem } from './accordion';

describe('AccordionItem', () => {
  it('is a <details> whose summary holds the question as a heading; the answer shows once it is opened', async () => {
    render(<AccordionItem title="Can my team enrol together?"><p>Yes, buy several seats.</p></AccordionItem>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Can my team enrol together?' });
    const summary = heading.closest('summary')!;
    const details = summary.parentElement as HTMLDetailsElement;
    expect(details.tagName).toBe('DETAILS');
    expect(details.open).toBe(false);
    expect(screen.getByText('Yes, buy several seats.')).not.toBeVisible();
    await userEvent.click(heading);
    expect(details.open).toBe(true);
    expect(screen.getByText('Yes, buy several seats.')).toBeVisible();
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('the served markup opens by itself: no state, the open attribute only where asked', () => {
    const html = renderToString(<>
      <AccordionItem title="Closed" headingLevel={2}>a</AccordionItem>
      <AccordionItem title="Open" defaultOpen>b</AccordionItem>
    </>);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const items = [...doc.querySelectorAll('details')];
    expect(items.map((d) => [d.hasAttribute('open'), d.querySelector(':scope > summary > h2, :scope > summary > h3')?.textContent])).toEqual([[false, 'Closed'], [true, 'Open']]);
    // nothing that needs a script: no button, no hidden attribute on the answer
    expect(doc.querySelector('button, [hidden]')).toBeNull();
  });
});
