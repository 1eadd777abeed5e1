/** A route pattern of the web app's route table, compiled once: `/topicContentDetail/sharePage/:applyId`. */
export type RoutePattern = {
  pattern: string;
  /** The pattern's parameters from a path relative to /pc, or null when the path is not one of its pages. */
  match(path: string): Record<string, string> | null;
};

const PARAMETER = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
const SEGMENT = /^[A-Za-z0-9_.~-]+$/;

/**
 * Compiles a pattern of literal segments and `:name` segments (each matching one non-empty segment), the subset of
 * React Router's syntax loader routes use; anything else is refused at start-up, so a typo cannot silently never match.
 */
export function compileRoutePattern(pattern: string): RoutePattern {
  if (!pattern.startsWith('/')) throw new Error(`route pattern ${pattern} must start with /`);
  const segments = pattern.slice(1).split('/');
  for (const segment of segments) {
    if (!PARAMETER.test(segment) && !SEGMENT.test(segment)) throw new Error(`route pattern ${pattern}: unsupported segment "${segment}"`);
  }
  return {
    pattern,
    match(path) {
      const parts = path.replace(/\/+$/, '').slice(1).split('/');
      if (!path.startsWith('/') || parts.length !== segments.length) return null;
      const params: Record<string, string> = {};
      for (let index = 0; index < segments.length; index++) {
        const segment = segments[index]!;
        const part = parts[index]!;
        const name = PARAMETER.exec(segment)?.[1];
        if (name === undefined) {
          if (part !== segment) return null;
          continue;
        }
        if (part === '') return null;
        try {
          params[name] = decodeURIComponent(part);
        } catch {
          // A malformed escape cannot name anything the loader knows.
          return null;
        }
      }
      return params;
    },
  };
}

const BASE = '/pc';

/**
 * The path, relative to /pc, of a page URL as the client sends it: absolute or a path, with or without the base; the
 * query and hash are dropped. Null when it is not a page of the app (another base, or not a URL at all).
 */
export function pagePathOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://page.invalid').pathname;
  } catch {
    return null;
  }
  if (pathname === BASE || pathname.startsWith(`${BASE}/`)) return pathname.slice(BASE.length) || '/';
  return pathname;
}
