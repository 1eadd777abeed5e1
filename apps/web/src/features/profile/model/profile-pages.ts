import type { ProfileKind } from '@yanxiu/contract/profile';

// Which kinds of record each profile page shows. The kinds are the contract's (PROFILE_KINDS); the pages are spec 2's
// three areas. A page groups the kinds by what it is for, and every kind is on at least one page of each area where
// it belongs (profile-pages.test.ts checks that none is left out).

/** The three profile areas of spec 2; each /view… mirror shows its area read-only. */
export type ProfileAreaName = 'personal' | 'lightweight' | 'backbone';

/** One page of an area: the kinds it lists, in order, and whether the teacher's own information heads it. */
export type ProfilePageSpec = { kinds: readonly ProfileKind[]; teacherCard?: boolean };

/**
 * /personal: the ordinary personal area. Stage and training are development's and training's pages; continuing
 * education (ContinuePage) is the learning-hours ledger and training, with no records of its own.
 */
const PERSONAL = {
  baseInfo: { kinds: ['qualification', 'edu-history'], teacherCard: true },
  influence: { kinds: ['honor', 'good-lesson', 'stu-awards', 'media-report', 'academic-post'] },
  achievements: { kinds: ['public-thesis', 'pub-mono', 'patent', 'research-topic', 'material', 'edu-prd'] },
  radiation: { kinds: ['make-course', 'public-crs', 'guidance', 'mentoring', 'campaign'] },
  evaluate: { kinds: ['exam', 'reflection'] },
} as const satisfies Record<string, ProfilePageSpec>;

/** /lwpersonal: the lightweight area, a quick portfolio. */
const LIGHTWEIGHT = {
  baseInfo: { kinds: ['qualification', 'edu-history'], teacherCard: true },
  model: { kinds: ['public-crs', 'make-course', 'guidance'] },
  award: { kinds: ['good-lesson', 'stu-awards', 'edu-prd'] },
  achievement: { kinds: ['research-topic', 'public-thesis', 'patent'] },
  works: { kinds: ['pub-mono', 'material', 'reflection'] },
  honor: { kinds: ['honor', 'media-report'] },
  campaigns: { kinds: ['campaign'] },
} as const satisfies Record<string, ProfilePageSpec>;

/** /backbone: the backbone teacher's area, with the kinds the recognition asks for. */
const BACKBONE = {
  baseInfo: { kinds: ['qualification', 'mentoring', 'exam'], teacherCard: true },
  education: { kinds: ['edu-history'] },
  educationAward: { kinds: ['good-lesson', 'edu-prd'] },
  award: { kinds: ['stu-awards'] },
  paper: { kinds: ['public-thesis'] },
  achievement: { kinds: ['research-topic', 'pub-mono', 'material', 'patent', 'make-course'] },
  honor: { kinds: ['honor', 'media-report'] },
  academic: { kinds: ['academic-post', 'public-crs'] },
  guidance: { kinds: ['guidance'] },
  campaigns: { kinds: ['campaign'] },
} as const satisfies Record<string, ProfilePageSpec>;

export const PROFILE_PAGES: Record<ProfileAreaName, Record<string, ProfilePageSpec>> = {
  personal: PERSONAL,
  lightweight: LIGHTWEIGHT,
  backbone: BACKBONE,
};

/** The base path of an area, and of its read-only mirror (the personal area has none). */
export const AREA_PATHS: Record<ProfileAreaName, { base: string; view?: string }> = {
  personal: { base: '/personal' },
  lightweight: { base: '/lwpersonal', view: '/viewlwpersonal' },
  backbone: { base: '/backbone', view: '/viewbackbone' },
};

/** The page of an area a path names (`/viewbackbone/paper` -> paper), or undefined for a page the area lacks. */
export function pageOf(area: ProfileAreaName, pathname: string): { segment: string; spec: ProfilePageSpec } | undefined {
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  const spec = Object.hasOwn(PROFILE_PAGES[area], segment) ? PROFILE_PAGES[area][segment] : undefined;
  return spec ? { segment, spec } : undefined;
}

/** Where staff read a kind of a teacher's records: the page of the backbone mirror that lists it (else the lightweight one). */
export function viewPathOf(kind: ProfileKind, userId: number): string {
  for (const area of ['backbone', 'lightweight'] as const) {
    const found = Object.entries(PROFILE_PAGES[area]).find(([, spec]) => spec.kinds.includes(kind));
    if (found) return `${AREA_PATHS[area].view}/${found[0]}?userId=${userId}`;
  }
  return `${AREA_PATHS.backbone.view}/baseInfo?userId=${userId}`;
}
