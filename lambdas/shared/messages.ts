/** Every text the API sends back to a caller. */
export const API_MESSAGES = {
  forbidden: "You don't have permission to this action.",
  unauthenticated: 'Not signed in',
  systemUnitOnly: 'Tenants are listed and onboarded from a SYSTEM unit (x-ouid)',
  /** A ROOT unit's name is unique among all tenants (onboarding and renaming alike). */
  duplicateTenantName: 'An organisation (tenant) with this name already exists',
  internal: 'Internal server error',
  routeNotFound: (method: string, path: string) => `No route for ${method} ${path}`,
  notImplemented: (method: string, path: string) => `${method} ${path} is not implemented yet`,
  missingHeader: (name: string) => `Missing required header ${name}`,
  invalidJson: 'The request body is not valid JSON',
  invalidBody: (detail: string) => `Invalid request body: ${detail}`,
  invalidQuery: (detail: string) => `Invalid query parameters: ${detail}`,
  invalidPathParameter: (name: string, detail: string) =>
    `Invalid path parameter ${name}: ${detail}`,
  invalidHeader: (name: string, detail: string) => `Invalid header ${name}: ${detail}`,
  unsupportedMediaType: (sent: string | undefined) =>
    `The request body must be sent as application/json${sent ? `, not ${sent.slice(0, 100)}` : ''}`,
  bodyTooLarge: (limit: number) => `The request body exceeds ${limit} bytes`,
  orgunitNotFound: 'Orgunit not found',
  invalidUnitId: (name: string) => `${name} is not a valid orgunit id`,
  concurrentChange: 'Someone else changed this at the same time; reload and try again',
  invalidPageToken: 'The nextToken is not one this list gave out',
  serviceUnavailable: 'The service is busy; retry after the time in the Retry-After header',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  mfaRequired:
    'Set up multi-factor authentication (an authenticator app) in My profile to continue; ' +
    'your account or organisation requires it',
  /** API Gateway's own words for the answers it makes itself; the local gateway repeats them. */
  gateway: {
    missingAuthenticationToken: 'Missing Authentication Token',
    unauthorized: 'Unauthorized',
    missingParameters: (names: readonly string[]) =>
      `Missing required request parameters: [${names.join(', ')}]`,
    requestTooLong: 'Request Too Long',
    internal: 'Internal server error',
    endpointTimedOut: 'Endpoint request timed out',
  },
} as const;
