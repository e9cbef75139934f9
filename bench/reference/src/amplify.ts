import { Amplify } from 'aws-amplify';

/** The part of the deployment's runtime `/config.json` this console reads. */
interface RuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  local?: { userPoolEndpoint?: string };
}

export async function configureAmplify(): Promise<void> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  const userPoolEndpoint = config.local?.userPoolEndpoint;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
      },
    },
  });
}
