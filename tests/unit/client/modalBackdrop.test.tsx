import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/client/ui/Modal';

/**
 * A press on the backdrop closes a modal, but not the second press of a double tap: a quick double
 * tap on a form's Submit lands its second press where the button was, which is backdrop once the
 * form has shrunk to its thank-you (the payment concern's e2e met this on CI).
 */
afterEach(cleanup);

describe('the modal backdrop', () => {
  it('closes on a single press and ignores the second press of a double tap', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Concern" onClose={onClose}>
        <p>Thank you</p>
      </Modal>,
    );
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('Thank you'), { detail: 1 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
