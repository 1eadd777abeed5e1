import type { EnrolmentStatusValue, OrderStatusValue, ProgrammeStatusValue } from '@yanxiu/contract/training-enums';

/** Tag colours by programme status. */
export const PROGRAMME_STATUS_COLORS: Record<ProgrammeStatusValue, string> = {
  draft: 'default',
  published: 'success',
  closed: 'warning',
  archived: 'default',
};

/** Tag colours by enrolment status. */
export const ENROLMENT_STATUS_COLORS: Record<EnrolmentStatusValue, string> = {
  pending: 'processing',
  enrolled: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** Tag colours by order status. */
export const ORDER_STATUS_COLORS: Record<OrderStatusValue, string> = {
  pending: 'processing',
  paid: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'warning',
};
