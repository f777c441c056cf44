import { toCsv } from '@zariya/shared/csv';
import {
  SUBSCRIBERS_CSV_COLUMNS,
  SubscriberListSchema,
  UpdateSubscriberStatusAnswerSchema,
  UpdateSubscriberStatusSchema,
} from '@zariya/shared/newsletter';
import { datedCsvName, sendCsv } from '../../lib/csv-download.ts';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { listSubscribers, updateSubscriberStatus } from './newsletter.service.ts';

export const newsletterAdminRoutes = adminRouteGroup((routes, app) => {
  routes.get('/getSubscribers', { schema: { response: { 200: SubscriberListSchema } } }, async () =>
    listSubscribers(app.db),
  );

  // A download for spreadsheets, newest first; cells that look like formulas are defused (see csv.ts).
  routes.get(
    '/subscribers.csv',
    { schema: { description: 'Subscribers as a CSV file (whatsappNumber, addedToGroup, subscribedAt).' } },
    async (_request, reply) => {
      const list = await listSubscribers(app.db);
      const csv = toCsv(
        SUBSCRIBERS_CSV_COLUMNS,
        list.map((s) => [s.whatsappNumber, s.addedToGroup, s.createdAt]),
      );
      return sendCsv(reply, datedCsvName('zariya-subscribers'), csv);
    },
  );

  routes.post(
    '/updateSubscriberStatus',
    { schema: { body: UpdateSubscriberStatusSchema, response: { 200: UpdateSubscriberStatusAnswerSchema } } },
    async (request) => {
      const subscriber = await updateSubscriberStatus(
        app.db,
        request.body.whatsappNumber,
        request.body.addedToGroup,
      );
      return { message: 'Subscriber updated.', subscriber };
    },
  );
}, 'subscribers');
