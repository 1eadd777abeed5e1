import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBreadcrumbTrail, type TrailStep } from './breadcrumb-trail';

export type PageFrameProps = {
  title: string;
  /** Breadcrumb trail above the title, home first. */
  crumbs?: string[];
  extra?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every page: breadcrumb, title, content. The breadcrumb is the menu's trail to the page when the layout
 * gives one (area, then the entry as a link, then the page unless it is the entry itself), else `crumbs`.
 */
export function PageFrame({ title, crumbs = [], extra, children }: PageFrameProps) {
  const { t } = useTranslation();
  const trail = useBreadcrumbTrail();
  const { pathname } = useLocation();
  const steps: TrailStep[] = trail ?? crumbs.map((crumb) => ({ title: crumb }));
  const last = steps.at(-1);
  const endsAtPage = trail !== null && last !== undefined && last.title === title;
  const items = [
    { title: <Link to="/home">{t('nav.home')}</Link> },
    ...steps.map((step, index) => ({
      title:
        step.path && step.path !== pathname && !(endsAtPage && index === steps.length - 1) ? (
          <Link to={step.path}>{step.title}</Link>
        ) : (
          step.title
        ),
    })),
    ...(endsAtPage ? [] : [{ title }]),
  ];
  return (
    <section>
      <Breadcrumb items={items} style={{ marginBottom: 12 }} />
      {/* The space below belongs to the whole header row, so actions that wrap onto a second line on a phone keep
          their distance from the content instead of touching it. */}
      <div
        data-testid="page-header"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
      >
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}
