import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { apiUrl } from '@/shared/request/request';

/** The address of a programme, studio or open-class cover; public within the tenant, so `<img src>` works. */
export function coverUrl(fileId: string): string {
  return apiUrl(fillPath(ApiPaths.trainingCover, { id: fileId }));
}
