import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { topicAccess } from '../../topic.access';

/**
 * The teacher's own topic pages (applying, my topics, my applications, records) for those who may apply; staff
 * without a teaching role who type the address get a 403 page instead of a list the server refuses.
 */
export function TeacherGate({ pageTitle, children }: { pageTitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  return (
    <AccessGate
      accessible={access.canApply}
      title={t('topicTeacher.gate.title')}
      text={t('topicTeacher.gate.text')}
      pageTitle={pageTitle}
      testId="topic-teacher-only"
    >
      {children}
    </AccessGate>
  );
}
