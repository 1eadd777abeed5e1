/** The root of every disk query key: invalidating it refreshes lists, details, the quota and the issue pages. */
export const DISK_KEY = ['disk'] as const;
/** The caller's own disk (folders, resources, recycle bin, quota); what uploads, moves and deletions change. */
export const MY_DISK_KEY = [...DISK_KEY, 'mine'] as const;
/** Issues: the issuer's list and recipients, and what the caller received. */
export const ISSUES_KEY = [...DISK_KEY, 'issues'] as const;
