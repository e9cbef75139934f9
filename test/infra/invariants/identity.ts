/** The user pool and its app client. */
import { Match } from 'aws-cdk-lib/assertions';

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
    expect(properties.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
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

  test('the app client has no secret, SRP + refresh only, OAuth off, standard attributes only', () => {
    // USER_PASSWORD_AUTH exists only on the local platform's own client (local/cognito.ts).
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlowsUserPoolClient: false,
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
      WriteAttributes: Match.arrayEquals(['email', 'name', 'phone_number']),
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
