// The xAPI paths in a module of their own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `xapi-settings.ts` would come along.

/** A tenant's Learning Record Store settings, its connection test and its delivery (issue 43). */
export const XapiPaths = {
  xapiSettings: '/xapi/manage/settings',
  xapiSettingsSave: '/xapi/manage/settings/save',
  xapiSettingsTest: '/xapi/manage/settings/test',
  xapiSendNow: '/xapi/manage/send',
} as const;
