import type { ReactNode } from 'react';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { ApiError } from '../api/api-error';
import { commonStrings } from '../strings/common';

export interface LoadFailureAlertProps {
  /** The screen's load-failed text, e.g. 'Get All Org Users Failed'. */
  header: string;
  error: ApiError | undefined;
  /** Asks again: the read's `retry` (swr revalidation of that key); offered only when it can help. */
  onRetry: () => void;
}

/**
 * Issue 12 §3: a read that failed says so where its data would be, with the server's message (or
 * the fixed text), the request id when the server gave one, and a Retry button when asking again
 * can help (not after a refusal or another 4xx). Load failures are not flashed: this alert stays
 * until a load succeeds, so a revalidation on focus adds nothing.
 */
export function LoadFailureAlert({ header, error, onRetry }: LoadFailureAlertProps) {
  const message = error?.message;
  const retry = !error || error.isRetryable;
  // role="alert": a screen reader announces the failure that took the data's place.
  return (
    <div role="alert">
      <Alert
        type="error"
        header={header}
        action={retry && <Button onClick={onRetry}>{commonStrings.loadFailure.retry}</Button>}
      >
        <SpaceBetween size="xxs">
          {message && message !== header && <span>{message}</span>}
          {error?.requestId && (
            <Box variant="small">{commonStrings.loadFailure.requestId(error.requestId)}</Box>
          )}
        </SpaceBetween>
      </Alert>
    </div>
  );
}

/**
 * An earlier answer stays on screen when a reload of it fails (e.g. on window focus); the failure
 * shows above it. The children keep their place in the tree, so a form below keeps its input.
 */
export function LoadFailureAbove({
  children,
  ...alert
}: LoadFailureAlertProps & { children: ReactNode }) {
  return (
    <>
      {alert.error && (
        <Box margin={{ bottom: 'l' }}>
          <LoadFailureAlert {...alert} />
        </Box>
      )}
      {children}
    </>
  );
}
