import v8 from 'node:v8';

/**
 * The heap grows by a tenth past what the last full collection kept, not by V8's default (up to double): a long
 * import's garbage is collected as it goes rather than piling up to hundreds of megabytes (issue 21: a tenth of
 * the rows peaked at 221 MB and all of them at 420; with this at 180 and 227). Imported first by main.ts, before
 * the heap has grown.
 */
v8.setFlagsFromString('--heap-growing-percent=10');
