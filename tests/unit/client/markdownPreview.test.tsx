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

describe('markdown as the auditor reads it', () => {
  async function rendered(text: string) {
    vi.resetModules();
    const { Markdown } = await import('../../../src/client/features/report/Markdown');
    const { container } = render(<Markdown text={text} />);
    await vi.waitFor(() => expect(container.querySelector('.report-markdown-plain')).toBeNull(), {
      timeout: 10_000,
    });
    return container.querySelector('.report-markdown') as HTMLElement;
  }

  it('renders headings, lists, emphasis and links as elements', async () => {
    const view = await rendered(
      '## Before you go\n\n- Wear **plain** clothes\n- Read [the brief](https://brand.example/brief)',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Before you go' })).toBeTruthy();
    expect(view.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('plain').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the brief' }).getAttribute('href')).toBe(
      'https://brand.example/brief',
    );
  });

  it('shows raw HTML as text and makes no script address clickable', async () => {
    const view = await rendered(
      '<img src=x onerror="alert(1)"> and <b>bold</b>\n\n[open](javascript:alert(1))',
    );
    expect(view.querySelector('img')).toBeNull();
    expect(view.querySelector('b')).toBeNull();
    expect(view.textContent).toContain('<b>bold</b>');
    const link = view.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('wraps plain text in a paragraph, as the report styles it', async () => {
    const view = await rendered('Greet the staff');
    expect(view.firstElementChild?.tagName).toBe('P');
  });
});
