import {
  type KindedTag,
  PROOF_TYPE_LABELS,
  proofTypeOf,
  type ReportProof,
  tagMismatch,
} from '../../../contract';
import { formatDateTime } from '../../lib/dates';

/**
 * One proof as the reviewer checks it: the file itself (picture, player) with what it really is,
 * its tag, when it was captured, and a repeat alert when its content appeared in another report.
 * A tag its file may not carry (a photo tagged as the audio proof, from before decision 0033) is
 * said so, not shown as if the file were that proof.
 */
export function ReviewProofView({ proof, tag }: { proof: ReportProof; tag: KindedTag | undefined }) {
  const type = proofTypeOf(proof.file_type);
  const mismatch = tag ? tagMismatch(tag, type) : null;
  return (
    <figure className="review-proof">
      {proof.proof_type === 'PHOTO' ? (
        // the picture opens whole in a tab of its own, at its full size
        <a href={proof.direct_url} target="_blank" rel="noopener" aria-label={`Open ${proof.file_name}`}>
          <img src={proof.direct_url} alt={proof.file_name} loading="lazy" />
        </a>
      ) : proof.proof_type === 'AUDIO' ? (
        // biome-ignore lint/a11y/useMediaCaption: auditors' recordings in a store have no captions
        <audio controls preload="none" src={proof.direct_url} aria-label={proof.file_name} />
      ) : proof.proof_type === 'VIDEO' ? (
        // biome-ignore lint/a11y/useMediaCaption: auditors' recordings in a store have no captions
        <video controls preload="metadata" src={proof.direct_url} aria-label={proof.file_name} />
      ) : (
        <a href={proof.direct_url}>{proof.file_name}</a>
      )}
      <figcaption>
        <span>{type ? PROOF_TYPE_LABELS[type] : proof.file_type}</span>
        {tag ? <strong>{tag.proof_tag}</strong> : null}
        {mismatch ? (
          <span className="review-repeat" role="note">
            Wrong tag: {mismatch}
          </span>
        ) : null}
        <span>
          {proof.captured_at ? `Captured ${formatDateTime(proof.captured_at)}` : 'Capture time unknown'}
        </span>
        {proof.repeat_alert ? (
          <span className="review-repeat" role="note">
            Repeat alert: this file also appears in report #{proof.repeat_alert.faulty_report_id}
            {proof.repeat_alert.faulty_attachment_url ? (
              <>
                {' '}
                (<a href={proof.repeat_alert.faulty_attachment_url}>open the other file</a>)
              </>
            ) : null}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
