import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../src/contract';

/** A markdown preview whose renderer cannot load says so, and the page around it stays. */

const RENDERER = '../../../src/client/features/report/MarkdownView';

afterEach(() => {
  cleanup();
  vi.doUnmock(RENDERER);
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('markdown preview', () => {
  it('renders the markdown once the renderer loads', async () => {
    vi.resetModules();
    const { Markdown } = await import('../../../src/client/features/report/Markdown');
    render(<Markdown text={'**Greet** the staff'} />);
    expect((await screen.findByText('Greet', {}, { timeout: 10_000 })).tagName).toBe('STRONG');
  });

  it('shows the failure text when the renderer cannot load, as after a deployment removed its chunk', async () => {
    vi.resetModules();
    // React reports the caught error on the console; the boundary handling it is what is tested
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock(RENDERER, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { Markdown } = await import('../../../src/client/features/report/Markdown');
    render(
      <main>
        <h1>Report</h1>
        <Markdown text={'**Greet** the staff'} />
      </main>,
    );
    expect(await screen.findByText(MESSAGES.markdownPreviewFailed, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Report' })).toBeTruthy();
  });
});
