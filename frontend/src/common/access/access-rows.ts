import type { AccessExplanation } from '../../api/access-explain';
import { PERMISSION_LABELS } from '../../strings/access';
import { partsText, resultWords, type WordPart } from './reason-words';

/** One named permission of an explanation, as the Access tab's table shows it. */
export interface AccessRow {
  permission: string;
  /** The permission in words ("Create units"); an unknown name as it is. */
  label: string;
  granted: boolean;
  because: WordPart[];
  /** The reason as plain text, for the table's filter. */
  reason: string;
}

function permissionLabel(permission: string): string {
  return Object.hasOwn(PERMISSION_LABELS, permission)
    ? PERMISSION_LABELS[permission as keyof typeof PERMISSION_LABELS]
    : permission;
}

/** The rows of every result, in the server's order; `personName` undefined: the signed-in person. */
export function accessRows(
  explanation: AccessExplanation,
  personName: string | undefined,
): AccessRow[] {
  const context = { personName, unit: explanation.unit };
  return explanation.results.map((result) => {
    const words = resultWords(result, context);
    return {
      permission: result.permission,
      label: permissionLabel(result.permission),
      granted: words.granted,
      because: words.because,
      reason: partsText(words.because),
    };
  });
}
