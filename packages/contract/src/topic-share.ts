import { z } from 'zod';
import { TopicAppraisalValue, TopicApplyId, TopicLevelValue, TopicPhaseValue } from './topic';

// The public share page of a research topic (/topicContentDetail/sharePage/:applyId): the host shares an approved or
// concluded topic with an abstract and the files they mark public; anyone, signed in or not, then reads it through
// the page's server loader (server-loader.ts). Ours: the spec shows the route, not its calls.

/** The share page's route, as the web's route table and the server's loader both declare it. */
export const TOPIC_SHARE_ROUTE = '/topicContentDetail/sharePage/:applyId';

export const TopicShareLimits = {
  /** The abstract the share page shows. */
  abstract: 2000,
  /** Files a shared topic may show. */
  publicFiles: 50,
} as const;

/** Share a topic, or change what its page shows (the host). Files not listed stop being public. */
export const ShareTopicBody = z.object({
  applyId: TopicApplyId,
  /** The host's summary of the topic for anyone reading the page. */
  abstract: z.string().trim().min(1).max(TopicShareLimits.abstract),
  /** Ids of the topic's files (attachments, stage documents, record files) the page offers for download. */
  publicFileIds: z
    .array(z.uuid())
    .max(TopicShareLimits.publicFiles)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a file is listed twice' }),
});
export type ShareTopicBody = z.infer<typeof ShareTopicBody>;

/** Stop sharing a topic (the host): its page answers 404 again. */
export const UnshareTopicBody = z.object({ applyId: TopicApplyId });
export type UnshareTopicBody = z.infer<typeof UnshareTopicBody>;

/** What the host's share settings are after a change. */
export const TopicShareState = z.object({
  applyId: z.string(),
  /** When the topic was first shared (kept while the host edits what it shows); null when not shared. */
  sharedAt: z.string().nullable(),
  shareAbstract: z.string(),
  publicFileIds: z.array(z.string()),
});
export type TopicShareState = z.infer<typeof TopicShareState>;

/** A file the share page offers: downloaded from `topicShareFile` without a session. */
export const TopicShareFile = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() });
export type TopicShareFile = z.infer<typeof TopicShareFile>;

/** The share page's data (the server loader's answer): what anyone may read of a shared topic, nothing more. */
export const TopicSharePage = z.object({
  applyId: z.string(),
  title: z.string(),
  /** Given at approval, e.g. 2026-003. */
  topicNo: z.string(),
  level: TopicLevelValue,
  callTitle: z.string(),
  phase: TopicPhaseValue,
  periodStartsOn: z.string().nullable(),
  periodEndsOn: z.string().nullable(),
  host: z.object({ name: z.string(), orgName: z.string() }),
  abstract: z.string(),
  /** The conclusion's results; empty until the topic is concluded. */
  results: z.string(),
  appraisal: TopicAppraisalValue.nullable(),
  files: z.array(TopicShareFile),
  sharedAt: z.string(),
});
export type TopicSharePage = z.infer<typeof TopicSharePage>;

/** A public file of a shared topic (path parameters). */
export const TopicShareFileParams = z.object({
  applyId: z.string().regex(/^\d{1,15}$/, 'must be a number'),
  fileId: z.uuid(),
});

export { TopicSharePaths } from './topic-share-paths';
