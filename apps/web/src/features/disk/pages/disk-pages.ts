// The disk pages share one chunk (tus-js-client and the disk texts load once, on these pages only).
export { default as ResourcesPage } from './ResourcesPage';
export { default as UploadPage } from './UploadPage';
export { default as DetailPage } from './DetailPage';
export { default as EditPage } from './EditPage';
export { default as DistributedPage } from './DistributedPage';
export { default as ReceivedPage } from './ReceivedPage';
export { default as QuotaSettingsPage } from './QuotaSettingsPage';
