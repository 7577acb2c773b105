import { z } from 'zod';

/**
 * The POST policy document as S3 defines it: an expiration and conditions that every form field
 * of the upload must meet. Exact (`{"acl": "private"}` or `["eq", "$acl", "private"]`), prefix
 * (`["starts-with", "$key", "user/"]`) and size (`["content-length-range", min, max]`) conditions.
 */

export type PolicyCondition =
  | Record<string, string>
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number];

export function encodePolicy(expiration: Date, conditions: PolicyCondition[]): string {
  const document = { expiration: expiration.toISOString(), conditions };
  return Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
}

const conditionSchema = z.union([
  z.tuple([z.enum(['eq', 'starts-with']), z.string().regex(/^\$./), z.string()]),
  z.tuple([z.literal('content-length-range'), z.number().int().min(0), z.number().int().min(0)]),
  z.record(z.string(), z.string()),
]);
const policySchema = z.object({
  expiration: z.iso.datetime(),
  conditions: z.array(conditionSchema),
});

export type PostPolicy = z.infer<typeof policySchema>;

/** The decoded policy, or null when it is not base64 JSON of the expected shape. */
export function decodePolicy(base64Policy: string): PostPolicy | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(base64Policy, 'base64').toString('utf8'));
    const parsed = policySchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface SizeRange {
  min: number;
  max: number;
}

export type PolicyVerdict = { ok: true; size: SizeRange } | { ok: false; message: string };

/** Fields that S3 does not require a condition for. */
const UNCONDITIONED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Checks the form (field names in lower case, as S3 matches them) against the policy, as S3 does:
 * not expired, every condition met, and every field covered by at least one condition, so an
 * unsigned field cannot be slipped in. The bucket is the one the request was posted to.
 */
export function checkPolicy(
  policy: PostPolicy,
  form: ReadonlyMap<string, string>,
  bucket: string,
  now: Date,
): PolicyVerdict {
  if (Date.parse(policy.expiration) <= now.getTime()) {
    return { ok: false, message: 'Invalid according to Policy: Policy expired.' };
  }
  const fieldValue = (field: string) => (field === 'bucket' ? bucket : form.get(field));
  const covered = new Set<string>();
  const size: SizeRange = { min: 0, max: Number.POSITIVE_INFINITY };
  const failed = (condition: unknown): PolicyVerdict => ({
    ok: false,
    message: `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
  });

  for (const condition of policy.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        const field = name.toLowerCase();
        covered.add(field);
        if (fieldValue(field) !== expected) return failed(condition);
      }
    } else if (condition[0] === 'content-length-range') {
      size.min = Math.max(size.min, condition[1]);
      size.max = Math.min(size.max, condition[2]);
    } else {
      const [operator, name, expected] = condition;
      const field = name.slice(1).toLowerCase();
      covered.add(field);
      const actual = fieldValue(field);
      const met = operator === 'eq' ? actual === expected : (actual ?? '').startsWith(expected);
      if (!met) return failed(condition);
    }
  }

  if (form.has('bucket') && form.get('bucket') !== bucket) return failed({ bucket: form.get('bucket') });
  for (const field of form.keys()) {
    if (UNCONDITIONED_FIELDS.has(field) || field.startsWith('x-ignore-') || covered.has(field)) continue;
    return { ok: false, message: `Invalid according to Policy: Extra input fields: ${field}` };
  }
  return { ok: true, size };
}
