import { type RemoteData, useRemoteData } from '../../session/useRemoteData';
import { type DetailsData, loadDetails } from './detailsData';

/**
 * The details page's data. `refresh` (after a modal saves) keeps showing the current data while it
 * reloads, so the page does not flash back to its loading state.
 */
export function useDetailsData(): RemoteData<DetailsData> & { refresh: () => Promise<void> } {
  return useRemoteData(loadDetails);
}
