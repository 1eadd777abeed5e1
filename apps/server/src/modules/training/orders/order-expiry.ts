import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import { expireOrders } from './order.repository';

/**
 * Expires pending orders on a timer in every server process. Safe with several processes: the sweep is one
 * statement that only takes orders still pending, so two sweeps never expire an order (or free its seat) twice.
 * Reads of a buyer's orders and programmes also expire theirs first, so nothing waits for the timer.
 */
export function installOrderSweep(app: FastifyInstance, { db, config }: AppDeps): void {
  if (config.ORDER_SWEEP_SECONDS === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      expireOrders(db, new Date())
        .then((expired) => {
          if (expired > 0) app.log.info({ expired }, 'training orders expired');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'training order sweep failed'))
        .finally(() => {
          running = false;
        });
    }, config.ORDER_SWEEP_SECONDS * 1000);
    // The sweep never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
