import Box from '@cloudscape-design/components/box';
import HelpPanel from '@cloudscape-design/components/help-panel';

import { helpTopic } from './help-topics';

/** One help topic in the tools drawer. Loaded on its own, with the first page that shows help. */
export default function HelpTopicPanel({ topic }: { topic: string | undefined }) {
  const { header, body } = helpTopic(topic ?? '');
  return (
    <HelpPanel header={<h2>{header}</h2>}>
      {body.map((paragraph) => (
        <Box variant="p" key={paragraph}>
          {paragraph}
        </Box>
      ))}
    </HelpPanel>
  );
}
