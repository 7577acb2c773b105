import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButtons } from '../../../src/client/features/brand/ExportButtons';
import { EXPORT_TOTAL_HEADER } from '../../../src/contract';

/**
 * An export says how far it got while it streams (decision 0082): the server says the count
 * first, and the page counts the CSV's lines as they arrive, then saves the file.
 */
describe('a brand export’s progress', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts the reports of a CSV as its lines arrive, then saves the file', async () => {
    let push: (text: string) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body, { headers: { [EXPORT_TOTAL_HEADER]: '3' } }));
    const saved = vi.fn(() => 'blob:export');
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<ExportButtons filters={{ cycle: 4 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    push('report_id,store\n1,Andheri\n');
    expect(await screen.findByText('1 of 3 reports')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as Excel' })).toHaveProperty('disabled', true);
    push('2,Bandra\n3,Kothrud\n');
    expect(await screen.findByText('3 of 3 reports')).toBeTruthy();
    end();
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith('/api/brand/reports.csv?cycle=4', { credentials: 'same-origin' });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the file could not be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    render(<ExportButtons filters={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download as Excel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be made');
  });
});
