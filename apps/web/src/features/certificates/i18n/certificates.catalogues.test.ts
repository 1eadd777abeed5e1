import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import './certificates.register';
import { certificatesEnUS } from './certificates.en-US';
import { certificatesZhCN } from './certificates.zh-CN';
import { expectMatchingCatalogues } from '@/shared/testing/catalogue-leaves';

describe('certificate texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    expectMatchingCatalogues(certificatesZhCN, certificatesEnUS);
  });

  test('are read through the app i18n, beside the route titles', () => {
    expect(i18n.getFixedT('zh-CN')('certificates.status.revoked')).toBe('已撤销');
    expect(i18n.getFixedT('en-US')('certificates.verify.expiredText', { date: '2027-01-01' })).toBe(
      'This certificate expired on 2027-01-01; it is no longer valid.',
    );
    expect(i18n.getFixedT('zh-CN')('routes.manageCertificates')).toBe('证书管理');
    expect(i18n.getFixedT('en-US')('routes.certificateVerify')).toBe('Verify a certificate');
  });
});
