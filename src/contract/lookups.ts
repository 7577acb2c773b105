import { z } from 'zod';

export const GENDERS = ['M', 'F', 'T', 'N'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;
/** The edit form offers only these. */
export const EDITABLE_GENDERS: readonly Gender[] = ['M', 'F', 'N'];
export const GENDER_LABELS: Record<Gender, string> = {
  M: 'Male',
  F: 'Female',
  T: 'Transgender',
  N: 'Prefer not to say',
};

export const PRONOUNS = ['hh', 'sh', 'tt', 'ht', 'st'] as const;
export const pronounSchema = z.enum(PRONOUNS);
export const PRONOUN_LABELS: Record<(typeof PRONOUNS)[number], string> = {
  hh: 'He/Him',
  sh: 'She/Her',
  tt: 'They/Them',
  ht: 'He/They',
  st: 'She/They',
};

export const EDUCATIONS = ['TE', 'TW', 'CO', 'GR', 'PG'] as const;
export const educationSchema = z.enum(EDUCATIONS);
export const EDUCATION_LABELS: Record<(typeof EDUCATIONS)[number], string> = {
  TE: '10th',
  TW: '12th',
  CO: 'In College',
  GR: 'Graduate',
  PG: 'Post Graduate and Above',
};

export const MARITAL_STATUSES = ['S', 'M', 'D', 'W'] as const;
export const maritalStatusSchema = z.enum(MARITAL_STATUSES);
export const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  S: 'Single',
  M: 'Married',
  D: 'Divorced',
  W: 'Widowed',
};

export const OCCUPATIONS = [
  'STUDENT',
  'SERVICE',
  'SELF_EMPLOYED',
  'BUSINESS',
  'UNEMPLOYED',
  'RETIRED',
] as const;
export const occupationSchema = z.enum(OCCUPATIONS);

export const PROOF_TYPES = ['AUDIO', 'PHOTO', 'VIDEO', 'OTHER', 'ID_PROOF'] as const;
export const proofTypeSchema = z.enum(PROOF_TYPES);
export type ProofType = z.infer<typeof proofTypeSchema>;

export const QUESTION_TYPES = ['PLAIN', 'MUTEX', 'MULTISELECT'] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  PLAIN: 'Plain',
  MUTEX: 'Mutually Exclusive',
  MULTISELECT: 'Multiple Select',
};

export const AUDIT_TYPES = ['MYSTERY_AUDIT', 'REVEALED_AUDIT', 'MYSTERY_REVEALED'] as const;
export const auditTypeSchema = z.enum(AUDIT_TYPES);
export const AUDIT_TYPE_LABELS: Record<(typeof AUDIT_TYPES)[number], string> = {
  MYSTERY_AUDIT: 'Mystery Audit',
  REVEALED_AUDIT: 'Revealed Audit',
  MYSTERY_REVEALED: 'Mystery + Revealed Audit',
};

export const REFERRAL_TYPES = ['SIGNUP', 'AUDIT', 'PAID'] as const;
export const referralTypeSchema = z.enum(REFERRAL_TYPES);

export const DISTANCE_OPTIONS_KM = [1, 5, 10, 20, 50, 100] as const;
