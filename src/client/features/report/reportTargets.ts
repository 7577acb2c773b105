import type { SubmitTarget } from '../../../contract';

/** The element ids of the report's places a fix list or a submit problem links to. */
export const questionAnchor = (questionId: number) => `question-${questionId}`;
export const sectionAnchor = (sectionId: number) => `section-${sectionId}`;
export const SUMMARY_ANCHOR = 'report-summary-card';

export function anchorOf(target: SubmitTarget): string {
  if (target.kind === 'question') return questionAnchor(target.questionId);
  return target.kind === 'section' ? sectionAnchor(target.sectionId) : SUMMARY_ANCHOR;
}

const REVEAL_EVENT = 'report:reveal-section';

/** Opens a collapsed section (SectionPanel listens), then brings the place into view and focus. */
export function revealTarget(target: SubmitTarget): void {
  if (target.kind !== 'summary')
    window.dispatchEvent(new CustomEvent<number>(REVEAL_EVENT, { detail: target.sectionId }));
  // after the section has rendered open
  requestAnimationFrame(() => {
    const place = document.getElementById(anchorOf(target));
    if (!place) return;
    place.scrollIntoView({ block: 'center' });
    const field = place.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])');
    (field ?? place).focus({ preventScroll: true });
  });
}

/** Calls `open` when a link asks for this section to be revealed. */
export function onRevealSection(sectionId: number, open: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<number>).detail === sectionId) open();
  };
  window.addEventListener(REVEAL_EVENT, listener);
  return () => window.removeEventListener(REVEAL_EVENT, listener);
}
