import { Fragment } from 'react';
import './EmailText.css';

/**
 * An e-mail address that wraps where a reader expects on a narrow screen: after the @ and before
 * each dot (line-break opportunities), never in the middle of a name part unless a single part is
 * wider than the line.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className="email-text">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in a fixed order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
