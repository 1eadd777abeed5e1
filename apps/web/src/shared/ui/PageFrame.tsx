import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type PageFrameProps = {
  title: string;
  /** Breadcrumb trail above the title, home first. */
  crumbs?: string[];
  extra?: ReactNode;
  children: ReactNode;
};

/** The frame of every page: breadcrumb, title, content. */
export function PageFrame({ title, crumbs = [], extra, children }: PageFrameProps) {
  const { t } = useTranslation();
  const items = [{ title: <Link to="/home">{t('nav.home')}</Link> }, ...crumbs.map((crumb) => ({ title: crumb })), { title }];
  return (
    <section>
      <Breadcrumb items={items} style={{ marginBottom: 12 }} />
      {/* The space below belongs to the whole header row, so actions that wrap onto a second line on a phone keep
          their distance from the content instead of touching it. */}
      <div data-testid="page-header" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}
