// Support tickets (product rules §3 Ticket, §7 createTicket, getUserTickets, getAllTickets, updateTicket): one contract
// for the server and the web app. A ticket names its order by reference (order-refs.ts).
import { z } from 'zod';
import { idSchema } from './input.ts';
import { UserIdSchema } from './accounts.ts';
import { TICKET_PROBLEM_TYPES, TICKET_STATUSES } from './constants.ts';
import { OrderIdInputSchema, OrderTypeSchema } from './order-refs.ts';

const TicketProblemTypeSchema = z.enum(TICKET_PROBLEM_TYPES, {
  error: 'Please choose a problem type.',
});
export type TicketProblemType = z.infer<typeof TicketProblemTypeSchema>;

export const TicketStatusSchema = z.enum(TICKET_STATUSES);

export const TICKET_SUBJECT_MAX = 150;
export const TICKET_DESCRIPTION_MAX = 2000;
export const ADMIN_RESPONSE_MAX = 2000;

export const CreateTicketSchema = z.object({
  userId: UserIdSchema,
  orderId: OrderIdInputSchema,
  orderType: OrderTypeSchema.optional(),
  problemType: TicketProblemTypeSchema.default('Other'),
  subject: z
    .string({ error: 'Please enter a subject.' })
    .trim()
    .min(1, 'Please enter a subject.')
    .max(TICKET_SUBJECT_MAX, `The subject can be at most ${TICKET_SUBJECT_MAX} characters.`),
  description: z
    .string({ error: 'Please describe the problem.' })
    .trim()
    .min(1, 'Please describe the problem.')
    .max(TICKET_DESCRIPTION_MAX, `The description can be at most ${TICKET_DESCRIPTION_MAX} characters.`),
});
export type CreateTicket = z.infer<typeof CreateTicketSchema>;

const TicketSchema = z.object({
  _id: z.string(),
  id: z.number().int(),
  /** Order reference: "12" or "B-12". */
  orderId: z.string(),
  orderType: OrderTypeSchema,
  problemType: z.string(),
  subject: z.string(),
  description: z.string(),
  status: TicketStatusSchema,
  /** True for 'solved' and 'resolved'. */
  resolved: z.boolean(),
  adminResponse: z.string().nullable(),
  date: z.string(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** POST /api/createTicket answers 201 with this. */
export const CreateTicketAnswerSchema = z.object({ message: z.string(), ticket: TicketSchema });
export type CreateTicketAnswer = z.infer<typeof CreateTicketAnswerSchema>;

/** POST /api/getUserTickets { userId } answers the shopper's tickets, newest first. */
export const UserTicketsAnswerSchema = z.array(TicketSchema);
export type UserTicketsAnswer = z.infer<typeof UserTicketsAnswerSchema>;

/** What the owner sees of the order a ticket is about; null when the order no longer exists. */
const TicketOrderSummarySchema = z.object({
  orderId: z.string(),
  orderType: OrderTypeSchema,
  /** Product names, comma-separated for a bundle. */
  items: z.string(),
  amount: z.number(),
  status: z.string(),
  date: z.string(),
});
export type TicketOrderSummary = z.infer<typeof TicketOrderSummarySchema>;

const AdminTicketSchema = TicketSchema.extend({
  userId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerMobile: z.string(),
  order: TicketOrderSummarySchema.nullable(),
});
export type AdminTicket = z.infer<typeof AdminTicketSchema>;

/** GET /api/getAllTickets (admin): every ticket, newest first. */
export const AllTicketsAnswerSchema = z.array(AdminTicketSchema);
export type AllTicketsAnswer = z.infer<typeof AllTicketsAnswerSchema>;

/** The statuses the owner can set; 'resolved' is accepted as another spelling of solved. */
const ADMIN_TICKET_STATUSES = ['pending', 'solved', 'resolved'] as const;

/**
 * POST /api/updateTicket (admin). Give ticketId (preferred), or orderId alone to answer that order's
 * newest unresolved ticket (its newest ticket when all are resolved).
 */
export const UpdateTicketSchema = z
  .object({
    ticketId: idSchema('Please choose a ticket.').optional(),
    orderId: OrderIdInputSchema.optional(),
    orderType: OrderTypeSchema.optional(),
    status: z.enum(ADMIN_TICKET_STATUSES, { error: 'Status must be pending or solved.' }),
    adminResponse: z
      .string({ error: 'Please write a response.' })
      .trim()
      .max(ADMIN_RESPONSE_MAX, `The response can be at most ${ADMIN_RESPONSE_MAX} characters.`),
  })
  .refine((body) => body.ticketId !== undefined || body.orderId !== undefined, {
    message: 'ticketId or orderId is required.',
  });
export type UpdateTicket = z.infer<typeof UpdateTicketSchema>;

export const UpdateTicketAnswerSchema = z.object({ message: z.string(), ticket: AdminTicketSchema });
export type UpdateTicketAnswer = z.infer<typeof UpdateTicketAnswerSchema>;
