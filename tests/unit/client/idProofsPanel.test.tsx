import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdProofsPanel } from '../../../src/client/features/details/IdProofsPanel';
import { useAppStore } from '../../../src/client/pageState/appStore';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import {
  APP_VERSION,
  ATTACHMENT_MESSAGES,
  type Attachment,
  confirmDeleteAttachmentMessage,
  MESSAGES,
  VERSION_HEADER,
} from '../../../src/contract';
import type { FormPostRequest } from '../../../src/offline/formPost';

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type ApiReply = { status?: number; body?: unknown };

/**
 * A fake API that knows methods and the attachment id in paths, which the shared route table
 * cannot express: `answer` gets each call and says what the server replies.
 */
function installApi(answer: (call: ApiCall) => ApiReply): ApiCall[] {
  const calls: ApiCall[] = [];
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const text = await input.text();
      const call = {
        method: input.method,
        path: new URL(input.url).pathname,
        body: text ? JSON.parse(text) : null,
      };
      calls.push(call);
      const reply = answer(call);
      return new Response(reply.status === 204 ? null : JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', [VERSION_HEADER]: APP_VERSION },
      });
    }),
  );
  return calls;
}

const proofOf = (id: string, fileName: string, fileType: string): Attachment => ({
  id,
  file_name: fileName,
  file_size: 4,
  file_type: fileType,
  proof_type: 'ID_PROOF',
  direct_url: `/storage/attachments/id-proofs/7/${id}`,
});

/** The server of the pipeline: start answers a presigned POST, complete the finished proof. */
function uploadServer(started: Map<string, Attachment>, refuseStart?: ApiReply) {
  return (call: ApiCall): ApiReply => {
    if (call.method === 'GET') return { body: [] };
    if (call.method === 'POST' && call.path === '/api/auditor/id_proof/attachment') {
      if (refuseStart) return refuseStart;
      const body = call.body as { id: string; file_name: string; file_type: string };
      const attachment = proofOf(body.id, body.file_name, body.file_type);
      started.set(body.id, attachment);
      return { body: { url: '/storage/attachments', fields: { key: body.id }, attachment } };
    }
    const completed = /^\/api\/auditor\/attachment\/(.+)\/complete$/.exec(call.path);
    const attachment = completed?.[1] ? started.get(completed[1]) : undefined;
    return attachment ? { body: attachment } : { status: 404, body: { non_field_errors: ['Not found.'] } };
  };
}

/** A store whose answers the test gives: each post waits until the test resolves it. */
function controlledPoster() {
  const posts: { request: FormPostRequest; answer: (status: number) => void }[] = [];
  const postForm = (request: FormPostRequest) =>
    new Promise<number>((resolve) => {
      posts.push({ request, answer: resolve });
    });
  return { posts, postForm };
}

const fileOf = (name: string, type: string) => new File(['data'], name, { type });

function pick(files: File[]) {
  fireEvent.change(screen.getByLabelText('Upload ID proofs'), { target: { files } });
}

beforeEach(() => {
  useAppStore.setState({ filePickerOpen: false });
  useToastStore.setState({ visible: [], queue: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ID Proofs panel', () => {
  it('refuses a selection of more than 10 files and uploads none of them', async () => {
    const calls = installApi(uploadServer(new Map()));
    const { postForm, posts } = controlledPoster();
    render(<IdProofsPanel postForm={postForm} />);
    expect(await screen.findByText('No ID proofs uploaded yet.')).toBeTruthy();

    pick(Array.from({ length: 11 }, (_, i) => fileOf(`id-${i}.png`, 'image/png')));

    expect(screen.getByRole('alert').textContent).toBe(ATTACHMENT_MESSAGES.tooManyFiles);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(posts).toEqual([]);
  });

  it('shows each file its own progress, lists it when complete and offers Retry beside a failure', async () => {
    const calls = installApi(uploadServer(new Map()));
    const { postForm, posts } = controlledPoster();
    render(<IdProofsPanel postForm={postForm} />);
    await screen.findByText('No ID proofs uploaded yet.');

    pick([fileOf('passport.png', 'image/png'), fileOf('licence.pdf', 'application/pdf')]);
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    // The version reload waits while files are on their way.
    expect(useAppStore.getState().filePickerOpen).toBe(true);

    const [passport, licence] = posts;
    act(() => passport?.request.onProgress(0.4));
    act(() => licence?.request.onProgress(0.75));
    const passportBar = screen.getByRole('progressbar', { name: 'Uploading passport.png' });
    const licenceBar = screen.getByRole('progressbar', { name: 'Uploading licence.pdf' });
    expect(passportBar.getAttribute('aria-valuenow')).toBe('40');
    expect(licenceBar.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();

    act(() => passport?.answer(201));
    act(() => licence?.answer(500));
    const list = await screen.findByRole('list', { name: 'Uploaded ID proofs' });
    expect(within(list).getByRole('link', { name: 'passport.png' })).toBeTruthy();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe(MESSAGES.genericError);
    expect(within(list).queryByRole('link', { name: 'licence.pdf' })).toBeNull();
    expect(useAppStore.getState().filePickerOpen).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(posts).toHaveLength(3));
    act(() => posts[2]?.answer(201));
    expect(await within(list).findByRole('link', { name: 'licence.pdf' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The retry started the same attachment again (docs/rules.md#offline rule 4).
    const starts = calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('id_proof/attachment'),
    );
    const ids = starts.map((call) => (call.body as { id: string; file_name: string }).id);
    expect(ids).toHaveLength(3);
    expect(ids[2]).toBe(ids[1]);
  });

  it("shows the start call's refusal beside the file", async () => {
    installApi(
      uploadServer(new Map(), { status: 400, body: { non_field_errors: ['Upload limit reached.'] } }),
    );
    const { postForm, posts } = controlledPoster();
    render(<IdProofsPanel postForm={postForm} />);
    await screen.findByText('No ID proofs uploaded yet.');

    pick([fileOf('passport.png', 'image/png')]);

    expect((await screen.findByRole('alert')).textContent).toBe('Upload limit reached.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('refuses a file the server would refuse without sending it, with the server message', async () => {
    const calls = installApi(uploadServer(new Map()));
    const { postForm } = controlledPoster();
    render(<IdProofsPanel postForm={postForm} />);
    await screen.findByText('No ID proofs uploaded yet.');

    pick([fileOf('notes.txt', 'text/plain')]);

    expect(screen.getByRole('alert').textContent).toBe(ATTACHMENT_MESSAGES.idProofType);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notes.txt' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('deletes a proof after Yes, and keeps it with a toast when the delete fails', async () => {
    const proofs = [
      proofOf('p1', 'passport.png', 'image/png'),
      proofOf('p2', 'licence.pdf', 'application/pdf'),
    ];
    const calls = installApi((call) => {
      if (call.method === 'GET') return { body: proofs };
      if (call.path === '/api/auditor/attachment/p1') return { status: 204 };
      return { status: 500, body: {} };
    });
    render(<IdProofsPanel />);
    const list = await screen.findByRole('list', { name: 'Uploaded ID proofs' });

    fireEvent.click(within(list).getByRole('button', { name: 'Delete passport.png' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(confirmDeleteAttachmentMessage('passport.png'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(within(list).queryByRole('link', { name: 'passport.png' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Delete licence.pdf' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(list).getByRole('link', { name: 'licence.pdf' })).toBeTruthy();
    expect(useToastStore.getState().visible.map((toast) => toast.message)).toEqual([MESSAGES.genericError]);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/auditor/attachment/p1',
      '/api/auditor/attachment/p2',
    ]);
  });
});
