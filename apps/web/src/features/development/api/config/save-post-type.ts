import type { PostType, SavePostTypeBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** savePostType: creates or replaces a post type and its sections (its path is kept). */
export function savePostType(body: SavePostTypeBody): Promise<PostType> {
  return request<PostType>(ApiPaths.developmentConfigSavePostType, { body });
}

export function useSavePostType() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePostType, onSuccess: () => invalidateConfig(client) });
}
