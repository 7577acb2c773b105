import { Component, lazy, memo, type ReactNode, Suspense } from 'react';
import { MESSAGES } from '../../../contract';

// react-markdown loads only when a report shows markdown (DESIGN performance budgets).
const MarkdownView = lazy(() => import('./MarkdownView'));

class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="report-muted">{MESSAGES.markdownPreviewFailed}</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * Markdown text; until the renderer has loaded, the plain text shows in its place. Memoised: the
 * report re-renders on every outbox change while it drains, and parsing each question's markdown
 * again each time made a 500-entry drain take minutes.
 */
export const Markdown = memo(function Markdown({ text, inline = false }: { text: string; inline?: boolean }) {
  if (!text.trim()) return null;
  return (
    <PreviewBoundary>
      <Suspense fallback={<div className="report-markdown report-markdown-plain">{text}</div>}>
        <MarkdownView text={text} inline={inline} />
      </Suspense>
    </PreviewBoundary>
  );
});
