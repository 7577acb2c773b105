import { z } from 'zod';
import {
  brandInviteAcceptSchema,
  LINK_TOKEN,
  loginFormSchema,
  passwordChangeFormSchema,
  passwordResetFormSchema,
  signupFormSchema,
} from '../../contract';
import { PRESIGNED_POST_FIELDS } from '../storage/postVerifier';

/**
 * What the OpenAPI document says of a route that its zod schemas cannot (decision 0030, "The API
 * describes itself"): the pages and the store read their forms in the handler, because a bad form
 * is answered with the page or S3's XML, not with a schema's JSON 400; and they answer HTML, XML,
 * bytes or CSV. Keyed as the route table is, `METHOD /path` with Fastify's `:param`.
 */
export interface OperationNotes {
  /** the documented path, where Fastify's will not do: a wildcard has no name */
  path?: string;
  /** the form the handler reads itself, documented as the route's body in its media type */
  form?: { schema: z.ZodType; mediaType: 'application/x-www-form-urlencoded' | 'multipart/form-data' };
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** OpenAPI response objects by status, as @fastify/swagger reads them from a route's `response` */
  responses?: Record<number, ResponseNote>;
  /** answered without a session: the document's session requirement does not apply */
  public?: true;
}

type ResponseNote =
  | { description: string; content: Record<string, { schema: Record<string, unknown> }> }
  /** no body: @fastify/swagger leaves `content` out for a `null` type */
  | { type: 'null'; description: string; headers?: Record<string, { type: 'string'; description: string }> };

const body = (mediaType: string, description: string, schema: Record<string, unknown>): ResponseNote => ({
  description,
  content: { [mediaType]: { schema } },
});
const html = (description: string) => body('text/html', description, { type: 'string' });
const xml = (description: string) => body('application/xml', description, { type: 'string' });
const json = (description: string, properties: Record<string, unknown>) =>
  body('application/json', description, { type: 'object', properties, required: Object.keys(properties) });
const noBody = (description: string, location?: string): ResponseNote => ({
  type: 'null',
  description,
  ...(location ? { headers: { location: { type: 'string', description: location } } } : {}),
});
const redirect = (description: string) => noBody(description, 'where the browser goes next');

const form = (schema: z.ZodType) => ({ schema, mediaType: 'application/x-www-form-urlencoded' as const });
const nextQuery = z.object({ next: z.string().optional() });
const tokenParams = z.object({ token: z.string().regex(LINK_TOKEN) });
const bucketParams = z.object({ bucket: z.string() });

/**
 * S3's presigned POST: the signed fields, then the file (routes/storage.ts reads them in that order,
 * each field at most its parser's 64 KiB).
 */
const presignedPost = z.object({
  ...Object.fromEntries(PRESIGNED_POST_FIELDS.map((field) => [field, z.string().max(64 * 1024)])),
  success_action_status: z.enum(['200', '201', '204']).optional(),
  'x-amz-checksum-sha256': z.string().optional(),
  file: z.file(),
});

const refusedPage = html('the page again, saying what to correct');

export const OPERATION_NOTES: Record<string, OperationNotes> = {
  'GET /api/health/live': {
    public: true,
    responses: { 200: json('the process answers', { status: { type: 'string', enum: ['live'] } }) },
  },
  'GET /api/health/ready': {
    public: true,
    responses: {
      200: json('the database answers', { database: { type: 'string', enum: ['ok'] } }),
      503: json('the database does not answer', { database: { type: 'string', enum: ['unreachable'] } }),
    },
  },
  'DELETE /api/auditor/attachment/:id': { responses: { 204: noBody('the attachment is deleted') } },
  'POST /api/auditor/device_unsent': { responses: { 204: noBody("the device's account is kept") } },
  'DELETE /api/auditor/device_unsent/:device': {
    responses: { 204: noBody('what the device held is not named again') },
  },
  'POST /api/auditor/attachment/:id/parts/:part/landed': {
    responses: { 204: noBody('the part is counted as held by a store that cannot list its parts') },
  },
  'POST /api/auditor/notices/:id/read': { responses: { 204: noBody('the notice is read') } },
  'POST /api/auditor/push/subscriptions': {
    responses: { 204: noBody('notifications are on for the device') },
  },
  'POST /api/auditor/push/subscriptions/remove': {
    responses: { 204: noBody('notifications are off for the device') },
  },
  'GET /api/manager/payment_run/:id/csv': {
    responses: { 200: body('text/csv', 'the payment run as a bank upload file', { type: 'string' }) },
  },

  'GET /auth/login': { public: true, querystring: nextQuery, responses: { 200: html('the login page') } },
  'POST /auth/login': {
    public: true,
    form: form(loginFormSchema),
    responses: {
      303: redirect('signed in: the session cookie is set, on to `next`'),
      400: refusedPage,
      403: html('the account is deactivated'),
      429: html('too many failed attempts: try again later'),
    },
  },
  'GET /auth/signup': { public: true, responses: { 200: html('the sign-up page') } },
  'POST /auth/signup': {
    public: true,
    form: form(signupFormSchema),
    responses: {
      200: html('"check your inbox", the same whether the address is new or registered: the mail says which'),
      400: refusedPage,
    },
  },
  'GET /auth/signup/:token': {
    public: true,
    params: tokenParams,
    responses: {
      200: html('the button that finishes the sign-up of the mailed link'),
      404: html('the link is spent, expired or unknown'),
    },
  },
  'POST /auth/signup/:token': {
    public: true,
    params: tokenParams,
    responses: {
      303: redirect('the account is created and signed in: the app'),
      404: html('the link is spent, expired or unknown'),
      409: html('the address has an account by now: log in'),
    },
  },
  'GET /auth/brand_invite/:token': {
    public: true,
    params: tokenParams,
    responses: {
      200: html('the invitation to read a brand’s results: its name and password form (decision 0078)'),
      404: html('the link is spent, expired, replaced by a newer invitation or unknown'),
    },
  },
  'POST /auth/brand_invite/:token': {
    public: true,
    params: tokenParams,
    form: form(brandInviteAcceptSchema),
    responses: {
      303: redirect('the brand reader’s account is created and signed in: the app'),
      400: refusedPage,
      404: html('the link is spent, expired, replaced by a newer invitation or unknown'),
      409: html('the address has an account: log in'),
    },
  },
  'GET /auth/password_change': {
    public: true,
    responses: { 200: html('the password change page'), 303: redirect('no session: the login page') },
  },
  'POST /auth/password_change': {
    public: true,
    form: form(passwordChangeFormSchema),
    responses: {
      200: html('the password is changed; other sessions are ended'),
      303: redirect('no session: the login page'),
      400: refusedPage,
    },
  },
  'POST /auth/logout': {
    public: true,
    responses: {
      200: json('signed out (asked with Accept: application/json)', { logged_out: { type: 'boolean' } }),
      303: redirect('signed out: the login page'),
    },
  },
  'GET /auth/password_reset/:token': {
    public: true,
    params: tokenParams,
    responses: {
      200: html('the form for a new password'),
      404: html('the link is spent, expired or unknown'),
    },
  },
  'POST /auth/password_reset/:token': {
    public: true,
    params: tokenParams,
    form: form(passwordResetFormSchema),
    responses: {
      200: html('the password is set; every session is ended'),
      400: refusedPage,
      404: html('the link is spent, expired or unknown'),
    },
  },

  'POST /storage/:bucket': {
    public: true,
    params: bucketParams,
    form: { schema: presignedPost, mediaType: 'multipart/form-data' },
    responses: {
      201: xml('stored (success_action_status 201): the PostResponse document'),
      200: noBody('stored (success_action_status 200)', 'the stored object'),
      204: noBody('stored', 'the stored object'),
      400: xml('a malformed form, or a file its policy does not allow'),
      403: xml('the policy or its signature does not hold'),
      404: xml('no such bucket'),
    },
  },
  'PUT /storage/:bucket/*': {
    public: true,
    path: '/storage/{bucket}/{key}',
    params: bucketParams.extend({ key: z.string() }),
    responses: {
      200: noBody('the part is stored whole with its signed SHA-256 (S3 UploadPart); its ETag says so'),
      400: xml('the bytes are not the signed size or SHA-256 (BadDigest)'),
      403: xml('the part address is not signed for this upload, or has ended'),
      404: xml('the upload is completed, aborted or unknown (NoSuchUpload)'),
    },
  },
  'GET /storage/:bucket/*': {
    path: '/storage/{bucket}/{key}',
    params: bucketParams.extend({ key: z.string() }),
    responses: {
      200: body('*/*', "the stored file, in its own media type, to its owner's session", {
        type: 'string',
        format: 'binary',
      }),
    },
  },
};
