import {
  type AdditionalInfo,
  type AdditionalInfoBody,
  cameraResolutionSchema,
  carCostSchema,
  distanceSchema,
  incomeBandSchema,
  industrySchema,
  isAdditionalComplete,
  isInterestCategory,
  isLanguage,
  occupationSchema,
} from '../../contract';
import type { Db } from '../db/database';
import { additionalInfoRow, upsertAdditionalInfo } from '../repositories/accountDetails';
import { tourFlag } from '../repositories/accountFlags';
import { fromFlag, storedChoice, storedList, toFlag } from './storedValues';

/** GET auditor/additional_info; before the first save every field reads empty. */
export async function loadAdditionalInfo(db: Db, userId: number): Promise<AdditionalInfo> {
  const row = await additionalInfoRow(db, userId);
  const tourComplete = await tourFlag(db, userId);
  const occupation = storedChoice(occupationSchema, row?.occupation);
  const interests = storedList(row?.interest_area, isInterestCategory);
  const languages = storedList(row?.language_known, isLanguage);
  return {
    referral_code: row?.referral_code ?? null,
    occupation,
    income: storedChoice(incomeBandSchema, row?.income),
    distance: storedChoice(distanceSchema, row?.distance),
    industry: storedChoice(industrySchema, row?.industry),
    company: row?.company ?? '',
    interest_area: interests,
    language_known: languages,
    has_car: fromFlag(row?.has_car),
    car_model: row?.car_model ?? '',
    car_cost: storedChoice(carCostSchema, row?.car_cost),
    laptop_owned: fromFlag(row?.laptop_owned),
    laptop_model: row?.laptop_model ?? '',
    mobile_model: row?.mobile_model ?? '',
    camera_resoulution: storedChoice(cameraResolutionSchema, row?.camera_resolution),
    is_complete: row
      ? isAdditionalComplete(
          { ...row, interest_area: interests, language_known: languages },
          occupation === 'STUDENT',
        )
      : false,
    is_tour_complete: fromFlag(tourComplete),
  };
}

/** POST auditor/additional_info: the body arrives with the form's rules applied (contract). */
export async function saveAdditionalInfo(db: Db, userId: number, body: AdditionalInfoBody): Promise<void> {
  const fields = {
    occupation: body.occupation,
    income: body.income,
    distance: body.distance,
    industry: body.industry,
    company: body.company,
    interest_area: JSON.stringify(body.interest_area),
    language_known: JSON.stringify(body.language_known),
    has_car: toFlag(body.has_car),
    car_model: body.car_model,
    car_cost: body.car_cost,
    laptop_owned: toFlag(body.laptop_owned),
    laptop_model: body.laptop_model,
    mobile_model: body.mobile_model,
    camera_resolution: body.camera_resoulution,
    updated_at: new Date().toISOString(),
  };
  await upsertAdditionalInfo(db, userId, fields);
}
