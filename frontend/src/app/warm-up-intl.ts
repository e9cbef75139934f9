/**
 * The first use of `Intl` loads ICU's locale data: about 25 ms here, over 100 ms on a throttled
 * phone. Cloudscape's message formatting first uses it inside the first render (which locales
 * NumberFormat supports, then plural rules), or inside the hydration of a prerendered page. Every
 * page waits for config.json and its chunks before that, so the data loads then, in a task of its
 * own, instead of lengthening the render.
 */
export function warmUpIntl(): void {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(['en']);
    new Intl.NumberFormat().resolvedOptions();
    new Intl.PluralRules('en').select(1);
  }, 0);
}
