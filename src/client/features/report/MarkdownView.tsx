import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import { Fragment } from 'react';

/**
 * Paragraphs as markdown writes them, and raw HTML shown as the text it is, as react-markdown did
 * before it: markdown-to-jsx does the same job in 8 KB gzip instead of 34.5 on the report's first
 * load (docs/budgets.md#first-load-javascript-per-route). Its sanitizer drops `javascript:` and
 * `data:` addresses from links and images.
 */
const OPTIONS: MarkdownToJSX.Options = { forceBlock: true, disableParsingRawHTML: true, wrapper: Fragment };

/** Markdown as React elements. */
export default function MarkdownView({ text, inline = false }: { text: string; inline?: boolean }) {
  return (
    <div className={inline ? 'report-markdown report-markdown-inline' : 'report-markdown'}>
      <Markdown options={OPTIONS}>{text}</Markdown>
    </div>
  );
}
