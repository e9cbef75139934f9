import { Amplify } from 'aws-amplify';

import type { ConsoleConfig } from '@domain/console-config';

export function configureAmplify(config: ConsoleConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.local?.userPoolEndpoint,
      },
    },
  });
}
