import type { Ref } from 'react';

import Alert, { type AlertProps } from '@cloudscape-design/components/alert';

import { configDashStrings } from '../../../strings/config-dash';
import type { ConfigProblem } from './config-problems';

const text = configDashStrings.configEditor;

/** Every problem of the draft with its path, e.g. `roles.2.value: a role is 1 to 64 …`. */
export function ProblemList({
  problems,
  ref,
}: {
  problems: readonly ConfigProblem[];
  ref?: Ref<AlertProps.Ref>;
}) {
  if (problems.length === 0) return null;
  return (
    <Alert ref={ref} type="error" header={text.problemsHeading(problems.length)}>
      <ul aria-label={text.problemsHeading(problems.length)}>
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            <code>{problem.path || text.wholeConfig}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
