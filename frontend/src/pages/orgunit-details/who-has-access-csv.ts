import type { UnitPerson } from '../../api/unit-access';
import { csvText } from '../../common/csv';
import { whoHasAccessStrings } from '../../strings/who-has-access';

const text = whoHasAccessStrings;

/** The export's file: one line per row of the list, as the table shows it, the header first. */
export function whoHasAccessCsv(rows: readonly UnitPerson[]): string {
  return csvText([
    text.csv.header,
    ...rows.map((row) => [
      row.username,
      row.name,
      row.roles.join(' '),
      row.unitName,
      row.unitId,
      row.inherited ? text.inherited : text.direct,
    ]),
  ]);
}
