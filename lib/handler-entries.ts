/** Where the CDK app finds each Lambda's source (relative to the project root); export `handler`. */
import type { Resource } from '../lambdas/domain/routes';

export function resourceHandlerEntry(resource: Resource): string {
  return `lambdas/${resource}/handler.ts`;
}

export const PRE_TOKEN_GENERATION_ENTRY = 'lambdas/triggers/pre-token-generation.ts';
export const CUSTOM_MESSAGE_ENTRY = 'lambdas/triggers/custom-message.ts';
export const POST_CONFIRMATION_ENTRY = 'lambdas/triggers/post-confirmation.ts';
export const POST_AUTHENTICATION_ENTRY = 'lambdas/triggers/post-authentication.ts';
