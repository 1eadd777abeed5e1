import { CorePaths } from '@yanxiu/contract/paths-core';
import type { ConfirmTeacherInfoBody, TeacherInfo } from '@yanxiu/contract/teacher';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { sessionStore } from '@/shared/session/session-store';

export function confirmTeacherInfo(body: ConfirmTeacherInfoBody): Promise<TeacherInfo> {
  return request<TeacherInfo>(CorePaths.confirmTeacherInfo, { method: 'POST', body });
}

/** Confirms the teacher's information; the stored login info stops asking for it. */
export function useConfirmTeacherInfo() {
  return useMutation({
    mutationFn: confirmTeacherInfo,
    onSuccess: (teacherInfo) => {
      sessionStore.setTeacherInfo(teacherInfo);
      const { loginInfo } = sessionStore.getState();
      if (loginInfo) sessionStore.setLoginInfo({ ...loginInfo, needConfirm: false });
    },
  });
}
