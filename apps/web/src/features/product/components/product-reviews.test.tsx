import { MESSAGES } from '@zariya/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ProductReviews } from './product-reviews';

describe('ProductReviews (issue 32, item 21)', () => {
  it('says the ratings have no written reviews yet, above "Be the first to review"', () => {
    renderWithApp(<ProductReviews reviews={[]} average={4.2} ratingCount={25} />);
    expect(screen.getByText('4.2 out of 5 · 25 ratings, no written reviews yet')).toBeTruthy();
    expect(screen.getByText(MESSAGES.firstReview)).toBeTruthy();
  });

  it('counts ratings plainly once reviews are written', () => {
    renderWithApp(
      <ProductReviews
        reviews={[{ name: 'Asha', content: 'Soft and light.', rating: 5, date: '2026-11-01', image: '' }]}
        average={4.2}
        ratingCount={25}
      />,
    );
    expect(screen.getByText('4.2 out of 5 · 25 ratings')).toBeTruthy();
  });
});
