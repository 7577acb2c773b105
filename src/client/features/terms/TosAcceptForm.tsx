import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstErrorMessage, MESSAGES, TOS_DOCUMENTS, type TosDocument } from '../../../contract';
import { TOS_TEXTS } from '../../../contract/onboarding';
import { acceptTerms } from '../../api/accountOnboarding';
import { isHttpError } from '../../api/http';
import { LEAVING, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { TosDocumentItem } from './TosDocumentItem';

interface TosAcceptFormProps {
  /** the application to return to, or null for the dashboard */
  applyPath: string | null;
  policyBaseUrl: string | undefined;
}

const NONE_TICKED: Record<TosDocument, boolean> = { PRIVACY_POLICY: false, CONTRACTOR_AGREEMENT: false };

/** One checkbox per document; Accept is enabled once both are ticked. */
export function TosAcceptForm({ applyPath, policyBaseUrl }: TosAcceptFormProps) {
  const navigate = useNavigate();
  const [ticked, setTicked] = useState(NONE_TICKED);
  const { busy: saving, error, run } = useServerAction<string | null>({ none: null, refusal: errorMessage });
  const allTicked = TOS_DOCUMENTS.every((document) => ticked[document]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!allTicked) return;
    void run(async () => {
      await acceptTerms();
      if (applyPath) {
        navigate(applyPath);
      } else {
        showToast(TOS_TEXTS.accepted, { tone: 'success' });
        navigate('/');
      }
      return LEAVING;
    });
  }

  return (
    <form className="tos-form" onSubmit={submit} noValidate>
      <p className="page-lead">{TOS_TEXTS.lead}</p>
      <ul className="tos-documents">
        {TOS_DOCUMENTS.map((document) => (
          <TosDocumentItem
            key={document}
            document={document}
            policyBaseUrl={policyBaseUrl}
            checked={ticked[document]}
            disabled={saving}
            onChange={(checked) => setTicked((current) => ({ ...current, [document]: checked }))}
          />
        ))}
      </ul>
      {error ? (
        <p className="tos-error" role="alert">
          {error}
        </p>
      ) : null}
      <button className="button button-primary tos-accept" type="submit" disabled={!allTicked || saving}>
        {saving ? TOS_TEXTS.accepting : TOS_TEXTS.accept}
      </button>
    </form>
  );
}

/** The server's non_field_errors (or first field message) when it refused; a generic text otherwise. */
function errorMessage(failure: unknown): string {
  return (isHttpError(failure) && firstErrorMessage(failure.data)) || MESSAGES.genericError;
}
