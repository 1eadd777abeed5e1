// What the build's chunk plan (vite.config.ts, vite-page-chunks.ts) needs to know about pages, declared by page key:
// the build finds each page's module through app/page-registry.ts, so a page whose file moves keeps its place in the
// plan, and the build fails when a key here no longer names a lazily loaded page. Data only: the build imports it
// (and the tools' type check through it, which cannot load the pages), so the keys are checked against the registry
// in page-chunks.test.ts rather than by importing it here.

/**
 * The pages teachers open first, in the order their shared chunks are named (`first-home-training`, ...): where
 * sign-in lands, the training catalogue, their hours. Their shared code is gathered by which of them need it.
 */
export const FIRST_PAGE_NAMES = ['home', 'training', 'learning'] as const;
export type FirstPageName = (typeof FIRST_PAGE_NAMES)[number];

export type PageChunkMeta = {
  /** `sign-in`: its lazily loaded modules are one chunk of their own (the one page every visitor loads). */
  chunk?: 'sign-in';
  /** One of the first pages (above); `home` also decides what the common chunk holds. */
  firstPage?: FirstPageName;
  /** `runtime`: outside the signed-in layouts, styles antd at run time and imports no part of its static sheet. */
  styling?: 'runtime';
};

export const PAGE_CHUNKS = {
  login: { chunk: 'sign-in', styling: 'runtime' },
  portalLogin: { styling: 'runtime' },
  teacherConfirm: { styling: 'runtime' },
  changePassword: { styling: 'runtime' },
  certificateVerify: { styling: 'runtime' },
  credentialVerify: { styling: 'runtime' },
  growthFileVerify: { styling: 'runtime' },
  topicShare: { styling: 'runtime' },
  home: { firstPage: 'home' },
  // The catalogue's module holds every teacher training page (one chunk), as the hours page's holds the hours pages.
  trainingCatalogue: { firstPage: 'training' },
  studyTime: { firstPage: 'learning' },
} satisfies Record<string, PageChunkMeta>;

/** The signed-in layout, loaded lazily by the router: its modules are the `shell` chunk (path under src/). */
export const MAIN_LAYOUT_MODULE = 'app/layouts/MainLayout';
