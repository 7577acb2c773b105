import { useCallback } from 'react';
import { useLocation, useNavigate, useOutletContext } from 'react-router-dom';
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

/** After a save: the toast, the page's data reloaded, then /details, as in the original portal. */
export function useAfterSave(savedMessage: string): () => Promise<void> {
  const { refresh } = useOutletContext<DetailsOutletContext>();
  const navigate = useNavigate();
  return useCallback(async () => {
    showToast(savedMessage, { tone: 'success' });
    await refresh();
    await navigate(DETAILS_PATH);
  }, [refresh, navigate, savedMessage]);
}
