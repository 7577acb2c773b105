import { format, parseISO } from 'date-fns';
import type { MonthlyEarning } from '../../../contract';
import { formatRupees } from '../../lib/money';
import { type EarningSeries, EarningsBars } from './EarningsBars';

/** "Nov 26" in the table and the hover text; "Nov" under the bars, where twelve must fit. */
const monthLabel = (month: string, short = false) =>
  format(parseISO(`${month}-01`), short ? 'LLL' : 'LLL yy');

const SERIES: EarningSeries[] = [
  { key: 'paid_fee', label: 'Fees paid', colour: '#15803d', stack: 'paid' },
  { key: 'paid_reimbursement', label: 'Reimbursements paid', colour: '#86c79b', stack: 'paid' },
  { key: 'pending_fee', label: 'Fees owed', colour: '#c2410c', stack: 'owed' },
  { key: 'pending_reimbursement', label: 'Reimbursements owed', colour: '#f4a574', stack: 'owed' },
];

/**
 * The last 12 months' earnings as stacked bars, paid beside owed (decisions 0020, 0052). The bars
 * are for the eye only: the same figures are a table for a screen reader. Loaded only when the
 * payments page shows it.
 */
export default function EarningsChartView({ months }: { months: MonthlyEarning[] }) {
  return (
    <figure className="earnings-chart">
      <figcaption>Earnings, last 12 months</figcaption>
      <div className="earnings-chart-canvas" aria-hidden="true">
        <EarningsBars months={months} series={SERIES} monthLabel={monthLabel} />
      </div>
      <ul className="earnings-chart-legend" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key}>
            <span className="earnings-chart-swatch" style={{ background: series.colour }} />
            {series.label}
          </li>
        ))}
      </ul>
      {/* hidden by a box around it: a table widens past a 1 px width to fit its cells */}
      <div className="visually-hidden">
        <table>
          <caption>Earnings by month of submission, in rupees</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLabel(month.month)}</th>
                {SERIES.map((series) => (
                  <td key={series.key}>{formatRupees(month[series.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
