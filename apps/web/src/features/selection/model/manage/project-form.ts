import { SaveProjectBody, type ManageProjectDetail } from '@yanxiu/contract/selection';
import type { IndicatorKindValue, ScoreAggregationValue } from '@yanxiu/contract/selection-enums';
import { callBodyFieldsOf, callFieldsOf, contractProblems, keysKeptOrFresh, type CallFormFields } from '@/shared/call/call-form-values';

// The project editor's form values and their translation to and from the contract. The form keeps what the
// inputs hold (dayjs dates, empty fields as undefined); the body is what manage/project/save takes.

export type OptionValues = { key?: string; label: string };
export type IndicatorValues = {
  title: string;
  kind: IndicatorKindValue;
  maxScore: number;
  guide?: string;
  options?: OptionValues[];
  multiple?: boolean;
  required: boolean;
};
export type SectionValues = { title: string; indicators: IndicatorValues[] };
export type GroupValues = { id?: number; name: string; sectionCode: string; subjectCode?: string | null; quota?: number | null };
export type ProjectFormValues = CallFormFields & {
  title: string;
  description?: string;
  category: '1' | '2';
  kind: '1' | '2' | '3';
  applyScope: '1' | '2';
  selfReview: '1' | '2' | '3' | '4';
  scoreAggregation: ScoreAggregationValue;
  phaseCodes?: string[];
  minLearningHours?: number | null;
  schoolQuota?: number | null;
  groups?: GroupValues[];
  sections: SectionValues[];
};

/** A new indicator of `kind`: required, unscored until given a maximum; a choice starts with two empty options. */
export function newIndicator(kind: IndicatorKindValue = 'text'): IndicatorValues {
  return {
    title: '',
    kind,
    maxScore: 10,
    guide: '',
    options: kind === 'choice' ? [{ label: '' }, { label: '' }] : [],
    multiple: false,
    required: true,
  };
}

export function newSection(): SectionValues {
  return { title: '', indicators: [newIndicator()] };
}

/** A new project's values: all apply, no self-review needed, the mean of the experts, one section of one indicator. */
export function emptyProjectValues(): ProjectFormValues {
  return {
    title: '',
    description: '',
    category: '1',
    kind: '1',
    applyScope: '1',
    selfReview: '4',
    scoreAggregation: 'mean',
    ...callFieldsOf(null),
    phaseCodes: [],
    minLearningHours: null,
    schoolQuota: null,
    groups: [],
    sections: [newSection()],
  };
}

/** The form values of a stored project. */
export function projectValues(project: ManageProjectDetail): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    kind: project.kind,
    applyScope: project.applyScope,
    selfReview: project.selfReview,
    scoreAggregation: project.scoreAggregation,
    ...callFieldsOf(project),
    phaseCodes: project.eligibility.phaseCodes,
    minLearningHours: project.eligibility.minLearningHours,
    schoolQuota: project.schoolQuota,
    groups: project.groups.map((group) => ({
      id: group.id,
      name: group.name,
      sectionCode: group.sectionCode,
      subjectCode: group.subjectCode,
      quota: group.quota,
    })),
    sections: project.sections.map((section) => ({
      title: section.title,
      indicators: section.indicators.map((indicator) => ({
        title: indicator.title,
        kind: indicator.kind,
        maxScore: indicator.maxScore,
        guide: indicator.guide,
        options: indicator.options.map((option) => ({ key: option.key, label: option.label })),
        multiple: indicator.multiple,
        required: indicator.required,
      })),
    })),
  };
}

/** Options with their stored keys kept and a fresh key (o1, o2, … not yet taken) for each new one. */
function keyedOptions(options: OptionValues[]): Array<{ key: string; label: string }> {
  const keys = keysKeptOrFresh(
    options.map((option) => option.key),
    'o',
  );
  return options.map((option, index) => ({ key: keys[index]!, label: option.label.trim() }));
}

/** The save body of the form's values; `stored` names the draft being replaced (its id and the version read). */
export function toSaveBody(values: ProjectFormValues, stored?: { prjId: number; version: number }): SaveProjectBody {
  const classified = values.applyScope === '2';
  const { startsAt, endsAt, eligibility } = callBodyFieldsOf(values);
  return {
    ...(stored ? { prjId: stored.prjId, version: stored.version } : {}),
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    category: values.category,
    kind: values.kind,
    applyScope: values.applyScope,
    selfReview: values.selfReview,
    scoreAggregation: values.scoreAggregation,
    startsAt,
    endsAt,
    eligibility: {
      ...eligibility,
      phaseCodes: values.phaseCodes ?? [],
      minLearningHours: values.minLearningHours ?? null,
    },
    schoolQuota: values.schoolQuota ?? null,
    groups: classified
      ? (values.groups ?? []).map((group) => ({
          ...(group.id ? { id: group.id } : {}),
          name: group.name.trim(),
          sectionCode: group.sectionCode,
          subjectCode: group.subjectCode ?? null,
          quota: group.quota ?? null,
        }))
      : [],
    sections: values.sections.map((section) => ({
      title: section.title.trim(),
      indicators: section.indicators.map((indicator) => ({
        title: indicator.title.trim(),
        kind: indicator.kind,
        maxScore: indicator.maxScore,
        guide: (indicator.guide ?? '').trim(),
        options: indicator.kind === 'choice' ? keyedOptions(indicator.options ?? []) : [],
        multiple: indicator.kind === 'choice' && indicator.multiple === true,
        required: indicator.required,
      })),
    })),
  };
}

/** What the contract still refuses in a body the form let through (a last check before the call): paths and messages. */
export function bodyProblems(body: SaveProjectBody): Array<{ path: string; message: string }> {
  return contractProblems(SaveProjectBody, body);
}
