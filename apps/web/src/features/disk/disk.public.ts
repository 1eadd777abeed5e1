import { lazy } from 'react';

// What other features may use of the disk: a picker of the caller's resources for forms that hand files in. Its pages
// are reached through the app's page registry, not imported.

/**
 * A "choose from my disk" button and dialog; choosing copies the resource to a stored file of the caller (a document),
 * passed to `onPicked`. Loaded on demand with the disk's texts, so the forms showing it keep their first chunks.
 */
export const DiskFilePicker = /* @__PURE__ */ lazy(() => import('./components/DiskFilePicker'));
export type { DiskFilePickerProps } from './components/DiskFilePicker';
