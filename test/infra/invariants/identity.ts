/** The user pool, its app client, its triggers and its WAF. */
import { Match } from 'aws-cdk-lib/assertions';

import { PASSWORD_POLICY } from '../../../lambdas/domain/password-policy';
import { COGNITO_TARGET_PREFIX } from '../../../lib/constructs/user-pool-firewall';
import { COGNITO_PUBLIC_OPERATIONS } from '../../../lib/settings';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

interface TriggerStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

export function describeIdentity({ stack, template }: BuiltEnvironment): void {
  test('the user pool has plain usernames, standard attributes only and its four triggers', () => {
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const properties = pool?.Properties ?? {};
    expect(properties.UsernameAttributes).toBeUndefined();
    expect(properties.AliasAttributes).toBeUndefined();
    expect(properties.AutoVerifiedAttributes).toEqual(['email']);
    expect(properties.AdminCreateUserConfig).toMatchObject({
      AllowAdminCreateUserOnly: !stack.settings.identity.selfSignUp,
    });
    const attributeNames = (properties.Schema as { Name: string }[]).map((a) => a.Name);
    expect(attributeNames.sort()).toEqual(['email', 'name', 'phone_number']);
    expect(properties.LambdaConfig).toEqual({
      PreTokenGeneration: {
        'Fn::GetAtt': [expect.stringMatching(/^IdentityPreTokenGeneration/), 'Arn'],
      },
      CustomMessage: { 'Fn::GetAtt': [expect.stringMatching(/^IdentityCustomMessage/), 'Arn'] },
      PostConfirmation: {
        'Fn::GetAtt': [expect.stringMatching(/^IdentityPostConfirmation/), 'Arn'],
      },
      PostAuthentication: {
        'Fn::GetAtt': [expect.stringMatching(/^IdentityPostAuthentication/), 'Arn'],
      },
    });
    expect(properties.Policies).toMatchObject({
      PasswordPolicy: {
        MinimumLength: PASSWORD_POLICY.minLength,
        TemporaryPasswordValidityDays: PASSWORD_POLICY.temporaryPasswordValidityDays,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      },
    });
  });

  test('the status triggers may only update items of the table, and Cognito may invoke them', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
    for (const trigger of ['PostConfirmation', 'PostAuthentication']) {
      const roleId = new RegExp(`^Identity${trigger}Role[0-9A-F]{8}$`);
      const statements = policies
        .filter((policy) =>
          (policy.Properties?.Roles as { Ref: string }[]).some((role) => roleId.test(role.Ref)),
        )
        .flatMap(
          (policy) =>
            (policy.Properties?.PolicyDocument as { Statement: TriggerStatement[] }).Statement,
        );
      const tableStatements = statements.filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('dynamodb:')),
      );
      expect(tableStatements).toEqual([
        {
          Effect: 'Allow',
          Action: 'dynamodb:UpdateItem',
          Resource: { 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'Arn'] },
        },
      ]);
      const permissions = Object.entries(resourcesOf(template, 'AWS::Lambda::Permission')).filter(
        ([, permission]) =>
          JSON.stringify(permission.Properties?.FunctionName).includes(`Identity${trigger}`),
      );
      expect(permissions.map(([, p]) => p.Properties?.Principal)).toEqual([
        'cognito-idp.amazonaws.com',
      ]);
    }
  });

  test('the app client has no secret, SRP only, OAuth off, standard attributes only', () => {
    // USER_PASSWORD_AUTH exists only on the local platform's own client (local/cognito.ts).
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      // With rotation, refreshing is GetTokensFromRefreshToken, not the REFRESH_TOKEN_AUTH flow.
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_SRP_AUTH']),
      AllowedOAuthFlowsUserPoolClient: false,
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
      WriteAttributes: Match.arrayEquals(['email', 'name', 'phone_number']),
    });
  });

  test('refresh tokens live 7 days at most and each refresh replaces them', () => {
    const [client] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolClient'));
    const properties = client?.Properties ?? {};
    expect(properties.TokenValidityUnits).toMatchObject({ RefreshToken: 'minutes' });
    expect(properties.RefreshTokenValidity).toBeLessThanOrEqual(7 * 24 * 60);
    expect(properties.RefreshTokenRotation).toEqual({
      Feature: 'ENABLED',
      RetryGracePeriodSeconds: expect.any(Number),
    });
    expect(properties.EnableTokenRevocation).toBe(true);
  });

  test('MFA is optional and TOTP only; threat protection enforced where settings ask', () => {
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const properties = pool?.Properties ?? {};
    expect(properties.MfaConfiguration).toBe('OPTIONAL');
    expect(properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    if (stack.settings.identity.threatProtection) {
      expect(properties.UserPoolTier).toBe('PLUS');
      expect(properties.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
    } else {
      expect(properties.UserPoolTier).toBe('ESSENTIALS');
      expect(properties.UserPoolAddOns).toBeUndefined();
    }
  });

  test(`leaked credentials and high-risk sign-ins are ${stack.settings.identity.threatProtection ? 'blocked' : 'not judged (Essentials)'}`, () => {
    const attachments = Object.values(
      resourcesOf(template, 'AWS::Cognito::UserPoolRiskConfigurationAttachment'),
    );
    if (!stack.settings.identity.threatProtection) {
      expect(attachments).toEqual([]);
      return;
    }
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.Properties).toMatchObject({
      ClientId: 'ALL',
      UserPoolId: { Ref: expect.stringMatching(/^IdentityUserPool/) },
      CompromisedCredentialsRiskConfiguration: { Actions: { EventAction: 'BLOCK' } },
      AccountTakeoverRiskConfiguration: {
        Actions: {
          HighAction: { EventAction: 'BLOCK' },
          MediumAction: { EventAction: 'MFA_IF_CONFIGURED' },
        },
      },
    });
  });

  test('every Cognito trigger ends within the 5 s Cognito waits', () => {
    const triggers = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(([id]) =>
      id.startsWith('Identity'),
    );
    expect(triggers).toHaveLength(4);
    for (const [id, fn] of triggers) {
      expect({ id, timeout: fn.Properties?.Timeout }).toEqual({ id, timeout: 5 });
    }
  });

  test('the pre-token trigger may read accounts of this pool (their MFA settings), nothing more', () => {
    const grants = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter((policy) =>
        (policy.Properties?.Roles as { Ref: string }[]).some((role) =>
          role.Ref.startsWith('IdentityPreTokenGenerationRole'),
        ),
      )
      .flatMap(
        (policy) =>
          (policy.Properties?.PolicyDocument as { Statement: TriggerStatement[] }).Statement,
      )
      .filter((statement) => [statement.Action].flat().some((a) => a.startsWith('cognito-idp:')));
    expect(grants).toEqual([
      {
        Effect: 'Allow',
        Action: 'cognito-idp:AdminGetUser',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^IdentityUserPool[0-9A-F]{8}$/), 'Arn'] },
      },
    ]);
  });

  test('the pool’s public operations are rate-limited per address by a WAF on the pool', () => {
    const acls = Object.entries(resourcesOf(template, 'AWS::WAFv2::WebACL')).filter(
      ([, acl]) => acl.Properties?.Name === `${stack.stackName}-userpool`,
    );
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0] as [string, { Properties?: Record<string, unknown> }];
    expect(acl.Properties?.Scope).toBe('REGIONAL');
    const rules = acl.Properties?.Rules as {
      Action: { Block: { CustomResponse: { ResponseCode: number } } };
      Statement: { RateBasedStatement: Record<string, unknown> };
    }[];
    expect(rules).toHaveLength(COGNITO_PUBLIC_OPERATIONS.length);
    for (const operation of COGNITO_PUBLIC_OPERATIONS) {
      const limit = stack.settings.identity.publicEndpointLimits[operation];
      const rule = rules.find(
        (r) =>
          JSON.stringify(r.Statement.RateBasedStatement.ScopeDownStatement) ===
          JSON.stringify({
            ByteMatchStatement: {
              FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
              PositionalConstraint: 'EXACTLY',
              SearchString: `${COGNITO_TARGET_PREFIX}${operation}`,
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          }),
      );
      expect(rule?.Statement.RateBasedStatement).toMatchObject({
        Limit: limit.requests,
        EvaluationWindowSec: limit.windowSeconds,
        AggregateKeyType: 'IP',
      });
      expect(rule?.Action.Block.CustomResponse.ResponseCode).toBe(429);
    }
    const associations = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACLAssociation'));
    expect(associations.map((a) => a.Properties)).toContainEqual({
      ResourceArn: {
        'Fn::GetAtt': [expect.stringMatching(/^IdentityUserPool[0-9A-F]{8}$/), 'Arn'],
      },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  test('the pool sends e-mail as settings say: SES when configured, else Cognito’s sender', () => {
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const email = stack.settings.identity.email;
    const configuration = pool?.Properties?.EmailConfiguration as
      { EmailSendingAccount?: string } | undefined;
    expect(configuration?.EmailSendingAccount ?? 'COGNITO_DEFAULT').toBe(
      email ? 'DEVELOPER' : 'COGNITO_DEFAULT',
    );
  });

  test('the console deployment writes config.json with this stack’s pool, client and API', () => {
    const deployment = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment')).find(
      (d) => d.Properties?.SourceMarkers !== undefined,
    );
    const markers = JSON.stringify(deployment?.Properties?.SourceMarkers);
    expect(deployment?.Properties?.SourceObjectKeys).toHaveLength(2);
    for (const prefix of ['IdentityUserPool', 'IdentityUserPoolConsoleClient']) {
      expect(markers).toMatch(new RegExp(`"Ref":"${prefix}[0-9A-F]{8}"`));
    }
    // The API on the console's own origin (the distribution's /api/* behavior), not its own host.
    expect(markers).toMatch(/"Fn::GetAtt":\["WebsiteDistribution[0-9A-F]{8}","DomainName"\]/);
    expect(markers).not.toContain('ApiRestApi');
  });
}
