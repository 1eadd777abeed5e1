import type { PaymentProviderValue } from '@yanxiu/contract/training-enums';
import { freeProvider, offlineProvider, type PaymentProvider } from './payment-provider';

/**
 * Every payment provider, keyed by the contract's `PaymentProvider` values. Adding WeChat Pay or Alipay: add the
 * value to the enum, implement `PaymentProvider`, and register it here; the `Record` type makes a missing one a
 * type error.
 */
export const PAYMENT_PROVIDERS: Readonly<Record<PaymentProviderValue, PaymentProvider>> = {
  free: freeProvider,
  offline: offlineProvider,
};
