import { z } from 'zod';

/** A teacher's current place on the career-phase ladder. */
export const CurrentPhase = z.object({
  /** The phase code, e.g. `1` novice. */
  phaseCode: z.string(),
  phaseName: z.string(),
  phaseNameEn: z.string(),
  /** Position on the ladder, from 1. */
  rank: z.number().int(),
  /** The next phase up, or null at the top. */
  nextPhase: z.object({ phaseCode: z.string(), phaseName: z.string(), phaseNameEn: z.string() }).nullable(),
  /** The whole ladder of the tenant, lowest first. */
  ladder: z.array(z.object({ phaseCode: z.string(), phaseName: z.string(), phaseNameEn: z.string(), rank: z.number().int() })),
});
export type CurrentPhase = z.infer<typeof CurrentPhase>;

/** Health answers. */
export const HealthStatus = z.object({ status: z.literal('ok') });
