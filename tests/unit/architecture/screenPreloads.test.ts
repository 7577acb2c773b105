import { describe, expect, it } from 'vitest';
import { screenPreloads } from '../../../scripts/screenPreloads';
import { REPORT_SCREEN_PATH, screenParams } from '../../../src/contract/screenPaths';
import { chunk } from './bundleFixtures';

const SRC = '/repo/src';

/** The real build's shape: the page's entry, a worker entry sharing Dexie, the report screen. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/repo/index.html', {
      isEntry: true,
      imports: ['assets/react.js'],
      css: ['assets/index.css'],
    }),
    chunk('assets/react.js', null),
    chunk('assets/reportWriterWorker.js', `${SRC}/offline/reportWriterWorker.ts`, {
      isEntry: true,
      imports: ['assets/db.js'],
    }),
    chunk('assets/db.js', null),
    chunk('assets/ReportRoute.js', `${SRC}/client/features/report/ReportRoute.tsx`, {
      imports: ['assets/react.js', 'assets/db.js', 'assets/Modal.js'],
      css: ['assets/ReportRoute.css', 'assets/index.css'],
    }),
    chunk('assets/Modal.js', null, { imports: ['assets/dates.js'], css: ['assets/Modal.css'] }),
    chunk('assets/dates.js', null),
    { type: 'asset' as const, fileName: 'index.html' },
  ].map((file) => [file.fileName, file]),
);

describe("the screens' first-load files", () => {
  it("lists the report's chunks, those it shares with a worker included, less the page's own", () => {
    const [report, ...others] = screenPreloads(bundle);
    expect(others).toEqual([]);
    expect(report?.path).toBe(REPORT_SCREEN_PATH);
    expect(report?.scripts.sort()).toEqual([
      'assets/Modal.js',
      'assets/ReportRoute.js',
      'assets/dates.js',
      'assets/db.js',
    ]);
    expect(report?.styles.sort()).toEqual(['assets/Modal.css', 'assets/ReportRoute.css']);
  });

  it('matches the screen and the modals under it, nothing else', () => {
    expect(screenParams(REPORT_SCREEN_PATH, '/audit_store/12/section')).toEqual({ auditStoreId: '12' });
    expect(screenParams(REPORT_SCREEN_PATH, '/audit_store/12/section/perform_audit')).toEqual({
      auditStoreId: '12',
    });
    for (const other of ['/audit_store/12', '/audit_store', '/audit_store/12/withdraw', '/'])
      expect(screenParams(REPORT_SCREEN_PATH, other)).toBeUndefined();
  });
});
