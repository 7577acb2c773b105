/**
 * The 26 countries whose numbers the mobile and whatsapp forms take (decision 0007, "Lookup
 * tables"), India first. The stored value is `dialcode`; each is unique, so a select can key its
 * options by it.
 */
export const DIAL_CODES = [
  { id: 1, name: 'India', dialcode: '+91' },
  { id: 2, name: 'United States', dialcode: '+1' },
  { id: 3, name: 'United Kingdom', dialcode: '+44' },
  { id: 4, name: 'United Arab Emirates', dialcode: '+971' },
  { id: 5, name: 'Singapore', dialcode: '+65' },
  { id: 6, name: 'Australia', dialcode: '+61' },
  { id: 7, name: 'Bangladesh', dialcode: '+880' },
  { id: 8, name: 'Bahrain', dialcode: '+973' },
  { id: 9, name: 'China', dialcode: '+86' },
  { id: 10, name: 'France', dialcode: '+33' },
  { id: 11, name: 'Germany', dialcode: '+49' },
  { id: 12, name: 'Hong Kong', dialcode: '+852' },
  { id: 13, name: 'Indonesia', dialcode: '+62' },
  { id: 14, name: 'Italy', dialcode: '+39' },
  { id: 15, name: 'Japan', dialcode: '+81' },
  { id: 16, name: 'Kuwait', dialcode: '+965' },
  { id: 17, name: 'Malaysia', dialcode: '+60' },
  { id: 18, name: 'Nepal', dialcode: '+977' },
  { id: 19, name: 'Netherlands', dialcode: '+31' },
  { id: 20, name: 'New Zealand', dialcode: '+64' },
  { id: 21, name: 'Oman', dialcode: '+968' },
  { id: 22, name: 'Qatar', dialcode: '+974' },
  { id: 23, name: 'Saudi Arabia', dialcode: '+966' },
  { id: 24, name: 'South Africa', dialcode: '+27' },
  { id: 25, name: 'Sri Lanka', dialcode: '+94' },
  { id: 26, name: 'Thailand', dialcode: '+66' },
] as const;
export type DialCode = (typeof DIAL_CODES)[number]['dialcode'];
export const DIAL_CODE_VALUES: DialCode[] = DIAL_CODES.map((country) => country.dialcode);
/**
 * The mobile and whatsapp forms start at India's code (docs/rules.md#limits-labels-and-messages).
 */
export const DEFAULT_DIAL_CODE: DialCode = '+91';
