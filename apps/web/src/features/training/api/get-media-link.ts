import type { MediaLink } from '@yanxiu/contract/training';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** Whose file: a programme unit (the caller must be enrolled) or a published open class. */
export type MediaSource = { unitId: number } | { openClassId: number };

/** A link this close to its expiry is replaced before the player asks it for more bytes. */
const EXPIRY_MARGIN_MS = 30_000;

/** GET trainingUnitMediaLink or trainingOpenClassMediaLink: a short-lived signed address of the file. */
export function getMediaLink(source: MediaSource, signal?: AbortSignal): Promise<MediaLink> {
  const path =
    'unitId' in source
      ? fillPath(ApiPaths.trainingUnitMediaLink, { id: String(source.unitId) })
      : fillPath(ApiPaths.trainingOpenClassMediaLink, { id: String(source.openClassId) });
  // Quiet: the player and the preview explain a refusal (not enrolled) in place, with a way back.
  return request<MediaLink>(path, { signal, skipErrorHandler: true });
}

/** Whether a link has expired or is about to. */
export function linkExpiring(link: MediaLink, now = Date.now()): boolean {
  return new Date(link.expiresAt).getTime() - now < EXPIRY_MARGIN_MS;
}

export function mediaLinkQuery(source: MediaSource) {
  return queryOptions({
    queryKey: ['training', 'mediaLink', source],
    queryFn: ({ signal }) => getMediaLink(source, signal),
    retry: false,
    // A new link reloads the player, so it is replaced only when needed (see VideoPlayer), never on focus.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useMediaLink(source: MediaSource | null) {
  return useQuery({ ...mediaLinkQuery(source ?? { unitId: 0 }), enabled: source !== null });
}
