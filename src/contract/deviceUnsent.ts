import { z } from 'zod';
import { DB_INTEGER_MAX, idSchema } from './ids';

/**
 * What a device holds unsent, told to the server while it is online (decision 0072), so that work
 * a wiped phone loses (iOS eviction, cleared data, a lost phone) is named to the auditor and to
 * staff instead of vanishing unseen.
 */

const isoTime = z.iso.datetime({ offset: true });

/** A proof file the device has not completed on the server. */
export const heldProofSchema = z.object({
  id: z.uuid(),
  section_id: idSchema,
  file_name: z.string().min(1).max(255),
  file_size: z.number().int().min(1).max(DB_INTEGER_MAX),
  picked_at: isoTime,
});
export type HeldProof = z.infer<typeof heldProofSchema>;

/** One report's unsent work on the device: its changes waiting to be sent, and its proof files. */
export const heldReportSchema = z.object({
  audit_store_id: idSchema,
  changes: z.number().int().min(0).max(100_000),
  proofs: z.array(heldProofSchema).max(500),
});
export type HeldReport = z.infer<typeof heldReportSchema>;

/** POST auditor/device_unsent: all this device holds unsent now; no reports when it holds none. */
export const deviceUnsentBodySchema = z.object({
  /** made by the device with its store, and lost with it */
  device_id: z.uuid(),
  /** what the device is, for the auditor reading it on another: "Chrome on Android" */
  device_label: z.string().max(100),
  reports: z.array(heldReportSchema).max(200),
});
export type DeviceUnsentBody = z.infer<typeof deviceUnsentBodySchema>;

export const rememberedProofSchema = heldProofSchema.extend({ section_name: z.string() });
export type RememberedProof = z.infer<typeof rememberedProofSchema>;

/** A report's work a device told of and the server has not received, as the server reads it now. */
export const rememberedReportSchema = z.object({
  audit_store_id: z.number().int(),
  store_name: z.string(),
  /** changes the device still held to send when it last reported */
  changes: z.number().int(),
  /** its proof files that have not arrived since */
  proofs: z.array(rememberedProofSchema),
});
export type RememberedReport = z.infer<typeof rememberedReportSchema>;

export const rememberedDeviceSchema = z.object({
  device_id: z.string(),
  device_label: z.string(),
  reported_at: z.string(),
  reports: z.array(rememberedReportSchema),
});
export type RememberedDevice = z.infer<typeof rememberedDeviceSchema>;
export const rememberedDeviceListSchema = z.array(rememberedDeviceSchema);

/**
 * Devices whose account of unsent work one auditor's account keeps: a phone or two and a spare;
 * a caller inventing device ids in a loop grew the list without end. The device heard from
 * longest ago gives way to a new one.
 */
export const DEVICES_REMEMBERED_MAX = 10;

export const deviceParamsSchema = z.object({ device: z.uuid() });
