import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { KEYWORD_MAX, NoticeLimits } from './limits';
import { IsoDateTime } from './iso-date-time';

// Help (/helpList): articles and FAQ by category, searchable, written by district or platform staff, each with a
// "was this helpful" count to which a user adds once. The paths are ours: the spec names the page but shows no calls.

/** Whether an entry is an article or a question with its answer. */
export const HELP_KINDS = ['article', 'faq'] as const;
export const HelpKind = z.enum(HELP_KINDS);
export type HelpKind = z.infer<typeof HelpKind>;

/** The categories help is grouped by, in the order the page shows them. */
export const HELP_CATEGORIES = ['account', 'training', 'learning', 'development', 'selection', 'other'] as const;
export const HelpCategory = z.enum(HELP_CATEGORIES);
export type HelpCategory = z.infer<typeof HelpCategory>;

const HelpId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Query of /helpList: a category, a kind and a keyword (title and text), server paging. */
export const HelpListQuery = AppIdQuery.extend(PageQuery.shape).extend({
  category: HelpCategory.optional(),
  kind: HelpKind.optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});
export type HelpListQuery = z.infer<typeof HelpListQuery>;

/** A help entry with its sanitised HTML and how many found it helpful. */
export const HelpEntry = z.object({
  id: HelpId,
  version: z.number().int(),
  kind: HelpKind,
  category: HelpCategory,
  title: z.string(),
  bodyHtml: z.string(),
  helpfulCount: z.number().int(),
  /** Whether the caller already said it helped. */
  helpful: z.boolean(),
  updatedAt: IsoDateTime,
});
export type HelpEntry = z.infer<typeof HelpEntry>;
export const HelpPage = paged(HelpEntry);
export type HelpPage = z.infer<typeof HelpPage>;

/** "Was this helpful": counted once per user. */
export const HelpfulBody = z.object({ id: HelpId });
export const HelpfulResult = z.object({ id: HelpId, helpfulCount: z.number().int(), helpful: z.literal(true) });
export type HelpfulResult = z.infer<typeof HelpfulResult>;

/** Creating (no id) or editing (id and the version read) a help entry; district or platform staff. */
export const SaveHelpBody = z
  .object({
    id: HelpId.optional(),
    version: z.number().int().min(1).optional(),
    kind: HelpKind,
    category: HelpCategory,
    title: z.string().trim().min(1).max(NoticeLimits.title),
    bodyHtml: z.string().min(1).max(NoticeLimits.body),
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), {
    path: ['version'],
    message: 'an edit names the version it read',
  });
export type SaveHelpBody = z.infer<typeof SaveHelpBody>;
export const SavedHelp = z.object({ id: HelpId, version: z.number().int() });

/** Deleting a help entry at the version read. */
export const DeleteHelpBody = z.object({ id: HelpId, version: z.number().int().min(1) });
