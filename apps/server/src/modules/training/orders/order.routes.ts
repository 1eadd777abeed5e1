import { AppIdQuery, paged } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ConfirmOrderBody,
  CreateOrderBody,
  ManagedOrdersQuery,
  MyOrdersQuery,
  Order,
  OrderIdBody,
  RefundOrderBody,
} from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { trainingRoles } from '@server/modules/training/training.access';
import { cancelMyOrder, confirmOfflineOrder, managedOrders, myOrders, placeOrder, refundOrder } from './order.service';

const tags = ['training'];

/** Marketplace orders: teachers place, list and cancel theirs; district staff confirm transfers and refund. */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.trainingCreateOrder,
    {
      config: { roles: trainingRoles.learner },
      schema: {
        tags,
        summary: 'Buy a marketplace course',
        description:
          'Free courses (provider `free`) are paid and joined at once; priced ones (provider `offline`) stay pending, holding a seat, ' +
          'until staff confirm the transfer or the order expires. The same idempotencyKey answers the same order; reused for another course it is 422.',
        querystring: AppIdQuery,
        body: CreateOrderBody,
        response: responses(Order),
      },
    },
    async (request) => ok(await placeOrder(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.trainingOrders,
    {
      config: { roles: trainingRoles.learner },
      schema: { tags, summary: "The caller's orders", querystring: MyOrdersQuery, response: responses(paged(Order)) },
    },
    async (request) => ok(await myOrders(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.trainingCancelOrder,
    {
      config: { roles: trainingRoles.learner },
      schema: {
        tags,
        summary: 'Cancel one of your pending orders',
        description: 'Frees its seat; 409 ORDER_STATE_CHANGED once it is no longer pending.',
        querystring: AppIdQuery,
        body: OrderIdBody,
        response: responses(Order),
      },
    },
    async (request) => ok(await cancelMyOrder(contextOf(request), request.body.orderId)),
  );

  app.get(
    ApiPaths.trainingManageOrders,
    {
      config: { roles: trainingRoles.district },
      schema: { tags, summary: "The tenant's orders", querystring: ManagedOrdersQuery, response: responses(paged(Order)) },
    },
    async (request) => ok(await managedOrders(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.trainingManageConfirmOrder,
    {
      config: { roles: trainingRoles.district },
      schema: {
        tags,
        summary: 'Confirm the bank transfer of a pending offline order',
        description: 'The order is paid and the teacher enrolled.',
        querystring: AppIdQuery,
        body: ConfirmOrderBody,
        response: responses(Order),
      },
    },
    async (request) => ok(await confirmOfflineOrder(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.trainingManageRefundOrder,
    {
      config: { roles: trainingRoles.district },
      schema: {
        tags,
        summary: 'Refund a paid order',
        description: 'The enrolment it bought is cancelled and the seat freed.',
        querystring: AppIdQuery,
        body: RefundOrderBody,
        response: responses(Order),
      },
    },
    async (request) => ok(await refundOrder(contextOf(request), request.body)),
  );
};
