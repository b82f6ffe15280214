import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '../../test/fixtures';
import { CustomerReviews } from './customer-reviews';

const review = (n: number) => ({ name: `Reviewer ${n}`, title: 'MSL', image: '', icon: '', reviewTitle: `Title ${n}`, review: `Review text ${n}` });

describe('CustomerReviews', () => {
  it('shows 3 inline and the rest in a drawer', async () => {
    render(<CustomerReviews product={product({
      individualReviews: { review: [1, 2, 3, 4, 5].map(review) },
      ratingsBreakdown: { ratings: [{ name: '5 stars', rating: 80 }, { name: '4 stars', rating: 15 }] },
    })} />);
    expect(screen.getAllByTestId('review')).toHaveLength(3);
    expect(screen.queryByText('Review text 4')).toBeNull();
    expect(within(screen.getByTestId('ratings-breakdown')).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'See all reviews' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getAllByTestId('review')).toHaveLength(2);
    expect(drawer).toHaveTextContent('Review text 4');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no drawer button with 3 reviews or fewer', () => {
    render(<CustomerReviews product={product({ individualReviews: { review: [1, 2, 3].map(review) } })} />);
    expect(screen.queryByRole('button', { name: 'See all reviews' })).toBeNull();
  });
});
