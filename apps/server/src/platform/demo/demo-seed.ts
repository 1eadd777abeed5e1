import type { Db } from '@server/db/client';
import type { ServiceDeps } from '@server/platform/deps';
import type { PdfLine } from '@server/platform/pdf/sample-pdf';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * What a module's demo seed is handed (seed/demo-data.ts builds it once the tenant's units and accounts exist): the
 * tenant, the accounts and schools made first, the app's services and the tools the seeds share. Handing the media
 * folder and the PDF writer in keeps modules from importing seed/, which calls them.
 */
export type DemoSeedContext = {
  db: Db;
  deps: ServiceDeps;
  tenantId: TenantId;
  district: string;
  officeId: number;
  /** The tenant's schools in the order of the demo accounts' `school` index. */
  schools: ReadonlyArray<{ id: number; name: string }>;
  /** Demo account ids by username. */
  userIds: Readonly<Record<string, number>>;
  /** The folder of the sample media (sample-lesson.mp4, cover-*.webp): src/seed/media, or dist/media once built. */
  mediaDir: URL;
  buildPdf(pages: ReadonlyArray<readonly PdfLine[]>, title: string): Buffer;
};

/**
 * A module's demo material for an empty demo tenant. Seeds run one after another in MODULES order, so a seed may
 * build on what the modules listed before it seeded (learning credits training's programmes). A seed must leave a
 * tenant that already has its material alone.
 */
export type DemoSeed = { seed(ctx: DemoSeedContext): Promise<unknown> };
