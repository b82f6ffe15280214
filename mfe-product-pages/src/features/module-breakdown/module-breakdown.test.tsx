import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModuleBreakdown } from './module-breakdown';

const long = 'Plan and run advisory boards that respect compliance rules, capture real insight and feed it back into strategy across the whole brand team.';
const modules = Array.from({ length: 7 }, (_, i) => ({ name: `Module topic ${i + 1}`, excerpt: i === 0 ? long : `Short summary ${i + 1}.` }));

describe('ModuleBreakdown', () => {
  it('shows 5 modules and toggles the rest', async () => {
    render(<ModuleBreakdown modules={modules} count={7} />);
    expect(screen.getAllByTestId('module')).toHaveLength(5);
    const toggle = screen.getByRole('button', { name: 'Show all 7 modules' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getAllByTestId('module')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByTestId('module')).toHaveLength(5);
  });

  it('has no toggle with 5 modules or fewer', () => {
    render(<ModuleBreakdown modules={modules.slice(0, 5)} />);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('cuts an excerpt over 100 characters and expands it', async () => {
    render(<ModuleBreakdown modules={modules.slice(0, 2)} />);
    const first = screen.getAllByTestId('module')[0]!;
    expect(first).toHaveTextContent(`${long.slice(0, 100).trimEnd()}…`);
    expect(first).not.toHaveTextContent(long);
    await userEvent.click(within(first).getByRole('button', { name: 'Read more about Module topic 1' }));
    expect(first).toHaveTextContent(long);
    expect(within(first).getByRole('button', { name: /Show less/ })).toHaveAttribute('aria-expanded', 'true');
    // a short excerpt has no toggle
    expect(within(screen.getAllByTestId('module')[1]!).queryByRole('button')).toBeNull();
  });
});
