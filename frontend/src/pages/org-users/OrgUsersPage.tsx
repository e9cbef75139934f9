import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function OrgUsersPage() {
  return <Header variant="h1">Org Users</Header>;
}
