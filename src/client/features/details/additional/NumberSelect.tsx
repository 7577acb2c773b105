import type { UseFormReturn } from 'react-hook-form';
import {
  ACCOUNT_FIELD_LABELS,
  CAMERA_RESOLUTIONS,
  CAR_COST_BANDS,
  DISTANCE_OPTIONS,
  INCOME_BANDS,
  INDUSTRIES,
  type LookupOption,
} from '../../../../contract';
import { LookupSelect } from '../../../forms/LookupSelect';
import { optionalNumber } from '../../../forms/selectValues';
import type { AdditionalBody, AdditionalValues } from './additionalValues';

type NumberName = 'income' | 'industry' | 'distance' | 'car_cost' | 'camera_resoulution';

const OPTIONS: Record<NumberName, readonly LookupOption<number>[]> = {
  income: INCOME_BANDS,
  industry: INDUSTRIES,
  distance: DISTANCE_OPTIONS,
  car_cost: CAR_COST_BANDS,
  camera_resoulution: CAMERA_RESOLUTIONS,
};

interface NumberSelectProps {
  form: UseFormReturn<AdditionalValues, unknown, AdditionalBody>;
  id: string;
  name: NumberName;
}

/** One of the additional form's required selects of numeric codes, over its contract lookup. */
export function NumberSelect({ form, id, name }: NumberSelectProps) {
  return (
    <LookupSelect
      id={id}
      label={ACCOUNT_FIELD_LABELS[name]}
      required
      options={OPTIONS[name]}
      error={form.formState.errors[name]}
      registration={form.register(name, { setValueAs: optionalNumber })}
    />
  );
}
