/** The user pool and its app client. */
import { Match } from 'aws-cdk-lib/assertions';

import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

export function describeIdentity({ stack, template }: BuiltEnvironment): void {
  test('the user pool has plain usernames, standard attributes only and both triggers', () => {
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const properties = pool?.Properties ?? {};
    expect(properties.UsernameAttributes).toBeUndefined();
    expect(properties.AliasAttributes).toBeUndefined();
    expect(properties.AutoVerifiedAttributes).toEqual(['email']);
    expect(properties.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
    const attributeNames = (properties.Schema as { Name: string }[]).map((a) => a.Name);
    expect(attributeNames.sort()).toEqual(['email', 'name', 'phone_number']);
    expect(properties.LambdaConfig).toMatchObject({
      PreTokenGeneration: expect.anything(),
      CustomMessage: expect.anything(),
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
    for (const prefix of ['IdentityUserPool', 'IdentityUserPoolConsoleClient', 'ApiRestApi']) {
      expect(markers).toMatch(new RegExp(`"Ref":"${prefix}[0-9A-F]{8}"`));
    }
  });
}
