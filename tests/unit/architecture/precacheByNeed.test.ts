import { describe, expect, it } from 'vitest';
import { onNeedFiles } from '../../../scripts/precacheByNeed';
import { chunk } from './bundleFixtures';

const SRC = '/repo/src/client';

const asset = (fileName: string) => ({ type: 'asset' as const, fileName });

/** The shape of the real build: an entry, auditor screens, staff screens sharing code with them. */
function bundle() {
  const files = [
    chunk('assets/index.js', `${SRC}/main.tsx`, {
      isEntry: true,
      dynamicImports: [
        'assets/PaymentsPage.js',
        'assets/ReviewQueuePage.js',
        'assets/ManagerPaymentsPage.js',
      ],
      css: ['assets/index.css'],
    }),
    chunk('assets/PaymentsPage.js', `${SRC}/features/payments/PaymentsPage.tsx`, {
      imports: ['assets/money.js'],
      dynamicImports: ['assets/EarningsChartView.js'],
      css: ['assets/PaymentsPage.css'],
    }),
    chunk('assets/EarningsChartView.js', `${SRC}/features/payments/EarningsChartView.tsx`, {
      imports: ['assets/chart.js'],
    }),
    chunk('assets/chart.js', null),
    chunk('assets/money.js', null),
    chunk('assets/ReviewQueuePage.js', `${SRC}/features/review/ReviewQueuePage.tsx`, {
      imports: ['assets/money.js', 'assets/reviewTable.js'],
      css: ['assets/ReviewQueuePage.css', 'assets/PaymentsPage.css'],
    }),
    chunk('assets/reviewTable.js', null),
    chunk('assets/ManagerPaymentsPage.js', `${SRC}/features/manage/ManagerPaymentsPage.tsx`, {
      dynamicImports: ['assets/PaymentsPage.js'],
    }),
    asset('assets/amrDecode.worker-AbC123_x.js'),
    asset('assets/reportWriterWorker-XyZ98765.js'),
    asset('index.html'),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('what an install leaves to first use', () => {
  const left = onNeedFiles(bundle());

  it('leaves out staff screens and the code only they import', () => {
    expect(left).toContain('assets/ReviewQueuePage.js');
    expect(left).toContain('assets/reviewTable.js');
    expect(left).toContain('assets/ManagerPaymentsPage.js');
    expect(left).toContain('assets/ReviewQueuePage.css');
  });

  it('leaves out the chart and the AMR decoder', () => {
    expect(left).toContain('assets/EarningsChartView.js');
    expect(left).toContain('assets/chart.js');
    expect(left).toContain('assets/amrDecode.worker-AbC123_x.js');
  });

  it('keeps whatever an auditor screen reaches, shared with staff or not', () => {
    for (const kept of [
      'assets/index.js',
      'assets/PaymentsPage.js',
      'assets/money.js',
      'assets/PaymentsPage.css',
      'assets/index.css',
      'assets/reportWriterWorker-XyZ98765.js',
      'index.html',
    ])
      expect(left).not.toContain(kept);
  });
});
