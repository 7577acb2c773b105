import { z } from 'zod';
import { AUDIT_TYPES } from './auditTypes';

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
export type Occupation = z.infer<typeof occupationSchema>;
export const OCCUPATION_LABELS: Record<Occupation, string> = {
  STUDENT: 'Student',
  SERVICE: 'Service',
  SELF_EMPLOYED: 'Self Employed',
  BUSINESS: 'Business',
  UNEMPLOYED: 'Unemployed',
  RETIRED: 'Retired',
};

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

export const auditTypeSchema = z.enum(AUDIT_TYPES);

export const REFERRAL_TYPES = ['SIGNUP', 'AUDIT', 'PAID'] as const;
export const referralTypeSchema = z.enum(REFERRAL_TYPES);
export type ReferralType = (typeof REFERRAL_TYPES)[number];

/** A value stored on the account and the text a select shows for it. */
export interface LookupOption<V extends string | number> {
  value: V;
  label: string;
}

const valuesOf = <V extends string | number>(options: readonly LookupOption<V>[]): V[] =>
  options.map((option) => option.value);

/** Preferred travel distance for audits, in km (docs/rules.md#limits-labels-and-messages). */
export const DISTANCE_OPTIONS_KM = [1, 5, 10, 20, 50, 100] as const;
export type DistanceKm = (typeof DISTANCE_OPTIONS_KM)[number];
export const DISTANCE_OPTIONS: readonly LookupOption<DistanceKm>[] = DISTANCE_OPTIONS_KM.map((km) => ({
  value: km,
  label: `${km} km`,
}));

/** Yearly income in rupees; 0 is also what a student's income is fixed at (decision 0007). */
export const INCOME_BANDS = [
  { value: 0, label: 'No income' },
  { value: 1, label: 'Up to ₹2.5 lakh a year' },
  { value: 2, label: '₹2.5 lakh to ₹5 lakh a year' },
  { value: 3, label: '₹5 lakh to ₹10 lakh a year' },
  { value: 4, label: '₹10 lakh to ₹15 lakh a year' },
  { value: 5, label: '₹15 lakh to ₹25 lakh a year' },
  { value: 6, label: 'More than ₹25 lakh a year' },
] as const satisfies readonly LookupOption<number>[];
export type IncomeBand = (typeof INCOME_BANDS)[number]['value'];
export const INCOME_VALUES: IncomeBand[] = valuesOf(INCOME_BANDS);
export const NO_INCOME: IncomeBand = 0;

/** What the auditor's car cost when new, in rupees. */
export const CAR_COST_BANDS = [
  { value: 1, label: 'Up to ₹5 lakh' },
  { value: 2, label: '₹5 lakh to ₹10 lakh' },
  { value: 3, label: '₹10 lakh to ₹20 lakh' },
  { value: 4, label: '₹20 lakh to ₹40 lakh' },
  { value: 5, label: 'More than ₹40 lakh' },
] as const satisfies readonly LookupOption<number>[];
export type CarCostBand = (typeof CAR_COST_BANDS)[number]['value'];
export const CAR_COST_VALUES: CarCostBand[] = valuesOf(CAR_COST_BANDS);

/** The phone camera the auditor takes proof photos with (spec: "1 to 5 Megapixel" up to "No Camera"). */
export const CAMERA_RESOLUTIONS = [
  { value: 1, label: '1 to 5 Megapixel' },
  { value: 2, label: '5 to 12 Megapixel' },
  { value: 3, label: '12 to 20 Megapixel' },
  { value: 4, label: '20 to 48 Megapixel' },
  { value: 5, label: 'More than 48 Megapixel' },
  { value: 6, label: 'No Camera' },
] as const satisfies readonly LookupOption<number>[];
export type CameraResolution = (typeof CAMERA_RESOLUTIONS)[number]['value'];
export const CAMERA_RESOLUTION_VALUES: CameraResolution[] = valuesOf(CAMERA_RESOLUTIONS);

/**
 * Industries 1-43, the last 'Other' (decision 0007, "Lookup tables"). Codes are stored on accounts
 * and used by the manager's auditor filter, so an entry may be renamed but never moved.
 */
export const INDUSTRIES = [
  { value: 1, label: 'Advertising & Marketing' },
  { value: 2, label: 'Agriculture & Dairy' },
  { value: 3, label: 'Media, Animation & Design' },
  { value: 4, label: 'Automobile' },
  { value: 5, label: 'IT & Software' },
  { value: 6, label: 'Aviation & Airlines' },
  { value: 7, label: 'Banking & Financial Services' },
  { value: 8, label: 'Healthcare & Hospitals' },
  { value: 9, label: 'BPO & Call Centres' },
  { value: 10, label: 'Education & Training' },
  { value: 11, label: 'Chemicals & Fertilisers' },
  { value: 12, label: 'Analytics & Market Research' },
  { value: 13, label: 'Construction & Real Estate' },
  { value: 14, label: 'Consumer Electronics & Appliances' },
  { value: 15, label: 'Wholesale Trade & Distribution' },
  { value: 16, label: 'E-commerce & Internet' },
  { value: 17, label: 'Energy, Oil & Gas' },
  { value: 18, label: 'Retail' },
  { value: 19, label: 'FMCG' },
  { value: 20, label: 'Fashion & Apparel' },
  { value: 21, label: 'Food & Beverages' },
  { value: 22, label: 'Accounting & Audit' },
  { value: 23, label: 'Gems & Jewellery' },
  { value: 24, label: 'Hotels & Hospitality' },
  { value: 25, label: 'Insurance' },
  { value: 26, label: 'Legal Services' },
  { value: 27, label: 'Logistics & Courier' },
  { value: 28, label: 'Manufacturing & Engineering' },
  { value: 29, label: 'Mining & Metals' },
  { value: 30, label: 'Government & Public Sector' },
  { value: 31, label: 'NGO & Social Services' },
  { value: 32, label: 'Pharmaceuticals' },
  { value: 33, label: 'Printing & Packaging' },
  { value: 34, label: 'Restaurants & Food Service' },
  { value: 35, label: 'Security Services' },
  { value: 36, label: 'Sports & Fitness' },
  { value: 37, label: 'Telecom' },
  { value: 38, label: 'Textiles' },
  { value: 39, label: 'Travel & Tourism' },
  { value: 40, label: 'Beauty & Wellness' },
  { value: 41, label: 'Defence & Armed Forces' },
  { value: 42, label: 'Entertainment & Gaming' },
  { value: 43, label: 'Other' },
] as const satisfies readonly LookupOption<number>[];
export type Industry = (typeof INDUSTRIES)[number]['value'];
export const INDUSTRY_VALUES: Industry[] = valuesOf(INDUSTRIES);

/**
 * Interest categories (decision 0007, "Lookup tables": 26, e.g. ADVERTISING, BANKING, FITNESS,
 * TRAVEL, OTHERS).
 */
export const INTEREST_CATEGORIES = [
  'ADVERTISING',
  'AUTOMOBILE',
  'BANKING',
  'BEAUTY',
  'BOOKS',
  'EDUCATION',
  'ELECTRONICS',
  'ENTERTAINMENT',
  'FASHION',
  'FINANCE',
  'FITNESS',
  'FOOD',
  'GAMING',
  'HEALTHCARE',
  'HOME_DECOR',
  'INSURANCE',
  'MUSIC',
  'PETS',
  'PHOTOGRAPHY',
  'REAL_ESTATE',
  'RETAIL',
  'SPORTS',
  'TECHNOLOGY',
  'TELECOM',
  'TRAVEL',
  'OTHERS',
] as const;
export type InterestCategory = (typeof INTEREST_CATEGORIES)[number];
export const INTEREST_LABELS: Record<InterestCategory, string> = {
  ADVERTISING: 'Advertising',
  AUTOMOBILE: 'Automobile',
  BANKING: 'Banking',
  BEAUTY: 'Beauty & Personal Care',
  BOOKS: 'Books',
  EDUCATION: 'Education',
  ELECTRONICS: 'Electronics',
  ENTERTAINMENT: 'Entertainment',
  FASHION: 'Fashion',
  FINANCE: 'Finance & Investing',
  FITNESS: 'Fitness',
  FOOD: 'Food & Dining',
  GAMING: 'Gaming',
  HEALTHCARE: 'Healthcare',
  HOME_DECOR: 'Home Decor',
  INSURANCE: 'Insurance',
  MUSIC: 'Music',
  PETS: 'Pets',
  PHOTOGRAPHY: 'Photography',
  REAL_ESTATE: 'Real Estate',
  RETAIL: 'Retail',
  SPORTS: 'Sports',
  TECHNOLOGY: 'Technology',
  TELECOM: 'Telecom',
  TRAVEL: 'Travel',
  OTHERS: 'Others',
};
const interestSet: ReadonlySet<string> = new Set(INTEREST_CATEGORIES);
export const isInterestCategory = (value: string): value is InterestCategory => interestSet.has(value);

/**
 * Languages an auditor can audit in (decision 0007, "Lookup tables": about 46): English, India's
 * scheduled and other widely spoken languages, then world languages. The name is the stored value.
 */
export const LANGUAGES = [
  'English',
  'Assamese',
  'Bengali',
  'Bhojpuri',
  'Bodo',
  'Dogri',
  'Gujarati',
  'Haryanvi',
  'Hindi',
  'Kannada',
  'Kashmiri',
  'Konkani',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Nepali',
  'Odia',
  'Punjabi',
  'Sanskrit',
  'Santali',
  'Sindhi',
  'Tamil',
  'Telugu',
  'Tulu',
  'Urdu',
  'Arabic',
  'Chinese',
  'Dutch',
  'French',
  'German',
  'Greek',
  'Hebrew',
  'Indonesian',
  'Italian',
  'Japanese',
  'Korean',
  'Malay',
  'Persian',
  'Portuguese',
  'Russian',
  'Sinhala',
  'Spanish',
  'Swahili',
  'Thai',
  'Turkish',
] as const;
export type Language = (typeof LANGUAGES)[number];
const languageSet: ReadonlySet<string> = new Set(LANGUAGES);
export const isLanguage = (value: string): value is Language => languageSet.has(value);
