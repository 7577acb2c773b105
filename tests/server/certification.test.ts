import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_MESSAGES, type CertificationState } from '../../src/contract';
import { certificationAuditor, correct, insertQuestions, wrong } from './certificationWorld';
import { type Harness, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * Certification scored by the server (decisions 0022, 0032): the correct options never leave it,
 * answers are recorded in order as they come (a reload resumes), one scoring per attempt, even
 * against two tabs, and the score is the marks of the correct answers. Pass mark and retakes:
 * certificationRetake.test.ts.
 */

describe.each(DIALECTS)('certification on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
    await insertQuestions(h);
  });
  afterAll(() => h.close());

  const auditor = () => certificationAuditor(h);

  it('sends the questions without ever saying which option is correct', async () => {
    const me = await auditor();
    const state = await me.send('GET', 'certification');
    expect(state.statusCode).toBe(200);
    expect(state.body).not.toMatch(/is_?correct/i);
    const body = state.json<CertificationState>();
    expect(body.questions).toHaveLength(20);
    expect(body.questions.every((q) => q.options.length === 4)).toBe(true);
    expect([body.answers, body.score]).toEqual([{}, null]);
    const answered = await me.answer(1, correct(1));
    expect(answered.body).not.toMatch(/is_?correct/i);
  });

  it('records answers in order as they come, so a new page resumes at the next question', async () => {
    const me = await auditor();
    expect((await me.answer(1, 'B')).statusCode).toBe(200);
    expect((await me.answer(2, 'C')).statusCode).toBe(200);
    // a resend of the same answer is fine; another answer, a skip or an unknown question is not
    expect((await me.answer(2, 'C')).statusCode).toBe(200);
    const changed = await me.answer(1, 'D');
    expect([changed.statusCode, changed.json()]).toEqual([
      400,
      { non_field_errors: [CERTIFICATION_MESSAGES.noWayBack] },
    ]);
    const skipped = await me.answer(5, 'A');
    expect([skipped.statusCode, skipped.json()]).toEqual([
      400,
      { non_field_errors: [CERTIFICATION_MESSAGES.notNext] },
    ]);
    expect((await me.answer(99, 'A')).statusCode).toBe(400);
    for (const body of [
      {},
      { question_number: 3, serial_number: 'E' },
      { question_number: 'three', serial_number: 'A' },
    ]) {
      expect((await me.send('POST', 'certification/answer', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    const resumed = (await me.send('GET', 'certification')).json<CertificationState>();
    expect(resumed.answers).toEqual({ '1': 'B', '2': 'C' });
  });

  it('scores the marks of the correct answers once, refusing a second submit, even two at once', async () => {
    const me = await auditor();
    const early = await me.send('POST', 'certification_marks', {});
    expect([early.statusCode, early.json()]).toEqual([
      400,
      { non_field_errors: [CERTIFICATION_MESSAGES.unanswered] },
    ]);
    // three wrong answers: 17 of 20 right, 85 of 100 marks
    for (let number = 1; number <= 20; number += 1) {
      const letter = [4, 9, 16].includes(number) ? wrong(number) : correct(number);
      expect((await me.answer(number, letter)).statusCode, `question ${number}`).toBe(200);
    }
    const [first, second] = await Promise.all([
      me.send('POST', 'certification_marks', { marks: 100 }),
      me.send('POST', 'certification_marks', { marks: 100 }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    const scored = [first, second].find((response) => response.statusCode === 200);
    expect(scored?.json()).toEqual({ certification_score: '85' });
    expect((await me.send('GET', 'certification_marks')).json()).toEqual({ certification_score: '85' });
    expect((await me.send('GET', 'certification')).json<CertificationState>().score).toBe(85);
    expect((await me.send('GET', 'user')).json().certification_score).toBe('85');
    const again = await me.answer(20, correct(20));
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { non_field_errors: [CERTIFICATION_MESSAGES.alreadyTaken] },
    ]);
  });

  it('keeps two tabs answering the same question at once to one answer', async () => {
    const me = await auditor();
    const answers = await Promise.all([me.answer(1, 'A'), me.answer(1, 'B')]);
    const kept = (await me.send('GET', 'certification')).json<CertificationState>().answers;
    expect(Object.keys(kept)).toEqual(['1']);
    const winner = answers.findIndex((response) => response.statusCode === 200);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(kept['1']).toBe(['A', 'B'][winner]);
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });

  it('has nothing to say about another auditor’s attempt', async () => {
    const me = await auditor();
    await me.answer(1, 'A');
    const other = await auditor();
    expect((await other.send('GET', 'certification')).json<CertificationState>().answers).toEqual({});
    expect((await other.send('GET', 'certification_marks')).json()).toEqual({ certification_score: null });
  });
});
