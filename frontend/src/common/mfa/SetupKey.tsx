import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';

import { mfaStrings } from '../../strings/mfa';

const text = mfaStrings.setup;

/** Groups of four, as authenticator apps show keys; they ignore the spaces when it is typed. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The set-up's secret for typing it into an app by hand, with a copy button. */
export function SetupKey({ secret }: { secret: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{text.keyLabel}</Box>
      <CopyToClipboard
        variant="inline"
        textToCopy={secret}
        textToDisplay={
          <Box variant="code" fontSize="body-m">
            {grouped(secret)}
          </Box>
        }
        copyButtonAriaLabel={text.copy}
        copySuccessText={text.copied}
        copyErrorText={text.copyFailed}
      />
    </div>
  );
}
