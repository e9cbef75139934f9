import { createElement, type FunctionComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

import { preloadRoute } from '../../../frontend/src/app/preload-route';

/** A stand-in for a `lazyPage` component: renders nothing, records its early download. */
function lazyStandIn(name: string, started: string[], arrived?: Promise<void>) {
  const component: FunctionComponent<{ children?: unknown }> = () => null;
  return Object.assign(component, {
    preload: () => {
      started.push(name);
      return arrived ?? Promise.resolve();
    },
  });
}

function routesFor(started: string[]): RouteObject[] {
  const Gate = lazyStandIn('gate', started);
  const Shell = lazyStandIn('shell', started);
  const Login = lazyStandIn('login', started);
  const Users = lazyStandIn('users', started);
  const Plain: FunctionComponent = () => null;
  return [
    { path: '/login', element: createElement(Login) },
    { path: '/plain', element: createElement(Plain) },
    {
      element: createElement(Shell),
      children: [
        { path: '/:ouid/orgusers', element: createElement(Gate, null, createElement(Users)) },
      ],
    },
  ];
}

describe('preloadRoute', () => {
  it('starts the download of the matched route only', () => {
    const started: string[] = [];
    void preloadRoute(routesFor(started), '/login');
    expect(started).toEqual(['login']);
  });

  it('starts the layout, the gate and the page of a nested route', () => {
    const started: string[] = [];
    void preloadRoute(routesFor(started), '/ou-root/orgusers');
    expect(started.sort()).toEqual(['gate', 'shell', 'users']);
  });

  it('starts nothing for an unknown path or a route without lazy parts', async () => {
    const started: string[] = [];
    await preloadRoute(routesFor(started), '/nowhere/at/all');
    await preloadRoute(routesFor(started), '/plain');
    expect(started).toEqual([]);
  });

  it('settles only when every chunk of the route has arrived', async () => {
    const started: string[] = [];
    let arrive = () => {};
    const pageArrived = new Promise<void>((resolve) => (arrive = resolve));
    const Page = lazyStandIn('page', started, pageArrived);
    const Shell = lazyStandIn('shell', started);
    const routes = [
      { element: createElement(Shell), children: [{ path: '/p', element: createElement(Page) }] },
    ];
    let settled = false;
    const preloaded = preloadRoute(routes, '/p').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started.sort()).toEqual(['page', 'shell']);
    expect(settled).toBe(false);
    arrive();
    await preloaded;
    expect(settled).toBe(true);
  });
});
