// zod-free: the web's question renderers import it, and a chunk must not bring zod for one pattern.

/**
 * The app's own relative address of a stored file, as rich text names a picture: the server's download route
 * (`/api` + `/files/:id`). A browser cannot load it as is (an `<img>` sends no Bearer header): the web reads the
 * bytes with the caller's session and shows them through an object URL.
 */
export const STORED_FILE_ADDRESS_PREFIX = '/api/files/';

const ADDRESS = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The address rich text gives the stored file `id` (a UUID). */
export function storedFileAddress(id: string): string {
  return `${STORED_FILE_ADDRESS_PREFIX}${id.toLowerCase()}`;
}

/** The stored file an address names, or null when it is anything else (another path, a scheme, a query, a host). */
export function storedFileIdOf(address: string): string | null {
  return ADDRESS.exec(address)?.[1]?.toLowerCase() ?? null;
}
