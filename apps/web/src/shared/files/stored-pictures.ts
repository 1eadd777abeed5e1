import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { storedFileIdOf } from '@yanxiu/contract/stored-file-address';
import { sessionStore } from '../session/session-store';
import { downloadFile } from '../request/file-transfer';

// Pictures in rich text name a stored file by the app's own address (/api/files/<id>), which an <img> cannot load: it
// sends no Bearer header. The bytes are read with the session instead and shown through an object URL, one per file
// for the session (a picture repeats across a bank's questions and a paper's pages).

const loaded = new Map<string, Promise<string>>();
let signedInAs = sessionStore.getState().loginInfo?.userId ?? null;

// A signed-out or other session must not be shown what the last one was allowed to read.
sessionStore.subscribe(() => {
  const userId = sessionStore.getState().loginInfo?.userId ?? null;
  if (userId === signedInAs) return;
  signedInAs = userId;
  for (const url of loaded.values()) void url.then(URL.revokeObjectURL, () => undefined);
  loaded.clear();
});

/** An object URL of the stored picture's bytes, read once per session; rejects when it cannot be read. */
export function storedPictureUrl(fileId: string): Promise<string> {
  let url = loaded.get(fileId);
  if (!url) {
    url = downloadFile(fillPath(ApiPaths.downloadFile, { id: fileId })).then((blob) => URL.createObjectURL(blob));
    // A failure is not kept: the next view asks again.
    url.catch(() => loaded.delete(fileId));
    loaded.set(fileId, url);
  }
  return url;
}

/** The attribute a rendered picture keeps its file's id in until its bytes are shown. */
export const PICTURE_ID_ATTRIBUTE = 'data-stored-picture';

/**
 * Sanitised rich text ready to render: each picture's own address moved to PICTURE_ID_ATTRIBUTE (so the browser never
 * asks for it without the session), to be filled in by `showStoredPictures`.
 */
export function withDeferredPictures(html: string): string {
  if (!html.includes('<img')) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const img of doc.querySelectorAll('img')) {
    const fileId = storedFileIdOf(img.getAttribute('src') ?? '');
    img.removeAttribute('src');
    if (fileId) img.setAttribute(PICTURE_ID_ATTRIBUTE, fileId);
  }
  return doc.body.innerHTML;
}

/** Gives every deferred picture inside `root` its bytes; one that cannot be read shows its alt text. */
export function showStoredPictures(root: HTMLElement): void {
  for (const img of root.querySelectorAll<HTMLImageElement>(`img[${PICTURE_ID_ATTRIBUTE}]`)) {
    const fileId = img.getAttribute(PICTURE_ID_ATTRIBUTE)!;
    storedPictureUrl(fileId).then(
      (url) => {
        if (img.getAttribute(PICTURE_ID_ATTRIBUTE) === fileId) img.src = url;
      },
      () => undefined,
    );
  }
}
