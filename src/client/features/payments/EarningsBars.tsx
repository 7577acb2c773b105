import { ticks } from 'd3-array';
import type { MonthlyEarning } from '../../../contract';
import { formatRupees } from '../../lib/money';

/** One coloured part of a month's bar: its figure, its words and where it stacks. */
export interface EarningSeries {
  key: keyof Omit<MonthlyEarning, 'month'>;
  label: string;
  colour: string;
  stack: 'paid' | 'owed';
}

/** The drawing's own units; the SVG scales to the figure's width, its text with it. */
const WIDTH = 360;
const HEIGHT = 224;
const LEFT = 58;
const RIGHT = 4;
const TOP = 8;
const BOTTOM = 20;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
/** a stack's share of its month's band: paid and owed side by side, a gap between months */
const STACK_SHARE = 0.36;

const stackTotal = (month: MonthlyEarning, series: EarningSeries[], stack: EarningSeries['stack']) =>
  series.filter((part) => part.stack === stack).reduce((sum, part) => sum + month[part.key], 0);

/**
 * The earnings as stacked bars drawn in SVG (decision 0052): for each month, paid beside owed, a
 * fee at the foot of each and its reimbursement above. The axis has round figures (d3-array's
 * `ticks`); each part names itself and its amount on hover (`title`). For the eye only: the figure
 * has the same numbers as a table.
 */
export function EarningsBars(props: {
  months: MonthlyEarning[];
  series: EarningSeries[];
  monthLabel: (month: string, short: boolean) => string;
}) {
  const { months, series, monthLabel } = props;
  const highest = Math.max(
    1,
    ...months.flatMap((month) => [stackTotal(month, series, 'paid'), stackTotal(month, series, 'owed')]),
  );
  const axis = ticks(0, highest, 4);
  const top = Math.max(highest, axis.at(-1) ?? highest);
  const y = (amount: number) => TOP + PLOT_HEIGHT - (amount / top) * PLOT_HEIGHT;
  const band = (WIDTH - LEFT - RIGHT) / Math.max(months.length, 1);
  const barWidth = band * STACK_SHARE;

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="earnings-bars" role="presentation">
      {axis.map((amount) => (
        <g key={amount} className="earnings-bars-tick">
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(amount)} y2={y(amount)} />
          <text x={LEFT - 4} y={y(amount)} dy="0.32em" textAnchor="end">
            {formatRupees(amount)}
          </text>
        </g>
      ))}
      {months.map((month, index) => {
        const left = LEFT + index * band + (band - 2 * barWidth) / 2;
        return (
          <g key={month.month}>
            {(['paid', 'owed'] as const).map((stack, side) => {
              let base = 0;
              return series
                .filter((part) => part.stack === stack && month[part.key] > 0)
                .map((part) => {
                  const amount = month[part.key];
                  const rect = (
                    <rect
                      key={part.key}
                      x={left + side * barWidth}
                      y={y(base + amount)}
                      width={barWidth}
                      height={y(base) - y(base + amount)}
                      fill={part.colour}
                    >
                      <title>{`${part.label}, ${monthLabel(month.month, false)}: ${formatRupees(amount)}`}</title>
                    </rect>
                  );
                  base += amount;
                  return rect;
                });
            })}
            <text x={left + barWidth} y={HEIGHT - 6} textAnchor="middle" className="earnings-bars-month">
              {monthLabel(month.month, true)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
