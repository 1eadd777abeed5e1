import { ErrorCodes } from '@yanxiu/contract/errors';
import { RequestError } from '@/shared/request/request';

/** Whether the school's recommendation was refused because its quota is used up. */
export const isQuotaFull = (error: unknown) => error instanceof RequestError && error.code === ErrorCodes.SELECTION_QUOTA_FULL.code;
