import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function AuthUsersPage() {
  return <Header variant="h1">Authenticated Users</Header>;
}
