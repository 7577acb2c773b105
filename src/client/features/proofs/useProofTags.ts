import { useCallback, useMemo } from 'react';
import { type ProofTag, tagsOfSection } from '../../../contract';
import { getProofTags } from '../../api/reportProofs';
import { useRemoteData } from '../../session/useRemoteData';

const NO_TAGS: ProofTag[] = [];

/**
 * The proof tags of a report's cycle, read once per report page, split by section: an auditor
 * sees only the tags of a proof's own section (decision 0014). Offline, the service worker's
 * copy; none while they load or when there is none.
 */
export function useProofTagsBySection(cycleId: number): (sectionId: number) => ProofTag[] {
  const load = useCallback(() => getProofTags(cycleId), [cycleId]);
  const tags = useRemoteData(load);
  const all = tags.status === 'ready' ? tags.data : NO_TAGS;
  const bySection = useMemo(() => {
    const sections = new Map<number, ProofTag[]>();
    for (const tag of all)
      if (tag.section_id !== null && !sections.has(tag.section_id))
        sections.set(tag.section_id, tagsOfSection(all, tag.section_id));
    return sections;
  }, [all]);
  return useCallback((sectionId: number) => bySection.get(sectionId) ?? NO_TAGS, [bySection]);
}
