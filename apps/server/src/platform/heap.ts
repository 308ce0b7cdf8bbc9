import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8's own full collection, for tightHeap: the flag reaches the contexts made after it, so one is made to fetch it.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let reading = 0;

/**
 * While a spreadsheet is read, the heap grows by a tenth past what the last full collection kept, not by V8's
 * default (up to four times): exceljs' parser makes garbage as fast as it reads, and a long import's is collected
 * as it goes rather than piling up to hundreds of megabytes (issue 21: a tenth of the rows peaked at 221 MB and
 * all of them at 420; with this at 180 and 227). A full collection at once sets the heap's limit by the tenth: the
 * limit the last one set under V8's default stays until the next, and an import started after another had ended
 * grew to 205 MB of heap before its first (a peak of 391 MB against 230). Only then: at all times, a million-row
 * export collected its whole heap 68 times and took 6 to 8 s instead of 4.5 to 5. Answers the function that gives
 * V8 its own growing back once no spreadsheet is being read.
 */
export function tightHeap(): () => void {
  if (reading++ === 0) {
    v8.setFlagsFromString('--heap-growing-percent=10');
    collectGarbage();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--reading === 0) v8.setFlagsFromString('--heap-growing-percent=0');
  };
}
