import { describe, expect, it } from 'vitest';
import { isStorableAsIs, shortened } from '../../../src/contract';

/** Text cut for an excerpt keeps whole characters (contract/storableTextRule.ts). */
describe('shortened', () => {
  it('keeps a text that fits, and cuts a longer one to the limit with an ellipsis', () => {
    expect(shortened('short', 10)).toBe('short');
    expect(shortened('a'.repeat(12), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('never cuts between the halves of an emoji or inside a family', () => {
    const cut = shortened(`${'a'.repeat(8)}😀 more`, 10);
    expect(cut).toBe(`${'a'.repeat(8)}…`);
    expect(isStorableAsIs(cut)).toBe(true);
    const family = '👩‍👩‍👧';
    expect(shortened(`ab${family}cd`, 6)).toBe('ab…');
  });
});
