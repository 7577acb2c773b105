import type { EDUCATIONS, Gender, MARITAL_STATUSES, OCCUPATIONS, PRONOUNS } from '../../../contract';
import { DEMO_ACCOUNTS } from './accounts';

/** A fully registered auditor: profile, bank account, additional information and flags. */
export interface AuditorSeed {
  key: string;
  email: string;
  /** a fixed code, shorter than generated ones (AUD + 7) so they can never collide */
  referralCode: string;
  firstName: string;
  lastName: string;
  pronouns: (typeof PRONOUNS)[number];
  gender: Gender;
  education: (typeof EDUCATIONS)[number];
  /** age in years and days past the last birthday */
  age: [years: number, days: number];
  maritalStatus: (typeof MARITAL_STATUSES)[number];
  address: string;
  city: string;
  pincode: string;
  mobile: string;
  whatsapp: boolean;
  bank: { account: string; ifsc: string; bankName: string; pan: string } | null;
  work: {
    occupation: (typeof OCCUPATIONS)[number];
    income: number;
    distanceKm: number;
    industry: number;
    company: string;
    interests: string[];
    languages: string[];
    car: [model: string, cost: number] | null;
    laptop: string | null;
    mobileModel: string;
    cameraResolution: number;
    weekendAudit: boolean;
  };
  /** privacy policy and contractor agreement accepted, tour seen */
  accepted: { policy: boolean; agreement: boolean; tour: boolean };
  rating: number | null;
  joinedDaysAgo: number;
  /** deactivated this many days ago */
  deactivatedDaysAgo?: number;
}

export const DEMO_AUDITOR: AuditorSeed = {
  key: 'demo',
  email: DEMO_ACCOUNTS.auditor.email,
  referralCode: 'AUD7K2Q',
  firstName: 'Ananya',
  lastName: 'Deshpande',
  pronouns: 'sh',
  gender: 'F',
  education: 'GR',
  age: [28, 47],
  maritalStatus: 'S',
  address: 'Flat 7, Shanti Kunj, 14th Road, Khar West',
  city: 'Mumbai',
  pincode: '400052',
  mobile: '9820012345',
  whatsapp: true,
  bank: { account: '50100234567891', ifsc: 'HDFC0000123', bankName: 'HDFC Bank', pan: 'BKLPD4821K' },
  work: {
    occupation: 'SERVICE',
    income: 3,
    distanceKm: 20,
    industry: 12,
    company: 'Lumen Analytics Pvt. Ltd.',
    interests: ['RETAIL', 'FOOD'],
    languages: ['English', 'Hindi', 'Marathi'],
    car: ['Maruti Suzuki Baleno', 2],
    laptop: 'Lenovo ThinkPad E14',
    mobileModel: 'Samsung Galaxy S23',
    cameraResolution: 2,
    weekendAudit: true,
  },
  accepted: { policy: true, agreement: true, tour: true },
  rating: 4,
  joinedDaysAgo: 420,
};
