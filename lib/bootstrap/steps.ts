/** What one bootstrap step found or did, for the operator's report. */
export type Outcome = 'created' | 'updated' | 'unchanged';

export interface Step {
  outcome: Outcome;
  /** What the step is about, e.g. `SYSTEM unit ou-system`. */
  subject: string;
  /** A detail worth reading, e.g. that an invitation went out. */
  note?: string;
}

const LABELS: Record<Outcome, string> = {
  created: 'created',
  updated: 'updated',
  unchanged: 'already there',
};

const LABEL_WIDTH = Math.max(...Object.values(LABELS).map((label) => label.length));

/** One line per step, then a count of each outcome. */
export function formatSteps(steps: readonly Step[]): string[] {
  const lines = steps.map((step) => {
    const note = step.note ? ` (${step.note})` : '';
    return `  ${LABELS[step.outcome].padEnd(LABEL_WIDTH)}  ${step.subject}${note}`;
  });
  const counts = (Object.keys(LABELS) as Outcome[])
    .map((outcome) => [LABELS[outcome], steps.filter((step) => step.outcome === outcome).length])
    .filter(([, count]) => count !== 0)
    .map(([label, count]) => `${count} ${label}`);
  return [...lines, `${counts.join(', ')}.`];
}
