import type { SaveXapiSettingsBody, XapiConnectionTest, XapiSendNow, XapiSettings } from '@yanxiu/contract/xapi-settings';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

// The LRS settings calls of the district admin's page: read, save, test the connection, send now.

const SETTINGS_KEY = ['xapi', 'settings'] as const;

/** xapiSettings: the tenant's LRS settings and delivery state. */
export function useXapiSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => request<XapiSettings>(ApiPaths.xapiSettings, { signal }),
  });
}

/** xapiSettingsSave: saves them at the version read; a refusal is shown by the form. */
export function useSaveXapiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveXapiSettingsBody) =>
      request<XapiSettings>(ApiPaths.xapiSettingsSave, { method: 'POST', body, skipErrorHandler: true }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}

/** xapiSettingsTest: asks the saved LRS whether it answers and takes the key. */
export function useTestXapiConnection() {
  return useMutation({
    mutationFn: () => request<XapiConnectionTest>(ApiPaths.xapiSettingsTest, { method: 'POST' }),
  });
}

/** xapiSendNow: queues a delivery of what is pending; the delivery state is read again. */
export function useSendXapiNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<XapiSendNow>(ApiPaths.xapiSendNow, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
