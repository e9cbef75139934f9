/**
 * A resource handler with only the operations a test needs. In lambdas/ the compiler requires
 * one for every route (operation.ts); here the others answer 501, as the router would.
 */
import type { Resource } from '../../../lambdas/domain/routes';
import type { Operations } from '../../../lambdas/shared/operation';
import { createResourceHandler, type ResourceHandler } from '../../../lambdas/shared/router';

export function partialHandler<R extends Resource>(
  resource: R,
  operations: Partial<Operations<R>>,
): ResourceHandler {
  return createResourceHandler(resource, operations as Operations<R>);
}
