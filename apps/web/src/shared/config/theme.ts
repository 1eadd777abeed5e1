import type { ThemeConfig } from 'antd';

/** Spec 9: the theme's own primary, success, warning and error colours. */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    colorSuccess: '#1a7f37',
    colorWarning: '#bf8700',
    colorError: '#cf222e',
    // Links and link buttons follow the info colour, whose default blue (#1677ff) reads at 4.1:1 on white; the
    // primary reaches 4.6:1.
    colorInfo: '#1f6feb',
    // Success tags put the success green on this background; the derived one leaves 4.4:1, this 4.9:1.
    colorSuccessBg: '#f6ffed',
    // The orange preset (tags for what is due or waiting) writes its 7th shade on its 1st: from the default seed that
    // is 3.3:1; from this darker seed about 5.1:1.
    orange: '#d46b08',
    borderRadius: 6,
    // Ant Design's default greys for secondary text fall short of WCAG AA contrast (4.5:1) on white and on the
    // page background; these reach about 5.7:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextLabel: 'rgba(0, 0, 0, 0.65)',
    // Placeholders (inputs, selects, date pickers) default to 0.25 alpha, 1.8:1 on white: many filters name their
    // field only by the placeholder. This reads at about 4.8:1 and stays lighter than entered text.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // The active tab's text in the primary blue reads at 4.6:1 on white but 4.3:1 on the page's greys (#f5f7fa,
    // #f5f5f5), where most pages' tabs sit; this darker blue of the same hue reads at 5.4:1 there and 5.9:1 on white.
    Tabs: { itemSelectedColor: '#1a5fd0' },
  },
};

/**
 * Spec 9: notification duration 4.5 s, edge offset 24, width 384 (pass to `notification.useNotification`; the width
 * is set in global.css); message toast 3 s, top offset 8 (used by the message holder in Startup).
 */
export const NOTIFICATION_DEFAULTS = { duration: 4.5, top: 24, bottom: 24 } as const;
export const NOTIFICATION_WIDTH = 384;
export const MESSAGE_DEFAULTS = { duration: 3, top: 8 } as const;
