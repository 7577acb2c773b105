import { TOS_DOCUMENT_LABELS, type TosDocument } from '../../../contract';
import { TOS_DOCUMENT_PAGES, TOS_DOCUMENT_SUMMARIES, TOS_TEXTS } from '../../../contract/onboarding';
import { policyPageUrl } from './tosRedirect';

interface TosDocumentItemProps {
  document: TosDocument;
  policyBaseUrl: string | undefined;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** One document: a link to its published text (or a short summary when none is configured) and its checkbox. */
export function TosDocumentItem({
  document,
  policyBaseUrl,
  checked,
  disabled,
  onChange,
}: TosDocumentItemProps) {
  const label = TOS_DOCUMENT_LABELS[document];
  const url = policyPageUrl(policyBaseUrl, TOS_DOCUMENT_PAGES[document]);
  const inputId = `tos-${document}`;
  return (
    <li className="tos-document">
      <h2 className="tos-document-title">{label}</h2>
      {url ? (
        <a className="tos-document-link" href={url} target="_blank" rel="noopener noreferrer">
          {TOS_TEXTS.readDocument}
          <span className="visually-hidden"> ({label})</span>
        </a>
      ) : (
        <p className="tos-document-summary">{TOS_DOCUMENT_SUMMARIES[document]}</p>
      )}
      <label className="tos-document-check" htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{TOS_TEXTS.acceptDocument(label)}</span>
      </label>
    </li>
  );
}
