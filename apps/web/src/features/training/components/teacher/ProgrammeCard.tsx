import { ClockCircleOutlined, TeamOutlined, CalendarOutlined, StarFilled } from '@ant-design/icons';
import type { ProgrammeSummary } from '@yanxiu/contract/training';
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoverImage } from '../common/CoverImage';
import { formatDate, formatHours, formatYuan } from '../common/format';
import { programmePath } from '../../model/programme-path';
import { seatsOf } from '../../model/seats';
import { EnrolmentTag, levelLabel } from './labels';
import { calmMarks } from '@/shared/format/bounded-text';

/** Seats in words: how many are left, "unlimited" or "full"; "enrolment closed" once no enrolment can happen. */
export function SeatsText({ programme }: { programme: Pick<ProgrammeSummary, 'status' | 'enrolEnd' | 'seatsLeft'> }) {
  const { t } = useTranslation();
  const seats = seatsOf(programme);
  if (seats.kind === 'closed') return <Typography.Text type="secondary">{t('training.card.enrolmentClosed')}</Typography.Text>;
  if (seats.kind === 'unlimited') return <>{t('training.card.unlimited')}</>;
  if (seats.kind === 'full') return <Typography.Text type="danger">{t('training.card.full')}</Typography.Text>;
  return <>{t('training.card.seatsLeft', { count: seats.count })}</>;
}

/** The price of a programme: free, or yuan. */
export function PriceText({ priceCents }: { priceCents: number }) {
  const { t } = useTranslation();
  return priceCents === 0 ? <>{t('training.card.free')}</> : <>{formatYuan(priceCents)}</>;
}

/** A programme in a catalogue or list: cover, title, organiser, hours, dates, seats, price and my enrolment. */
export function ProgrammeCard({
  programme,
  showPrice,
  first,
  rating,
}: {
  programme: ProgrammeSummary;
  showPrice?: boolean;
  first?: boolean;
  /** The programme's average stars and count, once read; nothing is shown before, or when nobody rated it. */
  rating?: { average: number | null; count: number };
}) {
  const { t } = useTranslation();
  const path = programmePath(programme.kind, programme.id, programme.studioId);
  return (
    <Card
      hoverable
      size="small"
      data-testid={`programme-card-${programme.id}`}
      cover={
        <Link to={path} tabIndex={-1} aria-hidden>
          <CoverImage fileId={programme.coverFileId} alt={programme.title} placeholder={t('training.card.noCover')} first={first} />
        </Link>
      }
      style={{ height: '100%' }}
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Link to={path} style={{ fontWeight: 600, fontSize: 16 }}>
          {programme.title}
        </Link>
        <Space size={[4, 4]} wrap>
          <Tag>{levelLabel(programme.level)}</Tag>
          {programme.status === 'closed' && <Tag>{t('training.catalogue.statusClosed')}</Tag>}
          {programme.myEnrolment && <EnrolmentTag enrolment={programme.myEnrolment} />}
        </Space>
        <Typography.Text type="secondary" ellipsis>
          {programme.organiserName}
        </Typography.Text>
        {programme.summary && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {calmMarks(programme.summary)}
          </Typography.Paragraph>
        )}
        <Typography.Text>
          <CalendarOutlined /> {t('training.card.dates', { start: formatDate(programme.startsOn), end: formatDate(programme.endsOn) })}
        </Typography.Text>
        <Space size={12} wrap>
          <span>
            <ClockCircleOutlined /> {t('training.card.hours', { count: Number(formatHours(programme.creditHours)) })}
          </span>
          <span>
            <TeamOutlined /> <SeatsText programme={programme} />
          </span>
          {rating && rating.average !== null && rating.count > 0 && (
            <span data-testid="programme-rating">
              <StarFilled style={{ color: '#fadb14' }} /> {t('training.card.rating', { average: rating.average, count: rating.count })}
            </span>
          )}
          {showPrice && (
            <Typography.Text strong type={programme.priceCents === 0 ? 'success' : 'warning'} data-testid="programme-price">
              <PriceText priceCents={programme.priceCents} />
            </Typography.Text>
          )}
        </Space>
      </Space>
    </Card>
  );
}
