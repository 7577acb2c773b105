import { formatRupees } from '../../lib/money';
import { useConfigStore } from '../../session/configStore';
import { Card } from '../../ui/Card';
import './recruitment.css';

/** The offer as the spec states it (Recruitment page); amounts in rupees. */
const OFFER = {
  writersWanted: '50+',
  hoursPerDay: '4 to 8 hours a day',
  wordsPerDay: '1,500 to 3,000 words a day',
  monthlyLow: 20_000,
  monthlyHigh: 40_000,
  perWord: 0.5,
  sampleWords: 1_500,
} as const;

const GUIDELINES = [
  '10 subheadings',
  'British English',
  'About 1,500 words',
  'Images credited to their author on a social photo site',
  'A conclusion',
  'A screenshot of a plagiarism check',
];

/** /content_ninja (docs/rules.md#screens): the static page recruiting freelance content writers. */
export function ContentNinjaPage() {
  const email = useConfigStore((state) => state.config?.SUPPORT_EMAIL);
  const subject = encodeURIComponent('Content writer application: sample article');
  return (
    <div className="recruitment">
      <header>
        <h1 className="page-title">Content Writers Wanted</h1>
        <p className="page-lead">
          We are looking for {OFFER.writersWanted} freelance writers to write articles from home.
        </p>
      </header>
      <dl className="recruitment-facts">
        <div>
          <dt>Time</dt>
          <dd>{OFFER.hoursPerDay}</dd>
        </div>
        <div>
          <dt>Output</dt>
          <dd>{OFFER.wordsPerDay}</dd>
        </div>
        <div>
          <dt>Earnings</dt>
          <dd>
            {formatRupees(OFFER.monthlyLow)} to {formatRupees(OFFER.monthlyHigh)} a month, or{' '}
            {formatRupees(OFFER.perWord)} a word ({formatRupees(OFFER.perWord * OFFER.sampleWords)} for{' '}
            {OFFER.sampleWords.toLocaleString('en-IN')} words)
          </dd>
        </div>
        <div>
          <dt>Invoices</dt>
          <dd>Send your invoice by the 14th of the month; it is paid on the 15th.</dd>
        </div>
      </dl>
      <Card className="recruitment-apply">
        <h2>How to apply</h2>
        <p>E-mail us a sample article written to these guidelines:</p>
        <ul>
          {GUIDELINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {email ? (
          <a className="button button-primary" href={`mailto:${email}?subject=${subject}`}>
            E-mail your sample to {email}
          </a>
        ) : null}
      </Card>
    </div>
  );
}
