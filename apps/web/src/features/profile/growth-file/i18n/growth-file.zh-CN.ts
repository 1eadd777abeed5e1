/** Chinese texts of the growth-file PDF and its verification page, registered under `growthFile.` (see growth-file.register.ts). */
export const growthFileZhCN = {
  download: '下载成长档案',
  downloadHint: '生成 PDF 格式的成长档案，含已审核和待审核的记录，附验证二维码',
  downloaded: '成长档案已下载',
  verify: {
    heading: '成长档案验证',
    subtitle: '核对纸质或电子版成长档案是否由本平台生成，以及所列记录现在的状态。',
    found: '这是本平台生成的成长档案',
    foundText: '{{name}}，{{school}}；生成于 {{date}}。',
    allSame: '所列记录至今未变。',
    someChanged_other: '有 {{count}} 条记录在档案生成后发生了变化，以下列状态为准。',
    notFound: '未找到该成长档案',
    notFoundText: '编号 {{code}} 不存在，请核对二维码或编号。',
    loadFailed: '验证信息加载失败',
    retry: '重试',
    code: '档案编号',
    record: '记录',
    kind: '类别',
    date: '日期',
    level: '级别',
    printed: '档案中的状态',
    now: '现在',
    nowSame: '未变',
    nowChanged: '已变化',
    nowDeleted: '已删除',
  },
};

export type GrowthFileMessages = typeof growthFileZhCN;
