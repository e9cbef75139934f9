import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';

export interface ConflictAlertProps {
  heading?: string;
  message: string;
  reloadText: string;
  onReload: () => void;
}

/** Someone else saved the record first: nothing was overwritten, and Reload shows their version. */
export function ConflictAlert({ heading, message, reloadText, onReload }: ConflictAlertProps) {
  return (
    <Alert
      type="warning"
      header={heading}
      action={
        <Button formAction="none" onClick={onReload}>
          {reloadText}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
