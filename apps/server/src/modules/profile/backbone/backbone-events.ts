import type { AuditSource } from '@server/platform/context/request-context';
import { defineEvent } from '@server/platform/events/domain-events';

// What profile tells other domains when a teacher is recognised as a backbone teacher. Development puts them on the
// ladder's backbone rung in the same transaction, so the recognition, the role and the phase never disagree, without
// profile importing development (which reads profile).

/** A recognition as announced. */
export type BackboneRecognition = {
  userId: number;
  applicationId: number;
  /** Who decided, for the audit entries of the reactions. */
  by: AuditSource;
  at: Date;
};

/** A backbone application passed its last step: its teacher now holds the backbone role. */
export const backboneRecognised = defineEvent<BackboneRecognition>('profile.backboneRecognised');
