/** The API base per environment (spec 7: dev, test, prod; prod is selected for builds). */
const API_BASES = {
  dev: import.meta.env.VITE_API_BASE_DEV ?? '/api',
  test: import.meta.env.VITE_API_BASE_TEST ?? '/api',
  prod: import.meta.env.VITE_API_BASE_PROD ?? '/api',
} as const;

export type ApiEnvironment = keyof typeof API_BASES;

/** Which environment this build talks to: `VITE_API_ENV`, else dev under the dev server, else prod. */
export function apiEnvironment(): ApiEnvironment {
  const chosen = import.meta.env.VITE_API_ENV;
  if (chosen === 'dev' || chosen === 'test' || chosen === 'prod') return chosen;
  return import.meta.env.DEV ? 'dev' : 'prod';
}

export function apiBase(): string {
  return API_BASES[apiEnvironment()];
}
