import { useCallback } from 'react';
import { useLocation, useNavigate, useOutletContext, useSearchParams } from 'react-router-dom';
import { appReturnPath } from '../../../contract';
import { showToast } from '../../pageState/toastStore';

/** What the details page hands to its modal routes. */
export interface DetailsOutletContext {
  refresh: () => Promise<void>;
}

export const DETAILS_PATH = '/details';

/**
 * Closing a modal goes back, as in the original portal: to the previous page when the app has one
 * (the dashboard's links open modals too), else to /details, so a modal opened from a bookmark does
 * not leave the app.
 */
export function useCloseModal(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(DETAILS_PATH);
  }, [navigate, location.key]);
}

/**
 * After a save: the toast, the page's data reloaded, then /details, as in the original portal; or,
 * for a form opened from a gate with where to come back (`?next=`, contract/nextPath.ts), back
 * there: the audit the auditor was applying for, or the opportunities the gate held back.
 */
export function useAfterSave(savedMessage: string): () => Promise<void> {
  const { refresh } = useOutletContext<DetailsOutletContext>();
  const navigate = useNavigate();
  const returnTo = appReturnPath(useSearchParams()[0].get('next'));
  return useCallback(async () => {
    showToast(savedMessage, { tone: 'success' });
    await refresh();
    await navigate(returnTo ?? DETAILS_PATH);
  }, [refresh, navigate, savedMessage, returnTo]);
}
