import '../i18n/research.register';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCheckIn } from '../api/check-in';
import { parseId } from '../model/parse-id';

/**
 * /research/checkIn/:id?code=…: where the organiser's QR code leads a phone. The signed-in teacher's check-in is
 * posted once on arrival (the layout has sent anyone signed out to sign in and back here first); a stale or forged
 * code is refused by the server and said so in place.
 */
export default function CheckInPage() {
  const { t } = useTranslation();
  const activityId = parseId(useParams().id);
  const code = useSearchParams()[0].get('code') ?? '';
  const checkIn = useCheckIn();
  const sent = useRef(false);
  const valid = activityId !== null && /^[A-Za-z0-9_-]{1,64}$/.test(code);

  useEffect(() => {
    // Once per visit: React's development double effects and re-renders must not post the code twice.
    if (!valid || sent.current) return;
    sent.current = true;
    checkIn.mutate({ activityId, code });
  }, [valid, activityId, code, checkIn]);

  const back = activityId !== null && (
    <Link to={`/research/ActivityCover/${activityId}`}>
      <Button>{t('research.checkIn.toActivity')}</Button>
    </Link>
  );
  let body;
  if (!valid) body = <Result status="warning" title={t('research.checkIn.badLink')} data-testid="check-in-bad-link" />;
  else if (checkIn.isSuccess)
    body = (
      <Result
        status="success"
        title={t('research.checkIn.done')}
        subTitle={formatDateTime(checkIn.data.attendedAt)}
        extra={back}
        data-testid="check-in-done"
      />
    );
  else if (checkIn.isError) {
    const message = checkIn.error instanceof RequestError && checkIn.error.message ? checkIn.error.message : t('errors.generic');
    body = <Result status="error" title={t('research.checkIn.refused')} subTitle={message} extra={back} data-testid="check-in-refused" />;
  } else body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <PageFrame title={t('routes.researchCheckIn')}>{body}</PageFrame>;
}
