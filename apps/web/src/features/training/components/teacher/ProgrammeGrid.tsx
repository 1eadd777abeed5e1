import type { ProgrammeSummary } from '@yanxiu/contract/training';
import { Col, Pagination, Row } from 'antd';
import { useCourseRatingAverages } from '../../api/discussion/get-course-rating-averages';
import { TRAINING_PAGE_SIZE } from '../../api/get-catalogue';
import { ProgrammeCard } from './ProgrammeCard';

type Props = {
  programmes: ProgrammeSummary[];
  total?: number;
  current?: number;
  onPage?: (page: number) => void;
  showPrice?: boolean;
  totalText?: (count: number) => string;
  /** Fewer cards a row, for a grid beside a side column. */
  narrow?: boolean;
};

/** Programme cards in a responsive grid (one column on phones), with server paging when `onPage` is given. */
export function ProgrammeGrid({ programmes, total = 0, current = 1, onPage, showPrice, totalText, narrow }: Props) {
  // One call for the page's ratings, not one per card.
  const ratings = useCourseRatingAverages(
    'programme',
    programmes.slice(0, 50).map((programme) => programme.id),
  );
  return (
    <>
      <Row gutter={[16, 16]} data-testid="programme-grid">
        {programmes.map((programme, index) => (
          <Col key={programme.id} xs={24} sm={12} lg={narrow ? 12 : 8} xl={narrow ? 8 : 6}>
            {/* The first card's cover is in a phone's first screen. */}
            <ProgrammeCard programme={programme} showPrice={showPrice} first={index === 0} rating={ratings.get(programme.id)} />
          </Col>
        ))}
      </Row>
      {onPage && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={current}
          pageSize={TRAINING_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          showTotal={totalText}
          onChange={onPage}
        />
      )}
    </>
  );
}
