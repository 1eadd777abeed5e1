// What other modules may use of the resource disk: everything else in this folder is private.
export { diskModule } from './disk.module';
