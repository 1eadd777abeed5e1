// The teacher's assignment page (its draft, rounds, peer review and showcase tabs) in a chunk of its own; staff never download it.
export { default as AssignmentPage } from './AssignmentPage';
