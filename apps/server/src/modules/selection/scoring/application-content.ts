import type { ScoredIndicator } from '@yanxiu/contract/selection-scoring';
import type { Db } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { listItems, type ItemRow } from '@server/modules/selection/projects/project.repository';
import { findFiles, findRecords, listValues } from './application-content.repository';

/** An application's sections with each indicator, the applicant's value and self score, as the scoring side shows them. */
export type ApplicationContent = { sections: Array<{ title: string; indicators: ScoredIndicator[] }>; maxTotal: number; indicators: ItemRow[] };

type StoredValue = { kind?: string; text?: string; number?: number; optionKeys?: string[]; fileIds?: string[]; recordIds?: number[] };

/** Loads the project's item tree and the application's values; the scored indicators are those with a maximum above 0. */
export async function loadApplicationContent(db: Db, tenantId: TenantId, projectId: number, applicationId: number): Promise<ApplicationContent> {
  const [items, values] = await Promise.all([listItems(db, tenantId, projectId), listValues(db, tenantId, applicationId)]);
  const byItem = new Map(values.map((row) => [row.itemId, row]));
  const stored = (itemId: number) => (byItem.get(itemId)?.value ?? null) as StoredValue | null;
  const indicators = items.filter((item) => item.parentId !== null);
  const fileIds = indicators.flatMap((item) => stored(item.id)?.fileIds ?? []);
  const recordIds = indicators.flatMap((item) => stored(item.id)?.recordIds ?? []);
  const [files, records] = await Promise.all([findFiles(db, tenantId, fileIds), findRecords(db, tenantId, recordIds)]);

  const view = (item: ItemRow): ScoredIndicator => {
    const value = stored(item.id);
    const options = (item.options as Array<{ key: string; label: string }>) ?? [];
    return {
      itemId: item.id,
      title: item.title,
      kind: item.kind as ScoredIndicator['kind'],
      maxScore: Number(item.maxScore),
      guide: item.guide,
      value: value && {
        text: value.text ?? null,
        number: value.number ?? null,
        options: (value.optionKeys ?? []).map((key) => options.find((option) => option.key === key)?.label ?? key),
        files: (value.fileIds ?? []).map((id) => {
          const file = files.get(id);
          return file ? { ...file, size: Number(file.size), missing: false } : { id, name: '', contentType: '', size: 0, missing: true };
        }),
        records: (value.recordIds ?? []).map((id) => {
          const record = records.get(id);
          return record ? { ...record, missing: false } : { id, kind: '', title: '', occurredOn: null, missing: true };
        }),
      },
      selfScore: byItem.get(item.id)?.selfScore ?? null,
    };
  };
  const sections = items
    .filter((item) => item.parentId === null)
    .map((section) => ({ title: section.title, indicators: indicators.filter((item) => item.parentId === section.id).map(view) }));
  const maxTotal = indicators.reduce((sum, item) => sum + Math.round(Number(item.maxScore) * 10), 0) / 10;
  return { sections, maxTotal, indicators };
}

/** The indicators an expert scores: those with a maximum above 0. */
export const scoredIndicators = (content: ApplicationContent) => content.indicators.filter((item) => Number(item.maxScore) > 0);
