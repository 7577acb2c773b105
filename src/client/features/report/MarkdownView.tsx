import ReactMarkdown from 'react-markdown';

/** Markdown as React elements; raw HTML is not rendered (react-markdown's default). */
export default function MarkdownView({ text, inline = false }: { text: string; inline?: boolean }) {
  return (
    <div className={inline ? 'report-markdown report-markdown-inline' : 'report-markdown'}>
      <ReactMarkdown>{text}</ReactMarkdown>
    </div>
  );
}
