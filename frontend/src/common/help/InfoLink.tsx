import Link from '@cloudscape-design/components/link';

import { helpStrings } from '../../strings/help';
import { useShell } from '../shell/shell-context';
import type { HelpTopicId } from './help-topic-names';
import { HELP_TOPICS } from './help-topics';

const text = helpStrings.pageHelp;

/** A form's "Info" link (FormField or Header `info`): opens the tools drawer on its help topic. */
export function InfoLink({ topic }: { topic: HelpTopicId }) {
  const { openHelp } = useShell();
  return (
    <Link
      variant="info"
      ariaLabel={text.infoAbout(HELP_TOPICS[topic].header)}
      onFollow={() => openHelp(topic)}
    >
      {text.info}
    </Link>
  );
}
