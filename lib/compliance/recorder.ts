/**
 * Receives every result of the cdk-nag packs (as an additional logger of each pack) and keeps,
 * per stack, every rule the packs applied: the resources that pass it, the findings acknowledged
 * next to their resource (with the reason), and the open ones. Rules that no resource of the stack
 * is subject to are kept too, so the report lists every rule of every pack.
 */
import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type {
  INagLogger,
  NagLoggerBaseData,
  NagLoggerErrorData,
  NagLoggerNonComplianceData,
  NagLoggerSuppressedData,
  NagLoggerSuppressedErrorData,
} from 'cdk-nag';

export interface Finding {
  /** Construct path of the resource, e.g. `OrgConsole-prod/Api/RestApi/Resource`. */
  resource: string;
  /** The detail of a granular rule (e.g. the IAM5 wildcard), empty otherwise. */
  finding: string;
}

export interface AcknowledgedFinding extends Finding {
  reason: string;
}

export interface RuleResults {
  ruleId: string;
  pack: string;
  level: string;
  info: string;
  explanation: string;
  passed: string[];
  acknowledged: AcknowledgedFinding[];
  open: Finding[];
}

export type RuleOutcome = 'open' | 'acknowledged' | 'passed' | 'not applicable';

/** Open wins over acknowledged, acknowledged over passed. */
export function outcomeOf(rule: RuleResults): RuleOutcome {
  if (rule.open.length > 0) return 'open';
  if (rule.acknowledged.length > 0) return 'acknowledged';
  if (rule.passed.length > 0) return 'passed';
  return 'not applicable';
}

export class ComplianceRecorder implements INagLogger {
  private readonly stacks = new Map<string, Map<string, RuleResults>>();

  /**
   * Every rule applied in the stacks (an environment's stacks: one report), with the results of
   * all of them, sorted by pack and rule id.
   */
  rulesOf(...stackNames: string[]): RuleResults[] {
    const merged = new Map<string, RuleResults>();
    for (const stackName of stackNames) {
      for (const rule of this.stacks.get(stackName)?.values() ?? []) {
        const into = merged.get(rule.ruleId);
        if (!into) {
          merged.set(rule.ruleId, {
            ...rule,
            passed: [...rule.passed],
            acknowledged: [...rule.acknowledged],
            open: [...rule.open],
          });
          continue;
        }
        into.passed.push(...rule.passed);
        into.acknowledged.push(...rule.acknowledged);
        into.open.push(...rule.open);
      }
    }
    return [...merged.values()].sort(
      (a, b) => a.pack.localeCompare(b.pack) || a.ruleId.localeCompare(b.ruleId),
    );
  }

  onCompliance(data: NagLoggerBaseData): void {
    this.rule(data).passed.push(data.resource.node.path);
  }

  onNonCompliance(data: NagLoggerNonComplianceData): void {
    this.rule(data).open.push({ resource: data.resource.node.path, finding: data.findingId });
  }

  onSuppressed(data: NagLoggerSuppressedData): void {
    this.rule(data).acknowledged.push({
      resource: data.resource.node.path,
      finding: data.findingId,
      reason: data.suppressionReason,
    });
  }

  onError(data: NagLoggerErrorData): void {
    this.rule(data).open.push({
      resource: data.resource.node.path,
      finding: `rule failed to evaluate: ${data.errorMessage}`,
    });
  }

  onSuppressedError(data: NagLoggerSuppressedErrorData): void {
    this.rule(data).acknowledged.push({
      resource: data.resource.node.path,
      finding: `rule failed to evaluate: ${data.errorMessage}`,
      reason: data.errorSuppressionReason,
    });
  }

  onNotApplicable(data: NagLoggerBaseData): void {
    this.rule(data);
  }

  private rule(data: NagLoggerBaseData): RuleResults {
    const stackName = deployedStackOf(data.resource).stackName;
    let rules = this.stacks.get(stackName);
    if (!rules) {
      rules = new Map();
      this.stacks.set(stackName, rules);
    }
    let rule = rules.get(data.ruleId);
    if (!rule) {
      rule = {
        ruleId: data.ruleId,
        pack: data.nagPackName,
        level: data.ruleLevel,
        info: data.ruleInfo,
        explanation: data.ruleExplanation,
        passed: [],
        acknowledged: [],
        open: [],
      };
      rules.set(data.ruleId, rule);
    }
    return rule;
  }
}

/** The stack a resource is deployed with: its own, or for a nested stack's, the top parent's. */
function deployedStackOf(resource: IConstruct): Stack {
  let stack = Stack.of(resource);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  return stack;
}
