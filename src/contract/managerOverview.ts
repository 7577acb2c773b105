import { z } from 'zod';
import { managedCycleSchema } from './managerApplications';

/**
 * Where a manager lands (decision 0043): what waits for someone, each with where it is handled.
 * Counts, read at once from what the other screens list.
 */
export const managerOverviewSchema = z.object({
  /** the cycles with applications to decide, as /manage/applications lists them */
  cycles: z.array(managedCycleSchema),
  /** reports in each review stage */
  review: z.object({ SUBMITTED: z.number().int(), PM_REVIEW: z.number().int(), COMPLETED: z.number().int() }),
  /** reports past their last moment to be submitted, still not handed in */
  overdue_reports: z.number().int(),
  open_concerns: z.number().int(),
  /** pending payments not yet in a run */
  payments_to_run: z.number().int(),
});
export type ManagerOverview = z.infer<typeof managerOverviewSchema>;
