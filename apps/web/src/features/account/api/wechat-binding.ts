import { ApiPaths } from '@yanxiu/contract/paths';
import type { WechatBinding, WechatStart } from '@yanxiu/contract/wechat-sign-in';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** Where a started binding is remembered until WeChat sends the browser back to /account (this tab only). */
const STORAGE_KEY = 'yanxiu.wechatBind';

export const wechatBindingQuery = () =>
  queryOptions({ queryKey: ['account', 'wechatBinding'], queryFn: () => request<WechatBinding>(ApiPaths.wechatBinding) });

export const useWechatBinding = () => useQuery(wechatBindingQuery());

/** Starts binding: keeps the state, then leaves for WeChat's QR page. */
export async function goToWechatForBinding(): Promise<void> {
  const start = await request<WechatStart>(ApiPaths.wechatBindStart, { method: 'POST' });
  window.sessionStorage.setItem(STORAGE_KEY, start.state);
  window.location.assign(start.authorizeUrl);
}

/** The return of a binding this tab started (`code` and `state` in the address), or null. */
export function bindReturnOf(search: string): { code: string; state: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state || window.sessionStorage.getItem(STORAGE_KEY) !== state) return null;
  return { code, state };
}

/** Binds the WeChat that scanned; the kept state is forgotten whatever the answer. */
export function useBindWechat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) => {
      window.sessionStorage.removeItem(STORAGE_KEY);
      return request<WechatBinding>(ApiPaths.wechatBind, { method: 'POST', body });
    },
    // The page's first read of the binding may still be on its way, and would answer "not bound" over this one.
    onSuccess: async (binding) => {
      await client.cancelQueries({ queryKey: wechatBindingQuery().queryKey });
      client.setQueryData(wechatBindingQuery().queryKey, binding);
    },
  });
}

export function useUnbindWechat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<WechatBinding>(ApiPaths.wechatUnbind, { method: 'POST' }),
    onSuccess: (binding) => client.setQueryData(wechatBindingQuery().queryKey, binding),
  });
}
