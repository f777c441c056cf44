import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { chartGeometry, DailyChart } from './daily-chart';

const days = [
  { day: '2026-11-22', orders: 0, revenue: 0 },
  { day: '2026-11-23', orders: 2, revenue: 150000 },
  { day: '2026-11-24', orders: 4, revenue: 75000 },
];

describe('DailyChart', () => {
  it('scales the tallest bar to the highest revenue and draws empty days flat', () => {
    const g = chartGeometry(days);
    expect(g.bars[0].height).toBe(0);
    expect(g.bars[1].height).toBeGreaterThan(g.bars[2].height);
    expect(g.bars[2].height).toBeCloseTo(g.bars[1].height / 2);
    expect(g.points[2].y).toBeLessThan(g.points[1].y);
  });

  it('is an image named and described in words, with every day in a table', () => {
    renderWithApp(<DailyChart days={days} />);
    const chart = screen.getByRole('img', {
      name: 'Orders and revenue per day, last 30 days',
      description: /6 orders and ₹2,25,000 revenue/,
    });
    expect(chart.textContent).toContain('6 orders and ₹2,25,000 revenue');
    expect(chart.textContent).toContain('the best day was Mon, 23 Nov, 2026 with ₹1,50,000');
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(4);
    expect(rows[1].textContent).toContain('24 Nov');
    expect(rows[1].textContent).toContain('₹75,000');
  });
});
