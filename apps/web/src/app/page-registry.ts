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
  // The development pages share one chunk (see features/development/pages/development-pages.ts).
  personalStage: () => import('@/features/development/pages/development-pages').then((module) => ({ default: module.StagePage })),
  todoList: () => import('@/features/development/pages/development-pages').then((module) => ({ default: module.ReviewQueuePage })),
  developmentReview: () => import('@/features/development/pages/development-pages').then((module) => ({ default: module.ReviewDetailPage })),
  unavailable: () => import('@/shared/ui/FeatureUnavailablePage'),
} satisfies Record<string, PageLoader>;
