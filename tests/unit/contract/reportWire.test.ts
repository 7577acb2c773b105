import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerSchema,
  answersOfWire,
  auditStoreSchema,
  proofTagOfWire,
  proofTagSchema,
  reportSectionSchema,
  reportSectionsOfWire,
  sectionSchema,
  sectionsOfWire,
  storeOfWire,
} from '../../../src/contract';
import { answer, reportStore, SECTIONS, STORE_ID } from '../client/reportFixtures';

/**
 * The report's reads and kept copies are read without zod (decision 0051): each reader gives what
 * its schema gives for a copy the server wrote, an older server's included (the defaulted fields
 * absent), and refuses what a 2xx met on the way, or a copy of something else, could be instead.
 */

const parsed = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

/** a copy kept from before the server sent a defaulted field */
const without = <T extends object, K extends keyof T>(value: T, field: K): Omit<T, K> =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field)) as Omit<T, K>;

/** what a phone may meet instead of the answer: a portal's page, a proxy's body, another read's */
const NOT_IT: unknown[] = [
  '<html><body>Sign in to the Wi-Fi</body></html>',
  '',
  null,
  {},
  { detail: 'Not found.' },
  [1, 2],
  [null],
  ['text'],
  [{}],
  [[]],
];

describe('the report read without zod', () => {
  const store = reportStore('ACKNOWLEDGED');
  const sectionList = SECTIONS;
  const reportSections = [
    { section: 1, auditor_comment: 'Clean', revert_message: null, flagged_comment: 'Dusty' },
    without(
      { section: 2, auditor_comment: '', revert_message: null, flagged_comment: null },
      'flagged_comment',
    ),
  ];
  const answers = [
    answer(11, ['Yes']),
    without(answer(12, ['No'], { revert_message: 'Check again' }), 'flagged'),
    answer(13, [], { flagged: { answer_text: ['Old'], not_applicable: false, answer_comment: '' } }),
  ];

  it('reads what the schemas read, with their defaults for an older copy', () => {
    expect(storeOfWire(store, STORE_ID)).toEqual(parsed(auditStoreSchema, store));
    const olderStore = without(store, 'fix_due_at');
    expect(storeOfWire(olderStore, STORE_ID)).toEqual(parsed(auditStoreSchema, olderStore));
    expect(storeOfWire(olderStore, STORE_ID)?.fix_due_at).toBeNull();
    expect(sectionsOfWire(sectionList)).toEqual(parsed(z.array(sectionSchema), sectionList));
    expect(reportSectionsOfWire(reportSections)).toEqual(
      parsed(z.array(reportSectionSchema), reportSections),
    );
    expect(answersOfWire(answers)).toEqual(parsed(z.array(answerSchema), answers));
    expect(answersOfWire([])).toEqual([]);
  });

  it('reads a proof tag kept from before its kind as the schema does', () => {
    const tag = {
      id: 4,
      proof_tag: 'Bill',
      section_id: 1,
      is_required: true,
      proof_kind: 'DOCUMENT' as const,
    };
    const older = without(tag, 'proof_kind');
    expect(proofTagOfWire(tag)).toEqual(parsed(proofTagSchema, tag));
    expect(proofTagOfWire(older)).toEqual(parsed(proofTagSchema, older));
  });

  it('refuses what is not the answer, as a failed parse did', () => {
    for (const body of [...NOT_IT, store]) {
      expect(sectionsOfWire(body)).toBeUndefined();
      expect(reportSectionsOfWire(body)).toBeUndefined();
      expect(answersOfWire(body)).toBeUndefined();
    }
    for (const body of [...NOT_IT, sectionList, answers]) expect(storeOfWire(body, STORE_ID)).toBeUndefined();
    // another report's store is not this report's copy
    expect(storeOfWire(store, STORE_ID + 1)).toBeUndefined();
    // a list of another read is not this one
    expect(answersOfWire(sectionList)).toBeUndefined();
    expect(sectionsOfWire(answers)).toBeUndefined();
    expect(reportSectionsOfWire(answers)).toBeUndefined();
  });
});
