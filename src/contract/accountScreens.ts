/**
 * Texts of the details page and its edit modals (decision 0007; docs/rules.md#screens):
 * panel and modal titles, the account block's labels and the toasts after a save.
 */
import type { PersonalField } from './profileCompletion';

export const DETAILS_PANEL_TITLES = {
  personal: 'Personal Information',
  payment: 'Payment Details',
  additional: 'Additional Info',
  idProofs: 'ID Proofs',
  dataViews: 'Who looked at your data',
} as const;

export const DETAILS_MODAL_TITLES = {
  profile: 'Edit Personal Information',
  bank: 'Edit Bank Info',
  additional: 'Edit Additional Info',
  preferences: 'Change Preferences',
  mobile: 'Update Mobile Number',
  whatsapp: 'Update Whatsapp Number',
} as const;

export const DETAILS_TEXTS = {
  pageTitle: 'My Profile',
  edit: 'Edit',
  save: 'Save',
  saving: 'saving...',
  cancel: 'Cancel',
  /** an edit form opened with values kept on the device from before a reload or a closed tab */
  draftRestored: 'What you typed before the page closed is back. Save it, or Cancel to drop it.',
  notSet: 'Not set',
  requiredMarker: 'required',
  /** names what is missing (the mobile number has its own form, so it is easy to overlook) */
  personalIncomplete: (missing: string[]) =>
    `Your personal information is incomplete: add your ${missing.join(', ')}. Please complete it to view available audits.`,
  completePersonalInfo: 'Complete your personal information',
  enterMobileNumber: 'Enter the mobile number',
  bankInvalid: 'Your IFSC code or PAN number looks wrong. Please check and correct your bank details.',
  bankIncomplete: 'Add your payment details to apply for audits.',
  additionalIncomplete: 'Please complete your additional information.',
  profileCompletion: 'Profile Completion',
  certificationScore: 'Certification Score',
  notAvailable: 'N/A',
  takeCertification: 'Take the certification test',
  email: 'Email',
  mobileNumber: 'Mobile Number',
  addMobileNumber: 'Add your mobile number',
  whatsappNumber: 'Whatsapp Number',
  addWhatsappNumber: 'Add your whatsapp number',
  changePassword: 'Change Password',
  receiveOpportunities: 'Receive new opportunities on',
  preferenceEmail: 'Email',
  preferenceWhatsapp: 'Whatsapp',
  receiveUpdates: 'Updates on your audits',
  /** the Whatsapp preference is on but there is no number to send to */
  preferenceNeedsWhatsappNumber: 'add a Whatsapp number to receive them there',
  deactivate: 'Deactivate my profile',
  deactivateQuestion:
    'Are you sure you want to deactivate your profile? You will be logged out and will not be able to log in again until support reactivates it.',
  deactivateConfirm: 'Yes, deactivate',
  deactivating: 'deactivating...',
  loadFailed: 'Your details could not be loaded.',
} as const;

/** The toast after each modal's successful save. */
export const DETAILS_SAVED_MESSAGES = {
  profile: 'Personal information saved',
  bank: 'Bank details saved',
  additional: 'Additional information saved',
  preferences: 'Preferences saved',
  mobile: 'Mobile number saved',
  whatsapp: 'Whatsapp number saved',
} as const;

/** Field labels of the edit forms; the phone fields say 10-digit (decision 0007). */
export const ACCOUNT_FIELD_LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  pronouns: 'Pronouns',
  gender: 'Gender',
  education: 'Education',
  date_of_birth: 'Date of Birth',
  birthYear: 'Year',
  birthMonth: 'Month',
  birthDay: 'Day',
  marital_status: 'Marital Status',
  address: 'Address',
  country: 'Country',
  state: 'State',
  city_id: 'City',
  pincode: 'Pincode',
  bank_name_from_ifsc: 'Bank Name',
  account_holder_name: 'Account Holder Name',
  account_number: 'Account Number',
  ifsc_code: 'IFSC Code',
  pan_number: 'PAN Number',
  paypal: 'PayPal ID',
  referral_code: 'Referral Code',
  occupation: 'Occupation',
  income: 'Income',
  distance: 'Preferred distance for audits',
  industry: 'Industry',
  company: 'Company',
  interest_area: 'Interests',
  language_known: 'Languages Known',
  has_car: 'I own a car',
  car_model: 'Car Model',
  car_cost: 'Car Cost',
  laptop_owned: 'I own a laptop',
  laptop_model: 'Laptop Model',
  mobile_model: 'Mobile Model',
  camera_resoulution: 'Mobile Camera Resolution',
  receive_new_opportunities_email: 'Receive new opportunities by email',
  receive_new_opportunities_sms: 'Receive new opportunities by SMS / Whatsapp',
  receive_transactional_whatsapp_message: 'Receive messages about your audits on Whatsapp',
  receive_updates_email: 'Receive updates on your applications, reports and payments by email',
  dial_code: 'Dial code',
  mobile_number: 'Mobile Number (10-digit)',
  whatsapp_dial_code: 'Dial code',
  whatsapp_number: 'Whatsapp Number (10-digit)',
} as const;

export const CHOOSE_PLACEHOLDER = 'Select';

/**
 * A personal field as a sentence names it ("add your mobile number"): its form label in lower
 * case, without the label's hint in brackets ("Mobile Number (10-digit)").
 */
export function personalFieldName(field: PersonalField): string {
  return ACCOUNT_FIELD_LABELS[field].replace(/\s*\(.*\)$/, '').toLowerCase();
}
