// What other modules' tests may use to set up training (the module's public test surface).
export { programmeInput, uploadAs } from './media/training-media.fixtures';
