// Support ticket rules (product rules §4, §5): only for the shopper's own order, and never a second one while
// the order still has an unresolved ticket ('solved' and 'resolved' both count as resolved).
import { MESSAGES } from '@zariya/shared/constants';
import { orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import type { CreateTicket, UpdateTicket } from '@zariya/shared/tickets-api';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import * as repo from './tickets.repository.ts';

const orderNotFound = () => notFound('Order not found.', 'ORDER_NOT_FOUND');

export async function raiseTicket(db: Db, userId: number, input: CreateTicket) {
  const ref = parseOrderRef(input.orderId, input.orderType);
  if (!ref) throw orderNotFound();
  const key = orderRef(ref.type, ref.id);
  // The order row stays locked until the ticket is written, so two quick clicks cannot both pass.
  return db.transaction(async (tx) => {
    const owner = await repo.lockOrderOwner(tx, ref);
    // Someone else's order answers exactly as a missing one, so that order numbers cannot be probed.
    if (owner === undefined || owner !== userId) throw orderNotFound();
    if (await repo.hasUnresolvedTicket(tx, key))
      throw conflict(MESSAGES.ticketUnresolved, 'TICKET_UNRESOLVED');
    return repo.insertTicket(tx, {
      userId,
      orderId: key,
      problemType: input.problemType,
      subject: input.subject,
      description: input.description,
      status: 'pending',
    });
  });
}

export const userTickets = (db: Db, userId: number) => repo.listUserTickets(db, userId);

export const allTickets = (db: Db) => repo.listAllTickets(db);

const ticketNotFound = () => notFound('Ticket not found.', 'TICKET_NOT_FOUND');

export async function respondToTicket(db: Db, input: UpdateTicket) {
  let id: number | undefined;
  if (input.ticketId !== undefined) id = Number(input.ticketId);
  else {
    const ref = parseOrderRef(input.orderId, input.orderType);
    if (!ref) throw badRequest('ticketId or orderId is required.', 'VALIDATION_ERROR');
    id = await repo.ticketIdForOrder(db, orderRef(ref.type, ref.id));
  }
  if (id === undefined) throw ticketNotFound();
  const ticket = await repo.answerTicket(db, id, input.status, input.adminResponse || null);
  if (!ticket) throw ticketNotFound();
  return ticket;
}
