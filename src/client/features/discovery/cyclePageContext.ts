import { useOutletContext } from 'react-router-dom';
import type { CyclePage } from '../../../contract';

/** What the cycle page hands its apply, reapply and cancel modals. */
export interface CyclePageContext {
  page: CyclePage | undefined;
  /** reads the page again after an application changed */
  refresh: () => Promise<void>;
}

export const useCyclePageContext = () => useOutletContext<CyclePageContext>();
