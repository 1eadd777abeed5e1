import type { Locale } from '@yanxiu/contract/locale';
import type { trainingUnits } from '@server/db/schema/training';
import { defineEvent } from '@server/platform/events/domain-events';

/**
 * Staff are removing units from a programme: emitted in the programme save's transaction, before the rows go (or are
 * hidden). A domain whose work hangs on one of the units (assessment's exam on an exam unit) either lets its work go
 * with it, in the same transaction, or refuses by throwing an AppError whose message names the unit (in `locale`),
 * which rolls the whole save back. Training stays ignorant of what hangs on its units.
 */
export const unitsRemoving = defineEvent<{ programmeId: number; units: ReadonlyArray<typeof trainingUnits.$inferSelect>; locale: Locale }>(
  'training.unitsRemoving',
);
