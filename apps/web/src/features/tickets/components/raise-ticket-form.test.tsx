import { MESSAGES } from '@zariya/shared/constants';
import { CreateTicketSchema } from '@zariya/shared/tickets-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import type { PickableOrder } from '../api/get-shopper-orders';
import { RaiseTicketForm } from './raise-ticket-form';

const orders: PickableOrder[] = [
  {
    kind: 'single',
    id: 12,
    ref: '12',
    label: 'Banarasi silk saree',
    date: '2026-11-03T10:00:00Z',
    status: 'paid',
  },
  { kind: 'bundle', id: 4, ref: 'B-4', label: '2 pieces', date: '2026-11-05T10:00:00Z', status: 'shipped' },
];

function renderForm(answer: { status?: number; body: unknown }) {
  const userId = logIn();
  const api = fakeApi({
    'POST /createTicket': (body) => {
      CreateTicketSchema.parse(body);
      return answer;
    },
    'POST /getUserTickets': () => ({ body: [] }),
  });
  renderWithApp(<RaiseTicketForm userId={userId} orders={orders} />);
  return api;
}

async function fillIn() {
  await userEvent.selectOptions(screen.getByLabelText('Order'), 'B-4');
  await userEvent.selectOptions(screen.getByLabelText('Problem type'), 'Shipping Delay');
  await userEvent.type(screen.getByLabelText('Subject'), '  Not arrived  ');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Ordered on the 5th, still not here.');
}

describe('RaiseTicketForm', () => {
  it('names every missing field and sends nothing', async () => {
    const api = renderForm({ body: {} });
    await userEvent.type(screen.getByLabelText('Subject'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Raise ticket' }));
    await screen.findByText('Please choose the order this is about.');
    expect(screen.getByText('Please choose a problem type.')).toBeDefined();
    expect(screen.getByText('Please enter a subject.')).toBeDefined();
    expect(screen.getByText('Please describe the problem.')).toBeDefined();
    expect(api.calls).toHaveLength(0);
  });

  it('raises the ticket with trimmed text, says so and clears the form', async () => {
    const api = renderForm({ status: 201, body: { message: MESSAGES.ticketRaised, ticket: {} } });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Raise ticket' }));
    await screen.findByText(MESSAGES.ticketRaised);
    expect(api.to('POST /createTicket')[0].body).toEqual({
      userId: '7',
      orderId: 'B-4',
      problemType: 'Shipping Delay',
      subject: 'Not arrived',
      description: 'Ordered on the 5th, still not here.',
    });
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(''));
  });

  it("shows the shop's sentence when the order still has an open ticket", async () => {
    renderForm({ status: 409, body: { error: MESSAGES.ticketUnresolved, code: 'TICKET_OPEN' } });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Raise ticket' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.ticketUnresolved);
  });
});
