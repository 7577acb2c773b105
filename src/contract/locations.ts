import { z } from 'zod';
import { citySchema } from './dashboard';

/**
 * The location lists behind the country → state → city selects (the original portal's: "countries
 * (code to name map), states (code to name map), cities (id, name, state, country)").
 */

/** GET auditor/country: every country, code → name. */
export const countryListSchema = z.record(z.string(), z.string());
export type CountryList = z.infer<typeof countryListSchema>;

/** GET auditor/state/{country}: the states of one country, code → name ({} for an unknown country). */
export const stateListSchema = z.record(z.string(), z.string());
export type StateList = z.infer<typeof stateListSchema>;

/** GET auditor/city/{state}: the cities of one state, by name, each as the profile shows a city. */
export const cityListSchema = z.array(citySchema);
export type CityList = z.infer<typeof cityListSchema>;

/** A country or state code in a path: letters and digits (ISO 3166 codes). */
const locationCode = z
  .string()
  .max(10, { error: 'Unknown code.' })
  .regex(/^[A-Za-z0-9]{1,10}$/, { error: 'Unknown code.' });
export const countryParamsSchema = z.object({ country: locationCode });
export const stateParamsSchema = z.object({ state: locationCode });
/** State codes are unique per country; the optional country narrows a code shared by two countries. */
export const cityQuerySchema = z.object({ country: locationCode.optional() });

/**
 * GET manager/location (ours, decision 0024): the states where auditors live, each with its cities,
 * by id, for the auditor directory's state and city filters (which take ids).
 */
export const managerLocationTreeSchema = z.object({
  states: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type ManagerLocationTree = z.infer<typeof managerLocationTreeSchema>;
