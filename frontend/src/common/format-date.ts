let dateFormat: Intl.DateTimeFormat | undefined;

/** The console's one date format, made on first use (it loads ICU's calendar data). */
function dateFormatter(): Intl.DateTimeFormat {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat;
}

/** ISO timestamps as local, readable dates; anything unparsable is shown as sent. */
export function formatDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormatter().format(date);
}
