import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's serious and critical WCAG 2.1 AA violations on the page as it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}

/**
 * Controls a thumb must hit that are smaller than 44 by 44 px. A link inside a sentence is left
 * out (WCAG's inline exception: it is as tall as the text around it); an input counts with its
 * label, which toggles it.
 */
export async function tapTargetsUnder44(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type=hidden]), textarea, [role=button], summary',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('[hidden], [aria-hidden=true]') || control.offsetParent === null) continue;
      const inSentence =
        control.tagName === 'A' &&
        control.parentElement?.matches('p, li, dd, span') &&
        control.parentElement.textContent !== control.textContent;
      if (inSentence) continue;
      const target = (control instanceof HTMLInputElement && control.closest('label')) || control;
      const box = target.getBoundingClientRect();
      if (box.width < 44 || box.height < 44) {
        const name = (
          control.getAttribute('aria-label') ??
          control.textContent ??
          control.getAttribute('name') ??
          ''
        ).trim();
        small.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}
