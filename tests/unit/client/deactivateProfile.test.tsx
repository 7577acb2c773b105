import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeactivateProfile } from '../../../src/client/features/details/page/DeactivateProfile';
import { addLogoutCheck } from '../../../src/client/session/logout';
import { DETAILS_TEXTS } from '../../../src/contract';

const deactivateAccount = vi.fn(async () => ({ detail: 'Deactivated' }));
vi.mock('../../../src/client/api/account', () => ({ deactivateAccount: () => deactivateAccount() }));

// What the app registers at start: send the timers, then ask about unsent changes (here: Cancel).
let keepSession = true;
addLogoutCheck(async () => !keepSession);

afterEach(() => {
  cleanup();
  deactivateAccount.mockClear();
});

async function confirmDeactivation() {
  render(<DeactivateProfile userId={7} />);
  fireEvent.click(screen.getByRole('button', { name: DETAILS_TEXTS.deactivate }));
  fireEvent.click(await screen.findByRole('button', { name: DETAILS_TEXTS.deactivateConfirm }));
}

describe('Deactivate my profile', () => {
  it('runs the logout checks first: declining them keeps the account and its unsent changes', async () => {
    keepSession = true;
    await confirmDeactivation();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: DETAILS_TEXTS.deactivateConfirm })).toBeTruthy(),
    );
    expect(deactivateAccount).not.toHaveBeenCalled();
  });

  it('deactivates once the checks pass', async () => {
    keepSession = false;
    await confirmDeactivation();
    await waitFor(() => expect(deactivateAccount).toHaveBeenCalledTimes(1));
  });

  it('opens with the focus on Cancel, so Enter or a stray tap keeps the account', async () => {
    render(<DeactivateProfile userId={7} />);
    fireEvent.click(screen.getByRole('button', { name: DETAILS_TEXTS.deactivate }));
    const cancel = await screen.findByRole('button', { name: DETAILS_TEXTS.cancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });
});
