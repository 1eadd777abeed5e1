// What other modules (and selection's scoring and results) may use of selection projects and applications:
// everything else in this folder is private to it.
export { readProject, type SelectionProject } from './projects/project-read';
export { readApplicationSections, readProjectSections } from './applications/application-read';
// How a teacher's applications went, for the portrait.
export { selectionOutcomesOf, type SelectionOutcomes } from './selection.queries';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfSelection } from './selection-personal-data';
// The site-wide search's selection projects, under the teacher's list's rules.
export { searchSelectionProjects } from './projects/project-search.service';
