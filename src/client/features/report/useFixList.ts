import { useMemo } from 'react';
import { type FixItem, fixList } from '../../../contract';
import type { ReportView } from './useReport';

const NONE: FixItem[] = [];

/** The report's fix list from the server's flags and the device's answers (contract/reportFixes.ts). */
export function useFixList(report: ReportView): FixItem[] {
  const { server, answers, sectionComments } = report;
  return useMemo(() => {
    if (!server?.sections) return NONE;
    const sections = [...server.sections]
      .sort((a, b) => a.sequence - b.sequence)
      .map((section) => ({
        ...section,
        questions: [...section.questions].sort((a, b) => a.sequence - b.sequence),
      }));
    const items = fixList({
      sections,
      serverAnswers: server.answers ?? [],
      reportSections: server.reportSections ?? [],
      answers,
      sectionComments,
    });
    return items.length === 0 ? NONE : items;
  }, [server, answers, sectionComments]);
}
