/** The default page icon, used when the tenant has no login logo (spec 3). */
export const DEFAULT_ICON = '/pc/favicon.svg';

/** Spec 3: the tenant's login logo is the page icon. */
export function applyPageIcon(loginLogo: string | null | undefined): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = loginLogo || DEFAULT_ICON;
}
