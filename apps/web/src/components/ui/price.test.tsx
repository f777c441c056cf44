import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { Price } from './price';
import { Stars } from './stars';

async function showHindi() {
  await loadLanguage('hi');
  await act(() => i18n.changeLanguage('hi'));
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Price', () => {
  it('names the prices and shows the discount in English', () => {
    const { container } = render(<Price newPrice={750} oldPrice={1000} />);
    expect(container.textContent).toBe('Price ₹750Original price ₹1,00025% off');
  });

  it('shows no discount label when the old price is not higher', () => {
    const { container } = render(<Price newPrice={750} oldPrice={750} />);
    expect(container.textContent).toBe('Price ₹750');
  });

  it('reads in Hindi once Hindi is chosen, amounts unchanged', async () => {
    const { container } = render(<Price newPrice={750} oldPrice={1000} />);
    await showHindi();
    expect(container.textContent).toBe('कीमत ₹750असली कीमत ₹1,00025% छूट');
  });
});

describe('Stars', () => {
  it('announces the rating and the number of ratings', () => {
    render(<Stars average={4.26} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.3 from 12 ratings')).toBeTruthy();
  });

  it('says when nothing has been rated yet', () => {
    render(<Stars average={0} count={0} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5, no ratings yet' })).toBeTruthy();
  });

  it('announces them in Hindi', async () => {
    render(<Stars average={4} count={1} />);
    await showHindi();
    expect(screen.getByRole('img', { name: '5 में से 4 रेटिंग' })).toBeTruthy();
    expect(screen.getByText('1 रेटिंग के आधार पर 4.0')).toBeTruthy();
  });
});
