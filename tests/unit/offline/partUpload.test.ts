import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PartLandedBody, PartSendBody } from '../../../src/contract';
import type { PartPutRequest } from '../../../src/offline/formPost';
import { uploadParts } from '../../../src/offline/partUpload';

/**
 * The device's side of an upload in parts (decision 0071): it sends only the parts the store does
 * not hold, each with the SHA-256 of its own bytes, lets the outbox go first before each, and stops
 * at the first part that does not arrive, for the next try to resume from.
 */

const PART = 1000;
const bytes = Uint8Array.from({ length: 3 * PART + 250 }, (_, index) => (index * 7 + 3) % 256);
const file = new Blob([bytes]);
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A store holding `held` parts, and the calls and PUTs the device made to it. */
function storeHolding(held: number[], failingPut?: number, listsParts = true) {
  const signed: Array<{ number: number; body: PartSendBody }> = [];
  const put: number[] = [];
  const order: string[] = [];
  return {
    signed,
    put,
    order,
    calls: {
      openParts: async () => ({
        status: 200,
        body: {
          part_size: PART,
          part_count: 4,
          parts: held.map((number) => ({ part_number: number, size: number === 4 ? 250 : PART })),
          confirm_parts: !listsParts,
        },
      }),
      partLanded: async (_id: string, number: number, body: PartLandedBody) => {
        order.push(`landed ${number} ${body.etag}`);
        return { status: 204, body: undefined };
      },
      sendPart: async (_id: string, number: number, body: PartSendBody) => {
        signed.push({ number, body });
        return { status: 200, body: { url: `/storage/part/${number}`, headers: {} } };
      },
    },
    putPart: async (request: PartPutRequest) => {
      const number = Number(request.url.split('/').pop());
      order.push(`put ${number}`);
      if (number === failingPut) throw new Error('network');
      put.push(number);
      request.onProgress(1);
      return { status: 200, etag: `"etag-${number}"` };
    },
  };
}

describe('uploadParts', () => {
  it('sends only the parts the store does not hold, each signed with its own bytes', async () => {
    const store = storeHolding([1, 3]);
    const seen: number[] = [];
    const stopped = await uploadParts({
      file,
      attachmentId: 'a',
      calls: store.calls,
      putPart: store.putPart,
      partSize: PART,
      onBytes: (held) => seen.push(held),
      betweenParts: async () => {
        store.order.push('outbox first');
      },
    });
    expect(stopped).toBeNull();
    expect(store.put).toEqual([2, 4]);
    expect(store.signed).toEqual([
      { number: 2, body: { size: PART, sha256: sha(bytes.subarray(PART, 2 * PART)) } },
      { number: 4, body: { size: 250, sha256: sha(bytes.subarray(3 * PART)) } },
    ]);
    expect(store.order).toEqual(['outbox first', 'put 2', 'outbox first', 'put 4']);
    expect(seen[0]).toBe(2 * PART);
    expect(seen.at(-1)).toBe(bytes.length);
  });

  it("tells the server of each part landed, with the store's ETag, where the store cannot list them", async () => {
    const store = storeHolding([1, 3], undefined, false);
    const stopped = await uploadParts({
      file,
      attachmentId: 'a',
      calls: store.calls,
      putPart: store.putPart,
      partSize: PART,
      onBytes: () => undefined,
    });
    expect(stopped).toBeNull();
    expect(store.order).toEqual(['put 2', 'landed 2 "etag-2"', 'put 4', 'landed 4 "etag-4"']);
  });

  it('stops at a part that does not arrive, with no status, for the next try to resume', async () => {
    const store = storeHolding([1], 3);
    const stopped = await uploadParts({
      file,
      attachmentId: 'a',
      calls: store.calls,
      putPart: store.putPart,
      partSize: PART,
      onBytes: () => undefined,
    });
    expect(stopped).toEqual({});
    expect(store.put).toEqual([2]);
  });

  it('hands back the server refusal of a part', async () => {
    const store = storeHolding([]);
    const refusal = { non_field_errors: ['The report can no longer be edited.'] };
    const stopped = await uploadParts({
      file,
      attachmentId: 'a',
      calls: { ...store.calls, sendPart: async () => ({ status: 400, body: refusal }) },
      putPart: store.putPart,
      partSize: PART,
      onBytes: () => undefined,
    });
    expect(stopped).toEqual({ status: 400, body: refusal });
    expect(store.put).toEqual([]);
  });
});
