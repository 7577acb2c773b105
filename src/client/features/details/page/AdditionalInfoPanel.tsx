import {
  ACCOUNT_FIELD_LABELS,
  type AdditionalInfo,
  CAMERA_RESOLUTIONS,
  CAR_COST_BANDS,
  DETAILS_MODAL_TITLES,
  DETAILS_PANEL_TITLES,
  DETAILS_TEXTS,
  DISTANCE_OPTIONS,
  INCOME_BANDS,
  INDUSTRIES,
  INTEREST_LABELS,
  type LookupOption,
  OCCUPATION_LABELS,
} from '../../../../contract';
import { CollapsiblePanel } from './CollapsiblePanel';
import { type Fact, FactList } from './FactList';

const labelOf = (options: readonly LookupOption<number>[], value: number | null) =>
  options.find((option) => option.value === value)?.label;

/** The additional info as label / value rows: the auditor's panel and the manager's card show the same. */
export function additionalInfoFacts(info: AdditionalInfo): Fact[] {
  return [
    {
      label: ACCOUNT_FIELD_LABELS.occupation,
      value: info.occupation && OCCUPATION_LABELS[info.occupation],
    },
    { label: ACCOUNT_FIELD_LABELS.income, value: labelOf(INCOME_BANDS, info.income) },
    { label: ACCOUNT_FIELD_LABELS.company, value: info.company },
    { label: ACCOUNT_FIELD_LABELS.industry, value: labelOf(INDUSTRIES, info.industry) },
    { label: ACCOUNT_FIELD_LABELS.distance, value: labelOf(DISTANCE_OPTIONS, info.distance) },
    {
      label: ACCOUNT_FIELD_LABELS.interest_area,
      value: info.interest_area.map((interest) => INTEREST_LABELS[interest]).join(', '),
    },
    { label: ACCOUNT_FIELD_LABELS.language_known, value: info.language_known.join(', ') },
    {
      label: ACCOUNT_FIELD_LABELS.car_model,
      value: info.has_car ? `${info.car_model} (${labelOf(CAR_COST_BANDS, info.car_cost) ?? ''})` : 'No car',
    },
    {
      label: ACCOUNT_FIELD_LABELS.laptop_model,
      value: info.laptop_owned ? info.laptop_model : 'No laptop',
    },
    { label: ACCOUNT_FIELD_LABELS.mobile_model, value: info.mobile_model },
    {
      label: ACCOUNT_FIELD_LABELS.camera_resoulution,
      value: labelOf(CAMERA_RESOLUTIONS, info.camera_resoulution),
    },
    { label: ACCOUNT_FIELD_LABELS.referral_code, value: info.referral_code },
  ];
}

export function AdditionalInfoPanel({ info }: { info: AdditionalInfo }) {
  return (
    <CollapsiblePanel
      title={DETAILS_PANEL_TITLES.additional}
      initiallyOpen={!info.is_complete}
      tone={info.is_complete ? 'plain' : 'warning'}
      notice={info.is_complete ? undefined : DETAILS_TEXTS.additionalIncomplete}
      editTo="additional/edit"
      editLabel={DETAILS_MODAL_TITLES.additional}
    >
      <FactList facts={additionalInfoFacts(info)} />
    </CollapsiblePanel>
  );
}
