import { z } from 'zod';
import { endpoint } from '../endpoint';

/** `live`: the process answers. */
export const liveProbeSchema = z.object({ status: z.literal('live') });
/** `ready`: whether the database answers now; 200 with 'ok', 503 with 'unreachable'. */
export const readyProbeSchema = z.object({ database: z.enum(['ok', 'unreachable']) });

export const live = endpoint('GET', 'health', '/live', { answer: liveProbeSchema });
export const ready = endpoint('GET', 'health', '/ready', { answer: readyProbeSchema });

/**
 * The load balancer's probes (docs/deploy.md): no session, no body, nothing private. Not called by
 * the app; declared here so that everything served under /api/ is in a table (decision 0035).
 */
export const HEALTH_ENDPOINTS = { live, ready };
