import {
  lighthouseVerdicts,
  type PageFigures,
  type Scores,
  type Verdict,
  verdictLine,
  weightVerdicts,
} from '../../../bench/targets';

const byTarget = (verdicts: Verdict[], start: string): Verdict => {
  const found = verdicts.find((verdict) => verdict.target.startsWith(start));
  if (!found) throw new Error(`no target starting "${start}" in ${JSON.stringify(verdicts)}`);
  return found;
};

const perfect = { performance: 100, accessibility: 100, bestPractices: 100, lcpMs: 500 };

function page(path: string, signedIn: boolean, scores: PageFigures['scores'] = {}): PageFigures {
  return { path, signedIn, scores: { ...perfect, ...scores } };
}

function mobile(ours: PageFigures[], referenceTable: Scores = { performance: 50, lcpMs: 4000 }) {
  return lighthouseVerdicts({ formFactor: 'mobile', ours, referenceTable });
}

describe('weight targets', () => {
  const within = {
    signInJs: 210_000,
    signedInJs: [
      { route: '/a', bytes: 400_000 },
      { route: '/b', bytes: 300_000 },
    ],
    css: 105_000,
  };

  it('meets each limit at the limit itself', () => {
    const verdicts = weightVerdicts(within);
    expect(verdicts.map((verdict) => verdict.status)).toEqual(['met', 'met', 'met']);
    expect(byTarget(verdicts, 'first-load JS of every').figures).toBe(
      'heaviest /a 400.0 kB of 2 routes',
    );
  });

  it('is unmet by one byte over, naming the heaviest signed-in route', () => {
    const verdicts = weightVerdicts({
      signInJs: 210_001,
      signedInJs: [
        { route: '/a', bytes: 400_001 },
        { route: '/b', bytes: 400_500 },
      ],
      css: 105_001,
    });
    expect(verdicts.map((verdict) => verdict.status)).toEqual(['UNMET', 'UNMET', 'UNMET']);
    expect(byTarget(verdicts, 'first-load JS of every').figures).toBe(
      'heaviest /b 400.5 kB of 2 routes, 2 over',
    );
  });

  it('has no verdict on signed-in routes when none was counted', () => {
    const verdict = byTarget(
      weightVerdicts({ ...within, signedInJs: [] }),
      'first-load JS of every',
    );
    expect(verdict.status).toBe('not measured');
  });
});

describe('mobile Lighthouse targets', () => {
  it('asks 90 of public pages only', () => {
    const verdicts = mobile([
      page('/', false, { performance: 90 }),
      page('/u', true, { performance: 70 }),
    ]);
    const verdict = byTarget(verdicts, 'mobile performance ≥ 90 on public pages');
    expect(verdict).toEqual({ target: verdict.target, status: 'met', figures: '/ 90' });
    expect(
      byTarget(mobile([page('/', false, { performance: 89 })]), 'mobile performance ≥ 90').status,
    ).toBe('UNMET');
  });

  it('asks every signed-in page to lead the reference table page by 15 points', () => {
    const met = mobile([
      page('/u', true, { performance: 65 }),
      page('/v', true, { performance: 80 }),
    ]);
    expect(byTarget(met, 'mobile performance of signed-in')).toEqual({
      target: 'mobile performance of signed-in pages ≥ reference /table + 15',
      status: 'met',
      figures: 'reference 50, so ≥ 65; ours: /u 65, /v 80',
    });
    const unmet = mobile([
      page('/u', true, { performance: 64 }),
      page('/v', true, { performance: 99 }),
    ]);
    expect(byTarget(unmet, 'mobile performance of signed-in').status).toBe('UNMET');
  });

  it('asks every signed-in LCP to be at most 0.7 of the reference table page', () => {
    const met = mobile([page('/u', true, { lcpMs: 2800 })]);
    expect(byTarget(met, 'mobile LCP')).toEqual({
      target: 'mobile LCP of signed-in pages ≤ 0.7 × reference /table',
      status: 'met',
      figures: 'reference 4.00 s, so ≤ 2.80 s; ours: /u 2.80 s',
    });
    expect(byTarget(mobile([page('/u', true, { lcpMs: 2801 })]), 'mobile LCP').status).toBe(
      'UNMET',
    );
  });

  it('has no relative verdict without the reference, or with a page not measured', () => {
    const noReference = mobile([page('/u', true)], {});
    expect(byTarget(noReference, 'mobile performance of signed-in').status).toBe('not measured');
    expect(byTarget(noReference, 'mobile LCP').status).toBe('not measured');
    const unmeasured = lighthouseVerdicts({
      formFactor: 'mobile',
      ours: [page('/u', true), { path: '/v', signedIn: true, scores: {} }],
      referenceTable: { performance: 10, lcpMs: 9000 },
    });
    const verdict = byTarget(unmeasured, 'mobile performance of signed-in');
    expect(verdict.status).toBe('not measured');
    expect(verdict.figures).toContain('/v n/a');
  });

  it('asks accessibility and best practices 100 of every page', () => {
    const verdicts = mobile([page('/', false), page('/u', true, { bestPractices: 96 })]);
    expect(byTarget(verdicts, 'mobile accessibility').status).toBe('met');
    expect(byTarget(verdicts, 'mobile best practices')).toMatchObject({
      status: 'UNMET',
      figures: '/ 100, /u 96',
    });
  });
});

describe('desktop Lighthouse targets', () => {
  const desktop = (ours: PageFigures[]) =>
    lighthouseVerdicts({ formFactor: 'desktop', ours, referenceTable: {} });

  it('asks 95 of every page, public and signed in, and nothing relative', () => {
    const verdicts = desktop([
      page('/', false, { performance: 95 }),
      page('/u', true, { performance: 94 }),
    ]);
    expect(verdicts.map((verdict) => verdict.target)).toEqual([
      'desktop performance ≥ 95 on every measured page',
      'desktop accessibility 100 on every measured page',
      'desktop best practices 100 on every measured page',
    ]);
    expect(verdicts[0]?.status).toBe('UNMET');
  });
});

it('prints a verdict on one line', () => {
  expect(
    verdictLine({ target: 'first-load CSS ≤ 105.0 kB', status: 'met', figures: '99.0 kB' }),
  ).toBe('met          first-load CSS ≤ 105.0 kB: 99.0 kB');
});
