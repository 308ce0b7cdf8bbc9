/** `text` matched literally inside a LIKE pattern: its backslashes, percent signs and underscores escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
