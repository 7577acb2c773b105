import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ACCOUNT_FIELD_LABELS } from '../../../../contract';
import type { AdditionalBody, AdditionalValues } from './additionalValues';

interface OwnedItemFieldsProps {
  form: UseFormReturn<AdditionalValues, unknown, AdditionalBody>;
  idPrefix: string;
  toggle: 'has_car' | 'laptop_owned';
  /** clears the item's fields: unticking means the auditor does not own one */
  onUntick: () => void;
  /** the item's fields, shown only while the box is ticked */
  children: ReactNode;
}

/** "I own a car" / "I own a laptop": a tick that reveals the item's fields. */
export function OwnedItemFields({ form, idPrefix, toggle, onUntick, children }: OwnedItemFieldsProps) {
  const owned = form.watch(toggle);
  const id = `${idPrefix}-${toggle}`;
  return (
    <div className="owned-item">
      <label className="checkbox-option" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          {...form.register(toggle, {
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked) onUntick();
            },
          })}
        />
        {ACCOUNT_FIELD_LABELS[toggle]}
      </label>
      {/* hidden rather than unmounted: a remounted field would take back its saved value */}
      <div className="owned-item-fields" hidden={!owned}>
        {children}
      </div>
    </div>
  );
}
