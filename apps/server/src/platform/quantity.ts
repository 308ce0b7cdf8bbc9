/** `n` of a thing as a message says it: "1 student", "11,000 students" (both office locales group thousands by a comma). */
export const quantity = (n: number, thing: string) => (n === 1 ? `1 ${thing}` : `${n.toLocaleString('en')} ${thing}s`);

/** The verb of `n` things: "was" for one, "were" for any other number. */
export const were = (n: number) => (n === 1 ? 'was' : 'were');
