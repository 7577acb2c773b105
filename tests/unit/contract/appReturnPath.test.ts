import { describe, expect, it } from 'vitest';
import { appReturnPath, withNext } from '../../../src/contract/nextPath';

/**
 * Where a gate's form returns after its save (contract/nextPath.ts): only a screen of this app,
 * never another site or one of the server's own paths.
 */
describe('the return path of a gate form', () => {
  it('carries the audit being applied for, and reads it back', () => {
    const link = withNext('/details/bank/edit', '/audit/cycle/4/audit/9/apply?kms=100');
    expect(link).toBe('/details/bank/edit?next=/audit/cycle/4/audit/9/apply%3Fkms%3D100');
    const next = new URL(link, 'https://portal.test').searchParams.get('next');
    expect(appReturnPath(next)).toBe('/audit/cycle/4/audit/9/apply?kms=100');
    expect(appReturnPath('/')).toBe('/');
  });

  it.each([
    null,
    '',
    'audit',
    'https://evil.test/audit',
    '//evil.test/audit',
    '/\\evil.test',
    '/%2F%2Fevil.test',
    '/api/auditor/user',
    '/auth/logout',
    '/storage/x',
    ['/audit'],
  ])('has none for %j', (next) => {
    expect(appReturnPath(next)).toBeNull();
  });
});
