import { Navigate, Outlet, useLocation } from 'react-router';

function withoutParams(search: string, names: string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The spec's quick-login wrapper: a link carrying a one-time `jti` or `rpcid` signs the user in. That flow is
 * not built yet, so such links go to the sign-in page, which then returns to the page without the ticket.
 */
export function QuickLoginGuard() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (params.has('jti') || params.has('rpcid')) {
    const target = `${location.pathname}${withoutParams(location.search, ['jti', 'rpcid'])}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <Outlet />;
}

/**
 * The spec's WeChat-login wrapper: a return from WeChat authorisation (`code` with `state=wechat`) signs the user
 * in. Until that flow is built, such returns go to the sign-in page.
 */
export function WechatLoginGuard() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (params.has('code') && params.get('state') === 'wechat') {
    const target = `${location.pathname}${withoutParams(location.search, ['code', 'state'])}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <Outlet />;
}
