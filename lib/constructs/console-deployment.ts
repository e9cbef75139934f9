/**
 * Uploads the built console to the site bucket in two steps. First the content-hashed files of
 * `assets/`, cached for a year and never pruned, so a tab opened before a deploy still finds the
 * chunks its old `index.html` names. Then the root files with the runtime `config.json`
 * (ConsoleConfig contract), marked `no-cache`. Nothing is invalidated: CloudFront caches only the
 * hashed assets (see Website).
 */
import fs from 'node:fs';
import path from 'node:path';

import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

import type { ConsoleConfig } from '../../lambdas/domain/console-config';
import type { EnvironmentSettings } from '../settings';
import { createLogGroup } from './log-group';
import { ASSETS_PREFIX } from './website';

export interface ConsoleDeploymentProps {
  settings: EnvironmentSettings;
  /** Folder with the built console (index.html at its root, hashed files under assets/). */
  consoleAssetPath: string;
  siteBucket: s3.IBucket;
  config: ConsoleConfig;
}

export const CONSOLE_CONFIG_KEY = 'config.json';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Where the build lists its prerendered pages (`frontend/build/prerender.mts`). */
const PRERENDERED_PAGES_FILE = 'prerendered/pages.json';

/** Build output that is not part of the site (Vite's manifest, the prerendered pages' list). */
const NOT_PUBLISHED = ['.vite', PRERENDERED_PAGES_FILE];

/** The files the site serves at its root: the build's root files and config.json. */
export function consoleRootFiles(consoleAssetPath: string): string[] {
  const built = fs
    .readdirSync(consoleAssetPath, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  return [...new Set([...built, CONSOLE_CONFIG_KEY])].sort();
}

/** The build's prerendered pages (`frontend/build/prerender.mts`). */
export interface ConsolePrerender {
  /** The file served for each prerendered path, e.g. `/login` → `/prerendered/login.html`. */
  pages: Record<string, string>;
  /**
   * Per pathname pattern, in match order, the page served for it: a route shell that names the
   * route's chunks (`/prerendered/route-….html`), or `/index.html`.
   */
  routes: [pattern: string, page: string][];
  /** CSP sources (`'sha256-…'`) of the inline scripts those pages hold. */
  inlineScriptHashes: string[];
}

function isPattern(pattern: unknown): boolean {
  if (typeof pattern !== 'string' || !pattern.startsWith('^/')) return false;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** What the build at `consoleAssetPath` prerendered; nothing for a build without it. */
export function consolePrerender(consoleAssetPath: string): ConsolePrerender {
  const file = path.join(consoleAssetPath, PRERENDERED_PAGES_FILE);
  if (!fs.existsSync(file)) return { pages: {}, routes: [], inlineScriptHashes: [] };
  const listing = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ConsolePrerender>;
  const { pages, routes = [], inlineScriptHashes } = listing;
  const isPage = (page: unknown) =>
    typeof page === 'string' &&
    page.startsWith('/prerendered/') &&
    fs.existsSync(path.join(consoleAssetPath, page));
  const valid =
    typeof pages === 'object' &&
    pages !== null &&
    Object.entries(pages).every(([route, page]) => route.startsWith('/') && isPage(page)) &&
    Array.isArray(routes) &&
    routes.every(
      (route) =>
        Array.isArray(route) &&
        isPattern(route[0]) &&
        (route[1] === '/index.html' || isPage(route[1])),
    ) &&
    Array.isArray(inlineScriptHashes) &&
    inlineScriptHashes.every((hash) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(String(hash)));
  if (!valid) throw new Error(`${file} does not describe the prerendered pages of this build`);
  return { pages, routes, inlineScriptHashes };
}

export class ConsoleDeployment extends Construct {
  readonly assets: s3deploy.BucketDeployment;
  readonly deployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: ConsoleDeploymentProps) {
    super(scope, id);
    const root = path.resolve(props.consoleAssetPath);
    const assetsDir = ASSETS_PREFIX.replace(/\/$/, '');
    // Both deployments run in CDK's one BucketDeployment handler, which logs here.
    const logGroup = createLogGroup(this, 'Logs', props.settings);

    this.assets = new s3deploy.BucketDeployment(this, 'Assets', {
      sources: [s3deploy.Source.asset(path.join(root, assetsDir))],
      destinationBucket: props.siteBucket,
      destinationKeyPrefix: ASSETS_PREFIX,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE)],
      logGroup,
    });
    this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      sources: [
        s3deploy.Source.asset(root, { exclude: [assetsDir, ...NOT_PUBLISHED] }),
        s3deploy.Source.jsonData(CONSOLE_CONFIG_KEY, props.config),
      ],
      destinationBucket: props.siteBucket,
      // Pruning here would delete the assets the first deployment keeps.
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(NO_CACHE)],
      logGroup,
    });
    // The new index.html goes live only once every file it names is in the bucket.
    this.deployment.node.addDependency(this.assets);
  }
}
