/** The contract check's findings as text: violations grouped by kind and operation, and coverage. */
import type { RecordedExchange } from '../../local/exchange-recorder';
import { type Violation, VIOLATION_KINDS } from './check-exchange';
import type { Contract } from './openapi-contract';

const EXAMPLES_PER_GROUP = 3;

export interface Coverage {
  operations: number;
  succeeding: Set<string>;
  refused: Set<string>;
  neverSucceeding: string[];
  neverRefused: string[];
}

export function coverageOf(contract: Contract, exchanges: readonly RecordedExchange[]): Coverage {
  const succeeding = new Set<string>();
  const refused = new Set<string>();
  for (const exchange of exchanges) {
    const found = contract.find(exchange.method, exchange.path);
    if (!found) continue;
    if (exchange.status >= 200 && exchange.status < 300)
      succeeding.add(found.operation.operationId);
    if (exchange.status >= 400 && exchange.status < 500) refused.add(found.operation.operationId);
  }
  const ids = contract.operations.map((operation) => operation.operationId).sort();
  return {
    operations: ids.length,
    succeeding,
    refused,
    neverSucceeding: ids.filter((id) => !succeeding.has(id)),
    neverRefused: ids.filter((id) => !refused.has(id)),
  };
}

function violationLines(violations: readonly Violation[]): string[] {
  const lines: string[] = [];
  for (const kind of VIOLATION_KINDS) {
    const ofKind = violations.filter((violation) => violation.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push(`${kind}: ${ofKind.length}`);
    const byOperation = new Map<string, Violation[]>();
    for (const violation of ofKind) {
      byOperation.set(violation.operation, [
        ...(byOperation.get(violation.operation) ?? []),
        violation,
      ]);
    }
    for (const [operation, group] of [...byOperation].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${operation}: ${group.length}`);
      for (const example of group.slice(0, EXAMPLES_PER_GROUP)) {
        lines.push(`    ${example.status} ${example.method} ${example.path}: ${example.detail}`);
      }
    }
  }
  return lines;
}

export function contractReport(
  exchanges: readonly RecordedExchange[],
  violations: readonly Violation[],
  coverage: Coverage,
): string {
  const { operations, succeeding, refused, neverSucceeding, neverRefused } = coverage;
  const summary =
    `contract: ${exchanges.length} exchanges, ${violations.length} violations; operations seen ` +
    `succeeding ${succeeding.size}/${operations}, seen refused ${refused.size}/${operations}` +
    (neverSucceeding.length > 0 ? `; never seen succeeding: ${neverSucceeding.join(', ')}` : '') +
    (neverRefused.length > 0 ? `; never seen refused: ${neverRefused.join(', ')}` : '');
  return [...violationLines(violations), summary].join('\n');
}
