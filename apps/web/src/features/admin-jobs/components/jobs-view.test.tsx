import { JobsOverviewSchema } from '@zariya/shared/jobs-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { JobsView } from './jobs-view';

const failedMail = {
  id: '17',
  name: 'mail.send',
  attempts: 6,
  error: 'SMTP 421 try again later',
  failedAt: '2026-11-20T08:00:00Z',
};

describe('JobsView', () => {
  it('shows the depths and each failed job with its last error, and retries one', async () => {
    let failed = [failedMail];
    const api = fakeApi({
      'GET /admin/jobs': () => ({
        body: JobsOverviewSchema.parse({
          queue: 'bullmq',
          depths: { waiting: 2, active: 1, delayed: 3, failed: failed.length },
          failed,
        }),
      }),
      'POST /admin/jobs/failed/17/retry': () => {
        failed = [];
        return { body: { message: 'The job will run again shortly.' } };
      },
    });
    renderWithApp(<JobsView />);
    const row = await screen.findByRole('article', { name: 'Failed job: Send an e-mail' });
    expect(within(row).getByText('SMTP 421 try again later')).toBeDefined();
    expect(within(row).getByText(/after 6 tries/)).toBeDefined();
    expect(screen.getByText('Scheduled').nextElementSibling?.textContent).toBe('3');

    await userEvent.click(within(row).getByRole('button', { name: 'Retry Send an e-mail' }));
    await waitFor(() => expect(api.to('POST /admin/jobs/failed/17/retry')).toHaveLength(1));
    await screen.findByText('No failed jobs. Everything in the background is going through.');
  });
});
