import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartDataset,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { format, parseISO } from 'date-fns';
import { useEffect, useRef } from 'react';
import type { MonthlyEarning } from '../../../contract';
import { formatRupees } from '../../lib/money';

// Only what a stacked bar chart needs, so the chunk carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'LLL yy');

const SERIES: Array<{
  key: keyof Omit<MonthlyEarning, 'month'>;
  label: string;
  colour: string;
  stack: string;
}> = [
  { key: 'paid_fee', label: 'Fees paid', colour: '#15803d', stack: 'paid' },
  { key: 'paid_reimbursement', label: 'Reimbursements paid', colour: '#86c79b', stack: 'paid' },
  { key: 'pending_fee', label: 'Fees owed', colour: '#c2410c', stack: 'owed' },
  { key: 'pending_reimbursement', label: 'Reimbursements owed', colour: '#f4a574', stack: 'owed' },
];

/**
 * The last 12 months' earnings as stacked bars, paid beside owed (decision 0020). The canvas is for
 * the eye only: the same figures are a table for a screen reader. Loaded with its library only when
 * the payments page shows it.
 */
export default function EarningsChartView({ months }: { months: MonthlyEarning[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const datasets: ChartDataset<'bar'>[] = SERIES.map((series) => ({
      label: series.label,
      data: months.map((month) => month[series.key]),
      backgroundColor: series.colour,
      stack: series.stack,
    }));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: months.map((month) => monthLabel(month.month)), datasets },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true, grid: { display: false } },
          y: { stacked: true, ticks: { callback: (value) => formatRupees(Number(value)) } },
        },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label}: ${formatRupees(item.parsed.y ?? 0)}` },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [months]);

  return (
    <figure className="earnings-chart">
      <figcaption>Earnings, last 12 months</figcaption>
      <div className="earnings-chart-canvas" aria-hidden="true">
        <canvas ref={canvas} />
      </div>
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
