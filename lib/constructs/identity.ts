/**
 * Cognito user pool of the console: plain usernames, standard attributes only (none carries roles
 * or tenants), e-mail verification, a pre-token-generation trigger that adds the caller's
 * policies to the ID token from the table, a custom-message trigger whose verification e-mail
 * links into the console (`/confirm-registration`), which confirms the account, and
 * post-confirmation and post-authentication triggers that record the account's status on its
 * profile (the user lists show it).
 */
import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

import { HANDLER_ENV } from '../../lambdas/domain/data-keys';
import { CONSOLE_ORIGIN_ENV } from '../../lambdas/triggers/custom-message';
import {
  CUSTOM_MESSAGE_ENTRY,
  POST_AUTHENTICATION_ENTRY,
  POST_CONFIRMATION_ENTRY,
  PRE_TOKEN_GENERATION_ENTRY,
} from '../handler-entries';
import { acknowledge } from '../nag';
import type { EnvironmentSettings, SesEmailSettings } from '../settings';
import { HandlerFunction } from './handler-function';

export interface IdentityProps {
  settings: EnvironmentSettings;
  table: dynamodb.Table;
  /** `https://…` origin of the console; verification e-mails link to it. */
  consoleOrigin: string;
}

export class Identity extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly preTokenGeneration: HandlerFunction;
  readonly customMessage: HandlerFunction;
  readonly postConfirmation: HandlerFunction;
  readonly postAuthentication: HandlerFunction;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const { stateful } = props.settings;

    this.preTokenGeneration = new HandlerFunction(this, 'PreTokenGeneration', {
      entry: PRE_TOKEN_GENERATION_ENTRY,
      description: 'Cognito pre-token-generation trigger: adds policy claims to the ID token',
      environment: { [HANDLER_ENV.tableName]: props.table.tableName },
      settings: props.settings,
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
      selfSignUpEnabled: true,
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
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      email: userPoolEmail(props.settings.identity.email),
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
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
      refreshTokenValidity: Duration.days(30),
      readAttributes: new cognito.ClientAttributes().withStandardAttributes({
        ...standardAttributes,
        emailVerified: true,
        phoneNumberVerified: true,
      }),
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes(standardAttributes),
    });

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The product spec defines sign-in as username + password with no MFA step; MFA is a planned follow-up (optional TOTP) and needs console screens first.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection needs the Cognito Plus feature plan; the pool uses Essentials for cost. Abuse is limited by the strong password policy, Cognito’s built-in sign-in throttling and the API WAF.',
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
