// What other modules may use of the resource disk: everything else in this folder is private.
// Seeds the demo tenant's disk (the seed's only entry into this folder).
export { seedDiskDemo } from './demo/disk-demo';
