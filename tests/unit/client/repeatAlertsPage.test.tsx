import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RepeatAlertsPage } from '../../../src/client/features/manage/RepeatAlertsPage';
import { REPEAT_ALERT_TEXTS, REPEAT_ALERTS_PAGE_SIZE } from '../../../src/contract';
import { installFakeApi } from './fakeApi';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The moderator's only screen says what it is for, and what an alert would be while there is none. */
describe("the moderator's repeat alerts", () => {
  it('explains the screen and shows an empty state instead of "0 repeat alerts" and a pager', async () => {
    installFakeApi({
      '/api/moderation/repeat_alert': {
        body: { alerts: [], total_count: 0, page: 1, page_size: REPEAT_ALERTS_PAGE_SIZE },
      },
    });
    render(
      <MemoryRouter initialEntries={['/manage/repeat_alerts']}>
        <RepeatAlertsPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: REPEAT_ALERT_TEXTS.emptyTitle }),
    ).toBeTruthy();
    expect(screen.getByText(REPEAT_ALERT_TEXTS.empty)).toBeTruthy();
    expect(screen.getByText(/same content as a file already in another report/)).toBeTruthy();
    expect(screen.queryByText('0 repeat alerts')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
