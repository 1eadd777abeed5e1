import type { Locale } from '@yanxiu/contract/locale';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { xapiTexts } from '@server/modules/xapi/xapi.texts';
import { factKeyOf, type XapiFact } from './xapi-facts';
import { statementIdOf } from './statement-id';

// One xAPI 1.0.3 statement per fact. The actor is an account on the tenant's site (its address and the account's
// stable id), never a phone or an id number; verbs are ADL's registered ones; activities live under the tenant's
// address, so two districts' programme 12 are two activities.

/** Verbs from ADL's registry (http://adlnet.gov/expapi/verbs/ and, for earned, the registry's tincanapi.com entry). */
const VERBS = {
  registered: { id: 'http://adlnet.gov/expapi/verbs/registered', text: 'verbRegistered' },
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', text: 'verbCompleted' },
  passed: { id: 'http://adlnet.gov/expapi/verbs/passed', text: 'verbPassed' },
  failed: { id: 'http://adlnet.gov/expapi/verbs/failed', text: 'verbFailed' },
  attended: { id: 'http://adlnet.gov/expapi/verbs/attended', text: 'verbAttended' },
  earned: { id: 'http://id.tincanapi.com/verb/earned', text: 'verbEarned' },
} as const;

/** ADL's activity types. */
const ACTIVITY_TYPES = {
  programme: 'http://adlnet.gov/expapi/activities/course',
  unit: 'http://adlnet.gov/expapi/activities/lesson',
  exam: 'http://adlnet.gov/expapi/activities/assessment',
  researchActivity: 'http://adlnet.gov/expapi/activities/meeting',
} as const;

type LanguageMap = Record<string, string>;
type Activity = { objectType: 'Activity'; id: string; definition: { name?: LanguageMap; type?: string } };

/** A statement as sent to the LRS. */
export type XapiStatement = {
  id: string;
  actor: { objectType: 'Agent'; account: { homePage: string; name: string } };
  verb: { id: string; display: LanguageMap };
  object: Activity;
  result?: Record<string, unknown>;
  context: { platform: string; language: Locale; contextActivities?: { parent: Activity[] } };
  timestamp: string;
};

/** Whose site a statement is about: the tenant's id, its address (`https://<its first hostname>`) and its language. */
export type XapiTenant = { id: TenantId; homePage: string; locale: Locale };

const verbOf = (verb: keyof typeof VERBS) => ({
  id: VERBS[verb].id,
  display: { 'zh-CN': xapiTexts('zh-CN', VERBS[verb].text), 'en-US': xapiTexts('en-US', VERBS[verb].text) },
});

/** Builds the statement of a fact. */
export function statementOf(tenant: XapiTenant, fact: XapiFact): XapiStatement {
  // A title is the name staff gave it, in the tenant's language; a parent named by id alone has none.
  const activity = (path: string, title: string | null, type?: string): Activity => ({
    objectType: 'Activity',
    id: `${tenant.homePage}/xapi/activities/${path}`,
    definition: { ...(title !== null ? { name: { [tenant.locale]: title } } : {}), ...(type ? { type } : {}) },
  });
  const programme = (id: number, title: string) => activity(`programme/${id}`, title, ACTIVITY_TYPES.programme);
  const base = {
    id: statementIdOf(tenant.id, factKeyOf(fact)),
    actor: { objectType: 'Agent' as const, account: { homePage: tenant.homePage, name: String(fact.userId) } },
    timestamp: fact.at.toISOString(),
  };
  const context = (parent?: Activity) => ({
    platform: xapiTexts(tenant.locale, 'platform'),
    language: tenant.locale,
    ...(parent ? { contextActivities: { parent: [parent] } } : {}),
  });
  switch (fact.kind) {
    case 'enrolled':
      return { ...base, verb: verbOf('registered'), object: programme(fact.programmeId, fact.programmeTitle), context: context() };
    case 'unitCompleted':
      return {
        ...base,
        verb: verbOf('completed'),
        object: activity(`unit/${fact.unitId}`, fact.unitTitle, ACTIVITY_TYPES.unit),
        result: { completion: true },
        context: context(programme(fact.programmeId, fact.programmeTitle)),
      };
    case 'programmeCompleted':
      return {
        ...base,
        verb: verbOf('completed'),
        object: programme(fact.programmeId, fact.programmeTitle),
        result: { completion: true },
        context: context(),
      };
    case 'examScored':
      return {
        ...base,
        verb: verbOf(fact.passed ? 'passed' : 'failed'),
        object: activity(`exam/${fact.examId}`, fact.examTitle, ACTIVITY_TYPES.exam),
        result: {
          score: {
            raw: fact.score,
            min: 0,
            max: fact.maxScore,
            ...(fact.maxScore > 0 ? { scaled: round4(fact.score / fact.maxScore) } : {}),
          },
          success: fact.passed,
          completion: true,
        },
        context: context(fact.programmeId === null ? undefined : activity(`programme/${fact.programmeId}`, null, ACTIVITY_TYPES.programme)),
      };
    case 'activityAttended':
      return {
        ...base,
        verb: verbOf('attended'),
        object: activity(`research-activity/${fact.activityId}`, fact.activityTitle, ACTIVITY_TYPES.researchActivity),
        result: { completion: true },
        context: context(),
      };
    case 'hoursEarned':
      return {
        ...base,
        verb: verbOf('earned'),
        object: activity(`hours/${fact.entryId}`, xapiTexts(tenant.locale, 'hoursEarned', { title: fact.title, count: fact.hours })),
        result: {
          extensions: {
            [`${tenant.homePage}/xapi/extensions/hours`]: fact.hours,
            [`${tenant.homePage}/xapi/extensions/hours-category`]: fact.category,
          },
        },
        context: context(),
      };
  }
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
