import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchAnswerSaveLatency } from './answerSaveLatency';
import { benchAnswerSaveThroughput } from './answerSaveThroughput';
import { benchBrandViews } from './brandViews';
import { benchDashboardBundle } from './dashboardBundle';
import { benchDiscoveryBundle } from './discoveryBundle';
import { benchOutboxDrain } from './drainTime';
import { benchInstallSize } from './installSize';
import { benchKeystrokeLatency } from './keystrokeLatency';
import { benchLargeProofs } from './largeProofs';
import { benchLargeWorldPg } from './largeWorldPg';
import { benchLighthouse } from './lighthouse';
import { benchNoticePush } from './noticePush';
import { benchOfflineStart } from './offlineStart';
import { benchOpportunities } from './opportunities';
import { benchPgSaveThroughput } from './pgSaveThroughput';
import { benchPortalPagesBundle } from './portalPagesBundle';
import { benchProofUploads } from './proofUploads';
import { benchRouteBudgets } from './routeBudgets';
import { benchStatsThroughput } from './statsThroughput';
import { benchVisitChainCost } from './visitChainCost';

/** `npm run bench`: prints each benchmark's figures. Budgets are in docs/budgets.md; nothing here fails a build. */
if (!existsSync('dist/index.html') || process.env.BENCH_BUILD === '1') {
  execSync('npm run build', { stdio: 'inherit' });
}

const benches: Array<[string, () => Promise<Record<string, string>>]> = [
  ['Dashboard route JavaScript', benchDashboardBundle],
  ['Route JavaScript budgets', benchRouteBudgets],
  ["An auditor's install (service worker precache)", benchInstallSize],
  ['Dashboard stats throughput', benchStatsThroughput],
  ['Answer save throughput', benchAnswerSaveThroughput],
  ['Answer save throughput on PostgreSQL', benchPgSaveThroughput],
  ['Answer save latency in Chromium', benchAnswerSaveLatency],
  ['Visit chain cost per answer save in Chromium', benchVisitChainCost],
  ['Keystroke save latency in Chromium', benchKeystrokeLatency],
  ['Outbox drain in Chromium', benchOutboxDrain],
  ['Offline start in Chromium', benchOfflineStart],
  ['Proof uploads in Chromium', benchProofUploads],
  ['Large proofs on a poor signal in Chromium', benchLargeProofs],
  ['Opportunities near the auditor', benchOpportunities],
  ['Large world on PostgreSQL', benchLargeWorldPg],
  ['Brand views on PostgreSQL', benchBrandViews],
  ['Notice push from event to push service', benchNoticePush],
  ['Discovery route JavaScript', benchDiscoveryBundle],
  ['Portal pages JavaScript', benchPortalPagesBundle],
  ['Lighthouse mobile', benchLighthouse],
];

// BENCH_ONLY=answer runs only the benches whose name contains that word.
const only = process.env.BENCH_ONLY?.toLowerCase();

for (const [name, run] of benches.filter(([name]) => !only || name.toLowerCase().includes(only))) {
  console.log(`\n== ${name}`);
  const figures = await run();
  for (const [label, value] of Object.entries(figures)) console.log(`  ${label.padEnd(44)} ${value}`);
}
