// Limits of the research activities' interaction fields (research-interaction.ts), zod-free like limits.ts so the
// web client's form rules use the numbers the schemas check.

/** Discussion posts, observation forms, check-in, task hand-ins and the summary of a research activity. */
export const ResearchInteractionLimits = {
  /** A post's or reply's text. */
  postText: 5_000,
  /** Files attached to one post, hand-in or summary. */
  attachments: 10,
  /** People mentioned in one post. */
  mentions: 20,
  /** Replies each thread carries in a page of the discussion (the newest; the count says how many there are). */
  repliesShown: 50,
  /** A form template's and an indicator's title. */
  title: 120,
  /** What an indicator looks at. */
  indicatorHint: 500,
  /** Indicators of one observation form. */
  indicators: 30,
  /** The highest maximum score an indicator may have. */
  maxScore: 100,
  /** A comment on a filled form, on one indicator, or a hand-in's note. */
  comment: 2_000,
  /** The organiser's summary of an activity. */
  summaryText: 20_000,
  /** Photos in a summary. */
  summaryPhotos: 20,
  /** People marked present or absent at once. */
  markAtOnce: 500,
  /** The rotating check-in code (base64url of a truncated HMAC plus its window). */
  checkInCode: 64,
} as const;

/** How long each rotating check-in code is shown; the previous window's code is still accepted. */
export const CHECK_IN_WINDOW_SECONDS = 30;

/** Digits of the check-in code people type (on the activity page, read off a meeting's shared screen or the room's). */
export const TYPED_CHECK_IN_DIGITS = 6;

/** How long before the start people may check in (arriving early) and the organiser may mark attendance. */
export const CHECK_IN_OPENS_MINUTES = 120;
