import sanitizeHtml from 'sanitize-html';
import { storedFileAddress, storedFileIdOf } from '@yanxiu/contract/stored-file-address';

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

/**
 * Pictures a kind of rich text may hold (questions' stems, options and explanations; never notices or help): an
 * `<img>` is kept only when its `src` is the app's own relative address of a stored file that `ownPicture` accepts
 * (the caller checks it is a picture of the tenant), with its `alt` and nothing else. So the browser fetches only our
 * own, access-checked download route, never an address an author names.
 */
export type RichTextOptions = { ownPicture?: (fileId: string) => boolean };

function withPictures(ownPicture: (fileId: string) => boolean): sanitizeHtml.IOptions {
  return {
    ...OPTIONS,
    allowedTags: [...(OPTIONS.allowedTags as string[]), 'img'],
    allowedAttributes: { ...OPTIONS.allowedAttributes, img: ['src', 'alt'] },
    transformTags: {
      ...OPTIONS.transformTags,
      // The address written back in its one canonical form; an image of no own file loses its src and is dropped below.
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const fileId = storedFileIdOf(attribs.src ?? '');
        if (fileId === null || !ownPicture(fileId)) return { tagName, attribs: {} };
        return { tagName, attribs: { src: storedFileAddress(fileId), alt: attribs.alt ?? '' } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Rich text as it may be stored and shown: the editor's formatting kept, everything else dropped. */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  return sanitizeHtml(html, options.ownPicture ? withPictures(options.ownPicture) : OPTIONS).trim();
}

/** Ids of the stored files an `<img>` of the (unsanitised) rich text names by the app's own address, for checking. */
export function pictureFileIdsOf(html: string): string[] {
  const ids = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      const fileId = frame.tag === 'img' ? storedFileIdOf(frame.attribs.src ?? '') : null;
      if (fileId) ids.add(fileId);
      return false;
    },
  });
  return [...ids];
}

/** Whether sanitised rich text shows anything: words, or a picture. */
export function hasContent(cleanHtml: string): boolean {
  return plainTextOf(cleanHtml) !== '' || cleanHtml.includes('<img ');
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
