import { describe, expect, it } from 'vitest';
import { REPORT_READ_PATHS } from '../../../src/contract';

/** The keys of the report copies already kept on devices: a changed key orphans every copy. */
describe('the report read paths', () => {
  it('are the keys the devices keep their copies under', () => {
    expect(REPORT_READ_PATHS.auditStore(12)).toBe('auditor/audit_store/12');
    expect(REPORT_READ_PATHS.sections(12)).toBe('auditor/audit_store/12/section');
    expect(REPORT_READ_PATHS.reportSections(12)).toBe('auditor/audit_store/12/report_section');
    expect(REPORT_READ_PATHS.answers(12)).toBe('auditor/audit_store/12/answer');
  });
});
