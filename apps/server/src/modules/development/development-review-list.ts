import type { Locale } from '@yanxiu/contract/locale';
import type { ReviewListSource } from '@server/platform/review/review-list-source';
import { ofSubject } from '@server/platform/todo/review-todo.repository';
import { listApplicationsByReview } from './applications/development-apply.repository';
import { listPhases } from './development.repository';
import { developmentTexts } from './development.texts';
import { DEVELOPMENT_SUBJECT } from './development-workflow';
import { listPostTypes } from './model/development-model.repository';
import { nameInLocale } from '@server/platform/i18n/server-texts';

const nameIn = (locale: Locale, row: { name: string; nameEn: string } | undefined, code: string) =>
  row ? nameInLocale(locale, row.name, row.nameEn) : code;

/** Development applications on the staff's one review list: the post type and phase applied for; decided on the review page. */
export const developmentReviewList: ReviewListSource = {
  domain: 'development',
  subject: ofSubject(DEVELOPMENT_SUBJECT),
  async describe(tx, tenantId, rows, locale) {
    const [applications, postTypes, phases] = await Promise.all([
      listApplicationsByReview(
        tx,
        tenantId,
        rows.map((row) => row.id),
      ),
      listPostTypes(tx, tenantId),
      listPhases(tx, tenantId),
    ]);
    const postTypeOf = new Map(postTypes.map((row) => [row.code, row]));
    const phaseOf = new Map(phases.map((row) => [row.code, row]));
    return new Map(
      applications.map(({ application }) => [
        application.reviewInstanceId!,
        {
          title: developmentTexts(locale, 'reviewListTitle', {
            postType: nameIn(locale, postTypeOf.get(application.postTypeCode), application.postTypeCode),
            phase: nameIn(locale, phaseOf.get(application.phaseCode), application.phaseCode),
          }),
          link: `/my/todoList/development/${application.id}`,
        },
      ]),
    );
  },
};
