import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  attachmentAnswerOf,
  attachmentSchema,
  batchResultsOf,
  reportBatchAnswerSchema,
  reportProofAnswerOf,
  reportProofSchema,
  uploadStartAnswerOf,
  uploadStartResponseSchema,
} from '../../../src/contract';

/**
 * The offline engine reads the upload and batch answers without zod (decision 0053): each reader
 * takes what its schema takes, and refuses what a 2xx met on the way could be instead.
 */

const attachment = {
  id: '0f6c2a8e-5d1b-4c33-9e1a-2b7d9c4e8f10',
  file_name: 'shelf.jpg',
  file_size: 812_344,
  file_type: 'image/jpeg',
  proof_type: 'PHOTO',
  direct_url: '/media/attachments/0f6c2a8e/shelf.jpg',
};
const reportProof = {
  ...attachment,
  section_id: 3,
  proof_tag: null,
  sequence: 2,
  sha256: 'ab'.repeat(32),
  captured_at: '2026-11-29T09:12:00.000Z',
  picked_at: null,
  original_size: 3_400_000,
  repeat_alert: null,
};
const uploadStart = {
  url: 'http://127.0.0.1:8000/store',
  fields: { key: 'attachments/0f6c2a8e/shelf.jpg', policy: 'eyJ4IjoxfQ==' },
  attachment,
};

/** What a phone may get with a 200 that is not this server's answer, and broken answers. */
const notAnswers: unknown[] = [
  '<html><body>Sign in to the store Wi-Fi</body></html>',
  '',
  null,
  undefined,
  [],
  {},
  { detail: 'ok' },
];

function agreesWithSchema<T>(read: (body: unknown) => T | undefined, schema: z.ZodType, bodies: unknown[]) {
  for (const body of bodies) {
    const parsed = schema.safeParse(body);
    expect(read(body) !== undefined, JSON.stringify(body)).toBe(parsed.success);
  }
}

describe('an upload answer read without zod', () => {
  it('takes the attachment the complete call answers, as its schema does', () => {
    expect(attachmentSchema.safeParse(attachment).success).toBe(true);
    expect(attachmentAnswerOf(attachment)).toEqual(attachment);
    agreesWithSchema(attachmentAnswerOf, attachmentSchema, [
      ...notAnswers,
      { ...attachment, id: 12 },
      { ...attachment, direct_url: null },
      { ...attachment, file_size: '812344' },
    ]);
  });

  it("takes the start's address and text fields, and refuses fields that are not all text", () => {
    expect(uploadStartAnswerOf(uploadStart)).toEqual(uploadStart);
    agreesWithSchema(uploadStartAnswerOf, uploadStartResponseSchema, [
      ...notAnswers,
      uploadStart,
      { ...uploadStart, fields: { key: 3 } },
      { ...uploadStart, fields: ['key'] },
      { ...uploadStart, url: undefined },
      { ...uploadStart, attachment: { ...attachment, id: undefined } },
    ]);
  });

  it("takes a report proof's completion with its section, order and tag", () => {
    expect(reportProofAnswerOf(reportProof)).toEqual(reportProof);
    agreesWithSchema(reportProofAnswerOf, reportProofSchema, [
      ...notAnswers,
      reportProof,
      { ...reportProof, proof_tag: 4 },
      { ...reportProof, proof_tag: '4' },
      { ...reportProof, section_id: undefined },
      { ...reportProof, sequence: 1.5 },
      attachment,
    ]);
  });
});

describe("a batch's answer read without zod", () => {
  const answer = {
    results: [
      { status: 200, body: { detail: 'Data Saved' } },
      { status: 400, body: {} },
    ],
  };

  it('gives each entry its status and body when there is one result per entry', () => {
    expect(batchResultsOf(answer, 2)).toEqual(answer.results);
    expect(reportBatchAnswerSchema.parse(answer).results).toEqual(batchResultsOf(answer, 2));
  });

  it('is no answer for another count of results, or for a body its schema refuses', () => {
    expect(batchResultsOf(answer, 3)).toBeUndefined();
    const refused = [
      ...notAnswers,
      { results: [{ status: '200' }] },
      { results: [{ status: 200.5 }] },
      { results: [{ body: 1 }] },
    ];
    for (const body of refused) {
      expect(reportBatchAnswerSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
      expect(batchResultsOf(body, 1), JSON.stringify(body)).toBeUndefined();
    }
  });
});
