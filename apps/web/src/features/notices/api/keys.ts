/** The root of every notices query key: invalidating it refreshes the lists, details, counts and staff pages. */
export const NOTICES_KEY = ['notices'] as const;
