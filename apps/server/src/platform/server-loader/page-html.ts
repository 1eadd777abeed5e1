import { SERVER_LOADER_ELEMENT_ID, type EmbeddedServerLoad } from '@yanxiu/contract/server-loader';
import type { Locale } from '@yanxiu/contract/locale';
import type { PageHead } from './server-loader';

/** Previews show about this much of a description; the rest is cut at a character boundary with an ellipsis. */
const DESCRIPTION_MAX = 200;

/**
 * The built index.html split once at start-up around what a loader page replaces: its language (when the shell names
 * one) and the end of its head, where the page's tags go.
 */
export type PageShell = { beforeLang: string | null; beforeTags: string; rest: string };

/** What one loader page's HTML carries. */
export type PageHtml = {
  locale: Locale;
  head: PageHead;
  /** The page's absolute URL (og:url), the site's name (og:site_name) and the origin relative images resolve against. */
  url: string;
  origin: string;
  siteName: string;
  /** A 404 page is kept out of search engines and gets no Open Graph card. */
  notFound: boolean;
  embedded: EmbeddedServerLoad;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON made safe inside a script element: `<` (so no `</script>` or `<!--` can end or change it), `>` and `&` as
 * unicode escapes, and the two line separators JavaScript once refused in strings. JSON.parse reads them back as is.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A description on one line, cut for previews. */
export function previewText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= DESCRIPTION_MAX
    ? line
    : `${characters
        .slice(0, DESCRIPTION_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Splits the built index.html (its own title and description go: each loader page writes its own). The tags go before
 * `</head>`, else before `<body>`, else after the doctype: a parser puts them in the head wherever they come before
 * the body's content.
 */
export function prepareShell(html: string): PageShell {
  const stripped = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const doctype = /^\s*<!doctype[^>]*>\s*/i.exec(stripped);
  const candidates = [stripped.search(/<\/head>/i), stripped.search(/<body\b/i)].filter((index) => index >= 0);
  const at = candidates[0] ?? (doctype ? doctype[0].length : 0);
  const head = stripped.slice(0, at);
  const lang = /<html\b[^>]*?\blang="/i.exec(head);
  if (!lang) return { beforeLang: null, beforeTags: head, rest: stripped.slice(at) };
  const afterLang = lang.index + lang[0].length;
  return { beforeLang: head.slice(0, afterLang), beforeTags: head.slice(head.indexOf('"', afterLang)), rest: stripped.slice(at) };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** A loader page's HTML: the shell with the page's language, head tags and embedded data; everything injected escaped. */
export function renderPageHtml(shell: PageShell, page: PageHtml): string {
  const description = previewText(page.head.description);
  const tags = [`<title>${escapeHtml(page.head.title)}</title>`, meta('name', 'description', description)];
  if (page.notFound) tags.push(meta('name', 'robots', 'noindex'));
  else {
    tags.push(
      meta('property', 'og:type', 'article'),
      meta('property', 'og:title', page.head.title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', page.url),
      meta('property', 'og:site_name', page.siteName),
      meta('property', 'og:locale', page.locale.replace('-', '_')),
    );
    if (page.head.image) tags.push(meta('property', 'og:image', new URL(page.head.image, page.origin).toString()));
    tags.push(meta('name', 'twitter:card', page.head.image ? 'summary_large_image' : 'summary'));
  }
  tags.push(`<script type="application/json" id="${SERVER_LOADER_ELEMENT_ID}">${jsonForScript(page.embedded)}</script>`);
  const start = shell.beforeLang === null ? shell.beforeTags : `${shell.beforeLang}${page.locale}${shell.beforeTags}`;
  return `${start}${tags.join('\n    ')}\n  ${shell.rest}`;
}
