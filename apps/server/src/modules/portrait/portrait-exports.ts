import { PROFILE_KINDS, type ProfileKind } from '@yanxiu/contract/profile';
import type { PortraitQuery, StaffPortraitQuery } from '@yanxiu/contract/portrait';
import type { RequestContext } from '@server/platform/context/request-context';
import { chinaDay } from '@server/platform/time/china-time';
import { listCodeItems } from '@server/modules/basecode/basecode.public';
import { portraitPdfName, renderPortraitPdf } from './portrait-pdf';
import { teacherPortrait } from './portrait.service';
import { staffPortraitFileName, staffPortraitWorkbook, type Names } from './staff-portrait-export';
import { STAFF_EXPORT_MAX_ROWS, staffPortrait } from './staff-portrait.service';

type File = { fileName: string; bytes: Buffer };

/** The teacher's portrait as a PDF in the caller's language (the same figures the page shows). */
export async function portraitPdf(ctx: RequestContext, query: Omit<PortraitQuery, 'appId'>): Promise<File> {
  const portrait = await teacherPortrait(ctx, query);
  const zh = ctx.locale === 'zh-CN';
  const phases = new Map(portrait.phases.ladder.map((phase) => [phase.code, zh ? phase.name : phase.nameEn]));
  const { development: d, selection: s } = portrait;
  const bytes = await renderPortraitPdf({
    portrait,
    locale: ctx.locale,
    phaseName: (code) => (code === null ? '—' : (phases.get(code) ?? code)),
    kindName: (kind) => (kind in PROFILE_KINDS ? PROFILE_KINDS[kind as ProfileKind].label[ctx.locale] : kind),
    outcomeLines: zh
      ? [
          `发展申报：通过 ${d.approved}，未通过 ${d.rejected}，进行中 ${d.open}`,
          `评选：已申报 ${s.applied}，入选 ${s.selected}，未入选 ${s.notSelected}`,
        ]
      : [
          `Development applications: ${d.approved} approved, ${d.rejected} rejected, ${d.open} open`,
          `Selections: ${s.applied} applied, ${s.selected} selected, ${s.notSelected} not selected`,
        ],
    generatedOn: chinaDay(new Date()),
  });
  return { fileName: portraitPdfName(portrait, ctx.locale), bytes };
}

/** Every teacher of the staff portrait's scope (up to STAFF_EXPORT_MAX_ROWS) as an .xlsx workbook. */
export async function staffPortraitExport(
  ctx: RequestContext,
  query: Omit<StaffPortraitQuery, 'appId' | 'current' | 'size'>,
): Promise<File> {
  const portrait = await staffPortrait(
    ctx,
    { ...query, current: 1, size: STAFF_EXPORT_MAX_ROWS },
    { limit: STAFF_EXPORT_MAX_ROWS, offset: 0 },
  );
  const [sections, subjects] = await Promise.all([listCodeItems(ctx.db, 'section'), listCodeItems(ctx.db, 'subject')]);
  const label = (row: { code: string; name: string; nameEn: string }) => [row.code, { 'zh-CN': row.name, 'en-US': row.nameEn }] as const;
  const names: Names = {
    section: new Map(sections.map(label)),
    subject: new Map(subjects.map(label)),
    phase: new Map(portrait.ladder.map(label)),
  };
  const bytes = await staffPortraitWorkbook(portrait, names, ctx.locale);
  return { fileName: staffPortraitFileName(ctx.locale, portrait.year, chinaDay(new Date())), bytes };
}
