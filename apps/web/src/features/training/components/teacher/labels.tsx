import type { EnumValue } from '@yanxiu/contract/define-enum';
import { Level } from '@yanxiu/contract/enums';
import type { EnrolBlocker, MyEnrolment } from '@yanxiu/contract/training';
import { EnrolmentStatus, OrderStatus, type EnrolmentStatusValue, type OrderStatusValue } from '@yanxiu/contract/training-enums';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { currentLocale } from '@/shared/i18n/i18n';

/** A programme level's name (school ... national), from the contract's enumeration. */
export function levelLabel(level: string): string {
  return (Level.values as readonly string[]).includes(level) ? Level.label(level as EnumValue<typeof Level>, currentLocale()) : level;
}

/** Why the caller cannot enrol, in words. */
export function blockerText(t: TFunction, blocker: EnrolBlocker): string {
  return t(`training.blocker.${blocker}`);
}

const ENROLMENT_COLORS: Record<EnrolmentStatusValue, string> = {
  pending: 'processing',
  enrolled: 'success',
  rejected: 'error',
  cancelled: 'default',
};
const ORDER_COLORS: Record<OrderStatusValue, string> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'purple',
};

/** The caller's enrolment as a tag ("Enrolled", "Awaiting approval", ...). */
export function EnrolmentTag({ enrolment }: { enrolment: Pick<MyEnrolment, 'status'> }) {
  return (
    <Tag color={ENROLMENT_COLORS[enrolment.status]} data-testid="enrolment-tag">
      {EnrolmentStatus.label(enrolment.status, currentLocale())}
    </Tag>
  );
}

/** An order's status as a tag. */
export function OrderStatusTag({ status }: { status: OrderStatusValue }) {
  return (
    <Tag color={ORDER_COLORS[status]} data-testid="order-status">
      {OrderStatus.label(status, currentLocale())}
    </Tag>
  );
}
