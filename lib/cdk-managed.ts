/**
 * Acknowledgements for singleton resources CDK itself adds at stack level (the BucketDeployment
 * handler and the auto-delete-objects provider). Our code holds no reference to them, so they
 * are found through the stack by the ids CDK gives them.
 */
import { CfnResource, type Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

import { acknowledge, type Acknowledgement } from './nag';

const BUCKET_DEPLOYMENT_PREFIX = 'Custom::CDKBucketDeployment';
const AUTO_DELETE_PROVIDER = 'Custom::S3AutoDeleteObjectsCustomResourceProvider';

const DEPLOYMENT_ONLY =
  'CDK-managed BucketDeployment handler: runs only during CloudFormation deployments to copy the console build into the site bucket.';

const BUCKET_DEPLOYMENT_FUNCTION: Acknowledgement[] = [
  {
    id: 'AwsSolutions-L1',
    reason: `${DEPLOYMENT_ONLY} CDK pins its Python runtime (python3.13, arm64) together with the AWS CLI layer it ships; it is not ours to change.`,
  },
  {
    id: 'Serverless-LambdaLatestVersion',
    reason: `${DEPLOYMENT_ONLY} CDK pins its Python runtime together with the AWS CLI layer it ships.`,
  },
  { id: 'Serverless-LambdaTracing', reason: `${DEPLOYMENT_ONLY} No request path to trace.` },
  {
    id: 'Serverless-LambdaDLQ',
    reason: `${DEPLOYMENT_ONLY} Invoked synchronously by CloudFormation, which reports failures.`,
  },
  {
    id: 'NIST.800.53.R5-LambdaDLQ',
    reason: `${DEPLOYMENT_ONLY} Invoked synchronously by CloudFormation, which reports failures.`,
  },
  {
    id: 'NIST.800.53.R5-LambdaConcurrency',
    reason: `${DEPLOYMENT_ONLY} One invocation per deployment.`,
  },
  {
    id: 'NIST.800.53.R5-LambdaInsideVPC',
    reason: `${DEPLOYMENT_ONLY} Talks only to S3 and CloudFront public endpoints.`,
  },
];

const BUCKET_DEPLOYMENT_ROLE: Acknowledgement[] = [
  {
    id: 'AwsSolutions-IAM4',
    reason: `${DEPLOYMENT_ONLY} CDK attaches AWSLambdaBasicExecutionRole (log writing only).`,
    appliesTo: [
      'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
    ],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason: `${DEPLOYMENT_ONLY} CDK grants read on the CDK asset bucket and read/write on the site bucket objects (the console's files, uploaded without an invalidation).`,
    appliesTo: [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      {
        regex:
          '/^Resource::arn:(<AWS::Partition>|aws[a-z-]*):s3:::cdk-[a-z0-9]+-assets-.+\\/\\*$/g',
      },
      { regex: '/^Resource::<WebsiteSiteBucket[0-9A-F]{8}\\.Arn>\\/\\*$/g' },
    ],
  },
  {
    id: 'NIST.800.53.R5-IAMNoInlinePolicy',
    reason: `${DEPLOYMENT_ONLY} CDK generates the role's inline policy.`,
  },
];

function childrenStartingWith(stack: Stack, prefix: string): IConstruct[] {
  return stack.node.children.filter((child) => child.node.id.startsWith(prefix));
}

export function acknowledgeCdkManagedResources(stack: Stack): void {
  for (const singleton of childrenStartingWith(stack, BUCKET_DEPLOYMENT_PREFIX)) {
    acknowledge(singleton, BUCKET_DEPLOYMENT_FUNCTION);
    const role = singleton.node.tryFindChild('ServiceRole');
    if (role) acknowledge(role, BUCKET_DEPLOYMENT_ROLE, true);
  }

  // The auto-delete provider's code is plain Node.js (runtime nodejs24.x from CDK); CDK offers no
  // architecture option, so it is moved to arm64 like every other function of the platform.
  const autoDelete = stack.node.tryFindChild(AUTO_DELETE_PROVIDER);
  const handler = autoDelete?.node.tryFindChild('Handler');
  if (handler instanceof CfnResource) handler.addPropertyOverride('Architectures', ['arm64']);
}
