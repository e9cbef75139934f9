import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function EditUserPage() {
  return <Header variant="h1">Edit user</Header>;
}
