import type { Bilingual } from './locale';

/**
 * Role codes a user can hold (several at once). Staff roles act within their own org unit and the units below
 * it. APPY313 is the spec's role code that switches on the client's idle auto-logout; it grants nothing.
 */
export const ROLE_LABELS = {
  teacher: { 'zh-CN': '教师', 'en-US': 'Teacher' },
  backbone: { 'zh-CN': '骨干教师', 'en-US': 'Backbone teacher' },
  school_admin: { 'zh-CN': '学校管理员', 'en-US': 'School administrator' },
  district_admin: { 'zh-CN': '区县管理员', 'en-US': 'District administrator' },
  expert: { 'zh-CN': '评审专家', 'en-US': 'Expert reviewer' },
  platform_admin: { 'zh-CN': '平台管理员', 'en-US': 'Platform administrator' },
  APPY313: { 'zh-CN': '空闲自动退出', 'en-US': 'Idle auto-logout' },
} as const satisfies Record<string, Bilingual>;

export type RoleCode = keyof typeof ROLE_LABELS;
export const ROLE_CODES = Object.keys(ROLE_LABELS) as [RoleCode, ...RoleCode[]];

/** The role code that turns on idle auto-logout in the client (spec 4, 6). */
export const IDLE_LOGOUT_ROLE: RoleCode = 'APPY313';

/** Roles that manage the people of an org unit and the units below it. */
export const STAFF_ROLES: readonly RoleCode[] = ['school_admin', 'district_admin', 'platform_admin'];

/** Roles that manage the whole tenant (district staff), as opposed to one school. */
export const DISTRICT_STAFF_ROLES: readonly RoleCode[] = ['district_admin', 'platform_admin'];

/** Roles that act as a teacher: learn, apply, enrol (staff who also teach hold `teacher` too). */
export const TEACHER_ROLES: readonly RoleCode[] = ['teacher'];
