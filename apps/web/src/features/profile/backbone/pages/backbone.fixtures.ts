/** The demo applicant as the teacher-info read answers for her, beside her backbone application. */
export const BACKBONE_APPLICANT = {
  userId: '7',
  username: 'teacher',
  name: '王芳',
  gender: '2',
  orgId: '2',
  orgName: '示范区第一实验小学',
  orgLevel: '1',
  phone: '138****0001',
  roles: ['teacher'],
  isTeacher: true,
  sectionCode: '2',
  subjectCode: '02',
  titleCode: '3',
  phaseCode: '2',
  teachingSinceYear: 2016,
  confirmed: true,
};
