import type { LinkedActivity } from '@yanxiu/contract/training';
import { defineEvent } from '@server/platform/events/domain-events';

/**
 * A fusion programme's page is being read: domains whose work belongs to the programme (research activities) add
 * their links to `links`, so training shows them without importing those domains (they depend on training).
 */
export const programmeLinksRequested = defineEvent<{ programmeId: number; links: LinkedActivity[] }>('training.programmeLinksRequested');
