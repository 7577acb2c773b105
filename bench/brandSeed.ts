import { sql } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords';
import type { Db } from '../src/server/db/database';
import { rebuildWaveFigures } from '../src/server/domain/brand/waveFigures';
import { generator } from '../src/server/tools/seed/largeWorld';

/**
 * A large brand for measuring its views (decision 0077, 0078): 500 stores in 50 cities, 10 waves
 * of 5 sections of 6 Yes/No questions, and `reports` accepted reports with stored scores (and
 * their questions' marks) spread over stores and waves, then their sums per wave and store
 * (decision 0079). Deterministic; inserted in batches.
 */
export const BRAND_BENCH_ADMIN = { email: 'brand-bench@example.test', password: 'brand bench password' };
const STORES = 500;
const CITIES = 50;
const WAVES = 10;
const SECTIONS = 5;
const QUESTIONS = 6;
const BATCH = 1_000;

async function ids(query: Promise<Array<{ id: number }>>) {
  return (await query).map((row) => row.id);
}

export async function seedLargeBrand(db: Db, auditorId: number, reports: number): Promise<void> {
  const random = generator(47);
  const now = new Date().toISOString();
  const [clientId] = await ids(
    db
      .insertInto('clients')
      .values({
        name: 'Bench Brand',
        auditor_display_name: 'Bench Brand',
        auditor_logo_url: '/logos/brand.svg',
      })
      .returning('id')
      .execute(),
  );
  const state = await db.selectFrom('states').select('id').executeTakeFirstOrThrow();
  const cityIds = await ids(
    db
      .insertInto('cities')
      .values(
        Array.from({ length: CITIES }, (_, n) => ({
          state_id: state.id,
          name: `Bench City ${n + 1}`,
          latitude: 10 + n / 10,
          longitude: 75 + n / 10,
        })),
      )
      .returning('id')
      .execute(),
  );
  const storeIds = await ids(
    db
      .insertInto('stores')
      .values(
        Array.from({ length: STORES }, (_, n) => ({
          client_id: clientId as number,
          name: `Bench Store ${n + 1}`,
          address: `${n + 1} Bench Road`,
          city_id: cityIds[n % CITIES] as number,
          latitude: 12,
          longitude: 77,
        })),
      )
      .returning('id')
      .execute(),
  );
  const waves: Array<{ id: number; start: string; questions: number[][]; sections: number[] }> = [];
  for (let w = 0; w < WAVES; w += 1) {
    const start = new Date(Date.UTC(2026, w, 1)).toISOString().slice(0, 10);
    const [cycleId] = await ids(
      db
        .insertInto('audit_cycles')
        .values({
          client_id: clientId as number,
          name: `Bench Wave ${w + 1}`,
          type: 'MYSTERY_AUDIT',
          status: 'ACTIVE',
          start_date: start,
          end_date: start,
        })
        .returning('id')
        .execute(),
    );
    const sections: number[] = [];
    const questions: number[][] = [];
    for (let s = 0; s < SECTIONS; s += 1) {
      const [sectionId] = await ids(
        db
          .insertInto('sections')
          .values({ audit_cycle_id: cycleId as number, name: `Section ${s + 1}`, sequence: s + 1 })
          .returning('id')
          .execute(),
      );
      sections.push(sectionId as number);
      questions.push(
        await ids(
          db
            .insertInto('questions')
            .values(
              Array.from({ length: QUESTIONS }, (_, q) => ({
                section_id: sectionId as number,
                sequence: q + 1,
                question_txt: `Question ${s + 1}.${q + 1}?`,
                question_type: 'MUTEX' as const,
                options: '[{"sequence":1,"value":"Yes","marks":5},{"sequence":2,"value":"No","marks":0}]',
                max_marks: 5,
              })),
            )
            .returning('id')
            .execute(),
        ),
      );
    }
    waves.push({ id: cycleId as number, start, questions, sections });
  }
  for (let done = 0; done < reports; done += BATCH) {
    const size = Math.min(BATCH, reports - done);
    const plan = Array.from({ length: size }, (_, n) => ({
      wave: waves[(done + n) % WAVES] as (typeof waves)[number],
      store: storeIds[Math.floor(random() * STORES)] as number,
    }));
    const auditIds = await ids(
      db
        .insertInto('audits')
        .values(plan.map((p) => ({ audit_cycle_id: p.wave.id, store_id: p.store, fee_paise: 50_000 })))
        .returning('id')
        .execute(),
    );
    const reportIds = await ids(
      db
        .insertInto('audit_stores')
        .values(
          plan.map((p, n) => ({
            audit_id: auditIds[n] as number,
            auditor_id: auditorId,
            status: 'ACCEPTED' as const,
            audit_date: p.wave.start,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute(),
    );
    const lost: Array<{ audit_store_id: number; question_id: number }> = [];
    await db
      .insertInto('report_scores')
      .values(
        plan.map((p, n) => {
          const sections = p.wave.sections.map((sectionId, s) => {
            const marks = (p.wave.questions[s] ?? []).map((id) => [id, random() < 0.8 ? 5 : 0, 5]);
            // the questions it lost marks on, as the scoring writes them (migration 0035)
            for (const [id, earned] of marks)
              if ((earned ?? 0) < 5)
                lost.push({ audit_store_id: reportIds[n] as number, question_id: id ?? 0 });
            const percent =
              (marks.reduce((sum, [, earned]) => sum + (earned ?? 0), 0) / (5 * QUESTIONS)) * 100;
            return { section_id: sectionId, weight: 1, percent, questions: marks };
          });
          const score = sections.reduce((sum, section) => sum + section.percent, 0) / SECTIONS;
          return {
            audit_store_id: reportIds[n] as number,
            rules_version: 0,
            score_milli: Math.round(score * 1000),
            passed: score >= 70 ? 1 : 0,
            sections: JSON.stringify(sections),
            scored_at: now,
          };
        }),
      )
      .execute();
    for (let start = 0; start < lost.length; start += BATCH)
      await db
        .insertInto('report_lost_questions')
        .values(lost.slice(start, start + BATCH))
        .execute();
  }
  const { id } = await db
    .insertInto('users')
    .values({
      email: BRAND_BENCH_ADMIN.email,
      password_hash: await hashPassword(BRAND_BENCH_ADMIN.password),
      role: 'client',
      is_verified: 1,
      referral_code: 'AUDBENCHBR',
      created_at: now,
      client_id: clientId as number,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ user_id: id, first_name: 'Bench', updated_at: now }).execute();
  await rebuildWaveFigures(db, clientId as number);
  await sql`analyze`.execute(db);
}
