import type { z } from 'zod';
import type { AdditionalInfo, additionalInfoBodySchema } from '../../../../contract';

/** The form's values (what the contract schema reads) and what it hands to the save. */
export type AdditionalValues = z.input<typeof additionalInfoBodySchema>;
export type AdditionalBody = z.output<typeof additionalInfoBodySchema>;

/** What was saved, as the form's starting values (null is "not chosen yet"). */
export function additionalDefaults(info: AdditionalInfo): Partial<AdditionalValues> {
  return {
    occupation: info.occupation ?? undefined,
    income: info.income ?? undefined,
    distance: info.distance ?? undefined,
    industry: info.industry ?? undefined,
    company: info.company,
    interest_area: info.interest_area,
    language_known: info.language_known,
    has_car: info.has_car,
    car_model: info.car_model,
    car_cost: info.car_cost ?? undefined,
    laptop_owned: info.laptop_owned,
    laptop_model: info.laptop_model,
    mobile_model: info.mobile_model,
    camera_resoulution: info.camera_resoulution ?? undefined,
  };
}
