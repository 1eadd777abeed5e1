// What other modules may use of the resource disk: everything else in this folder is private (its demo material is
// seeded through the `demo` hook of disk.module.ts).
// A resource the caller may read (own, or issued to them) copied to a stored file of theirs, to hand it in elsewhere.
export { copyDiskResourceToFile } from './resources/disk-resource-copy.service';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfDisk } from './disk-personal-data';
// The site-wide search's own and received resources, under the disk's pages' rules.
export { searchMyDiskResources, searchReceivedDiskResources } from './resources/disk-resource-search.service';
// Removing a person's whole disk when their account is erased (modules/privacy/erasure), bytes after the commit.
export { deleteErasedDiskBytes, erasePersonalDataOfDiskOwner, type ErasedDisk } from './erasure/disk-erasure.service';
