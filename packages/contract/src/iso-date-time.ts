import { z } from 'zod';

/** An instant as the API writes it: ISO 8601 with its offset (`Z` or `±hh:mm`). */
export const IsoDateTime = z.iso.datetime({ offset: true });
