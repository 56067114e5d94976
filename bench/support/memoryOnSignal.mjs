// Preloaded into a portal node by the soak bench (`node --import <this file> …`): on SIGUSR2 the
// node collects all its garbage, then prints its memory as one log line. A sample taken between
// collections holds however much garbage the load left (the index's share once read 62, 38 and
// -7 MB); after a full collection only live data remains, the same from run to run.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

process.on('SIGUSR2', () => {
  // Twice: the first collection runs finalizers whose objects the second one frees.
  gc();
  gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(`memory after full collection: ${JSON.stringify({ rss, heapUsed, external, arrayBuffers })}\n`);
});
