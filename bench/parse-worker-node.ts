// One events parser in a Node worker thread, for bench/parse-week.ts: the browser worker's role code with
// Node's ports in place of the page's.
import { parentPort } from 'node:worker_threads';
import { ParserRole, type ParserMessage } from '../src/features/event-data/reader/parser-role.ts';

if (!parentPort) throw new Error('run as a worker thread');
const port = parentPort;
const role = new ParserRole((reply, transfer) => port.postMessage(reply, transfer as ArrayBuffer[]));
port.on('message', (message: ParserMessage) => role.receive(message));
