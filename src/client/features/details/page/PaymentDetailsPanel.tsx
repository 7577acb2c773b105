import {
  ACCOUNT_FIELD_LABELS,
  type BankInfo,
  DETAILS_MODAL_TITLES,
  DETAILS_PANEL_TITLES,
  DETAILS_TEXTS,
} from '../../../../contract';
import { CollapsiblePanel, type PanelTone } from './CollapsiblePanel';
import { FactList } from './FactList';

/**
 * The panel's look from the bank's flags (decision 0030): complete and valid folds, complete but
 * invalid is red.
 */
export function paymentPanelState(bank: BankInfo): { open: boolean; tone: PanelTone; notice?: string } {
  if (!bank.is_complete) return { open: true, tone: 'warning', notice: DETAILS_TEXTS.bankIncomplete };
  if (!bank.is_valid) return { open: true, tone: 'danger', notice: DETAILS_TEXTS.bankInvalid };
  return { open: false, tone: 'plain' };
}

export function PaymentDetailsPanel({ bank }: { bank: BankInfo }) {
  const state = paymentPanelState(bank);
  const facts = bank.pays_by_paypal
    ? [{ label: ACCOUNT_FIELD_LABELS.paypal, value: bank.paypal }]
    : [
        { label: ACCOUNT_FIELD_LABELS.bank_name_from_ifsc, value: bank.bank_name_from_ifsc },
        { label: ACCOUNT_FIELD_LABELS.account_holder_name, value: bank.account_holder_name },
        { label: ACCOUNT_FIELD_LABELS.account_number, value: bank.account_number },
        { label: ACCOUNT_FIELD_LABELS.ifsc_code, value: bank.ifsc_code },
        { label: ACCOUNT_FIELD_LABELS.pan_number, value: bank.pan_number },
      ];
  return (
    <CollapsiblePanel
      title={DETAILS_PANEL_TITLES.payment}
      initiallyOpen={state.open}
      tone={state.tone}
      notice={state.notice}
      editTo="bank/edit"
      editLabel={DETAILS_MODAL_TITLES.bank}
    >
      <FactList facts={facts} />
    </CollapsiblePanel>
  );
}
