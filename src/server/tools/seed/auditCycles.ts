import type { AUDIT_CYCLE_STATUSES, AUDIT_TYPES } from '../../../contract';
import { CYCLE_DESCRIPTIONS, CYCLE_GUIDELINES } from './cycleTexts';

export interface AuditSeed {
  store: string;
  feeRupees: number;
  reimbursementRupees: number;
  /** markdown notes the auditor sees once approved */
  notes?: string;
}

export interface CycleSeed {
  key: string;
  client: string;
  title: string;
  type: (typeof AUDIT_TYPES)[number];
  status: (typeof AUDIT_CYCLE_STATUSES)[number];
  /** days from today */
  startDay: number;
  endDay: number;
  /** ISO weekdays its audits are done on (decision 0066); absent: every day */
  auditWeekdays?: number[];
  description: string;
  guidelines: string;
  guidelinePdf: string;
  supportPageLink: string | null;
  auditReportSummary: boolean;
  /** eligibility; the 'date availability' factor is added from the cycle dates */
  alignment: Record<string, string[]>;
  managers: Array<[name: string, mobile: string]>;
  audits: AuditSeed[];
}

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

export const CYCLES: CycleSeed[] = [
  {
    key: 'cafe',
    client: 'kaapi-kulture',
    title: 'Café Experience Audit',
    type: 'MYSTERY_AUDIT',
    status: 'ACTIVE',
    startDay: -12,
    endDay: 30,
    description: CYCLE_DESCRIPTIONS.cafe,
    guidelines: CYCLE_GUIDELINES.walkIn,
    guidelinePdf: '/guidelines/kaapi-kulture-cafe-audit.pdf',
    supportPageLink: 'https://support.auditly.example/kaapi-kulture-cafe-audit',
    auditReportSummary: true,
    alignment: {
      gender: ['M', 'F'],
      education: ['GR', 'PG'],
      income: ['2', '3', '4'],
      auditor_rating: ['3', '4', '5'],
    },
    managers: [
      ['Nikhil Sawant', '9867012458'],
      ['Aarti Kulkarni', '9822043317'],
    ],
    audits: [
      {
        store: 'kk-bandra',
        feeRupees: 500,
        reimbursementRupees: 300,
        notes: 'Visit between **4 pm and 7 pm** on a weekday: the client wants the evening rush measured.',
      },
      { store: 'kk-powai', feeRupees: 450, reimbursementRupees: 300 },
      { store: 'kk-koregaon', feeRupees: 450, reimbursementRupees: 250 },
      { store: 'kk-indiranagar', feeRupees: 500, reimbursementRupees: 300 },
      { store: 'kk-koramangala', feeRupees: 550, reimbursementRupees: 300 },
      { store: 'kk-besant', feeRupees: 450, reimbursementRupees: 250 },
      { store: 'kk-jubilee', feeRupees: 500, reimbursementRupees: 250 },
    ],
  },
  {
    key: 'smartphone',
    client: 'voltkart',
    title: 'Smartphone Purchase Journey',
    type: 'MYSTERY_REVEALED',
    status: 'ACTIVE',
    startDay: -8,
    endDay: 40,
    description: CYCLE_DESCRIPTIONS.smartphone,
    guidelines: CYCLE_GUIDELINES.revealed,
    guidelinePdf: '/guidelines/voltkart-showroom-audit.pdf',
    supportPageLink: null,
    auditReportSummary: true,
    alignment: {
      gender: ['M', 'F'],
      education: ['TW', 'CO', 'GR', 'PG'],
      income: ['3', '4', '5'],
      car_cost: ['2', '3', '4'],
      // the demo auditor's reviewed reports average 77.5 (a report rating of 3): the demo can book here
      report_rating: ['3', '4', '5'],
    },
    managers: [
      ['Vikram Sethi', '9811098234'],
      ['Pooja Raghavan', '9845012876'],
    ],
    audits: [
      {
        store: 'vk-parel',
        feeRupees: 1200,
        reimbursementRupees: 150,
        notes: 'Parking is in the mall basement (P2). Keep the parking receipt: the reimbursement covers it.',
      },
      { store: 'vk-lokhandwala', feeRupees: 1000, reimbursementRupees: 0 },
      { store: 'vk-viman', feeRupees: 1100, reimbursementRupees: 100 },
      { store: 'vk-whitefield', feeRupees: 1100, reimbursementRupees: 150 },
      {
        store: 'vk-saket',
        feeRupees: 1200,
        reimbursementRupees: 150,
        notes: 'Ask for **Mr. Gill**, the store manager, when you reveal yourself.',
      },
      { store: 'vk-rajouri', feeRupees: 950, reimbursementRupees: 0 },
      { store: 'vk-hitec', feeRupees: 1000, reimbursementRupees: 100 },
      { store: 'vk-sg-highway', feeRupees: 900, reimbursementRupees: 0 },
    ],
  },
  {
    key: 'savings',
    client: 'kosh-bank',
    title: 'Savings Account Walk-in Audit',
    type: 'MYSTERY_AUDIT',
    status: 'ACTIVE',
    startDay: -15,
    endDay: 21,
    // the branches are visited on working days: the description says so, and the calendar keeps it
    auditWeekdays: MONDAY_TO_FRIDAY,
    description: CYCLE_DESCRIPTIONS.savings,
    guidelines: CYCLE_GUIDELINES.bank,
    guidelinePdf: '/guidelines/kosh-bank-branch-audit.pdf',
    supportPageLink: 'https://support.auditly.example/kosh-bank-walk-in',
    auditReportSummary: false,
    alignment: {
      education: ['GR', 'PG'],
      marital_status: ['S', 'M'],
      income: ['2', '3'],
      auditor_rating: ['4', '5'],
    },
    managers: [
      ['Sandeep Rao', '9900145236'],
      ['Farzana Khan', '9833267415'],
    ],
    audits: [
      {
        store: 'kb-fort',
        feeRupees: 800,
        reimbursementRupees: 0,
        notes: 'The branch closes for lunch from **1:30 to 2:00 pm**; avoid that slot.',
      },
      { store: 'kb-andheri', feeRupees: 750, reimbursementRupees: 0 },
      { store: 'kb-fc-road', feeRupees: 700, reimbursementRupees: 100 },
      { store: 'kb-mg-road', feeRupees: 850, reimbursementRupees: 0 },
      { store: 'kb-cp', feeRupees: 850, reimbursementRupees: 100 },
      { store: 'kb-park-street', feeRupees: 700, reimbursementRupees: 0 },
    ],
  },
  {
    key: 'standards',
    client: 'dhaaga',
    title: 'Store Standards Review',
    type: 'REVEALED_AUDIT',
    status: 'ACTIVE',
    startDay: -5,
    endDay: 45,
    description: CYCLE_DESCRIPTIONS.standards,
    guidelines: CYCLE_GUIDELINES.revealed,
    guidelinePdf: '/guidelines/dhaaga-store-audit.pdf',
    supportPageLink: null,
    auditReportSummary: true,
    alignment: {
      gender: ['F'],
      education: ['GR', 'PG'],
      income: ['2', '3'],
      marital_status: ['S', 'M'],
      report_rating: ['3', '4', '5'],
    },
    managers: [
      ['Ritika Malhotra', '9818805642'],
      ['Anand Pillai', '9884023157'],
    ],
    audits: [
      {
        store: 'dh-colaba',
        feeRupees: 700,
        reimbursementRupees: 500,
        notes: 'Reveal yourself to the store manager **only after** the fitting-room section.',
      },
      { store: 'dh-aundh', feeRupees: 650, reimbursementRupees: 500 },
      { store: 'dh-jayanagar', feeRupees: 650, reimbursementRupees: 400 },
      { store: 'dh-lajpat', feeRupees: 600, reimbursementRupees: 400 },
      { store: 'dh-hauz-khas', feeRupees: 750, reimbursementRupees: 500 },
      { store: 'dh-prahlad', feeRupees: 600, reimbursementRupees: 400 },
    ],
  },
  {
    key: 'festive',
    client: 'dhaaga',
    title: 'Festive Collection Launch Audit',
    type: 'MYSTERY_AUDIT',
    status: 'UPCOMING',
    startDay: 10,
    endDay: 50,
    description: CYCLE_DESCRIPTIONS.festive,
    guidelines: CYCLE_GUIDELINES.walkIn,
    guidelinePdf: '/guidelines/dhaaga-store-audit.pdf',
    supportPageLink: null,
    auditReportSummary: false,
    alignment: { gender: ['F'], income: ['2', '3', '4'] },
    managers: [
      ['Ritika Malhotra', '9818805642'],
      ['Sunil Chatterjee', '9830056721'],
    ],
    audits: [
      { store: 'dh-colaba', feeRupees: 600, reimbursementRupees: 500 },
      { store: 'dh-anna-nagar', feeRupees: 550, reimbursementRupees: 500 },
      { store: 'dh-gariahat', feeRupees: 550, reimbursementRupees: 450 },
      { store: 'dh-prahlad', feeRupees: 550, reimbursementRupees: 450 },
    ],
  },
  {
    key: 'archived-phones',
    client: 'voltkart',
    title: 'Smartphone Sales Audit',
    type: 'MYSTERY_AUDIT',
    status: 'ARCHIVED',
    startDay: -110,
    endDay: -70,
    description: CYCLE_DESCRIPTIONS.archivedPhones,
    guidelines: CYCLE_GUIDELINES.walkIn,
    guidelinePdf: '/guidelines/voltkart-showroom-audit.pdf',
    supportPageLink: null,
    auditReportSummary: false,
    alignment: { education: ['GR', 'PG'], income: ['3', '4'] },
    managers: [
      ['Vikram Sethi', '9811098234'],
      ['Pooja Raghavan', '9845012876'],
    ],
    audits: [
      { store: 'vk-parel', feeRupees: 900, reimbursementRupees: 100 },
      { store: 'vk-lokhandwala', feeRupees: 850, reimbursementRupees: 0 },
      { store: 'vk-viman', feeRupees: 900, reimbursementRupees: 100 },
      { store: 'vk-whitefield', feeRupees: 850, reimbursementRupees: 100 },
      { store: 'vk-south-city', feeRupees: 800, reimbursementRupees: 0 },
    ],
  },
  {
    // open to auditors without a rating yet: a newcomer's first booking (decision 0031)
    key: 'debit-card',
    client: 'kosh-bank',
    title: 'Debit Card Enquiry Audit',
    type: 'MYSTERY_AUDIT',
    status: 'ACTIVE',
    startDay: -3,
    endDay: 40,
    auditWeekdays: MONDAY_TO_FRIDAY,
    description: CYCLE_DESCRIPTIONS.debitCard,
    guidelines: CYCLE_GUIDELINES.bank,
    guidelinePdf: '/guidelines/kosh-bank-branch-audit.pdf',
    supportPageLink: null,
    auditReportSummary: false,
    alignment: { education: ['TW', 'CO', 'GR', 'PG'], income: ['1', '2', '3', '4', '5'] },
    managers: [['Farzana Khan', '9833267415']],
    audits: [
      { store: 'kb-fort', feeRupees: 450, reimbursementRupees: 0 },
      { store: 'kb-andheri', feeRupees: 400, reimbursementRupees: 0 },
      { store: 'kb-fc-road', feeRupees: 400, reimbursementRupees: 0 },
      { store: 'kb-mg-road', feeRupees: 450, reimbursementRupees: 0 },
      { store: 'kb-cp', feeRupees: 450, reimbursementRupees: 0 },
      { store: 'kb-park-street', feeRupees: 400, reimbursementRupees: 0 },
    ],
  },
];
