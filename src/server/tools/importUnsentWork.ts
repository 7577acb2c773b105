import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import {
  firstErrorMessage,
  PAYMENT_CALLS,
  REPORT_CALLS,
  REPORT_LIMITS,
  UNSENT_WORK_MANIFEST,
  type UnsentCall,
  type UnsentProof,
  type UnsentWorkManifest,
  unsentWorkManifestSchema,
} from '../../contract';
import { createSession, deleteSession, SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/database';

/**
 * Imports a file of unsent work saved on an auditor's phone (decision 0016) into that auditor's
 * reports. Every item goes through the API's own routes, signed in as the auditor, exactly as the
 * phone's replay would send it: the same validation, ownership and status rules, and the same
 * idempotency (each call is an upsert by natural key; a proof keeps its device-made id, so its
 * upload start, store POST and complete find the same attachment again). Importing a file twice
 * therefore leaves the same state as importing it once.
 */

export type ImportResult = 'applied' | 'already on the server' | 'refused';

export interface ImportOutcome {
  item: string;
  /** the report the item belongs to; absent for a payment concern */
  auditStoreId?: number;
  result: ImportResult;
  detail?: string;
}

/** The file cannot be imported at all (not an export, wrong auditor, damaged ZIP). */
export class ImportFileError extends Error {}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * `auditor/question/12/answer` matches `/question/:id/answer`: only the calls the outbox queues,
 * the report's writes and the payment concern.
 */
const QUEUED_CALL_PATHS = [...Object.values(REPORT_CALLS), ...Object.values(PAYMENT_CALLS)].map(
  (call) => new RegExp(`^${call.scope}${call.route.replace(/:[a-z_]+/g, '[^/]+')}$`),
);

export function isQueuedWriteCall(path: string): boolean {
  return QUEUED_CALL_PATHS.some((pattern) => pattern.test(path));
}

function reasonOf(answer: Answer): string {
  return firstErrorMessage(answer.body) ?? `HTTP ${answer.status}`;
}

export function readUnsentWorkFile(zipBytes: Uint8Array): {
  manifest: UnsentWorkManifest;
  files: Record<string, Uint8Array>;
} {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zipBytes);
  } catch (error) {
    throw new ImportFileError(`Not a ZIP file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const manifestBytes = files[UNSENT_WORK_MANIFEST];
  if (!manifestBytes) throw new ImportFileError(`The file holds no ${UNSENT_WORK_MANIFEST}.`);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(manifestBytes).toString('utf8'));
  } catch {
    throw new ImportFileError(`${UNSENT_WORK_MANIFEST} is not JSON.`);
  }
  const parsed = unsentWorkManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportFileError(
      `${UNSENT_WORK_MANIFEST} is not an export of unsent work: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return { manifest: parsed.data, files };
}

export interface ImportOptions {
  /** the auditor the operator expects the file to come from; the file's own user must be this one */
  auditorEmail: string;
  /** the server's public address, when the store's upload URL is absolute (config.publicUrl) */
  publicUrl?: string;
}

export async function importUnsentWork(
  app: FastifyInstance,
  db: Db,
  zipBytes: Uint8Array,
  options: ImportOptions,
): Promise<ImportOutcome[]> {
  const { manifest, files } = readUnsentWorkFile(zipBytes);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('id', '=', manifest.user_id)
    .executeTakeFirst();
  if (user?.role !== 'auditor' || user.email.toLowerCase() !== options.auditorEmail.trim().toLowerCase()) {
    throw new ImportFileError(
      `The file was saved by user ${manifest.user_id}, who is not the auditor ${options.auditorEmail}.`,
    );
  }
  const token = await createSession(db, user.id);
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> => {
    const response = await app.inject({
      method,
      url: `/api/${path}`,
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'sec-fetch-site': 'same-origin' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return {
      status: response.statusCode,
      body: response.body ? (JSON.parse(response.body) as unknown) : null,
    };
  };
  try {
    const outcomes: ImportOutcome[] = [];
    for (const entry of manifest.calls) outcomes.push(await importCall(call, entry));
    outcomes.push(...(await importTimers(call, manifest)));
    for (const proof of manifest.proofs) {
      outcomes.push(await importProof(app, call, proof, files[proof.file], options.publicUrl));
    }
    return outcomes;
  } finally {
    await deleteSession(db, token);
  }
}

type ApiCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Answer>;

async function importCall(call: ApiCall, entry: UnsentCall): Promise<ImportOutcome> {
  const item = `${entry.key} (${entry.path})`;
  const report = entry.audit_store_id === undefined ? {} : { auditStoreId: entry.audit_store_id };
  if (!isQueuedWriteCall(entry.path)) {
    return { item, ...report, result: 'refused', detail: 'Not a call the device queues.' };
  }
  const answer = await call('POST', entry.path, entry.body ?? {});
  return answer.status < 300
    ? { item, ...report, result: 'applied' }
    : { item, ...report, result: 'refused', detail: reasonOf(answer) };
}

async function importTimers(call: ApiCall, manifest: UnsentWorkManifest): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (let start = 0; start < manifest.timers.length; start += REPORT_LIMITS.submissionTimesMax) {
    const batch = manifest.timers.slice(start, start + REPORT_LIMITS.submissionTimesMax);
    const answer = await call('POST', 'auditor/audit_store/report_submission_time', batch);
    for (const timer of batch) {
      outcomes.push({
        item: `timer ${timer.report_submission_time}`,
        auditStoreId: timer.audit_store_id,
        result: answer.status < 300 ? 'applied' : 'refused',
        ...(answer.status < 300 ? {} : { detail: reasonOf(answer) }),
      });
    }
  }
  return outcomes;
}

async function importProof(
  app: FastifyInstance,
  call: ApiCall,
  proof: UnsentProof,
  bytes: Uint8Array | undefined,
  publicUrl: string | undefined,
): Promise<ImportOutcome> {
  const outcome = (result: ImportResult, detail?: string): ImportOutcome => ({
    item: `proof ${proof.file_name} (${proof.id})`,
    auditStoreId: proof.audit_store_id,
    result,
    ...(detail ? { detail } : {}),
  });
  if (!bytes) return outcome('refused', `The file holds no ${proof.file}.`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (proof.sha256 && proof.sha256 !== sha256)
    return outcome('refused', 'The file was changed after it was saved (SHA-256 differs).');
  const listPath = `auditor/audit_store/${proof.audit_store_id}/section/${proof.section_id}/attachment`;
  const listed = await call('GET', listPath);
  if (
    listed.status === 200 &&
    Array.isArray(listed.body) &&
    listed.body.some((item: { id?: unknown }) => item.id === proof.id)
  ) {
    return outcome('already on the server');
  }
  const startBody = {
    id: proof.id,
    file_name: proof.file_name,
    file_size: bytes.length,
    file_type: proof.file_type,
    sha256,
    captured_at: proof.captured_at,
    picked_at: proof.picked_at,
    original_size: proof.original_size,
    sequence: proof.sequence,
    proof_tag_id: proof.proof_tag_id,
  };
  let start = await call('POST', listPath, startBody);
  // The file matters more than its tag: one refused only for its tag (of another section, or
  // of a kind that does not take the file: decision 0033) goes in untagged, and the outcome says
  // why, so the auditor tags it again on the report page.
  const tagRefusal = start.status === 400 ? tagRefusalOf(start.body) : undefined;
  if (tagRefusal) start = await call('POST', listPath, { ...startBody, proof_tag_id: null });
  if (start.status !== 200) return outcome('refused', reasonOf(start));
  const { url, fields } = start.body as { url: string; fields: Record<string, string> };
  const stored = await postToStore(app, url, fields, bytes, proof, publicUrl);
  if (stored.status !== 201)
    return outcome(
      'refused',
      `The store refused the file: HTTP ${stored.status} ${stored.text.slice(0, 200)}`,
    );
  const complete = await call('POST', `auditor/attachment/${proof.id}/complete`);
  if (complete.status !== 200) return outcome('refused', reasonOf(complete));
  return outcome('applied', tagRefusal ? `Imported without its tag: ${tagRefusal}` : undefined);
}

/** The refusal of an upload start's tag, when the tag is all it refused. */
function tagRefusalOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = Object.entries(body);
  const [field, messages] = fields[0] ?? [];
  if (fields.length !== 1 || field !== 'proof_tag_id' || !Array.isArray(messages)) return undefined;
  return typeof messages[0] === 'string' ? messages[0] : undefined;
}

/** S3's presigned POST: the fields, then the file; to our own store in-process, or to S3. */
async function postToStore(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  proof: UnsentProof,
  publicUrl: string | undefined,
): Promise<{ status: number; text: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: proof.file_type }), proof.file_name);
  const local = url.startsWith('/')
    ? url
    : publicUrl && url.startsWith(publicUrl)
      ? url.slice(publicUrl.length)
      : null;
  if (local === null) {
    const response = await fetch(url, { method: 'POST', body: form });
    return { status: response.status, text: await response.text() };
  }
  const request = new Request('http://import.local/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: local,
    headers: { 'content-type': request.headers.get('content-type') ?? '', 'sec-fetch-site': 'same-origin' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, text: response.body };
}
