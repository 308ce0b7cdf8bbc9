/**
 * The clients of one load (load.ts), in a process of their own: autocannon's connections, each 2xx answer's time
 * kept to the microsecond (autocannon's own histogram keeps whole milliseconds). Prints the LoadResult as JSON.
 */
import autocannon from 'autocannon';
import { ownSeconds } from './cpu.ts';
import { MEASURING, resultOf } from './load.ts';

const { url, cookie, seconds, connections } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  cookie?: string;
  seconds: number;
  connections: number;
};

function run(duration: number, latencies: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers: cookie ? { cookie } : {} }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

await run(2, []);
const latencies: number[] = [];
// The measured run's bounds for the parent's processor accounting (cpu.ts), and this process's own time in it.
process.stdout.write(`${MEASURING}\n`);
const started = ownSeconds();
const result = await run(seconds, latencies);
const clients = ownSeconds() - started;
process.stdout.write(
  JSON.stringify({ ...resultOf(latencies, result.duration, result.non2xx + result.errors + result.timeouts), clients }),
);
