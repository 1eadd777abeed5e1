import type { PrivacyNotice, PrivacySettings, SavePrivacySettingsBody } from '@yanxiu/contract/privacy-erasure';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

// The consent and retention calls: the district admin's settings page and the notice every signed-in user meets.

const SETTINGS_KEY = ['privacy', 'settings'] as const;
const NOTICE_KEY = ['privacy', 'notice'] as const;

/** privacySettings: the tenant's consent and retention settings (district admin). */
export function usePrivacySettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => request<PrivacySettings>(ApiPaths.privacySettings, { signal }),
  });
}

/** privacySettingsSave: saves them at the version read. */
export function useSavePrivacySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePrivacySettingsBody) =>
      request<PrivacySettings>(ApiPaths.privacySettingsSave, { method: 'POST', body, skipErrorHandler: true }),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      return client.invalidateQueries({ queryKey: NOTICE_KEY });
    },
  });
}

/** privacyNotice: the notice and whether the caller must still accept it. Quiet: a failure only leaves the notice unasked. */
export function usePrivacyNotice(enabled: boolean) {
  return useQuery({
    queryKey: NOTICE_KEY,
    queryFn: ({ signal }) => request<PrivacyNotice>(ApiPaths.privacyNotice, { signal, skipErrorHandler: true }),
    enabled,
    staleTime: Infinity,
  });
}

/** privacyNoticeAccept: records the caller's acceptance of the version they read. */
export function useAcceptPrivacyNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noticeVersion: number) =>
      request<PrivacyNotice>(ApiPaths.privacyNoticeAccept, { method: 'POST', body: { noticeVersion }, skipErrorHandler: true }),
    onSuccess: (notice) => client.setQueryData(NOTICE_KEY, notice),
    onError: () => client.invalidateQueries({ queryKey: NOTICE_KEY }),
  });
}
