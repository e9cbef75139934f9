import { getCurrentUser } from 'aws-amplify/auth';
import { createBrowserRouter, redirect } from 'react-router-dom';

import { FormPage } from './FormPage';
import { LoginPage } from './LoginPage';
import { Shell } from './Shell';
import { TablePage } from './TablePage';

export interface SignedInUser {
  username: string;
}

async function requireUser(): Promise<SignedInUser | Response> {
  try {
    const { username } = await getCurrentUser();
    return { username };
  } catch {
    return redirect('/login');
  }
}

export function createRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <Shell />,
      loader: requireUser,
      children: [
        { index: true, loader: () => redirect('/table') },
        { path: 'table', element: <TablePage /> },
        { path: 'form', element: <FormPage /> },
      ],
    },
    { path: '*', loader: () => redirect('/table') },
  ]);
}
