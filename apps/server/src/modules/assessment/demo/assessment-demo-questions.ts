import type { QuestionInput } from '@yanxiu/contract/assessment-banks';

// The demo bank's questions: teachers' professional knowledge (ethics, the curriculum standards, information
// technology in teaching), Chinese as the demo districts are. Each names its folder by key (DEMO_FOLDERS).

/** The demo bank's folders: key, name, parent key. */
export const DEMO_FOLDERS = [
  { key: 'ethics', name: '师德师风', parent: null },
  { key: 'standards', name: '课程标准', parent: null },
  { key: 'plan', name: '义务教育课程方案', parent: 'standards' },
  { key: 'it', name: '信息技术应用', parent: null },
] as const;
export type DemoFolderKey = (typeof DEMO_FOLDERS)[number]['key'];

/** The tags the demo questions carry (A2's demo exam draws by them). */
export const DEMO_TAGS = { ethics: '师德', standards: '新课标', design: '教学设计', it: '信息技术', assessment: '教学评价' } as const;

type DemoQuestion = { folder: DemoFolderKey } & Omit<QuestionInput, 'folderId'>;

const p = (text: string) => `<p>${text}</p>`;
const choices = (texts: readonly string[], correct: readonly number[]) =>
  texts.map((text, index) => ({ key: 'ABCDEFGH'[index] as 'A', text: p(text), correct: correct.includes(index) }));
const single = (texts: readonly string[], correct: number) => ({ kind: 'single' as const, options: choices(texts, [correct]) });
const multiple = (texts: readonly string[], correct: readonly number[]) => ({
  kind: 'multiple' as const,
  options: choices(texts, correct),
});

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    folder: 'ethics',
    difficulty: 1,
    stem: p('《新时代中小学教师职业行为十项准则》要求教师坚定政治方向、自觉爱国守法，还要求教师（ ）。'),
    answer: single(['关心爱护学生', '有偿补课', '收受家长礼品', '体罚学生'], 0),
    explanation: p('准则第五项为“关心爱护学生”。'),
    tags: [DEMO_TAGS.ethics],
  },
  {
    folder: 'ethics',
    difficulty: 2,
    stem: p('教师发现学生有心理困扰时，最恰当的做法是（ ）。'),
    answer: single(['在班上公开批评', '及时沟通并视情况转介心理教师', '不予理会', '通知全体家长'], 1),
    explanation: '',
    tags: [DEMO_TAGS.ethics],
  },
  {
    folder: 'ethics',
    difficulty: 2,
    stem: p('下列行为中，违反教师职业行为准则的有（ ）。'),
    answer: multiple(['组织有偿补课', '索要家长财物', '平等对待每一位学生', '泄露学生隐私'], [0, 1, 3]),
    explanation: p('平等对待学生是准则所倡导的。'),
    tags: [DEMO_TAGS.ethics],
  },
  {
    folder: 'ethics',
    difficulty: 1,
    stem: p('教师可以利用职务之便向学生推销教辅资料。'),
    answer: { kind: 'true_false', correct: false },
    explanation: '',
    tags: [DEMO_TAGS.ethics],
  },
  {
    folder: 'ethics',
    difficulty: 3,
    stem: p('结合工作实际，谈谈你如何践行“四有”好老师的要求。'),
    answer: { kind: 'short_answer', referenceAnswer: p('围绕理想信念、道德情操、扎实学识、仁爱之心四方面，结合具体事例作答。') },
    explanation: '',
    tags: [DEMO_TAGS.ethics],
  },
  {
    folder: 'standards',
    difficulty: 2,
    stem: p('义务教育课程标准（2022 年版）强调以（ ）为导向设计课程目标。'),
    answer: single(['知识点', '核心素养', '考试分数', '教材章节'], 1),
    explanation: p('新课标以核心素养为导向。'),
    tags: [DEMO_TAGS.standards],
  },
  {
    folder: 'standards',
    difficulty: 3,
    stem: p('新课标提出的“大单元教学”主要特点包括（ ）。'),
    answer: multiple(['以大概念统整学习内容', '设计真实情境任务', '逐课时孤立讲授', '教学评一体化'], [0, 1, 3]),
    explanation: '',
    tags: [DEMO_TAGS.standards, DEMO_TAGS.design],
  },
  {
    folder: 'standards',
    difficulty: 2,
    stem: p('跨学科主题学习的课时原则上不少于各学科总课时的 ____%。'),
    answer: { kind: 'fill_blank', blanks: [{ accepted: ['10', '百分之十'] }] },
    explanation: p('课程方案要求各门课程用不少于 10% 的课时设计跨学科主题学习。'),
    tags: [DEMO_TAGS.standards],
  },
  {
    folder: 'standards',
    difficulty: 2,
    stem: p('“教—学—评”一致性要求评价目标与教学目标保持一致。'),
    answer: { kind: 'true_false', correct: true },
    explanation: '',
    tags: [DEMO_TAGS.standards, DEMO_TAGS.assessment],
  },
  {
    folder: 'standards',
    difficulty: 4,
    stem: p('请以你任教学科的一个单元为例，说明如何将核心素养目标落实到课堂活动中。'),
    answer: { kind: 'short_answer', referenceAnswer: p('明确单元核心素养目标，设计情境化任务与评价量规，说明活动与目标的对应关系。') },
    explanation: '',
    tags: [DEMO_TAGS.standards, DEMO_TAGS.design],
  },
  {
    folder: 'plan',
    difficulty: 1,
    stem: p('《义务教育课程方案（2022 年版）》中，劳动课程从原综合实践活动课程中独立出来。'),
    answer: { kind: 'true_false', correct: true },
    explanation: '',
    tags: [DEMO_TAGS.standards],
  },
  {
    folder: 'plan',
    difficulty: 2,
    stem: p('义务教育阶段九年总课时为（ ）课时。'),
    answer: single(['8522', '9522', '7522', '10522'], 1),
    explanation: p('课程方案规定九年总课时为 9522。'),
    tags: [DEMO_TAGS.standards],
  },
  {
    folder: 'plan',
    difficulty: 3,
    stem: p('课程方案提出的基本原则包括坚持全面发展、育人为本，面向全体学生、因材施教，聚焦 ____，培育时代新人。'),
    answer: { kind: 'fill_blank', blanks: [{ accepted: ['核心素养'] }] },
    explanation: '',
    tags: [DEMO_TAGS.standards],
  },
  {
    folder: 'plan',
    difficulty: 2,
    stem: p('义务教育课程由（ ）构成。'),
    answer: multiple(['国家课程', '地方课程', '校本课程', '课外培训课程'], [0, 1, 2]),
    explanation: '',
    tags: [DEMO_TAGS.standards],
  },
  {
    folder: 'it',
    difficulty: 1,
    stem: p('在课堂上使用在线投票工具，主要有助于（ ）。'),
    answer: single(['即时了解全班的理解情况', '减少备课时间', '替代教师讲解', '记录考勤'], 0),
    explanation: '',
    tags: [DEMO_TAGS.it, DEMO_TAGS.assessment],
  },
  {
    folder: 'it',
    difficulty: 2,
    stem: p('制作微课时，一个微课的时长一般以 ____ 分钟以内为宜。'),
    answer: { kind: 'fill_blank', blanks: [{ accepted: ['10', '十'] }] },
    explanation: '',
    tags: [DEMO_TAGS.it],
  },
  {
    folder: 'it',
    difficulty: 2,
    stem: p('在教学中使用网络图片时，应注意（ ）。'),
    answer: multiple(['注明来源', '遵守版权规定', '随意修改他人作品并署自己的名', '优先选用可商用授权的资源'], [0, 1, 3]),
    explanation: '',
    tags: [DEMO_TAGS.it],
  },
  {
    folder: 'it',
    difficulty: 1,
    stem: p('学生的个人信息可以随意上传到公共网盘共享给家长。'),
    answer: { kind: 'true_false', correct: false },
    explanation: p('学生个人信息应妥善保护。'),
    tags: [DEMO_TAGS.it, DEMO_TAGS.ethics],
  },
  {
    folder: 'it',
    difficulty: 3,
    stem: p('利用学习平台数据进行学情分析时，最应关注的是（ ）。'),
    answer: single(['数据的可视化效果', '数据反映的学习问题与改进措施', '数据的数量', '平台的访问速度'], 1),
    explanation: '',
    tags: [DEMO_TAGS.it, DEMO_TAGS.assessment],
  },
  {
    folder: 'it',
    difficulty: 4,
    stem: p('结合一次信息技术支持的教学实践，反思技术应用对学生学习的作用与局限。'),
    answer: { kind: 'short_answer', referenceAnswer: '' },
    explanation: '',
    tags: [DEMO_TAGS.it, DEMO_TAGS.design],
  },
];
