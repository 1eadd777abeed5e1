import type { ConditionRule, FileKind } from '@yanxiu/contract/development-model';

// The development model every tenant starts with, modelled on the district 骨干教师 / 学科带头人 / 名师 selection
// rules common in Beijing districts: teaching years, continuing-education hours (72 a year, 360 in five years,
// the national norm), a minimum professional title, and declared achievements proven with certificates.
// Districts change it through the configuration calls; the seed never overwrites what they configured.

/** A file a default condition asks for. */
export type DefaultFile = { code: string; name: string; nameEn: string; required: boolean; kinds: FileKind[] };
/** A default condition with its files. */
export type DefaultCondition = { code: string; name: string; nameEn: string; rule: ConditionRule; files: DefaultFile[] };
/** A default post type with its sections and its path (phase codes of the default ladder). */
export type DefaultPostType = {
  code: string;
  name: string;
  nameEn: string;
  developmentTypeCode: string | null;
  sectionCodes: string[];
  phases: Array<{ phaseCode: string; conditions: DefaultCondition[] }>;
};

const PROOF: FileKind[] = ['pdf', 'image'];

function teachingYears(code: string, minYears: number): DefaultCondition {
  return {
    code,
    name: `教龄满 ${minYears} 年`,
    nameEn: `At least ${minYears} years of teaching`,
    rule: { kind: 'teaching_years', params: { minYears } },
    files: [],
  };
}

function learningHours(code: string, minHours: number, years: number): DefaultCondition {
  return {
    code,
    name: `近 ${years} 年继续教育学时不少于 ${minHours} 学时`,
    nameEn: `At least ${minHours} continuing-education hours in the last ${years} years`,
    rule: { kind: 'learning_hours', params: { minHours, years } },
    files: [],
  };
}

// Title codes of the code table: 1 正高级, 2 高级, 3 一级, 4 二级.
const TITLE_LABELS: Record<string, [string, string]> = {
  '2': ['高级', 'senior'],
  '3': ['一级', 'first-level'],
  '4': ['二级', 'second-level'],
};

function title(code: string, minTitleCode: string): DefaultCondition {
  const [zh, en] = TITLE_LABELS[minTitleCode]!;
  return {
    code,
    name: `具有${zh}教师及以上职称`,
    nameEn: `Professional title of ${en} teacher or above`,
    rule: { kind: 'title', params: { minTitleCode } },
    files: [],
  };
}

function declared(code: string, name: string, nameEn: string, file: [string, string], required = true): DefaultCondition {
  return {
    code,
    name,
    nameEn,
    rule: { kind: 'declared', params: {} },
    files: [{ code: 'F1', name: file[0], nameEn: file[1], required, kinds: PROOF }],
  };
}

/** The default development types: teaching-, research- and management-oriented. */
export const DEFAULT_DEVELOPMENT_TYPES = [
  { code: '1', name: '教学型', nameEn: 'Teaching-oriented', sort: 1, enabled: true },
  { code: '2', name: '研究型', nameEn: 'Research-oriented', sort: 2, enabled: true },
  { code: '3', name: '管理型', nameEn: 'Management-oriented', sort: 3, enabled: true },
];

/** The default post types. 学科教师 is common to every type and walks the whole ladder. */
export const DEFAULT_POST_TYPES: DefaultPostType[] = [
  {
    code: '1',
    name: '学科教师',
    nameEn: 'Subject teacher',
    developmentTypeCode: null,
    sectionCodes: ['1', '2', '3', '4', '5', '6'],
    phases: [
      {
        phaseCode: '1',
        conditions: [
          declared('C1', '取得相应学段教师资格证书', 'Holds the teacher qualification certificate for the section', [
            '教师资格证书',
            'Teacher qualification certificate',
          ]),
        ],
      },
      {
        phaseCode: '2',
        conditions: [
          teachingYears('C1', 3),
          learningHours('C2', 216, 3),
          title('C3', '4'),
          declared('C4', '新教师规范化培训考核合格', 'Passed the standardised training for new teachers', [
            '规范化培训合格证书',
            'Standardised training certificate',
          ]),
        ],
      },
      {
        phaseCode: '3',
        conditions: [
          teachingYears('C1', 8),
          learningHours('C2', 360, 5),
          title('C3', '3'),
          declared('C4', '近 3 年在区级及以上作公开课 1 节', 'One open class at district level or above in the last 3 years', [
            '公开课证明',
            'Open class certificate',
          ]),
          declared('C5', '近 3 年年度考核均为合格及以上', 'Annual appraisal of pass or better in each of the last 3 years', [
            '年度考核结果',
            'Annual appraisal results',
          ]),
        ],
      },
      {
        phaseCode: '4',
        conditions: [
          teachingYears('C1', 12),
          learningHours('C2', 360, 5),
          title('C3', '2'),
          declared('C4', '获评区级骨干教师满 3 年', 'Three years or more as a district backbone teacher', [
            '骨干教师证书',
            'Backbone teacher certificate',
          ]),
          declared(
            'C5',
            '近 5 年主持区级及以上课题 1 项并结题',
            'Led a completed research topic at district level or above in the last 5 years',
            ['课题结题证书', 'Topic completion certificate'],
          ),
          declared('C6', '近 5 年在公开刊物发表论文 2 篇', 'Two papers published in journals in the last 5 years', [
            '论文发表证明',
            'Publication proof',
          ]),
        ],
      },
      {
        phaseCode: '5',
        conditions: [
          teachingYears('C1', 15),
          learningHours('C2', 360, 5),
          title('C3', '2'),
          declared('C4', '担任区级学科带头人满 3 年', 'Three years or more as a district subject leader', [
            '学科带头人证书',
            'Subject leader certificate',
          ]),
          declared(
            'C5',
            '近 5 年获市级及以上教学成果奖或荣誉称号',
            'A teaching award or honour at city level or above in the last 5 years',
            ['获奖证书', 'Award certificate'],
          ),
          declared('C6', '指导青年教师 2 名及以上', 'Mentored two or more young teachers', ['师徒结对协议', 'Mentoring agreement'], false),
        ],
      },
    ],
  },
  {
    code: '2',
    name: '班主任',
    nameEn: 'Class teacher',
    developmentTypeCode: '3',
    // Kindergartens have no 班主任 post in the same sense.
    sectionCodes: ['2', '3', '4', '5', '6'],
    phases: [
      {
        phaseCode: '2',
        conditions: [
          teachingYears('C1', 3),
          declared('C2', '担任班主任满 2 年', 'Two years or more as a class teacher', [
            '班主任任职证明',
            'Class teacher appointment proof',
          ]),
          learningHours('C3', 30, 5),
        ],
      },
      {
        phaseCode: '3',
        conditions: [
          teachingYears('C1', 8),
          title('C2', '3'),
          declared('C3', '担任班主任满 5 年', 'Five years or more as a class teacher', [
            '班主任任职证明',
            'Class teacher appointment proof',
          ]),
          declared('C4', '近 3 年获区级及以上优秀班主任称号', 'Outstanding class teacher at district level or above in the last 3 years', [
            '荣誉证书',
            'Honour certificate',
          ]),
        ],
      },
      {
        phaseCode: '5',
        conditions: [
          teachingYears('C1', 15),
          title('C2', '2'),
          declared('C3', '担任班主任满 10 年', 'Ten years or more as a class teacher', [
            '班主任任职证明',
            'Class teacher appointment proof',
          ]),
          declared(
            'C4',
            '获市级及以上优秀班主任或德育先进称号',
            'Outstanding class teacher or moral-education honour at city level or above',
            ['荣誉证书', 'Honour certificate'],
          ),
        ],
      },
    ],
  },
  {
    code: '3',
    name: '教研组长',
    nameEn: 'Teaching-research group leader',
    developmentTypeCode: '2',
    sectionCodes: ['2', '3', '4'],
    phases: [
      {
        phaseCode: '3',
        conditions: [
          teachingYears('C1', 8),
          title('C2', '3'),
          declared(
            'C3',
            '近 3 年参与区级及以上课题研究 1 项',
            'Took part in a research topic at district level or above in the last 3 years',
            ['课题立项书', 'Topic approval document'],
          ),
        ],
      },
      {
        phaseCode: '4',
        conditions: [
          teachingYears('C1', 12),
          title('C2', '2'),
          learningHours('C3', 360, 5),
          declared(
            'C4',
            '近 5 年主持区级及以上课题 1 项并结题',
            'Led a completed research topic at district level or above in the last 5 years',
            ['课题结题证书', 'Topic completion certificate'],
          ),
        ],
      },
      {
        phaseCode: '5',
        conditions: [
          teachingYears('C1', 15),
          title('C2', '2'),
          declared('C3', '近 5 年主持市级及以上课题 1 项', 'Led a research topic at city level or above in the last 5 years', [
            '课题立项书',
            'Topic approval document',
          ]),
          declared('C4', '教科研成果获市级及以上奖励', 'Research results awarded at city level or above', [
            '获奖证书',
            'Award certificate',
          ]),
        ],
      },
    ],
  },
];
