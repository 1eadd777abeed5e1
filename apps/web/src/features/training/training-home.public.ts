// The training part of /home (programmes in progress and what to continue), in the home page's chunk: shown at once,
// it waited a round trip after the page's own code when loaded on demand (issue 19).
export { default as TrainingHomePanel } from './components/teacher/TrainingHomePanel';
