import { describe, expect, it } from 'vitest';
import { paymentFailedText } from '../../src/server/domain/notices/noticeTexts';

const payment = { clientName: 'Zest', storeName: 'Andheri', amountPaise: 50_000, reimbursementPaise: 0 };

describe('the failed payment notice', () => {
  it('ends the reason a manager typed with one full stop, whether or not they typed one', () => {
    for (const reason of ['Wrong bank details', 'Wrong bank details.']) {
      const { body } = paymentFailedText(payment, reason);
      expect(body).toContain('could not be paid: Wrong bank details. Check your bank details');
      expect(body).not.toContain('..');
    }
  });
});
