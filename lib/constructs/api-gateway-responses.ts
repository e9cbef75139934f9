/**
 * What API Gateway answers itself (authorizer refusals, parameter validation, throttling, timeouts,
 * WAF blocks, …) gets the body every handler error has, `{"error", "requestId"}`, and the console's
 * CORS headers, so a browser can read every refusal the same way.
 */
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type { Construct } from 'constructs';

/**
 * `$context.error.messageString` is the message already quoted as a JSON string;
 * `$context.requestId` is the id API Gateway also sends as `x-amzn-RequestId`.
 */
export const GATEWAY_ERROR_TEMPLATE =
  '{"error":$context.error.messageString,"requestId":"$context.requestId"}';

/** Every gateway response type this API can give (no API keys, so no INVALID_API_KEY). */
export const GATEWAY_ERROR_TYPES: readonly apigateway.ResponseType[] = [
  apigateway.ResponseType.UNAUTHORIZED,
  apigateway.ResponseType.ACCESS_DENIED,
  apigateway.ResponseType.MISSING_AUTHENTICATION_TOKEN,
  apigateway.ResponseType.EXPIRED_TOKEN,
  apigateway.ResponseType.INVALID_SIGNATURE,
  apigateway.ResponseType.BAD_REQUEST_PARAMETERS,
  apigateway.ResponseType.BAD_REQUEST_BODY,
  apigateway.ResponseType.REQUEST_TOO_LARGE,
  apigateway.ResponseType.RESOURCE_NOT_FOUND,
  apigateway.ResponseType.UNSUPPORTED_MEDIA_TYPE,
  apigateway.ResponseType.THROTTLED,
  apigateway.ResponseType.QUOTA_EXCEEDED,
  apigateway.ResponseType.WAF_FILTERED,
  apigateway.ResponseType.INTEGRATION_TIMEOUT,
  apigateway.ResponseType.INTEGRATION_FAILURE,
  apigateway.ResponseType.AUTHORIZER_FAILURE,
  apigateway.ResponseType.AUTHORIZER_CONFIGURATION_ERROR,
  apigateway.ResponseType.API_CONFIGURATION_ERROR,
  apigateway.ResponseType.DEFAULT_4XX,
  apigateway.ResponseType.DEFAULT_5XX,
];

/**
 * When to try again after a refusal for load: the stage's rate limit refills every second; a usage
 * plan's quota (none is attached today) is counted per day at the finest.
 */
export const RETRY_AFTER_SECONDS: Readonly<Record<string, number>> = {
  [apigateway.ResponseType.THROTTLED.responseType]: 1,
  [apigateway.ResponseType.QUOTA_EXCEEDED.responseType]: 60,
};

/** `responseHeaders` values are mapping expressions: a literal is written in single quotes. */
function literal(value: string | number): string {
  return `'${value}'`;
}

export function addGatewayErrorResponses(
  scope: Construct,
  restApi: apigateway.IRestApi,
  corsHeaders: Readonly<Record<string, string>>,
): apigateway.GatewayResponse[] {
  return GATEWAY_ERROR_TYPES.map((type) => {
    const retryAfter = RETRY_AFTER_SECONDS[type.responseType];
    return new apigateway.GatewayResponse(scope, gatewayResponseId(type), {
      restApi,
      type,
      templates: { 'application/json': GATEWAY_ERROR_TEMPLATE },
      responseHeaders: {
        ...corsHeaders,
        ...(retryAfter === undefined ? {} : { 'Retry-After': literal(retryAfter) }),
      },
    });
  });
}

/** `DEFAULT_4XX` → `Default4xx`, `MISSING_AUTHENTICATION_TOKEN` → `MissingAuthenticationToken`. */
function gatewayResponseId(type: apigateway.ResponseType): string {
  return type.responseType
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
