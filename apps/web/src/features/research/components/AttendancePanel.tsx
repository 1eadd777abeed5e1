import type { ActivityModeValue } from '@yanxiu/contract/research-enums';
import { TYPED_CHECK_IN_DIGITS } from '@yanxiu/contract/research-interaction-limits';
import { Button, Flex, Switch, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useAttendance } from '../api/get-attendance';
import { useMarkAttendance } from '../api/mark-attendance';
import { CheckInQrCode } from './CheckInQrCode';

const SHOW_HINTS = {
  online: 'research.checkIn.showInMeeting',
  offline: 'research.checkIn.showInRoom',
  mixed: 'research.checkIn.showMixed',
} as const satisfies Record<ActivityModeValue, string>;
const METHOD_LABELS = {
  code: 'research.attendance.byCode',
  typed: 'research.attendance.byTyped',
  manual: 'research.attendance.byHand',
} as const;

/**
 * The organiser's attendance: the rotating check-in code to show on the room's screen or in the online meeting
 * (while the activity takes check-ins), and the list of participants with a hand mark for those who could not check in.
 */
export function AttendancePanel({ activityId, mode }: { activityId: number; mode: ActivityModeValue }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [showCode, setShowCode] = useState(false);
  const [current, setCurrent] = useState(1);
  const list = useAttendance(activityId, current, showCode);
  const mark = useMarkAttendance();
  return (
    <Flex vertical gap={12} data-testid="attendance">
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          {/* The label names the switch and, clicked, toggles it. */}
          <Switch id={switchId} checked={showCode} onChange={setShowCode} data-testid="show-check-in-code" />
          <label htmlFor={switchId} style={{ cursor: 'pointer' }}>
            {t('research.checkIn.show')}
          </label>
        </Flex>
        <Typography.Text type="secondary">{t(SHOW_HINTS[mode], { count: TYPED_CHECK_IN_DIGITS })}</Typography.Text>
        {showCode && <CheckInQrCode activityId={activityId} withQr={mode !== 'online'} />}
      </Flex>
      {list.data && (
        <Typography.Text data-testid="attended-count">
          {t('research.attendance.count', { count: list.data.attendedCount, total: list.data.total })}
        </Typography.Text>
      )}
      <ManagedTable
        list={list}
        testId="attendance-table"
        rowKey={(row) => row.person.userId}
        empty={t('research.attendance.none')}
        paging={{ current, onChange: setCurrent, totalText: (count) => t('research.list.total', { count }) }}
        columns={[
          { title: t('research.people.name'), render: (_, row) => row.person.name },
          { title: t('research.people.school'), render: (_, row) => row.person.orgName },
          {
            title: t('research.attendance.status'),
            render: (_, row) =>
              row.attended ? (
                <Tag color="success">{t(METHOD_LABELS[row.method ?? 'manual'])}</Tag>
              ) : (
                <Tag>{t('research.attendance.absent')}</Tag>
              ),
          },
          { title: t('research.attendance.at'), render: (_, row) => (row.attendedAt ? formatDateTime(row.attendedAt) : '—') },
          {
            title: t('research.list.actions'),
            render: (_, row) => (
              <Button
                size="small"
                loading={mark.isPending && mark.variables.userIds[0] === row.person.userId}
                onClick={() => mark.mutate({ activityId, userIds: [row.person.userId], present: !row.attended })}
                aria-label={t(row.attended ? 'research.attendance.unmarkOf' : 'research.attendance.markOf', { name: row.person.name })}
              >
                {row.attended ? t('research.attendance.unmark') : t('research.attendance.mark')}
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
