import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useManagedSchools } from '@/shared/lookups/managed-schools';
import { newSchoolExamPath } from '../model/exam-paths';

/**
 * Starts a school's standalone exam: the schools come from the caller's managed schools (a school admin has their own,
 * chosen already; district staff pick one of theirs), so the web needs no school id in the session.
 */
export function NewSchoolExam() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schools = useManagedSchools();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const only = schools.data?.length === 1 ? schools.data[0]!.id : undefined;
  const schoolId = chosen ?? only;
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }} data-testid="new-school-exam">
      <Select<number>
        style={{ minWidth: 220 }}
        aria-label={t('assessmentExams.list.school')}
        placeholder={t('assessmentExams.list.chooseSchool')}
        loading={schools.isPending}
        status={schools.isError ? 'error' : undefined}
        value={schoolId}
        onChange={setChosen}
        options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
        data-testid="new-exam-school"
      />
      <Button
        type="primary"
        disabled={schoolId === undefined}
        onClick={() => schoolId !== undefined && navigate(newSchoolExamPath(schoolId))}
        data-testid="new-school-exam-start"
      >
        {t('assessmentExams.list.newSchoolExam')}
      </Button>
    </Flex>
  );
}
