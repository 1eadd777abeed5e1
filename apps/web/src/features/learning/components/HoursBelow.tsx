import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import { useAfterPaint } from '@/shared/ui/use-after-paint';
import { EntriesTable } from './EntriesTable';
import { MyDeclarations } from './MyDeclarations';
import { TotalsTables } from './TotalsTables';

/**
 * What /studyTime shows below its numbers and chart: the totals by category and programme, every ledger entry, and
 * (the caller's own hours) their declarations. A chunk of its own, with antd's Table (issue 19). Each table renders
 * once the one above it is painted: rendered together, they held a phone's main thread for one long task.
 */
export default function HoursBelow({ breakdown, staffView, mine }: { breakdown: HoursBreakdown; staffView: boolean; mine: boolean }) {
  const entriesWanted = useAfterPaint(true);
  const declarationsWanted = useAfterPaint(entriesWanted);
  return (
    <>
      <TotalsTables breakdown={breakdown} />
      {entriesWanted && <EntriesTable breakdown={breakdown} staffView={staffView} />}
      {mine && declarationsWanted && <MyDeclarations categories={breakdown.categories} />}
    </>
  );
}
