import { defineTexts } from '@server/platform/i18n/server-texts';

// Files' own texts (refusals of an upload).
export const filesTexts = defineTexts('files', {
  'zh-CN': {
    empty: '文件是空的',
    unsupported: '不支持此类文件（内容为 {{detected}}），请上传 {{accepted}} 文件',
    tooLarge: '文件不能超过 {{limit}}',
  },
  'en-US': {
    empty: 'The file is empty',
    unsupported: 'This kind of file is not accepted (its content is {{detected}}); upload {{accepted}}',
    tooLarge: 'The file must not be larger than {{limit}}',
  },
});
