import { describe, expect, it } from 'vitest';
import { chosenAnswer, questionWrite } from '../../../src/contract';

/** "Not Applicable empties the answer" (decision 0004), written once in contract/reportRules.ts. */

describe('chosenAnswer', () => {
  it('holds no answer while the question is Not Applicable', () => {
    expect(chosenAnswer(['Yes'], true)).toEqual([]);
    expect(chosenAnswer(['Yes', 'No'], false)).toEqual(['Yes', 'No']);
  });
});

describe('questionWrite', () => {
  it('empties the answer when the tick is set, whatever answer came with it', () => {
    expect(questionWrite({ not_applicable: true })).toEqual({ answer_text: [], not_applicable: true });
    expect(questionWrite({ answer_text: ['Yes'], not_applicable: true })).toEqual({
      answer_text: [],
      not_applicable: true,
    });
  });

  it('keeps the stored answer when only the tick is cleared', () => {
    expect(questionWrite({ not_applicable: false })).toEqual({ answer_text: null, not_applicable: false });
  });

  it('takes an answer sent with the tick cleared as the whole state', () => {
    expect(questionWrite({ answer_text: ['Yes'], not_applicable: false })).toEqual({
      answer_text: ['Yes'],
      not_applicable: false,
    });
    expect(questionWrite({ answer_text: [], not_applicable: false })).toEqual({
      answer_text: [],
      not_applicable: false,
    });
  });

  it('without the tick, a chosen answer clears Not Applicable and an empty one keeps it', () => {
    expect(questionWrite({ answer_text: ['Yes'] })).toEqual({ answer_text: ['Yes'], not_applicable: false });
    expect(questionWrite({ answer_text: [] })).toEqual({ answer_text: [], not_applicable: null });
  });
});
