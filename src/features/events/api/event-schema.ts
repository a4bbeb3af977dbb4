import { z } from 'zod';
import { isReadableEvent } from './fast-event-check';

const int = z.number().int();
const finite = z.number().refine(Number.isFinite, 'must be a finite number');

/**
 * Spec 2.1. The spec does not say which fields are always present, so only what the app cannot work
 * without is required (id, type, timeAt); everything else may be absent and shows as absent.
 * Unknown fields are kept: the raw JSON view shows what the API sent.
 */
export const fleetEventSchema = z
  .object({
    id: int,
    type: z.string().min(1),
    timeAt: int,
    action: z.string().optional(),
    companyId: int.optional(),
    companyVersion: int.optional(),
    deviceId: int.optional(),
    deviceVersion: int.optional(),
    vehicleId: int.optional(),
    vehicleVersion: int.optional(),
    tripId: int.optional(),
    location: z.string().optional(),
    createdAt: z.string().optional(),
    odometer: finite.optional(),
    origin: z.string().optional(),
    attributes: z.record(z.string(), z.string()).optional(),
    GPS: z
      .object({
        valid: z.boolean(),
        Lat: finite.min(-90).max(90),
        Lng: finite.min(-180).max(180),
        At: int.optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

export type FleetEvent = z.infer<typeof fleetEventSchema>;

export interface ParsedEvents {
  events: FleetEvent[];
  /** Items of the array that were not readable events, with the first reason, for the notice. */
  skipped: { index: number; reason: string }[];
}

/**
 * A response must be an array (else the whole day fails); each item is checked on its own, so one
 * malformed event is skipped and counted instead of sinking the page.
 */
export function parseEventList(json: unknown): ParsedEvents | null {
  if (!Array.isArray(json)) return null;
  const events: FleetEvent[] = [];
  const skipped: ParsedEvents['skipped'] = [];
  json.forEach((item: unknown, index) => {
    if (isReadableEvent(item)) {
      events.push(item);
      return;
    }
    const result = fleetEventSchema.safeParse(item);
    if (result.success) events.push(result.data);
    else {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      skipped.push({ index, reason: `${where}${issue?.message ?? 'not an event'}` });
    }
  });
  return { events, skipped };
}
