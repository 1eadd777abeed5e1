import type { ActivityDetail } from '@yanxiu/contract/research';
import { ActivityAudience } from '@yanxiu/contract/research-enums';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { factsText, modeLabel, windowText } from './labels';
import { MeetingLink } from './StageContent';

/** The activity's facts: organiser, time, mode and place, who may join, seats, hours and what completes it. */
export function ActivityFacts({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const items = [
    { key: 'organiser', label: t('research.card.organiser'), children: activity.organiserName },
    { key: 'time', label: t('research.card.time'), children: windowText(activity) },
    { key: 'mode', label: t('research.form.mode'), children: modeLabel(activity.mode) },
    ...(activity.place ? [{ key: 'place', label: t('research.card.place'), children: activity.place }] : []),
    ...(activity.meetingUrl
      ? [{ key: 'meeting', label: t('research.form.meetingUrl'), children: <MeetingLink url={activity.meetingUrl} /> }]
      : []),
    { key: 'audience', label: t('research.form.audience'), children: ActivityAudience.label(activity.audience, currentLocale()) },
    // Without a limit there is no "capacity" to label: the count of who joined, said to be unlimited.
    activity.capacity === null
      ? {
          key: 'seats',
          label: t('research.card.signedUp'),
          children: t('research.card.joinedUnlimited', { count: activity.seatsTaken }),
        }
      : {
          key: 'seats',
          label: t('research.form.capacity'),
          children: t('research.card.seats', { taken: activity.seatsTaken, capacity: activity.capacity }),
        },
    { key: 'hours', label: t('research.form.creditHours'), children: t('research.card.hours', { count: activity.creditHours }) },
    { key: 'rule', label: t('research.form.completionRule'), children: factsText(activity.completionRule) },
  ];
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} data-testid="activity-facts" />;
}
