/** What one environment's compliance report holds, and its counts. */
import type { DeployBlocker } from '../deploy-blockers';
import type { Provenance } from './provenance';
import { outcomeOf, type RuleOutcome, type RuleResults } from './recorder';

export interface EnvironmentReport {
  environment: string;
  /** The environment's stacks: its own and its us-east-1 edge monitoring stack. */
  stackNames: readonly string[];
  provenance: Provenance;
  /** Every rule of every pack, as applied to the environment's stacks. */
  rules: RuleResults[];
  /** cdk-nag's own machine-readable reports of these stacks (JSON and CSV, one per stack). */
  nagReportFiles: string[];
  /** Settings to fill before this environment is safe to deploy (lib/deploy-blockers.ts). */
  deployBlockers: readonly DeployBlocker[];
}

export const OUTCOMES: readonly RuleOutcome[] = [
  'open',
  'acknowledged',
  'passed',
  'not applicable',
];

export interface PackCounts {
  pack: string;
  rules: Record<RuleOutcome, number>;
  openFindings: number;
  acknowledgedFindings: number;
  passingChecks: number;
}

export function packsOf(rules: readonly RuleResults[]): string[] {
  return [...new Set(rules.map((rule) => rule.pack))].sort();
}

export function countsOf(rules: readonly RuleResults[]): PackCounts[] {
  return packsOf(rules).map((pack) => {
    const ofPack = rules.filter((rule) => rule.pack === pack);
    const byOutcome = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<
      RuleOutcome,
      number
    >;
    for (const rule of ofPack) byOutcome[outcomeOf(rule)] += 1;
    return {
      pack,
      rules: byOutcome,
      openFindings: ofPack.reduce((sum, rule) => sum + rule.open.length, 0),
      acknowledgedFindings: ofPack.reduce((sum, rule) => sum + rule.acknowledged.length, 0),
      passingChecks: ofPack.reduce((sum, rule) => sum + rule.passed.length, 0),
    };
  });
}

export function openFindingsOf(rules: readonly RuleResults[]) {
  return rules.flatMap((rule) => rule.open.map((finding) => ({ rule, ...finding })));
}

/** How the compliance report names a deploy blocker's state. */
export function blockerState(blocker: DeployBlocker): string {
  return blocker.accepted ? 'accepted for this deploy' : 'refused: synth stops';
}
