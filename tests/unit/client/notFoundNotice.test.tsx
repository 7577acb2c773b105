import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, notFoundText } from '../../../src/contract';

// a staff screen that loads one thing by id, answered as the test says
const answer = vi.hoisted(() => ({ status: 404 }));
vi.mock('../../../src/client/api/managerPayments', async () => {
  const { HttpError } = await import('../../../src/client/api/http');
  return {
    getPaymentRun: vi.fn(async () => {
      throw new HttpError(new Response('{}', { status: answer.status }), {});
    }),
  };
});
const { PaymentRunPage } = await import('../../../src/client/features/manage/PaymentRunPage');

function renderRun() {
  render(
    <MemoryRouter initialEntries={['/manage/payments/run/99999']}>
      <Routes>
        <Route path="/manage/payments/run/:runId" element={<PaymentRunPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a screen whose one thing the server answers 404', () => {
  afterEach(cleanup);

  it('says it was not found and leads back, with no Retry that cannot help', async () => {
    answer.status = 404;
    renderRun();
    expect(await screen.findByText(notFoundText('payment run', { scoped: false }))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Payment runs' }).getAttribute('href')).toBe(
      '/manage/payments',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('still offers Retry for a failure a retry may mend', async () => {
    answer.status = 500;
    renderRun();
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
