import { Marked, type Tokens } from 'marked';
import { isSafeImage, isSafeLink } from '@/shared/url/safe-url';

// Programme descriptions are Markdown written by staff and read by every teacher, so rendering must be safe by
// construction: raw HTML in the source is shown as text, never interpreted, and links and images keep only
// addresses on an allow-list (http(s), mailto, paths inside the app, judged as the browser reads them:
// shared/url/safe-url.ts), so `javascript:` and the like never reach an
// attribute. marked escapes all other text and attributes itself. (DOMPurify was tried as a second layer, but
// under the test DOM it mangles headings and keeps bad links, so its protection could not be tested.)

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : '');

// Our own instance: the global `marked` may be configured differently elsewhere.
const parser = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = token.href.trim();
      if (!isSafeLink(href)) return text;
      return `<a href="${escapeHtml(href)}"${titleAttribute(token.title)} target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
    image(token: Tokens.Image) {
      const href = token.href.trim();
      if (!isSafeImage(href)) return escapeHtml(token.text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(token.text)}"${titleAttribute(token.title)} style="max-width:100%" />`;
    },
  },
});

/** Markdown as HTML that is safe to insert: raw HTML escaped, links and images limited to safe addresses. */
export function renderMarkdown(markdown: string): string {
  return parser.parse(markdown) as string;
}
