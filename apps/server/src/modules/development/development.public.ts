// What other modules may use of development: everything else in this folder is private.
export { ensureDevelopmentDefaults } from './development.service';
// The portraits read a teacher's phase history (from finished applications), their outcomes and the ladder.
export { careerPhaseLadder, developmentHistoryOf, phaseRankMedian, type DevelopmentOutcomes, type PhaseStep } from './development.queries';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfDevelopment } from './development-personal-data';
