import sanitizeHtml from 'sanitize-html';

// What the web editor (tiptap's starter kit) produces, and nothing that can run script or reach out on its own:
// no style, no event attributes, no iframes or images (a notice's pictures travel as attachments, which are access
// checked; an <img> would be fetched from anywhere the author names).
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Links open apart from the app and cannot reach back into it (window.opener).
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  disallowedTagsMode: 'discard',
};

/** Rich text as it may be stored and shown: the editor's formatting kept, everything else dropped. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of rich text without markup, for search and summaries (block ends become spaces). */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
