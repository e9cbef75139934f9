import Link from '@cloudscape-design/components/link';

import { helpTopicStrings } from '../../strings/help-topics';
import { useShell } from './shell-context';
import type { HelpTopicId } from '../help/help-topic-names';

const text = helpTopicStrings;

/** A form's "Info" link (FormField or Header `info`): opens the tools drawer on its help topic. */
export function InfoLink({ topic }: { topic: HelpTopicId }) {
  const { openHelp } = useShell();
  return (
    <Link
      variant="info"
      ariaLabel={text.infoAbout(text.headers[topic])}
      onFollow={() => openHelp(topic)}
    >
      {text.info}
    </Link>
  );
}
