/**
 * Dates as pages show them, in UTC and English, so the server's HTML and the browser's hydration agree wherever
 * each runs. Each format is made on first use: making one loads ICU's data, a noticeable part of starting a build
 * that shows no dates.
 */
type DateStyle = 'medium' | 'long' | 'month-day';

const formats = new Map<DateStyle, Intl.DateTimeFormat>();

/** `medium`: Mar 1, 2024 (a doc's last update); `long`: March 1, 2024 (a blog post's date); `month-day`: March 1 (in the blog's archive). */
export function formatDate(iso: string, style: DateStyle = 'medium'): string {
  let format = formats.get(style);
  if (format === undefined)
    formats.set(
      style,
      (format = new Intl.DateTimeFormat(
        'en-US',
        style === 'month-day' ? { month: 'long', day: 'numeric', timeZone: 'UTC' } : { dateStyle: style, timeZone: 'UTC' },
      )),
    );
  return format.format(new Date(iso));
}
