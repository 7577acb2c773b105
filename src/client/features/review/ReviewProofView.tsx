import type { ReportProof } from '../../../contract';

/**
 * One proof as the reviewer checks it: the file itself (picture, player), its tag, when it was
 * captured, and a repeat alert when its content appeared in another report.
 */
export function ReviewProofView({ proof, tag }: { proof: ReportProof; tag: string | undefined }) {
  return (
    <figure className="review-proof">
      {proof.proof_type === 'PHOTO' ? (
        <img src={proof.direct_url} alt={proof.file_name} loading="lazy" />
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
        {tag ? <strong>{tag}</strong> : null}
        <span>
          {proof.captured_at
            ? `Captured ${new Date(proof.captured_at).toLocaleString('en-IN')}`
            : 'Capture time unknown'}
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
