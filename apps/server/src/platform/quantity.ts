/**
 * `n` of a thing as a message says it: "1 student", "11,000 students" (both office locales group thousands by a
 * comma). `many` where the plural is not `one` and an s.
 */
export const quantity = (n: number, one: string, many = `${one}s`) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString('en')} ${many}`;

/** The verb of `n` things: "was" for one, "were" for any other number. */
export const were = (n: number) => (n === 1 ? 'was' : 'were');
