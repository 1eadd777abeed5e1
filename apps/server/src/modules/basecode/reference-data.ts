// Reference data shared by every tenant. It is seeded into the code tables rather than defined as contract
// enumerations because these lists follow national policy documents and change with them, while the contract's
// enumerations only change with the spec.
//
// Codes are strings because clients send and store them as strings, and they are never renumbered once seeded:
// teachers' profiles and historical records point at them. New entries take the next free code in their range.

/** A labelled code. */
export type ReferenceCode = { code: string; name: string; nameEn: string; sort: number };

/** School sections (学段), numeric-string codes. */
export const SECTIONS: readonly ReferenceCode[] = [
  { code: '1', name: '学前教育', nameEn: 'Pre-school', sort: 1 },
  { code: '2', name: '小学', nameEn: 'Primary', sort: 2 },
  { code: '3', name: '初中', nameEn: 'Junior secondary', sort: 3 },
  { code: '4', name: '高中', nameEn: 'Senior secondary', sort: 4 },
  { code: '5', name: '中等职业教育', nameEn: 'Secondary vocational', sort: 5 },
  { code: '6', name: '特殊教育', nameEn: 'Special education', sort: 6 },
];

// Subject codes are grouped in ranges so each family can grow without colliding with another:
// 01-39 general subjects of 义务教育课程方案（2022年版） and 普通高中课程方案（2017年版2020年修订）,
// 41-49 pre-school domains, 51-59 secondary vocational, 61-79 special education.

/** Subjects (学科), numeric-string two-digit codes '01', '02', ... */
export const SUBJECTS: readonly ReferenceCode[] = [
  { code: '01', name: '语文', nameEn: 'Chinese', sort: 1 },
  { code: '02', name: '数学', nameEn: 'Mathematics', sort: 2 },
  { code: '03', name: '英语', nameEn: 'English', sort: 3 },
  { code: '04', name: '日语', nameEn: 'Japanese', sort: 4 },
  { code: '05', name: '俄语', nameEn: 'Russian', sort: 5 },
  // German, French and Spanish have senior-secondary curriculum standards (2017) but no compulsory-stage ones.
  { code: '06', name: '德语', nameEn: 'German', sort: 6 },
  { code: '07', name: '法语', nameEn: 'French', sort: 7 },
  { code: '08', name: '西班牙语', nameEn: 'Spanish', sort: 8 },
  { code: '09', name: '道德与法治', nameEn: 'Morality and rule of law', sort: 9 },
  { code: '10', name: '思想政治', nameEn: 'Ideology and politics', sort: 10 },
  { code: '11', name: '历史', nameEn: 'History', sort: 11 },
  { code: '12', name: '地理', nameEn: 'Geography', sort: 12 },
  { code: '13', name: '物理', nameEn: 'Physics', sort: 13 },
  { code: '14', name: '化学', nameEn: 'Chemistry', sort: 14 },
  { code: '15', name: '生物学', nameEn: 'Biology', sort: 15 },
  { code: '16', name: '科学', nameEn: 'Science', sort: 16 },
  // Two codes because the 2022 compulsory curriculum renamed the subject and changed its content, while senior
  // secondary still teaches 信息技术 under the 2017 standards; the two are staffed and researched separately.
  { code: '17', name: '信息科技', nameEn: 'Information science and technology', sort: 17 },
  { code: '18', name: '信息技术', nameEn: 'Information technology', sort: 18 },
  { code: '19', name: '通用技术', nameEn: 'General technology', sort: 19 },
  { code: '20', name: '体育与健康', nameEn: 'Physical education and health', sort: 20 },
  // 艺术 is the curriculum subject; 音乐 and 美术 stay because schools still hire and train teachers for them.
  { code: '21', name: '艺术', nameEn: 'Arts', sort: 21 },
  { code: '22', name: '音乐', nameEn: 'Music', sort: 22 },
  { code: '23', name: '美术', nameEn: 'Fine arts', sort: 23 },
  { code: '24', name: '劳动', nameEn: 'Labor education', sort: 24 },
  { code: '25', name: '综合实践活动', nameEn: 'Integrated practical activities', sort: 25 },
  // Not national curriculum subjects, but both have dedicated teachers whose development the platform tracks.
  { code: '26', name: '心理健康教育', nameEn: 'Mental health education', sort: 26 },
  { code: '27', name: '书法', nameEn: 'Calligraphy', sort: 27 },
  // The five domains of 3-6岁儿童学习与发展指南 (2012). Kindergartens do not teach subjects, so these get their own
  // codes instead of reusing 科学 and 艺术, and the clashing names are qualified so flat lists stay unambiguous.
  { code: '41', name: '健康', nameEn: 'Health', sort: 28 },
  { code: '42', name: '语言', nameEn: 'Language', sort: 29 },
  { code: '43', name: '社会', nameEn: 'Social development', sort: 30 },
  { code: '44', name: '科学（学前）', nameEn: 'Science (pre-school)', sort: 31 },
  { code: '45', name: '艺术（学前）', nameEn: 'Arts (pre-school)', sort: 32 },
  // Secondary vocational teachers are either public-foundation teachers, who reuse the general subject codes
  // above where one fits, or specialty teachers, whose specialties are too many to list individually.
  { code: '51', name: '其他公共基础课', nameEn: 'Other general foundation courses', sort: 33 },
  { code: '52', name: '专业课', nameEn: 'Specialized courses', sort: 34 },
  { code: '53', name: '实习指导', nameEn: 'Practical training instruction', sort: 35 },
  // The 2016 curriculum standards for schools for students with intellectual disabilities (培智学校), plus the
  // courses specific to schools for the deaf (沟通与交往) and the blind (定向行走).
  { code: '61', name: '生活语文', nameEn: 'Functional Chinese', sort: 36 },
  { code: '62', name: '生活数学', nameEn: 'Functional mathematics', sort: 37 },
  { code: '63', name: '生活适应', nameEn: 'Daily living skills', sort: 38 },
  { code: '64', name: '劳动技能', nameEn: 'Work skills', sort: 39 },
  { code: '65', name: '唱游与律动', nameEn: 'Singing, games and rhythmic movement', sort: 40 },
  { code: '66', name: '绘画与手工', nameEn: 'Drawing and handicraft', sort: 41 },
  { code: '67', name: '运动与保健', nameEn: 'Physical activity and health care', sort: 42 },
  { code: '68', name: '康复训练', nameEn: 'Rehabilitation training', sort: 43 },
  { code: '69', name: '艺术休闲', nameEn: 'Arts and leisure', sort: 44 },
  { code: '70', name: '沟通与交往', nameEn: 'Communication and interaction', sort: 45 },
  { code: '71', name: '定向行走', nameEn: 'Orientation and mobility', sort: 46 },
];

// Orders follow the course tables of the curriculum programmes, with the locally staffed subjects last.

/** Which subjects are taught in which section: section code -> subject codes in display order. */
export const SECTION_SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  '1': ['41', '42', '43', '44', '45'],
  // English starts in grade 3; 日语 and 俄语 are only offered from junior secondary.
  '2': ['09', '01', '02', '03', '16', '17', '20', '21', '22', '23', '24', '25', '26', '27'],
  // 科学 stays because some provinces (e.g. Zhejiang) teach integrated science instead of the separate sciences.
  '3': ['09', '01', '02', '03', '04', '05', '11', '12', '16', '13', '14', '15', '17', '20', '21', '22', '23', '24', '25', '26', '27'],
  '4': [
    '01',
    '02',
    '03',
    '04',
    '05',
    '06',
    '07',
    '08',
    '10',
    '11',
    '12',
    '13',
    '14',
    '15',
    '18',
    '19',
    '21',
    '22',
    '23',
    '20',
    '25',
    '24',
    '26',
    '27',
  ],
  // The public foundation courses of the 2020 secondary vocational curriculum standards, then the groups.
  '5': ['10', '01', '11', '02', '03', '18', '20', '21', '13', '14', '24', '26', '51', '52', '53'],
  // Schools for the blind and the deaf largely follow the general subjects, so the commonest are listed too.
  '6': ['61', '62', '63', '64', '65', '66', '67', '68', '69', '70', '71', '01', '02', '09', '18', '26'],
};

// Secondary vocational teachers have their own title series (正高级讲师 … 员级), not covered here.

/** Professional titles (职称) of primary and secondary teachers under the 2015 unified title system. */
export const PROFESSIONAL_TITLES: readonly ReferenceCode[] = [
  { code: '1', name: '正高级教师', nameEn: 'Senior teacher (professor level)', sort: 1 },
  { code: '2', name: '高级教师', nameEn: 'Senior teacher', sort: 2 },
  { code: '3', name: '一级教师', nameEn: 'First-level teacher', sort: 3 },
  { code: '4', name: '二级教师', nameEn: 'Second-level teacher', sort: 4 },
  { code: '5', name: '三级教师', nameEn: 'Third-level teacher', sort: 5 },
  // '9' keeps room for titles the system may add without putting "not rated" in the middle of the ladder.
  { code: '9', name: '未评定', nameEn: 'Not yet rated', sort: 6 },
];

/** The default career-phase ladder each tenant starts with (发展阶段), lowest first; tenants may change theirs. */
export const DEFAULT_PHASES: readonly ReferenceCode[] = [
  { code: '1', name: '新任教师', nameEn: 'Novice teacher', sort: 1 },
  { code: '2', name: '胜任型教师', nameEn: 'Competent teacher', sort: 2 },
  { code: '3', name: '骨干教师', nameEn: 'Backbone teacher', sort: 3 },
  { code: '4', name: '学科带头人', nameEn: 'Subject leader', sort: 4 },
  { code: '5', name: '名师', nameEn: 'Master teacher', sort: 5 },
];

/**
 * The rung of the ladder the backbone recognition (骨干教师认定) stands for: a recognised teacher stands on it or
 * above, and a teacher who reaches it holds the backbone role. A ladder without it links the two not at all.
 */
export const BACKBONE_PHASE_CODE = '3';

/** Code tables served by findCodeByTypeCode besides the contract's enumerations, keyed by type code. */
export const REFERENCE_CODE_TABLES: Readonly<Record<string, readonly ReferenceCode[]>> = {
  section: SECTIONS,
  subject: SUBJECTS,
  professionalTitle: PROFESSIONAL_TITLES,
  phase: DEFAULT_PHASES,
};
