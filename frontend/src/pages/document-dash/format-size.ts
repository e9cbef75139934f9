import { documentsStrings } from '../../strings/documents';

const grouped = new Intl.NumberFormat('en-US');

/** A size in bytes, written out in full (the limit is stated in bytes too). */
export function formatSize(bytes: number): string {
  return documentsStrings.table.bytes(grouped.format(bytes));
}
