import { describe, expect, it } from 'vitest';
import { type AuditorQualities, eligibilityOf } from '../../../src/contract';

/** The eligibility rule both sides use (contract/eligibility.ts): the verdict and its words. */

const nobody: AuditorQualities = {
  gender: null,
  education: null,
  marital_status: null,
  income: null,
  car_cost: null,
  auditor_rating: null,
  report_rating: null,
};
const needs = (key: string, value: string[], own: Partial<AuditorQualities> = {}) =>
  eligibilityOf([{ key, value }], { ...nobody, ...own }).unmet.map((factor) => factor.needs);

describe('eligibility', () => {
  it('qualifies an auditor whose every checked value is accepted, and ignores factors it cannot check', () => {
    const factors = [
      { key: 'gender', value: ['F', 'M'] },
      { key: 'auditor_rating', value: ['3', '4', '5'] },
      { key: 'date availability', value: ['2026-12-01'] },
      { key: 'pets', value: ['cat'] },
    ];
    expect(eligibilityOf(factors, { ...nobody, gender: 'F', auditor_rating: 4 })).toEqual({
      eligible: true,
      unmet: [],
    });
  });

  it('names every unmet factor, and says which the auditor has no value for', () => {
    const factors = [
      { key: 'gender', value: ['F'] },
      { key: 'auditor_rating', value: ['4', '5'] },
    ];
    expect(eligibilityOf(factors, { ...nobody, gender: 'M' })).toEqual({
      eligible: false,
      unmet: [
        { key: 'gender', needs: 'needs gender Female', missing: false },
        { key: 'auditor_rating', needs: 'needs an auditor rating of 4 or more', missing: true },
      ],
    });
  });

  it('reads an unbroken run of bands as a range, and anything else as the bands named', () => {
    expect(needs('income', ['1', '2', '3', '4', '5'])).toEqual(['needs an income up to ₹25 lakh a year']);
    expect(needs('income', ['2', '3'])).toEqual(['needs an income between ₹2.5 lakh and ₹10 lakh a year']);
    expect(needs('income', ['5', '6'])).toEqual(['needs an income above ₹15 lakh a year']);
    expect(needs('income', ['1', '2', '3', '4', '5', '6'])).toEqual(['needs an income of any amount']);
    expect(needs('income', ['2', '4'])).toEqual([
      'needs an income of ₹2.5 lakh to ₹5 lakh a year or ₹10 lakh to ₹15 lakh a year',
    ]);
    expect(needs('car_cost', ['2', '3', '4'])).toEqual(['needs a car costing between ₹5 lakh and ₹40 lakh']);
    expect(needs('report_rating', ['3', '4', '5'])).toEqual(['needs a report rating of 3 or more']);
    expect(needs('auditor_rating', ['3', '4'])).toEqual(['needs an auditor rating of 3 or 4']);
    expect(needs('education', ['GR', 'PG'])).toEqual(['needs education Graduate or Post Graduate and Above']);
  });

  it('compares values as text, as factors are stored', () => {
    expect(needs('income', ['3'], { income: 3 })).toEqual([]);
    expect(needs('marital_status', ['M', 'S'], { marital_status: 'S' })).toEqual([]);
  });
});
