/**
 * Cognito user pool of the console: plain usernames, standard attributes only (none carries roles
 * or tenants), e-mail verification, a pre-token-generation trigger that adds the caller's
 * policies to the ID token from the table, a custom-message trigger whose verification e-mail
 * links into the console (`/confirm-registration`), which confirms the account, and
 * post-confirmation and post-authentication triggers that record the account's status on its
 * profile (the user lists show it). Any user may enable TOTP (optional MFA; the console makes
 * system admins and tenants that ask for it set it up). The pool's public operations are
 * rate-limited by its own WAF (user-pool-firewall.ts).
 */
import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

import { HANDLER_ENV } from '../../lambdas/domain/data-keys';
import { PASSWORD_POLICY } from '../../lambdas/domain/password-policy';
import { CONSOLE_ORIGIN_ENV } from '../../lambdas/triggers/custom-message';
import {
  CUSTOM_MESSAGE_ENTRY,
  POST_AUTHENTICATION_ENTRY,
  POST_CONFIRMATION_ENTRY,
  PRE_TOKEN_GENERATION_ENTRY,
} from '../handler-entries';
import { acknowledge } from '../nag';
import {
  COGNITO_TRIGGER_TIMEOUT,
  type EnvironmentSettings,
  type SesEmailSettings,
} from '../settings';
import { HandlerFunction } from './handler-function';
import { UserPoolFirewall } from './user-pool-firewall';

/** The console refreshes its tokens every minute; several tabs may do so with one token. */
const REFRESH_TOKEN_ROTATION_GRACE = Duration.seconds(60);

export interface IdentityProps {
  settings: EnvironmentSettings;
  table: dynamodb.Table;
  /** `https://…` origin of the console; verification e-mails link to it. */
  consoleOrigin: string;
}

export class Identity extends Construct {
  readonly userPool: cognito.UserPool;
  readonly firewall: UserPoolFirewall;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly preTokenGeneration: HandlerFunction;
  readonly customMessage: HandlerFunction;
  readonly postConfirmation: HandlerFunction;
  readonly postAuthentication: HandlerFunction;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const { stateful, identity } = props.settings;

    this.preTokenGeneration = new HandlerFunction(this, 'PreTokenGeneration', {
      entry: PRE_TOKEN_GENERATION_ENTRY,
      description: 'Cognito pre-token-generation trigger: adds policy claims to the ID token',
      environment: { [HANDLER_ENV.tableName]: props.table.tableName },
      settings: props.settings,
      timeout: COGNITO_TRIGGER_TIMEOUT,
      invokedBy: 'cognito',
    });
    // The trigger reads one user's memberships (a Query on the table itself) and their units (a
    // BatchGet, to leave soft-deleted ones out), nothing else.
    this.preTokenGeneration.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:BatchGetItem'],
        resources: [props.table.tableArn],
      }),
    );

    // The origin is the distribution's domain: the website refers to nothing of the identity, so
    // passing it here makes no dependency cycle. The trigger needs no permissions of its own.
    this.customMessage = new HandlerFunction(this, 'CustomMessage', {
      entry: CUSTOM_MESSAGE_ENTRY,
      description: 'Cognito custom-message trigger: e-mails that link into the console',
      environment: { [CONSOLE_ORIGIN_ENV]: props.consoleOrigin },
      settings: props.settings,
      timeout: COGNITO_TRIGGER_TIMEOUT,
      invokedBy: 'cognito',
    });

    this.postConfirmation = this.statusRecorder(
      'PostConfirmation',
      POST_CONFIRMATION_ENTRY,
      'Cognito post-confirmation trigger: records the confirmed status on the profile',
      props,
    );
    this.postAuthentication = this.statusRecorder(
      'PostAuthentication',
      POST_AUTHENTICATION_ENTRY,
      'Cognito post-authentication trigger: records the confirmed status on the profile',
      props,
    );

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { username: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: identity.selfSignUp,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        phoneNumber: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
      },
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: 'Verify your e-mail for the OrgConsole',
        emailBody: `Your verification code is {####}. Continue in the console: ${props.consoleOrigin}/login`,
      },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(PASSWORD_POLICY.temporaryPasswordValidityDays),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      email: userPoolEmail(identity.email),
      ...(identity.threatProtection
        ? {
            featurePlan: cognito.FeaturePlan.PLUS,
            standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
          }
        : { featurePlan: cognito.FeaturePlan.ESSENTIALS }),
      lambdaTriggers: {
        preTokenGeneration: this.preTokenGeneration.function,
        customMessage: this.customMessage.function,
        postConfirmation: this.postConfirmation.function,
        postAuthentication: this.postAuthentication.function,
      },
      deletionProtection: stateful.deletionProtection,
      removalPolicy: stateful.removalPolicy,
    });

    const standardAttributes = { email: true, phoneNumber: true, fullname: true };
    this.userPoolClient = this.userPool.addClient('ConsoleClient', {
      generateSecret: false,
      // SRP only: the password never leaves the browser. (The local platform's client allows
      // USER_PASSWORD_AUTH because cognito-local has no SRP; that client is made in local/.)
      authFlows: { userSrp: true },
      // The console signs in with the Cognito API, never through the hosted UI or OAuth redirects.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      // An admin console: a stolen refresh token is good for a week at most, and each refresh
      // (GetTokensFromRefreshToken) replaces it, so a copy stops working once the owner refreshes.
      refreshTokenValidity: Duration.days(7),
      refreshTokenRotationGracePeriod: REFRESH_TOKEN_ROTATION_GRACE,
      readAttributes: new cognito.ClientAttributes().withStandardAttributes({
        ...standardAttributes,
        emailVerified: true,
        phoneNumberVerified: true,
      }),
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes(standardAttributes),
    });

    this.grantReadOfMfaSettings();

    this.firewall = new UserPoolFirewall(this, 'Firewall', {
      settings: props.settings,
      userPoolArn: this.userPool.userPoolArn,
      allowedOrigin: props.consoleOrigin,
    });

    if (identity.threatProtection) this.enforceThreatProtection();

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is OPTIONAL in the pool and TOTP only: any user may enable it from My profile, and the console makes system admins (and users of tenants whose config sets requireMfa) set it up before they get further; REQUIRED would force it on every member of every tenant.',
      },
      ...(identity.threatProtection
        ? []
        : [
            {
              id: 'AwsSolutions-COG8',
              reason:
                'This environment uses the Essentials plan (settings.identity.threatProtection off: no real users, for cost). Its public operations are rate-limited per address by the pool’s own WAF (SignUp, InitiateAuth, ForgotPassword, ResendConfirmationCode), besides the password policy and Cognito’s own throttling.',
            },
          ]),
    ]);
  }

  /**
   * What threat protection does, not only scores (settings.identity.threatProtection): sign-ins,
   * sign-ups and password changes with credentials known to be leaked are blocked; a high-risk
   * sign-in is blocked and a medium-risk one asks for the user's MFA where they have it. No
   * notification e-mails (they would need templates of their own and SES).
   */
  private enforceThreatProtection(): void {
    const act = (eventAction: string) => ({ eventAction, notify: false });
    new cognito.CfnUserPoolRiskConfigurationAttachment(this, 'ThreatProtection', {
      userPoolId: this.userPool.userPoolId,
      clientId: 'ALL',
      compromisedCredentialsRiskConfiguration: { actions: { eventAction: 'BLOCK' } },
      accountTakeoverRiskConfiguration: {
        actions: {
          highAction: act('BLOCK'),
          mediumAction: act('MFA_IF_CONFIGURED'),
          lowAction: act('NO_ACTION'),
        },
      },
    });
  }

  /**
   * The pre-token trigger reads whether the user has TOTP set up (AdminGetUser on this pool). The
   * grant is a policy of its own, not part of the role's default policy: the pool names the
   * function, which waits for its role's default policy, so a grant there naming the pool would
   * be a dependency cycle.
   */
  private grantReadOfMfaSettings(): void {
    const policy = new iam.Policy(this, 'PreTokenGenerationReadsMfa', {
      roles: [this.preTokenGeneration.role],
      statements: [
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminGetUser'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });
    acknowledge(policy, [
      {
        id: 'NIST.800.53.R5-IAMNoInlinePolicy',
        reason:
          'One action on this one user pool for the pre-token trigger’s own role; a managed policy would be shareable and no narrower.',
      },
    ]);
  }

  /** A trigger that only sets the status attribute of an existing profile: UpdateItem, nothing else. */
  private statusRecorder(
    id: string,
    entry: string,
    description: string,
    props: IdentityProps,
  ): HandlerFunction {
    const recorder = new HandlerFunction(this, id, {
      entry,
      description,
      environment: { [HANDLER_ENV.tableName]: props.table.tableName },
      settings: props.settings,
      timeout: COGNITO_TRIGGER_TIMEOUT,
      invokedBy: 'cognito',
    });
    recorder.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [props.table.tableArn],
      }),
    );
    return recorder;
  }
}

/** Cognito's own sender, or SES when the environment names a verified from-address. */
function userPoolEmail(email: SesEmailSettings | undefined): cognito.UserPoolEmail | undefined {
  if (!email) return undefined;
  return cognito.UserPoolEmail.withSES({
    fromEmail: email.fromAddress,
    fromName: email.fromName,
    sesVerifiedDomain: email.verifiedDomain,
  });
}
