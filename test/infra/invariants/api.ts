/**
 * The REST API: every route of ROUTES behind Cognito, validated, CORS to the console only, a WAF
 * on the stage (its rules: api-firewall.ts).
 */
import { ROUTES } from '../../../lambdas/domain/routes';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';
import { apiAclOf } from './api-firewall';

interface MethodProperties {
  HttpMethod: string;
  ResourceId: { Ref?: string; 'Fn::GetAtt'?: string[] };
  AuthorizationType: string;
  AuthorizerId?: unknown;
  RequestValidatorId?: unknown;
  RequestParameters?: Record<string, boolean>;
  Integration: { IntegrationResponses?: { ResponseParameters?: Record<string, string> }[] };
}

interface GatewayResponseProperties {
  ResponseType: string;
  ResponseTemplates?: Record<string, string>;
  ResponseParameters?: Record<string, unknown>;
}

/** Every response type API Gateway can answer this API with by itself (it has no API keys). */
const GATEWAY_RESPONSE_TYPES = [
  'ACCESS_DENIED',
  'API_CONFIGURATION_ERROR',
  'AUTHORIZER_CONFIGURATION_ERROR',
  'AUTHORIZER_FAILURE',
  'BAD_REQUEST_BODY',
  'BAD_REQUEST_PARAMETERS',
  'DEFAULT_4XX',
  'DEFAULT_5XX',
  'EXPIRED_TOKEN',
  'INTEGRATION_FAILURE',
  'INTEGRATION_TIMEOUT',
  'INVALID_SIGNATURE',
  'MISSING_AUTHENTICATION_TOKEN',
  'QUOTA_EXCEEDED',
  'REQUEST_TOO_LARGE',
  'RESOURCE_NOT_FOUND',
  'THROTTLED',
  'UNAUTHORIZED',
  'UNSUPPORTED_MEDIA_TYPE',
  'WAF_FILTERED',
];

/** What API Gateway makes of the template, with the values its variables stand for. */
function renderedGatewayBody(template: string, message: string, requestId: string): unknown {
  return JSON.parse(
    template
      .replaceAll('$context.error.messageString', JSON.stringify(message))
      .replaceAll('$context.requestId', requestId),
  );
}

/** API Gateway resource logical id → its path, e.g. `/orgunit/{id}`. */
function resourcePaths(built: BuiltEnvironment): Map<string, string> {
  const resources = resourcesOf(built.template, 'AWS::ApiGateway::Resource');
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known) return known;
    const properties = resources[id]?.Properties as {
      ParentId: { Ref?: string };
      PathPart: string;
    };
    const parent = properties.ParentId.Ref ? pathOf(properties.ParentId.Ref) : '';
    const path = `${parent}/${properties.PathPart}`;
    paths.set(id, path);
    return path;
  };
  for (const id of Object.keys(resources)) pathOf(id);
  return paths;
}

export function describeApi(built: BuiltEnvironment): void {
  const { template } = built;
  const paths = resourcePaths(built);
  const methods = Object.values(resourcesOf(template, 'AWS::ApiGateway::Method')).map((method) => {
    const properties = method.Properties as unknown as MethodProperties;
    const resourceRef = properties.ResourceId.Ref;
    return { ...properties, path: resourceRef ? (paths.get(resourceRef) ?? '?') : '/' };
  });

  test('every route of ROUTES is a method with the route’s path and header parameters', () => {
    for (const route of ROUTES) {
      const method = methods.find((m) => m.HttpMethod === route.method && m.path === route.path);
      expect(method).toBeDefined();
      for (const header of route.requiredHeaders ?? []) {
        expect(method?.RequestParameters).toMatchObject({
          [`method.request.header.${header}`]: true,
        });
      }
      for (const [, name] of route.path.matchAll(/\{([^}]+)\}/g)) {
        expect(method?.RequestParameters).toMatchObject({ [`method.request.path.${name}`]: true });
      }
    }
    expect(methods.filter((m) => m.HttpMethod !== 'OPTIONS')).toHaveLength(ROUTES.length);
  });

  test('the validator checks parameters and headers; bodies are left to the handlers’ schemas', () => {
    // No request models are attached, so a body validator would claim a check it cannot make.
    template.resourceCountIs('AWS::ApiGateway::RequestValidator', 1);
    template.hasResourceProperties('AWS::ApiGateway::RequestValidator', {
      ValidateRequestParameters: true,
      ValidateRequestBody: false,
    });
    template.resourceCountIs('AWS::ApiGateway::Model', 0);
  });

  test('every method except CORS preflight uses the Cognito authorizer and the validator', () => {
    for (const method of methods.filter((m) => m.HttpMethod !== 'OPTIONS')) {
      expect(method.AuthorizationType).toBe('COGNITO_USER_POOLS');
      expect(method.AuthorizerId).toBeDefined();
      expect(method.RequestValidatorId).toBeDefined();
    }
    for (const method of methods.filter((m) => m.HttpMethod === 'OPTIONS')) {
      expect(method.AuthorizationType).toBe('NONE');
    }
  });

  test('CORS allows the console’s CloudFront origin, never *', () => {
    const preflights = methods.filter((m) => m.HttpMethod === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    const origins = [
      ...preflights.map(
        (m) =>
          m.Integration.IntegrationResponses?.[0]?.ResponseParameters?.[
            'method.response.header.Access-Control-Allow-Origin'
          ],
      ),
      ...Object.values(resourcesOf(template, 'AWS::ApiGateway::GatewayResponse')).map(
        (response) =>
          (response.Properties?.ResponseParameters as Record<string, unknown>)[
            'gatewayresponse.header.Access-Control-Allow-Origin'
          ],
      ),
    ];
    for (const origin of origins) {
      const rendered = JSON.stringify(origin);
      expect(rendered).toContain('https://');
      expect(rendered).toMatch(/WebsiteDistribution[0-9A-F]{8}","DomainName"/);
      expect(rendered).not.toContain('*');
    }
  });

  test('what API Gateway answers itself has the {error, requestId} body and CORS headers', () => {
    const responses = Object.values(resourcesOf(template, 'AWS::ApiGateway::GatewayResponse')).map(
      (response) => response.Properties as unknown as GatewayResponseProperties,
    );
    expect(responses.map((response) => response.ResponseType).sort()).toEqual(
      GATEWAY_RESPONSE_TYPES,
    );
    for (const response of responses) {
      expect(response.ResponseTemplates).toEqual({
        'application/json':
          '{"error":$context.error.messageString,"requestId":"$context.requestId"}',
      });
      const body = response.ResponseTemplates?.['application/json'] ?? '';
      expect(renderedGatewayBody(body, 'Say "no"', 'c0ffee-1')).toEqual({
        error: 'Say "no"',
        requestId: 'c0ffee-1',
      });
      const headers = response.ResponseParameters ?? {};
      expect(headers).toMatchObject({
        'gatewayresponse.header.Access-Control-Allow-Origin': expect.anything(),
        'gatewayresponse.header.Vary': "'Origin'",
        'gatewayresponse.header.Access-Control-Expose-Headers':
          "'Retry-After,x-amzn-RequestId,Idempotent-Replayed'",
      });
      const allowedHeaders = String(headers['gatewayresponse.header.Access-Control-Allow-Headers']);
      for (const name of ['Authorization', 'Content-Type', 'x-ouid', 'x-ouidchain', 'x-appid']) {
        expect(allowedHeaders).toContain(name);
      }
      const retryAfter = headers['gatewayresponse.header.Retry-After'];
      if (['THROTTLED', 'QUOTA_EXCEEDED'].includes(response.ResponseType)) {
        expect(retryAfter).toMatch(/^'[1-9][0-9]*'$/);
      } else {
        expect(retryAfter).toBeUndefined();
      }
    }
  });

  test('the stage throttles, logs access and traces; a regional WAF with a rate rule guards it', () => {
    const [stage] = Object.values(resourcesOf(template, 'AWS::ApiGateway::Stage'));
    expect(stage?.Properties).toMatchObject({
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: expect.anything() },
      MethodSettings: [
        expect.objectContaining({
          ThrottlingRateLimit: built.stack.settings.api.throttlingRateLimit,
          ThrottlingBurstLimit: built.stack.settings.api.throttlingBurstLimit,
        }),
      ],
    });
    const [aclId, acl] = apiAclOf(built);
    expect(acl?.Properties?.Scope).toBe('REGIONAL');
    const rules = JSON.stringify(acl?.Properties?.Rules);
    for (const part of [
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'RateBasedStatement',
    ]) {
      expect(rules).toContain(part);
    }
    const associations = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACLAssociation'));
    const stageAssociation = associations.find((a) =>
      /ApiStage[0-9A-F]{8}/.test(JSON.stringify(a.Properties?.ResourceArn)),
    );
    expect(stageAssociation?.Properties?.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  test('TLS 1.3 and 1.2 only, with the TLS server name matched against the API’s own host', () => {
    const [api] = Object.values(resourcesOf(template, 'AWS::ApiGateway::RestApi'));
    expect(api?.Properties).toMatchObject({
      SecurityPolicy: 'SecurityPolicy_TLS13_1_2_2021_06',
      EndpointAccessMode: 'STRICT',
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
  });

  test('the stage’s execution log group is the stack’s own, with retention, made before the stage', () => {
    const groups = Object.entries(resourcesOf(template, 'AWS::Logs::LogGroup')).filter(([, g]) =>
      JSON.stringify(g.Properties?.LogGroupName ?? '').includes('API-Gateway-Execution-Logs_'),
    );
    expect(groups).toHaveLength(1);
    const [groupId, group] = groups[0] as [string, { Properties?: Record<string, unknown> }];
    expect(JSON.stringify(group.Properties?.LogGroupName)).toMatch(
      /API-Gateway-Execution-Logs_",\{"Ref":"ApiRestApi[0-9A-F]{8}"\},"\/api"/,
    );
    expect(group.Properties?.RetentionInDays).toBeGreaterThan(0);
    const [stage] = Object.values(template.findResources('AWS::ApiGateway::Stage')) as {
      DependsOn?: string[];
    }[];
    expect(stage?.DependsOn).toContain(groupId);
  });
}
