import type { SchoolExamList, TeacherExam } from '@yanxiu/contract/assessment-exams';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { EXAMS_KEY } from './keys';

/** What the exam page names: the exam itself, or a programme's exam unit (the programme page knows only the unit). */
export type ExamRef = { examId: number } | { unitId: number };

/** exams/detail or exams/ofUnit: the exam as its teacher sees it (quiet: the page says why it failed). */
function getTeacherExam(ref: ExamRef): Promise<TeacherExam> {
  return 'examId' in ref
    ? request<TeacherExam>(ApiPaths.assessmentExam, { query: { examId: ref.examId }, skipErrorHandler: true })
    : request<TeacherExam>(ApiPaths.assessmentExamOfUnit, { query: { unitId: ref.unitId }, skipErrorHandler: true });
}

/** exams/ofMySchool: the published standalone exams of the teacher's school. */
export function useSchoolExams() {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'ofMySchool'],
    queryFn: () => request<SchoolExamList>(ApiPaths.assessmentSchoolExams),
  });
}

export function useTeacherExam(ref: ExamRef | null) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'exam', ref],
    queryFn: () => getTeacherExam(ref!),
    enabled: ref !== null,
  });
}
