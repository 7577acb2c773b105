import { useId, useLayoutEffect, useState } from 'react';
import './ClampedText.css';

interface ClampedTextProps {
  text: string;
  /** the element's own class: its border, margins and colours */
  className?: string;
  /** a quotation of someone's words, or a paragraph */
  as?: 'blockquote' | 'p';
}

/**
 * A person's free text (a concern of up to 4,096 characters, its answer) shown in a few lines
 * with "Show all", so a long one does not push what follows it thousands of pixels down a phone;
 * a long unbroken word wraps instead of widening the page (ClampedText.css).
 */
export function ClampedText({ text, className = '', as: Element = 'p' }: ClampedTextProps) {
  const id = useId();
  // the lines are clamped inside the element, so its own padding shows no part of a seventh line
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // measured while clamped: only a text longer than its lines gets the button
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `text` is measured again, though the box may keep its size.
  useLayoutEffect(() => {
    if (!element || open) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text, open]);

  return (
    <>
      <Element id={id} className={`clamped-text ${className}`.trim()}>
        <span
          ref={setElement}
          className={open ? 'clamped-text-lines' : 'clamped-text-lines clamped-text-closed'}
        >
          {text}
        </span>
      </Element>
      {overflows || open ? (
        <button
          type="button"
          className="clamped-text-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Show less' : 'Show all'}
        </button>
      ) : null}
    </>
  );
}
