import type { ReceiptProblem, Section } from '../../../contract';
import type { ProofRecord } from '../../../offline';

/** A receipt's item as the auditor knows it: the question's text, the section's name, the file's name. */
export function receiptItemLabel(
  problem: ReceiptProblem,
  sections: readonly Section[],
  proofs: readonly ProofRecord[],
): string {
  const id = Number(problem.ref);
  const question = sections.flatMap((section) => section.questions).find((q) => q.id === id);
  const sectionName = (sectionId: number) => sections.find((s) => s.id === sectionId)?.name ?? 'its section';
  switch (problem.kind) {
    case 'answer':
      return `Answer to “${question?.question_txt ?? `question ${problem.ref}`}”`;
    case 'answer_comment':
      return `Comment on “${question?.question_txt ?? `question ${problem.ref}`}”`;
    case 'section_comment':
      return `Comment on ${sectionName(id)}`;
    case 'summary':
      return 'The report summary';
    case 'proof': {
      const proof = proofs.find((p) => p.id === problem.ref);
      return proof ? `${proof.fileName} in ${sectionName(proof.sectionId)}` : 'A proof file';
    }
  }
}

/** The section a proof belongs to, by name, for the way to pick it again. */
export function proofSectionName(
  ref: string | null,
  sections: readonly Section[],
  proofs: readonly ProofRecord[],
) {
  const proof = proofs.find((p) => p.id === ref);
  return sections.find((s) => s.id === proof?.sectionId)?.name ?? 'its section';
}
