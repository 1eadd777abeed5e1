import { z } from 'zod';
import { Locale } from './locale';

/** One of the seven district tenants of spec 1 and 9 ("tenant-to-district map: seven entries"). */
export type DistrictTenant = {
  slug: string;
  appId: string;
  districtCode: string;
  /** The platform's display name. */
  name: string;
  nameEn: string;
  /** The district itself, e.g. 东城区. */
  district: string;
  districtEn: string;
};

/** The seven district tenants, each with its six-digit administrative district code. */
export const DISTRICT_TENANTS: readonly DistrictTenant[] = [
  { slug: 'dongcheng', appId: 'yx110101', districtCode: '110101', name: '东城区教师研修平台', nameEn: 'Dongcheng Teacher Development', district: '东城区', districtEn: 'Dongcheng District' },
  { slug: 'xicheng', appId: 'yx110102', districtCode: '110102', name: '西城区教师研修平台', nameEn: 'Xicheng Teacher Development', district: '西城区', districtEn: 'Xicheng District' },
  { slug: 'chaoyang', appId: 'yx110105', districtCode: '110105', name: '朝阳区教师研修平台', nameEn: 'Chaoyang Teacher Development', district: '朝阳区', districtEn: 'Chaoyang District' },
  { slug: 'fengtai', appId: 'yx110106', districtCode: '110106', name: '丰台区教师研修平台', nameEn: 'Fengtai Teacher Development', district: '丰台区', districtEn: 'Fengtai District' },
  { slug: 'shijingshan', appId: 'yx110107', districtCode: '110107', name: '石景山区教师研修平台', nameEn: 'Shijingshan Teacher Development', district: '石景山区', districtEn: 'Shijingshan District' },
  { slug: 'haidian', appId: 'yx110108', districtCode: '110108', name: '海淀区教师研修平台', nameEn: 'Haidian Teacher Development', district: '海淀区', districtEn: 'Haidian District' },
  { slug: 'mentougou', appId: 'yx110109', districtCode: '110109', name: '门头沟区教师研修平台', nameEn: 'Mentougou Teacher Development', district: '门头沟区', districtEn: 'Mentougou District' },
];

/** The demo tenant: what `localhost` and the configured test host resolve to. */
export const DEMO_TENANT = {
  slug: 'demo',
  appId: 'yxdemo',
  // Not a real administrative code: 000000 can never collide with a district.
  districtCode: '000000',
  name: '研修示范区',
  nameEn: 'Yanxiu Demo District',
  district: '示范区',
  districtEn: 'Demo District',
} as const satisfies DistrictTenant;

/** Spec 6: whether the tenant's appId is in a given list. */
export function isAppIdIn(appId: string | null | undefined, list: readonly string[]): boolean {
  return appId != null && list.includes(appId);
}

/** Spec 6: whether the tenant is one of the seven district tenants. */
export function isDistrictTenant(appId: string | null | undefined): boolean {
  return DISTRICT_TENANTS.some((tenant) => tenant.appId === appId);
}

/** The district code of a tenant's appId, if it is one of the seven. */
export function districtCodeOf(appId: string | null | undefined): string | undefined {
  return DISTRICT_TENANTS.find((tenant) => tenant.appId === appId)?.districtCode;
}

/** Query of the signed app-info search (spec 7). */
export const AppInfoSearchQuery = z.object({
  /** SHA-256 hex of the app secret followed by `timestamp`. */
  sig: z.string().regex(/^[0-9a-f]{64}$/i, 'sig must be 64 hex characters'),
  /** The public app key the client is built with. */
  appKey: z.string().min(1).max(64),
  /** Client time: the first 13 digits of the current time in milliseconds. */
  timestamp: z.string().regex(/^\d{13}$/, 'timestamp must be 13 digits of milliseconds'),
});

/** Body of the app-info search: the page's hostname. */
export const AppInfoSearchBody = z.object({
  where: z.object({
    /** The page's hostname (the client swaps localhost and the test host for the test tenant host). */
    domain_like: z.string().min(1).max(253),
  }),
});

/** What the client needs to know about its tenant before sign-in. */
export const AppInfo = z.object({
  /** The tenant's app id; every later call carries it as the `appId` query parameter. */
  appId: z.string(),
  /** Display name of the tenant's platform. */
  name: z.string(),
  /** English display name. */
  nameEn: z.string(),
  /** Six-digit district code. */
  districtCode: z.string(),
  /** Path of the login logo, also the page icon; null means the default favicon. */
  loginLogo: z.string().nullable(),
  /** The tenant's default interface language. */
  defaultLocale: Locale,
  /** Whether this is one of the seven district tenants. */
  isDistrict: z.boolean(),
  /** Whether the demo accounts exist here (demo data on), so the sign-in page may mention them. */
  demoAccounts: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfo>;

/** The app-info search answers a list whose first element is the tenant. */
export const AppInfoSearchResult = z.array(AppInfo);

/** Every tenant-scoped call carries the tenant's appId as a query parameter. */
export const AppIdQuery = z.object({
  /** The tenant's app id from app info. */
  appId: z.string().min(1).max(64),
});
