import { profileRecordPath } from '@yanxiu/contract/paths';
import type { AnyProfileRecord, ProfileKind } from '@yanxiu/contract/profile';
import type { VerificationStateValue } from '@yanxiu/contract/profile-enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { PROFILE_KEY, retryUnlessRefused } from './keys';

/** A page of a teacher's records of one kind, and the filters it was asked with. */
export type RecordListParams = {
  kind: ProfileKind;
  current: number;
  /** Another teacher's records, read-only (staff over them); absent: the caller's own. */
  userId?: string;
  year?: number;
  level?: string;
  state?: VerificationStateValue;
  /** The kind's own choice filters (PROFILE_KINDS[kind].filters) by field name. */
  filters?: Partial<Record<string, string>>;
};

export type RecordPage = { records: AnyProfileRecord[]; total: number; current: number; size: number };

/** `/baseData/user/app-teacher-{kind}/list`: one page of a teacher's records of the kind, newest first. */
export function listRecords(params: RecordListParams, signal?: AbortSignal): Promise<RecordPage> {
  const { kind, filters, ...query } = params;
  return request<RecordPage>(profileRecordPath(kind, 'list'), { query: { ...query, ...filters, size: PAGE_SIZE }, signal });
}

export function recordsQuery(params: RecordListParams) {
  return queryOptions({
    queryKey: [...PROFILE_KEY, 'records', params],
    queryFn: ({ signal }) => listRecords(params, signal),
    retry: retryUnlessRefused,
  });
}

export function useRecords(params: RecordListParams) {
  // The page shown stays while the next page or filter loads.
  return useQuery({ ...recordsQuery(params), placeholderData: keepPreviousData });
}
