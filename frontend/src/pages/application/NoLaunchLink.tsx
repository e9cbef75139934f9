import Alert from '@cloudscape-design/components/alert';

import { applicationsStrings } from '../../strings/applications';
import type { NoLaunchReason } from './application-view';

const text = applicationsStrings.application;

/** Why the application's screen has no launch link: each reason that applies, in a sentence. */
export function NoLaunchLink({
  title,
  unitName,
  reasons,
}: {
  title: string;
  unitName: string;
  reasons: readonly NoLaunchReason[];
}) {
  const sentence = (reason: NoLaunchReason) =>
    reason === 'unlisted' ? text.noLaunchReasons.unlisted(unitName) : text.noLaunchReasons[reason];
  return (
    <Alert type="info" header={text.noLaunchHeading(title)}>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{sentence(reason)}</li>
        ))}
      </ul>
    </Alert>
  );
}
