import type { ComponentType } from 'react';

/** A page module: loaded on demand, its own chunk. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

// Pages that exist. Every other route shows the "not available yet" page until its feature is built.
export const PAGES = {
  home: () => import('@/features/home/pages/HomePage'),
  account: () => import('@/features/account/pages/AccountPage'),
  login: () => import('@/features/auth/pages/LoginPage'),
  portalLogin: () => import('@/features/auth/pages/PortalLoginPage'),
  teacherConfirm: () => import('@/features/teacher/pages/TeacherConfirmPage'),
  unavailable: () => import('@/shared/ui/FeatureUnavailablePage'),
} satisfies Record<string, PageLoader>;
