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
  {
    slug: 'dongcheng',
    appId: 'yx110101',
    districtCode: '110101',
    name: '东城区教师研修平台',
    nameEn: 'Dongcheng Teacher Development',
    district: '东城区',
    districtEn: 'Dongcheng District',
  },
  {
    slug: 'xicheng',
    appId: 'yx110102',
    districtCode: '110102',
    name: '西城区教师研修平台',
    nameEn: 'Xicheng Teacher Development',
    district: '西城区',
    districtEn: 'Xicheng District',
  },
  {
    slug: 'chaoyang',
    appId: 'yx110105',
    districtCode: '110105',
    name: '朝阳区教师研修平台',
    nameEn: 'Chaoyang Teacher Development',
    district: '朝阳区',
    districtEn: 'Chaoyang District',
  },
  {
    slug: 'fengtai',
    appId: 'yx110106',
    districtCode: '110106',
    name: '丰台区教师研修平台',
    nameEn: 'Fengtai Teacher Development',
    district: '丰台区',
    districtEn: 'Fengtai District',
  },
  {
    slug: 'shijingshan',
    appId: 'yx110107',
    districtCode: '110107',
    name: '石景山区教师研修平台',
    nameEn: 'Shijingshan Teacher Development',
    district: '石景山区',
    districtEn: 'Shijingshan District',
  },
  {
    slug: 'haidian',
    appId: 'yx110108',
    districtCode: '110108',
    name: '海淀区教师研修平台',
    nameEn: 'Haidian Teacher Development',
    district: '海淀区',
    districtEn: 'Haidian District',
  },
  {
    slug: 'mentougou',
    appId: 'yx110109',
    districtCode: '110109',
    name: '门头沟区教师研修平台',
    nameEn: 'Mentougou Teacher Development',
    district: '门头沟区',
    districtEn: 'Mentougou District',
  },
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
