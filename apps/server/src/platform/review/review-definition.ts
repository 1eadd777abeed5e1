import type { Bilingual } from '@yanxiu/contract/locale';
import type { RoleCode } from '@yanxiu/contract/roles';

/**
 * One step of a workflow: who decides it. `scope` says whose applications the reviewer sees: those under the
 * reviewer's own org unit (a school admin their school, a district admin their district), or the whole tenant
 * (an expert panel).
 */
export type ReviewStepDefinition = {
  code: string;
  role: RoleCode;
  scope: 'org' | 'tenant';
  label: Bilingual;
  /** Off unless the tenant switches it on. */
  optional?: boolean;
  /**
   * The domain names this step's reviewers (an expert panel) rather than everyone holding the role in scope: the
   * engine's "review waiting" notice skips the step, and the domain tells the reviewers it named.
   */
  assigned?: boolean;
};

/** A domain's review workflow: its code and ordered steps. Domains declare these; the engine runs them. */
export type WorkflowDefinition = { code: string; steps: readonly ReviewStepDefinition[] };

/** What is stored of a step on an instance. */
export type InstanceStep = Pick<ReviewStepDefinition, 'code' | 'role' | 'scope' | 'assigned'>;

/** The steps that apply for a tenant, given its switches (step code -> on/off). */
export function applicableSteps(definition: WorkflowDefinition, switches: ReadonlyMap<string, boolean>): InstanceStep[] {
  return definition.steps
    .filter((step) => switches.get(step.code) ?? !step.optional)
    .map(({ code, role, scope, assigned }) => ({ code, role, scope, ...(assigned ? { assigned } : {}) }));
}
