import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function EditOrgUserPage() {
  return <Header variant="h1">Edit Org User</Header>;
}
