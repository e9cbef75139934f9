let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * The console's one date format. Making it loads ICU's calendar and pattern data: about 40 ms
 * here, four times that on a phone. A unit page prepares it in a task of its own while its code
 * and answers download (`main.tsx`), not while its chunk loads or its first rows render.
 */
export function prepareDateFormat(): Intl.DateTimeFormat {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat;
}

/** ISO timestamps as local, readable dates; anything unparsable is shown as sent. */
export function formatDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : prepareDateFormat().format(date);
}
