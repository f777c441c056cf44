import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerList } from '@zariya/shared/customers-api';
import { describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { renderWithApp } from '../../../test/render';
import { CustomersView } from './customers-view';

const priya = {
  id: 7,
  name: 'Priya Sharma',
  phone: '9876543210',
  email: 'priya@example.in',
  language: 'hi',
  joinedAt: '2026-10-01T00:00:00Z',
  orders: 3,
  spent: 12500,
  lastOrderAt: '2026-11-20T00:00:00Z',
  codRefusals: 1,
  returns: 0,
  marketingConsent: true,
  consentChannels: ['whatsapp'] as CustomerList['customers'][number]['consentChannels'],
  segments: ['repeat', 'high_value'] as CustomerList['customers'][number]['segments'],
};

describe('CustomersView', () => {
  it('searches by phone and links each shopper to her page', async () => {
    // The list's query string is what matters here, so this stand-in keeps each URL asked for.
    const asked: string[] = [];
    setApiTransport(async (url) => {
      asked.push(String(url));
      const q = new URL(String(url), 'http://x').searchParams.get('q');
      const customers = q === '9876543210' || !q ? [priya] : [];
      return new Response(JSON.stringify({ customers, total: customers.length, page: 1, pageSize: 25 }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithApp(<CustomersView customerLink={(id) => `/admin/customers/${id}`} />, {
      url: '/admin/customers',
    });
    const list = await screen.findByRole('list', { name: 'Customers' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe('/admin/customers/7');
    expect(link.textContent).toContain('High value');
    expect(link.textContent).toContain('₹12,500');
    expect(link.textContent).toContain('1 COD refused');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.some((u) => u.includes('/admin/customers?q=9876543210'))).toBe(true));
    expect(await screen.findByText('1 customer')).toBeDefined();
  });
});
