import { describe, expect, it } from 'vitest';
import { createXhrFormPoster, createXhrPartPutter, FormPostError } from '../../../src/offline/formPost';

/** Just enough of XMLHttpRequest for the poster, driven by the test. */
class FakeXhr {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  opened: [string, string] | null = null;
  sent: unknown = null;

  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  headers = new Map<string, string>();
  getResponseHeader(name: string): string | null {
    return this.headers.get(name.toLowerCase()) ?? null;
  }
  respond(status: number, headers: Record<string, string> = {}) {
    this.status = status;
    for (const [name, value] of Object.entries(headers)) this.headers.set(name.toLowerCase(), value);
    this.onload?.();
  }
}

function poster() {
  const xhr = new FakeXhr();
  return { xhr, post: createXhrFormPoster(() => xhr as unknown as XMLHttpRequest) };
}

describe('createXhrFormPoster', () => {
  it('posts the form and reports upload progress, then the status', async () => {
    const { xhr, post } = poster();
    const form = new FormData();
    const fractions: number[] = [];
    const result = post({ url: '/storage/attachments', form, onProgress: (f) => fractions.push(f) });
    expect(xhr.opened).toEqual(['POST', '/storage/attachments']);
    expect(xhr.sent).toBe(form);
    xhr.progress(25, 100);
    xhr.progress(50, 0, false);
    xhr.progress(100, 100);
    xhr.respond(201);
    expect(await result).toBe(201);
    expect(fractions).toEqual([0.25, 1]);
  });

  it("PUTs a part with its signed headers and answers the store's status and ETag", async () => {
    const xhr = new FakeXhr();
    const put = createXhrPartPutter(() => xhr as unknown as XMLHttpRequest);
    const body = new Blob(['part']);
    const result = put({ url: '/storage/p?partNumber=2', headers: {}, body, onProgress: () => {} });
    expect(xhr.opened).toEqual(['PUT', '/storage/p?partNumber=2']);
    expect(xhr.sent).toBe(body);
    xhr.respond(200, { ETag: '"9b2cf535f27731c974343645a3985328"' });
    expect(await result).toEqual({ status: 200, etag: '"9b2cf535f27731c974343645a3985328"' });
  });

  it('rejects when no response arrives', async () => {
    const { xhr, post } = poster();
    const result = post({ url: '/x', form: new FormData(), onProgress: () => {} });
    xhr.onerror?.();
    await expect(result).rejects.toEqual(new FormPostError('network'));
  });

  it('aborts the request when the signal fires, and refuses an already aborted signal', async () => {
    const { post } = poster();
    const controller = new AbortController();
    const result = post({ url: '/x', form: new FormData(), onProgress: () => {}, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ reason: 'aborted' });
    await expect(
      post({ url: '/x', form: new FormData(), onProgress: () => {}, signal: controller.signal }),
    ).rejects.toMatchObject({ reason: 'aborted' });
  });
});
