/**
 * Reading a deployed stack's outputs. No AWS account is reachable here, so a small HTTP server on
 * 127.0.0.1 answers the real SDK client as CloudFormation's query protocol would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { CloudFormationClient } from '@aws-sdk/client-cloudformation';

import { readStackResources } from '../../../lib/bootstrap/stack-outputs';
import { BootstrapError } from '../../../lib/bootstrap/target';

const NAMESPACE = 'http://cloudformation.amazonaws.com/doc/2010-05-15/';
const HINT = 'deploy it first (npx cdk deploy -c env=prod)';

let answer: { status: number; body: string };
let requests: string[];
let server: Server;
let client: CloudFormationClient;

function stackAnswer(status: string, outputs: Record<string, string>): string {
  const members = Object.entries(outputs)
    .map(
      ([key, value]) =>
        `<member><OutputKey>${key}</OutputKey><OutputValue>${value}</OutputValue></member>`,
    )
    .join('');
  return `<DescribeStacksResponse xmlns="${NAMESPACE}"><DescribeStacksResult><Stacks><member>
    <StackName>OrgConsole-prod</StackName><StackId>arn:aws:cloudformation:ap-south-1:111111111111:stack/OrgConsole-prod/1</StackId>
    <CreationTime>2026-01-01T00:00:00Z</CreationTime><StackStatus>${status}</StackStatus>
    <Outputs>${members}</Outputs></member></Stacks></DescribeStacksResult>
    <ResponseMetadata><RequestId>r-1</RequestId></ResponseMetadata></DescribeStacksResponse>`;
}

const ALL_OUTPUTS = {
  ConsoleUrl: 'https://d1.cloudfront.net',
  TableName: 'OrgConsole-prod-DataTable-1',
  ConfigBucketName: 'orgconsole-prod-configartifacts-1',
  UserPoolId: 'ap-south-1_Abc',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push(body);
      response.writeHead(answer.status, { 'Content-Type': 'text/xml' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new CloudFormationClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
});

beforeEach(() => {
  requests = [];
});

afterAll(async () => {
  client.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const read = () => readStackResources(client, 'OrgConsole-prod', HINT);

describe('reading the stack outputs', () => {
  it('asks for the named stack and returns the table, bucket and pool', async () => {
    answer = { status: 200, body: stackAnswer('UPDATE_COMPLETE', ALL_OUTPUTS) };
    await expect(read()).resolves.toEqual({
      tableName: ALL_OUTPUTS.TableName,
      configBucket: ALL_OUTPUTS.ConfigBucketName,
      userPoolId: ALL_OUTPUTS.UserPoolId,
    });
    expect(Object.fromEntries(new URLSearchParams(requests[0]))).toEqual({
      Action: 'DescribeStacks',
      StackName: 'OrgConsole-prod',
      Version: '2010-05-15',
    });
  });

  it('says to deploy first when the stack does not exist', async () => {
    answer = {
      status: 400,
      body: `<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>Sender</Type><Code>ValidationError</Code>
        <Message>Stack with id OrgConsole-prod does not exist</Message></Error><RequestId>r-2</RequestId></ErrorResponse>`,
    };
    const failure = read();
    await expect(failure).rejects.toBeInstanceOf(BootstrapError);
    await expect(failure).rejects.toThrow(`Stack OrgConsole-prod not found: ${HINT}`);
  });

  it('passes other CloudFormation refusals on as they are', async () => {
    answer = {
      status: 403,
      body: `<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>Sender</Type><Code>AccessDenied</Code>
        <Message>not authorized to perform: cloudformation:DescribeStacks</Message></Error><RequestId>r-3</RequestId></ErrorResponse>`,
    };
    await expect(read()).rejects.toThrow('cloudformation:DescribeStacks');
    await expect(read()).rejects.not.toBeInstanceOf(BootstrapError);
  });

  it('names the outputs a stack of an older version lacks', async () => {
    const { ConsoleUrl, UserPoolId } = ALL_OUTPUTS;
    answer = { status: 200, body: stackAnswer('CREATE_COMPLETE', { ConsoleUrl, UserPoolId }) };
    await expect(read()).rejects.toThrow(
      `Stack OrgConsole-prod has no output TableName, ConfigBucketName: deploy the current version (${HINT})`,
    );
  });

  it.each(['CREATE_IN_PROGRESS', 'UPDATE_IN_PROGRESS', 'ROLLBACK_COMPLETE'])(
    'refuses a stack that is %s',
    async (status) => {
      answer = { status: 200, body: stackAnswer(status, ALL_OUTPUTS) };
      await expect(read()).rejects.toThrow(`Stack OrgConsole-prod is ${status}`);
    },
  );

  it('accepts a stack whose last update rolled back', async () => {
    answer = { status: 200, body: stackAnswer('UPDATE_ROLLBACK_COMPLETE', ALL_OUTPUTS) };
    await expect(read()).resolves.toMatchObject({ userPoolId: ALL_OUTPUTS.UserPoolId });
  });
});
