import { z } from 'zod';

/** An instant as the API writes it: ISO 8601 with its offset (`2026-12-10T18:00:00+08:00` or `...Z`). */
export const IsoDateTime = z.iso.datetime({ offset: true });
