import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RequestError } from '@/shared/request/request';
import { LanguageSwitch } from './LanguageSwitch';
import { TenantBrand } from './TenantBrand';

type PublicCheckPageProps<T> = {
  /** The public check's query: loading, its answer, or why there is none. */
  check: UseQueryResult<T>;
  heading: string;
  subtitle: string;
  /** Shown when the server does not know the code (404, or 400 for one that cannot be a code). */
  notFound: { title: string; text: string; testId: string };
  /** Shown when the check could not be made, with a retry. */
  failed: { title: string; retry: string; testId: string };
  maxWidth?: number;
  children: (answer: T) => ReactNode;
};

/**
 * The standalone page anyone reaches by a printed QR code (a certificate, a growth file): the tenant's brand and the
 * language switch above a card with the check's loading, answer, unknown-code and failure states.
 */
export function PublicCheckPage<T>({ check, heading, subtitle, notFound, failed, maxWidth = 720, children }: PublicCheckPageProps<T>) {
  const unknownCode = check.error instanceof RequestError && (check.error.httpStatus === 404 || check.error.httpStatus === 400);
  let body: ReactNode;
  if (check.isLoading) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (check.data !== undefined) body = children(check.data);
  else if (unknownCode) body = <Result status="404" title={notFound.title} subTitle={notFound.text} data-testid={notFound.testId} />;
  else
    body = (
      <Result
        status="warning"
        title={failed.title}
        extra={<Button onClick={() => void check.refetch()}>{failed.retry}</Button>}
        data-testid={failed.testId}
      />
    );

  return (
    <PublicCardFrame heading={heading} subtitle={subtitle} maxWidth={maxWidth}>
      {body}
    </PublicCardFrame>
  );
}

/** The public pages' frame: the tenant's brand and the language switch above one card with a heading. */
export function PublicCardFrame({
  heading,
  subtitle,
  maxWidth = 720,
  children,
}: {
  heading: string;
  subtitle: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa', padding: '24px 12px' }}>
      <div style={{ maxWidth, margin: '0 auto' }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, gap: 12, flexWrap: 'wrap' }}
        >
          <TenantBrand compact />
          <LanguageSwitch />
        </div>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {heading}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
          {children}
        </Card>
      </div>
    </main>
  );
}
