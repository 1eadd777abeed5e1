/** Query keys of the certificate pages all start so; a staff write refreshes them all. */
export const CERTIFICATES_KEY = ['certificates'] as const;
