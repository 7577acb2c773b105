import { useCallback, useState } from 'react';
import { compareReceipt, type ReceiptComparison } from '../../../contract';
import type { ProofRecord } from '../../../offline';
import { getVisitReceipt } from '../../api/visitRecord';
import { deviceItems } from './deviceItems';

export type ReceiptState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'done'; comparison: ReceiptComparison; entries: number; proofs: ProofRecord[] };

/** The receipt, asked for on a tap (or once after Submit): the server's side against the device's. */
export function useVisitReceipt(auditStoreId: number) {
  const [receipt, setReceipt] = useState<ReceiptState>({ state: 'idle' });
  const check = useCallback(async () => {
    setReceipt({ state: 'checking' });
    try {
      const [device, server] = await Promise.all([deviceItems(auditStoreId), getVisitReceipt(auditStoreId)]);
      setReceipt({
        state: 'done',
        comparison: compareReceipt(device, server),
        entries: server.entries,
        proofs: device.proofRecords,
      });
    } catch {
      setReceipt({ state: 'failed' });
    }
  }, [auditStoreId]);
  return { receipt, check };
}
