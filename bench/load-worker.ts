/**
 * The load generator of part 3 on a thread of its own: a real client never shares the server's
 * event loop, and in one thread the client's own work would queue behind the gateway's and count
 * as the API's latency. A worker makes one kind of call and runs bounded loads of it on request.
 */
import { Agent, get } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

import { type LoadResult, runLoad } from './load';

export interface LoadShape {
  total: number;
  concurrency: number;
  deadlineMs: number;
}

export type LoadTarget =
  | { kind: 'http-get'; url: string; authorization: string; concurrency: number }
  | {
      kind: 'dynamo-get';
      endpoint: string;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string };
      tableName: string;
      key: Record<string, string>;
    };

type LoadOutcome = { result: LoadResult } | { error: string };

interface LoadCall {
  call: () => Promise<void>;
  close: () => void;
}

/**
 * `node:http` with keep-alive sockets, one per client, as load generators use. Node 20's `fetch`
 * (undici over web streams) cost about 2.4 ms of CPU per request here, which on two cores is taken
 * from the server it measures.
 */
function httpGet(url: string, authorization: string, concurrency: number): LoadCall {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const request = get(url, { agent, headers: { Authorization: authorization } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode === 200) {
            resolve();
            return;
          }
          const body = Buffer.concat(chunks).toString('utf8').slice(0, 120);
          reject(new Error(`HTTP ${response.statusCode}: ${body}`));
        });
      });
      request.on('error', reject);
    });
  return { call, close: () => agent.destroy() };
}

function dynamoGet(target: Extract<LoadTarget, { kind: 'dynamo-get' }>): LoadCall {
  const dynamo = new DynamoDBClient({
    endpoint: target.endpoint,
    region: target.region,
    credentials: target.credentials,
  });
  const client = DynamoDBDocumentClient.from(dynamo);
  const call = async () => {
    const answer = await client.send(
      new GetCommand({ TableName: target.tableName, Key: target.key }),
    );
    if (!answer.Item) throw new Error(`${JSON.stringify(target.key)} is not in the table`);
  };
  return { call, close: () => dynamo.destroy() };
}

export interface LoadWorker {
  run: (shape: LoadShape) => Promise<LoadResult>;
  close: () => Promise<void>;
}

/** A worker for one target; `run` calls are made one after another, never side by side. */
export function startLoadWorker(target: LoadTarget): LoadWorker {
  // A worker starts without this process's tsx hooks, so it registers them before loading this file.
  const boot = `require('tsx/cjs'); require(${JSON.stringify(__filename)});`;
  const worker = new Worker(boot, { eval: true, workerData: target });
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  const run = (shape: LoadShape) =>
    new Promise<LoadResult>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      const onExit = (code: number) =>
        reject(failure ?? new Error(`The load worker exited with code ${code}`));
      worker.once('exit', onExit);
      worker.once('message', (outcome: LoadOutcome) => {
        worker.off('exit', onExit);
        if ('result' in outcome) resolve(outcome.result);
        else reject(new Error(outcome.error));
      });
      worker.postMessage(shape);
    });
  return { run, close: () => worker.terminate().then(() => undefined) };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const target = workerData as LoadTarget;
  const { call, close } =
    target.kind === 'http-get'
      ? httpGet(target.url, target.authorization, target.concurrency)
      : dynamoGet(target);
  port.on('message', (shape: LoadShape) => {
    runLoad({ ...shape, call }).then(
      (result) => port.postMessage({ result } satisfies LoadOutcome),
      (error: unknown) => port.postMessage({ error: String(error) } satisfies LoadOutcome),
    );
  });
  port.once('close', close);
}
