import { defineTexts } from '@server/platform/i18n/server-texts';

// The disk's own texts (refusals of folders, uploads, moves and issues).
export const diskTexts = defineTexts('disk', {
  'zh-CN': {
    folderNameTaken: '此处已有同名文件夹',
    tooManyFolders: '文件夹不能超过 {{max}} 个',
    noAcknowledgement: '该下发无需确认',
    noSpaceToSave: '空间不足，无法保存这些资源',
    foldersEmpty: '所选文件夹中没有资源',
    nobodyToReceive: '所选范围内没有可接收的人员',
    issueWithdrawn: '该下发已撤回',
    issueAlreadyWithdrawn: '该下发已撤回',
    quotaExceeded: '空间不足：此文件超出剩余的存储配额',
    fileTooLarge: '单个文件不能超过 {{limit}}',
    folderIntoItself: '不能把文件夹移动到它自己或它的子文件夹中',
  },
  'en-US': {
    folderNameTaken: 'A folder of this name is already here',
    tooManyFolders: 'At most {{max}} folders',
    noAcknowledgement: 'This issue asks for no acknowledgement',
    noSpaceToSave: 'Not enough space left to save these resources',
    foldersEmpty: 'The chosen folders hold no resources',
    nobodyToReceive: 'Nobody in the chosen target can receive it',
    issueWithdrawn: 'This issue was withdrawn',
    issueAlreadyWithdrawn: 'This issue was already withdrawn',
    quotaExceeded: 'Not enough space: this file is larger than the quota left',
    fileTooLarge: 'A file must not be larger than {{limit}}',
    folderIntoItself: 'A folder cannot move into itself or a folder inside it',
  },
});
