import Image from '@tiptap/extension-image';
import { storedFileIdOf } from '@yanxiu/contract/stored-file-address';
import { storedPictureUrl } from '@/shared/files/stored-pictures';

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
    ];
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
