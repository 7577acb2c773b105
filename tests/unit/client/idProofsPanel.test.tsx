import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdProofsPanel } from '../../../src/client/features/details/IdProofsPanel';
import { useAppStore } from '../../../src/client/pageState/appStore';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import { stopPageSync } from '../../../src/client/syncRuntime/syncRuntime';
import {
  APP_VERSION,
  ATTACHMENT_MESSAGES,
  type Attachment,
  confirmDeleteAttachmentMessage,
  MESSAGES,
  VERSION_HEADER,
} from '../../../src/contract';
import { clearOfflineData, getOfflineDb } from '../../../src/offline/db';

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

const noProofs = (call: ApiCall): ApiReply => (call.method === 'GET' ? { body: [] } : { status: 500 });

const fileOf = (name: string, type: string) => new File(['data'], name, { type });

function pick(files: File[]) {
  fireEvent.change(screen.getByLabelText('Upload ID proofs'), { target: { files } });
}

beforeEach(() => {
  useAppStore.setState({ filePickerOpen: false });
  useToastStore.setState({ visible: [], queue: [] });
});

afterEach(async () => {
  cleanup();
  await clearOfflineData(getOfflineDb());
  vi.unstubAllGlobals();
});

// picking a file starts the page's sync, whose live count must not outlive this file's document
afterAll(() => stopPageSync());

describe('ID Proofs panel', () => {
  it('refuses a selection of more than 10 files and uploads none of them', async () => {
    const calls = installApi(noProofs);
    render(<IdProofsPanel />);
    expect(await screen.findByText('No ID proofs uploaded yet.')).toBeTruthy();

    pick(Array.from({ length: 11 }, (_, i) => fileOf(`id-${i}.png`, 'image/png')));

    expect(screen.getByRole('alert').textContent).toBe(ATTACHMENT_MESSAGES.tooManyFiles);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await getOfflineDb().idProofs.count()).toBe(0);
  });

  it('refuses a file the server would refuse without sending it, with the server message', async () => {
    const calls = installApi(noProofs);
    render(<IdProofsPanel />);
    await screen.findByText('No ID proofs uploaded yet.');

    pick([fileOf('notes.txt', 'text/plain')]);

    expect(screen.getByRole('alert').textContent).toBe(ATTACHMENT_MESSAGES.idProofType);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notes.txt' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the files the device holds: one waiting for the signal with what the store holds, one refused with Retry', async () => {
    installApi(noProofs);
    const db = getOfflineDb();
    const waiting = { fileName: 'passport.pdf', fileType: 'application/pdf', size: 4_000, createdAt: 1 };
    await db.idProofs.bulkAdd([
      { ...waiting, id: 'a', stage: 'queued', attempts: 2, nextAttemptAt: 0, bytesSafe: 1_000 },
      {
        ...waiting,
        id: 'b',
        fileName: 'licence.png',
        stage: 'attention',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: { status: 400, message: 'Upload limit reached.' },
        createdAt: 2,
      },
    ]);
    render(<IdProofsPanel />);

    expect(await screen.findByText('Waiting for signal · 25% safe · goes on by itself')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Uploading passport.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(screen.getByRole('alert').textContent).toBe('Upload limit reached.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss licence.png' }));
    await vi.waitFor(async () => expect(await db.idProofs.get('b')).toBeUndefined());
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await db.idProofs.get('a')).toBeDefined();
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
