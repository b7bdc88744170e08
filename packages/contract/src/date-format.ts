/**
 * An Intl.DateTimeFormat made on its first use rather than when its module loads. Making one
 * loads the locale's and the time zone's data: the first costs tens of milliseconds on a phone,
 * and a module's top level would spend that at every page's start, dates shown or not.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): { format(date: Date): string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(date) };
}
