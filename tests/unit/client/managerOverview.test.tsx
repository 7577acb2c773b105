import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagerOverview } from '../../../src/contract';

const overview: ManagerOverview = {
  cycles: [],
  review: { SUBMITTED: 1, PM_REVIEW: 2, COMPLETED: 0 },
  overdue_reports: 1,
  open_concerns: 2,
  payments_to_run: 1,
};
vi.mock('../../../src/client/api/managerApplications', () => ({
  getManagerOverview: vi.fn(async () => overview),
}));
const { ManagerOverviewPage } = await import('../../../src/client/features/manage/ManagerOverviewPage');

describe('the manager’s overview', () => {
  afterEach(cleanup);

  it('puts each count’s words in its number: 1 payment, 2 concerns', async () => {
    render(
      <MemoryRouter>
        <ManagerOverviewPage />
      </MemoryRouter>,
    );
    const tiles = await screen.findByRole('list', { name: 'Waiting' });
    const texts = [...tiles.querySelectorAll('li')].map((tile) => tile.textContent);
    expect(texts).toEqual([
      '2open concerns',
      '1payment to run',
      '1report overdue, not submitted',
      '1in QA Review',
      '2in PM Review',
      '0in Client Review',
    ]);
  });
});
