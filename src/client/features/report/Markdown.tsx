import { lazy, memo, Suspense } from 'react';
import { MESSAGES } from '../../../contract';
import { LoadBoundary } from '../../ui/LoadBoundary';
import './markdown.css';

// react-markdown loads only with the screens that show markdown
// (docs/budgets.md#first-load-javascript-per-route), and as soon as one of them loads, beside its
// other chunks, not after its first render: the text then changes from plain to rendered earlier,
// moving less under a finger (docs/budgets.md#lighthouse).
const markdownViewChunk = import('./MarkdownView');
// a failed load is the boundary's to show when the text renders; it is no unhandled rejection
markdownViewChunk.catch(() => undefined);
const MarkdownView = lazy(() => markdownViewChunk);

/**
 * Markdown text; until the renderer has loaded, the plain text shows in its place. Memoised: the
 * report re-renders on every outbox change while it drains, and parsing each question's markdown
 * again each time made a 500-entry drain take minutes.
 */
export const Markdown = memo(function Markdown({ text, inline = false }: { text: string; inline?: boolean }) {
  if (!text.trim()) return null;
  return (
    <LoadBoundary fallback={<p className="report-markdown-failed">{MESSAGES.markdownPreviewFailed}</p>}>
      <Suspense fallback={<div className="report-markdown report-markdown-plain">{text}</div>}>
        <MarkdownView text={text} inline={inline} />
      </Suspense>
    </LoadBoundary>
  );
});
