import { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  choice,
  choiceList,
  numericChoice,
  optionalText,
  requiredText,
  yesNo,
} from './accountFields';
import {
  CAMERA_RESOLUTION_VALUES,
  CAR_COST_VALUES,
  DISTANCE_OPTIONS_KM,
  INCOME_VALUES,
  INDUSTRY_VALUES,
  INTEREST_CATEGORIES,
  LANGUAGES,
  NO_INCOME,
  OCCUPATIONS,
  occupationSchema,
} from './lookups';

export const incomeBandSchema = numericChoice(INCOME_VALUES);
export const distanceSchema = numericChoice(DISTANCE_OPTIONS_KM);
export const industrySchema = numericChoice(INDUSTRY_VALUES);
export const carCostSchema = numericChoice(CAR_COST_VALUES);
export const cameraResolutionSchema = numericChoice(CAMERA_RESOLUTION_VALUES);
export const interestListSchema = choiceList(INTEREST_CATEGORIES);
export const languageListSchema = choiceList(LANGUAGES);

const additionalInfoFields = z.object({
  occupation: choice(OCCUPATIONS),
  /** required unless the occupation is STUDENT, whose income is always 0 */
  income: incomeBandSchema.nullish(),
  distance: distanceSchema,
  industry: industrySchema,
  company: optionalText(ACCOUNT_LIMITS.companyMax),
  interest_area: interestListSchema,
  language_known: languageListSchema,
  has_car: yesNo().default(false),
  car_model: optionalText(ACCOUNT_LIMITS.modelMax),
  car_cost: carCostSchema.nullish(),
  laptop_owned: yesNo().default(false),
  laptop_model: optionalText(ACCOUNT_LIMITS.modelMax),
  mobile_model: requiredText(ACCOUNT_LIMITS.modelMax),
  /** spelt so on the wire (decision 0007); stored as camera_resolution */
  camera_resoulution: cameraResolutionSchema,
});

/**
 * POST auditor/additional_info, with the form's rules (decision 0007) applied on the server too: a
 * STUDENT's income is 0 whatever was sent; the car fields are required with has_car and cleared
 * without it; the laptop model likewise with laptop_owned.
 */
export const additionalInfoBodySchema = additionalInfoFields.transform((info, ctx) => {
  let complete = true;
  const require = (field: 'income' | 'car_model' | 'car_cost' | 'laptop_model', filled: boolean) => {
    if (filled) return;
    complete = false;
    ctx.addIssue({ code: 'custom', path: [field], message: ACCOUNT_MESSAGES.required, input: info[field] });
  };
  const income = info.occupation === 'STUDENT' ? NO_INCOME : (info.income ?? null);
  const carCost = info.has_car ? (info.car_cost ?? null) : null;
  require('income', income !== null);
  if (info.has_car) {
    require('car_model', info.car_model !== '');
    require('car_cost', carCost !== null);
  }
  if (info.laptop_owned) require('laptop_model', info.laptop_model !== '');
  if (income === null || !complete) return z.NEVER;
  return {
    ...info,
    income,
    car_model: info.has_car ? info.car_model : '',
    car_cost: carCost,
    laptop_model: info.laptop_owned ? info.laptop_model : '',
  };
});
export type AdditionalInfoBody = z.infer<typeof additionalInfoBodySchema>;

/** GET and POST auditor/additional_info: what was saved, with completeness and the tour flag. */
export const additionalInfoSchema = z.object({
  /** the code of whoever referred this auditor at sign-up; not editable */
  referral_code: z.string().nullable(),
  occupation: occupationSchema.nullable(),
  income: incomeBandSchema.nullable(),
  distance: distanceSchema.nullable(),
  industry: industrySchema.nullable(),
  company: z.string(),
  interest_area: z.array(z.enum(INTEREST_CATEGORIES)),
  language_known: z.array(z.enum(LANGUAGES)),
  has_car: z.boolean(),
  car_model: z.string(),
  car_cost: carCostSchema.nullable(),
  laptop_owned: z.boolean(),
  laptop_model: z.string(),
  mobile_model: z.string(),
  camera_resoulution: cameraResolutionSchema.nullable(),
  is_complete: z.boolean(),
  is_tour_complete: z.boolean(),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;
