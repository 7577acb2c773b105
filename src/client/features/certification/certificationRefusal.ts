import { CERTIFICATION_TEXTS } from '../../../contract';
import { isHttpError } from '../../api/http';
import { splitSaveError } from '../../forms/serverErrors';

/** What a failed answer, submit or retake says: the server's reasons, or that it needs a connection. */
export function certificationMessages(error: unknown): string[] {
  return isHttpError(error) ? splitSaveError(error, []).general : [CERTIFICATION_TEXTS.offline];
}

/** A refusal means the page is behind the server (another tab, a taken test): catch up. */
export function catchUpAfterRefusal(onStale: () => Promise<void>) {
  return async (error: unknown) => {
    if (isHttpError(error) && error.response.status === 400) await onStale();
  };
}
