import type { Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import { DOMSerializer } from '@tiptap/pm/model';
import { storedFileIdOf } from '@yanxiu/contract/stored-file-address';
import { storedPictureUrl } from '@/shared/files/stored-pictures';

/** Where a picture's address is rendered until the HTML leaves the editor. */
const DEFERRED_SRC = 'data-picture-src';

/**
 * Pictures in the editor: inline in a paragraph (a stem "如图<img>所示"), only of our own stored files (a pasted
 * image of any other address is not taken in, as the server would drop it), shown through the session's read of the
 * bytes while the document keeps the picture's own address and alt text.
 */
export const StoredPicture = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (storedFileIdOf((element as HTMLElement).getAttribute('src') ?? '') ? null : false),
      },
      {
        tag: `img[${DEFERRED_SRC}]`,
        getAttrs: (element) => {
          const src = (element as HTMLElement).getAttribute(DEFERRED_SRC) ?? '';
          return storedFileIdOf(src) ? { src } : false;
        },
      },
    ];
  },
  // Whatever tiptap or ProseMirror renders of a picture outside its node view (the HTML of a copy, of an input rule)
  // may be made in the page's own document, where an <img src> is fetched at once without the session: the address
  // is rendered aside, and htmlOf puts it back as the src of the HTML the form keeps.
  renderHTML({ HTMLAttributes }) {
    const { src, ...rest } = HTMLAttributes as Record<string, unknown>;
    return ['img', { ...rest, [DEFERRED_SRC]: src }];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('img');
      dom.alt = (node.attrs.alt as string | null) ?? '';
      const fileId = storedFileIdOf((node.attrs.src as string | null) ?? '');
      if (fileId)
        storedPictureUrl(fileId).then(
          (url) => (dom.src = url),
          () => undefined,
        );
      return { dom };
    };
  },
}).configure({ inline: true, allowBase64: false });

// One inert document for serialising: an <img> made in the page's own document is fetched at once, even detached,
// and the picture's address would be asked for without the session (tiptap's getHTML does so).
let inert: Document | null = null;

/** The editor's content as HTML, serialised where no picture is fetched; '' when it is empty. */
export function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  inert ??= document.implementation.createHTMLDocument();
  const container = inert.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content, { document: inert }));
  // The address back as the src, first, as the server writes it.
  for (const img of container.querySelectorAll(`img[${DEFERRED_SRC}]`)) {
    const others = [...img.attributes].filter((attribute) => attribute.name !== DEFERRED_SRC);
    const src = img.getAttribute(DEFERRED_SRC) ?? '';
    for (const attribute of [...img.attributes]) img.removeAttribute(attribute.name);
    img.setAttribute('src', src);
    for (const attribute of others) img.setAttribute(attribute.name, attribute.value);
  }
  return container.innerHTML;
}
